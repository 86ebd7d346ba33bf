import ControlContract
import Foundation

/// A session inside the child, addressed by the number the child gave it.
final class ProcessSession: ControlSession {
    private let implementation: ProcessImplementation
    private let number: Int
    private let generation: Int
    /// When the case's time is up: every call of the session together is bounded by it.
    private let deadline: Date?
    private var isClosed = false
    /// The `action` messages the child wrote during the calls since the kit last asked.
    private var kitActions: [KitAction] = []

    init(implementation: ProcessImplementation, number: Int, generation: Int, deadline: Date?) {
        self.implementation = implementation
        self.number = number
        self.generation = generation
        self.deadline = deadline
    }

    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        guard !isClosed else { return .failure(.failed("the session is closed")) }
        // Checked here so an implementation never sees an index outside its own list.
        guard let name = implementation.memberName(member) else {
            return .failure(.unsupported("member #\(member.index) is not among the implementation's members"))
        }
        return implementation.exchange(
            generation: generation, what: name, caseDeadline: deadline, onKitAction: { self.kitActions.append($0) }
        ) { id in
            .invoke(id: id, session: number, member: member.index, receiver: receiver, arguments: arguments)
        }
    }

    func takeKitActions() -> [KitAction] {
        defer { kitActions.removeAll() }
        return kitActions
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        // A case that used all its time may still end its session.
        _ = implementation.exchange(generation: generation, what: "closeSession", caseDeadline: nil) { id in
            .closeSession(id: id, session: number)
        }
    }

    deinit {
        close()
    }
}
