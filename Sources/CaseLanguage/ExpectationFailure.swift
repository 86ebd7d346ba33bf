import ControlContract
import ControlSpecModel

/// A failed `#expect` or `#require` while the case runs; it leaves the interpreter as a ``FailureDetail``.
struct ExpectationFailure: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable {
        case expectation, requirement
    }

    var kind: Kind
    /// Where the `#expect` or `#require` stands in the Markdown file.
    var location: SourceLocation
    /// The condition (or required value) as written.
    var expression: String
    /// The comment given as the second argument, if any.
    var comment: String?
    /// The value of every sub-expression, in evaluation order.
    var captures: [CapturedValue]

    /// The failure as results and reports show it: `expectation failed: condition (comment)` and the values.
    var detail: FailureDetail {
        let comment = comment.map { " (\($0))" } ?? ""
        return FailureDetail(
            message: "\(kind.rawValue) failed: \(expression)\(comment)", location: location, expression: expression,
            values: captures)
    }
}

/// Renders values like Swift: enumerations and option sets by their constant names.
struct ValueRenderer: Sendable {
    /// For each enumeration and option set: its constants, by raw value.
    private let constants: [String: [(name: String, raw: UInt)]]

    init(schema: Schema) {
        var constants: [String: [(name: String, raw: UInt)]] = [:]
        for (name, type) in schema.types where type.kind == .enumeration || type.kind == .optionSet {
            constants[name] = schema.constants(of: name).compactMap { constant in
                switch constant.value {
                case .enumeration(_, let raw): return (constant.name, UInt(bitPattern: raw))
                case .options(_, let raw): return (constant.name, raw)
                default: return nil
                }
            }
        }
        self.constants = constants
    }

    func render(_ value: Value) -> String {
        switch value {
        case .array(let elements):
            return "[" + elements.map(render).joined(separator: ", ") + "]"
        case .enumeration(let type, let raw):
            if let name = constants[type]?.first(where: { $0.raw == UInt(bitPattern: raw) })?.name { return "." + name }
            return value.debugDescription
        case .options(let type, let raw):
            return renderOptions(type: type, raw: raw)
        case .enumCase(_, let name):
            return "." + name
        case .structure(let type, let fields):
            // Like Swift's description of a structure: its stored properties in declaration order.
            let list = fields.map { "\($0.name): \(render($0.value))" }.joined(separator: ", ")
            return "\(type)(\(list))"
        default:
            return value.debugDescription
        }
    }

    private func renderOptions(type: String, raw: UInt) -> String {
        let known = constants[type] ?? []
        if let exact = known.first(where: { $0.raw == raw }) { return "." + exact.name }
        if raw == 0 { return "[]" }
        var names: [String] = []
        var remaining = raw
        for constant in known
        where constant.raw != 0 && constant.raw.nonzeroBitCount == 1 && remaining & constant.raw != 0 {
            names.append("." + constant.name)
            remaining &= ~constant.raw
        }
        if remaining != 0 { names.append("\(type)(rawValue: \(remaining))") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
