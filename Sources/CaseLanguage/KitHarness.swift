import ControlContract

/// The harness objects the kit owns: `ActionRecorder` and `EventRecorder` (Docs/CASES.md).
///
/// An implementation does not build them. A case's recorder is a kit object with a negative handle ID; the case
/// passes it to the implementation as a target, the implementation reports each action sent to it (a
/// ``KitAction``, `action` messages on the wire) and the kit records what the recorder would. `EventRecorder`
/// observes a control through the implementation's own `addTarget(_:action:for:)`, with the event constants the
/// implementation gives (PROTOCOL.md, "The kit's harness").
public enum KitHarness {
    /// The member keys the kit performs itself, whatever the implementation announces.
    public static let keys: [String] = [
        "ActionRecorder.init()", "ActionRecorder.actions", "ActionRecorder.senders", "ActionRecorder.count",
        "ActionRecorder.reset()", "EventRecorder.init(observing:)", "EventRecorder.names", "EventRecorder.events",
        "EventRecorder.reset()",
    ]
    static let keySet = Set(keys)

    /// The action methods of `ActionRecorder`, by Objective-C name; an action with another selector is not recorded.
    public static let actionSelectors: Set<String> = [
        "handle:", "handleOther:", "handle:event:", "handleWithoutSender",
    ]

    /// The single control events an `EventRecorder` registers for, in this order, each with the action
    /// `<name>:` (`touchDown:`) and the constant `UIControl.Event.<name>` it asks the implementation for.
    public static let eventNames = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        "menuActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit",
    ]

    /// The member list the cases link against: the implementation's, then the kit's keys, which win.
    static func linkedInfo(_ info: ImplementationInfo) -> ImplementationInfo {
        var linked = info
        linked.supportedMembers += keys
        return linked
    }
}

/// A session of the implementation with the kit's harness in front of it: members past the implementation's own
/// are the kit's; after every call of the implementation, the actions it sent to kit objects are recorded.
final class KitHarnessSession: ControlSession {
    private let inner: any ControlSession
    private let ownCount: Int
    private let implementation: ImplementationInfo
    /// The implementation's members by key, for the harness helpers that call them by name; made on first use,
    /// since most cases use none.
    private lazy var ownMembers: [String: MemberID] = implementation.memberTable()
    private var recorders: [Int: Recorder] = [:]

    /// What one kit object has seen.
    private final class Recorder {
        let handle: ObjectHandle
        var actions: [String] = []
        var senders: [Value] = []
        /// For an `EventRecorder`: the implementation's value of each event it observes, by name.
        var events: [String: Value] = [:]

        init(handle: ObjectHandle) { self.handle = handle }
        var isEventRecorder: Bool { handle.className == "EventRecorder" }
    }

    init(inner: any ControlSession, implementation: ImplementationInfo) {
        self.inner = inner
        self.ownCount = implementation.supportedMembers.count
        self.implementation = implementation
    }

    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        guard member.index >= ownCount else { return own(member, on: receiver, with: arguments) }
        let index = member.index - ownCount
        guard index < KitHarness.keys.count else { return .failure(.unsupported("member #\(member.index)")) }
        return kit(KitHarness.keys[index], on: receiver, with: arguments)
    }

    /// The implementation runs the case's closures: the host goes to it.
    func attach(closures host: any ClosureHost) { inner.attach(closures: host) }

    func close() { inner.close() }

    private func own(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        let result = inner.invoke(member, on: receiver, with: arguments)
        for action in inner.takeKitActions() { record(action) }
        return result
    }

    private func record(_ action: KitAction) {
        guard let recorder = recorders[action.target.id] else { return }
        if recorder.isEventRecorder {
            guard action.selector.hasSuffix(":"), recorder.events[String(action.selector.dropLast())] != nil else {
                return
            }
            recorder.actions.append(String(action.selector.dropLast()))
        } else {
            guard KitHarness.actionSelectors.contains(action.selector) else { return }
            recorder.actions.append(action.selector)
            if action.sender != .null { recorder.senders.append(action.sender) }
        }
    }

    private func make(_ className: String) -> Recorder {
        let recorder = Recorder(handle: ObjectHandle(id: -(recorders.count + 1), className: className))
        recorders[recorder.handle.id] = recorder
        return recorder
    }

    private func kit(_ key: String, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        if key == "ActionRecorder.init()" { return .success(.object(make("ActionRecorder").handle)) }
        if key == "EventRecorder.init(observing:)" { return observe(arguments.first ?? .null) }
        guard let receiver, let recorder = recorders[receiver.id] else {
            return .failure(
                .failed("\(key) needs a recorder of this case, got \(receiver.map { "#\($0.id)" } ?? "none")"))
        }
        switch key {
        case "ActionRecorder.actions", "EventRecorder.names":
            return .success(.array(recorder.actions.map(Value.string)))
        case "ActionRecorder.senders": return .success(.array(recorder.senders))
        case "ActionRecorder.count": return .success(.int(recorder.actions.count))
        case "EventRecorder.events":
            return .success(.array(recorder.actions.compactMap { recorder.events[$0] }))
        default:
            recorder.actions.removeAll()
            recorder.senders.removeAll()
            return .success(.void)
        }
    }

    /// Registers a new `EventRecorder` for every single event of `control`, through the implementation.
    private func observe(_ control: Value) -> Result<Value, ContractFailure> {
        let addTarget = "UIControl.addTarget(_:action:for:)"
        guard case .object(let controlHandle) = control else { return .failure(.failed("expected a control")) }
        guard let addTargetID = ownMembers[addTarget] else { return .failure(.unsupported(addTarget)) }
        let recorder = make("EventRecorder")
        for name in KitHarness.eventNames {
            let constant = "UIControl.Event." + name
            guard let constantID = ownMembers[constant] else { return .failure(.unsupported(constant)) }
            let event: Value
            switch own(constantID, on: nil, with: []) {
            case .success(let value): event = value
            case .failure(let failure): return .failure(failure)
            }
            recorder.events[name] = event
            let arguments: [Value] = [.object(recorder.handle), .selector(name + ":"), event]
            if case .failure(let failure) = own(addTargetID, on: controlHandle, with: arguments) {
                return .failure(failure)
            }
        }
        return .success(.object(recorder.handle))
    }
}
