import ControlContract
import ControlSpecModel

/// The harness objects the kit owns: `ActionRecorder` and `EventRecorder` (Docs/CASES.md).
///
/// An implementation does not build them. A case's recorder is a kit object with a negative handle ID; the case
/// passes it to the implementation as a target, the implementation reports each action sent to it (a
/// ``KitAction``, `action` messages on the wire) and the kit records what the recorder would. `EventRecorder`
/// observes a control through the implementation's own `addTarget(_:action:for:)`, with the event constants the
/// implementation gives (PROTOCOL.md, "The kit's harness").
package enum KitHarness {
    /// The member keys the kit performs itself, whatever an implementation of the current rules announces
    /// (a protocol-1 implementation keeps those it announces: ``HarnessRules/protocol1``).
    package static let keys: [String] = [
        "ActionRecorder.init()", "ActionRecorder.actions", "ActionRecorder.senders", "ActionRecorder.count",
        "ActionRecorder.reset()", "EventRecorder.init(observing:)", "EventRecorder.names", "EventRecorder.events",
        "EventRecorder.reset()",
    ]
    static let keySet = Set(keys)
    static let actionRecorderInit = "ActionRecorder.init()"
    static let eventRecorderInit = "EventRecorder.init(observing:)"

    /// The initializer of the recorder class a recorder key belongs to. Under protocol 1 an implementation that
    /// announces it makes the case's recorders of that class, so all of the class's members are its own.
    static func initializer(of key: String) -> String {
        key.hasPrefix("EventRecorder.") ? eventRecorderInit : actionRecorderInit
    }

    /// The recorder initializers a protocol-1 implementation announces: the recorder classes that are its own.
    static func ownedRecorderInitializers(announced table: [String: MemberID], rules: HarnessRules) -> Set<String> {
        guard rules == .protocol1 else { return [] }
        return Set([actionRecorderInit, eventRecorderInit].filter { table[$0] != nil })
    }

    /// The action methods of `ActionRecorder`, by Objective-C name; an action with another selector is not recorded.
    package static let actionSelectors: Set<String> = [
        "handle:", "handleOther:", "handle:event:", "handleWithoutSender",
    ]

    /// The single control events an `EventRecorder` registers for, in this order, each with the action
    /// `<name>:` (`touchDown:`) and the constant `UIControl.Event.<name>` it asks the implementation for.
    package static let eventNames = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        "menuActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit",
    ]

}

/// How a case's member keys resolve against an implementation with the kit's harness in front of it.
///
/// Member IDs below the implementation's member count are its own; the next ``KitHarness/keys``.count are the
/// kit's recorder members; past those come the registry's answers for constants a protocol-1 implementation does
/// not announce, in the order of ``Linked/registryAnswers``.
struct KitLinking: Hashable, Sendable {
    var info: ImplementationInfo
    var rules: HarnessRules
    /// The registry's values of the constants the case may ask for, by key.
    var registryValues: [String: Value]

    /// A member the case needs and the implementation lacks.
    struct MissingMember: Error {
        var key: String
    }

    /// The IDs of a case's members, and the registry values the IDs past the kit's members stand for.
    struct Linked: Sendable {
        var members: [MemberID]
        var registryAnswers: [Value]
    }

    /// The ID of each required member (the first of its keys that resolves), or the first key that does not.
    ///
    /// A recorder class is the kit's, all of its members, unless a protocol-1 implementation announces its
    /// initializer: then the case's recorders of that class are the implementation's objects, and a member of the
    /// class that it does not announce is missing, since the kit's member cannot read the implementation's object.
    func link(_ required: [[String]]) -> Result<Linked, MissingMember> {
        var table = info.memberTable()
        let owned = KitHarness.ownedRecorderInitializers(announced: table, rules: rules)
        for (offset, key) in KitHarness.keys.enumerated() where !owned.contains(KitHarness.initializer(of: key)) {
            table[key] = MemberID(info.supportedMembers.count + offset)
        }
        var linked = Linked(members: [], registryAnswers: [])
        for keys in required {
            if let id = keys.lazy.compactMap({ table[$0] }).first {
                linked.members.append(id)
            } else if let value = registryAnswer(for: keys[0]) {
                linked.members.append(MemberID(registryBase + linked.registryAnswers.count))
                linked.registryAnswers.append(value)
            } else {
                return .failure(MissingMember(key: keys[0]))
            }
        }
        return .success(linked)
    }

    /// The first member ID that stands for a registry answer.
    var registryBase: Int { info.supportedMembers.count + KitHarness.keys.count }

