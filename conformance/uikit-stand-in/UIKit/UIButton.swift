// UIButton.h (iOS 17.0 SDK), UISpringLoadedInteractionSupporting.h, UIAccessibilityContentSizeCategoryImageAdjusting.h
// and the UIKit Swift overlay's UIButton extension (init(type:primaryAction:), init(configuration:primaryAction:),
// configuration, configurationUpdateHandler), as Swift imports them. Members deprecated in iOS 7.0 or earlier are
// unavailable in Swift, as Swift's Clang importer makes them. Declarations only: every body is fatalError().

extension UIButton {
    /// UIButton.h: UIButtonType.
    public enum ButtonType: Int, @unchecked Sendable {
        case custom = 0
        @available(iOS 7.0, *)
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        @available(iOS 13.0, *)
        case close = 7
        public static var roundedRect: UIButton.ButtonType { fatalError() }
    }

    /// UIButton.h: UIButtonRole.
    @available(iOS 14.0, *)
    public enum Role: Int, @unchecked Sendable {
        case normal = 0
        case primary = 1
        case cancel = 2
        case destructive = 3
    }

    /// UIButton.h: UIButtonPointerStyleProvider.
    @available(iOS 13.4, *)
    public typealias PointerStyleProvider = (
        _ button: UIButton, _ proposedEffect: UIPointerEffect, _ proposedShape: UIPointerShape
    ) -> UIPointerStyle?

    /// UIButton.h: UIButtonConfigurationUpdateHandler.
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
}

/// UIButton.h.
@MainActor open class UIButton: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError() }
    @available(iOS 15.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { fatalError() }
    @available(iOS 13.0, *)
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self { fatalError() }

    @available(iOS 15.0, *)
    public var configuration: UIButton.Configuration? { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, *)
    open func setNeedsUpdateConfiguration() { fatalError() }
    @available(iOS 15.0, *)
    open func updateConfiguration() { fatalError() }
    @available(iOS 15.0, *)
    public var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 15.0, *)
    open var automaticallyUpdatesConfiguration: Bool { get { fatalError() } set { fatalError() } }

    open override var tintColor: UIColor! { get { fatalError() } set { fatalError() } }
    open var buttonType: UIButton.ButtonType { fatalError() }
    @available(iOS 15.0, *)
    open var isHovered: Bool { fatalError() }
    @available(iOS 15.0, *)
    open var isHeld: Bool { fatalError() }
    @available(iOS 14.0, *)
    open var role: UIButton.Role { get { fatalError() } set { fatalError() } }
    @available(iOS 13.4, *)
    open var isPointerInteractionEnabled: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS 13.4, *)
    open var pointerStyleProvider: UIButton.PointerStyleProvider? { get { fatalError() } set { fatalError() } }
    @available(iOS 14.0, *)
    open var menu: UIMenu? { get { fatalError() } set { fatalError() } }
    @available(iOS 16.0, *)
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 15.0, *)
    open var changesSelectionAsPrimaryAction: Bool { get { fatalError() } set { fatalError() } }

    open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    @available(iOS 13.0, *)
    open func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) { fatalError() }
    @available(iOS 6.0, *)
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { fatalError() }

    open func title(for state: UIControl.State) -> String? { fatalError() }
    open func titleColor(for state: UIControl.State) -> UIColor? { fatalError() }
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { fatalError() }
    open func image(for state: UIControl.State) -> UIImage? { fatalError() }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { fatalError() }
    @available(iOS 13.0, *)
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        fatalError()
    }
    @available(iOS 6.0, *)
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { fatalError() }

    open var currentTitle: String? { fatalError() }
    open var currentTitleColor: UIColor { fatalError() }
    open var currentTitleShadowColor: UIColor? { fatalError() }
    open var currentImage: UIImage? { fatalError() }
    open var currentBackgroundImage: UIImage? { fatalError() }
    @available(iOS 13.0, *)
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { fatalError() }
    @available(iOS 6.0, *)
    open var currentAttributedTitle: NSAttributedString? { fatalError() }

    @available(iOS 3.0, *)
    open var titleLabel: UILabel? { fatalError() }
    @available(iOS 3.0, *)
    open var imageView: UIImageView? { fatalError() }
    @available(iOS 15.0, *)
    open var subtitleLabel: UILabel? { fatalError() }

    @available(iOS 15.0, *)
    open var behavioralStyle: UIBehavioralStyle { fatalError() }
    @available(iOS 15.0, *)
    open var preferredBehavioralStyle: UIBehavioralStyle { get { fatalError() } set { fatalError() } }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var reversesTitleShadowWhenHighlighted: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var adjustsImageWhenHighlighted: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var adjustsImageWhenDisabled: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var showsTouchWhenHighlighted: Bool { get { fatalError() } set { fatalError() } }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func contentRect(forBounds bounds: CGRect) -> CGRect { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { fatalError() }

    @available(*, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift")
    open var font: UIFont { get { fatalError() } set { fatalError() } }
    @available(*, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift")
    open var lineBreakMode: NSLineBreakMode { get { fatalError() } set { fatalError() } }
    @available(*, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift")
    open var titleShadowOffset: CGSize { get { fatalError() } set { fatalError() } }
}

/// UIButton.h: `@interface UIButton (SpringLoading) <UISpringLoadedInteractionSupporting>`.
@available(iOS 11.0, *)
extension UIButton: UISpringLoadedInteractionSupporting {
    public var isSpringLoaded: Bool { get { fatalError() } set { fatalError() } }
}

/// UIAccessibilityContentSizeCategoryImageAdjusting.h: `@interface UIButton () <…ImageAdjusting>`.
@available(iOS 11.0, *)
extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {
    public var adjustsImageSizeForAccessibilityContentSizeCategory: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}
