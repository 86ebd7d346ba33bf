import Foundation

// Sources of the values below, cited beside each one:
// - header: `UIButtonConfiguration.h` of the iOS 26 SDK (public copy: sebjvidal/UIKit-Public-Headers).
// - Apple: Apple's documentation pages for `UIButton.Configuration` (mirror: Averyy/apple-dev-docs,
//   documentation/UIKit/uibutton/configuration-swift.struct/).
// - probe: values measured on iOS 26.1 (iPhone 16 simulator) by the probe whose transcript Vercantez/openuikit
//   publishes (uikit/Tools/oracle2/buttonconfigprobe/ios-26.1-iphone16.json at 3ac404f8). One run on one iOS version:
//   the pages cite it as `reported` where it recorded the value for the style a case uses, and call the rest our
//   reading. Comments below that say "iOS 26.1 report" mean this probe.
// - inferred: our own reading, where neither says anything.

extension UIButton {
    /// The appearance and content of a configuration-based button (iOS 15), as UIKit's `UIButton.Configuration`: a
    /// value type, so a copy changed afterwards leaves the original, and a button's configuration, untouched.
    ///
    /// Make one with a style factory (`plain()`, `filled()`, … `glass()`), change what you need, and assign it to
    /// `UIButton.configuration`. The model stores every property and applies the title and image to the button; it
    /// draws nothing, so the colors, the background and the transformers are kept, compared and handed back only.
    public struct Configuration: Hashable, Sendable {
        /// A predefined size for the button's content (header: `UIButtonConfigurationSize`). Swift declares the
        /// enum without raw values; the Objective-C values are medium 0, small 1, mini 2, large 3.
        public enum Size: Hashable, Sendable, CaseIterable {
            case mini, small, medium, large
        }

        /// How the title and subtitle line up with each other (header: `UIButtonConfigurationTitleAlignment`,
        /// automatic 0, leading 1, center 2, trailing 3).
        public enum TitleAlignment: Hashable, Sendable, CaseIterable {
            case automatic, leading, center, trailing
        }

        /// How the button treats `background.cornerRadius` (header: `UIButtonConfigurationCornerStyle`, fixed -1,
        /// dynamic 0, small 1, medium 2, large 3, capsule 4).
        public enum CornerStyle: Hashable, Sendable, CaseIterable {
            /// The background's corner radius as is.
            case fixed
            /// The background's corner radius, adjusted for Dynamic Type.
            case dynamic
            /// A small system radius instead of the background's.
            case small
            /// A medium system radius instead of the background's.
            case medium
            /// A large system radius instead of the background's.
            case large
            /// A radius that makes the button a capsule.
            case capsule
        }

        /// The style under the Mac idiom (header: `UIButtonConfigurationMacIdiomStyle`, automatic 0, bordered 1,
        /// borderless 2, borderlessTinted 3).
        public enum MacIdiomStyle: Hashable, Sendable, CaseIterable {
            case automatic, bordered, borderless, borderlessTinted
        }

        /// The indicator the button shows (iOS 16; header: `UIButtonConfigurationIndicator`, automatic 0, none 1,
        /// popup 2).
        public enum Indicator: Hashable, Sendable, CaseIterable {
            case automatic, none, popup
        }

        /// The style factory that made the configuration. UIKit keeps this private; the model keeps it so that two
        /// configurations of different styles are not equal, and exposes it so that a configuration can cross the
        /// implementation contract as plain data and be made again.
        public enum Style: Hashable, Sendable, CaseIterable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
            case glass, prominentGlass, clearGlass, prominentClearGlass

            /// Whether the style belongs to the iOS 26 Liquid Glass family.
            var isGlass: Bool { [.glass, .prominentGlass, .clearGlass, .prominentClearGlass].contains(self) }
        }

        /// The style factory that made the configuration.
        public let style: Style

        // MARK: Background and shape

