/// Identifies an implementation under test.
package struct ImplementationInfo: Hashable, Sendable, Codable {
    /// A short name used on the command line and in reports (`reference`).
    package var name: String
    package var version: String
    /// Every member key the implementation supports, in a fixed order. A member's position in
    /// this list is its ``MemberID``. See ``MemberKey`` for the spelling of keys.
    package var supportedMembers: [String]

    package init(name: String, version: String, supportedMembers: [String]) {
        self.name = name
        self.version = version
        self.supportedMembers = supportedMembers
    }
}

/// A member resolved once against an implementation's ``ImplementationInfo/supportedMembers``;
/// calls carry this index instead of a string, so the hot path does no string lookups.
package struct MemberID: Hashable, Sendable, Codable {
    package var index: Int
    package init(_ index: Int) { self.index = index }
}

/// Why a contract call did not produce a value. Errors are data, never crashes of the caller.
package enum ContractFailure: Error, Hashable, Sendable, Codable {
    /// The implementation does not support this member or argument combination.
    case unsupported(String)
    /// The call was made but the implementation refused it (a precondition, a bad argument).
    case failed(String)
    /// The implementation died while handling the call (only out-of-process implementations
    /// can report this).
    case crashed(String)
    /// The implementation did not answer in time.
    case timedOut(String)
}

/// A control implementation that cases run against: the reference model, a faulty variant,
/// or another process speaking the wire protocol.
package protocol ControlImplementation: Sendable {
    var info: ImplementationInfo { get }
    /// A fresh session with no objects; each case runs in its own session so no state leaks.
    func makeSession() throws(ContractFailure) -> any ControlSession
    /// Which rules of the kit's harness the implementation was written for; ``HarnessRules/current`` unless it
    /// speaks wire protocol 1.
    var harnessRules: HarnessRules { get }
}

extension ControlImplementation {
    package var harnessRules: HarnessRules { .current }
}

/// How the kit meets an implementation's constants and recorders (PROTOCOL.md, "Versions").
package enum HarnessRules: Hashable, Sendable {
    /// Registry constants are the implementation's answers, and the recorders are the kit's.
    case current
    /// Wire protocol 1 as it was first published: a registry constant the implementation does not announce is the
    /// registry's raw value, and a recorder class whose initializer it announces (`ActionRecorder.init()`) is its
    /// own, every member of it.
    case protocol1
}

/// One case's world: the objects it created, and the calls made on them.
///
/// A session is used from one thread at a time.
package protocol ControlSession: AnyObject {
    /// Performs one member of the contract.
    ///
    /// - Parameters:
    ///   - member: the member, resolved against ``ImplementationInfo/supportedMembers``.
    ///   - receiver: the object for instance members and property accessors; `nil` for
    ///     initializers, class methods and free harness functions.
    ///   - arguments: the arguments in declaration order; a setter receives the new value alone.
    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    >

    /// Gives the session the host that runs the case's closures (``Value/closure(_:)``), before
    /// the case's first call. The session keeps it until ``close()``. An implementation that never
    /// calls a closure need not implement this.
    func attach(closures host: any ClosureHost)

    /// Ends the session, releasing its objects.
    func close()

    /// The actions sent to the kit's objects since the last call, in the order they were sent (see ``KitAction``);
    /// the kit asks after every ``invoke(_:on:with:)``. An implementation that never sends to them keeps the
    /// default, which has none.
    func takeKitActions() -> [KitAction]
}

extension ControlSession {
    package func attach(closures host: any ClosureHost) {}
    package func close() {}
    package func takeKitActions() -> [KitAction] { [] }
}

/// Runs the closures a case handed to an implementation: `UIAction { _ in … }`, a
/// `configurationUpdateHandler`, a transformer.
///
/// An implementation calls the host where UIKit would call the closure, synchronously, from
/// inside one of the session's `invoke`s (an action's handler runs while `sendActions(for:)` is
/// being invoked). The result is the closure's return value (`.void` for none); a failure means
/// the closure's body failed, and the implementation should fail the call it was running.
package protocol ClosureHost: AnyObject {
    func call(_ closure: ClosureHandle, with arguments: [Value]) -> Result<Value, ContractFailure>
}

extension ImplementationInfo {
    /// Resolves keys to IDs once; `nil` where the implementation lacks a member.
    package func memberTable() -> [String: MemberID] {
        var table: [String: MemberID] = [:]
        for (index, key) in supportedMembers.enumerated() { table[key] = MemberID(index) }
        return table
    }
}

/// The spelling of member keys shared by the interpreter, every implementation and the wire
/// protocol.
///
/// - Property getter: `UIControl.isEnabled`; setter: `UIControl.isEnabled=`.
/// - Method: `UIButton.setTitle(_:for:)`; initializer: `UIButton.init(type:)`;
///   class method: `UIButton.systemButton(with:target:action:)` (receiver `nil`).
/// - Members are keyed by the class that declares them (`UIControl.isEnabled` also for a button;
///   `UIView.frame` for any view).
/// - Harness helpers: free functions as `Harness.tap(_:)`, harness classes by their own name
///   (`ActionRecorder.init()`, `ActionRecorder.actions`).
package enum MemberKey {
    package static func setter(_ getter: String) -> String { getter + "=" }
}
