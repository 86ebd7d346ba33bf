import Foundation

/// Formats the report's load figures as a table, each size beside the suite's own report, with the report's
/// targets.
package enum ReportLoadReport {
    /// At ``targetCases`` cases the report folder stays within ``folderTargetBytes`` and paints within
    /// ``firstPaintTargetMs``.
    package static let targetCases = 30_000
    package static let folderTargetBytes = 15_000_000
    package static let firstPaintTargetMs = 2_000.0

    package static func text(_ figures: [ReportLoadFigures]) -> String {
        guard let baseline = figures.first else { return "no report was measured" }
        var rows = [
            [
                "cases", "write", "index.html", "folder", "DOM nodes", "first paint", "load event", "÷ suite paint",
                "÷ suite load",
            ]
        ]
        for row in figures {
            rows.append([
                BenchReport.formatCount(Double(row.cases)), String(format: "%.2f s", row.writeSeconds),
                megabytes(row.indexBytes), megabytes(row.folderBytes), BenchReport.formatCount(Double(row.domNodes)),
                String(format: "%.0f ms", row.firstPaintMs), String(format: "%.0f ms", row.loadEventMs),
                ratio(row.firstPaintMs, baseline.firstPaintMs), ratio(row.loadEventMs, baseline.loadEventMs),
            ])
        }
        var lines = [
            "report load in headless Chromium (medians of 3 fresh loads; the first row is the suite's own run):"
        ]
        lines.append(contentsOf: BenchReport.align(rows).map { "  " + $0 })
        let targets = self.targets(figures)
        if !targets.isEmpty {
            lines.append("")
            lines.append(contentsOf: BenchReport.targetLines(targets))
        }
        return lines.joined(separator: "\n")
    }

    /// The report's targets, when ``targetCases`` was measured.
    package static func targets(_ figures: [ReportLoadFigures]) -> [BenchTarget] {
        guard let large = figures.first(where: { $0.cases == targetCases }) else { return [] }
        let cases = BenchReport.formatCount(Double(targetCases))
        return [
            BenchTarget(
                name: "report at \(cases) cases: folder ≤ \(megabytes(folderTargetBytes))",
                met: large.folderBytes <= folderTargetBytes, detail: megabytes(large.folderBytes)),
            BenchTarget(
                name: "report at \(cases) cases: first paint ≤ \(Int(firstPaintTargetMs)) ms",
                met: large.firstPaintMs <= firstPaintTargetMs, detail: String(format: "%.0f ms", large.firstPaintMs)),
        ]
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1e6) }

    static func ratio(_ value: Double, _ baseline: Double) -> String {
        baseline > 0 ? String(format: "%.2f×", value / baseline) : "–"
    }
}
