import Foundation

/// Turns wire messages into lines and back: one JSON object per line, UTF-8, `\n`-terminated.
///
/// JSON escapes control characters inside strings, so a message never contains a raw newline
/// and a line is always a whole message.
package enum WireCodec {
    /// The JSON text of `message`, without the terminating newline.
    package static func line<Message: Encodable>(_ message: Message) -> String {
        let encoder = JSONEncoder()
        // Sorted keys make lines reproducible, which keeps logs and tests stable.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Wire types encode only strings, integers and finite numbers, so encoding cannot fail.
        let data = try! encoder.encode(message)
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a request from one line (with or without its newline).
    package static func request(from line: some StringProtocol) throws(WireDecodingError) -> WireRequest {
        try decode(WireRequest.self, from: line)
    }

    /// Reads a response from one line (with or without its newline).
    package static func response(from line: some StringProtocol) throws(WireDecodingError) -> WireResponse {
        try decode(WireResponse.self, from: line)
    }

    private static func decode<Message: Decodable>(
        _ type: Message.Type, from line: some StringProtocol
    ) throws(WireDecodingError) -> Message {
        do {
            return try JSONDecoder().decode(type, from: Data(line.utf8))
        } catch let error as DecodingError {
            throw WireDecodingError(line: String(line), reason: describe(error))
        } catch {
            throw WireDecodingError(line: String(line), reason: "\(error)")
        }
    }

    /// The JSON spelling of a Swift type a decoder expected, for messages read by people writing other languages.
    private static func jsonName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Int.Type, is UInt.Type: return "an integer"
        case is Double.Type: return "a number"
        case is [Any].Type: return "an array"
        default: return "an object"
        }
    }

    /// A one-line account of a decoding error, naming the field by its JSON path.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            if codingPath.isEmpty { return "the message" }
            return codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing field \"\(key.stringValue)\" in \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) is not \(jsonName(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) is null, expected \(jsonName(type))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not a JSON object" }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// A line that is not a well-formed wire message.
package struct WireDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending line, as read.
    package var line: String
    /// What is wrong with it.
    package var reason: String

    package var description: String {
        let shown = line.count > 200 ? line.prefix(200) + "…" : Substring(line)
        return "\(reason): \(shown)"
    }
}
