import ControlContract
import Foundation

/// A ``ControlContract/Value`` in its wire form (conformance/PROTOCOL.md, "Values").
///
/// Every value is one JSON object tagged by `"kind"`, with named fields instead of the
/// synthesized `Codable` shape (`{"bool":{"_0":true}}`), so an implementation in any language
/// can read and write values with a plain JSON library:
///
/// ```json
/// {"kind":"rect","x":0,"y":0,"width":100,"height":44}
/// ```
///
/// Numbers that are not finite travel as the strings `"nan"`, `"inf"` and `"-inf"`, since
/// JSON has no literal for them.
package struct WireValue: Hashable, Sendable, Codable {
    /// The contract value this wire value carries.
    package var value: Value

    /// Wraps `value` for encoding.
    package init(_ value: Value) {
        self.value = value
    }

    enum Kind: String, Codable {
        case void, null, bool, int, float, string, array, point, size, rect, insets, color
        case attributedString, selector, enumeration, options, object, structure, enumCase, closure
    }

    enum Key: String, CodingKey {
        case kind, value, x, y, width, height, top, left, bottom, right, red, green, blue, alpha
        case type, raw, id, className, fields, name
    }

    /// A stored property of a structure on the wire: `{"name":"title","value":{…}}`.
    struct WireField: Codable {
        var name: String
        var value: WireValue
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func number(_ key: Key) throws -> Double { try WireValue.decodeNumber(container, key) }
        switch try container.decode(Kind.self, forKey: .kind) {
        case .void: value = .void
        case .null: value = .null
        case .bool: value = .bool(try container.decode(Bool.self, forKey: .value))
        case .int: value = .int(try container.decode(Int.self, forKey: .value))
        case .float: value = .float(try number(.value))
        case .string: value = .string(try container.decode(String.self, forKey: .value))
        case .array: value = .array(try container.decode([WireValue].self, forKey: .value).map(\.value))
        case .point: value = .point(x: try number(.x), y: try number(.y))
        case .size: value = .size(width: try number(.width), height: try number(.height))
        case .rect:
            value = .rect(x: try number(.x), y: try number(.y), width: try number(.width), height: try number(.height))
        case .insets:
            value = .insets(
                top: try number(.top), left: try number(.left), bottom: try number(.bottom), right: try number(.right))
        case .color:
            value = .color(
                red: try number(.red), green: try number(.green), blue: try number(.blue), alpha: try number(.alpha))
        case .attributedString: value = .attributedString(try container.decode(String.self, forKey: .value))
        case .selector: value = .selector(try container.decode(String.self, forKey: .value))
        case .enumeration:
            value = .enumeration(
                type: try container.decode(String.self, forKey: .type),
                raw: try container.decode(Int.self, forKey: .raw))
        case .options:
            value = .options(
                type: try container.decode(String.self, forKey: .type),
                raw: try container.decode(UInt.self, forKey: .raw))
        case .object:
            value = .object(
                ObjectHandle(
                    id: try container.decode(Int.self, forKey: .id),
                    className: try container.decode(String.self, forKey: .className)))
        case .structure:
            value = .structure(
                type: try container.decode(String.self, forKey: .type),
                fields: try container.decode([WireField].self, forKey: .fields).map { Field($0.name, $0.value.value) })
        case .enumCase:
            value = .enumCase(
                type: try container.decode(String.self, forKey: .type),
                name: try container.decode(String.self, forKey: .name))
        case .closure:
            value = .closure(ClosureHandle(id: try container.decode(Int.self, forKey: .id)))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        func number(_ number: Double, _ key: Key) throws { try WireValue.encodeNumber(number, &container, key) }
        switch value {
        case .void: try container.encode(Kind.void, forKey: .kind)
        case .null: try container.encode(Kind.null, forKey: .kind)
        case .bool(let bool):
            try container.encode(Kind.bool, forKey: .kind)
            try container.encode(bool, forKey: .value)
        case .int(let int):
            try container.encode(Kind.int, forKey: .kind)
            try container.encode(int, forKey: .value)
        case .float(let double):
            try container.encode(Kind.float, forKey: .kind)
            try number(double, .value)
        case .string(let string):
            try container.encode(Kind.string, forKey: .kind)
            try container.encode(string, forKey: .value)
        case .array(let values):
            try container.encode(Kind.array, forKey: .kind)
            try container.encode(values.map(WireValue.init), forKey: .value)
        case .point(let x, let y):
            try container.encode(Kind.point, forKey: .kind)
            try number(x, .x)
            try number(y, .y)
        case .size(let width, let height):
            try container.encode(Kind.size, forKey: .kind)
            try number(width, .width)
            try number(height, .height)
        case .rect(let x, let y, let width, let height):
            try container.encode(Kind.rect, forKey: .kind)
            try number(x, .x)
            try number(y, .y)
            try number(width, .width)
            try number(height, .height)
        case .insets(let top, let left, let bottom, let right):
            try container.encode(Kind.insets, forKey: .kind)
            try number(top, .top)
            try number(left, .left)
            try number(bottom, .bottom)
            try number(right, .right)
        case .color(let red, let green, let blue, let alpha):
            try container.encode(Kind.color, forKey: .kind)
            try number(red, .red)
            try number(green, .green)
            try number(blue, .blue)
            try number(alpha, .alpha)
        case .attributedString(let string):
            try container.encode(Kind.attributedString, forKey: .kind)
            try container.encode(string, forKey: .value)
        case .selector(let name):
            try container.encode(Kind.selector, forKey: .kind)
            try container.encode(name, forKey: .value)
        case .enumeration(let type, let raw):
            try container.encode(Kind.enumeration, forKey: .kind)
            try container.encode(type, forKey: .type)
            try container.encode(raw, forKey: .raw)
        case .options(let type, let raw):
            try container.encode(Kind.options, forKey: .kind)
            try container.encode(type, forKey: .type)
            try container.encode(raw, forKey: .raw)
        case .object(let handle):
            try container.encode(Kind.object, forKey: .kind)
            try container.encode(handle.id, forKey: .id)
            try container.encode(handle.className, forKey: .className)
        case .structure(let type, let fields):
            try container.encode(Kind.structure, forKey: .kind)
            try container.encode(type, forKey: .type)
            try container.encode(fields.map { WireField(name: $0.name, value: WireValue($0.value)) }, forKey: .fields)
        case .enumCase(let type, let name):
            try container.encode(Kind.enumCase, forKey: .kind)
            try container.encode(type, forKey: .type)
            try container.encode(name, forKey: .name)
        case .closure(let handle):
            try container.encode(Kind.closure, forKey: .kind)
            try container.encode(handle.id, forKey: .id)
        }
    }

    // JSON has no NaN or infinities; `CGRect.null` and `.infinity` still have to cross.
    private static let nonFiniteSpellings: [(String, Double)] = [
        ("nan", .nan), ("inf", .infinity), ("-inf", -.infinity),
    ]

    private static func decodeNumber(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> Double {
        if let spelling = try? container.decode(String.self, forKey: key) {
            guard let match = nonFiniteSpellings.first(where: { $0.0 == spelling }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "\"\(spelling)\" is not a number")
            }
            return match.1
        }
        return try container.decode(Double.self, forKey: key)
    }

    private static func encodeNumber(_ number: Double, _ container: inout KeyedEncodingContainer<Key>, _ key: Key)
        throws
    {
        if number.isNaN {
            try container.encode("nan", forKey: key)
        } else if number.isInfinite {
            try container.encode(number < 0 ? "-inf" : "inf", forKey: key)
        } else {
            try container.encode(number, forKey: key)
        }
    }
}
