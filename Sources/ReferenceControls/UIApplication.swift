import Foundation

/// The application object, reduced to the action-dispatch role that `UIControl` depends on.
public final class UIApplication: Sendable {
    /// The shared application.
    public static let shared = UIApplication()

    private init() {}

    /// Sends `action` to `target`, or along the responder chain when `target` is `nil`, as UIKit's
    /// `-[UIApplication sendAction:to:from:forEvent:]`. Returns `true` when some object handled the action.
    ///
    /// With a `nil` target UIKit starts at the first responder and, when there is none, at the sender (when the
    /// sender is a responder); it then walks `next` until a responder handles the action. A responder whose
    /// `canPerformAction(_:withSender:)` answers `false` is skipped. UIKit sends to the one responder that
    /// `targetForAction:withSender:` picks and crashes if it does not implement the method; the model instead keeps
    /// walking past a responder whose `perform` returns `false`, since it cannot ask `respondsToSelector:`.
    @discardableResult
    public func sendAction(_ action: Selector, to target: AnyObject?, from sender: AnyObject?, for event: UIEvent?)
        -> Bool
    {
        if let target {
            guard let receiver = target as? UIActionReceiving else { return false }
            return receiver.perform(action, with: sender, event: event)
        }
        var responder = firstResponder(near: sender) ?? (sender as? UIResponder)
        while let current = responder {
            if current.canPerformAction(action, withSender: sender),
                current.perform(action, with: sender, event: event)
            {
                return true
            }
            responder = current.next
        }
        return false
    }

    private func firstResponder(near sender: AnyObject?) -> UIResponder? {
        guard let responder = sender as? UIResponder else { return nil }
        return FirstResponderRegistry.firstResponder(forHierarchyOf: responder)
    }
}
