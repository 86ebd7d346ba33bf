import Synchronization

/// A value shared between threads behind the kit's one lock, `Synchronization.Mutex`, in a class: a `Mutex` cannot
/// be copied, so a closure that escapes (a thread's body) cannot hold one, but it can hold this box. A type that
/// keeps its state in a stored property holds a `Mutex` directly.
package final class Locked<Value>: Sendable {
    private let mutex: Mutex<Value>

    package init(_ value: sending Value) { mutex = Mutex(value) }

    /// Runs `body` with the value, no other thread holding it meanwhile.
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock(body)
    }
}
