import ControlContract
import Foundation

/// The version of the wire protocol this kit speaks (conformance/PROTOCOL.md).
///
/// Bumped when a message or value changes shape or meaning; both sides refuse other versions.
public enum WireProtocol {
    /// The protocol version sent in, and expected back from, the handshake.
    public static let version = 1

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
    /// Asks the implementation to exit; not answered.
    case goodbye

    private enum Key: String, CodingKey {
        case type, `protocol`, kit, id, session, member, receiver, arguments
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

    private enum Key: String, CodingKey {
        case type, `protocol`, implementation, id, value, failure
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
