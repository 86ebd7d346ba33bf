import Foundation

/// A control that runs an action when tapped and shows a title and an image that can differ per state, as UIKit's
/// `UIButton`, or (iOS 15) the content of a `UIButton.Configuration`.
///
/// The class body holds the stored properties and every overridable member (Swift cannot override members declared
/// in extensions). The rules live beside it: per-state content and its fallbacks in `UIButton+Content.swift`,
/// rectangles, layout and sizing in `UIButton+Geometry.swift`.
open class UIButton: UIControl {
    /// The style of a button, with UIKit's raw values (UIButton.h).
    public enum ButtonType: Int, Sendable {
        /// No style: white title, no tinting of titles. What `init(frame:)` creates.
        case custom = 0
        /// The standard iOS 7+ style: title and template images drawn in the tint color.
        case system = 1
        /// A detail disclosure button; since iOS 7 it shows the same "i" image as the info buttons.
        case detailDisclosure = 2
        /// An info button; since iOS 7 identical to `.infoDark` (both take the tint color).
        case infoLight = 3
        /// An info button; since iOS 7 identical to `.infoLight`.
        case infoDark = 4
        /// A button showing a plus in a circle.
        case contactAdd = 5
        /// tvOS only (tvOS 11): a system button without the blurred background. Unavailable on iOS; the model treats
        /// it as `.system`. It is listed because it takes raw value 6, which is why `.close` is 7.
        case plain = 6
        /// A close button: an "x" in a circle (iOS 13).
        case close = 7

        /// The pre-iOS 7 rounded-rectangle style, now another name for `.system` (raw value 1); Apple deprecated
        /// `UIButtonTypeRoundedRect` in iOS 7. Asking a button made with it for `buttonType` answers `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The role of a button, which the system may use to style it, with UIKit's raw values (iOS 14).
    public enum Role: Int, Sendable {
        /// No special role.
        case normal = 0
        /// The primary choice, such as a default action.
        case primary = 1
        /// A choice that cancels the operation.
        case cancel = 2
        /// A choice that destroys data.
        case destructive = 3
    }

    // MARK: Stored state

    private var storedButtonType: ButtonType = .custom

    // Per-state content, keyed by the exact state raw value; the lookup rules are in UIButton+Content.swift.
    var titles = ButtonStateValues<String>()
    var attributedTitles = ButtonStateValues<NSAttributedString>()
    var titleColors = ButtonStateValues<UIColor>()
    var titleShadowColors = ButtonStateValues<UIColor>()
    var images = ButtonStateValues<UIImage>()
    var backgroundImages = ButtonStateValues<UIImage>()
    var symbolConfigurations = ButtonStateValues<UIImage.SymbolConfiguration>()

    // The configuration and its update cycle (iOS 15); the rules are in UIButton+ConfigurationUpdates.swift.
    var storedConfiguration: Configuration?
    var needsConfigurationUpdate = false

    // Created on first use, as UIKit creates them lazily (a new button has no subviews).
    var storedTitleLabel: UILabel?
    var storedImageView: UIImageView?
    var storedSubtitleLabel: UILabel?
    // System buttons draw automatic images as templates; the converted image is kept so that refreshing the
    // content does not hand the image view a new object each time.
    var templateImageCache: (source: UIImage, template: UIImage)?
    // Set by the first `sizeToFit()`: UIKit lays out a lone title differently from then on (see
    // `fittedTitleEdgePadding` in UIButton+Geometry.swift).
    var wasSizedToFit = false

    // MARK: Creating buttons

    /// Creates a `.custom` button with the given frame, as UIKit's `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button of the given type with a zero frame, as UIKit's `init(type:)` (`buttonWithType:`).
    ///
    /// `.roundedRect` is `.system`. Info, detail disclosure, contact-add and close buttons start with their
    /// built-in image set for `.normal`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        configure(for: buttonType)
    }

    /// Creates a button of the given type (`.system` when omitted, unlike `init(frame:)`), registers
    /// `primaryAction` for `.primaryActionTriggered`, and takes the action's title and image as the `.normal`
    /// title and image (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a `.custom` button with the given frame, registers `primaryAction` for `.primaryActionTriggered`,
    /// and takes the action's title and image as the `.normal` title and image (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// Creates a `.system` button showing `image` that sends `action` to `target` on `.touchUpInside` (iOS 13).
    ///
    /// A `nil` target sends the action along the responder chain; a `nil` action registers nothing. UIKit returns
    /// `Self`; the model returns `UIButton`, because `Self` would force every subclass to implement `init(frame:)`.
    open class func systemButton(with image: UIImage, target: AnyObject?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action {
            button.addTarget(target, action: action, for: .touchUpInside)
        }
        return button
    }

