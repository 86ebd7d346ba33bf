import ControlSpecModel
import ControlSpecRunner
import Testing

@testable import ControlSpecExport

@Suite("Importing an exported-suite run")
struct ResultsImporterTests {
    let importer = ResultsImporter(cases: exportCases, naming: exportNaming)

    @Test("A platform names the implementation uikit-<platform>")
    func implementationName() {
        #expect(ResultsImporter.implementationName(forPlatform: "iOS 18.2") == "uikit-ios-18.2")
        #expect(ResultsImporter.implementationName(forPlatform: " iPadOS  17 ") == "uikit-ipados-17")
    }

    @Test("Passed, failed and skipped tests become PASS, FAIL and SKIP of their cases, at the cases' locations")
    func statuses() throws {
        let outcomes = [
            TestOutcome(names: ["uibutton_settitle_for__falls_back()"], result: .passed, durationMs: 3),
            TestOutcome(names: ["UIButton.setTitle(_:for:)#needs-fourteen"], result: .skipped, messages: ["old"]),
            TestOutcome(
                names: ["uicontrol_addtarget_action_for__tap_delivers_action()"], result: .failed,
                messages: ["Expectation failed: recorder.actions == [\"handle:\"]"]),
        ]
        let (results, unmatched) = importer.results(of: outcomes, run: runInfo("uikit-ios-18.2"))
        #expect(unmatched.isEmpty)
        #expect(results.run.implementation == "uikit-ios-18.2")
        #expect(results.cases.map(\.status) == [.pass, .skip, .fail])
        let failed = try #require(results.cases.last)
        #expect(failed.english == FileLine(path: "Docs/en/UIControl/addTarget(__action_for_).md", line: 12))
        #expect(
            failed.failures.map(\.lineDescription) == [
                "Docs/en/UIControl/addTarget(__action_for_).md:12:1: "
                    + "Expectation failed: recorder.actions == [\"handle:\"]"
            ])
        #expect(results.cases[1].skipReason == "old")
        #expect(!failed.expected)
    }

    @Test("A test that failed because touches need a host app is UNSUPPORTED, not FAIL")
    func touchesNeedHostApp() {
        let outcome = TestOutcome(
            names: ["uicontrol_addtarget_action_for__tap_delivers_action()"], result: .failed,
            messages: ["Issue recorded (error): touch simulation needs a host app", "Expectation failed: a == b"])
        #expect(ResultsImporter.status(of: outcome) == .unsupported)
    }

    @Test("Tests that match no case are returned; cases without a test are left out of the results")
    func unmatchedAndMissing() {
        let outcomes = [
            TestOutcome(names: ["helper()"], result: .passed),
            TestOutcome(names: ["uibutton_settitle_for__falls_back()"], result: .passed),
        ]
        let (results, unmatched) = importer.results(of: outcomes, run: runInfo("uikit-ios-18.2"))
        #expect(unmatched.map(\.names) == [["helper()"]])
        #expect(results.cases.map(\.qualifiedID) == ["UIButton.setTitle(_:for:)#falls-back"])
    }

    @Test("A case reported twice takes its worst outcome")
    func worstOutcomeWins() {
        let outcomes = [
            TestOutcome(names: ["uibutton_settitle_for__falls_back()"], result: .passed),
            TestOutcome(names: ["uibutton_settitle_for__falls_back()"], result: .failed, messages: ["iPad"]),
            TestOutcome(names: ["uibutton_settitle_for__falls_back()"], result: .skipped),
        ]
        let (results, _) = importer.results(of: outcomes, run: runInfo("uikit-ios-18.2"))
        #expect(results.cases.map(\.status) == [.fail])
    }
}

@Suite("Comparing the interpreter with the compiled suite")
struct ResultsComparisonTests {
    @Test("Pass and pass, or failure and failure, agree; pass against failure disagrees")
    func agreementAndDisagreement() {
        let baseline = RunResults(
            run: runInfo("reference"),
            cases: [result("A.a#both-pass", .pass), result("A.a#both-fail", .fail), result("A.a#split", .pass)])
        let candidate = RunResults(
            run: runInfo("reference-compiled"),
            cases: [
                result("A.a#both-pass", .pass), result("A.a#both-fail", .error),
                result("A.a#split", .fail, failures: ["Expectation failed: x == 1"]),
            ])
        let comparison = ResultsComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.agreements.map(\.qualifiedID) == ["A.a#both-fail", "A.a#both-pass"])
        #expect(comparison.disagreements.map(\.qualifiedID) == ["A.a#split"])
        #expect(
            comparison.reportLines == [
                "Docs/en/split.md:3: disagreement A.a#split: reference PASS, reference-compiled FAIL",
                "  Expectation failed: x == 1",
                "2 passed, 1 failed",
            ])
    }

    @Test("UNSUPPORTED, SKIP and cases missing from a side are reported but not counted")
    func uncountedCases() {
        let baseline = RunResults(
            run: runInfo("reference"),
            cases: [
                result("A.a#unsupported", .unsupported), result("A.a#skipped", .pass),
                result("A.a#not-compiled", .pass), result("A.a#not-run", .fail), result("A.a#same", .pass),
            ])
        let candidate = RunResults(
            run: runInfo("compiled"),
            cases: [
                result("A.a#unsupported", .pass), result("A.a#skipped", .skip), result("A.a#same", .pass),
                result("A.a#only-compiled", .pass),
            ])
        let comparison = ResultsComparison(
            baseline: baseline, candidate: candidate,
            compileProblems: ["A.a#not-compiled": "missing argument label 'where:' in call"])
        #expect(comparison.disagreements.isEmpty)
        #expect(comparison.tallyLine == "1 passed, 0 failed")
        #expect(
            comparison.notCompared.map { "\($0.entry.qualifiedID): \($0.reason)" } == [
                "A.a#not-compiled: did not compile: missing argument label 'where:' in call",
                "A.a#not-run: not in compiled's outcomes",
                "A.a#only-compiled: not in reference's results",
                "A.a#skipped: compiled SKIP",
                "A.a#unsupported: reference UNSUPPORTED",
            ])
        #expect(
            comparison.reportLines.suffix(2) == [
                "not compared: 5 (1 compiled SKIP, 1 did not compile, 1 not in compiled's outcomes, "
                    + "1 not in reference's results, 1 reference UNSUPPORTED)",
                "1 passed, 0 failed",
            ])
    }
}
