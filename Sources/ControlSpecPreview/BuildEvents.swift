import Foundation
import Synchronization

/// The latest build, told to every open page as a server-sent event (`event: build`).
///
/// Each client's stream sends the latest build when it connects and each new one after; a client that
/// is gone is noticed when a write to it fails (at the latest at the next keep-alive comment) and its
/// stream closed. Nothing a client does blocks another, or the rebuilds.
// Unchecked: the builds and the client count change only under `condition`, an NSCondition, as streams wait on it
// (a Mutex cannot).
final class BuildEvents: @unchecked Sendable {
    private let condition = NSCondition()
    private var latest = PreviewBuild()
    private var latestEvent = Data()
    private var closed = false
    private var clients = 0
    /// How long a quiet stream waits before a comment that checks that its client is still there.
    let keepAlive: Double

    init(keepAlive: Double = 15) {
        self.keepAlive = keepAlive
    }

    /// The generation of the latest build (0 before the first).
    var generation: Int { condition.withLock { latest.generation } }
    /// The latest build.
    var current: PreviewBuild { condition.withLock { latest } }
    /// Streams open now.
    var clientCount: Int { condition.withLock { clients } }

    /// Makes `build` the latest, with the next generation, and wakes every stream.
    func publish(_ build: PreviewBuild) {
        condition.withLock {
            var build = build
            build.generation = latest.generation + 1
            latest = build
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json = (try? encoder.encode(build)) ?? Data("{}".utf8)
            latestEvent = Data("event: build\ndata: ".utf8) + json + Data("\n\n".utf8)
            condition.broadcast()
        }
    }

    /// A new client's stream.
    func subscribe() -> HTTPStream {
        condition.withLock { clients += 1 }
        return Stream(events: self)
    }

    /// Ends every stream (the server stops).
    func closeAll() {
        condition.withLock {
            closed = true
            condition.broadcast()
        }
    }

    /// The next chunk for a stream that has sent `sent`: the latest build when it is newer, a keep-alive
    /// comment after a quiet while, nil when the stream is over.
    fileprivate func next(after sent: inout Int, isClosed: () -> Bool) -> Data? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: keepAlive)
        while true {
            if closed || isClosed() { return nil }
            if latest.generation > sent {
                sent = latest.generation
                return latestEvent
            }
            if !condition.wait(until: deadline) { return Data(": keep-alive\n\n".utf8) }
        }
    }

    fileprivate func left() {
        condition.withLock {
            clients -= 1
            condition.broadcast()
        }
    }

    /// One client's event stream.
    // Unchecked: libmicrohttpd calls `nextChunk()` and then `close()` on the connection's one thread, one at a time.
    private final class Stream: HTTPStream, @unchecked Sendable {
        private let events: BuildEvents
        private var sent = 0
        private var started = false
        private var isClosed = false

        init(events: BuildEvents) {
            self.events = events
        }

        func nextChunk() -> Data? {
            if !started {
                started = true
                // Reconnect soon after the server restarts.
                return Data("retry: 500\n\n".utf8)
            }
            return events.next(after: &sent) { isClosed }
        }

        func close() {
            isClosed = true
            events.left()
        }
    }
}
