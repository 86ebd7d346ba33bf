import ControlContract
import ControlSpecModel

/// Runs one case against an implementation, in a fresh session, and says how it went.
///
/// The runner selects, schedules, times and classifies; an executor only runs. The real one is
/// ``LanguageExecutor`` (the case language's interpreter); tests plug in fakes.
package protocol CaseExecutor: Sendable {
    /// Runs `testCase` in a new session of `implementation`. Called concurrently from several threads.
    func execute(_ testCase: ConformanceCase, on implementation: any ControlImplementation) -> CaseOutcome

    /// The outcome of `testCase` when it is known without running it (an incremental publish reuses the
    /// last one), so that the runner spends no thread on it; nil runs the case. The default is nil.
    func knownOutcome(of testCase: ConformanceCase, on implementation: any ControlImplementation) -> CaseOutcome?
}

extension CaseExecutor {
    package func knownOutcome(of testCase: ConformanceCase, on implementation: any ControlImplementation)
        -> CaseOutcome?
    {
        nil
    }
}

extension CaseOutcome {
    /// The outcome of a contract failure that ended a case (such as `makeSession()` throwing).
    package init(_ failure: ContractFailure, at location: SourceLocation? = nil) {
        switch failure {
        case .unsupported(let message): self = .unsupported(FailureDetail(message: message, location: location))
        case .failed(let message): self = .error([FailureDetail(message: message, location: location)])
        case .crashed(let message): self = .crashed(FailureDetail(message: message, location: location))
        case .timedOut(let message): self = .timedOut(FailureDetail(message: message, location: location))
        }
    }
}
