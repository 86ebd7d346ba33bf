import CaseLanguage
import ControlContract
import ControlSpecModel
import ControlSpecRunner
import Foundation
import Testing

@Suite("Runner statuses")
struct RunnerStatusTests {
    /// One run shared by the tests: the `times-out` case costs a timeout, so it runs once.
    static let results = RunnerFixture.run(options: RunnerFixture.options(timeout: 0.3))

    func result(_ qualifiedID: String) throws -> CaseResult {
        try #require(Self.results.cases.first { $0.qualifiedID == qualifiedID })
    }

    @Test("a case whose expectations hold is PASS and expected")
    func passingCaseIsPass() throws {
        let result = try result("UIControl.isEnabled#passes")
        #expect(result.status == .pass)
        #expect(result.expected)
        #expect(result.expectedStatus == .pass)
        #expect(result.failures.isEmpty)
    }

    @Test("a failed expectation is FAIL with location, expression and captured values")
    func failedExpectationIsFail() throws {
        let result = try result("UIControl.isEnabled#fails")
        #expect(result.status == .fail)
        #expect(!result.expected)
        let failure = try #require(result.failures.first)
        #expect(failure.expression == "control.isEnabled")
        #expect(failure.values == [CapturedValue(expression: "control.isEnabled", value: "false")])
        #expect(failure.location?.path == "Docs/en/UIControl/isEnabled.md")
    }

    @Test("static errors in case code are ERROR carrying the diagnostic")
    func staticErrorIsError() throws {
        let result = try result("UIControl.isEnabled#errors")
        #expect(result.status == .error)
        #expect(result.failures.map(\.message) == ["cannot compare Bool with String [case.type.mismatch]"])
    }

    @Test("a case running longer than the timeout is TIMEOUT and the run goes on")
    func slowCaseIsTimeout() throws {
        let result = try result("UIControl.isEnabled#times-out")
        #expect(result.status == .timeout)
        #expect(result.durationMs >= 300)
        #expect(result.durationMs < 2_500)
        #expect(result.failures.first?.message.contains("0.3 s") == true)
    }

    @Test("an implementation that dies is CRASH")
    func crashIsCrash() throws {
        let result = try result("UIControl.isSelected#crashes")
        #expect(result.status == .crash)
        #expect(result.failures.first?.message == "implementation exited with signal 11")
    }

    @Test("an unsupported member is UNSUPPORTED, and unexpected without an entry")
    func unsupportedIsUnexpectedWithoutEntry() throws {
        let result = try result("UIControl.isSelected#unsupported")
        #expect(result.status == .unsupported)
        #expect(!result.expected)
    }

    @Test("a case whose since is newer than the platform is an expected SKIP, not run")
    func newerSinceIsSkipped() throws {
        let result = try result("UIControl.isSelected#needs-new-ios")
        #expect(result.status == .skip)
        #expect(result.expected)
        #expect(result.skipReason == "needs iOS 99.0; fake models iOS 18.0")
    }

    @Test("without a platform version, since is ignored and the case runs")
    func sinceIgnoredWithoutPlatformVersion() {
        let options = RunnerFixture.options(
            filter: CaseFilter(caseID: "needs-new-ios"), timeout: nil, platformVersion: nil)
        let results = RunnerFixture.run(options: options)
        #expect(results.cases.map(\.status) == [.pass])
    }

    @Test("an expectations entry with status SKIP skips the case without running it")
    func expectationSkipDoesNotRun() {
        let probe = ConcurrencyProbe()
        let expectations = Expectations(entries: [
            .init(qualifiedID: "UIControl.isEnabled#case-0", status: .skip, reason: "hangs the process")
        ])
        let results = RunnerFixture.run(
            corpus: RunnerFixture.largeCorpus(count: 1), executor: ProbingExecutor(probe: probe),
            options: RunnerFixture.options(expectations: expectations))
        #expect(results.cases.map(\.status) == [.skip])
        #expect(results.cases.first?.skipReason == "hangs the process")
        #expect(results.cases.first?.expected == true)
        #expect(probe.maximum == 0)
    }

    @Test("a session that cannot be made maps contract failures to statuses")
    func contractFailuresMapToStatuses() {
        #expect(CaseOutcome(ContractFailure.unsupported("x")).status == .unsupported)
        #expect(CaseOutcome(ContractFailure.failed("x")).status == .error)
        #expect(CaseOutcome(ContractFailure.crashed("x")).status == .crash)
        #expect(CaseOutcome(ContractFailure.timedOut("x")).status == .timeout)
    }

    @Test("each result records the English location and the Chinese twin's, when there is one")
    func resultsRecordBothLocations() throws {
        let enabled = try result("UIControl.isEnabled#fails")
        #expect(enabled.english == FileLine(path: "Docs/en/UIControl/isEnabled.md", line: 12))
        #expect(enabled.chinese == FileLine(path: "Docs/zh-Hans/UIControl/isEnabled.md", line: 12))
        #expect(enabled.className == "UIControl")
        #expect(enabled.member == "UIControl.isEnabled")
        #expect(enabled.caseID == "fails")
        let button = try result("UIButton.title(for:)#fails")
        #expect(button.chinese == nil)
        #expect(button.className == "UIButton")
    }

    @Test("cases run once, from the English page")
    func casesRunOnce() {
        #expect(Self.results.cases.count == 9)
        #expect(Set(Self.results.cases.map(\.qualifiedID)).count == 9)
    }

    @Test("the run records implementation, kit, commit, date, host and shard")
    func runInfoIsRecorded() {
        let run = Self.results.run
        #expect(run.implementation == "fake")
        #expect(run.implementationVersion == "1.2")
        #expect(run.kitVersion == "9.9.9")
        #expect(run.gitCommit == "abc123")
        #expect(run.date == "2023-11-14T22:13:20Z")
        #expect(run.hostName == "ci-host")
        #expect(run.shard == nil)
        #expect(Self.results.formatVersion == 1)
    }

    @Test("results survive a JSON round trip unchanged")
    func resultsRoundTripThroughJSON() throws {
        let decoded = try RunResults(jsonData: Self.results.jsonData())
        #expect(decoded == Self.results)
    }

    @Test("results of another format version are refused")
    func otherFormatVersionIsRefused() {
        let data = Data(#"{"formatVersion": 2, "run": {}, "cases": []}"#.utf8)
        #expect(throws: RunResultsError.unsupportedFormatVersion(2)) { try RunResults(jsonData: data) }
    }
}