        /// The background. Header: "UIKit provides a value by default with values appropriate for a UIButton".
        public var background: UIBackgroundConfiguration
        /// How `background.cornerRadius` is interpreted. Header: "Defaults to `Dynamic`" (documented); the glass
        /// styles start at `.capsule` instead (inferred, iOS 26.1 report).
        public var cornerStyle: CornerStyle
        /// The preferred size; `.medium` in every style (inferred, iOS 26.1 report). Clients may still size the button
        /// freely (header).
        public var buttonSize: Size = .medium {
            didSet { if usesDefaultContentInsets { storedContentInsets = Self.defaultContentInsets(for: buttonSize) } }
        }
        /// The style under the Mac idiom; `.automatic`, the value that lets the system choose (inferred: Apple
        /// documents the choice, not the default).
        public var macIdiomStyle: MacIdiomStyle = .automatic

        // MARK: Colors

        /// The base color of the foreground; `nil` lets the style choose (header: "Setting nil will cede full
        /// control to the configuration"). `nil` in every style (inferred, iOS 26.1 report).
        public var baseForegroundColor: UIColor?
        /// The base color of the background; `nil` lets the style choose (header). `nil` in every style
        /// (inferred, iOS 26.1 report).
        public var baseBackgroundColor: UIColor?

        // MARK: Image

        /// The image; `nil` until set (inferred: no factory takes content).
        public var image: UIImage?
        /// Transforms the image color; `nil` until set (inferred).
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration applied to a symbol image; `nil` until set (inferred).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The transition between symbol images (iOS 26). Header: "Defaults to `nil`, meaning no symbol content
        /// transition should occur."
        public var symbolContentTransition: UISymbolContentTransition?
        /// The edge the image sits against. Header: "Defaults to Leading, only single edge values
        /// (top/leading/bottom/trailing) are supported."
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the text; 0 in every style (inferred, iOS 26.1 report).
        public var imagePadding: CGFloat = 0
        /// Space reserved for the image along the placement axis. Apple: "Defaults to `0`."
        public var imageReservation: CGFloat = 0

        // MARK: Activity indicator

        /// Whether an activity indicator replaces the image (header); `false` in every style (inferred, iOS 26.1
        /// report).
        public var showsActivityIndicator = false
        /// Transforms the activity indicator's color; `nil` until set (inferred).
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        // MARK: Titles

        /// The title: the characters of ``attributedTitle``, the one slot both name; `nil` until set (inferred).
        /// Apple (UIButton.Configuration.title): "This property matches the string value of the attributedTitle
        /// property"; setting a plain title makes an attributed title of it without attributes.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// The styled title; `nil` until set (inferred). Apple (UIButton.Configuration.attributedTitle): "The
        /// configuration sets the title property to match the string value of this attributed string."
        public var attributedTitle: AttributedString?
        /// Rewrites the title's attributes; `nil` until set (inferred).
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title breaks. Header: "Default is WordWrapping."
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The subtitle: the characters of ``attributedSubtitle``, one slot as for the title; `nil` until set
        /// (inferred). Apple (UIButton.Configuration.subtitle): it "matches the string value of the
        /// attributedSubtitle property".
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The styled subtitle; `nil` until set (inferred). Apple (UIButton.Configuration.attributedSubtitle): "The
        /// configuration sets the subtitle property to match the string value of this attributed string."
        public var attributedSubtitle: AttributedString?
        /// Rewrites the subtitle's attributes; `nil` until set (inferred).
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the subtitle breaks. Header: "Default is WordWrapping."
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The space between the title and the subtitle; 1 in every style (inferred, iOS 26.1 report).
        public var titlePadding: CGFloat = 1
        /// How the title and subtitle line up; `.automatic` in every style (inferred, iOS 26.1 report).
        public var titleAlignment: TitleAlignment = .automatic

        // MARK: Indicator

        /// The indicator the button shows (iOS 16). Header: "Default value is .automatic."
        public var indicator: Indicator = .automatic
        /// Transforms the indicator's color (iOS 16); `nil` until set (inferred).
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        // MARK: Layout

