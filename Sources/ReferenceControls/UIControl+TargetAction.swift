import Foundation

/// One registration on a control: a target–action pair or a `UIAction`, with the events it fires for.
///
/// Mirrors UIKit's private `UIControlTargetAction` (a weak target, an action, an action handler and an event mask).
/// It is a class because a dispatch pass works on a snapshot of the list while reading each registration's *live*
/// events, so events removed by an earlier action in the same pass stop later ones, as in UIKit.
final class ControlEventHandler {
    /// Not retained: UIKit documents that a control does not retain its targets. A deallocated target reads as
    /// `nil`, which makes the registration indistinguishable from a responder-chain one, as in UIKit.
    weak var target: AnyObject?
    let selector: Selector?
    let uiAction: UIAction?
    var events: UIControl.Event

    init(target: AnyObject?, action: Selector, events: UIControl.Event) {
        self.target = target
        self.selector = action
        self.uiAction = nil
        self.events = events
    }

    init(action: UIAction, events: UIControl.Event) {
        self.target = nil
        self.selector = nil
        self.uiAction = action
        self.events = events
    }

    /// Whether `other` registers the same thing: the same `UIAction` identifier, or the same target and action.
    func registersSameHandler(as other: ControlEventHandler) -> Bool {
        if let uiAction {
            return other.uiAction?.identifier == uiAction.identifier
        }
        return other.uiAction == nil && other.target === target && other.selector == selector
    }
}

extension UIControl {
    /// Adds `handler` at the end of the dispatch order, absorbing the events of any registration of the same thing.
    func insert(_ handler: ControlEventHandler) {
        for existing in eventHandlers.reversed() where handler.registersSameHandler(as: existing) {
            handler.events.formUnion(existing.events)
            remove(existing)
        }
        eventHandlers.append(handler)
    }

    func remove(_ handler: ControlEventHandler) {
        eventHandlers.removeAll { $0 === handler }
    }

    /// Sends every registration whose events intersect `controlEvents`, once each, in dispatch order; then, when
    /// `controlEvents` contains the control's primary-action trigger, sends `.primaryActionTriggered`.
    ///
    /// As UIKit's `_sendActionsForEvents:withEvent:`, the pass runs over a copy of the list, so registrations added
    /// by an action wait for the next pass, while events removed by an action take effect at once.
    func dispatchActions(for controlEvents: Event, with event: UIEvent?) {
        let snapshot = eventHandlers
        for handler in snapshot where !handler.events.isDisjoint(with: controlEvents) {
            if let action = handler.uiAction {
                sendAction(action)
            } else if let selector = handler.selector {
                // A deallocated target reads as nil here, so its action goes to the responder chain, as in UIKit.
                sendAction(selector, to: handler.target, for: event)
            }
        }
        if sendsPrimaryActionOnTouchUpInside, controlEvents.contains(.touchUpInside) {
            dispatchActions(for: .primaryActionTriggered, with: event)
        }
    }

    /// Calls `iterator` once per registration, in dispatch order, with its `UIAction` or its target–action pair and
    /// its events, until the iterator sets `stop`. UIControl.h (iOS 14): "Iterate over the event handlers installed
    /// on this control at the time this method is called. For each call, either actionHandler or action will be
    /// non-nil. controlEvents is always non-zero. Setting *stop to YES will terminate the enumeration early. It is
    /// legal to manipulate the control's event handlers within the block." Hence the iteration over a copy.
    public func enumerateEventHandlers(
        _ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void
    ) {
        var stop = false
        for handler in eventHandlers {
            let targetAction = handler.selector.map { (handler.target as Any?, $0) }
            iterator(handler.uiAction, targetAction, handler.events, &stop)
            if stop { return }
        }
    }
}
