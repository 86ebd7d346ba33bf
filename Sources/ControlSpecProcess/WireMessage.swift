import ControlContract
import Foundation

/// The versions of the wire protocol this kit speaks (conformance/PROTOCOL.md).
///
/// Bumped when a message or value changes shape or meaning. Version 2 added callbacks: during an `invoke` the
/// implementation may ask the runner to run a closure the case handed it. The runner still accepts version 1
/// implementations; a call that would hand one a closure is unsupported.
package enum WireProtocol {
    /// The newest protocol version, sent in the runner's hello.
    package static let version = 2
    /// Every version this kit speaks; an implementation answering another one is refused.
    package static let supportedVersions = 1...2
    /// The first version with `callback` messages, so the first that can carry closures.
    package static let callbackVersion = 2

    /// "1 or 2": the versions this kit speaks, for messages.
    static var supportedVersionsDescription: String {
        let versions = supportedVersions.map(String.init)
        return versions.count == 1 ? versions[0] : versions.dropLast().joined(separator: ", ") + " or " + versions.last!
    }

    /// The longest message either side accepts, in bytes without the newline: 64 MiB, far above any real
    /// answer, and low enough that an implementation writing an endless line is stopped before it exhausts
    /// memory (our own choice, stated in conformance/PROTOCOL.md).
    package static let maximumMessageLength = 64 * 1024 * 1024

    /// "64 MiB (67108864 bytes)", or "200 bytes" for a size below a mebibyte.
    static func describe(byteCount: Int) -> String {
        let mebibyte = 1024 * 1024
        guard byteCount >= mebibyte, byteCount % mebibyte == 0 else { return "\(byteCount) bytes" }
        return "\(byteCount / mebibyte) MiB (\(byteCount) bytes)"
    }
}

