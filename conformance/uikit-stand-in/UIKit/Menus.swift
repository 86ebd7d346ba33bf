// UIMenuElement.h, UIAction.h, UIMenu.h, UIContextMenuInteraction.h, UIContextMenuConfiguration.h,
// UITargetedPreview.h, UIToolTipInteraction.h, UIPointerStyle.h, UIInteraction.h, UISymbolContentTransition.h and
// UISpringLoadedInteractionSupporting.h, with the Swift overlay's initializers (developer.apple.com's
// declarations). Declarations only.

/// UIInteraction.h.
@available(iOS 11.0, *)
@MainActor public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// UIMenuElement.h.
@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject, NSCopying {
    open var title: String { fatalError() }
    @available(iOS 15.0, *)
    open var subtitle: String? { get { fatalError() } set { fatalError() } }
    open var image: UIImage? { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    nonisolated open func copy(with zone: NSZone?) -> Any { fatalError() }

    /// UIMenuElement.h: UIMenuElementAttributes.
    public struct Attributes: OptionSet, Hashable, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var disabled: UIMenuElement.Attributes { fatalError() }
        public static var destructive: UIMenuElement.Attributes { fatalError() }
        public static var hidden: UIMenuElement.Attributes { fatalError() }
        @available(iOS 16.0, *)
        public static var keepsMenuPresented: UIMenuElement.Attributes { fatalError() }
    }

    /// UIMenuElement.h: UIMenuElementState.
    public enum State: Int, @unchecked Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

/// UIAction.h: `typedef void (^UIActionHandler)(__kindof UIAction *action)`.
public typealias UIActionHandler = (UIAction) -> Void

/// UIAction.h.
@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    /// UIAction.h: UIActionIdentifier, a string-backed identifier.
    public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
    }

    open override var title: String { get { fatalError() } set { fatalError() } }
    open override var image: UIImage? { get { fatalError() } set { fatalError() } }
    @available(iOS 17.0, *)
    open var selectedImage: UIImage? { get { fatalError() } set { fatalError() } }
    open var discoverabilityTitle: String? { get { fatalError() } set { fatalError() } }
    open var identifier: UIAction.Identifier { fatalError() }
    open var attributes: UIMenuElement.Attributes { get { fatalError() } set { fatalError() } }
    open var state: UIMenuElement.State { get { fatalError() } set { fatalError() } }
    open var sender: Any? { fatalError() }

    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) { fatalError() }

    @available(iOS 15.0, *)
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) { fatalError() }

    @available(iOS 17.0, *)
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) { fatalError() }

    public required init?(coder: NSCoder) { fatalError() }
}

/// UIMenu.h.
@available(iOS 13.0, *)
@MainActor open class UIMenu: UIMenuElement {
    /// UIMenu.h: UIMenuIdentifier.
    public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
    }

    /// UIMenu.h: UIMenuOptions.
    public struct Options: OptionSet, Hashable, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var displayInline: UIMenu.Options { fatalError() }
        public static var destructive: UIMenu.Options { fatalError() }
        @available(iOS 15.0, *)
        public static var singleSelection: UIMenu.Options { fatalError() }
        @available(iOS 17.0, *)
        public static var displayAsPalette: UIMenu.Options { fatalError() }
    }

    /// UIMenu.h: UIMenuElementSize.
    @available(iOS 16.0, *)
    public enum ElementSize: Int, @unchecked Sendable {
        case small = 0
        case medium = 1
        case large = 2
        @available(iOS 17.0, *)
        case automatic = -1
    }

    open var identifier: UIMenu.Identifier { fatalError() }
    open var options: UIMenu.Options { fatalError() }
    open var children: [UIMenuElement] { fatalError() }
    @available(iOS 16.0, *)
    open var selectedElements: [UIMenuElement] { fatalError() }
    @available(iOS 16.0, *)
    open var preferredElementSize: UIMenu.ElementSize { get { fatalError() } set { fatalError() } }
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu { fatalError() }

    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) { fatalError() }

    @available(iOS 15.0, *)
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) { fatalError() }

    @available(iOS 16.0, *)
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .large,
        children: [UIMenuElement] = []
    ) { fatalError() }

    public required init?(coder: NSCoder) { fatalError() }
}

/// UITargetedPreview.h.
@available(iOS 13.0, *)
@MainActor open class UITargetedPreview: NSObject {
    public init(view: UIView) { fatalError() }
    open var view: UIView { fatalError() }
}

/// UIContextMenuConfiguration.h.
@available(iOS 13.0, *)
@MainActor open class UIContextMenuConfiguration: NSObject {
    /// UIContextMenuConfiguration.h: UIContextMenuConfigurationElementOrder.
    @available(iOS 16.0, *)
    public enum ElementOrder: Int, @unchecked Sendable {
        case automatic = 0
        case priority = 1
        case fixed = 2
    }

    public convenience init(
        identifier: (any NSCopying)? = nil, previewProvider: (() -> Any?)? = nil,
        actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
    ) { fatalError() }
    open var identifier: any NSCopying { fatalError() }
    @available(iOS 16.0, *)
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
        get { fatalError() }
        set { fatalError() }
    }
}

/// UIContextMenuInteraction.h: the animator handed to the delegate.
@available(iOS 13.0, *)
@MainActor public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    var previewViewController: AnyObject? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// UIContextMenuInteraction.h.
@available(iOS 13.0, *)
@MainActor public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}

/// UIContextMenuInteraction.h.
@available(iOS 13.0, *)
@MainActor open class UIContextMenuInteraction: NSObject, UIInteraction {
    public init(delegate: any UIContextMenuInteractionDelegate) { fatalError() }
    open weak var delegate: (any UIContextMenuInteractionDelegate)? { fatalError() }
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
    open func dismissMenu() { fatalError() }
}

/// UIToolTipInteraction.h.
@available(iOS 15.0, *)
@MainActor open class UIToolTipInteraction: NSObject, UIInteraction {
    public override init() { fatalError() }
    public init(defaultToolTip: String) { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var defaultToolTip: String? { get { fatalError() } set { fatalError() } }
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
}

/// UIPointerStyle.h.
@available(iOS 13.4, *)
@MainActor open class UIPointerEffect: NSObject {}

/// UIPointerStyle.h.
@available(iOS 13.4, *)
@MainActor open class UIPointerShape: NSObject {}

/// UIPointerStyle.h.
@available(iOS 13.4, *)
@MainActor open class UIPointerStyle: NSObject {
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) { fatalError() }
}

/// UISymbolContentTransition.h.
@available(iOS 17.0, *)
open class UISymbolContentTransition: NSObject, @unchecked Sendable {}

/// UISpringLoadedInteractionSupporting.h.
@MainActor public protocol UISpringLoadedInteractionSupporting: NSObjectProtocol {
    var isSpringLoaded: Bool { get set }
}

/// UIAccessibilityContentSizeCategoryImageAdjusting.h.
@MainActor public protocol UIAccessibilityContentSizeCategoryImageAdjusting: NSObjectProtocol {
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}
