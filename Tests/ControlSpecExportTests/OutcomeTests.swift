import ControlSpecRunner
import Foundation
import Testing

@testable import ControlSpecExport

@Suite("Reading test reports")
struct TestReportTests {
    /// What `swift test --xunit-output` writes for Swift Testing (6.3), with a skipped test added.
    static let swiftTestingJUnit = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="TestResults" errors="0" tests="3" failures="1" skipped="1" time="0.006">
            <testcase classname="ControlSpecCasesTests" name="ok()" time="0.005" />
            <testcase classname="ControlSpecCasesTests" name="uibutton_settitle_for__falls_back()" time="0.25" >
              <failure message="Expectation failed: 1 == 2 (error)" />
            </testcase>
            <testcase classname="ControlSpecCasesTests" name="later()" time="0">
              <skipped message="needs iOS 16"/>
            </testcase>
            <testcase classname="X" name="xctest"><error message="crashed">signal 11</error></testcase>
          </testsuite>
        </testsuites>
        """

    @Test("JUnit test cases are passed, failed with their messages, or skipped")
    func readsJUnit() throws {
        let outcomes = try TestReport.outcomes(from: Data(Self.swiftTestingJUnit.utf8))
        #expect(
            outcomes == [
                TestOutcome(names: ["ok()"], result: .passed, durationMs: 5),
                TestOutcome(
                    names: ["uibutton_settitle_for__falls_back()"], result: .failed,
                    messages: ["Expectation failed: 1 == 2 (error)"], durationMs: 250),
                TestOutcome(names: ["later()"], result: .skipped, messages: ["needs iOS 16"]),
                TestOutcome(names: ["xctest"], result: .failed, messages: ["crashed\nsignal 11"]),
            ])
    }

    @Test("Malformed XML and unknown formats are errors")
    func rejectsMalformedReports() {
        #expect(throws: TestReportError.self) {
            try TestReport.outcomes(from: Data("<testsuites><testcase".utf8))
        }
        #expect(throws: TestReportError.self) { try TestReport.outcomes(from: Data("<testsuites>".utf8)) }
        #expect(throws: TestReportError.self) { try TestReport.outcomes(from: Data("PASS".utf8)) }
        #expect(throws: TestReportError.self) { try TestReport.outcomes(from: Data("{\"actions\": {}}".utf8)) }
    }

    @Test("xcresulttool test nodes give test cases with identifier, display name, result and failure messages")
    func readsXCResultJSON() throws {
        let json = """
            {"devices": [{"deviceName": "iPhone 16", "osVersion": "18.2"}], "testPlanConfigurations": [],
             "testNodes": [{"nodeType": "Test Plan", "name": "ControlSpecCases", "result": "Failed", "children": [
               {"nodeType": "Unit test bundle", "name": "ControlSpecCasesTests", "children": [
                 {"nodeType": "Test Case", "name": "UIButton.setTitle(_:for:)#falls-back",
                  "nodeIdentifier": "uibutton_settitle_for__falls_back()", "result": "Passed", "duration": "0.12s"},
                 {"nodeType": "Test Case", "name": "UIControl.isHighlighted#highlight-follows-touch",
                  "nodeIdentifier": "Suite/uicontrol_ishighlighted__highlight_follows_touch()", "result": "Failed",
                  "children": [{"nodeType": "Failure Message",
                                "name": "Issue recorded: touch simulation needs a host app"}]}
               ]}]}]}
            """
        let outcomes = try TestReport.outcomes(from: Data(json.utf8))
        #expect(
            outcomes == [
                TestOutcome(
                    names: ["uibutton_settitle_for__falls_back()", "UIButton.setTitle(_:for:)#falls-back"],
                    result: .passed, durationMs: 120),
                TestOutcome(
                    names: [
                        "uicontrol_ishighlighted__highlight_follows_touch()",
                        "UIControl.isHighlighted#highlight-follows-touch",
                    ], result: .failed, messages: ["Issue recorded: touch simulation needs a host app"]),
            ])
    }
}

@Suite("Build logs of the exported suite")
struct BuildLogTests {
    @Test("An error in a case's file blames that case with its first message; harness errors blame no case")
    func errorsBlameTheirCase() {
        let folder = "/tmp/x/Tests/ControlSpecCasesTests"
        let log = BuildLog(
            text: """
                [3/9] Compiling ControlSpecCasesTests a.swift
                \(folder)/UIControl/uicontrol_alltargets__one.swift:32:41: error: missing argument label 'where:'
                \(folder)/UIControl/uicontrol_alltargets__one.swift:32:41: error: another error on the same line
                   |                                         `- error: missing argument label 'where:' in call
                \(folder)/UIControl/uicontrol_alltargets__one.swift:33:41: error: second
                \(folder)/Harness.swift:3:1: error: harness broke
                4.\tWhile evaluating request ASTLoweringRequest(Lowering AST to SIL for file \
                "\(folder)/UIControl/uicontrol_sendaction__y.swift")
                """)
        #expect(
            log.problemsByFunction == [
                "uicontrol_alltargets__one": "missing argument label 'where:'",
                "uicontrol_sendaction__y": "the compiler crashed on this case",
            ])
        #expect(log.otherErrors == ["/tmp/x/Tests/ControlSpecCasesTests/Harness.swift:3:1: error: harness broke"])
        let naming = TestNaming(qualifiedIDs: ["UIControl.allTargets#one", "UIControl.sendAction(_:)#y"])
        #expect(
            log.problemsByQualifiedID(naming: naming).keys.sorted() == [
                "UIControl.allTargets#one", "UIControl.sendAction(_:)#y",
            ])
    }
}

@Suite("Durations read from test reports")
struct ReportDurationTests {
    @Test(
        "A duration that is not a finite, non-negative number of seconds is read as zero",
        arguments: ["nan", "inf", "-inf", "-2.5", "1e400", "1e300"])
    func unreadableDurationsAreZero(time: String) throws {
        let xml = """
            <testsuites><testsuite name="s"><testcase name="a()" time="\(time)"/></testsuite></testsuites>
            """
        let outcomes = try TestReport.outcomes(from: Data(xml.utf8))
        #expect(outcomes.map(\.durationMs) == [0])
        let json =
            #"{"devices":[],"testNodes":[{"name":"a()","nodeType":"Test Case","result":"Passed","duration":"\#(time)s"}]}"#
        let fromJSON = try TestReport.outcomes(from: Data(json.utf8))
        #expect(fromJSON.allSatisfy { $0.durationMs == 0 })
    }
}
