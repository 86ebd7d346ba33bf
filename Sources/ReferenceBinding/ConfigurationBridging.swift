import ControlContract
import Foundation
import ReferenceControls

// The values of `UIButton.Configuration` as contract values: the configuration and its background as structures,
// its enumerations as cases by name, the rest as the contract's geometry and option values.

/// Swift enumerations without raw values travel as their qualified type and case name (never a raw value).
protocol BridgedCase: Bridged, CaseIterable {
    static var contractType: String { get }
}

extension BridgedCase {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        guard case .enumCase(let type, let name) = value, type == contractType,
            let result = allCases.first(where: { "\($0)" == name })
        else { throw mismatch(value, contractType) }
        return result
    }
    func value(in session: ReferenceSession) -> Value { .enumCase(type: Self.contractType, name: "\(self)") }
}

extension UIButton.Configuration.Size: BridgedCase {
    static var contractType: String { "UIButton.Configuration.Size" }
}
extension UIButton.Configuration.TitleAlignment: BridgedCase {
    static var contractType: String { "UIButton.Configuration.TitleAlignment" }
}
extension UIButton.Configuration.CornerStyle: BridgedCase {
    static var contractType: String { "UIButton.Configuration.CornerStyle" }
}
extension UIButton.Configuration.MacIdiomStyle: BridgedCase {
    static var contractType: String { "UIButton.Configuration.MacIdiomStyle" }
}
extension UIButton.Configuration.Indicator: BridgedCase {
    static var contractType: String { "UIButton.Configuration.Indicator" }
}
/// The style factory a configuration came from; UIKit keeps it private, so no case names it, but it travels so that a
/// configuration made again from its fields is the same configuration.
extension UIButton.Configuration.Style: BridgedCase {
    static var contractType: String { "UIButton.Configuration.Style" }
}

extension NSDirectionalRectEdge: BridgedOptionSet {
    static var contractType: String { "NSDirectionalRectEdge" }
}

/// `NSDirectionalEdgeInsets` travels as insets with leading as left and trailing as right (the contract's rule).
extension NSDirectionalEdgeInsets: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> NSDirectionalEdgeInsets {
        let insets = try UIEdgeInsets.insets(value, as: "NSDirectionalEdgeInsets")
        return NSDirectionalEdgeInsets(
            top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
    func value(in session: ReferenceSession) -> Value {
        UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing).value(in: session)
    }
}

/// Swift's `AttributedString` travels as an attributed string, by its characters (attributes are not compared).
extension AttributedString: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> AttributedString {
        switch value {
        case .attributedString(let string), .string(let string): return AttributedString(string)
        default: throw mismatch(value, "AttributedString")
        }
    }
    func value(in session: ReferenceSession) -> Value { .attributedString(String(characters)) }
}

/// Symbol transitions cannot be made in the model (symbol effects are not modelled): only `nil` crosses.
extension UISymbolContentTransition: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        throw .unsupported("symbol content transitions are not modelled; only nil can be assigned")
    }
    func value(in session: ReferenceSession) -> Value { .null }
}

/// `UIImage.SymbolConfiguration` values inside a configuration travel as the boxed objects of the per-state API.
extension UIImage.SymbolConfiguration: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure)
        -> UIImage.SymbolConfiguration
    {
        try SymbolConfigurationBox.from(value, in: session).configuration
    }
    /// The same box, and so the same handle, for equal configurations: two copies of a configuration stay equal.
    func value(in session: ReferenceSession) -> Value {
        let box = session.symbolBoxes[self] ?? SymbolConfigurationBox(self)
        session.symbolBoxes[self] = box
        return box.value(in: session)
    }
}

/// One stored property of a structure that crosses the contract: its name and how to read and change it.
struct StructureProperty<Structure>: Sendable {
    let name: String
    let get: @Sendable (Structure, ReferenceSession) -> Value
    let set: @Sendable (inout Structure, Value, ReferenceSession) throws(ContractFailure) -> Void

    init<Property: Bridged & SendableMetatype>(_ name: String, _ path: WritableKeyPath<Structure, Property> & Sendable)
    {
        self.name = name
        get = { structure, session in structure[keyPath: path].value(in: session) }
        set = { (structure: inout Structure, value: Value, session: ReferenceSession) throws(ContractFailure) in
            structure[keyPath: path] = try Property.from(value, in: session)
        }
    }
}

/// A structure whose stored properties cross the contract as `Value.structure` fields, in declaration order.
protocol BridgedStructure: Bridged {
    static var contractType: String { get }
    /// The properties a case can read and change, in the order they are applied.
    static var properties: [StructureProperty<Self>] { get }
    /// The fields before ``properties`` that the value needs to be made again (state UIKit keeps private).
    var hiddenFields: [Field] { get }
    /// The hidden fields' names.
    static var hiddenFieldNames: [String] { get }
    /// A value made from the hidden fields, before the properties are applied; the properties it should not apply
    /// are removed from `fields`.
    static func make(_ fields: inout [String: Value], in session: ReferenceSession) throws(ContractFailure) -> Self
}

