import CaseLanguage
import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation
import Testing

@Suite("HTML report")
struct ReportHTMLTests {
    let report = HTMLReport(results: ReportFixture.results, corpus: ReportFixture.corpus)

    func text(_ path: String) throws -> String {
        String(decoding: try #require(report.files()[path]), as: UTF8.self)
    }

    @Test("the report is index.html with one stylesheet and one script beside it")
    func reportFiles() {
        #expect(report.files().keys.sorted() == ["cases/0.js", "index.html", "report.css", "report.js"])
    }

    @Test("index.html matches the golden file")
    func goldenIndex() throws {
        Golden.expectMatches(try text("index.html"), "report-index.html")
    }

    @Test("the page loads nothing from outside its folder and has no inline script or style")
    func selfContained() throws {
        let html = try text("index.html")
        #expect(html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;;"#))
        #expect(!html.contains("unsafe-inline"))
        #expect(!html.contains("<style"))
        #expect(!html.contains(" style="))
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(html.contains(#"<script src="report.js" defer></script>"#))
        for file in report.files().values {
            let content = String(decoding: file, as: UTF8.self)
            #expect(!content.contains("http://") && !content.contains("https://"))
            #expect(!content.contains("@import"))
        }
        #expect(html.range(of: #" on[a-z]+="#, options: .regularExpression) == nil, "no inline event handlers")
    }

    @Test("every UI string is written in English and in Chinese")
    func bilingualStrings() throws {
        let html = try text("index.html")
        let english = html.components(separatedBy: #"<span class="t" lang="en">"#).count
        let chinese = html.components(separatedBy: #"<span class="t" lang="zh-Hans">"#).count
        #expect(english > 20)
        #expect(english == chinese)
    }

    @Test("cases link to their anchors on the English and Chinese site pages, under a configurable base")
    func siteLinks() throws {
        let html = try text("index.html")
        #expect(html.contains(#"href="../site/en/UIButton/title(for_).html#falls-back""#))
        #expect(html.contains(#"href="../site/zh-Hans/UIButton/title(for_).html#falls-back""#))
        let moved = HTMLReport(
            results: ReportFixture.results, corpus: ReportFixture.corpus, siteBase: "https://x.test/ref/")
        // A closed case's details, links included, are made from its part: the page's address and the anchor.
        let part = String(decoding: try #require(moved.files()["cases/0.js"]), as: UTF8.self)
        #expect(part.contains(#""https://x.test/ref/en/UIControl/isEnabled.html""#))
        #expect(part.contains(#"["needs-ios-99","#) && part.contains(#","needs-ios-99","#))
        let unlinked = HTMLReport(results: ReportFixture.results, corpus: ReportFixture.corpus, siteBase: nil)
        let unlinkedHTML = unlinked.indexHTML()
        #expect(!unlinkedHTML.contains(".html#"), "without a site there are no links to its pages")
        #expect(
            unlinkedHTML.contains("<li><code>Docs/en/UIButton/title(for_).md:7</code></li>"),
            "the case's file and line are still shown")
    }

    @Test("failing cases are open with their code, the failing line highlighted and the captured values")
    func failingCaseDetails() throws {
        let html = try text("index.html")
        #expect(
            html.contains(
                #"<details class="case s-fail" id="UIButton.title(for:)#falls-back" data-status="FAIL" "#
                    + #"data-evidence="documented" data-unexpected data-search="falls-back uibutton.title(for:) "#
                    + #"expectation failed: button.title(for: .highlighted) == &quot;&lt;play&gt;&quot;" open>"#))
        #expect(
            html.contains(
                #"<details class="case s-pass" id="UIButton.title(for:)#keeps-normal" data-status="PASS" "#
                    + #"data-evidence="documented" data-search="keeps-normal uibutton.title(for:)" data-part="0">"#))
        #expect(
            html.contains(
                #"<span class="line hl" data-line="10">#expect(button.title(for: .highlighted) == "&lt;Play&gt;")"#))
        #expect(html.contains(#"<span class="line" data-line="9">"#))
        #expect(
            html.contains("<tr><td><code>button.title(for: .highlighted)</code></td><td><code>nil</code></td></tr>"))
    }

    @Test("closed cases name the part that holds their details; at most openLimit cases are shown open")
    func closedCasesAreRenderedLater() throws {
        let html = try text("index.html")
        let passing = try #require(html.range(of: #"id="UIButton.title(for:)#keeps-normal""#))
        let rest = html[passing.upperBound...]
        let end = try #require(rest.range(of: "</details>"))
        #expect(rest[..<end.lowerBound].contains(#" data-part="0">"#))
        #expect(!rest[..<end.lowerBound].contains("<ul class=\"locations\">"))
        var many = ReportFixture.results
        let failing = many.cases[0]
        many.cases = (0..<(HTMLReport.openLimit + 5)).map { index in
            var copy = failing
            copy.caseID = "case-\(index)"
            copy.qualifiedID = failing.member + "#case-\(index)"
            return copy
        }
        let large = HTMLReport(results: many, corpus: ReportFixture.corpus).indexHTML()
        #expect(large.components(separatedBy: #"data-unexpected data-search"#).count - 1 == HTMLReport.openLimit + 5)
        #expect(large.components(separatedBy: " data-part=").count - 1 == 5)
    }

    @Test("a member without problems names the part that holds its case lines until it is opened")
    func closedMembersAreRenderedLater() throws {
        var results = ReportFixture.results
        results.cases = results.cases.filter { $0.member == "UIControl.isEnabled" }
        for index in results.cases.indices { results.cases[index].expected = true }
        let report = HTMLReport(results: results, corpus: ReportFixture.corpus)
        let html = report.indexHTML()
        #expect(
            html.contains(
                #"<details class="member" data-member="UIControl.isEnabled" data-kinds="PASS/documented/e "#
                    + #"SKIP/documented/e" data-part="0">"#))
        #expect(!html.contains(#"<details class="case"#), "no case line is an element of the page")
        #expect(!html.contains("disabled-ignores-touches"))
        let members = try ReportParts.members(report.files())
        #expect(members.map(\.member) == ["UIControl.isEnabled"])
        #expect(members[0].cases.map { $0[0] as? String } == ["disabled-ignores-touches", "needs-ios-99"])
    }

    @Test("the report's Chinese words follow the glossary, as the site's do")
    func chineseWordsFollowTheGlossary() throws {
        let html =
            try text("index.html")
            + HTMLReport(results: ReportFixture.results, corpus: ReportFixture.corpus)
            .indexHTML()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let glossary = Glossary(
            markdown: try String(contentsOf: root.appendingPathComponent("Docs/glossary.md"), encoding: .utf8),
            path: "Docs/glossary.md")
        #expect(glossary.terms.count > 10)
        let chinese = html.components(separatedBy: #"lang="zh-Hans">"#).dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(chinese.count > 20)
        let found = chinese.flatMap { run in glossary.rejectedSpellings(in: run).map { "'\($0.spelling)' in '\(run)'" }
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("each case shows its evidence level and source, and the filters count each level")
    func evidenceAndSource() throws {
        let html = try text("index.html")
        #expect(
            html.contains(
                #"<span class="flag evidence ev-documented"><span class="t" lang="en">documented</span>"#
                    + #"<span class="t" lang="zh-Hans">文档明示</span></span>"#))
        #expect(
            html.contains(
                #"<input type="checkbox" value="documented" data-evidence-filter checked> "#
                    + #"<span class="t" lang="en">documented</span><span class="t" lang="zh-Hans">文档明示</span> (4)"#))
        #expect(
            html.contains(
                #"<span class="t" lang="en">Source: </span><span class="t" lang="zh-Hans">来源：</span>UIButton.h"#))
        let unknown = HTMLReport(results: ReportFixture.results).indexHTML()
        #expect(unknown.contains(#"data-evidence="none""#))
        #expect(unknown.contains(#"value="none" data-evidence-filter"#))
    }

    @Test("statuses, the tally and the colon after a label are written in both languages")
    func chineseStatuses() throws {
        let html = try text("index.html")
        #expect(
            html.contains(
                #"<span class="badge s-fail"><span class="t" lang="en">FAIL</span><span class="t" lang="zh-Hans">失败</span></span>"#
            ))
        #expect(html.contains(#"<span class="t" lang="zh-Hans">通过 2，失败 1，错误 0，跳过 1</span>"#))
        #expect(html.contains(#"<span class="t" lang="zh-Hans">意外结果：</span>2"#))
        #expect(!html.contains("意外结果:"))
    }

    @Test("unequal strings compared with == show where they differ, a trailing space included")
    func stringDifference() {
        var results = ReportFixture.results
        results.cases[0].failures = [
            FailureDetail(
                message: #"expectation failed: button.title(for: .normal) == "On""#,
                expression: #"button.title(for: .normal) == "On""#,
                values: [
                    CapturedValue(expression: "button.title(for: .normal)", value: #""On ""#),
                    CapturedValue(expression: #""On""#, value: #""On""#),
                ])
        ]
        let html = HTMLReport(results: results, corpus: ReportFixture.corpus).indexHTML()
        #expect(html.contains(#"<code>"On<del> </del>"</code>"#))
        #expect(html.contains(#"<code>"On<ins class="empty"></ins>"</code>"#))
        results.cases[0].failures[0].values[1].value = #""On ""#
        #expect(!HTMLReport(results: results, corpus: ReportFixture.corpus).indexHTML().contains("string-diff\""))
    }

    @Test("hostile text in results is escaped everywhere")
    func escaping() {
        var results = ReportFixture.results
        results.cases[0].failures[0].message = #"<script>alert("x")</script>"#
        results.cases[0].failures[0].values = [
            CapturedValue(expression: "<img src=x onerror=alert(1)>", value: "&amp;")
        ]
        results.cases[1].member = #"UIButton.x"><b>"#
        results.run.hostName = "<h1>host</h1>"
        let html = HTMLReport(results: results, corpus: ReportFixture.corpus).indexHTML()
        #expect(!html.contains("<script>alert"))
        #expect(html.contains(#"&lt;script&gt;alert("x")&lt;/script&gt;"#))
        #expect(!html.contains("<img"))
        #expect(html.contains("&amp;amp;"))
        #expect(!html.contains(#""><b>"#))
        #expect(!html.contains("<h1>host"))
    }

    @Test("without the corpus the report still renders, without case code")
    func withoutCorpus() {
        let html = HTMLReport(results: ReportFixture.results).indexHTML()
        #expect(!html.contains("figure"))
        #expect(html.contains(#"href="../site/en/UIButton/title(for_).html#falls-back""#))
    }

    @Test(
        "the fixture report is written to CONTROLSPEC_REPORT_OUT for the browser test, when set",
        .enabled(if: ExportFolder.named("CONTROLSPEC_REPORT_OUT") != nil, "CONTROLSPEC_REPORT_OUT is not set"))
    func exportForBrowserTest() throws {
        let folder = try #require(ExportFolder.named("CONTROLSPEC_REPORT_OUT"))
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, data) in report.files() { try data.write(to: url.appendingPathComponent(path)) }
        #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent("index.html").path))
    }
}
