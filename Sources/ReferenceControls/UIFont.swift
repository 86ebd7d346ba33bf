import Foundation

/// A font, as UIKit's `UIFont`, reduced to a name and a point size; metrics come from the model in
/// `TextMetrics.swift`, not from a font engine.
///
/// Fonts are immutable. Two fonts are equal when their names and point sizes are equal, as UIKit's `isEqual:` for
/// fonts with the same descriptor.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked Sendable is sound because every stored property is an immutable `let` of a Sendable type.

    /// The font's PostScript-style name, e.g. `.SFUI-Regular` for the system font.
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat

    /// The name UIKit reports for the regular system font since iOS 13 (reported: the SF fonts print as
    /// `.SFUI-Regular` / `.SFUI-Semibold`; the model's choice of spelling, and no case rests on it).
    public static let systemFontName = ".SFUI-Regular"
    /// The name UIKit reports for `boldSystemFont(ofSize:)` since iOS 13 (the semibold face).
    public static let boldSystemFontName = ".SFUI-Semibold"

    /// Creates a font with a name and a size, as UIKit's `init(name:size:)`; `nil` for an empty name.
    ///
    /// UIKit returns `nil` for names it cannot find; the model has no font catalog and accepts any non-empty name.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.fontName = fontName
        self.pointSize = fontSize
    }

    private init(validName: String, size: CGFloat) {
        self.fontName = validName
        self.pointSize = size
    }

    /// The regular system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(validName: systemFontName, size: fontSize)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(validName: boldSystemFontName, size: fontSize)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(validName: fontName, size: fontSize)
    }

    /// The height of one line of text in the model: `pointSize × 1.2`, rounded to the nearest whole point.
    ///
    /// San Francisco's real line height is about 1.19 × the point size (20.29 at 17 points); the model rounds so
    /// that sizes derived from it are whole numbers (the model's choice, inferred). Cases should assert relations
    /// between sizes, not these values.
    open var lineHeight: CGFloat {
        (pointSize * 1.2).rounded(.toNearestOrAwayFromZero)
    }

    /// The standard font size for labels, 17 points. UIInterface.h declares `labelFontSize` without a value; 17 is
    /// the size Apple's `UILabel.font` reference gives for a new label's system font (documented).
    open class var labelFontSize: CGFloat { 17 }
    /// The standard font size for buttons, 18 points. UIInterface.h declares `buttonFontSize` without a value; 18 is
    /// the value commonly printed on devices (inferred: not confirmed here; no case rests on it).
    ///
    /// Not what a `UIButton` uses since iOS 7: a new button's title label is the 15-point system font.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of the standard system font, 14 points. Declared in UIInterface.h without a value; 14 is the value
    /// commonly printed on devices (inferred: not confirmed here; no case rests on it).
    open class var systemFontSize: CGFloat { 14 }
    /// The size of the standard small system font, 12 points. Declared in UIInterface.h without a value; 12 is the
    /// value commonly printed on devices (inferred: not confirmed here; no case rests on it).
    open class var smallSystemFontSize: CGFloat { 12 }

    /// Fonts are equal when their names and point sizes are equal.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes the name and the point size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// A description in the style of UIKit's `font-family: ...; font-size: ...pt`.
    public var description: String {
        "<UIFont> font-family: \"\(fontName)\"; font-size: \(pointSize)pt"
    }
}
