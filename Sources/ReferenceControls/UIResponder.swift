import Foundation
import Synchronization

/// The name of an action message, standing in for Objective-C's `SEL`.
///
/// UIKit sends actions as Objective-C messages; Swift on Linux has no message sending, so an action is a value
/// naming the method (for example `"buttonTapped:"`), and receivers handle it in `perform(_:with:event:)`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name as `NSStringFromSelector` would print it, e.g. `"handle:"`.
    public let name: String

    /// Creates a selector with the given name.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a selector from a string literal, so `"handle:"` can be written where a `Selector` is expected.
    public init(stringLiteral value: String) {
        self.name = value
    }

    /// The selector's name.
    public var description: String { name }
}

/// An object that can receive action messages; the model's stand-in for "responds to this selector".
///
/// `UIResponder` conforms, so responders receive actions by overriding `perform(_:with:event:)`. Other objects can
/// conform to be targets of target–action without being responders, as any `NSObject` can be in UIKit.
public protocol UIActionReceiving: AnyObject {
    /// Handles `action` sent by `sender`; returns `false` when this object does not implement `action`.
    func perform(_ action: Selector, with sender: Any?, event: UIEvent?) -> Bool
}

/// The base of the responder chain, as UIKit's `UIResponder`.
open class UIResponder: UIActionReceiving, Hashable {
    /// Creates a responder.
    public init() {}

    /// Identity, as `NSObject`'s default `isEqual:`; so views can be found in `subviews` and targets in `allTargets`.
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    /// Hashes the identity, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The next responder in the chain; `nil` for a plain responder.
    open var next: UIResponder? { nil }

    /// Whether this responder may become first responder; `false` by default, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up first responder status; `true` by default, as in UIKit.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is currently the first responder of its hierarchy.
    open var isFirstResponder: Bool {
        FirstResponderRegistry.firstResponder(forHierarchyOf: self) === self
    }

    /// Asks to become first responder; succeeds only when `canBecomeFirstResponder` is `true`.
    ///
    /// The current first responder of the same hierarchy is asked to resign first; if it refuses, this fails, as in
    /// UIKit. This model has no windows: the root view of a hierarchy stands in for the window that owns its first
    /// responder, and responders that are not views share one process-wide slot.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = FirstResponderRegistry.firstResponder(forHierarchyOf: self) {
            guard current.resignFirstResponder() else { return false }
        }
        FirstResponderRegistry.setFirstResponder(self, forHierarchyOf: self)
        return true
    }

    /// Gives up first responder status; returns `false` when `canResignFirstResponder` is `false`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder {
            FirstResponderRegistry.setFirstResponder(nil, forHierarchyOf: self)
        }
        return true
    }

    /// Called when fingers touch down; the default forwards to `next`, as UIKit's does.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Called when fingers move; the default forwards to `next`, as UIKit's does.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Called when fingers lift; the default forwards to `next`, as UIKit's does.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Called when the system cancels touches; the default forwards to `next`, as UIKit's does.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Whether this responder handles `action`; the responder chain skips responders that answer `false`.
    ///
    /// UIKit's default answers `respondsToSelector:`. The model cannot introspect, so the default answers `true`
    /// and a responder that does not implement the action declines it by returning `false` from `perform`.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        true
    }

    /// Receives `action`; override to handle actions. Returns `false` (not handled) by default.
    open func perform(_ action: Selector, with sender: Any?, event: UIEvent?) -> Bool {
        false
    }

    /// The responder that would handle `action`: the first in the chain from `self` whose `canPerformAction`
    /// answers `true`, as UIKit's `target(forAction:withSender:)`.
    open func target(forAction action: Selector, withSender sender: Any?) -> UIResponder? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }
}

/// Where first responders are recorded: per view hierarchy (keyed by its root) and one slot for non-view responders.
///
/// A per-hierarchy record keeps independent view trees (for example, concurrently running tests) from seeing each
/// other's first responder, just as two UIKit windows each have their own.
enum FirstResponderRegistry {
    // Unchecked: responders are not Sendable, as UIKit's are not; the one slot that holds this box is behind a Mutex.
    private final class WeakResponder: @unchecked Sendable {
        weak var responder: UIResponder?
        init(_ responder: UIResponder?) { self.responder = responder }
    }

    private static let detached = Mutex(WeakResponder(nil))

    static func firstResponder(forHierarchyOf responder: UIResponder) -> UIResponder? {
        if let view = responder as? UIView {
            return view.rootView.hierarchyFirstResponder
        }
        return detached.withLock { $0.responder }
    }

    static func setFirstResponder(_ newValue: UIResponder?, forHierarchyOf responder: UIResponder) {
        if let view = responder as? UIView {
            view.rootView.hierarchyFirstResponder = newValue
            return
        }
        detached.withLock { $0 = WeakResponder(newValue) }
    }
}

/// A target that is not hashable by itself, compared by identity, for ``UIControl/allTargets``.
public struct IdentityTarget: Hashable {
    /// The target object.
    public let object: AnyObject

    /// Wraps `object`.
    public init(_ object: AnyObject) { self.object = object }

    public static func == (lhs: IdentityTarget, rhs: IdentityTarget) -> Bool { lhs.object === rhs.object }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
}
