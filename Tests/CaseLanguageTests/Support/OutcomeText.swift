import ControlContract
import ControlSpecModel

@testable import CaseLanguage

extension CaseOutcome {
    /// Every detail as `path:line:column: message`, each followed by its captured values (`  expression → value`).
    var renderedText: String {
        guard !failures.isEmpty else { return "passed" }
        return failures.map { detail in
            ([detail.lineDescription] + detail.values.map { "  \($0.expression) → \($0.value)" }).joined(
                separator: "\n")
        }.joined(separator: "\n")
    }

    /// The status and the first detail's message (`CRASH crashed: signal 11`): what a test compares.
    var said: String {
        ([status.rawValue] + failures.prefix(1).map(\.message)).joined(separator: " ")
    }
}

/// An outcome with the number of `#expect`s and `#require`s the run evaluated, so that a test can tell a pass
/// from a run that checked nothing.
struct CountedOutcome: Equatable {
    var outcome: CaseOutcome
    var expectationCount: Int

    static func passed(expectationCount: Int) -> CountedOutcome {
        CountedOutcome(outcome: .passed, expectationCount: expectationCount)
    }

    var renderedText: String { outcome.renderedText }
}

extension CaseProgram {
    func counting(on implementation: any ControlImplementation) -> CountedOutcome {
        let run = runCountingExpectations(on: implementation)
        return CountedOutcome(outcome: run.outcome, expectationCount: run.expectationCount)
    }
}
