import ControlContract
import Foundation

/// The implementation side of the wire protocol: serves an in-process ``ControlContract/ControlImplementation``
/// to a runner that talks to this process over stdin and stdout.
///
/// Used by `controlspec-reference-driver`; any Swift implementation can become an external one
/// with a three-line `main.swift`. A server handles one request at a time, from one thread.
///
/// Each session is given a ``ControlContract/ClosureHost`` that runs the case's closures in the runner
/// (protocol 2, "Callbacks"): it sends a `callback` and serves the runner's requests until the answer comes, so a
/// closure's body can call the session again, and that call can call back in turn.
package final class WireServer {
    private let implementation: any ControlImplementation
    private var sessions: [Int: any ControlSession] = [:]
    private var nextSessionNumber = 1
    private var greeted = false
    /// The version agreed in the hello: the runner's, or ours when the runner's is newer or unknown.
    private var protocolVersion = WireProtocol.version
    /// The runner's end while ``serve(input:output:)`` runs; callbacks need it.
    private var connection: WireConnection?
    private var nextCallbackID = 1

    /// Whether a `goodbye` was received; the server answers nothing afterwards.
    package private(set) var isFinished = false

    /// A server for `implementation`.
    package init(implementation: any ControlImplementation) {
        self.implementation = implementation
    }

    /// Reads requests from `input` and writes responses to `output` until `goodbye` or the end of
    /// `input`, then closes every open session.
    package func serve(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) {
        let connection = WireConnection(input: input, output: output)
        self.connection = connection
        defer {
            self.connection = nil
            closeAllSessions()
        }
        while !isFinished, let line = connection.nextLine() {
            guard let response = respond(to: line) else { continue }
            // A runner that has gone away ends the loop instead of the process.
            guard connection.write(response) else { return }
        }
    }

    /// The response line (without newline) to one request line, or `nil` when there is none
    /// (a blank line, or `goodbye`). An `invoke` whose call sent actions to the kit's objects gives their `action`
    /// lines first, each ended by a newline.
    package func respond(to line: String) -> String? {
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
    package func respond(to request: WireRequest) -> WireResponse? {
        switch request {
        case .hello(let offered, _):
            // The runner's version when we speak it (an older runner keeps working); else ours, and the runner
            // owns the decision to go on or stop.
            greeted = true
            protocolVersion = WireProtocol.supportedVersions.contains(offered) ? offered : WireProtocol.version
            return .hello(protocolVersion: protocolVersion, implementation: implementation.info)
        case .callbackResult(let id, _), .callbackError(let id, _):
            // Only ``call(_:with:in:)`` waits for these; one that comes now answers nothing.
            FileHandle.standardError.write(
                Data("ignored the answer to callback \(id): no callback waits for it\n".utf8))
            return nil
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
                session.attach(closures: CallbackHost(server: self, session: number))
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

    // MARK: Callbacks

    /// Asks the runner to run `closure` of `session` with `arguments`, and serves the runner's requests until the
    /// answer comes.
    fileprivate func call(_ closure: ClosureHandle, with arguments: [Value], in session: Int) -> Result<
        Value, ContractFailure
    > {
        guard protocolVersion >= WireProtocol.callbackVersion else {
            return .failure(
                .unsupported(
                    "closure #\(closure.id) cannot run: the runner speaks wire protocol \(protocolVersion), "
                        + "which has no callbacks"))
        }
        guard let connection, !isFinished else {
            return .failure(
                .failed("closure #\(closure.id) cannot run: no runner is connected (the server is not serving)"))
        }
        let id = nextCallbackID
        nextCallbackID += 1
        let callback = WireResponse.callback(id: id, session: session, closure: closure.id, arguments: arguments)
        guard connection.write(WireCodec.line(callback)) else { return .failure(runnerGone(closure)) }
        while let line = connection.nextLine() {
            if let request = try? WireCodec.request(from: line) {
                switch request {
                case .callbackResult(id, let value): return .success(value)
                case .callbackError(id, let failure): return .failure(failure)
                case .callbackResult(let other, _), .callbackError(let other, _):
                    return .failure(
                        .failed(
                            "the runner answered callback \(other) while callback \(id) (closure #\(closure.id)) waited"
                        ))
                case .goodbye:
                    isFinished = true
                    return .failure(runnerGone(closure))
                default: break
                }
            }
            // Anything else is a request the closure's body made (or a bad line): served as at the top level.
            guard let response = respond(to: line) else { continue }
            guard connection.write(response) else { return .failure(runnerGone(closure)) }
        }
        isFinished = true
        return .failure(runnerGone(closure))
    }

    private func runnerGone(_ closure: ClosureHandle) -> ContractFailure {
        .crashed("the runner went away before closure #\(closure.id) returned")
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

/// The closure host of one served session: runs the case's closures by calling back to the runner.
private final class CallbackHost: ClosureHost {
    private weak var server: WireServer?
    private let session: Int

    init(server: WireServer, session: Int) {
        self.server = server
        self.session = session
    }

    func call(_ closure: ClosureHandle, with arguments: [Value]) -> Result<Value, ContractFailure> {
        guard let server else { return .failure(.failed("closure #\(closure.id) cannot run: its server is gone")) }
        return server.call(closure, with: arguments, in: session)
    }
}
