// UIControl.h (iOS 17.4 SDK) and the UIKit Swift overlay's UIControl extension (enumerateEventHandlers), as
// Swift imports them: names, labels, optionality, isolation and availability; deprecated and Swift-unavailable
// members marked so. Declarations only: every body is fatalError().

extension UIControl {
    /// UIControl.h: UIControlEvents.
    public struct Event: OptionSet, Hashable, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var touchDown: UIControl.Event { fatalError() }
        public static var touchDownRepeat: UIControl.Event { fatalError() }
        public static var touchDragInside: UIControl.Event { fatalError() }
        public static var touchDragOutside: UIControl.Event { fatalError() }
        public static var touchDragEnter: UIControl.Event { fatalError() }
        public static var touchDragExit: UIControl.Event { fatalError() }
        public static var touchUpInside: UIControl.Event { fatalError() }
        public static var touchUpOutside: UIControl.Event { fatalError() }
        public static var touchCancel: UIControl.Event { fatalError() }
        public static var valueChanged: UIControl.Event { fatalError() }
        @available(iOS 9.0, *)
        public static var primaryActionTriggered: UIControl.Event { fatalError() }
        @available(iOS 14.0, *)
        public static var menuActionTriggered: UIControl.Event { fatalError() }
        public static var editingDidBegin: UIControl.Event { fatalError() }
        public static var editingChanged: UIControl.Event { fatalError() }
        public static var editingDidEnd: UIControl.Event { fatalError() }
        public static var editingDidEndOnExit: UIControl.Event { fatalError() }
        public static var allTouchEvents: UIControl.Event { fatalError() }
        public static var allEditingEvents: UIControl.Event { fatalError() }
        public static var applicationReserved: UIControl.Event { fatalError() }
        public static var systemReserved: UIControl.Event { fatalError() }
        public static var allEvents: UIControl.Event { fatalError() }
    }

    /// UIControl.h: UIControlContentVerticalAlignment.
    public enum ContentVerticalAlignment: Int, @unchecked Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }

    /// UIControl.h: UIControlContentHorizontalAlignment.
    public enum ContentHorizontalAlignment: Int, @unchecked Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        @available(iOS 11.0, *)
        case leading = 4
        @available(iOS 11.0, *)
        case trailing = 5
    }

    /// UIControl.h: UIControlState.
    public struct State: OptionSet, Hashable, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var normal: UIControl.State { fatalError() }
        public static var highlighted: UIControl.State { fatalError() }
        public static var disabled: UIControl.State { fatalError() }
        public static var selected: UIControl.State { fatalError() }
        @available(iOS 9.0, *)
        public static var focused: UIControl.State { fatalError() }
        public static var application: UIControl.State { fatalError() }
        public static var reserved: UIControl.State { fatalError() }
    }
}

/// UIControl.h.
@MainActor open class UIControl: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }

    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var isSelected: Bool { get { fatalError() } set { fatalError() } }
    open var isHighlighted: Bool { get { fatalError() } set { fatalError() } }
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 11.0, *)
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment { fatalError() }
    open var state: UIControl.State { fatalError() }
    open var isTracking: Bool { fatalError() }
    open var isTouchInside: Bool { fatalError() }

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { fatalError() }
    open func cancelTracking(with event: UIEvent?) { fatalError() }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { fatalError() }
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
    @available(iOS 14.0, *)
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        fatalError()
    }
    open var allTargets: Set<AnyHashable> { fatalError() }
    open var allControlEvents: UIControl.Event { fatalError() }
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        fatalError()
    }
    @available(iOS 17.4, *)
    open func performPrimaryAction() { fatalError() }
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) { fatalError() }
    @available(iOS 14.0, *)
    open func sendAction(_ action: UIAction) { fatalError() }
    open func sendActions(for controlEvents: UIControl.Event) { fatalError() }

    @available(iOS 14.0, *)
    open var contextMenuInteraction: UIContextMenuInteraction? { fatalError() }
    @available(iOS 14.0, *)
    open var isContextMenuInteractionEnabled: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS 14.0, *)
    open var showsMenuAsPrimaryAction: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS 14.0, *)
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint { fatalError() }
    @available(iOS 15.0, *)
    open var toolTip: String? { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, *)
    open var toolTipInteraction: UIToolTipInteraction? { fatalError() }
    @available(iOS 17.0, *)
    open var isSymbolAnimationEnabled: Bool { get { fatalError() } set { fatalError() } }

    /// The overlay's Swift spelling of -enumerateEventHandlers:.
    @available(iOS 14.0, *)
    public func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {
        fatalError()
    }

    // UIControl.h: `@interface UIControl () <UIContextMenuInteractionDelegate>`, its delegate methods.
    @available(iOS 14.0, *)
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? { fatalError() }
    @available(iOS 14.0, *)
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { fatalError() }
    @available(iOS 14.0, *)
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { fatalError() }
    @available(iOS 14.0, *)
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { fatalError() }
    @available(iOS 14.0, *)
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { fatalError() }
}

/// UIControl.h: `@interface UIControl () <UIContextMenuInteractionDelegate>`.
@available(iOS 14.0, *)
extension UIControl: UIContextMenuInteractionDelegate {}
