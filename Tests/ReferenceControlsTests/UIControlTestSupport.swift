import Foundation
import Testing

@testable import ReferenceControls

/// A target that records every action it receives, standing in for an object with `@objc` action methods.
///
/// `handled` limits which selectors it implements (all when `nil`), so it can also play a responder that does not
/// implement an action. `onReceive` runs inside the action, to observe the sender's state at dispatch time.
final class RecordingTarget: UIResponder {
    private(set) var received: [String] = []
    private(set) var senders: [AnyObject?] = []
    private(set) var events: [UIEvent?] = []
    var handled: Set<String>?
    var onReceive: ((Selector, Any?) -> Void)?

    init(handling handled: Set<String>? = nil) {
        self.handled = handled
        super.init()
    }

    override func perform(_ action: Selector, with sender: Any?, event: UIEvent?) -> Bool {
        if let handled, !handled.contains(action.name) { return false }
        received.append(action.name)
        senders.append(sender as AnyObject?)
        events.append(event)
        onReceive?(action, sender)
        return true
    }
}

/// A view that handles the given actions, for responder-chain tests.
final class RecordingView: UIView {
    private(set) var received: [String] = []
    let handled: Set<String>

    init(handling handled: Set<String>) {
        self.handled = handled
        super.init(frame: .zero)
    }

    override func perform(_ action: Selector, with sender: Any?, event: UIEvent?) -> Bool {
        guard handled.contains(action.name) else { return false }
        received.append(action.name)
        return true
    }
}

/// Every touch-related event with a selector named after it, in raw-value order.
let namedTouchEvents: [(UIControl.Event, Selector)] = [
    (.touchDown, "touchDown"),
    (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragInside, "touchDragInside"),
    (.touchDragOutside, "touchDragOutside"),
    (.touchDragEnter, "touchDragEnter"),
    (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"),
    (.touchUpOutside, "touchUpOutside"),
    (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"),
    (.primaryActionTriggered, "primaryActionTriggered"),
]

/// Registers one selector per event on `control`, so the returned target's log is the control's event sequence.
func recordEvents(of control: UIControl) -> RecordingTarget {
    let target = RecordingTarget()
    for (event, selector) in namedTouchEvents {
        control.addTarget(target, action: selector, for: event)
    }
    return target
}

/// A control whose primary action is a tap, like `UIButton`.
final class TapControl: UIControl {
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }
}

/// A 100 × 40 control at (50, 50) inside a 400 × 400 root view; the root stands in for the window.
func makeControlInWindow<Control: UIControl>(_ make: (CGRect) -> Control) -> (root: UIView, control: Control) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let control = make(CGRect(x: 50, y: 50, width: 100, height: 40))
    root.addSubview(control)
    return (root, control)
}
