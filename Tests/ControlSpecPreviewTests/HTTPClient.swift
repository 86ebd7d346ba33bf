import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking HTTP/1.1 client on a raw socket: it sends the request path exactly as written (no
/// client library normalizes `..` or decodes `%2e` first), for the path-traversal tests.
enum RawHTTP {
    /// Connects to `address`:`port` (an IPv4 address); nil when nothing listens there.
    static func connect(port: UInt16, address host: String = "127.0.0.1", timeout: Double = 10) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr(host)
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

    /// The first IPv4 address of this machine's interfaces that is not a loopback address; nil when it has
    /// none.
    static func nonLoopbackAddress() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return nil }
        defer { freeifaddrs(list) }
        var entry = list
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            guard let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else {
                continue
            }
            let ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            let text = String(cString: inet_ntoa(ipv4))
            if !text.hasPrefix("127.") { return text }
        }
        return nil
    }

    /// The status and body of `GET path`.
    static func get(port: UInt16, path: String) -> (status: Int, body: String)? {
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
        guard let statusLine = text.split(separator: "\r\n").first else { return nil }
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return (status, body)
    }
}

/// An event-stream client that keeps the `data:` of every `build` event, read on a thread of its own.
final class EventClient: @unchecked Sendable {
    private let socket: Int32
    private let condition = NSCondition()
    private var builds: [[String: Any]] = []
    private var ended = false

    init?(port: UInt16) {
        guard let socket = RawHTTP.connect(port: port, timeout: 30) else { return nil }
        self.socket = socket
        RawHTTP.send(socket, path: "/_preview/events")
        Thread { [self] in read() }.start()
    }

    /// Closes the connection, as a browser that leaves does.
    func disconnect() { shutdown(socket, Int32(SHUT_RDWR)) }

    private func read() {
        var pending = ""
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            pending += String(decoding: buffer[0..<count], as: UTF8.self)
            while let line = pending.range(of: "\n") {
                let text = String(pending[..<line.lowerBound])
                pending.removeSubrange(..<line.upperBound)
                guard text.hasPrefix("data: "),
                    let object = try? JSONSerialization.jsonObject(with: Data(text.dropFirst(6).utf8)),
                    let build = object as? [String: Any]
                else { continue }
                condition.withLock {
                    builds.append(build)
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

    /// The first build received that satisfies `accept`, waiting up to `timeout` seconds.
    func build(within timeout: Double = 60, where accept: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while true {
                if let build = builds.first(where: accept) { return build }
                if ended || !condition.wait(until: deadline) { return nil }
            }
        }
    }
}

extension Dictionary where Key == String, Value == Any {
    var generation: Int { self["generation"] as? Int ?? 0 }
    var changed: [String] { self["changed"] as? [String] ?? [] }
    /// The messages of the problems shown on `page`.
    func problems(on page: String) -> [String] {
        let all = self["problems"] as? [String: [[String: Any]]] ?? [:]
        return (all[page] ?? []).compactMap { $0["message"] as? String }
    }
    var elsewhere: [[String: Any]] { self["elsewhere"] as? [[String: Any]] ?? [] }
    var failure: String? { self["failure"] as? String }
}