extension BridgedStructure {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        guard case .structure(let type, let fields) = value, type == contractType else {
            throw mismatch(value, contractType)
        }
        var byName: [String: Value] = [:]
        for field in fields { byName[field.name] = field.value }
        let known = Set(properties.map(\.name) + hiddenFieldNames)
        if let unknown = fields.first(where: { !known.contains($0.name) }) {
            throw .failed("\(contractType) has no stored property '\(unknown.name)'")
        }
        var result = try make(&byName, in: session)
        for property in properties {
            guard let field = byName[property.name] else { continue }
            do {
                try property.set(&result, field, session)
            } catch {
                throw .failed("\(contractType).\(property.name): \(error)")
            }
        }
        return result
    }

    func value(in session: ReferenceSession) -> Value {
        .structure(
            type: Self.contractType,
            fields: hiddenFields + Self.properties.map { Field($0.name, $0.get(self, session)) })
    }

    /// The property called `name`.
    static func property(_ name: String) -> StructureProperty<Self>? {
        properties.first { $0.name == name }
    }
}

extension UIBackgroundConfiguration: BridgedStructure {
    static var contractType: String { "UIBackgroundConfiguration" }
    static let propertyList: [StructureProperty<UIBackgroundConfiguration>] = [
        StructureProperty("backgroundColor", \.backgroundColor),
        StructureProperty("image", \.image),
        StructureProperty("cornerRadius", \.cornerRadius),
        StructureProperty("strokeColor", \.strokeColor),
        StructureProperty("strokeWidth", \.strokeWidth),
    ]
    static var properties: [StructureProperty<UIBackgroundConfiguration>] { propertyList }
    var hiddenFields: [Field] { [] }
    static var hiddenFieldNames: [String] { [] }
    static func make(_ fields: inout [String: Value], in session: ReferenceSession) -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }
}

extension UIButton.Configuration: BridgedStructure {
    static var contractType: String { "UIButton.Configuration" }

    /// The public properties, in the order of `UIButtonConfiguration.h`, with `contentInsets` last: a new
    /// `buttonSize` resets default insets, so the insets are applied after it.
    static let propertyList: [StructureProperty<UIButton.Configuration>] = [
        StructureProperty("background", \.background),
        StructureProperty("cornerStyle", \.cornerStyle),
        StructureProperty("buttonSize", \.buttonSize),
        StructureProperty("macIdiomStyle", \.macIdiomStyle),
        StructureProperty("baseForegroundColor", \.baseForegroundColor),
        StructureProperty("baseBackgroundColor", \.baseBackgroundColor),
        StructureProperty("image", \.image),
        StructureProperty("imageColorTransformer", \.imageColorTransformer),
        StructureProperty("preferredSymbolConfigurationForImage", \.preferredSymbolConfigurationForImage),
        StructureProperty("symbolContentTransition", \.symbolContentTransition),
        StructureProperty("showsActivityIndicator", \.showsActivityIndicator),
        StructureProperty("activityIndicatorColorTransformer", \.activityIndicatorColorTransformer),
        StructureProperty("title", \.title),
        StructureProperty("attributedTitle", \.attributedTitle),
        StructureProperty("titleTextAttributesTransformer", \.titleTextAttributesTransformer),
        StructureProperty("titleLineBreakMode", \.titleLineBreakMode),
        StructureProperty("subtitle", \.subtitle),
        StructureProperty("attributedSubtitle", \.attributedSubtitle),
        StructureProperty("subtitleTextAttributesTransformer", \.subtitleTextAttributesTransformer),
        StructureProperty("subtitleLineBreakMode", \.subtitleLineBreakMode),
        StructureProperty("indicator", \.indicator),
        StructureProperty("indicatorColorTransformer", \.indicatorColorTransformer),
        StructureProperty("imagePlacement", \.imagePlacement),
        StructureProperty("imagePadding", \.imagePadding),
        StructureProperty("imageReservation", \.imageReservation),
        StructureProperty("titlePadding", \.titlePadding),
        StructureProperty("titleAlignment", \.titleAlignment),
        StructureProperty("automaticallyUpdateForSelection", \.automaticallyUpdateForSelection),
        StructureProperty("contentInsets", \.contentInsets),
    ]
    static var properties: [StructureProperty<UIButton.Configuration>] { propertyList }

    static var hiddenFieldNames: [String] { ["style", "usesDefaultContentInsets"] }

    /// The style factory, and whether `contentInsets` are still the defaults of `buttonSize` (a later `buttonSize`
    /// changes them) or the case's own.
    var hiddenFields: [Field] {
        [
            Field("style", .enumCase(type: Style.contractType, name: "\(style)")),
            Field("usesDefaultContentInsets", .bool(usesDefaultContentInsets)),
        ]
    }

    static func make(_ fields: inout [String: Value], in session: ReferenceSession) throws(ContractFailure)
        -> UIButton.Configuration
    {
        guard let style = fields["style"] else {
            throw .failed("a UIButton.Configuration needs its style field (made by a factory such as plain())")
        }
        // Default insets are made again by buttonSize; only custom ones are applied.
        if fields["usesDefaultContentInsets"] == .bool(true) { fields["contentInsets"] = nil }
        return UIButton.Configuration(style: try Style.from(style, in: session))
    }
}
