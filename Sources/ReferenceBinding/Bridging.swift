import ControlContract
import Foundation
import ReferenceControls

/// A Swift type of the reference model that converts to and from contract ``Value``s.
protocol Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self
    func value(in session: ReferenceSession) -> Value
}

/// The failure of a conversion that got `value` where a value of the type named `expected` was needed.
func mismatch(_ value: Value, _ expected: String) -> ContractFailure {
    .failed("expected \(expected), got \(value.debugDescription)")
}

extension Bool: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(value, "Bool") }
        return bool
    }
    func value(in session: ReferenceSession) -> Value { .bool(self) }
}

extension Int: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Int {
        switch value {
        case .int(let int): return int
        case .float(let double) where double == double.rounded(): return Int(double)
        default: throw mismatch(value, "Int")
        }
    }
    func value(in session: ReferenceSession) -> Value { .int(self) }
}

extension CGFloat: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> CGFloat {
        switch value {
        case .int(let int): return CGFloat(int)
        case .float(let double): return CGFloat(double)
        default: throw mismatch(value, "CGFloat")
        }
    }
    func value(in session: ReferenceSession) -> Value { .float(Double(self)) }
}

extension String: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> String {
        guard case .string(let string) = value else { throw mismatch(value, "String") }
        return string
    }
    func value(in session: ReferenceSession) -> Value { .string(self) }
}

extension CGPoint: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> CGPoint {
        guard case .point(let x, let y) = value else { throw mismatch(value, "CGPoint") }
        return CGPoint(x: x, y: y)
    }
    func value(in session: ReferenceSession) -> Value { .point(x: Double(x), y: Double(y)) }
}

extension CGSize: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> CGSize {
        guard case .size(let width, let height) = value else { throw mismatch(value, "CGSize") }
        return CGSize(width: width, height: height)
    }
    func value(in session: ReferenceSession) -> Value { .size(width: Double(width), height: Double(height)) }
}

extension CGRect: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> CGRect {
        guard case .rect(let x, let y, let width, let height) = value else { throw mismatch(value, "CGRect") }
        return CGRect(x: x, y: y, width: width, height: height)
    }
    func value(in session: ReferenceSession) -> Value {
        .rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}

extension UIEdgeInsets: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> UIEdgeInsets {
        try insets(value, as: "UIEdgeInsets")
    }
    /// `value` as insets; a mismatch names `type`, since ``NSDirectionalEdgeInsets`` travels as these too.
    static func insets(_ value: Value, as type: String) throws(ContractFailure) -> UIEdgeInsets {
        guard case .insets(let top, let left, let bottom, let right) = value else { throw mismatch(value, type) }
        return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
    func value(in session: ReferenceSession) -> Value {
        .insets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

extension UIColor: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        guard case .color(let red, let green, let blue, let alpha) = value,
            let color = UIColor(red: red, green: green, blue: blue, alpha: alpha) as? Self
        else { throw mismatch(value, "UIColor") }
        return color
    }
    func value(in session: ReferenceSession) -> Value {
        let components = rgba
        return .color(
            red: Double(components.red), green: Double(components.green), blue: Double(components.blue),
            alpha: Double(components.alpha))
    }
}

extension ReferenceControls.NSAttributedString: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        guard case .attributedString(let string) = value,
            let result = ReferenceControls.NSAttributedString(string: string) as? Self
        else { throw mismatch(value, "NSAttributedString") }
        return result
    }
    func value(in session: ReferenceSession) -> Value { .attributedString(string) }
}

extension Selector: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Selector {
        guard case .selector(let name) = value else { throw mismatch(value, "Selector") }
        return Selector(name)
    }
    func value(in session: ReferenceSession) -> Value { .selector(name) }
}

/// Option sets travel as their qualified Swift type name and raw value.
protocol BridgedOptionSet: Bridged, OptionSet where RawValue == UInt {
    static var contractType: String { get }
}

extension BridgedOptionSet {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        guard case .options(let type, let raw) = value, type == contractType else {
            throw mismatch(value, contractType)
        }
        return Self(rawValue: raw)
    }
    func value(in session: ReferenceSession) -> Value { .options(type: Self.contractType, raw: rawValue) }
}

