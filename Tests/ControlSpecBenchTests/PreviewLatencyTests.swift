import Foundation
import Testing

@testable import ControlSpecBench

@Suite("Preview latency benchmark")
struct PreviewLatencyTests {
    @Test func percentilesAreTheNearestRankOfTheSortedSamples() {
        let samples = (1...20).map(Double.init).reversed().map { $0 }
        #expect(PreviewLatencyBenchmark.percentile(samples, 0.5) == 10)
        #expect(PreviewLatencyBenchmark.percentile(samples, 0.95) == 19)
        #expect(PreviewLatencyBenchmark.percentile([42], 0.95) == 42)
        #expect(PreviewLatencyBenchmark.percentile([], 0.5) == nil)
    }

    @Test func editsGoToEnglishMemberPagesWithPlainNamesSpreadOverTheCorpus() {
        let paths = [
            "en/Articles/choosing.md", "en/UIButton/index.md", "en/UIButton/setTitle(__for_).md",
            "en/UIControl/isEnabled.md", "en/UIControl/isSelected.md", "zh-Hans/UIControl/isEnabled.md",
        ]
        #expect(
            PreviewLatencyBenchmark.pagesToEdit(paths, count: 3) == [
                "en/UIControl/isEnabled.md", "en/UIControl/isSelected.md", "en/UIControl/isEnabled.md",
            ])
        #expect(PreviewLatencyBenchmark.pagesToEdit(["zh-Hans/UIControl/isEnabled.md"], count: 3).isEmpty)
    }

    @Test func anEditChangesTheSummaryLineOnly() {
        let page = "# `UIControl.isEnabled`\n\nA Boolean value.\nIt is true.\n\n## Discussion\n"
        #expect(
            PreviewLatencyBenchmark.edit(page, marker: "Edit 1.")
                == "# `UIControl.isEnabled`\n\nA Boolean value. Edit 1.\nIt is true.\n\n## Discussion\n")
    }

    @Test func eachToolFindsTheEditedPageAtItsOwnAddress() {
        #expect(PreviewLatencyBenchmark.kitPath(of: "en/UIControl/isEnabled.md") == "en/UIControl/isEnabled.html")
        #expect(PreviewLatencyBenchmark.hugoPath(of: "en/UIControl/isEnabled.md") == "/en/uicontrol/isenabled/")
    }

    @Test func theReportNamesEachToolsFiguresAndTheTargets() {
        let figures = PreviewLatencyFigures(
            scale: 1, pages: 332,
            tools: [
                PreviewLatencyBenchmark.figures(PreviewLatencyBenchmark.preview, [60, 80, 300]),
                LatencyFigures(tool: PreviewLatencyBenchmark.hugo, skipped: "hugo is not installed"),
            ])
        let text = PreviewLatencyReport.text([figures])
        #expect(text.contains("controlspec preview      3  80 ms  300 ms"))
        #expect(text.contains("hugo is not installed"))
        #expect(text.contains("[met] preview on Docs/: p50 ≤ 100 ms: 80 ms"))
        #expect(text.contains("[MISSED] preview on Docs/: p95 ≤ 250 ms: 300 ms"))
    }
}
