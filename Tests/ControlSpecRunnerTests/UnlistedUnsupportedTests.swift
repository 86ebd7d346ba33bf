import ControlSpecModel
import ControlSpecRunner
import Testing

/// A first run of a partial implementation: members it does not announce are gaps to record, not failures,
/// unless the run is strict; and the run says which members block the most cases.
@Suite struct UnlistedUnsupportedTests {
    static func unsupportedResult(
        tolerates: Bool, expectations: Expectations = Expectations()
    ) throws -> CaseResult {
        var options = RunnerFixture.options(
            filter: CaseFilter(caseID: "unsupported"), timeout: nil, expectations: expectations)
        options.toleratesUnlistedUnsupported = tolerates
        return try #require(RunnerFixture.run(options: options).cases.first)
    }

    @Test func anUnlistedUnsupportedResultIsExpectedWhenTolerated() throws {
        let result = try Self.unsupportedResult(tolerates: true)
        #expect(result.status == .unsupported)
        #expect(result.expected)
        #expect(result.expectedStatus == .unsupported)
    }

    @Test func aStrictRunHoldsTheImplementationToItsFile() throws {
        let result = try Self.unsupportedResult(tolerates: false)
        #expect(!result.expected)
        #expect(result.expectedStatus == .pass)
    }

    @Test func aListedStatusStillDecidesWhenTolerated() throws {
        let entry = Expectations.Entry(qualifiedID: "UIControl.isSelected#unsupported", status: .fail)
        let result = try Self.unsupportedResult(tolerates: true, expectations: Expectations(entries: [entry]))
        #expect(!result.expected)
        #expect(result.expectedStatus == .fail)
    }

    @Test func blockingMembersCountEachCaseUnderTheMemberItStoppedAt() {
        func result(_ id: String, _ message: String) -> CaseResult {
            CaseResult(
                qualifiedID: "UIControl.isEnabled#\(id)", caseID: id, member: "UIControl.isEnabled",
                className: "UIControl", english: FileLine(path: "a.md", line: 1), chinese: nil, status: .unsupported,
                expected: true, expectedStatus: .unsupported, durationMs: 0,
                failures: [FailureDetail(message: message)])
        }
        let results = RunResults(
            run: RunInfo(implementation: "x", implementationVersion: "1", kitVersion: "1", date: "d", hostName: "h"),
            cases: [
                result("a", "unsupported: UIView.frame"), result("b", "unsupported: UIButton.menu"),
                result("c", "unsupported: UIView.frame"), result("d", "a pointer style provider closure"),
            ])
        let blocking = BlockingMembers(results)
        #expect(blocking.unsupportedCount == 4)
        #expect(
            blocking.entries.map(\.member) == ["UIView.frame", "UIButton.menu", "a pointer style provider closure"])
        #expect(blocking.entries.map(\.caseCount) == [2, 1, 1])
    }
}
