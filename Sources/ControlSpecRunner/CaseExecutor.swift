import ControlContract
import ControlSpecModel

/// Runs one case against an implementation, in a fresh session, and says how it went.
///
/// The runner selects, schedules, times and classifies; an executor only runs. The real one is
/// ``LanguageExecutor`` (the case language's interpreter); tests plug in fakes.
package protocol CaseExecutor: Sendable {
    /// Runs `testCase` in a new session of `implementation`. Called concurrently from several threads.
    func execute(_ testCase: ConformanceCase, on implementation: any ControlImplementation) -> ExecutionOutcome

    /// The outcome of `testCase` when it is known without running it (an incremental publish reuses the
    /// last one), so that the runner spends no thread on it; nil runs the case. The default is nil.
    func knownOutcome(of testCase: ConformanceCase, on implementation: any ControlImplementation) -> ExecutionOutcome?
}

extension CaseExecutor {
    package func knownOutcome(of testCase: ConformanceCase, on implementation: any ControlImplementation)
        -> ExecutionOutcome?
    {
        nil
    }
}

/// How a case ended, before the runner adds timing, location and expectations.
package enum ExecutionOutcome: Hashable, Sendable {
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
}

extension ExecutionOutcome {
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

    /// The outcome of a contract failure that ended a case (such as `makeSession()` throwing).
    package init(_ failure: ContractFailure, at location: SourceLocation? = nil) {
        switch failure {
        case .unsupported(let message): self = .unsupported(FailureDetail(message: message, location: location))
        case .failed(let message): self = .error([FailureDetail(message: message, location: location)])
        case .crashed(let message): self = .crashed(FailureDetail(message: message, location: location))
        case .timedOut(let message): self = .timedOut(FailureDetail(message: message, location: location))
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
