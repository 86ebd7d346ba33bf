import ControlContract
import Foundation

/// Everything needed to start a child and greet it, fixed at initialization.
struct Launch: Sendable {
    var executable: URL
    var arguments: [String]
    var currentDirectory: URL?
    var description: String
    var kitVersion: String
    var timeout: TimeInterval
    /// The longest line accepted from the child, in bytes without the newline.
    var maximumMessageLength = WireProtocol.maximumMessageLength

    /// The shortest wait for the hello's answer. Starting an interpreter on a loaded machine can take longer than a
    /// short per-call limit, and a slow start is not a hung call.
    static let minimumHandshakeTimeout: TimeInterval = 10

    /// The wait for the hello's answer: the call limit, but never less than ``minimumHandshakeTimeout``.
    var handshakeTimeout: TimeInterval { max(timeout, Self.minimumHandshakeTimeout) }

    /// A started child, with what it said in the handshake.
    struct Started {
        var child: ChildProcess
        var info: ImplementationInfo
        /// The protocol version the child answered, one of ``WireProtocol/supportedVersions``.
        var protocolVersion: Int
    }

    /// Starts the program and performs the handshake.
    ///
    /// The runner offers its newest version; the child answers the version it speaks, and any version in
    /// ``WireProtocol/supportedVersions`` is accepted, so version 1 implementations keep working.
    func start() throws(ProcessImplementationError) -> Started {
        let child = try ChildProcess(
            executable: executable, arguments: arguments, currentDirectory: currentDirectory,
            commandDescription: description, maximumLineLength: maximumMessageLength)
        func failure(_ reason: String) -> ProcessImplementationError {
            child.terminateNow()
            let tail = child.standardErrorTail(waitingUpTo: 1)
            return .handshakeFailed(command: description, reason: reason + ProcessImplementation.stderrNote(tail))
        }
        func exited() -> ProcessImplementationError {
            child.waitForExit(upTo: 1)
            return failure("it \(child.exitDescription) before answering the hello")
        }
        let hello = WireRequest.hello(protocolVersion: WireProtocol.version, kit: kitVersion)
        guard child.send(WireCodec.line(hello)) else { throw exited() }
        let deadline = Date(timeIntervalSinceNow: handshakeTimeout)
        while true {
            switch child.nextLine(before: deadline) {
            case .timedOut:
                throw failure("no answer to the hello within \(ProcessImplementation.format(handshakeTimeout)) s")
            case .closed:
                throw exited()
            case .tooLong(let error):
                throw failure("it \(error) in its answer to the hello")
            case .line(let line) where line.allSatisfy(\.isWhitespace):
                continue
            case .line(let line):
                let response: WireResponse
                do {
                    response = try WireCodec.response(from: line)
                } catch {
                    throw failure("its answer to the hello is not a protocol message (\(error))")
                }
                switch response {
                case .hello(let version, let info) where WireProtocol.supportedVersions.contains(version):
                    return Started(child: child, info: info, protocolVersion: version)
                case .hello(let version, _):
                    _ = child.send(WireCodec.line(WireRequest.goodbye))
                    child.stop(grace: 0.5)
                    throw .protocolMismatch(command: description, kit: WireProtocol.version, implementation: version)
                case .error(_, let refusal):
                    throw failure("it refused the hello: \(refusal.message)")
                case .result, .callback:
                    throw failure("it answered the hello with something else than a hello: \(line)")
                }
            }
        }
    }
}

extension ContractFailure {
    /// The message, without the kind.
    var message: String {
        switch self {
        case .unsupported(let message), .failed(let message), .crashed(let message), .timedOut(let message):
            return message
        }
    }
}
