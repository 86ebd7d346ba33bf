import ControlContract
import Foundation

/// Answers the callbacks a child sends while one of its session's calls runs.
protocol CallbackAnswering: AnyObject {
    /// Runs closure `closure` of session `session` with `arguments`, as the child asked.
    func answerCallback(session: Int, closure: Int, arguments: [Value]) -> Result<Value, ContractFailure>
}

/// A session inside the child, addressed by the number the child gave it.
///
/// It answers the child's callbacks through the ``ControlContract/ClosureHost`` it was given, for the closures
/// that its own calls handed over: a callback for any other closure, or for another session, is refused with a
/// failure, and the child goes on.
final class ProcessSession: ControlSession, CallbackAnswering {
    private let implementation: ProcessImplementation
    private let number: Int
    private let generation: Int
    /// When the case's time is up: every call of the session together is bounded by it.
    private let deadline: Date?
    private var isClosed = false
    /// Runs the case's closures; kept until ``close()``.
    private var host: (any ClosureHost)?
    /// The closures this session's calls handed to the child: the only ones it may call back.
    private var handedClosures: Set<Int> = []
    /// The `action` messages the child wrote during the calls since the kit last asked.
    private var kitActions: [KitAction] = []

    init(implementation: ProcessImplementation, number: Int, generation: Int, deadline: Date?) {
        self.implementation = implementation
        self.number = number
        self.generation = generation
        self.deadline = deadline
    }

    func attach(closures host: any ClosureHost) {
        self.host = host
    }

    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        guard !isClosed else { return .failure(.failed("the session is closed")) }
        // Checked here so an implementation never sees an index outside its own list.
        guard let name = implementation.memberName(member) else {
            return .failure(.unsupported("member #\(member.index) is not among the implementation's members"))
        }
        let closures = arguments.reduce(into: Set<Int>()) { $0.formUnion($1.closureIDs) }
        if !closures.isEmpty {
            guard implementation.protocolVersion >= WireProtocol.callbackVersion else {
                return .failure(
                    .unsupported(
                        "\(name) hands the implementation a closure, but it speaks wire protocol "
                            + "\(implementation.protocolVersion), which cannot call closures; callbacks need protocol "
                            + "\(WireProtocol.callbackVersion) (conformance/PROTOCOL.md, \"Callbacks\")"))
            }
            handedClosures.formUnion(closures)
        }
        return implementation.exchange(
            generation: generation, what: name, caseDeadline: deadline, callbacks: self,
            onKitAction: { self.kitActions.append($0) }
        ) { id in
            .invoke(id: id, session: number, member: member.index, receiver: receiver, arguments: arguments)
        }
    }

    func answerCallback(session: Int, closure: Int, arguments: [Value]) -> Result<Value, ContractFailure> {
        guard session == number else {
            return .failure(
                .failed("a callback for session \(session) came during a call of session \(number); it was not run"))
        }
        guard handedClosures.contains(closure) else {
            return .failure(.failed("no closure #\(closure) was handed to session \(number); nothing was run"))
        }
        guard let host else {
            return .failure(.failed("closure #\(closure) cannot run: the session was given no closure host"))
        }
        return host.call(ClosureHandle(id: closure), with: arguments)
    }

    func takeKitActions() -> [KitAction] {
        defer { kitActions.removeAll() }
        return kitActions
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        host = nil
        // A case that used all its time may still end its session.
        _ = implementation.exchange(generation: generation, what: "closeSession", caseDeadline: nil, callbacks: nil) {
            id in
            .closeSession(id: id, session: number)
        }
    }

    deinit {
        close()
    }
}

extension Value {
    /// The ids of the closures in this value, however deeply it holds them (in an array, a structure's fields).
    var closureIDs: Set<Int> {
        switch self {
        case .closure(let handle): return [handle.id]
        case .array(let values): return values.reduce(into: []) { $0.formUnion($1.closureIDs) }
        case .structure(_, let fields): return fields.reduce(into: []) { $0.formUnion($1.value.closureIDs) }
        default: return []
        }
    }
}
