import ControlContract
import Foundation

/// The implementation side of the wire protocol: serves an in-process ``ControlContract/ControlImplementation``
/// to a runner that talks to this process over stdin and stdout.
///
/// Used by `controlspec-reference-driver`; any Swift implementation can become an external one
/// with a three-line `main.swift`. A server handles one request at a time, from one thread.
public final class WireServer {
    private let implementation: any ControlImplementation
    private var sessions: [Int: any ControlSession] = [:]
    private var nextSessionNumber = 1
    private var greeted = false

    /// Whether a `goodbye` was received; the server answers nothing afterwards.
    public private(set) var isFinished = false

    /// A server for `implementation`.
    public init(implementation: any ControlImplementation) {
        self.implementation = implementation
    }

    /// Reads requests from `input` and writes responses to `output` until `goodbye` or the end of
    /// `input`, then closes every open session.
    public func serve(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) {
        var splitter = LineSplitter()
        defer { closeAllSessions() }
        while !isFinished {
            let data = PipeIO.read(input.fileDescriptor)
            let lines: [String]
            do throws(LineSplitter.LineTooLong) {
                if let data {
                    lines = try splitter.append(data)
                } else {
                    lines = [splitter.finish()].compactMap { $0 }
                }
            } catch {
                // The request stream cannot be resynchronized; say why, then stop as at the end of input.
                let refusal = WireResponse.error(id: nil, failure: .failed("bad request: the runner \(error)"))
                _ = PipeIO.write(Data((WireCodec.line(refusal) + "\n").utf8), to: output.fileDescriptor)
                return
            }
            for line in lines {
                guard let response = respond(to: line) else { continue }
                // One unbuffered write per response: the runner sees it at once, and a runner that
                // has gone away ends the loop instead of the process.
                guard PipeIO.write(Data((response + "\n").utf8), to: output.fileDescriptor) else { return }
                if isFinished { break }
            }
            if data == nil { return }
        }
    }

    /// The response line (without newline) to one request line, or `nil` when there is none
    /// (a blank line, or `goodbye`). An `invoke` whose call sent actions to the kit's objects gives their `action`
    /// lines first, each ended by a newline.
    public func respond(to line: String) -> String? {
        guard !isFinished, !line.allSatisfy(\.isWhitespace) else { return nil }
        let request: WireRequest
        do {
            request = try WireCodec.request(from: line)
        } catch {
            return WireCodec.line(WireResponse.error(id: Self.id(in: line), failure: .failed("bad request: \(error)")))
        }
        guard let response = respond(to: request).map({ WireCodec.line($0) }) else { return nil }
        guard case .invoke(_, let number, _, _, _) = request, let session = sessions[number] else { return response }
        let actions = session.takeKitActions().map { KitActionMessage.line(for: $0, session: number) }
        return (actions + [response]).joined(separator: "\n")
    }

    /// The response to one request, or `nil` for `goodbye`.
    public func respond(to request: WireRequest) -> WireResponse? {
        switch request {
        case .hello:
            // Always answer with our own version: the runner owns the decision to go on or stop.
            greeted = true
            return .hello(protocolVersion: WireProtocol.version, implementation: implementation.info)
        case .goodbye:
            isFinished = true
            closeAllSessions()
            return nil
        case .newSession(let id):
            guard greeted else { return notGreeted(id) }
            do {
                let session = try implementation.makeSession()
                let number = nextSessionNumber
                nextSessionNumber += 1
                sessions[number] = session
                return .result(id: id, value: .int(number))
            } catch {
                return .error(id: id, failure: error)
            }
        case .invoke(let id, let sessionNumber, let member, let receiver, let arguments):
            guard greeted else { return notGreeted(id) }
            guard let session = sessions[sessionNumber] else {
                return .error(id: id, failure: .failed("no open session \(sessionNumber)"))
            }
            switch session.invoke(MemberID(member), on: receiver, with: arguments) {
            case .success(let value): return .result(id: id, value: value)
            case .failure(let failure): return .error(id: id, failure: failure)
            }
        case .closeSession(let id, let sessionNumber):
            guard greeted else { return notGreeted(id) }
            guard let session = sessions.removeValue(forKey: sessionNumber) else {
                return .error(id: id, failure: .failed("no open session \(sessionNumber)"))
            }
            session.close()
            return .result(id: id, value: .void)
        }
    }

    private func notGreeted(_ id: Int) -> WireResponse {
        .error(id: id, failure: .failed("the first request must be hello"))
    }

    private func closeAllSessions() {
        for session in sessions.values { session.close() }
        sessions.removeAll()
    }

    /// The `id` of a request that could not be read as a whole, so the error can still be matched to it.
    private static func id(in line: String) -> Int? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            return nil
        }
        return object["id"] as? Int
    }
}
