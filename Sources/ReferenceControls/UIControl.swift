import Foundation

/// The base class of controls, as UIKit's `UIControl`: state, content alignment, target–action, `UIAction`
/// handlers and touch tracking.
///
/// Behaviour follows UIKit's real implementation where it is known: "decompiled iOS 26.1 UIKitCore" in comments
/// refers to `UIKitCore.framework/UIKitCore/UIControl.mm` and `UIAction.mm` in the public decompilation repository
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore. Registration bookkeeping lives in `UIControl+TargetAction.swift` and
/// the touch-tracking algorithm in `UIControl+Tracking.swift`.
open class UIControl: UIView {
    /// The state of a control, with the raw values of UIKit's `UIControlState` (UIControl.h).
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates a state from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state: no bits set.
        public static let normal = State([])
        /// The control is highlighted (typically while a touch is inside it).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (tvOS, or keyboard focus).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits available to the app for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for UIKit.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Control events, with the raw values of UIKit's `UIControlEvents` (UIControl.h).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates events from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved while inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved while outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved from outside the tracking area to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved from inside the tracking area to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended by pressing Return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All touch events.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// All editing events.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits available to the app for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for UIKit.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Vertical placement of content, with UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centered vertically.
        case center = 0
        /// Aligned to the top.
        case top = 1
        /// Aligned to the bottom.
        case bottom = 2
        /// Stretched to fill the height.
        case fill = 3
    }

    /// Horizontal placement of content, with UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centered horizontally.
        case center = 0
        /// Aligned to the left.
        case left = 1
        /// Aligned to the right.
        case right = 2
        /// Stretched to fill the width.
        case fill = 3
        /// Aligned to the leading edge (left in left-to-right layouts).
        case leading = 4
        /// Aligned to the trailing edge (right in left-to-right layouts).
        case trailing = 5
    }

    /// The registrations (target–action pairs and `UIAction`s) in dispatch order.
    var eventHandlers: [ControlEventHandler] = []

    // Tracking state; see `UIControl+Tracking.swift`.
    var trackingFlag = false
    var touchInsideFlag = false
    private var highlightedFlag = false

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control and registers `primaryAction` (if any) for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    // MARK: State

    /// Whether the control is enabled; a disabled control has `.disabled` in `state` and is skipped by hit-testing,
    /// so touches go to the views behind it.
    ///
    /// Disabling a control does not stop a touch it is already tracking: UIKit's `setEnabled:` only flips the flag,
    /// so the touch still ends with `.touchUpInside` (decompiled iOS 26.1 UIKitCore, `-[UIControl setEnabled:]`).
    open var isEnabled = true {
        didSet {
            if oldValue != isEnabled { stateDidChange() }
        }
    }

    /// Whether the control is selected.
    open var isSelected = false {
        didSet {
            if oldValue != isSelected { stateDidChange() }
        }
    }

    /// Whether the control is highlighted; touch tracking sets it while the touch is inside.
    ///
    /// A disabled control cannot become highlighted: UIKit's `setHighlighted:` ignores `YES` while the disabled
    /// flag is set (decompiled iOS 26.1 UIKitCore), though un-highlighting always works.
    open var isHighlighted: Bool {
        get { highlightedFlag }
        set {
            guard newValue != highlightedFlag else { return }
            if newValue && !isEnabled { return }
            highlightedFlag = newValue
            stateDidChange()
        }
    }

    /// The control's state, derived from `isEnabled`, `isSelected` and `isHighlighted` (focus is not modelled).
    open var state: State {
        var result: State = .normal
        if isHighlighted { result.insert(.highlighted) }
        if !isEnabled { result.insert(.disabled) }
        if isSelected { result.insert(.selected) }
        return result
    }

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changes; subclasses refresh their appearance.
    ///
    /// Not UIKit API (UIKit subclasses override the setters); it gives the model's subclasses one place to react.
    open func stateDidChange() {}

    // MARK: Content alignment

    /// The vertical alignment of content; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    // MARK: Symbol animation (iOS 17)

    /// Whether symbol effects animate in the control (iOS 17). UIControl.h declares it readwrite and says only that
    /// the default "varies depending on the control". No Apple page or public report gives UIButton's default; the
    /// model starts every control at `false` (inferred: public UIKit code turns it on explicitly, e.g.
    /// `button.isSymbolAnimationEnabled = true` behind `#available(iOS 17.0, *)`). Symbol effects themselves are not
    /// drawn, so the value is only stored.
    open var isSymbolAnimationEnabled = false

    // MARK: Menus (iOS 14)

    /// Whether a tap shows the control's menu instead of sending the primary action (iOS 14); `false` by default.
    open var showsMenuAsPrimaryAction = false

    /// The text of the control's tool tip (iOS 15); `nil`, no tool tip, until set (inferred: Apple documents it as
    /// "the default text to display in the control's tooltip" and a new control has none). Pointers and tool-tip
    /// interactions are not modelled beyond ``toolTipInteraction``, so the text is only stored.
    open var toolTip: String? {
        didSet {
            // Apple (toolTipInteraction): "When you set the toolTip property, the control creates a
            // UIToolTipInteraction object and assigns it". Keeping the interaction once made, and its default text
            // following toolTip (nil included), is the model's reading (inferred).
            if toolTip != nil && storedToolTipInteraction == nil {
                storedToolTipInteraction = UIToolTipInteraction()
            }
            storedToolTipInteraction?.defaultToolTip = toolTip
        }
    }

    /// The tool-tip interaction the control made when ``toolTip`` was first set (iOS 15); `nil` before that.
    open var toolTipInteraction: UIToolTipInteraction? { storedToolTipInteraction }

    private var storedToolTipInteraction: UIToolTipInteraction?

    /// Whether the control has a context-menu interaction (iOS 14); `false` by default.
    ///
    /// Turning it on creates the interaction that ``contextMenuInteraction`` returns; menus are not presented.
    open var isContextMenuInteractionEnabled = false {
        didSet {
            storedContextMenuInteraction =
                isContextMenuInteractionEnabled
                ? (storedContextMenuInteraction ?? UIContextMenuInteraction()) : nil
        }
    }

    /// The control's context-menu interaction while ``isContextMenuInteractionEnabled`` is on, else `nil`.
    open var contextMenuInteraction: UIContextMenuInteraction? { storedContextMenuInteraction }

    private var storedContextMenuInteraction: UIContextMenuInteraction?

    /// The horizontal alignment of content; `.center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// The horizontal alignment with `.leading` and `.trailing` resolved to `.left` or `.right` by
    /// `effectiveUserInterfaceLayoutDirection`; other values are returned unchanged.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .center, .left, .right, .fill: return contentHorizontalAlignment
        }
    }

    // MARK: Target–action

    /// Registers `action` to be sent to `target` (or along the responder chain when `target` is `nil`) for
    /// `controlEvents`; empty `controlEvents` are ignored. The target is not retained.
    ///
    /// One registration exists per (target, action) pair. Adding the pair again replaces the registration with one
    /// holding the union of the old and new events, placed at the end of the dispatch order; so the action is never
    /// sent twice for one event, but it moves behind registrations added in between. Evidence: decompiled iOS 26.1
    /// UIKitCore, `-[UIControl _addControlTargetAction:]` removes the matching entry, merges its event mask into the
    /// new one and appends the new one.
    open func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        insert(ControlEventHandler(target: target, action: action, events: controlEvents))
    }

    /// Stops sending actions to `target` for `controlEvents`.
    ///
    /// Follows UIKit's real algorithm, which is coarser than its documentation: `controlEvents` are cleared from
    /// *every* registration of `target` (every registration, `UIAction`s included, when `target` is `nil`), and a
    /// registration is removed only when it is left with no events and `action` is `nil` or its own action. So
    /// `removeTarget(t, action: "a:", for: .touchUpInside)` also stops `t`'s other actions for `.touchUpInside`,
    /// and leaves an empty registration behind when one of them has no events left. Evidence: decompiled iOS 26.1
    /// UIKitCore, `-[UIControl removeTarget:action:forControlEvents:]`.
    open func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
        for handler in eventHandlers.reversed() where target == nil || handler.target === target {
            handler.events.subtract(controlEvents)
            if handler.events.isEmpty, action == nil || handler.selector == action {
                remove(handler)
            }
        }
    }

    /// The distinct targets of the registrations, as UIKit's `Set<AnyHashable>`.
    ///
    /// A target–action registration whose target is `nil` (the responder chain) or has been deallocated contributes
    /// ``UIControl/responderChainTarget``, an `NSNull`, as UIKit's does (Apple: "The set may include NSNull to
    /// indicate at least one action message is sent to an object in the responder chain"); `UIAction` registrations
    /// contribute nothing. Responders are hashed by identity, as `NSObject`s are; any other target object is
    /// wrapped in an ``IdentityTarget``.
    open var allTargets: Set<AnyHashable> {
        var result = Set<AnyHashable>()
        for handler in eventHandlers {
            if let target = handler.target {
                result.insert((target as? AnyHashable) ?? AnyHashable(IdentityTarget(target)))
            } else if handler.uiAction == nil {
                result.insert(AnyHashable(Self.responderChainTarget))
            }
        }
        return result
    }

    /// The `NSNull` that stands for the responder chain in ``allTargets``.
    public static let responderChainTarget = NSNull()

    /// The union of the events of every registration, target–action and `UIAction` alike.
    open var allControlEvents: Event {
        eventHandlers.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the actions sent to `target` for `controlEvent`, in dispatch order, or `nil` when there are none.
    ///
    /// A registration matches when its events include *all* of `controlEvent` (UIKit tests
    /// `controlEvent & ~mask == 0`), so asking for two events finds only actions registered for both. A `nil`
    /// target always gives `nil`, as Apple's reference says ("Specifying nil always returns nil"), even when
    /// responder-chain registrations exist.
    open func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        guard target != nil else { return nil }
        let names = eventHandlers.compactMap { handler -> String? in
            guard let selector = handler.selector, handler.target === target,
                handler.events.isSuperset(of: controlEvent)
            else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }

    /// Sends `action` to `target` (or along the responder chain when `nil`) through `UIApplication.shared`, with the
    /// control as sender. Every target–action dispatch goes through here, so subclasses override it to observe or
    /// filter what the control sends.
    open func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Sends the actions registered for any of `controlEvents`, in dispatch order, with no `UIEvent`.
    ///
    /// Each registration fires at most once per call. Target–action registrations go through
    /// `sendAction(_:to:for:)`, `UIAction`s through `sendAction(_:)`. For a control whose primary action is a tap
    /// (`sendsPrimaryActionOnTouchUpInside`), sending `.touchUpInside` is followed by `.primaryActionTriggered`,
    /// exactly as a real tap is.
    open func sendActions(for controlEvents: Event) {
        dispatchActions(for: controlEvents, with: nil)
    }

    /// Sends `.primaryActionTriggered`, as iOS 17.4's `performPrimaryAction()` does for a control without a menu.
    open func performPrimaryAction() {
        dispatchActions(for: .primaryActionTriggered, with: nil)
    }

    // MARK: UIAction

    /// Registers a copy of `action` for `controlEvents`.
    ///
    /// Actions are unique by identifier (Apple: "subsequent actions with the same identifier replace previously
    /// added actions"): the new registration takes over the old one's events and moves to the end of the dispatch
    /// order. As in UIKit, the control keeps a *copy* (`[action copy]`), so the action handed to the handler and to
    /// `enumerateEventHandlers` is equal to `action` (same identifier) but not the same object.
    ///
    /// - Precondition: `controlEvents` is not empty; UIKit raises "Attempt to set action … with no event mask set".
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        precondition(!controlEvents.isEmpty, "Attempt to set action '\(action)' with no event mask set")
        insert(ControlEventHandler(action: action.copy(), events: controlEvents))
    }

    /// Removes `controlEvents` from the registration of the action equal to `action` (same identifier); the
    /// registration disappears when no events are left.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes `controlEvents` from the registration of the action with `actionIdentifier`; the registration
    /// disappears when no events are left.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for handler in eventHandlers.reversed() where handler.uiAction?.identifier == actionIdentifier {
            handler.events.subtract(controlEvents)
            if handler.events.isEmpty { remove(handler) }
        }
    }

    /// Calls `iterator` for every registration in dispatch order: a `UIAction` (with `nil` target and action) or a
    /// target–action pair (with a `nil` action handler, and a `nil` target for the responder chain), with the
    /// registration's events. Set `stop` to end early. Registrations changed by `iterator` do not affect the pass.
    ///
    /// UIKit's iterator takes an `UnsafeMutablePointer<ObjCBool>`; the model uses `inout Bool`.
    open func enumerateEventHandlers(
        _ iterator: (
            _ actionHandler: UIAction?, _ target: AnyObject?, _ action: Selector?, _ controlEvents: Event,
            _ stop: inout Bool
        ) -> Void
    ) {
        var stop = false
        for handler in eventHandlers {
            iterator(handler.uiAction, handler.target, handler.selector, handler.events, &stop)
            if stop { return }
        }
    }

    /// Runs `action`'s handler with the control as the action's `sender`.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Touch tracking

    /// Whether the control is tracking a touch: from a `beginTracking` that returned `true` until the touch ends, is
    /// cancelled, or `continueTracking` returns `false`.
    open var isTracking: Bool { trackingFlag }

    /// Whether the tracked touch is inside the control's tracking area (its bounds grown by `touchTrackingMargin`
    /// on every side, or wherever `point(inside:with:)` says).
    ///
    /// Cleared when a touch ends, but, as in UIKit, not when it is cancelled.
    open var isTouchInside: Bool { touchInsideFlag }

    /// Whether `.touchUpInside` is followed by `.primaryActionTriggered`, for real taps and for `sendActions(for:)`.
    ///
    /// `false` for a plain control; `UIButton`, whose primary action is a tap, overrides it to `true`. (UIKit's
    /// private `_controlEventsForActionTriggered` is `.touchUpInside` for buttons and `.valueChanged` for sliders.)
    open var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Called when a touch begins in an enabled control; return `false` to ignore the whole touch (no highlight,
    /// no events). Returns `true` by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called when the tracked touch moves, before the control updates its state; return `false` to stop tracking.
    /// Returns `true` by default.
    ///
    /// Returning `false` ends tracking without `endTracking`, without events and without clearing the highlight:
    /// in UIKit the control then stays highlighted, and the rest of the touch goes to the next responder.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called when the tracked touch lifts, while `isTracking` is still `true` and before `.touchUpInside` or
    /// `.touchUpOutside` is sent. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled (or the control leaves its hierarchy while tracking).
    ///
    /// The default implementation does UIKit's work: it stops tracking, clears the highlight and sends
    /// `.touchCancel`. An override that does not call `super` suppresses all three.
    open func cancelTracking(with event: UIEvent?) {
        trackingFlag = false
        isHighlighted = false
        dispatchActions(for: .touchCancel, with: event)
    }

    /// Starts tracking the touch that belongs to this control: asks `beginTracking`, then highlights the control and
    /// sends `.touchDown` (and `.touchDownRepeat` for a repeated tap). A disabled or non-interactive control passes
    /// the touches to the next responder instead.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesBegan(touches, with: event)
    }

    /// Follows the tracked touch: asks `continueTracking`, updates `isTouchInside` and the highlight, and sends the
    /// drag events. Without a tracked touch, passes the touches to the next responder.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesMoved(touches, with: event)
    }

    /// Finishes the tracked touch: calls `endTracking`, sends `.touchUpInside` or `.touchUpOutside`, then clears
    /// the highlight. Without a tracked touch, passes the touches to the next responder.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesEnded(touches, with: event)
    }

    /// Cancels the tracked touch through `cancelTracking(with:)`; does nothing when not tracking.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking {
            cancelTracking(with: event)
        }
    }

    // MARK: Hierarchy

    override func didDetachFromHierarchy() {
        super.didDetachFromHierarchy()
        // UIKit cancels tracking when a control leaves its window (`-[UIControl _didMoveFromWindow:toWindow:]`).
        if isTracking {
            cancelTracking(with: nil)
        }
    }

    // MARK: Hit-testing

    /// Whether `point` is inside the control's bounds, as `UIView`'s.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event)
    }

    /// As `UIView`'s, but a disabled control (and everything inside it) is never hit, as in UIKit.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }
}
