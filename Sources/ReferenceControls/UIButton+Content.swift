import Foundation

/// Values a button keeps per control state, keyed by the state's exact raw value, as UIKit stores them.
///
/// The lookup rule, `resolved(for:)`, is: the exact state's value, else `.normal`'s, else `nil`. There is no
/// search through "nearby" states: a compound state such as `[.selected, .highlighted]` never borrows the value of
/// `.selected` or `.highlighted`. Evidence that UIKit behaves this way:
/// - commandshift.co.uk, "UIButton control states" (2013): "you need to specifically set a title for
///   UIControlStateSelected | UIControlStateHighlighted, because otherwise the title for UIControlStateNormal will
///   be used".
/// - Apple Developer Forums thread 694625: a button whose "on" image was set for Selected showed the Default image
///   while being tapped (selected + highlighted) until an image was set for `.selected.union(.highlighted)`.
/// - Apple's `titleForState:` documentation: "If a title is not specified for a state, the default is to use the
///   title associated with the UIControlStateNormal state."
struct ButtonStateValues<Value> {
    private var storage: [UInt: Value] = [:]

    /// The value stored for exactly `state`; assigning `nil` removes it.
    subscript(exactly state: UIControl.State) -> Value? {
        get { storage[state.rawValue] }
        set { storage[state.rawValue] = newValue }
    }

    /// The value for `state`: its own, else `.normal`'s, else `nil`.
    func resolved(for state: UIControl.State) -> Value? {
        storage[state.rawValue] ?? storage[UIControl.State.normal.rawValue]
    }
}

/// How a button draws its image in the current state; not UIKit API (UIKit only draws it), exposed to tests.
enum ButtonImageAdjustment: Equatable {
    /// Drawn as is.
    case none
    /// Drawn darker, for `adjustsImageWhenHighlighted`.
    case highlighted
    /// Drawn lighter, for `adjustsImageWhenDisabled`.
    case disabled
}

extension UIButton {
    /// The point size of a button's title font since iOS 7: the system font at 15 points (not
    /// `UIFont.buttonFontSize`, 18, which older buttons used). Not in Apple's documentation: Interface Builder shows
    /// a new button's font as "System 15.0" (inferred from Xcode, not confirmed by a test on a device). No case rests
    /// on it: the case language has no `UIFont` values, so cases compare sizes, never point sizes.
    static let defaultTitleFontSize: CGFloat = 15

    /// The title color a system button shows while disabled, when no disabled color was set.
    ///
    /// A disabled system button's title is drawn gray. The model assumes UIKit keeps that gray even when a `.normal`
    /// color was set (no source found either way), and uses system gray because the exact value is undocumented
    /// (inferred; no case asserts the gray itself).
    static var systemDisabledTitleColor: UIColor { UIColor.systemGray }

    // The images UIKit draws for the system-provided types. Since iOS 7 detail disclosure and both info types show
    // the same "i" in a circle, drawn in the tint color; since iOS 13 they are the SF Symbols named here. The sizes
    // (22 × 22, and 30 × 30 for the close button's larger circle) are the model's choice (inferred): Apple documents
    // no size, and no case rests on one (the cases check that an image exists, not its size).
    private static let infoImage = UIImage(
        size: CGSize(width: 22, height: 22),
        name: "info.circle",
        isSymbolImage: true,
        renderingMode: .alwaysTemplate,
        symbolConfiguration: .unspecified
    )
    private static let contactAddImage = UIImage(
        size: CGSize(width: 22, height: 22),
        name: "plus.circle",
        isSymbolImage: true,
        renderingMode: .alwaysTemplate,
        symbolConfiguration: .unspecified
    )
    private static let closeImage = UIImage(
        size: CGSize(width: 30, height: 30),
        name: "xmark.circle.fill",
        isSymbolImage: true,
        renderingMode: .alwaysTemplate,
        symbolConfiguration: .unspecified
    )

