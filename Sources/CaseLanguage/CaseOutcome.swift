import ControlContract
import ControlSpecModel

/// The result of running one case against one implementation.
package enum CaseOutcome: Hashable, Sendable {
    /// Every expectation held; the count includes `#require`s.
    case passed(expectationCount: Int)
    /// One or more expectations failed. The case goes on after a failed `#expect`; a failed
    /// `#require` is the last failure.
    case failed([ExpectationFailure])
    /// The case could not go on: a force unwrap of `nil`, a contract call that failed, a value of
    /// the wrong type from the implementation. Earlier failed expectations are notes.
    case error(Diagnostic)
    /// The implementation lacks a member the case uses (the member key, or its own message).
    case unsupported(String)
    /// The implementation died (``ContractFailure/crashed(_:)``).
    case crashed(String)
    /// The implementation did not answer in time (``ContractFailure/timedOut(_:)``).
    case timedOut

    /// True for `.passed`.
    package var isPassed: Bool {
        if case .passed = self { return true }
        return false
    }
}

/// The value of one sub-expression of a failed expectation.
package struct CapturedValue: Hashable, Sendable, Codable {
    /// The sub-expression as written (`button.title(for: .highlighted)`).
    package var expression: String
    /// Its value, rendered like Swift (`nil`, `"Play"`, `[.highlighted, .selected]`).
    package var value: String

    package init(expression: String, value: String) {
        self.expression = expression
        self.value = value
    }
}

/// A failed `#expect` or `#require`.
package struct ExpectationFailure: Hashable, Sendable, Codable {
    package enum Kind: String, Hashable, Sendable, Codable {
        case expectation, requirement
    }

    package var kind: Kind
    /// Where the `#expect` or `#require` stands in the Markdown file.
    package var location: SourceLocation
    /// The condition (or required value) as written.
    package var expression: String
    /// The comment given as the second argument, if any.
    package var comment: String?
    /// The value of every sub-expression, in evaluation order.
    package var captures: [CapturedValue]

    /// `path:line:column: expectation failed: condition`, then one `  expression → value` line
    /// per captured sub-expression.
    package var renderedText: String {
        var lines = [
            "\(location.description): \(kind == .expectation ? "expectation" : "requirement") failed: \(expression)"
        ]
        if let comment { lines.append("  comment: \(comment)") }
        for capture in captures { lines.append("  \(capture.expression) → \(capture.value)") }
        return lines.joined(separator: "\n")
    }
}

extension CaseOutcome {
    /// A plain-text report of the outcome, one failure after another (empty for `.passed`).
    package var renderedText: String {
        switch self {
        case .passed(let count): return "passed (\(count) expectation\(count == 1 ? "" : "s"))"
        case .failed(let failures): return failures.map(\.renderedText).joined(separator: "\n")
        case .error(let diagnostic): return diagnostic.lineDescription
        case .unsupported(let member): return "unsupported: the implementation lacks \(member)"
        case .crashed(let message): return "crashed: \(message)"
        case .timedOut: return "timed out"
        }
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