        private var storedContentInsets: NSDirectionalEdgeInsets
        /// Whether `contentInsets` still follow `buttonSize` (not set since the last `setDefaultContentInsets()`).
        public private(set) var usesDefaultContentInsets = true

        /// The insets from the button's bounds to its content. Header: "Defaults styles provide insets based on the
        /// button size": (7, 12, 7, 12) for `.medium`, (5, 10, 5, 10) for `.small` and `.mini`, (15, 20, 15, 20)
        /// for `.large` (inferred, iOS 26.1 report). Once set, a change of `buttonSize` keeps the custom insets
        /// (inferred) until `setDefaultContentInsets()`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedContentInsets }
            set {
                storedContentInsets = newValue
                usesDefaultContentInsets = false
            }
        }

        /// Puts back the default insets for the current `buttonSize` (header: "Restore the default content
        /// insets.").
        public mutating func setDefaultContentInsets() {
            storedContentInsets = Self.defaultContentInsets(for: buttonSize)
            usesDefaultContentInsets = true
        }

        static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            // Inferred, iOS 26.1 report (see the top of this file).
            switch size {
            case .mini, .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
            }
        }

        // MARK: Selection

        /// Whether the style updates itself when the button is selected. Apple: `true` for `plain()`, `gray()` and
        /// `tinted()` (documented); `true` for `borderless()`, `bordered()` and `borderedTinted()`, `false` for
        /// `filled()`, `borderedProminent()` and the glass styles (inferred, iOS 26.1 report; the header says only
        /// "Default varies by style").
        public var automaticallyUpdateForSelection: Bool

        // MARK: Making configurations

        /// A configuration of `style` with that style's defaults, as its factory makes it.
        public init(style: Style) {
            self.style = style
            var background = UIBackgroundConfiguration()
            // Inferred, iOS 26.1 report: every style has a 1-point stroke with no visible color, a 17-point radius, and
            // the glass styles a 5.95-point radius.
            background.strokeWidth = 1
            background.cornerRadius = style.isGlass ? 5.95 : 17
            self.background = background
            cornerStyle = style.isGlass ? .capsule : .dynamic
            storedContentInsets = Self.defaultContentInsets(for: .medium)
            switch style {
            case .plain, .gray, .tinted: automaticallyUpdateForSelection = true  // documented (Apple)
            case .borderless, .bordered, .borderedTinted:
                automaticallyUpdateForSelection = true  // inferred, iOS 26.1 report
            case .filled, .borderedProminent, .glass, .prominentGlass, .clearGlass, .prominentClearGlass:
                automaticallyUpdateForSelection = false  // inferred, iOS 26.1 report
            }
        }

        /// A button with a transparent background (Apple).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button with a tinted background color (Apple).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button with a gray background (Apple).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button whose background is filled with its tint color (Apple).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A borderless button (Apple).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A bordered button (Apple).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A tinted, bordered button (Apple).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A prominent, bordered button (Apple).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
        /// A Liquid Glass button (iOS 26; Apple).
        public static func glass() -> Configuration { Configuration(style: .glass) }
        /// A prominent Liquid Glass button (iOS 26; Apple).
        public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }
        /// A clear Liquid Glass button (iOS 26; Apple).
        public static func clearGlass() -> Configuration { Configuration(style: .clearGlass) }
        /// A prominent, clear Liquid Glass button (iOS 26; Apple).
        public static func prominentClearGlass() -> Configuration { Configuration(style: .prominentClearGlass) }

        // MARK: Updating

        /// A copy of the configuration updated for `button`'s state. Apple: the method "preserves custom values set
        /// on the configuration, and updates default values based on the button state"; the header: it applies
        /// "the configuration's default values for that button's state to any properties that have not been
        /// customized".
        ///
        /// The values that depend on the state are the resolved colors of the style, which the model does not draw
        /// or store, so every stored value comes back unchanged: custom values are kept, as documented, and the
        /// configuration the method is called on is never changed (it is a value).
        public func updated(for button: UIButton) -> Configuration {
            self
        }
    }
}
