import ControlSpecModel
import ControlSpecRunner
import Testing

@Suite("An outcome as a result records it")
struct CaseOutcomeTests {
    static let detail = FailureDetail(
        message: "expectation failed: a", location: SourceLocation(path: "Docs/en/x.md", line: 3, column: 1))

    static let outcomes: [CaseOutcome] = [
        .passed, .failed([detail, FailureDetail(message: "second")]), .error([detail]), .unsupported(detail),
        .crashed(detail), .timedOut(detail),
    ]

    @Test func everyOutcomeReadsBackFromItsStatusAndFailures() {
        for outcome in Self.outcomes {
            #expect(CaseOutcome(status: outcome.status, failures: outcome.failures) == outcome)
        }
    }

    @Test func aSkipOrAStatusWithoutItsDetailIsNoOutcome() {
        #expect(CaseOutcome(status: .skip, failures: []) == nil)
        for status in [CaseStatus.unsupported, .crash, .timeout] {
            #expect(CaseOutcome(status: status, failures: []) == nil, "\(status)")
        }
    }

    @Test func onlyCrashesAndTimeoutsAreNotReproducible() {
        let reproducible = Self.outcomes.filter(\.isReproducible).map(\.status)
        #expect(reproducible == [.pass, .fail, .error, .unsupported])
    }

    @Test func aResultGivesTheOutcomeItRecords() throws {
        let results = RunnerFixture.run(options: RunnerFixture.options(timeout: 0.3))
        for result in results.cases {
            let outcome = result.outcome
            #expect(outcome?.status == (result.status == .skip ? nil : result.status), "\(result.qualifiedID)")
            #expect(outcome.map(\.failures) ?? [] == result.failures)
        }
        #expect(results.cases.contains { $0.status == .crash })
    }
}
