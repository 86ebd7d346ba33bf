/// A value that crosses the implementation contract.
///
/// Plain data only, so that the same contract can run in process or over a pipe to another
/// process (as JSON, through the synthesized `Codable` conformance). Value types that cases use
/// (`CGRect`, `UIEdgeInsets`, `UIColor`, option sets, enumerations) travel as values; UIKit
/// objects (controls, labels, image views, images, actions, harness recorders) stay inside the
/// implementation and travel as ``ObjectHandle``s.
package enum Value: Hashable, Sendable, Codable {
    /// The result of a call that returns nothing.
    case void
    /// `nil`.
    case null
    case bool(Bool)
    case int(Int)
    /// `CGFloat`, `Double` and `Float` values.
    case float(Double)
    case string(String)
    case array([Value])
    /// `CGPoint`.
    case point(x: Double, y: Double)
    /// `CGSize`.
    case size(width: Double, height: Double)
    /// `CGRect`.
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// `UIEdgeInsets` (and `NSDirectionalEdgeInsets`, with leading as left and trailing as right).
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// `UIColor`, as sRGB components in 0…1; `UIColor(white:alpha:)` has equal components.
    case color(red: Double, green: Double, blue: Double, alpha: Double)
    /// `NSAttributedString`, by its string (attributes are not compared).
    case attributedString(String)
    /// `Selector`, by its Objective-C name (`"handle:"`).
    case selector(String)
    /// A case of a Swift enumeration with an integer raw value, named by its qualified type
    /// (`UIButton.ButtonType`, raw 1 for `.system`).
    case enumeration(type: String, raw: Int)
    /// A value of an option set, named by its qualified type (`UIControl.State`, raw 5 for
    /// `[.highlighted, .selected]`).
    case options(type: String, raw: UInt)
    /// An object owned by the implementation's session.
    case object(ObjectHandle)
    /// A Swift structure other than the geometry values above (`UIButton.Configuration`,
    /// `UIBackgroundConfiguration`), as its stored properties by name, in declaration order.
    /// It has value semantics: changing a copy never changes another.
    case structure(type: String, fields: [Field])
    /// A case of a Swift enumeration declared without raw values
    /// (`UIButton.Configuration.CornerStyle.capsule`), by its qualified type and case name. Its
    /// Objective-C value is the registry's business, never invented here.
    case enumCase(type: String, name: String)
    /// A closure written in a case; the implementation runs it through the session's
    /// ``ClosureHost``.
    case closure(ClosureHandle)
}

/// One stored property of a ``Value/structure(type:fields:)``.
package struct Field: Hashable, Sendable, Codable {
    package var name: String
    package var value: Value

    package init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }
}

/// Names a closure that a case handed to an implementation; only the session's ``ClosureHost``
/// can run it.
package struct ClosureHandle: Hashable, Sendable, Codable {
    /// Unique within one session.
    package var id: Int

    package init(id: Int) {
        self.id = id
    }
}

/// Names an object that lives inside an implementation session.
///
/// Identity is the `id`; two handles with the same `id` denote the same object (`===`).
package struct ObjectHandle: Hashable, Sendable, Codable {
    /// Unique within one session.
    package var id: Int
    /// The object's dynamic class, by its UIKit name (`UIButton`, `UILabel`, `ActionRecorder`).
    package var className: String

    package init(id: Int, className: String) {
        self.id = id
        self.className = className
    }
}

extension Value {
    /// The object handle, when this value is an object.
    package var objectHandle: ObjectHandle? {
        if case .object(let handle) = self { return handle }
        return nil
    }

    /// The value of the stored property `name`, when this value is a structure that has one.
    package func field(_ name: String) -> Value? {
        guard case .structure(_, let fields) = self else { return nil }
        return fields.first { $0.name == name }?.value
    }

    /// A short, Swift-like rendering used in failure messages (`"Play"`, `nil`, `[.normal]`).
    package var debugDescription: String {
        switch self {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .float(let value): return Self.format(value)
        case .string(let value): return Self.quote(value)
        case .array(let values): return "[" + values.map(\.debugDescription).joined(separator: ", ") + "]"
        case .point(let x, let y): return "(\(Self.format(x)), \(Self.format(y)))"
        case .size(let width, let height): return "(\(Self.format(width)), \(Self.format(height)))"
        case .rect(let x, let y, let width, let height):
            return "(\(Self.format(x)), \(Self.format(y)), \(Self.format(width)), \(Self.format(height)))"
        case .insets(let top, let left, let bottom, let right):
            return "UIEdgeInsets(top: \(Self.format(top)), left: \(Self.format(left)), "
                + "bottom: \(Self.format(bottom)), right: \(Self.format(right)))"
        case .color(let red, let green, let blue, let alpha):
            return "UIColor(red: \(Self.format(red)), green: \(Self.format(green)), "
                + "blue: \(Self.format(blue)), alpha: \(Self.format(alpha)))"
        case .attributedString(let string): return "NSAttributedString(\"\(string)\")"
        case .selector(let name): return "#selector(\(name))"
        case .enumeration(let type, let raw): return "\(type)(rawValue: \(raw))"
        case .options(let type, let raw): return "\(type)(rawValue: \(raw))"
        case .object(let handle): return "<\(handle.className) #\(handle.id)>"
        case .structure(let type, let fields):
            let list = fields.map { "\($0.name): \($0.value.debugDescription)" }.joined(separator: ", ")
            return "\(type)(\(list))"
        case .enumCase(let type, let name): return "\(type).\(name)"
        case .closure(let handle): return "<closure #\(handle.id)>"
        }
    }

    private static func quote(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    private static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + ".0" }
        return String(value)
    }
}
