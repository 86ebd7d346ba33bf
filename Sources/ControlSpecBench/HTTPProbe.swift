import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The HTTP a latency measure needs, on plain sockets to 127.0.0.1: a page fetched whole, and a
/// server-sent event stream whose events are timestamped as they arrive.
enum HTTPProbe {
    /// The body of `GET path`, or nil when nothing answers with 200.
    static func get(port: UInt16, path: String) -> String? {
        guard let socket = connect(port: port) else { return nil }
        defer { close(socket) }
        send(socket, path: path)
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[0..<count]
        }
        let text = String(decoding: response, as: UTF8.self)
        guard text.hasPrefix("HTTP/1.1 200") || text.hasPrefix("HTTP/1.0 200") else { return nil }
        return text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) }
    }

    /// A port no one listens on now.
    static func freePort() -> UInt16? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        return bound ? UInt16(bigEndian: address.sin_port) : nil
    }

    static func connect(port: UInt16) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var wait = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
        return socket
    }

    static func send(_ socket: Int32, path: String) {
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        _ = request.withCString { Glibc.send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }
}

/// The `build` events of `controlspec preview`, each with the moment it arrived.
// Unchecked: `events` and `ended` change only under `condition`, an NSCondition, as a reader waits on it (a Mutex cannot).
final class BuildEventListener: @unchecked Sendable {
    struct Event {
        var arrived: Date
        var generation: Int
        var changed: [String]
    }

    private let socket: Int32
    private let condition = NSCondition()
    private var events: [Event] = []
    private var ended = false

    init?(port: UInt16) {
        guard let socket = HTTPProbe.connect(port: port) else { return nil }
        self.socket = socket
        HTTPProbe.send(socket, path: "/_preview/events")
        let thread = Thread { [self] in read() }
        thread.start()
    }

    func stop() { shutdown(socket, Int32(SHUT_RDWR)) }

    /// The first event after generation `after` that names `page`, waiting up to `timeout` seconds.
    func event(after generation: Int, naming page: String, timeout: Double) -> Event? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while true {
                if let event = events.first(where: { $0.generation > generation && $0.changed.contains(page) }) {
                    return event
                }
                if ended || !condition.wait(until: deadline) { return nil }
            }
        }
    }

    /// The generation of the latest event (0 before any).
    var latestGeneration: Int { condition.withLock { events.last?.generation ?? 0 } }

    private func read() {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            let arrived = Date()
            pending += buffer[0..<count]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                guard line.hasPrefix("data: "),
                    let object = try? JSONSerialization.jsonObject(with: Data(line.utf8.dropFirst(6))),
                    let build = object as? [String: Any]
                else { continue }
                let event = Event(
                    arrived: arrived, generation: build["generation"] as? Int ?? 0,
                    changed: build["changed"] as? [String] ?? [])
                condition.withLock {
                    events.append(event)
                    condition.broadcast()
                }
            }
        }
        condition.withLock {
            ended = true
            condition.broadcast()
        }
        close(socket)
    }
}
