import Foundation
import ReferenceBinding
import ReferenceControls

/// A final subclass of the reference `UIControl` that changes one behaviour, creatable by a factory.
///
/// The initializer is `UIControl`'s own, inherited; the protocol only lets generic code call it.
protocol FaultyControl: UIControl {
    init(frame: CGRect, primaryAction: UIAction?)
}

/// A final subclass of the reference `UIButton` that changes one behaviour, creatable by a factory.
protocol FaultyButton: UIButton {
    init(frame: CGRect, primaryAction: UIAction?)
    init(type: UIButton.ButtonType, primaryAction: UIAction?)
    init(configuration: UIButton.Configuration, primaryAction: UIAction?)
}

extension ReferenceObjectFactory {
    /// Creates `Control` for every control and `Button` for every button: for faults in `UIControl`, which
    /// buttons inherit.
    static func making<Control: FaultyControl, Button: FaultyButton>(
        _ control: Control.Type, _ button: Button.Type
    ) -> ReferenceObjectFactory {
        ReferenceObjectFactory(
            makeControl: { frame, primaryAction in Control(frame: frame, primaryAction: primaryAction) },
            makeButton: { creation, primaryAction in Button.make(creation, primaryAction) })
    }

    /// Creates `Button` for every button and the reference's own `UIControl` for plain controls: for faults in
    /// `UIButton`.
    static func making<Button: FaultyButton>(buttons button: Button.Type) -> ReferenceObjectFactory {
        ReferenceObjectFactory(
            makeControl: ReferenceObjectFactory.standard.makeControl,
            makeButton: { creation, primaryAction in Button.make(creation, primaryAction) })
    }
}

extension FaultyButton {
    fileprivate static func make(_ creation: ReferenceObjectFactory.ButtonCreation, _ primaryAction: UIAction?)
        -> Self
    {
        switch creation {
        case .frame(let frame): Self(frame: frame, primaryAction: primaryAction)
        case .type(let type): Self(type: type, primaryAction: primaryAction)
        case .configuration(let configuration): Self(configuration: configuration, primaryAction: primaryAction)
        }
    }
}

/// Per-state values as the variant itself stores them, keyed by the exact state, so that a faulty lookup can
/// tell a value set for a state from one that falls back to `.normal`.
struct ExactStateValues<Value> {
    private var storage: [UInt: Value] = [:]

    /// The value set for exactly `state`; assigning `nil` removes it.
    subscript(state: UIControl.State) -> Value? {
        get { storage[state.rawValue] }
        set { storage[state.rawValue] = newValue }
    }
}

extension UIControl {
    /// The events of the target–action registration of (`target`, `action`), or `nil` when there is none.
    func registeredEvents(of target: AnyObject?, _ action: Selector) -> UIControl.Event? {
        var found: UIControl.Event?
        enumerateEventHandlers { _, handlerTarget, handlerAction, events, stop in
            if handlerAction == action, handlerTarget === target {
                found = events
                stop = true
            }
        }
        return found
    }

    /// Whether a `UIAction` with `identifier` is registered.
    func hasAction(identifiedBy identifier: UIAction.Identifier) -> Bool {
        var found = false
        enumerateEventHandlers { handler, _, _, _, stop in
            if handler?.identifier == identifier {
                found = true
                stop = true
            }
        }
        return found
    }

    /// Runs `body` as if the control were enabled; a disabled control is disabled again afterwards, so `isEnabled`
    /// reads back unchanged.
    func asIfEnabled<Result>(_ body: () -> Result) -> Result {
        guard !isEnabled else { return body() }
        isEnabled = true
        defer { isEnabled = false }
        return body()
    }

    /// Runs `body` with the tap count of each of `touches` set to 1, then puts the tap counts back.
    func withTapCountsOfOne(_ touches: Set<UITouch>, _ body: () -> Void) {
        let tapCounts = touches.map { ($0, $0.tapCount) }
        for touch in touches { touch.tapCount = 1 }
        body()
        for (touch, tapCount) in tapCounts { touch.tapCount = tapCount }
    }

    /// Adds a `UIAction` for `controlEvents` that sends `action` to `target` again: a second handler of a pair.
    func addSecondHandler(sending action: Selector, to target: AnyObject?, for controlEvents: UIControl.Event) {
        guard !controlEvents.isEmpty else { return }
        addAction(
            UIAction { [weak self, weak target] _ in self?.sendAction(action, to: target, for: nil) },
            for: controlEvents)
    }

    /// `contentHorizontalAlignment` with leading read as left and trailing as right, whatever the layout direction.
    var leftToRightContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        case .center, .left, .right, .fill: contentHorizontalAlignment
        }
    }

    /// Runs `body` with every touch of this control that lies outside its bounds moved far away, then puts those
    /// touches back: the control then treats its bounds as its whole tracking area.
    func withTouchesOutsideBoundsMovedAway(_ touches: Set<UITouch>, _ event: UIEvent?, _ body: () -> Void) {
        var moved: [(touch: UITouch, location: CGPoint)] = []
        for touch in event?.allTouches ?? touches where touch.view === self {
            let location = touch.location(in: self)
            if !point(inside: location, with: event) {
                moved.append((touch, location))
                touch.update(location: CGPoint(x: -10_000, y: -10_000), in: self, phase: touch.phase)
            }
        }
        body()
        for (touch, location) in moved {
            touch.update(location: location, in: self, phase: touch.phase)
        }
    }
}

extension CGSize {
    /// The size grown by the sum of each pair of opposite insets.
    func grown(by insets: UIEdgeInsets) -> CGSize {
        CGSize(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    /// The size shrunk by the sum of each pair of opposite insets.
    func shrunk(by insets: UIEdgeInsets) -> CGSize {
        CGSize(width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// Target–action messages and `UIAction`s held back while a touch begins, to be sent when it ends.
final class HeldBackActions {
    /// Whether sends are being held back now.
    var isHolding = false
    private var pending: [() -> Void] = []

    /// Runs `body`, a touch beginning, holding back what it sends.
    func holding(_ body: () -> Void) {
        isHolding = true
        body()
        isHolding = false
    }

    /// Runs `body`, a touch ending, then sends everything held back.
    func releasing(_ body: () -> Void) {
        body()
        release()
    }

    /// Keeps `send` for later.
    func hold(_ send: @escaping () -> Void) {
        pending.append(send)
    }

    /// Sends everything held back, in the order it was held.
    func release() {
        let sends = pending
        pending.removeAll()
        for send in sends { send() }
    }
}
