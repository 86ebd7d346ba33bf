/// How one case ended: what the interpreter says, the runner records (with ``status`` and ``failures``),
/// the results files, the report and the site show. A new way for a case to end is added here, once.
package enum CaseOutcome: Hashable, Sendable {
    /// Every expectation held.
    case passed
    /// One detail per failed expectation.
    case failed([FailureDetail])
    /// Static errors in the code (one detail per diagnostic), or a call the implementation refused.
    case error([FailureDetail])
    /// The implementation lacks a member or argument the case needs.
    case unsupported(FailureDetail)
    /// The implementation died.
    case crashed(FailureDetail)
    /// The case ran out of time (the executor's own budget; the runner also enforces a timeout).
    case timedOut(FailureDetail)

    /// The status this outcome is reported as.
    package var status: CaseStatus {
        switch self {
        case .passed: .pass
        case .failed: .fail
        case .error: .error
        case .unsupported: .unsupported
        case .crashed: .crash
        case .timedOut: .timeout
        }
    }

    /// The details to report; empty for a pass.
    package var failures: [FailureDetail] {
        switch self {
        case .passed: []
        case .failed(let details), .error(let details): details
        case .unsupported(let detail), .crashed(let detail), .timedOut(let detail): [detail]
        }
    }

    /// True for `.passed`.
    package var isPassed: Bool { self == .passed }

    /// The outcome a result records as its status and failures (``status``, ``failures``); nil for
    /// SKIP, which no case runs to, and for a status whose detail is missing.
    package init?(status: CaseStatus, failures: [FailureDetail]) {
        switch status {
        case .pass: self = .passed
        case .fail: self = .failed(failures)
        case .error: self = .error(failures)
        case .unsupported, .crash, .timeout:
            guard let detail = failures.first else { return nil }
            switch status {
            case .unsupported: self = .unsupported(detail)
            case .crash: self = .crashed(detail)
            default: self = .timedOut(detail)
            }
        case .skip: return nil
        }
    }

    /// True for the outcomes that the same code always has again on the same implementation: passes,
    /// failures, errors and unsupported members. A crash or a timeout depends on the moment.
    package var isReproducible: Bool {
        switch self {
        case .passed, .failed, .error, .unsupported: true
        case .crashed, .timedOut: false
        }
    }

    /// An ERROR for static errors in a case's code: one detail per error diagnostic.
    package init(diagnostics: [Diagnostic]) {
        let errors = diagnostics.filter { $0.severity == .error }
        self = .error(
            (errors.isEmpty ? diagnostics : errors).map {
                FailureDetail(message: "\($0.summary) [\($0.id)]", location: $0.location)
            })
    }
}

/// Why a case did not pass: one failed expectation, one static error, or the reason it stopped.
package struct FailureDetail: Hashable, Sendable, Codable {
    /// One line, without the location (`expectation failed: a == b`).
    package var message: String
    /// The Markdown location of the failing code, when known.
    package var location: SourceLocation?
    /// The source text of the failing expression, when there is one.
    package var expression: String?
    /// The values of the expression's sub-expressions, in evaluation order .
    package var values: [CapturedValue]

    /// The most characters (Unicode scalars) a message, an expression or a captured value keeps: a longer one is
    /// cut, and says so with its full length (`… [cut at 4096 of 62914560 characters]`), so that one huge answer
    /// of an implementation cannot fill the terminal, the results, the JUnit XML and the report.
    package static let maximumTextLength = 4_096

    /// Cuts the message, the expression and each value at ``maximumTextLength``.
    package init(
        message: String, location: SourceLocation? = nil, expression: String? = nil, values: [CapturedValue] = []
    ) {
        self.message = TextCut.cut(message)
        self.location = location
        self.expression = expression.map { TextCut.cut($0) }
        self.values = values.map { CapturedValue(expression: TextCut.cut($0.expression), value: TextCut.cut($0.value)) }
    }

    /// Reads a failure, cut as ``init(message:location:expression:values:)`` cuts it: a results file may come
    /// from anywhere.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            message: try container.decode(String.self, forKey: .message),
            location: try container.decodeIfPresent(SourceLocation.self, forKey: .location),
            expression: try container.decodeIfPresent(String.self, forKey: .expression),
            values: try container.decode([CapturedValue].self, forKey: .values))
    }

    /// `path:line:column: message`, or the message alone when the location is unknown.
    package var lineDescription: String {
        (location.map { $0.description + ": " } ?? "") + message
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
