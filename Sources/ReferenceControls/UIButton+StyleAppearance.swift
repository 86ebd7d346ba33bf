import Foundation

// What a configuration's style draws, as the kit's style schematics show it. UIKit has no API for this: a style
// resolves its colors inside the button. The model keeps kinds and roles, not colors, because that is what the
// sources support. Sources of the values below, cited beside each one:
// - Apple: the one-line summaries of the factory pages (documentation/uikit/uibutton/configuration-swift.struct/
//   plain(), gray(), tinted(), filled(), glass(), clearGlass()), and the pages of borderless(), bordered(),
//   borderedTinted() and borderedProminent(), which call each an alternative name for plain(), gray(), tinted() and
//   filled(): documented.
// - header: `UIButtonConfiguration.h` of the iOS 26 SDK, its comments on `cornerStyle`'s cases and on the base
//   colors: documented.
// - probe: the iOS 26.1 simulator (iPhone 16) transcript published by Vercantez/openuikit
//   (uikit/Tools/oracle2/buttonconfigprobe/ios-26.1-iphone16.json at 3ac404f8). Its `factoryLayout` section
//   records, for plain(), gray(), tinted(), filled(), their four other names and glass(), the title's color and the
//   button's layer corner radius; its `cornerStyles` section the layer corner radius of a filled() button per corner
//   style at heights 20 to 60 (160 points wide). One run on one iOS version: reported.
// - inferred: our own reading, where none of them says anything (the three glass styles the probe did not lay out).

/// What a configured button's style draws, in the model's words: the kind of its background, the color role of its
/// title, and the radius of its corners. Not UIKit API: UIKit resolves these inside the button; the kit asks for them
/// to draw a schematic of a style, never to check a case.
public struct StyleAppearance: Hashable, Sendable {
    /// What the style fills the background with: a kind, not a color (the sources name kinds).
    public enum Fill: Hashable, Sendable, CaseIterable {
        /// No background: `plain()` and `borderless()`. Apple: "a transparent background" (documented).
        case none
        /// A gray background: `gray()` and `bordered()`. Apple: "a gray background" (documented).
        case gray
        /// A light wash of the base color: `tinted()` and `borderedTinted()`. Apple: "a tinted background color"
        /// (documented); the probe reads the tint color at 18 % opacity (reported).
        case tinted
        /// The base color, solid: `filled()` and `borderedProminent()`. Apple: a background "filled with the
        /// button's tint color" (documented).
        case filled
        /// Liquid Glass: `glass()`. Apple: "a Liquid Glass style" (documented).
        case glass
        /// Clear Liquid Glass: `clearGlass()`. Apple: "a clear Liquid Glass style" (documented).
        case clearGlass
        /// The prominent Liquid Glass of `prominentGlass()`: our reading of its name (inferred; Apple describes
        /// neither prominent glass style).
        case prominentGlass
        /// The prominent clear Liquid Glass of `prominentClearGlass()`: our reading of its name (inferred).
        case prominentClearGlass
    }

    /// The color a style gives the title and image while `baseForegroundColor` is nil: a role, not a color.
    public enum Foreground: Hashable, Sendable, CaseIterable {
        /// The tint color: `plain()`, `tinted()`, `borderless()`, `borderedTinted()` (reported: the probe reads the
        /// tint color, 0 0.533 1 in the light appearance).
        case tint
        /// The label color, black in the light appearance and white in the dark: `gray()`, `bordered()` and
        /// `glass()` (reported: the probe reads 0 0 0 light, 1 1 1 dark); `clearGlass()` (inferred, as `glass()`).
        case label
        /// White, in both appearances: `filled()` and `borderedProminent()` (reported: the probe reads 1 1 1 in
        /// both); the prominent glass styles (inferred: Apple's SwiftUI page for `glassProminent` likens it to
        /// `borderedProminent`).
        case white
    }

    /// The kind of background.
    public var fill: Fill
    /// The color the background is made from: the configuration's `baseBackgroundColor`, which the header calls the
    /// base color of background elements (documented); nil when the style chooses, or when it draws no background.
    public var fillColor: UIColor?
    /// The title's color role.
    public var foreground: Foreground
    /// The configuration's `baseForegroundColor`, the base color of foreground elements (header, documented); nil
    /// when the style chooses.
    public var foregroundColor: UIColor?
    /// The radius of the background's corners at the button's size; nil where the system chooses a radius the model
    /// does not know (`.small`, `.medium`, `.large`).
    public var cornerRadius: CGFloat?

    public init(
        fill: Fill, fillColor: UIColor?, foreground: Foreground, foregroundColor: UIColor?, cornerRadius: CGFloat?
    ) {
        self.fill = fill
        self.fillColor = fillColor
        self.foreground = foreground
        self.foregroundColor = foregroundColor
        self.cornerRadius = cornerRadius
    }
}

extension UIButton.Configuration.Style {
    /// The kind of background the style draws (see ``StyleAppearance/Fill`` for the source of each).
    var fill: StyleAppearance.Fill {
        switch self {
        case .plain, .borderless: .none
        case .gray, .bordered: .gray
        case .tinted, .borderedTinted: .tinted
        case .filled, .borderedProminent: .filled
        case .glass: .glass
        case .clearGlass: .clearGlass
        case .prominentGlass: .prominentGlass
        case .prominentClearGlass: .prominentClearGlass
        }
    }

    /// The title's color role (see ``StyleAppearance/Foreground`` for the source of each).
    var foreground: StyleAppearance.Foreground {
        switch self {
        case .plain, .borderless, .tinted, .borderedTinted: .tint
        case .gray, .bordered, .glass, .clearGlass: .label
        case .filled, .borderedProminent, .prominentGlass, .prominentClearGlass: .white
        }
    }
}

extension UIButton.Configuration {
    /// What the configuration draws on a button of `size`.
    public func appearance(for size: CGSize) -> StyleAppearance {
        let fill = style.fill
        return StyleAppearance(
            fill: fill,
            // A style that draws no background has nothing to color (inferred).
            fillColor: fill == .none ? nil : baseBackgroundColor, foreground: style.foreground,
            foregroundColor: baseForegroundColor, cornerRadius: cornerRadius(for: size))
    }

    /// The radius the corner style gives the background on a button of `size`; nil for a system radius.
    ///
    /// Header: `.fixed` uses the background's radius "as is" and `.capsule` sets one "to generate a capsule", half the
    /// shorter side (documented). `.dynamic` adjusts the background's radius for Dynamic Type; the model has one text
    /// size, at which the probe reads the background's radius unchanged (17 at heights 34, 44 and 60), but never more
    /// than half the height (10 at height 20): reported. That `.fixed` is held to half the shorter side the same way
    /// is our reading (inferred). `.small`, `.medium` and `.large` substitute a system radius: the probe reads a few
    /// (large: 7 at height 28, 8.5 at 34), too few to model, so the model does not answer.
    public func cornerRadius(for size: CGSize) -> CGFloat? {
        let half = min(size.width, size.height) / 2
        switch cornerStyle {
        case .fixed, .dynamic: return min(background.cornerRadius, half)
        case .capsule: return half
        case .small, .medium, .large: return nil
        }
    }
}

extension UIButton {
    /// What the button's configuration draws at its current size; nil without a configuration.
    public var styleAppearance: StyleAppearance? {
        configuration?.appearance(for: bounds.size)
    }
}
