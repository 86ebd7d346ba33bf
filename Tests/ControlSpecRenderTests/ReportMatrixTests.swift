import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation
import Testing

@Suite("Compatibility matrix and baseline diff")
struct ReportMatrixTests {
    static func result(_ id: String, _ status: CaseStatus) -> CaseResult {
        let parts = id.split(separator: "#").map(String.init)
        return CaseResult(
            qualifiedID: id, caseID: parts[1], member: parts[0], className: String(parts[0].prefix { $0 != "." }),
            english: FileLine(path: "Docs/en/x.md", line: 1), chinese: nil, status: status,
            expected: status == .pass, expectedStatus: .pass, durationMs: 0)
    }

    static func run(_ name: String, _ cases: [(String, CaseStatus)]) -> RunResults {
        RunResults(
            run: RunInfo(
                implementation: name, implementationVersion: "1", kitVersion: "0.1.0", date: "2025-01-01T00:00:00Z",
                hostName: "h"),
            cases: cases.map { result($0.0, $0.1) })
    }

    static let reference = run(
        "reference", [("A.x#1", .pass), ("A.x#2", .pass), ("A.y#1", .pass), ("B.z#1", .skip)])
    static let other = run(
        "other", [("A.x#1", .pass), ("A.x#2", .fail), ("A.y#1", .unsupported), ("C.w#1", .pass)])

    @Test("cells count passes among cases that ran and use MDN's support levels")
    func supportLevels() {
        let matrix = CompatibilityMatrix(runs: [Self.reference, Self.other])
        #expect(matrix.implementations == ["reference 1", "other 1"])
        #expect(matrix.rows.map(\.member) == ["A.x", "A.y", "B.z", "C.w"])
        let support = matrix.rows.map { $0.cells.map(\.support) }
        #expect(support == [[.full, .partial], [.full, .none], [.unknown, .unknown], [.unknown, .full]])
        #expect(matrix.rows[0].cells[1] == CompatibilityMatrix.Cell(passed: 1, total: 2))
    }

    @Test("the matrix renders as a self-contained page with a legend and one column per implementation")
    func matrixHTML() throws {
        let matrix = CompatibilityMatrix(runs: [Self.reference, Self.other])
        let files = matrix.files()
        #expect(files.keys.sorted() == ["compatibility.html", "report.css", "report.js"])
        let html = matrix.html()
        #expect(html.contains(#"<th scope="col">reference 1</th><th scope="col">other 1</th>"#))
        #expect(html.contains(#"<td class="partial">"#))
        #expect(html.contains("Partial support"))
        #expect(html.contains("部分支持"))
        #expect(html.contains(#"<span class="number"> 1/2</span>"#))
        #expect(!html.contains("<style") && !html.contains(" style="))
    }

    @Test("the diff sorts changes into newly failing, newly passing, other changes, new and removed")
    func diffCategories() {
        let baseline = Self.run(
            "reference", [("A#1", .pass), ("A#2", .fail), ("A#3", .fail), ("A#4", .pass), ("A#5", .skip)])
        let current = Self.run(
            "reference", [("A#1", .fail), ("A#2", .pass), ("A#3", .error), ("A#5", .pass), ("A#6", .pass)])
        let diff = BaselineDiff(baseline: baseline, current: current)
        #expect(diff.newlyFailing.map(\.line) == ["A#1: PASS → FAIL"])
        #expect(diff.newlyPassing.map(\.line) == ["A#2: FAIL → PASS"])
        #expect(diff.changed.map(\.line) == ["A#3: FAIL → ERROR", "A#5: SKIP → PASS"])
        #expect(diff.added.map(\.line) == ["A#6: – → PASS"])
        #expect(diff.removed.map(\.line) == ["A#4: PASS → –"])
        #expect(!diff.isEmpty)
    }

    @Test("the diff renders as text for logs and as HTML")
    func diffRendering() {
        let baseline = Self.run("reference", [("A#1", .pass)])
        let current = Self.run("reference", [("A#1", .fail)])
        let diff = BaselineDiff(baseline: baseline, current: current)
        #expect(
            diff.text() == """
                baseline: reference 1 (2025-01-01T00:00:00Z)
                current:  reference 1 (2025-01-01T00:00:00Z)
                Newly failing (1):
                  A#1: PASS → FAIL

                """)
        let html = diff.html()
        #expect(
            html.contains(
                #"<code>A#1</code> <span class="badge s-pass"><span class="t" lang="en">PASS</span>"#
                    + #"<span class="t" lang="zh-Hans">通过</span></span> → <span class="badge s-fail">"#
            ))
        #expect(diff.files().keys.sorted() == ["diff.html", "report.css", "report.js"])
        let same = BaselineDiff(baseline: baseline, current: baseline)
        #expect(same.isEmpty)
        #expect(same.text().hasSuffix("no differences\n"))
        #expect(same.html().contains("No differences."))
    }

    @Test("newly failing cases show why they fail now and link to their pages")
    func diffMessagesAndLinks() {
        let baseline = Self.run("reference", [("UIControl.isEnabled#off", .pass)])
        var current = Self.run("reference", [("UIControl.isEnabled#off", .fail)])
        current.cases[0].failures = [
            FailureDetail(
                message: "expectation failed: control.isEnabled",
                location: ControlSpecModel.SourceLocation(path: "Docs/en/x.md", line: 4, column: 1))
        ]
        let diff = BaselineDiff(baseline: baseline, current: current)
        #expect(diff.newlyFailing.first?.message == "Docs/en/x.md:4:1: expectation failed: control.isEnabled")
        #expect(
            diff.text().contains("  UIControl.isEnabled#off: PASS → FAIL\n    Docs/en/x.md:4:1: expectation failed"))
        let html = diff.html(siteBase: "../site")
        #expect(html.contains("<code>Docs/en/x.md:4:1: expectation failed: control.isEnabled</code>"))
        #expect(html.contains(#"<a href="../site/en/UIControl/isEnabled.html#off">"#))
        #expect(html.contains("<code>Docs/en/x.md:1</code>"))
        #expect(!diff.html().contains("<a href"), "without a site there are no links")
    }
}
