import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation
import Testing

/// A mutation summary over ``ReportFixture``'s corpus: one variant caught, one survived, one not counted, and
/// text that must be escaped.
enum MutationFixture {
    static let caught = CatchingCase(
        qualifiedID: "UIButton.title(for:)#falls-back", caseID: "falls-back", member: "UIButton.title(for:)",
        className: "UIButton", english: ReportFixture.english("UIButton/title(for_).md", 7), status: .fail,
        firstFailure: "Docs/en/UIButton/title(for_).md:10:1: expectation failed")

    static let summary = MutationSummary(
        baseline: "reference", baselineVersion: "0.1.0", kitVersion: "0.1.0", gitCommit: "0123abc",
        date: "2025-01-31T12:00:00Z", memberPattern: "UI*", caseCount: 4,
        baselineProblems: ["UIControl.isEnabled#needs-ios-99"],
        variants: [
            MutationVariantResult(
                name: "no-normal-fallback-for-titles", summary: "Titles do not fall back to <normal>.",
                memberPatterns: ["UIButton.title(for:)"], verdict: .caught, catchingCases: [caught]),
            MutationVariantResult(
                name: "action-identifier-not-replaced", summary: "Actions & identifiers \"stay\".",
                memberPatterns: ["UIControl.addAction(_:for:)"], verdict: .survived),
            MutationVariantResult(
                name: "bounds-only-touch-tracking", summary: "Bounds only.",
                memberPatterns: ["UIControl.isTouchInside"],
                verdict: .notCounted, reason: "no selected case documents its members (UIControl.isTouchInside)"),
        ])
}

@Suite("Mutation report")
struct MutationReportTests {
    let report = MutationReport(summary: MutationFixture.summary, corpus: ReportFixture.corpus)

    @Test("the score counts caught and survived variants only")
    func score() {
        let summary = MutationFixture.summary
        #expect(summary.caught == 1)
        #expect(summary.survived == 1)
        #expect(summary.counted == 2)
        #expect(summary.scoreLine == "mutation score: 1/2 (50%)")
        #expect(summary.tallyLine == "1 passed, 1 failed")
    }

    @Test("a summary survives a JSON round trip; other format versions are refused")
    func json() throws {
        let data = MutationFixture.summary.jsonData()
        #expect(try MutationSummary(jsonData: data) == MutationFixture.summary)
        let future = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 2")
        #expect(throws: RunResultsError.unsupportedFormatVersion(2)) {
            try MutationSummary(jsonData: Data(future.utf8))
        }
    }

    @Test("the standalone page is index.html with the report's stylesheet and script")
    func files() {
        #expect(report.files().keys.sorted() == ["index.html", "report.css", "report.js"])
    }

    @Test("the page is self-contained, escaped and bilingual")
    func page() {
        let html = report.pageHTML()
        #expect(html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;;"#))
        #expect(!html.contains("<style") && !html.contains(" style="))
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(html.range(of: #" on[a-z]+="#, options: .regularExpression) == nil)
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("Titles do not fall back to &lt;normal&gt;."))
        #expect(html.contains(#"Actions &amp; identifiers "stay"."#))
        #expect(!html.contains("<normal>"))
        #expect(html.contains(#"<span class="t" lang="en">Survived</span><span class="t" lang="zh-Hans">未发现</span>"#))
        #expect(html.contains(#"<span class="t" lang="en">Mutation score</span>"#))
        #expect(html.contains("<code>mutation score: 1/2 (50%)</code>"))
        #expect(html.contains("no selected case documents its members (UIControl.isTouchInside)"))
        #expect(html.contains(#"<tr id="variant-action-identifier-not-replaced" data-verdict="survived">"#))
    }

    @Test("catching cases link to their member pages in both languages")
    func links() {
        let html = report.pageHTML()
        #expect(html.contains(#"href="../site/en/UIButton/title(for_).html#falls-back""#))
        #expect(html.contains(#"href="../site/zh-Hans/UIButton/title(for_).html#falls-back""#))
        #expect(html.contains("<code>UIButton.title(for:)#falls-back</code>"))
    }

    @Test("HTMLReport shows the score and adds the variants page only when given a summary")
    func htmlReportInput() {
        let plain = HTMLReport(results: ReportFixture.results, corpus: ReportFixture.corpus)
        #expect(plain.files()[MutationReport.pagePath] == nil)
        #expect(!plain.indexHTML().contains("mutation"))
        let withScore = HTMLReport(
            results: ReportFixture.results, corpus: ReportFixture.corpus, mutation: MutationFixture.summary)
        #expect(
            withScore.files().keys.sorted() == ["cases/0.js", "index.html", "mutation.html", "report.css", "report.js"])
        let index = withScore.indexHTML()
        #expect(index.contains(#"<section class="summary mutation" id="mutation">"#))
        #expect(index.contains("<code>mutation score: 1/2 (50%)</code>"))
        #expect(index.contains(#"<a href="mutation.html">"#))
        let page = String(decoding: withScore.files()[MutationReport.pagePath] ?? Data(), as: UTF8.self)
        #expect(page == MutationReport(summary: MutationFixture.summary, corpus: ReportFixture.corpus).pageHTML())
    }
}
