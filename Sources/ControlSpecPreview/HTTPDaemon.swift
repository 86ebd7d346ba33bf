import CMicroHTTPD
import Foundation
import Synchronization

/// A request as the daemon hands it to the handler: GET or HEAD, its path percent-decoded once (without
/// the query). A path with an invalid escape or an encoded NUL never reaches the handler: it gets 404.
package struct HTTPRequest: Sendable {
    package var method: String
    package var path: String
}

/// A body sent as it is produced: ``nextChunk()`` blocks until there is something to send and returns nil
/// when the stream is over. Each connection has a thread of its own, so blocking holds only that client.
package protocol HTTPStream: AnyObject, Sendable {
    func nextChunk() -> Data?
    /// The connection is gone (the client left, or the daemon stops): no chunk is asked for after this.
    func close()
}

/// What the handler answers.
package enum HTTPResponse: Sendable {
    case body(status: Int, contentType: String, data: Data)
    case stream(contentType: String, HTTPStream)

    /// 404 with a short plain-text body.
    package static let notFound = HTTPResponse.body(
        status: 404, contentType: "text/plain; charset=utf-8", data: Data("not found\n".utf8))
}

/// An HTTP server on libmicrohttpd (Debian `libmicrohttpd-dev`), one thread per connection: the only
/// importer of `CMicroHTTPD`. It serves GET and HEAD; every other method gets 405.
package final class HTTPDaemon: Sendable {
    package typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    fileprivate let handler: Handler
    /// The address of libmicrohttpd's daemon, until ``stop()`` (an address, as a C pointer is not Sendable).
    private let daemon = Mutex<UInt?>(nil)
    /// The port it listens on (the system's choice when started with port 0).
    package var port: UInt16 { boundPort.withLock { $0 } }
    private let boundPort = Mutex<UInt16>(0)

    /// Starts listening on `host` (a name or an address) and `port` (0: any free port).
    package init(host: String, port: UInt16, handler: @escaping Handler) throws {
        self.handler = handler
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let address = found else {
            throw HTTPDaemonError(
                description: "cannot resolve the host \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(found) }
        var flags = UInt32(MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue)
        flags |= UInt32(MHD_USE_POLL.rawValue)
        if address.pointee.ai_family == AF_INET6 { flags |= UInt32(MHD_USE_IPv6.rawValue) }
        let started = cs_mhd_start(
            flags, address.pointee.ai_addr, accessHandler, Unmanaged.passUnretained(self).toOpaque())
        guard let started else {
            throw HTTPDaemonError(description: "cannot listen on \(host):\(port) (is the port in use?)")
        }
        let port = cs_mhd_bound_port(started)
        boundPort.withLock { $0 = port }
        daemon.withLock { $0 = UInt(bitPattern: Int(bitPattern: started)) }
    }

    /// Stops listening and waits for the connections' threads (streams must be closed first).
    package func stop() {
        daemon.withLock { daemon in
            if let daemon, let pointer = OpaquePointer(bitPattern: daemon) { MHD_stop_daemon(pointer) }
            daemon = nil
        }
    }

    deinit { stop() }
}

/// Why the daemon could not start.
package struct HTTPDaemonError: Error, CustomStringConvertible {
    package var description: String
}

/// libmicrohttpd's request callback: answers on its first call (GET and HEAD carry no body to wait for).
private func accessHandler(
    cls: UnsafeMutableRawPointer?, connection: OpaquePointer?, url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?, uploadData: UnsafePointer<CChar>?,
    uploadSize: UnsafeMutablePointer<Int>?, requestState: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let url, let method else { return .NO }
    let daemon = Unmanaged<HTTPDaemon>.fromOpaque(cls).takeUnretainedValue()
    let methodName = String(cString: method)
    let answer: HTTPResponse
    if methodName == "GET" || methodName == "HEAD" {
        let raw = String(cString: url)
        let path = raw.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
        if let decoded = path?.removingPercentEncoding, !decoded.contains("\0") {
            answer = daemon.handler(HTTPRequest(method: methodName, path: decoded))
        } else {
            answer = .notFound
        }
    } else {
        answer = .body(status: 405, contentType: "text/plain; charset=utf-8", data: Data("GET or HEAD only\n".utf8))
    }
    let response: OpaquePointer?
    let status: Int
    let contentType: String
    switch answer {
    case .body(let code, let type, let data):
        status = code
        contentType = type
        response = data.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), cs_mhd_must_copy)
        }
    case .stream(let type, let stream):
        status = 200
        contentType = type
        let box = Unmanaged.passRetained(StreamBox(stream)).toOpaque()
        response = MHD_create_response_from_callback(UInt64.max, 4096, readStream, box, freeStream)
        if response == nil { freeStream(cls: box) }
    }
    guard let response else { return .NO }
    MHD_add_response_header(response, "Content-Type", contentType)
    MHD_add_response_header(response, "Cache-Control", "no-store")
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
    let queued = MHD_queue_response(connection, UInt32(status), response)
    MHD_destroy_response(response)
    return queued
}

/// A stream's unsent bytes.
private final class StreamBox {
    let stream: HTTPStream
    var pending = Data()
    init(_ stream: HTTPStream) { self.stream = stream }
}

/// libmicrohttpd asks for up to `max` more bytes of a stream.
private func readStream(cls: UnsafeMutableRawPointer?, position: UInt64, buffer: UnsafeMutablePointer<CChar>?, max: Int)
    -> Int
{
    guard let cls, let buffer else { return cs_mhd_end_with_error() }
    let box = Unmanaged<StreamBox>.fromOpaque(cls).takeUnretainedValue()
    while box.pending.isEmpty {
        guard let chunk = box.stream.nextChunk() else { return cs_mhd_end_of_stream() }
        box.pending = chunk
    }
    let count = min(max, box.pending.count)
    box.pending.withUnsafeBytes { bytes in
        UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
    }
    box.pending.removeFirst(count)
    return count
}

/// libmicrohttpd is done with a stream (sent, or the client left).
private func freeStream(cls: UnsafeMutableRawPointer?) {
    guard let cls else { return }
    let box = Unmanaged<StreamBox>.fromOpaque(cls).takeRetainedValue()
    box.stream.close()
}
