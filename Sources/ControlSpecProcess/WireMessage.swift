import ControlContract
import Foundation

/// The versions of the wire protocol this kit speaks (conformance/PROTOCOL.md).
///
/// Bumped when a message or value changes shape or meaning. Version 2 added callbacks: during an `invoke` the
/// implementation may ask the runner to run a closure the case handed it. The runner still accepts version 1
/// implementations; a call that would hand one a closure is unsupported.
public enum WireProtocol {
    /// The newest protocol version, sent in the runner's hello.
    public static let version = 2
    /// Every version this kit speaks; an implementation answering another one is refused.
    public static let supportedVersions = 1...2
    /// The first version with `callback` messages, so the first that can carry closures.
    public static let callbackVersion = 2

    /// "1 or 2": the versions this kit speaks, for messages.
    static var supportedVersionsDescription: String {
        let versions = supportedVersions.map(String.init)
        return versions.count == 1 ? versions[0] : versions.dropLast().joined(separator: ", ") + " or " + versions.last!
    }

    /// The longest message either side accepts, in bytes without the newline: 64 MiB, far above any real
    /// answer, and low enough that an implementation writing an endless line is stopped before it exhausts
    /// memory (our own choice, stated in conformance/PROTOCOL.md).
    public static let maximumMessageLength = 64 * 1024 * 1024

    /// "64 MiB (67108864 bytes)", or "200 bytes" for a size below a mebibyte.
    static func describe(byteCount: Int) -> String {
        let mebibyte = 1024 * 1024
        guard byteCount >= mebibyte, byteCount % mebibyte == 0 else { return "\(byteCount) bytes" }
        return "\(byteCount / mebibyte) MiB (\(byteCount) bytes)"
    }
}

/// A message from the runner to an implementation: one JSON object on one line of its stdin.
public enum WireRequest: Hashable, Sendable, Codable {
    /// The handshake: the runner's protocol version and the kit's version.
    case hello(protocolVersion: Int, kit: String)
    /// Asks for a fresh session; answered with the session's number as an `int` value.
    case newSession(id: Int)
    /// Performs one member in a session; answered with its value or failure.
    case invoke(id: Int, session: Int, member: Int, receiver: ObjectHandle?, arguments: [Value])
    /// Ends a session, releasing its objects; answered with `void`.
    case closeSession(id: Int, session: Int)
    /// The value the closure of the implementation's ``WireResponse/callback(id:session:closure:arguments:)``
    /// `id` returned (protocol 2).
    case callbackResult(id: Int, value: Value)
    /// Why the closure of the implementation's callback `id` gave no value (protocol 2): its body failed, or the
    /// runner could not run it.
    case callbackError(id: Int, failure: ContractFailure)
    /// Asks the implementation to exit; not answered.
    case goodbye

