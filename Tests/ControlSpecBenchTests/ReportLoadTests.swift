import ControlSpecModel
import ControlSpecRunner
import Foundation
import Testing

@testable import ControlSpecBench

@Suite("Report load benchmark")
struct ReportLoadTests {
    static func result(_ member: String, _ caseID: String, line: Int) -> CaseResult {
        CaseResult(
            qualifiedID: "\(member)#\(caseID)", caseID: caseID, member: member, className: "UIControl",
            english: FileLine(path: "Docs/en/UIControl/x.md", line: line), chinese: nil, status: .pass,
            expected: true, expectedStatus: .pass, durationMs: 1)
    }

    static let suite = RunResults(
        run: RunInfo(
            implementation: "reference", implementationVersion: "1", kitVersion: "1", date: "2026-12-08T00:00:00Z",
            hostName: "host"),
        cases: [result("UIControl.isEnabled", "a", line: 10), result("UIControl.isSelected", "b", line: 20)])

    @Test func aScaledRunRepeatsTheCasesUnderNewIDsAndFailsEveryThirdUnexpectedly() {
        let scaled = ScaledResults.scaled(Self.suite, to: 7)
        #expect(scaled.cases.count == 7)
        #expect(Set(scaled.cases.map(\.qualifiedID)).count == 7)
        #expect(scaled.cases.contains { $0.qualifiedID == "UIControl.isSelected#b-copy-5" })
        let failing = scaled.cases.filter { $0.status == .fail }
        #expect(Set(failing.map(\.caseID)) == ["a-copy-0", "b-copy-3", "a-copy-6"])
        #expect(failing.allSatisfy { !$0.expected && $0.expectedStatus == .pass && $0.failures.count == 1 })
        let copy = scaled.cases.first { $0.caseID == "b-copy-3" }
        #expect(
            copy?.failures.first?.location
                == ControlSpecModel.SourceLocation(path: "Docs/en/UIControl/x.md", line: 23, column: 1))
        #expect(scaled.cases.filter { $0.status == .pass }.allSatisfy { $0.expected })
    }

    @Test func theTableDividesEachSizeByTheSuitesOwnReportAndChecksTheTargets() {
        func figures(_ cases: Int, folder: Int, paint: Double, load: Double) -> ReportLoadFigures {
            ReportLoadFigures(
                cases: cases, writeSeconds: 0.5, indexBytes: 1_000_000, folderBytes: folder, domNodes: 20_000,
                firstPaintMs: paint, loadEventMs: load)
        }
        let text = ReportLoadReport.text([
            figures(532, folder: 600_000, paint: 100, load: 200),
            figures(30_000, folder: 16_000_000, paint: 250, load: 800),
        ])
        #expect(text.contains("30,000"))
        #expect(text.contains("2.50×"))
        #expect(text.contains("4.00×"))
        #expect(text.contains("[MISSED] report at 30,000 cases: folder ≤ 15.00 MB: 16.00 MB"))
        #expect(text.contains("[met] report at 30,000 cases: first paint ≤ 2000 ms: 250 ms"))
        #expect(ReportLoadReport.targets([figures(3_000, folder: 1, paint: 1, load: 1)]).isEmpty)
    }
}