    /// What a constant the implementation does not announce is under its rules: nothing under the current rules
    /// (the case is unsupported), the registry's value under protocol 1's.
    func registryAnswer(for key: String) -> Value? {
        rules == .protocol1 ? registryValues[key] : nil
    }
}

/// A session of the implementation with the kit's harness in front of it: members past the implementation's own
/// are the kit's; after every call of the implementation, the actions it sent to kit objects are recorded.
final class KitHarnessSession: ControlSession {
    private let inner: any ControlSession
    private let ownCount: Int
    private let linking: KitLinking
    private let registryAnswers: [Value]
    /// The implementation's members by key, for the harness helpers that call them by name; made on first use,
    /// since most cases use none.
    private lazy var ownMembers: [String: MemberID] = linking.info.memberTable()
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

    init(inner: any ControlSession, linking: KitLinking, registryAnswers: [Value]) {
        self.inner = inner
        self.ownCount = linking.info.supportedMembers.count
        self.linking = linking
        self.registryAnswers = registryAnswers
    }

    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        guard member.index >= ownCount else { return own(member, on: receiver, with: arguments) }
        let index = member.index - ownCount
        if index < KitHarness.keys.count { return kit(KitHarness.keys[index], on: receiver, with: arguments) }
        let answer = member.index - linking.registryBase
        guard registryAnswers.indices.contains(answer) else { return .failure(.unsupported("member #\(member.index)")) }
        return .success(registryAnswers[answer])
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
        if key == KitHarness.actionRecorderInit { return .success(.object(make("ActionRecorder").handle)) }
        if key == KitHarness.eventRecorderInit { return observe(arguments.first ?? .null) }
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

    /// Registers a new `EventRecorder` for every single event of `control` that the implementation has, through
    /// the implementation. An event it does not have cannot fire, so there is nothing to observe; a case that
    /// names the event requires its constant (``Checker``), and is unsupported without it.
    private func observe(_ control: Value) -> Result<Value, ContractFailure> {
        let addTarget = "UIControl.addTarget(_:action:for:)"
        guard case .object(let controlHandle) = control else { return .failure(.failed("expected a control")) }
        guard let addTargetID = ownMembers[addTarget] else { return .failure(.unsupported(addTarget)) }
        let recorder = make("EventRecorder")
        for name in KitHarness.eventNames {
            let constant = "UIControl.Event." + name
            let event: Value
            if let constantID = ownMembers[constant] {
                switch own(constantID, on: nil, with: []) {
                case .success(let value): event = value
                case .failure(let failure): return .failure(failure)
                }
            } else if let value = linking.registryAnswer(for: constant) {
                event = value
            } else {
                continue
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

extension KitHarness {
    /// At most this many announced keys are described one by one (each unknown key's suggestion is a search of
    /// every contract key); the rest are counted in one last line, so that a handshake of a million keys costs a
    /// count, not a million warnings.
    package static let describedAnnouncementProblems = 20

    /// What is wrong with the member keys an implementation announces: a key that is no member of the contract
    /// (never called), and a recorder key that the kit performs instead (under the current rules every one; under
    /// protocol 1's, one of a recorder class whose initializer the implementation does not announce). The first
    /// ``describedAnnouncementProblems`` are described; any others are counted in a last line.
    package static func announcementProblems(
        of info: ImplementationInfo, rules: HarnessRules, schema: Schema
    ) -> [String] {
        let known = schema.contractMemberKeys
        let knownSet = Set(known)
        let owned = ownedRecorderInitializers(announced: info.memberTable(), rules: rules)
        var problems: [String] = []
        var undescribed = 0
        for key in info.supportedMembers {
            let kitOwned = keySet.contains(key) && !owned.contains(initializer(of: key))
            guard kitOwned || (!keySet.contains(key) && !knownSet.contains(key)) else { continue }
            guard problems.count < describedAnnouncementProblems else {
                undescribed += 1
                continue
            }
            if kitOwned && rules == .protocol1 {
                problems.append(
                    "'\(key)' without '\(initializer(of: key))', so the case's recorder is the kit's and this entry "
                        + "is never called; announce the initializer to keep recorders of your own, or remove it")
            } else if kitOwned {
                problems.append(
                    "'\(key)', which is the kit's (conformance/PROTOCOL.md, \"The kit's harness\"): the kit's recorder is "
                        + "used and this entry never is; remove it, or answer protocol 1 to keep recorders of your own")
            } else {
                let hint = NameSuggester.suggestion(for: key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                problems.append(
                    "'\(key)', which is no member key\(hint), so no case calls it; 'controlspec members' lists the keys"
                )
            }
        }
        if undescribed > 0 {
            problems.append(
                "\(undescribed) more keys that are no member keys or are the kit's; 'controlspec members' lists the keys"
            )
        }
        return problems
    }
}