    private enum Key: String, CodingKey {
        case type, `protocol`, kit, id, session, member, receiver, arguments, value, failure
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "hello":
            self = .hello(
                protocolVersion: try container.decode(Int.self, forKey: .protocol),
                kit: try container.decodeIfPresent(String.self, forKey: .kit) ?? "")
        case "newSession":
            self = .newSession(id: try container.decode(Int.self, forKey: .id))
        case "invoke":
            self = .invoke(
                id: try container.decode(Int.self, forKey: .id),
                session: try container.decode(Int.self, forKey: .session),
                member: try container.decode(Int.self, forKey: .member),
                receiver: try container.decodeIfPresent(ObjectHandle.self, forKey: .receiver),
                arguments: try container.decode([WireValue].self, forKey: .arguments).map(\.value))
        case "closeSession":
            self = .closeSession(
                id: try container.decode(Int.self, forKey: .id),
                session: try container.decode(Int.self, forKey: .session))
        case "callbackResult":
            self = .callbackResult(
                id: try container.decode(Int.self, forKey: .id),
                value: try container.decode(WireValue.self, forKey: .value).value)
        case "callbackError":
            self = .callbackError(
                id: try container.decode(Int.self, forKey: .id),
                failure: try container.decode(WireFailure.self, forKey: .failure).failure)
        case "goodbye":
            self = .goodbye
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown request type \"\(type)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .hello(let protocolVersion, let kit):
            try container.encode("hello", forKey: .type)
            try container.encode(protocolVersion, forKey: .protocol)
            try container.encode(kit, forKey: .kit)
        case .newSession(let id):
            try container.encode("newSession", forKey: .type)
            try container.encode(id, forKey: .id)
        case .invoke(let id, let session, let member, let receiver, let arguments):
            try container.encode("invoke", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encode(session, forKey: .session)
            try container.encode(member, forKey: .member)
            if let receiver {
                try container.encode(receiver, forKey: .receiver)
            } else {
                try container.encodeNil(forKey: .receiver)
            }
            try container.encode(arguments.map(WireValue.init), forKey: .arguments)
        case .closeSession(let id, let session):
            try container.encode("closeSession", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encode(session, forKey: .session)
        case .callbackResult(let id, let value):
            try container.encode("callbackResult", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encode(WireValue(value), forKey: .value)
        case .callbackError(let id, let failure):
            try container.encode("callbackError", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encode(WireFailure(failure), forKey: .failure)
        case .goodbye:
            try container.encode("goodbye", forKey: .type)
        }
    }
}

/// A message from an implementation to the runner: one JSON object on one line of its stdout.
public enum WireResponse: Hashable, Sendable, Codable {
    /// The handshake answer: the implementation's protocol version and who it is.
    case hello(protocolVersion: Int, implementation: ImplementationInfo)
    /// The value of the request with this `id`.
    case result(id: Int, value: Value)
    /// Why the request with this `id` produced no value; `id` is `nil` when the request could not be read.
    case error(id: Int?, failure: ContractFailure)
    /// Asks the runner, during an `invoke` of `session`, to run the case's closure `closure` with `arguments`
    /// (protocol 2). `id` is the implementation's own, unique in the conversation; the runner answers with
    /// ``WireRequest/callbackResult(id:value:)`` or ``WireRequest/callbackError(id:failure:)`` carrying it.
    case callback(id: Int, session: Int, closure: Int, arguments: [Value])

    private enum Key: String, CodingKey {
        case type, `protocol`, implementation, id, value, failure, session, closure, arguments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "hello":
            self = .hello(
                protocolVersion: try container.decode(Int.self, forKey: .protocol),
                implementation: try container.decode(ImplementationInfo.self, forKey: .implementation))
        case "result":
            self = .result(
                id: try container.decode(Int.self, forKey: .id),
                value: try container.decode(WireValue.self, forKey: .value).value)
        case "error":
            self = .error(
                id: try container.decodeIfPresent(Int.self, forKey: .id),
                failure: try container.decode(WireFailure.self, forKey: .failure).failure)
        case "callback":
            self = .callback(
                id: try container.decode(Int.self, forKey: .id),
                session: try container.decode(Int.self, forKey: .session),
                closure: try container.decode(Int.self, forKey: .closure),
                arguments: try container.decode([WireValue].self, forKey: .arguments).map(\.value))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown response type \"\(type)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .hello(let protocolVersion, let implementation):
            try container.encode("hello", forKey: .type)
            try container.encode(protocolVersion, forKey: .protocol)
            try container.encode(implementation, forKey: .implementation)
        case .result(let id, let value):
            try container.encode("result", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encode(WireValue(value), forKey: .value)
        case .error(let id, let failure):
            try container.encode("error", forKey: .type)
            if let id {
                try container.encode(id, forKey: .id)
            } else {
                try container.encodeNil(forKey: .id)
            }
            try container.encode(WireFailure(failure), forKey: .failure)
        case .callback(let id, let session, let closure, let arguments):
            try container.encode("callback", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encode(session, forKey: .session)
            try container.encode(closure, forKey: .closure)
            try container.encode(arguments.map(WireValue.init), forKey: .arguments)
        }
    }
}

/// A ``ControlContract/ContractFailure`` on the wire: an object with one key naming the kind,
/// `{"failed":"expected Bool, got 3"}`.
struct WireFailure: Codable {
    var failure: ContractFailure

    init(_ failure: ContractFailure) {
        self.failure = failure
    }

    private enum Key: String, CodingKey, CaseIterable {
        case unsupported, failed, crashed, timedOut
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a failure has exactly one of the keys unsupported, failed, crashed, timedOut"))
        }
        let message = try container.decode(String.self, forKey: key)
        switch key {
        case .unsupported: failure = .unsupported(message)
        case .failed: failure = .failed(message)
        case .crashed: failure = .crashed(message)
        case .timedOut: failure = .timedOut(message)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch failure {
        case .unsupported(let message): try container.encode(message, forKey: .unsupported)
        case .failed(let message): try container.encode(message, forKey: .failed)
        case .crashed(let message): try container.encode(message, forKey: .crashed)
        case .timedOut(let message): try container.encode(message, forKey: .timedOut)
        }
    }
}
