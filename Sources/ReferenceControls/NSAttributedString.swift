import Foundation

/// A string with attributes: Foundation's own `NSAttributedString`, named here so that
/// `ReferenceControls.NSAttributedString` is the type buttons and labels take.
///
/// The model does not declare a class of its own. A second class with this name would not shadow Foundation's for
/// clients: any file that imports Foundation (as every client must, for `CGRect`) resolves the bare name to
/// Foundation's class, whose strings buttons would then reject. Foundation's class already has UIKit's shape:
/// `string`, `length` (UTF-16 units), `init(string:)`, `init(string:attributes:)`, `attribute(_:at:effectiveRange:)`,
/// and `==` comparing the string and the attributes (values that are `Hashable`, as `UIFont` and `UIColor` are,
/// compare by value). Caveat: on Linux Foundation does not override `hash` for attributed strings, so two equal
/// strings may hash differently; do not use them as set members or dictionary keys.
public typealias NSAttributedString = Foundation.NSAttributedString

extension NSAttributedString.Key {
    /// The font of the text; the value is a `UIFont`. UIKit's key, which Foundation on Linux does not declare.
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text; the value is a `UIColor`. UIKit's key, which Foundation on Linux does not declare.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the text; the value is a `UIColor`. UIKit's key, which Foundation on Linux does not declare.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The letter spacing in points; the value is a number. UIKit's key, which Foundation on Linux does not declare.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style; the value is a number. UIKit's key, which Foundation on Linux does not declare.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}

extension NSAttributedString {
    /// The font of the first character, or `nil` when the string is empty or has no font there.
    ///
    /// Labels and buttons style a title as a whole, so the model measures an attributed title in this font.
    var leadingFont: UIFont? {
        guard length > 0 else { return nil }
        return attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    }
}
