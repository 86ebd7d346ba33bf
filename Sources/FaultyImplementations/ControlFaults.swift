import Foundation
import ReferenceControls

// Faults in UIControl's behaviour. Buttons inherit UIControl's behaviour, so each fault comes as a pair: a control
// subclass and a button subclass with the same override. Everything else is the reference's.

// MARK: highlight-kept-on-cancel

final class CancelKeepsHighlightControl: UIControl, FaultyControl {
    override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        isHighlighted = true
    }
}

final class CancelKeepsHighlightButton: UIButton, FaultyButton {
    override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        isHighlighted = true
    }
}

// MARK: highlight-kept-after-touch-up

final class TouchUpKeepsHighlightControl: UIControl, FaultyControl {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasHighlighted = isHighlighted
        super.touchesEnded(touches, with: event)
        if wasHighlighted { isHighlighted = true }
    }
}

final class TouchUpKeepsHighlightButton: UIButton, FaultyButton {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasHighlighted = isHighlighted
        super.touchesEnded(touches, with: event)
        if wasHighlighted { isHighlighted = true }
    }
}

// MARK: highlight-kept-when-dragged-out

final class DragOutKeepsHighlightControl: UIControl, FaultyControl {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if isTracking && !isTouchInside { isHighlighted = true }
    }
}

final class DragOutKeepsHighlightButton: UIButton, FaultyButton {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if isTracking && !isTouchInside { isHighlighted = true }
    }
}

// MARK: disabled-control-tracks-touches

/// Hit-testing and tracking run as if the control were enabled; `isEnabled` reads back unchanged afterwards.
final class DisabledTracksControl: UIControl, FaultyControl {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asIfEnabled { super.hitTest(point, with: event) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        asIfEnabled { super.touchesBegan(touches, with: event) }
    }
}

final class DisabledTracksButton: UIButton, FaultyButton {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asIfEnabled { super.hitTest(point, with: event) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        asIfEnabled { super.touchesBegan(touches, with: event) }
    }
}

// MARK: selected-missing-from-state

final class UnselectedStateControl: UIControl, FaultyControl {
    override var state: UIControl.State { super.state.subtracting(.selected) }
}

final class UnselectedStateButton: UIButton, FaultyButton {
    override var state: UIControl.State { super.state.subtracting(.selected) }
}

// MARK: touch-down-sent-after-touch-up

/// Everything sent while a touch begins (`.touchDown`, `.touchDownRepeat`) is held back until the touch ends; sent
/// then through `sendAction` again, which passes it on, since nothing is held back any more.
final class LateTouchDownControl: UIControl, FaultyControl {
    private let held = HeldBackActions()

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        held.holding { super.touchesBegan(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        held.releasing { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        held.releasing { super.touchesCancelled(touches, with: event) }
    }

    override func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        guard held.isHolding else { return super.sendAction(action, to: target, for: event) }
        held.hold { [weak self, weak target] in self?.sendAction(action, to: target, for: event) }
    }

    override func sendAction(_ action: UIAction) {
        guard held.isHolding else { return super.sendAction(action) }
        held.hold { [weak self] in self?.sendAction(action) }
    }
}

final class LateTouchDownButton: UIButton, FaultyButton {
    private let held = HeldBackActions()

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        held.holding { super.touchesBegan(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        held.releasing { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        held.releasing { super.touchesCancelled(touches, with: event) }
    }

    override func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        guard held.isHolding else { return super.sendAction(action, to: target, for: event) }
        held.hold { [weak self, weak target] in self?.sendAction(action, to: target, for: event) }
    }

    override func sendAction(_ action: UIAction) {
        guard held.isHolding else { return super.sendAction(action) }
        held.hold { [weak self] in self?.sendAction(action) }
    }
}

// MARK: bounds-only-touch-tracking

final class BoundsOnlyTrackingControl: UIControl, FaultyControl {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        withTouchesOutsideBoundsMovedAway(touches, event) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        withTouchesOutsideBoundsMovedAway(touches, event) { super.touchesEnded(touches, with: event) }
    }
}

final class BoundsOnlyTrackingButton: UIButton, FaultyButton {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        withTouchesOutsideBoundsMovedAway(touches, event) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        withTouchesOutsideBoundsMovedAway(touches, event) { super.touchesEnded(touches, with: event) }
    }
}

// MARK: touch-down-repeat-never-sent

/// Every touch is tracked as a first tap (tap count 1).
final class NoRepeatControl: UIControl, FaultyControl {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        withTapCountsOfOne(touches) { super.touchesBegan(touches, with: event) }
    }
}

final class NoRepeatButton: UIButton, FaultyButton {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        withTapCountsOfOne(touches) { super.touchesBegan(touches, with: event) }
    }
}

// MARK: actions-sent-without-sender

final class NoSenderControl: UIControl, FaultyControl {
    override func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: nil, for: event)
    }
}

final class NoSenderButton: UIButton, FaultyButton {
    override func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: nil, for: event)
    }
}

// MARK: duplicate-target-action-pairs

/// Adding a pair that is already registered adds a second handler that sends the same action to the same target.
final class DuplicatePairsControl: UIControl, FaultyControl {
    override func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: UIControl.Event) {
        let alreadyRegistered = registeredEvents(of: target, action) != nil
        super.addTarget(target, action: action, for: controlEvents)
        if alreadyRegistered { addSecondHandler(sending: action, to: target, for: controlEvents) }
    }
}

final class DuplicatePairsButton: UIButton, FaultyButton {
    override func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: UIControl.Event) {
        let alreadyRegistered = registeredEvents(of: target, action) != nil
        super.addTarget(target, action: action, for: controlEvents)
        if alreadyRegistered { addSecondHandler(sending: action, to: target, for: controlEvents) }
    }
}

// MARK: alignment-not-mirrored-in-rtl

final class UnmirroredAlignmentControl: UIControl, FaultyControl {
    override var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        leftToRightContentHorizontalAlignment
    }
}

final class UnmirroredAlignmentButton: UIButton, FaultyButton {
    override var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        leftToRightContentHorizontalAlignment
    }
}

// MARK: action-identifier-not-replaced

/// An action whose identifier is already registered is added alongside the old one, under a fresh identifier.
final class ActionsAlongsideControl: UIControl, FaultyControl {
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        guard hasAction(identifiedBy: action.identifier) else { return super.addAction(action, for: controlEvents) }
        let alongside = UIAction(title: action.title, image: action.image) { [weak self] _ in self?.sendAction(action) }
        super.addAction(alongside, for: controlEvents)
    }
}

final class ActionsAlongsideButton: UIButton, FaultyButton {
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        guard hasAction(identifiedBy: action.identifier) else { return super.addAction(action, for: controlEvents) }
        let alongside = UIAction(title: action.title, image: action.image) { [weak self] _ in self?.sendAction(action) }
        super.addAction(alongside, for: controlEvents)
    }
}
