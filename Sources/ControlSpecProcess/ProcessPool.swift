import ControlContract
import Foundation
import Synchronization

/// Several children of one command, so that cases can run in parallel with one child per running
/// case, and so that a run survives children that crash or hang.
///
/// A crashed or timed-out child is replaced by a fresh one for the next case. After
/// `maximumRestarts` replacements the pool gives up: every later `makeSession()` fails with a
/// `.failed` that says so, which a runner reports as ERROR for the remaining cases.
package final class ProcessPool: ControlImplementation, Sendable {
    package let info: ImplementationInfo
    package let harnessRules: HarnessRules
    package let maximumRestarts: Int

    private let makeChild: @Sendable () throws(ProcessImplementationError) -> ProcessImplementation
    /// The children waiting for a session, and how many crashed or hung children were replaced.
    private let state: Mutex<(idle: [ProcessImplementation], restarts: Int)>

    /// Starts one child for the handshake; more start as parallel cases need them.
    ///
    /// `timeout` bounds each answer and `caseTimeout` every call of one session (one case) together, as in
    /// ``ProcessImplementation``.
    package init(
        command: [String], currentDirectory: URL? = nil, kitVersion: String = "unknown",
        timeout: Duration = .seconds(10), caseTimeout: Duration? = nil, maximumRestarts: Int = 5
    ) throws(ProcessImplementationError) {
        let make: @Sendable () throws(ProcessImplementationError) -> ProcessImplementation = {
            () throws(ProcessImplementationError) in
            try ProcessImplementation(
                command: command, currentDirectory: currentDirectory, kitVersion: kitVersion, timeout: timeout,
                caseTimeout: caseTimeout)
        }
        let first = try make()
        info = first.info
        harnessRules = first.harnessRules
        state = Mutex((idle: [first], restarts: 0))
        makeChild = make
        self.maximumRestarts = maximumRestarts
    }

    /// How many crashed or hung children were replaced so far.
    package var restartCount: Int { state.withLock { $0.restarts } }

    package func makeSession() throws(ContractFailure) -> any ControlSession {
        let child: ProcessImplementation
        do {
            child = try checkOut()
        } catch let failure as ContractFailure {
            throw failure
        } catch {
            throw .crashed("could not start the implementation: \(error)")
        }
        do {
            return PooledSession(inner: try child.makeSession(), child: child, pool: self)
        } catch {
            checkIn(child)
            throw error
        }
    }

    private func checkOut() throws -> ProcessImplementation {
        let reused: ProcessImplementation? = try state.withLock { (state) throws(ContractFailure) in
            if state.restarts > maximumRestarts {
                throw ContractFailure.failed(
                    "the implementation crashed or hung \(state.restarts) times; the remaining cases were not run")
            }
            return state.idle.popLast()
        }
        return try reused ?? makeChild()
    }

    fileprivate func checkIn(_ child: ProcessImplementation) {
        state.withLock { state in
            if !child.isRunning { state.restarts += 1 }
            state.idle.append(child)
        }
    }

    /// Stops every idle child.
    package func shutdown() {
        let children = state.withLock { $0.idle }
        for child in children { child.shutdown() }
    }
}

/// A session of one pooled child; closing it returns the child to the pool.
private final class PooledSession: ControlSession {
    private let inner: any ControlSession
    private let child: ProcessImplementation
    private let pool: ProcessPool
    private var closed = false

    init(inner: any ControlSession, child: ProcessImplementation, pool: ProcessPool) {
        self.inner = inner
        self.child = child
        self.pool = pool
    }

    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        inner.invoke(member, on: receiver, with: arguments)
    }

    func attach(closures host: any ClosureHost) {
        inner.attach(closures: host)
    }

    func takeKitActions() -> [KitAction] { inner.takeKitActions() }

    func close() {
        guard !closed else { return }
        closed = true
        inner.close()
        pool.checkIn(child)
    }

    deinit { close() }
}
