import Foundation

/// Drives touch sequences into a control the way UIKit's touch delivery would, for tests and harnesses.
///
/// Locations are in the control's own coordinates. At touch-down the simulator hit-tests the control's whole
/// hierarchy (from its root) at that point and delivers the touch, and all its later phases, to the view that was
/// hit, as UIKit's window does. So a hidden, transparent, non-interactive or disabled control never sees the touch,
/// a view in front of the control takes it, and a touch on an interactive subview of the control reaches the control
/// only through the responder chain (where `UIControl` ignores it, as in UIKit).
public struct TouchSimulator {
    /// The control the locations are relative to.
    public let control: UIControl
    private var touch: UITouch?
    private var clock: TimeInterval = 0

    /// Creates a simulator for `control`.
    public init(control: UIControl) {
        self.control = control
    }

    /// Whether a finger is down.
    public var isTouching: Bool { touch != nil }

    /// The view that received the current touch (`nil` when no finger is down or nothing was hit).
    public var touchedView: UIView? { touch?.view }

    /// Puts a finger down at `point` with the given tap count (2 for the second tap of a double tap).
    public mutating func down(at point: CGPoint, tapCount: Int = 1) {
        let root = control.rootView
        let pointInRoot = control.convert(point, to: nil)
        let hitView = root.hitTest(pointInRoot, with: nil)
        let location = hitView?.convert(pointInRoot, from: nil) ?? pointInRoot
        let newTouch = UITouch(view: hitView, location: location, phase: .began, tapCount: tapCount, timestamp: tick())
        touch = newTouch
        deliver(newTouch) { view, touches, event in view.touchesBegan(touches, with: event) }
    }

    /// Moves the finger to `point`.
    public mutating func move(to point: CGPoint) {
        guard let touch else { return }
        touch.update(location: point, in: control, phase: .moved, timestamp: tick())
        deliver(touch) { view, touches, event in view.touchesMoved(touches, with: event) }
    }

    /// Lifts the finger, at `point` when given (a release can land away from the last reported move), otherwise
    /// where it is.
    public mutating func up(at point: CGPoint? = nil) {
        guard let touch else { return }
        let location = point ?? touch.location(in: control)
        touch.update(location: location, in: control, phase: .ended, timestamp: tick())
        self.touch = nil
        deliver(touch) { view, touches, event in view.touchesEnded(touches, with: event) }
    }

    /// Cancels the touch, as the system does for an incoming call or a gesture recognizer taking over.
    public mutating func cancel() {
        guard let touch else { return }
        touch.update(location: touch.location(in: control), in: control, phase: .cancelled, timestamp: tick())
        self.touch = nil
        deliver(touch) { view, touches, event in view.touchesCancelled(touches, with: event) }
    }

    /// Taps `count` times in quick succession at `point` (the control's center when `nil`); the n-th tap has
    /// tap count n, as a double tap does in UIKit.
    public mutating func tap(count: Int = 1, at point: CGPoint? = nil) {
        let location = point ?? CGPoint(x: control.bounds.midX, y: control.bounds.midY)
        for tapNumber in 1...max(1, count) {
            down(at: location, tapCount: tapNumber)
            up()
        }
    }

    // Each touch phase is stamped 0.05 s after the previous one: the model's choice (inferred), only so that
    // timestamps increase; no case depends on the interval.
    private mutating func tick() -> TimeInterval {
        clock += 0.05
        return clock
    }

    private func deliver(_ touch: UITouch, _ send: (UIView, Set<UITouch>, UIEvent) -> Void) {
        guard let view = touch.view else { return }
        send(view, [touch], UIEvent(touches: [touch], timestamp: touch.timestamp))
    }
}
