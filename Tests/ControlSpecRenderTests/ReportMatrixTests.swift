import ControlSpecModel
import ControlSpecRunner
import Foundation
import Testing

@testable import ControlSpecReport

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

    @Test("cells count passes among cases that ran; failing and not implemented are told apart")
    func supportLevels() {
        let matrix = CompatibilityMatrix(runs: [Self.reference, Self.other])
        #expect(matrix.implementations == ["reference 1", "other 1"])
        #expect(matrix.rows.map(\.member) == ["A.x", "A.y", "B.z", "C.w"])
        let support = matrix.rows.map { $0.cells.map(\.support) }
        #expect(support == [[.full, .partial], [.full, .notImplemented], [.unknown, .unknown], [.unknown, .full]])
        #expect(matrix.rows[0].cells[1] == CompatibilityMatrix.Cell(passed: 1, failed: 1))
        let failing = CompatibilityMatrix(runs: [Self.run("bad", [("A.x#1", .fail), ("A.x#2", .unsupported)])])
        #expect(failing.rows[0].cells[0].support == .failing)
    }

    @Test("a member counts only the cases that call it or a member of it; one no case calls says so")
    func creditsOnlyCallers() {
        let run = Self.run("lib", [("A.x#1", .pass), ("A.x#2", .fail), ("A.y#1", .pass), ("A#1", .pass)])
        let calls: [String: Set<String>] = ["A.x#1": ["A.x"], "A.x#2": ["A.z"], "A.y#1": ["A.x"], "A#1": ["A.y"]]
        let matrix = CompatibilityMatrix(runs: [run], calls: calls)
        #expect(matrix.rows.map(\.member) == ["A", "A.x", "A.y"])
        #expect(matrix.rows[0].cells[0].support == .full)
        #expect(matrix.rows[1].cells[0] == CompatibilityMatrix.Cell(passed: 1, uncalled: 1))
        #expect(matrix.rows[1].cases.map(\.callsMember) == [true, false])
        #expect(matrix.rows[2].cells[0].support == .uncalled)
        #expect(matrix.totals[0].cases == CompatibilityMatrix.Cell(passed: 3, failed: 1))
        let html = matrix.html()
        #expect(html.contains("No case calls it"))
        #expect(html.contains("calls other members: not counted here"))
    }

    @Test("a case that reached only the kit's answers to a protocol-1 run is not credited to that run")
    func kitAnsweredConstantsAreNotCredited() {
        let cases: [(String, CaseStatus)] = [("A.c#1", .pass), ("A.c#2", .pass), ("A.x#1", .pass), ("A#1", .pass)]
        var protocol1 = Self.run("lib", cases)
        protocol1.run.kitAnswered = ["A.c"]
        let reference = Self.run("reference", cases)
        let calls: [String: Set<String>] = [
            "A.c#1": ["A.c"], "A.c#2": ["A.c", "A.y"], "A.x#1": ["A.x", "A.c"], "A#1": ["A.c"],
        ]
        let matrix = CompatibilityMatrix(runs: [reference, protocol1], calls: calls)
        #expect(matrix.rows.map(\.member) == ["A", "A.c", "A.x"])
        // The reference answered A.c itself. The protocol-1 run did not: a case that calls only A.c never reached it,
        // while one that also calls A.y did.
        #expect(
            matrix.rows.map { $0.cells.map(\.support) } == [[.full, .kitAnswered], [.full, .full], [.full, .full]])
        #expect(matrix.rows[1].cells[1] == CompatibilityMatrix.Cell(passed: 1, kitAnswered: 1))
        #expect(matrix.html().contains("Answered by the kit"))
    }

    @Test("the totals of a protocol-1 run leave out the cases that reached only the kit's answers")
    func kitAnsweredCasesAreNotInTheTotals() {
        let cases: [(String, CaseStatus)] = [("A.c#1", .pass), ("A.c#2", .pass), ("A.x#1", .fail), ("A#1", .pass)]
        var protocol1 = Self.run("lib", cases)
        protocol1.run.kitAnswered = ["A.c"]
        let calls: [String: Set<String>] = [
            "A.c#1": ["A.c"], "A.c#2": ["A.c", "A.y"], "A.x#1": ["A.x", "A.c"], "A#1": ["A.c"],
        ]
        let matrix = CompatibilityMatrix(
            runs: [Self.run("reference", cases), protocol1], calls: calls, rawValueCases: ["A.c#1", "A.c#2"])
        // A.c#1 and A#1 call nothing but A.c, which the kit answered for the protocol-1 run.
        #expect(matrix.totals[1].cases == CompatibilityMatrix.Cell(passed: 1, failed: 1, kitAnswered: 2))
        #expect(matrix.totals[1].rawValues == CompatibilityMatrix.Cell(passed: 1, kitAnswered: 1))
        #expect(matrix.totals[1].behaviour == CompatibilityMatrix.Cell(failed: 1, kitAnswered: 1))
        #expect(matrix.totals[0].cases == CompatibilityMatrix.Cell(passed: 3, failed: 1))
        #expect(matrix.html().contains("2 answered by the kit"))
    }

    @Test("cases tagged raw-value are totalled apart from behaviour and marked")
    func rawValuesApart() {
        let run = Self.run("lib", [("A.x#1", .pass), ("A.x#2", .fail), ("A.y#1", .unsupported)])
        let matrix = CompatibilityMatrix(runs: [run], rawValueCases: ["A.x#2"])
        #expect(matrix.totals[0].behaviour == CompatibilityMatrix.Cell(passed: 1, unsupported: 1))
        #expect(matrix.totals[0].rawValues == CompatibilityMatrix.Cell(failed: 1))
        #expect(matrix.rows[0].cases.map(\.isRawValue) == [false, true])
        let html = matrix.html()
        #expect(html.contains("Raw values"))
        #expect(html.contains("0/1 "))
    }

    @Test("each case has a mark per implementation, and rows where all agree are marked the same")
    func caseMarks() throws {
        let matrix = CompatibilityMatrix(runs: [Self.reference, Self.other])
        let x = matrix.rows[0]
        #expect(x.cases.map(\.result.qualifiedID) == ["A.x#1", "A.x#2"])
        #expect(x.cases.map(\.marks) == [[.pass, .pass], [.pass, .fail]])
        #expect(x.cases.map(\.isSame) == [true, false])
        #expect(!x.isSame)
        #expect(matrix.rows[2].cases[0].marks == [.skip, .absent])
        let crashed = CompatibilityMatrix(runs: [Self.run("c", [("A.x#1", .crash), ("A.x#2", .timeout)])])
        #expect(crashed.rows[0].cases.map(\.marks) == [[.error], [.error]])
    }

    @Test("totals count cases and members per implementation")
    func totals() {
        let matrix = CompatibilityMatrix(runs: [Self.reference, Self.other])
        #expect(matrix.totals[0].cases == CompatibilityMatrix.Cell(passed: 3, skipped: 1))
        #expect(matrix.totals[1].cases == CompatibilityMatrix.Cell(passed: 2, failed: 1, unsupported: 1))
        #expect(matrix.totals[1].members == [.partial: 1, .notImplemented: 1, .unknown: 1, .full: 1])
    }

    @Test("an implementation that supports nothing has no support anywhere in the matrix")
    func nothingSupported() {
        let empty = Self.run("empty", [("A.x#1", .unsupported), ("A.x#2", .unsupported), ("A.y#1", .unsupported)])
        let matrix = CompatibilityMatrix(runs: [Self.reference, empty])
        #expect(matrix.totals[1].cases.passed == 0)
        #expect(matrix.totals[1].members[.full] == nil && matrix.totals[1].members[.partial] == nil)
        #expect(
            matrix.rows.compactMap { $0.cells[1].support == .unknown ? nil : $0.cells[1].support }.allSatisfy {
                $0 == .notImplemented
            })
        let html = matrix.html()
        #expect(html.contains(#"<td class="not-implemented">"#))
        #expect(html.contains("0/3"))
    }

    @Test("the matrix renders as a self-contained page with legends, links, totals and a differences filter")
    func matrixHTML() throws {
        let matrix = CompatibilityMatrix(runs: [Self.reference, Self.other])
        let files = matrix.files()
        #expect(files.keys.sorted() == ["compatibility.html", "report.css", "report.js"])
        let html = matrix.html(siteBase: "../site", reportBases: ["../report", "../other-report"])
        #expect(html.contains(#"<th scope="col">reference 1</th><th scope="col">other 1</th>"#))
        #expect(html.contains(#"<td class="partial">"#))
        #expect(html.contains("Partial support"))
        #expect(html.contains("部分支持"))
        #expect(html.contains("Not implemented") && html.contains("未实现"))
        #expect(html.contains(#"<span class="number"> 1/2</span>"#))
        #expect(
            html.contains(#"<tr class="case same" data-group="0">"#)
                && html.contains(#"<tr class="case" data-group="0">"#))
        #expect(html.contains(#"<td class="mark fail" title="Fail">"#))
        #expect(html.contains(#"<a href="../report/index.html#A.x%232" class="result">"#))
        #expect(html.contains(#"<a href="../other-report/index.html#A.x%232" class="result">"#))
        #expect(html.contains(#"<a href="../site/en/A/x.html#2">"#), "\(html)")
        #expect(html.contains(#"<a href="../site/en/A/x.html"><code>A.x</code></a>"#))
        #expect(html.contains(#"<input type="checkbox" id="differences-only" class="differences-only">"#))
        #expect(html.contains("<tfoot>") && html.contains("<strong>2/4</strong>"))
        #expect(!html.contains("<style") && !html.contains(" style="))
        let plain = matrix.html()
        #expect(!plain.contains("<a href="))
    }

    @Test("the stylesheet hides agreeing rows under the filter and keeps the first column narrow on a phone")
    func matrixStyles() throws {
        let data = try #require(CompatibilityMatrix(runs: []).files()["report.css"])
        let css = String(decoding: data, as: UTF8.self)
        #expect(css.contains(".differences-only:checked ~ .matrix-scroll tr.same { display: none; }"))
        #expect(css.contains(#"table.matrix th[scope="row"] { max-width: 9rem; }"#))
        #expect(css.contains("overflow-wrap: anywhere"))
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
