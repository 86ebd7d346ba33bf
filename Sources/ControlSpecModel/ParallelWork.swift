import Dispatch
import Foundation
import Synchronization

/// CPU-bound work spread over threads of our own (never Swift's cooperative pool, which blocking work
/// would tie up), shared by every layer that parses, checks, runs or renders on all cores.
package enum ParallelWork {
    /// The stack of every thread started here: parsers, the interpreter and the renderers recurse over
    /// trees, and a deep one must not overflow a small secondary-thread stack.
    package static let stackSize = 8 << 20

    /// `transform` of every input on `threads` threads of its own;
    /// outputs in input order whatever the scheduling. Each thread takes the next unclaimed input, so a
    /// slow input never holds up the others.
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        guard !inputs.isEmpty else { return [] }
        let workers = max(1, min(threads, inputs.count))
        // One worker needs no thread of its own (a one-page corpus, a fuzz input).
        guard workers > 1 else { return inputs.map(transform) }
        let next = NextIndex(count: inputs.count)
        // The outputs are written straight into the array's storage, each slot by one thread: no array of
        // optionals to copy from at the end (a second copy of every result, at once).
        return [Output](unsafeUninitializedCapacity: inputs.count) { buffer, initializedCount in
            // Each slot is written by the one thread that claimed its index, and read only after every thread is done.
            nonisolated(unsafe) let slots = buffer
            let group = DispatchGroup()
            for _ in 0..<workers {
                group.enter()
                let thread = Thread {
                    while let index = next.claim() {
                        (slots.baseAddress! + index).initialize(to: transform(inputs[index]))
                    }
                    group.leave()
                }
                thread.stackSize = stackSize
                thread.start()
            }
            group.wait()
            initializedCount = inputs.count
        }
    }
}

/// The next input of ``ParallelWork/map(_:threads:_:)`` that no thread has taken.
private final class NextIndex: Sendable {
    private let next = Mutex(0)
    private let count: Int

    init(count: Int) { self.count = count }

    func claim() -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
