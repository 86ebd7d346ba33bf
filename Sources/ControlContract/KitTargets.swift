/// An action an implementation sent to a target the kit owns.
///
/// The harness's recorders (`ActionRecorder`, `EventRecorder`) live in the kit, not in the implementation: a case
/// hands one to the implementation as a target (`control.addTarget(recorder, action: …, for: …)`), and when the
/// implementation sends an action to it, it reports the action instead of performing it, and the kit records it.
package struct KitAction: Hashable, Sendable {
    /// The kit's object the action was sent to.
    package var target: ObjectHandle
    /// The action's Objective-C name (`handle:`).
    package var selector: String
    /// The sender (`.object` of the control, usually), or `.null` when the action was sent without one.
    package var sender: Value

    package init(target: ObjectHandle, selector: String, sender: Value) {
        self.target = target
        self.selector = selector
        self.sender = sender
    }
}

extension ObjectHandle {
    /// Whether the handle names an object the kit owns: the kit gives its objects negative IDs, so that they never
    /// meet an implementation's own, which are positive.
    package var isKitObject: Bool { id < 0 }
}