extension UIControl.State: BridgedOptionSet {
    static var contractType: String { "UIControl.State" }
}

extension UIControl.Event: BridgedOptionSet {
    static var contractType: String { "UIControl.Event" }
}

/// Enumerations travel as their qualified Swift type name and raw value.
protocol BridgedEnumeration: Bridged, RawRepresentable where RawValue == Int {
    static var contractType: String { get }
}

extension BridgedEnumeration {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        guard case .enumeration(let type, let raw) = value, type == contractType, let result = Self(rawValue: raw)
        else { throw mismatch(value, contractType) }
        return result
    }
    func value(in session: ReferenceSession) -> Value { .enumeration(type: Self.contractType, raw: rawValue) }
}

extension UIControl.ContentVerticalAlignment: BridgedEnumeration {
    static var contractType: String { "UIControl.ContentVerticalAlignment" }
}
extension UIControl.ContentHorizontalAlignment: BridgedEnumeration {
    static var contractType: String { "UIControl.ContentHorizontalAlignment" }
}
extension UIButton.ButtonType: BridgedEnumeration {
    static var contractType: String { "UIButton.ButtonType" }
}
extension UIButton.Role: BridgedEnumeration {
    static var contractType: String { "UIButton.Role" }
}
extension NSLineBreakMode: BridgedEnumeration {
    static var contractType: String { "NSLineBreakMode" }
}
extension NSTextAlignment: BridgedEnumeration {
    static var contractType: String { "NSTextAlignment" }
}
extension UISemanticContentAttribute: BridgedEnumeration {
    static var contractType: String { "UISemanticContentAttribute" }
}
extension UIUserInterfaceLayoutDirection: BridgedEnumeration {
    static var contractType: String { "UIUserInterfaceLayoutDirection" }
}
extension UIView.ContentMode: BridgedEnumeration {
    static var contractType: String { "UIView.ContentMode" }
}
extension UIContextMenuConfiguration.ElementOrder: BridgedEnumeration {
    static var contractType: String { "UIContextMenuConfiguration.ElementOrder" }
}

/// `UIBehavioralStyle` is an `NSUInteger` enumeration; it travels with its raw value as an `Int`.
extension UIBehavioralStyle: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        guard case .enumeration("UIBehavioralStyle", let raw) = value, raw >= 0, let style = Self(rawValue: UInt(raw))
        else { throw mismatch(value, "UIBehavioralStyle") }
        return style
    }
    func value(in session: ReferenceSession) -> Value { .enumeration(type: "UIBehavioralStyle", raw: Int(rawValue)) }
}

/// Objects stay in the session and travel as handles.
protocol BridgedObject: AnyObject, Bridged {}

extension BridgedObject {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        guard case .object(let handle) = value else { throw mismatch(value, "\(Self.self)") }
        guard let object = session.object(handle) as? Self else {
            throw .failed("<\(handle.className) #\(handle.id)> is not a \(Self.self)")
        }
        return object
    }
    func value(in session: ReferenceSession) -> Value { .object(session.handle(for: self)) }
}

extension UIResponder: BridgedObject {}
extension UIMenuElement: BridgedObject {}
extension UIContextMenuInteraction: BridgedObject {}

/// `UIImage.SymbolConfiguration` is a class in UIKit and a value in the model: a box gives it identity.
final class SymbolConfigurationBox: BridgedObject {
    let configuration: UIImage.SymbolConfiguration
    init(_ configuration: UIImage.SymbolConfiguration) { self.configuration = configuration }
}
extension UIImage: BridgedObject {}
extension UIFont: BridgedObject {}

extension Optional: Bridged where Wrapped: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Wrapped? {
        if case .null = value { return nil }
        return try Wrapped.from(value, in: session)
    }
    func value(in session: ReferenceSession) -> Value {
        switch self {
        case .none: .null
        case .some(let wrapped): wrapped.value(in: session)
        }
    }
}

extension Array: Bridged where Element: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> [Element] {
        guard case .array(let values) = value else { throw mismatch(value, "Array") }
        var result: [Element] = []
        for element in values { result.append(try Element.from(element, in: session)) }
        return result
    }
    func value(in session: ReferenceSession) -> Value { .array(map { $0.value(in: session) }) }
}
