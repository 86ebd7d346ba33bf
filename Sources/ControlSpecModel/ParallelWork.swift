import Dispatch
import Foundation

/// CPU-bound work spread over threads of our own (never Swift's cooperative pool, which blocking work
/// would tie up), shared by every layer that parses, checks, runs or renders on all cores.
public enum ParallelWork {
    /// The stack of every thread started here: parsers, the interpreter and the renderers recurse over
    /// trees, and a deep one must not overflow a small secondary-thread stack.
    public static let stackSize = 8 << 20

    /// `transform` of every input on `threads` threads (on the calling thread when one is enough);
    /// outputs in input order whatever the scheduling. Each thread takes the next unclaimed input, so a
    /// slow input never holds up the others.
    public static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        guard !inputs.isEmpty else { return [] }
        let workers = max(1, min(threads, inputs.count))
        let state = MapState<Output>(count: inputs.count)
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while let index = state.claim() {
                    state.store(transform(inputs[index]), at: index)
                }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
        return state.outputs()
    }
}

/// The shared state of ``ParallelWork/map(_:threads:_:)``: the next input and the outputs, under a lock.
private final class MapState<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var results: [Output?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.withLock {
            guard next < results.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ output: Output, at index: Int) {
        lock.withLock { results[index] = output }
    }

    func outputs() -> [Output] {
        lock.withLock { results.map { $0! } }
    }
}