    /// The button's type; fixed at creation.
    open var buttonType: ButtonType { storedButtonType }

    private func configure(for buttonType: ButtonType) {
        storedButtonType = buttonType
        if let image = UIButton.builtInImage(for: buttonType) {
            setImage(image, for: .normal)
        }
    }

    /// Creates a button showing `configuration`, registers `primaryAction` for `.primaryActionTriggered`, and copies
    /// the action's title and image into the configuration (iOS 15). UIButton.h: "`configuration` will be installed
    /// on the created button, and `primaryAction` added to handle the .primaryActionTriggered control event. If
    /// `primaryAction` has a title or image, they will be copied to `configuration`". The button type is `.system`
    /// (inferred: the type UIKit's configuration buttons report is not documented).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            // An empty title is no title: UIAction's title is non-optional and "" when none was given (inferred).
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image as? UIImage { configuration.image = image }
        }
        self.configuration = configuration
        // A new configuration-based button starts with an update pending, as one whose handler was just set does
        // (inferred: nothing records the first layout of a configured button without a handler).
        setNeedsUpdateConfiguration()
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        setTitle(primaryAction.title, for: .normal)
        if let image = primaryAction.image as? UIImage {
            setImage(image, for: .normal)
        }
    }

    // MARK: State

    /// Whether the button is highlighted; changing it shows the highlighted content and marks layout needed.
    open override var isHighlighted: Bool {
        didSet {
            if oldValue != isHighlighted { stateDidChangeContent() }
        }
    }

    /// Whether the button is selected; changing it shows the selected content and marks layout needed.
    open override var isSelected: Bool {
        didSet {
            if oldValue != isSelected { stateDidChangeContent() }
        }
    }

    /// Whether the button is enabled; changing it shows the disabled content and marks layout needed.
    open override var isEnabled: Bool {
        didSet {
            if oldValue != isEnabled { stateDidChangeContent() }
        }
    }

    /// System buttons draw their title in the tint color, so a tint change refreshes the shown content.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshContent()
    }

    // MARK: Configuration (iOS 15)

    /// The configuration the button shows; `nil` by default. Reading it gives a copy (it is a value), so change it
    /// with `button.configuration?.title = …` or by assigning a changed copy.
    ///
    /// UIButton.h: "Setting a non-nil value for `configuration` will opt into configuration-based behavior on
    /// UIButton". The title label and image view show the new content at once. Setting it does not request a
    /// configuration update (reported: the iOS 26.1 probe of Vercantez/openuikit, phase `configuration=newValue`
    /// of its `updateHandler` section, assigned a changed configuration to a button in a window, laid the window
    /// out, and the update handler did not run).
    open var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            contentDidChange()
        }
    }

    /// Runs after every configuration update, after `updateConfiguration()`; `nil` by default. UIButton.h: "Setting
    /// this handler will force the button into configuration-based behavior (see the `configuration` property).
    /// This block is called after `-updateConfiguration`". Setting it requests an update, so the handler first runs
    /// in the next layout pass (inferred).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether an update applies `configuration.updated(for:)` to the button; `true` by default. UIButton.h: "When
    /// YES, the button will automatically call -updatedConfigurationForButton: on its `configuration` when the
    /// button's state changes, and apply the updated configuration to the button. The default value is YES."
    open var automaticallyUpdatesConfiguration = true

    /// Asks for a configuration update. UIButton.h: the method "is called automatically when the button's state may
    /// have changed" and "Multiple requests may be coalesced into a single update at the appropriate time": the
    /// model runs one update in the next layout pass (`layoutIfNeeded()`), however many requests came before it
    /// (inferred: the header does not name the moment).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates `configuration` for the current state; subclasses override it (and should call `super`), and
    /// `configurationUpdateHandler` runs after it. UIButton.h: "Subclasses should override this method and update the
    /// button's `configuration`. This method should not be called directly, use `setNeedsUpdateConfiguration` to
    /// request an update."
    ///
    /// The default applies `configuration.updated(for: self)` when `automaticallyUpdatesConfiguration` is `true`
    /// (inferred: the header describes the automatic update without saying which method performs it).
    open func updateConfiguration() {
        guard automaticallyUpdatesConfiguration, let configuration = storedConfiguration else { return }
        self.configuration = configuration.updated(for: self)
    }

    // MARK: Per-state content

    /// Sets the title for `state`; `nil` removes that state's title so it falls back to `.normal`'s again.
    open func setTitle(_ title: String?, for state: State) {
        titles[exactly: state] = title
        contentDidChange()
    }

    /// The title for `state`: the state's own, else `.normal`'s, else `nil`.
    ///
    /// A compound state looks up its exact value and then `.normal` only: a title set for `.selected` is not used
    /// for `[.selected, .highlighted]` (see `UIButton+Content.swift`).
    open func title(for state: State) -> String? {
        titles.resolved(for: state)
    }

    /// Sets the title color for `state`; `nil` removes that state's color.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[exactly: state] = color
        contentDidChange()
    }

    /// The title color for `state`: the state's own, else (system buttons, disabled states) the built-in disabled
    /// color, else `.normal`'s, else white for custom buttons or the tint color for the other types.
    open func titleColor(for state: State) -> UIColor? {
        resolvedTitleColor(for: state)
    }

    /// Sets the title shadow color for `state`; `nil` removes that state's color.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[exactly: state] = color
        contentDidChange()
    }

    /// The title shadow color for `state`: the state's own, else `.normal`'s, else white (Apple's documented
    /// default).
    open func titleShadowColor(for state: State) -> UIColor? {
        resolvedTitleShadowColor(for: state)
    }

    /// Sets the image for `state`; `nil` removes that state's image.
    open func setImage(_ image: UIImage?, for state: State) {
        images[exactly: state] = image
        contentDidChange()
    }

    /// The image for `state`: the state's own, else `.normal`'s, else `nil`.
    open func image(for state: State) -> UIImage? {
        images.resolved(for: state)
    }

    /// Sets the background image for `state`; `nil` removes that state's background image.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[exactly: state] = image
        contentDidChange()
    }

    /// The background image for `state`: the state's own, else `.normal`'s, else `nil`.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages.resolved(for: state)
    }

    /// Sets the styled title for `state`; `nil` removes it. A styled title is shown instead of the plain one.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[exactly: state] = title
        contentDidChange()
    }

    /// The styled title for `state`: the state's own, else `.normal`'s, else `nil`.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles.resolved(for: state)
    }

    /// Sets the symbol configuration applied to the image in `state` (iOS 13); `nil` removes it.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[exactly: state] = configuration
        contentDidChange()
    }

    /// The symbol configuration for the image in `state`: the state's own, else `.normal`'s, else `nil`.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations.resolved(for: state)
    }

    // MARK: Current content

    /// The title for the current `state`; follows the state as it changes.
    open var currentTitle: String? { title(for: state) }

    /// The title color for the current `state`; never `nil`.
    open var currentTitleColor: UIColor { resolvedTitleColor(for: state) }

    /// The title shadow color for the current `state`.
    open var currentTitleShadowColor: UIColor? { resolvedTitleShadowColor(for: state) }

    /// The image for the current `state`.
    open var currentImage: UIImage? { image(for: state) }

    /// The background image for the current `state`.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The styled title for the current `state`.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The symbol configuration for the image in the current `state` (iOS 13).
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    // MARK: Subviews

    /// The label that shows the current title; created (and added as a subview) on first access.
    ///
    /// Non-`nil` for every button type. Apple's old references say it is `nil` for "system buttons": that described
    /// the pre-iOS 7 system-provided buttons and no longer holds. Its `text` belongs to the button: the next state
    /// change or layout pass puts the state's title back, so set titles with `setTitle(_:for:)`.
    open var titleLabel: UILabel? { ensureTitleLabel() }

    /// The image view that shows the current image; created (and added as a subview) on first access.
    ///
    /// Non-`nil` for every button type, for the same reason as `titleLabel`. Its `image` belongs to the button.
    open var imageView: UIImageView? { ensureImageView() }

    // MARK: Appearance flags

    /// Whether the image is drawn darker while highlighted (when the state has no image of its own); `true` by
    /// default (UIButton.h: "default is YES").
    @available(iOS, deprecated: 15.0, message: "Ignored when the button has a configuration")
    open var adjustsImageWhenHighlighted = true

    /// Whether the image is drawn lighter while disabled (when the state has no image of its own); `true` by
    /// default (UIButton.h: "default is YES").
    @available(iOS, deprecated: 15.0, message: "Ignored when the button has a configuration")
    open var adjustsImageWhenDisabled = true

    /// Whether a tap makes the button glow; `false` by default (Apple's reference). A drawing effect only.
    @available(iOS, deprecated: 15.0, message: "Ignored when the button has a configuration")
    open var showsTouchWhenHighlighted = false

    /// Whether the title shadow flips from engraved to embossed while highlighted; `false` by default (UIButton.h:
    /// "default is NO"). A drawing
    /// effect only: the title label's `shadowOffset` is not changed.
    @available(iOS, deprecated: 15.0, message: "Ignored when the button has a configuration")
    open var reversesTitleShadowWhenHighlighted = false

    /// The title's font: forwards to `titleLabel.font` (the 15-point system font by default since iOS 7).
    @available(*, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift")
    open var font: UIFont! {
        get { ensureTitleLabel().font }
        set { ensureTitleLabel().font = newValue }
    }

    /// The title's line break mode: forwards to `titleLabel.lineBreakMode` (`.byTruncatingMiddle` by default).
    @available(*, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift")
    open var lineBreakMode: NSLineBreakMode {
        get { ensureTitleLabel().lineBreakMode }
        set { ensureTitleLabel().lineBreakMode = newValue }
    }

    /// The title's shadow offset: forwards to `titleLabel.shadowOffset` (zero by default for a button's label).
    @available(*, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift")
    open var titleShadowOffset: CGSize {
        get { ensureTitleLabel().shadowOffset }
        set { ensureTitleLabel().shadowOffset = newValue }
    }

    // MARK: iOS 13–15 properties

    /// The menu the button shows (iOS 14); `nil` by default. Menu presentation is not modelled.
    ///
    /// UIButton.h: "The button will automatically enable or disable its contextMenuInteraction when a non-nil or
    /// nil menu is set."
    open var menu: UIMenu? {
        didSet { isContextMenuInteractionEnabled = menu != nil }
    }

    /// The button's role (iOS 14); `.normal` by default (UIButton.h: "default is UIButtonRoleNormal").
    open var role: Role = .normal

    /// Whether the pointer (iPadOS trackpad) changes over the button (iOS 13.4); `false` by default (Apple's
    /// reference: "The default value of this property is false").
    open var isPointerInteractionEnabled = false

    /// Whether a tap toggles `isSelected` (iOS 15); `false` by default.
    ///
    /// Apple: "If menu is nil, setting this property to true makes the button toggle its selected state"; UIButton.h
    /// adds that the toggle also happens when the menu is not the primary action, while a menu that is the primary
    /// action tracks a selection among its items instead (not modelled). The toggle happens when the touch lifts
    /// inside, before `.touchUpInside` and `.primaryActionTriggered` are sent, so the actions see the new selection.
    open var changesSelectionAsPrimaryAction = false

    /// Whether the menu replaces the tap as the primary action: `showsMenuAsPrimaryAction` with a menu set.
    ///
    /// When it does, a tap no longer sends `.primaryActionTriggered`: showing the menu (on touch down, Apple
    /// documents) is the primary action. The model does not present the menu, and keeps UIControl's other touch
    /// events, which UIKit's context-menu interaction may cancel.
    var menuIsPrimaryAction: Bool { showsMenuAsPrimaryAction && menu != nil }

    /// Whether the button grows its image for larger accessibility text sizes (iOS 11); `false` by default (inferred:
    /// Apple documents no default; the case that checks it says so).
    /// Dynamic Type is not modelled, so the flag changes nothing else.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// Whether the button takes part in spring-loaded drag interactions (iOS 11); `false` by default (inferred:
    /// Apple documents no default for UIButton; AppKit's `NSButton.isSpringLoaded` documents false).
    /// Drag and drop is not modelled, so the flag changes nothing else.
    open var isSpringLoaded = false

    /// The closure that customizes the pointer effect (iOS 13.4); `nil` by default. Pointers are not modelled, so
    /// the closure (UIKit's `(UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?`) is kept untyped.
    open var pointerStyleProvider: Any?

    /// The style the button asks for (iOS 15); `.automatic` until set (UIBehavioralStyle.h).
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic

    /// How the button's menu orders its elements (iOS 16); `.automatic` until set (inferred: UIKit's context menus
    /// start with `UIContextMenuConfigurationElementOrderAutomatic`, the enumeration's zero value). Menus are not
    /// presented, so the order changes nothing else.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    /// A button's primary action is a tap, so a touch that lifts inside also sends `.primaryActionTriggered`,
    /// unless the menu is the primary action (Apple: the menu then "shows in response to the touchDown event").
    open override var sendsPrimaryActionOnTouchUpInside: Bool {
        !menuIsPrimaryAction
    }

    /// Toggles the selection for `changesSelectionAsPrimaryAction` when the touch lifts inside.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if changesSelectionAsPrimaryAction && isTouchInside && !menuIsPrimaryAction {
            isSelected.toggle()
        }
    }

    // MARK: Edge insets

    /// Insets of the content rectangle (title and image together) from the bounds; zero by default. Counted in
    /// `intrinsicContentSize`. Any non-zero value also removes the 6-point vertical padding a titled button gets
    /// (see `UIButton+Geometry.swift`).
    @available(iOS, deprecated: 15.0, message: "Ignored when the button has a configuration")
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { geometryDidChange() }
    }

    /// Insets that move and clip the title's rectangle within the content rectangle; zero by default. Not counted
    /// in `intrinsicContentSize`.
    @available(iOS, deprecated: 15.0, message: "Ignored when the button has a configuration")
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { geometryDidChange() }
    }

    /// Insets that move and clip the image's rectangle within the content rectangle; zero by default. Not counted
    /// in `intrinsicContentSize`.
    @available(iOS, deprecated: 15.0, message: "Ignored when the button has a configuration")
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { geometryDidChange() }
    }

    // MARK: Geometry

    /// The rectangle the background image fills: `bounds` itself.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// The rectangle holding the title and image: `bounds` inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: appliedContentEdgeInsets)
    }

    /// Where the title goes in `contentRect` for the current state; see `UIButton+Geometry.swift` for the rule, and
    /// `UIButton+ConfiguredLayout.swift` for a button with a configuration.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        guard storedConfiguration == nil else { return configuredLayout(inContentRect: contentRect).title }
        return layoutRect(for: .title, inContentRect: contentRect)
    }

    /// Where the image goes in `contentRect` for the current state; see `UIButton+Geometry.swift` for the rule, and
    /// `UIButton+ConfiguredLayout.swift` for a button with a configuration.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        guard storedConfiguration == nil else { return configuredLayout(inContentRect: contentRect).image }
        return layoutRect(for: .image, inContentRect: contentRect)
    }

    /// The size that shows the current title and image, plus `contentEdgeInsets`; see `UIButton+Geometry.swift`.
    open override var intrinsicContentSize: CGSize {
        fittingSize()
    }

    /// The same size as `intrinsicContentSize`, whatever `size` is offered, as UIKit's button does for one-line
    /// titles.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize()
    }

    /// Resizes the button to `sizeThatFits(_:)` and remembers that it was sized to fit, which keeps the title
    /// padding in the layout of a top- or bottom-aligned title from then on (see `fittedTitleEdgePadding`).
    open override func sizeToFit() {
        wasSizedToFit = true
        super.sizeToFit()
        setNeedsLayout()
    }

    /// Puts the current content back into the title label and image view, then sets their frames to
    /// `titleRect(forContentRect:)` and `imageRect(forContentRect:)` of `contentRect(forBounds: bounds)`, so frames
    /// set from outside do not survive a layout pass.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        refreshContent()
        let content = contentRect(forBounds: bounds)
        if let label = storedTitleLabel {
            let rect = titleRect(forContentRect: content)
            if label.frame != rect { label.frame = rect }
        }
        if let view = storedImageView {
            let rect = imageRect(forContentRect: content)
            if view.frame != rect { view.frame = rect }
        }
        if let label = storedSubtitleLabel, storedConfiguration != nil {
            let rect = configuredLayout(inContentRect: content).subtitle
            if label.frame != rect { label.frame = rect }
        }
    }
}
