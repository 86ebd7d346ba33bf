import ControlSpecModel
import Dispatch
import Foundation

/// The stack of every thread the runner starts: the interpreter recurses over expression trees, and a
/// deep expression must not overflow a small secondary-thread stack.
let runnerStackSize = ParallelWork.stackSize

/// Runs work on threads of its own, so that blocking, CPU-bound case code never ties up Swift's
/// cooperative thread pool, and so that a case that never returns can be abandoned.
enum Threads {
    /// Transforms every input on `jobs` worker threads; outputs are in input order whatever the scheduling.
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        ParallelWork.map(inputs, threads: jobs, transform)
    }

    /// Runs `work` and waits for it at most `timeout` seconds; nil when it did not finish in time.
    ///
    /// Without a timeout the work runs on the calling thread. With one, it runs on a new thread that is
    /// abandoned when time is up: Swift cannot stop a thread, so an abandoned case keeps its CPU until it
    /// returns (its result is then ignored) or the process exits. Isolating cases in another process is
    /// the cure, and the contract already allows it.
    static func run<Output: Sendable>(timeout: Double?, _ work: @escaping @Sendable () -> Output) -> Output? {
        guard let timeout else { return work() }
        let result = Locked<Output?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let output = work()
            result.withLock { $0 = output }
            done.signal()
        }
        thread.stackSize = runnerStackSize
        thread.start()
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return result.withLock { $0 }
    }
}