/// A message from the runner to an implementation: one JSON object on one line of its stdin.
package enum WireRequest: Hashable, Sendable, Codable {
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

    package init(from decoder: any Decoder) throws {
        let message = try decoder.container(keyedBy: MessageKey.self)
        switch try message.decode(String.self, forKey: .type) {
        case "hello":
            self = .hello(
                protocolVersion: try message.decode(Int.self, forKey: .protocol),
                kit: try message.decodeIfPresent(String.self, forKey: .kit) ?? "")
        case "newSession":
            self = .newSession(id: try message.id())
        case "invoke":
            self = .invoke(
                id: try message.id(), session: try message.session(),
                member: try message.decode(Int.self, forKey: .member),
                receiver: try message.decodeIfPresent(ObjectHandle.self, forKey: .receiver),
                arguments: try message.arguments())
        case "closeSession":
            self = .closeSession(id: try message.id(), session: try message.session())
        case "callbackResult":
            self = .callbackResult(id: try message.id(), value: try message.value())
        case "callbackError":
            self = .callbackError(id: try message.id(), failure: try message.failure())
        case "goodbye":
            self = .goodbye
        case let type:
            throw message.unknownType(type, of: "request")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var message = encoder.container(keyedBy: MessageKey.self)
        switch self {
        case .hello(let protocolVersion, let kit):
            try message.encode(helloWith: protocolVersion)
            try message.encode(kit, forKey: .kit)
        case .newSession(let id):
            try message.encode(type: "newSession", id: id)
        case .invoke(let id, let session, let member, let receiver, let arguments):
            try message.encode(type: "invoke", id: id, session: session)
            try message.encode(member, forKey: .member)
            try message.encodeOrNull(receiver, forKey: .receiver)
            try message.encode(arguments: arguments)
        case .closeSession(let id, let session):
            try message.encode(type: "closeSession", id: id, session: session)
        case .callbackResult(let id, let value):
            try message.encode(type: "callbackResult", id: id)
            try message.encode(WireValue(value), forKey: .value)
        case .callbackError(let id, let failure):
            try message.encode(type: "callbackError", id: id)
            try message.encode(WireFailure(failure), forKey: .failure)
        case .goodbye:
            try message.encode("goodbye", forKey: .type)
        }
    }
}

/// A message from an implementation to the runner: one JSON object on one line of its stdout.
package enum WireResponse: Hashable, Sendable, Codable {
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

    package init(from decoder: any Decoder) throws {
        let message = try decoder.container(keyedBy: MessageKey.self)
        switch try message.decode(String.self, forKey: .type) {
        case "hello":
            self = .hello(
                protocolVersion: try message.decode(Int.self, forKey: .protocol),
                implementation: try message.decode(ImplementationInfo.self, forKey: .implementation))
        case "result":
            self = .result(id: try message.id(), value: try message.value())
        case "error":
            self = .error(id: try message.decodeIfPresent(Int.self, forKey: .id), failure: try message.failure())
        case "callback":
            self = .callback(
                id: try message.id(), session: try message.session(),
                closure: try message.decode(Int.self, forKey: .closure), arguments: try message.arguments())
        case let type:
            throw message.unknownType(type, of: "response")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var message = encoder.container(keyedBy: MessageKey.self)
        switch self {
        case .hello(let protocolVersion, let implementation):
            try message.encode(helloWith: protocolVersion)
            try message.encode(implementation, forKey: .implementation)
        case .result(let id, let value):
            try message.encode(type: "result", id: id)
            try message.encode(WireValue(value), forKey: .value)
        case .error(let id, let failure):
            try message.encode("error", forKey: .type)
            try message.encodeOrNull(id, forKey: .id)
            try message.encode(WireFailure(failure), forKey: .failure)
        case .callback(let id, let session, let closure, let arguments):
            try message.encode(type: "callback", id: id, session: session)
            try message.encode(closure, forKey: .closure)
            try message.encode(arguments: arguments)
        }
    }
}

/// The keys of a message object, for both directions (conformance/PROTOCOL.md, "Messages").
private enum MessageKey: String, CodingKey {
    case type, `protocol`, kit, implementation, id, session, member, receiver, closure, arguments, value, failure
}

/// The fields several messages share, read in their wire form.
extension KeyedDecodingContainer where Key == MessageKey {
    /// The error for a `type` this side does not know, such as `unknown request type "hullo"`.
    fileprivate func unknownType(_ type: String, of direction: String) -> DecodingError {
        .dataCorruptedError(forKey: .type, in: self, debugDescription: "unknown \(direction) type \"\(type)\"")
    }

    fileprivate func id() throws -> Int { try decode(Int.self, forKey: .id) }
    fileprivate func session() throws -> Int { try decode(Int.self, forKey: .session) }
    fileprivate func value() throws -> Value { try decode(WireValue.self, forKey: .value).value }
    fileprivate func arguments() throws -> [Value] { try decode([WireValue].self, forKey: .arguments).map(\.value) }
    fileprivate func failure() throws -> ContractFailure { try decode(WireFailure.self, forKey: .failure).failure }
}

/// The fields several messages share, written in their wire form.
extension KeyedEncodingContainer where Key == MessageKey {
    /// The type and protocol version of a handshake message, either side's.
    fileprivate mutating func encode(helloWith protocolVersion: Int) throws {
        try encode("hello", forKey: .type)
        try encode(protocolVersion, forKey: .protocol)
    }

    /// The message's type and the `id` that pairs a request with its answer, and the session it acts in, if any.
    fileprivate mutating func encode(type: String, id: Int, session: Int? = nil) throws {
        try encode(type, forKey: .type)
        try encode(id, forKey: .id)
        if let session { try encode(session, forKey: .session) }
    }

    fileprivate mutating func encode(arguments: [Value]) throws {
        try encode(arguments.map(WireValue.init), forKey: .arguments)
    }

    /// Writes `null` for an absent value rather than leaving the key out, as PROTOCOL.md spells a missing
    /// `receiver` or `id`.
    fileprivate mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: MessageKey) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
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
