import Foundation

/// A string with attributes, as Foundation's `NSAttributedString`, reduced to one set of attributes covering the
/// whole string (enough for button titles and labels).
///
/// This module's declaration shadows Foundation's class of the same name inside the module and for its clients.
/// Equality compares the string, the attribute keys, and the values of attributes whose values are `Hashable`
/// (fonts and colors are); other values only need to be present under the same key.
open class NSAttributedString: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: the string and the attributes are immutable after initialization, as in Foundation.

    /// The name of an attribute, with Foundation's raw strings.
    public struct Key: RawRepresentable, Hashable, Sendable {
        /// The attribute's name, e.g. `"NSFont"`.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a key from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The font of the text; the value is a `UIFont`.
        public static let font = Key("NSFont")
        /// The color of the text; the value is a `UIColor`.
        public static let foregroundColor = Key("NSColor")
        /// The color behind the text; the value is a `UIColor`.
        public static let backgroundColor = Key("NSBackgroundColor")
        /// The letter spacing in points; the value is a number.
        public static let kern = Key("NSKern")
        /// The underline style; the value is a number.
        public static let underlineStyle = Key("NSUnderline")
    }

    /// The characters.
    public let string: String
    private let attributes: [Key: Any]

    /// Creates an attributed string with no attributes.
    public convenience init(string: String) {
        self.init(string: string, attributes: nil)
    }

    /// Creates an attributed string whose every character has `attrs`.
    public init(string: String, attributes attrs: [Key: Any]? = nil) {
        self.string = string
        self.attributes = attrs ?? [:]
    }

    /// The length in UTF-16 code units, as `NSString.length` counts.
    open var length: Int { string.utf16.count }

    /// The attributes of the character at `location`, as Foundation's `attributes(at:effectiveRange:)`; the
    /// effective range is always the whole string.
    ///
    /// `location` must be inside the string: Foundation raises `NSRangeException` otherwise.
    open func attributes(at location: Int, effectiveRange range: UnsafeMutablePointer<NSRange>?) -> [Key: Any] {
        precondition(location >= 0 && location < length, "NSRangeException: location \(location) out of bounds")
        range?.pointee = NSRange(location: 0, length: length)
        return attributes
    }

    /// The value of attribute `attrName` of the character at `location`, or `nil` when it has none.
    open func attribute(
        _ attrName: Key,
        at location: Int,
        effectiveRange range: UnsafeMutablePointer<NSRange>?
    ) -> Any? {
        attributes(at: location, effectiveRange: range)[attrName]
    }

    /// The attributes that apply to the whole string; empty for a string without attributes.
    ///
    /// Not Foundation API: it reads attributes without a location, which also works for the empty string.
    public var uniformAttributes: [Key: Any] { attributes }

    /// Equal strings with the same attribute keys whose `Hashable` values are equal.
    public static func == (lhs: NSAttributedString, rhs: NSAttributedString) -> Bool {
        guard lhs.string == rhs.string, Set(lhs.attributes.keys) == Set(rhs.attributes.keys) else { return false }
        for (key, value) in lhs.attributes {
            if let left = value as? AnyHashable, let right = rhs.attributes[key] as? AnyHashable, left != right {
                return false
            }
        }
        return true
    }

    /// Hashes the string and the attribute keys (values may not be hashable).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(Set(attributes.keys))
    }

    /// The string followed by the attribute names, as Foundation's description lists them.
    public var description: String {
        let names = attributes.keys.map(\.rawValue).sorted().joined(separator: ", ")
        return "\(string){\(names)}"
    }
}
