import Foundation
import Testing

@testable import ControlSpecBench

@Suite("Bench report")
struct BenchReportTests {
    static func figures(scale: Int, parseOnly: Bool) -> ScaleFigures {
        var figures = ScaleFigures(scale: scale)
        figures.pages = 194 * scale
        figures.corpusBytes = 533_000 * scale
        figures.rawParseSeconds = 0.0035 * Double(scale)
        figures.regionParseSeconds = 0.0025 * Double(scale)
        figures.outlineSeconds = 0.0033 * Double(scale)
        figures.parseSeconds = 0.0046 * Double(scale)
        figures.parseRatioRounds = [1.30, 1.34, 1.37]
        figures.parseRatioToRegionRounds = [1.8, 1.83, 1.9]
        if parseOnly {
            figures.parseOnly = true
        } else {
            figures.publishSeconds = 0.42 * Double(scale)
            figures.incrementalSeconds = 0.026 * Double(scale)
        }
        return figures
    }

    static let machine = MachineInfo(processors: 2, cpuModel: "test", memoryBytes: 1 << 30, date: "now")

    @Test func repeatedParseRunsAreSummedUpByTheirSpreadAndHowManyMetTheTarget() {
        let runs = [[1.21, 1.25], [1.51, 1.22], [1.24, 1.20]].map { ratios in
            BenchResults(
                machine: Self.machine,
                scales: zip([1, 10], ratios).map { scale, ratio in
                    var figures = Self.figures(scale: scale, parseOnly: true)
                    figures.parseRatioRounds = [ratio - 0.02, ratio, ratio + 0.05]
                    return figures
                }, simpleCase: nil)
        }
        #expect(
            BenchReport.repeatSummary(runs) == """
                parse + extraction / raw cmark at 1×, 3 runs in fresh processes: 1.21–1.51×, median 1.24×; 2 of 3 within 1.5×
                parse + extraction / raw cmark at 10×, 3 runs in fresh processes: 1.20–1.25×, median 1.22×; 3 of 3 within 1.5×
                """)
    }

    @Test func aParseOnlyRunReportsTheParseFiguresAndTheirTargetsAlone() {
        let results = BenchResults(
            machine: Self.machine, scales: [Self.figures(scale: 1, parseOnly: true)], simpleCase: nil)
        #expect(results.isParseOnly)
        let text = BenchReport.text(results)
        #expect(text.contains("parse + extraction"))
        #expect(text.contains("lowest–highest round        1.30–1.37×"))
        #expect(!text.contains("publish"))
        #expect(!text.contains("cases (English)"))
        let targets = BenchReport.targets(results)
        #expect(targets.map(\.name) == ["parse + extraction ≤ 1.5× raw cmark at 1×"])
        #expect(targets.first?.met == true, "1.34× is within 1.5×")
        #expect(targets.first?.detail.hasPrefix("1.34× (rounds 1.30–1.37×; 1.83× over") == true)
    }

    @Test func aRateOverATimeOfZeroPrintsADash() {
        #expect(BenchReport.formatCount(.nan) == "–")
        #expect(BenchReport.formatCount(.infinity) == "–")
        #expect(BenchReport.formatCount(1_234_567) == "1,234,567")
    }

    @Test func aFullRunReportsEveryFigure() {
        var scales = [1, 10].map { Self.figures(scale: $0, parseOnly: false) }
        scales[0].publishProcessorSeconds = 0.7
        scales[1].publishProcessorSeconds = 6.3
        let results = BenchResults(machine: Self.machine, scales: scales, simpleCase: nil)
        #expect(!results.isParseOnly)
        let text = BenchReport.text(results)
        #expect(text.contains("publish (full; median of 3 below 100×)"))
        let processor = text.split(separator: "\n").first { $0.contains("processor time (user + system)") }
        #expect(processor?.hasSuffix("700.0 ms      6.30 s         9.0×") == true, "\(processor ?? "")")
        #expect(text.contains("cases (English)"))
        #expect(BenchReport.targets(results).contains { $0.name == "full publish of Docs/ < 1 s" && $0.met })
    }

    /// The cost of linking code spans to member pages: the site over the site without the links, per round,
    /// and per file.
    @Test func theCodeSpanLinksCostIsARatioOfPairedRoundsAndATimePerFile() {
        var figures = Self.figures(scale: 10, parseOnly: false)
        figures.siteFiles = 4_000
        figures.siteSeconds = 2.0
        figures.siteWithoutCodeSpanLinksSeconds = 1.8
        figures.codeSpanLinkRatioRounds = [1.2, 1.05, 1.1]
        #expect(figures.codeSpanLinkRatio == 1.1)
        #expect(abs((figures.codeSpanLinkSecondsPerFile ?? 0) - 50e-6) < 1e-9)
        let text = BenchReport.text(BenchResults(machine: Self.machine, scales: [figures], simpleCase: nil))
        let ratio = text.split(separator: "\n").first { $0.contains("ratio with links ÷ without") }
        #expect(ratio?.hasSuffix("1.100×") == true, "\(ratio ?? "")")
        let perFile = text.split(separator: "\n").first { $0.contains("links' cost per file") }
        #expect(perFile?.hasSuffix("50.0 µs") == true, "\(perFile ?? "")")
    }
}
