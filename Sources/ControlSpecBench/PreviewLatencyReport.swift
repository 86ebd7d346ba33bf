import Foundation

/// Formats the preview latency as a table per scale, beside Hugo's, with the preview's targets.
package enum PreviewLatencyReport {
    /// Save to reloaded page on Docs/ (1×): median and 95th percentile, in milliseconds.
    package static let medianTarget = 100.0
    package static let p95Target = 250.0
    /// The median at 10×.
    package static let largeScale = 10
    package static let largeMedianTarget = 300.0

    package static func text(_ scales: [PreviewLatencyFigures]) -> String {
        var lines: [String] = []
        for figures in scales {
            lines.append(
                "save to reloaded page at \(figures.scale)× (\(BenchReport.formatCount(Double(figures.pages))) pages):")
            var rows = [["tool", "edits", "p50", "p95", "÷ hugo p50"]]
            let hugo = figures.tools.first { $0.tool == PreviewLatencyBenchmark.hugo }?.p50
            for tool in figures.tools {
                if let skipped = tool.skipped {
                    rows.append([tool.tool, "–", "–", "–", "– (\(skipped))"])
                    continue
                }
                let ratio = tool.p50.flatMap { kit in hugo.map { kit / $0 } }
                rows.append([
                    tool.tool, String(tool.samples.count), milliseconds(tool.p50), milliseconds(tool.p95),
                    ratio.map { String(format: "%.2f×", $0) } ?? "–",
                ])
            }
            lines.append(contentsOf: BenchReport.align(rows).map { "  " + $0 })
            lines.append("")
        }
        let targets = self.targets(scales)
        if !targets.isEmpty {
            lines.append(contentsOf: BenchReport.targetLines(targets))
        }
        return lines.joined(separator: "\n")
    }

    /// The preview's targets, for the scales that were measured.
    package static func targets(_ scales: [PreviewLatencyFigures]) -> [BenchTarget] {
        func kit(_ scale: Int) -> LatencyFigures? {
            scales.first { $0.scale == scale }?.tools.first { $0.tool == PreviewLatencyBenchmark.preview }
        }
        var targets: [BenchTarget] = []
        if let docs = kit(1), let p50 = docs.p50, let p95 = docs.p95 {
            targets.append(
                BenchTarget(
                    name: "preview on Docs/: p50 ≤ \(Int(medianTarget)) ms", met: p50 <= medianTarget,
                    detail: milliseconds(p50)))
            targets.append(
                BenchTarget(
                    name: "preview on Docs/: p95 ≤ \(Int(p95Target)) ms", met: p95 <= p95Target,
                    detail: milliseconds(p95)))
        }
        if let large = kit(largeScale), let p50 = large.p50 {
            targets.append(
                BenchTarget(
                    name: "preview at \(largeScale)×: p50 ≤ \(Int(largeMedianTarget)) ms",
                    met: p50 <= largeMedianTarget,
                    detail: milliseconds(p50)))
        }
        return targets
    }

    static func milliseconds(_ value: Double?) -> String {
        value.map { String(format: "%.0f ms", $0) } ?? "–"
    }
}
