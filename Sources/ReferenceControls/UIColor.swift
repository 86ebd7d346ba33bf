import Foundation

/// A color in the extended sRGB space, modelling the parts of UIKit's `UIColor` that controls rely on.
///
/// Real UIKit colors such as `label` are dynamic (they resolve per trait collection). This model resolves every
/// color to the light-appearance components, so equality is component equality, which is what UIKit's `isEqual:`
/// does for two colors in the same color space.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    // Stored immutably: UIColor is immutable in UIKit, which is also why the @unchecked Sendable is sound.
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Creates a color from red, green, blue and alpha components, each nominally in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
    }

    /// Creates a grayscale color; stored as equal red, green and blue components.
    ///
    /// In UIKit a white color lives in a gray color space and is *not* `isEqual:` to the equivalent RGB color.
    /// This model has one color space, so `UIColor(white: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1, alpha: 1)`.
    public init(white: CGFloat, alpha: CGFloat) {
        components = (white, white, white, alpha)
    }

    /// The red, green, blue and alpha components, as UIKit's `getRed(_:green:blue:alpha:)` reports them.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components }

    /// The alpha component.
    public var alphaComponent: CGFloat { components.alpha }

    /// Returns a color with the same red, green and blue components and the given alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }

    /// Two colors are equal when all four components are equal.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.components == rhs.components
    }

    /// Hashes the four components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components.red)
        hasher.combine(components.green)
        hasher.combine(components.blue)
        hasher.combine(components.alpha)
    }

    /// A description in the style of UIKit's `UIExtendedSRGBColorSpace r g b a`.
    public var description: String {
        "UIExtendedSRGBColorSpace \(components.red) \(components.green) \(components.blue) \(components.alpha)"
    }

    // The named colors below are the values Apple's UIColor reference gives for each class property ("grayscale
    // value of 1/3 and alpha 1.0" for darkGray, and so on): documented. The system colors follow.

    /// Black: white 0, alpha 1.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White: white 1, alpha 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent black: white 0, alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Pure red.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Gray: white 0.5.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Dark gray: white 1/3.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Light gray: white 2/3.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// The system blue of the light appearance: (0, 122/255, 1, 1), the value in the specifications table of Apple's
    /// Human Interface Guidelines, "Color" (documented).
    open class var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1) }
    /// The system gray of the light appearance: (142, 142, 147)/255, from the same HIG table (documented).
    open class var systemGray: UIColor {
        UIColor(red: 142.0 / 255.0, green: 142.0 / 255.0, blue: 147.0 / 255.0, alpha: 1)
    }
    /// The primary label color of the light appearance: black (reported: printed on iOS 13 devices, e.g.
    /// noahgilmore.com "Backwards compatibility for iOS 13 system colors"; Apple gives no components).
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    /// The secondary label color of the light appearance: (60, 60, 67)/255 at 60% alpha (reported: printed on
    /// iOS 13 as `0.235294 0.235294 0.262745 0.6`, newbe.dev "default background color of UITableViewCell in iOS 13",
    /// and in noahgilmore.com's table).
    open class var secondaryLabel: UIColor {
        UIColor(red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0, alpha: 0.6)
    }
    /// The tertiary label color of the light appearance: (60, 60, 67)/255 at 30% alpha (reported, as above).
    open class var tertiaryLabel: UIColor {
        UIColor(red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0, alpha: 0.3)
    }
    /// The system background color of the light appearance: white (reported, as above).
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// iOS 15's dynamic "current tint color"; this model has no dynamic colors, so it is system blue's components.
    open class var tintColor: UIColor { systemBlue }
}
