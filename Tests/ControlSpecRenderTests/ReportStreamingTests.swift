import CaseLanguage
import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation
import Testing

/// What a sink with chunks of `chunkSize` bytes receives from `produce`.
func streamed(chunkSize: Int, _ produce: (OutputSink) -> Void) throws -> String {
    var bytes: [UInt8] = []
    let sink = OutputSink(chunkSize: chunkSize) { bytes += $0 }
    produce(sink)
    try sink.finish()
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("Report, JUnit and facts written piece by piece")
struct ReportStreamingTests {
    static let report = HTMLReport(results: ReportFixture.results, corpus: ReportFixture.corpus)

    /// Results whose run order (by qualified ID) is not the order of their classes and members: a member
    /// with a space sorts after its shorter neighbour by name but before it by qualified ID, and classes
    /// are not the prefixes of their members.
    static let shuffled: RunResults = {
        let specs: [(member: String, className: String, id: String)] = [
            ("Alpha", "Zeta", "a1"), ("Alpha b", "Zeta", "b1"), ("Alpha", "Zeta", "a0"), ("Alpha b", "Zeta", "b0"),
            ("Beta.x", "Alpha", "x1"), ("Beta.x", "Alpha", "x0"), ("Alpha c", "Alpha", "c0"), ("Gamma", "Mid", "g0"),
        ]
        return RunResults(
            run: ReportFixture.run,
            cases: specs.enumerated().map { index, spec in
                CaseResult(
                    qualifiedID: spec.member + "#" + spec.id, caseID: spec.id, member: spec.member,
                    className: spec.className, english: FileLine(path: "Docs/en/p\(index).md", line: index + 1),
                    chinese: nil, status: index % 3 == 0 ? .fail : .pass, expected: index % 3 != 0,
                    expectedStatus: .pass, durationMs: Double(index))
            })
    }()

    /// The order the report used when it grouped results in dictionaries: classes by name, members by
    /// name, cases in run order.
    static func dictionaryOrder(_ results: RunResults, byMember: Bool) -> [String] {
        Dictionary(grouping: results.cases, by: \.className).sorted { $0.key < $1.key }.flatMap { _, cases in
            byMember
                ? Dictionary(grouping: cases, by: \.member).sorted { $0.key < $1.key }.flatMap { $0.value }
                : cases
        }.map(\.qualifiedID)
    }

    /// The values of `attribute` on elements of `html` whose tag starts with `prefix`, in document order.
    static func values(of attribute: String, after prefix: String, in text: String) -> [String] {
        text.components(separatedBy: prefix).dropFirst().compactMap { element in
            guard let start = element.range(of: attribute + "=\"") else { return nil }
            return String(element[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test("index.html written in chunks of any size is the golden page", arguments: [1, 7, 4096, 1 << 16])
    func indexInChunks(chunkSize: Int) throws {
        Golden.expectMatches(
            try streamed(chunkSize: chunkSize, Self.report.writeIndex(to:)), "report-index.html", updating: false)
    }

    @Test("writeFiles hands out the files of files(), the mutation page included")
    func writeFilesMatchesFiles() throws {
        let report = HTMLReport(
            results: ReportFixture.results, corpus: ReportFixture.corpus, mutation: MutationFixture.summary)
        var written: [String: String] = [:]
        try report.writeFiles { path, contents in
            #expect(written[path] == nil)
            written[path] = try streamed(chunkSize: 3, contents)
        }
        let files = report.files().mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(written == files)
        #expect(written.keys.sorted() == ["cases/0.js", "index.html", "mutation.html", "report.css", "report.js"])
        #expect(
            written["mutation.html"]
                == MutationReport(summary: MutationFixture.summary, corpus: ReportFixture.corpus).pageHTML())
    }

    @Test("the report shows classes and members in name order and cases in run order")
    func reportOrder() throws {
        let files = HTMLReport(results: Self.shuffled).files()
        let html = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        let members = Self.values(of: "data-member", after: "<details class=\"member\"", in: html)
        #expect(members == ["Alpha c", "Beta.x", "Gamma", "Alpha", "Alpha b"])
        // The parts hold every member's cases, in the page's order of members.
        let parts = try ReportParts.members(files)
        #expect(parts.map(\.member) == members)
        let shown = parts.flatMap { member in member.cases.map { member.member + "#" + ($0[0] as! String) } }
        #expect(shown == Self.dictionaryOrder(Self.shuffled, byMember: true))
        // The lines of the members shown at load are in the same order.
        let inline = Self.values(of: "id", after: "<details class=\"case ", in: html)
        #expect(!inline.isEmpty && inline == shown.filter(inline.contains))
        #expect(html.components(separatedBy: "<details class=\"class\" open>").count == 4)
    }

    @Test("JUnit has one suite per class in name order and cases in run order")
    func junitOrder() throws {
        let root = try JUnitReportTests.parsed(Self.shuffled)
        #expect(root.all("testsuite").map { $0.attributes["name"] } == ["Alpha", "Mid", "Zeta"])
        let shown = root.all("testcase").map {
            ($0.attributes["classname"] ?? "") + "#" + ($0.attributes["name"] ?? "")
        }
        #expect(shown == Self.dictionaryOrder(Self.shuffled, byMember: false))
        #expect(root.all("testsuite").map { $0.attributes["tests"] } == ["3", "1", "4"])
    }

    @Test("a run without cases has an empty case tree and JUnit document")
    func emptyRun() throws {
        let empty = RunResults(run: ReportFixture.run, cases: [])
        let html = HTMLReport(results: empty).indexHTML()
        #expect(html.contains("<div class=\"tree\" data-parts=\"0\"></div>\n</section>\n</main>\n</body>\n</html>\n"))
        #expect(try streamed(chunkSize: 2, HTMLReport(results: empty).writeIndex(to:)) == html)
        #expect(
            JUnitReport.render(empty)
                == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="controlspec reference 0.1.0" tests="0" failures="0" errors="0" skipped="0" \
                time="0.000" timestamp="2025-01-31T12:00:00Z">
                </testsuites>

                """)
    }

    @Test("JUnit XML written in chunks of any size is the rendered document", arguments: [1, 5, 1 << 16])
    func junitInChunks(chunkSize: Int) throws {
        let whole = JUnitReport.render(ReportFixture.results)
        #expect(try streamed(chunkSize: chunkSize) { JUnitReport.write(ReportFixture.results, to: $0) } == whole)
        #expect(JUnitReport.data(ReportFixture.results) == Data(whole.utf8))
    }

    @Test(
        "the report's input facts are its site base, links, evidence, source and case code, in chunks of any size")
    func inputFacts() throws {
        let facts = Self.report.inputFacts()
        #expect(try streamed(chunkSize: 3, Self.report.writeInputFacts(to:)) == facts)
        let lines = facts.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.prefix(8) == [
                "../site", "no mutation summary", "../site/en/UIButton/title(for_).html#falls-back",
                "../site/zh-Hans/UIButton/title(for_).html#falls-back", "8", "documented", "UIButton.h",
                "let button = UIButton(type: .custom)",
            ])
        #expect(lines.suffix(2) == ["#expect(control.isEnabled)", ""])
        #expect(HTMLReport(results: ReportFixture.results).inputFacts().hasPrefix("../site\nno mutation summary\n"))
    }
}