    /// The image a new button of `type` shows for `.normal`, or `nil` for types without one.
    static func builtInImage(for type: ButtonType) -> UIImage? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: return infoImage
        case .contactAdd: return contactAddImage
        case .close: return closeImage
        case .custom, .system, .plain: return nil
        }
    }

    /// Whether untinted content follows the tint color: every type but `.custom`, whose titles stay white and
    /// whose automatic images keep their colors (the tintColor documentation: "This property has no default
    /// effect for buttons with type UIButtonTypeCustom").
    var usesTintForContent: Bool { buttonType != .custom }

    /// The title color for `state`.
    ///
    /// 1. The color set for exactly `state`.
    /// 2. For non-custom buttons in a disabled state, the built-in disabled gray (see `systemDisabledTitleColor`)
    ///    rather than the `.normal` color.
    /// 3. The color set for `.normal`.
    /// 4. The type's default: white for `.custom` (Apple: "The default value is white"), the tint color for the
    ///    other types (a fresh system button's title is system blue, (0, 122/255, 1)).
    func resolvedTitleColor(for state: State) -> UIColor {
        if let exact = titleColors[exactly: state] { return exact }
        if usesTintForContent && state.contains(.disabled) { return UIButton.systemDisabledTitleColor }
        if let normal = titleColors[exactly: .normal] { return normal }
        return usesTintForContent ? tintColor : UIColor.white
    }

    /// The title shadow color for `state`: its own, else `.normal`'s, else 50 % black. UIButton.h documents that
    /// default twice: `currentTitleShadowColor` "default is white(0,0.5)", and `setTitleShadowColor` "default is
    /// nil. use 50% black". A button's label has a zero shadow offset, so the default shadow is not visible.
    func resolvedTitleShadowColor(for state: State) -> UIColor {
        titleShadowColors.resolved(for: state) ?? UIButton.defaultTitleShadowColor
    }

    /// 50 % black, UIButton.h's `white(0,0.5)` (documented).
    static let defaultTitleShadowColor = UIColor(white: 0, alpha: 0.5)

    /// How the image is drawn now: adjusted only when the current state has no image of its own (it falls back to
    /// `.normal`'s). Setting an image for the exact state turns the adjustment off, which Apple Developer Forums
    /// thread 694625 observed: an image set for `[.selected, .highlighted]` is shown without the highlight dimming.
    var imageAdjustment: ButtonImageAdjustment {
        adjustment(forFallbackOf: images)
    }

    /// How the background image is drawn now, by the same rule as `imageAdjustment`.
    var backgroundImageAdjustment: ButtonImageAdjustment {
        adjustment(forFallbackOf: backgroundImages)
    }

    private func adjustment(forFallbackOf values: ButtonStateValues<UIImage>) -> ButtonImageAdjustment {
        let state = self.state
        guard values.resolved(for: state) != nil, values[exactly: state] == nil else { return .none }
        if state.contains(.disabled) && adjustsImageWhenDisabled { return .disabled }
        if state.contains(.highlighted) && adjustsImageWhenHighlighted { return .highlighted }
        return .none
    }

    /// The title the button shows now: the styled title when the state resolves to one (it wins over any plain
    /// title, even one set for the exact state), otherwise the plain title.
    enum DisplayedTitle {
        /// A plain title, drawn with the button's title color.
        case plain(String)
        /// A styled title, drawn with its own attributes.
        case attributed(NSAttributedString)

        /// The characters shown.
        var string: String {
            switch self {
            case .plain(let string): return string
            case .attributed(let attributed): return attributed.string
            }
        }
    }

    /// The title the button shows in its current state, or `nil` when it has none.
    ///
    /// A configured button shows a title set for the state when its configuration has none: Apple's page for
    /// `UIButton.configuration` says most other methods and properties of UIButton combine with a configuration, and
    /// that of `UIButtonConfiguration` that a configuration can be used "in combination with" methods such as
    /// `setTitle(_:for:)` (documented). That the configuration's title wins when both are set is inferred: Apple
    /// does not say.
    var displayedTitle: DisplayedTitle? {
        if let title = configurationTitle { return title }
        if let attributed = currentAttributedTitle { return .attributed(attributed) }
        if let title = currentTitle { return .plain(title) }
        return nil
    }

    /// The image the image view shows for `image`: system-style buttons draw `.automatic` images as templates
    /// (tinted), which is why an opaque photo in a system button shows as a tint-colored silhouette.
    func displayImage(for image: UIImage) -> UIImage {
        guard usesTintForContent && image.renderingMode == .automatic else { return image }
        if let cache = templateImageCache, cache.source === image { return cache.template }
        let template = image.withRenderingMode(.alwaysTemplate)
        templateImageCache = (image, template)
        return template
    }

    /// Called after content, state or tint changes: shows the new content and asks for a layout pass.
    func contentDidChange() {
        refreshContent()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Called after an edge inset changes.
    func geometryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Puts the current state's content into the title label and image view, creating each when it has something
    /// to show. Only changed values are assigned, so refreshing during a layout pass does not request another one.
    func refreshContent() {
        let title = displayedTitle
        if title != nil || storedTitleLabel != nil {
            apply(title, to: ensureTitleLabel())
        }
        let image = shownImage.map(displayImage(for:))
        if image != nil || storedImageView != nil {
            let view = ensureImageView()
            if view.image !== image { view.image = image }
            let configuration = currentPreferredSymbolConfiguration
            if view.preferredSymbolConfiguration != configuration { view.preferredSymbolConfiguration = configuration }
        }
    }

    private func apply(_ title: DisplayedTitle?, to label: UILabel) {
        switch title {
        case .attributed(let attributed):
            if label.attributedText !== attributed { label.attributedText = attributed }
        case .plain(let string):
            if label.hasStyledText || label.text != string { label.text = string }
        case nil:
            if label.text != nil { label.text = nil }
        }
        let color = currentTitleColor
        if label.textColor != color { label.textColor = color }
        // The label receives a shadow color only with a title to show: with a shadow color set for `.normal` but
        // no title, `titleLabel.shadowColor` stays nil after layout (flowkey/UIKit-cross-platform,
        // UIKitTests/Button/ButtonSetTitleColorForStateTests.swift, run on iOS by its iOSTestTarget scheme).
        // Keeping the last color once a title is removed is the model's choice; the tests do not cover it.
        guard title != nil else { return }
        let shadow = currentTitleShadowColor
        if label.shadowColor != shadow { label.shadowColor = shadow }
    }

    /// The title label, created on first use with a button title's defaults and added above the image view.
    func ensureTitleLabel() -> UILabel {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel(frame: .zero)
        label.font = UIFont.systemFont(ofSize: UIButton.defaultTitleFontSize)
        // Apple documents middle truncation as the button title's default, unlike a plain label's tail truncation.
        label.lineBreakMode = .byTruncatingMiddle
        // A button's label has no shadow offset (Apple: titleShadowOffset "default value is CGSizeZero").
        label.shadowOffset = .zero
        storedTitleLabel = label
        addSubview(label)
        apply(displayedTitle, to: label)
        setNeedsLayout()
        return label
    }

    /// The image view, created on first use and placed below the title label.
    func ensureImageView() -> UIImageView {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        storedImageView = view
        if let label = storedTitleLabel, let labelIndex = subviews.firstIndex(where: { $0 === label }) {
            insertSubview(view, at: labelIndex)
        } else {
            addSubview(view)
        }
        view.image = shownImage.map(displayImage(for:))
        view.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
        setNeedsLayout()
        return view
    }
}
