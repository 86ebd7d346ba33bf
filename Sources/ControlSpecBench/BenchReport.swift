import Foundation

/// Everything one `controlspec bench` run measured: the JSON it writes.
package struct BenchResults: Hashable, Sendable, Codable {
    package var machine: MachineInfo
    /// One entry per scale, in increasing order.
    package var scales: [ScaleFigures]
    package var simpleCase: SimpleCaseFigures?
    /// Single contract calls in process and through one child process.
    package var contractCalls: ContractCallFigures?

    package init(machine: MachineInfo, scales: [ScaleFigures], simpleCase: SimpleCaseFigures?) {
        self.machine = machine
        self.scales = scales
        self.simpleCase = simpleCase
    }

    /// Whether every scale measured the parse figures alone (`controlspec bench --parse-only`).
    package var isParseOnly: Bool { !scales.isEmpty && scales.allSatisfy { $0.parseOnly == true } }

    /// Pretty-printed JSON with sorted keys.
    package func jsonData() -> Data { Self.jsonData(self) }

    /// Several runs' results (`bench --repeat`) as one JSON array, written as ``jsonData()`` writes one.
    package static func jsonData(of runs: [BenchResults]) -> Data { jsonData(runs) }

    /// Any figures as the bench writes its JSON: pretty-printed, sorted keys.
    package static func jsonData(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Numbers and strings always encode.
        return try! encoder.encode(value)
    }
}

/// The targets of the benchmark issue, checked against measured figures.
package struct BenchTarget: Hashable, Sendable {
    package var name: String
    package var met: Bool
    /// The measured value, as printed.
    package var detail: String
}

/// Formats ``BenchResults`` as a plain-text table, with growth between scales and the targets.
package enum BenchReport {
    /// The whole report: the machine, the table, and the targets.
    package static func text(_ results: BenchResults) -> String {
        var lines: [String] = []
        let machine = results.machine
        lines.append(
            "machine: \(machine.processors) × \(machine.cpuModel), "
                + "\(formatBytes(Int(clamping: machine.memoryBytes))), \(machine.date)")
        lines.append("")
        lines.append(contentsOf: table(results))
        lines.append("")
        lines.append(contentsOf: targetLines(targets(results)))
        for scale in results.scales {
            if let reason = scale.processRunSkipped {
                lines.append("  note: process run at \(scale.scale)×: \(reason)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The targets as every bench report prints them: a `targets:` line, then one line a target.
    package static func targetLines(_ targets: [BenchTarget]) -> [String] {
        ["targets:"] + targets.map { "  [\($0.met ? "met" : "MISSED")] \($0.name): \($0.detail)" }
    }

    /// One row per figure, one column per scale, then the growth factor of each step between scales
    /// (for times, 10.0× on a tenfold step is linear).
    package static func table(_ results: BenchResults) -> [String] {
        let scales = results.scales
        var rows: [[String]] = []
        var header = ["figure"] + scales.map { "\($0.scale)×" }
        for (previous, next) in zip(scales, scales.dropFirst()) {
            header.append("growth \(previous.scale)→\(next.scale)")
        }
        rows.append(header)

        func row(_ name: String, _ value: (ScaleFigures) -> Double?, _ format: (Double) -> String, growth: Bool) {
            var cells = [name] + scales.map { value($0).map(format) ?? "–" }
            for (previous, next) in zip(scales, scales.dropFirst()) {
                if growth, let a = value(previous), let b = value(next), a > 0 {
                    cells.append(String(format: "%.1f×", b / a))
                } else {
                    cells.append(growth ? "–" : "")
                }
            }
            rows.append(cells)
        }
        row("pages", { Double($0.pages) }, formatCount, growth: true)
        if !results.isParseOnly { row("cases (English)", { Double($0.cases) }, formatCount, growth: true) }
        row("corpus size", { Double($0.corpusBytes) }, { formatBytes(Int($0)) }, growth: true)
        row("raw cmark parse (floor)", \.rawParseSeconds, formatSeconds, growth: true)
        row("cmark in the kit's region", \.regionParseSeconds, formatSeconds, growth: true)
        row("cmark + outline walk", \.outlineSeconds, formatSeconds, growth: true)
        row("parse + extraction", \.parseSeconds, formatSeconds, growth: true)
        row("  ratio to raw cmark", \.parseRatio, { String(format: "%.2f×", $0) }, growth: false)
        rows.append(
            ["    lowest–highest round"]
                + scales.map { formatRange($0.parseRatioRange) } + zip(scales, scales.dropFirst()).map { _ in "" })
        row("  ratio to cmark in the region", \.parseRatioToRegion, { String(format: "%.2f×", $0) }, growth: false)
        if results.isParseOnly { return align(rows) }
        row("lint (corpus, incl. parse)", \.lintSeconds, formatSeconds, growth: true)
        row("case code checks", \.caseCheckSeconds, formatSeconds, growth: true)
        row("run in process (runner)", \.runSeconds, formatSeconds, growth: true)
        row("  cases/s", \.runCasesPerSecond, formatRate, growth: false)
        row("execute compiled cases", \.executeSeconds, formatSeconds, growth: true)
        row("  cases/s", \.executeCasesPerSecond, formatRate, growth: false)
        row("  expectations/s", \.expectationsPerSecond, formatRate, growth: false)
        row("run via process protocol", \.processRunSeconds, formatSeconds, growth: true)
        row("  cases/s (1 child)", \.processCasesPerSecond, formatRate, growth: false)
        row("site generation", \.siteSeconds, formatSeconds, growth: true)
        row("  pages/s", \.sitePagesPerSecond, formatRate, growth: false)
        row("  without code-span links", \.siteWithoutCodeSpanLinksSeconds, formatSeconds, growth: true)
        row("  ratio with links ÷ without", \.codeSpanLinkRatio, { String(format: "%.3f×", $0) }, growth: false)
        row(
            "  links' cost per file", \.codeSpanLinkSecondsPerFile, { String(format: "%.1f µs", $0 * 1e6) },
            growth: false)
        row("publish (full; median of 3 below 100×)", \.publishSeconds, formatSeconds, growth: true)
        row("  processor time (user + system)", \.publishProcessorSeconds, formatSeconds, growth: true)
        row("publish (1 page changed)", \.incrementalSeconds, formatSeconds, growth: true)
        row("  speedup", \.incrementalSpeedup, { String(format: "%.1f×", $0) }, growth: false)
        row("  files rendered", { Double($0.incrementalRendered) }, formatCount, growth: false)
        row("peak memory of the publish", { Double($0.peakBytesAfterPublish) }, { formatBytes(Int($0)) }, growth: true)
        row("  limit 3×corpus+100 MB", { Double(memoryLimit($0)) }, { formatBytes(Int($0)) }, growth: false)
        row("peak memory at end", { Double($0.peakBytesAtEnd) }, { formatBytes(Int($0)) }, growth: true)
        if let simple = results.simpleCase {
            rows.append([])
            rows.append(["simple case, cases/s per core", formatRate(simple.casesPerSecondPerCore)])
            rows.append(["simple case, cases/s on \(simple.threads) cores", formatRate(simple.casesPerSecondAllCores)])
        }
        if let calls = results.contractCalls {
            rows.append(["contract calls/s in process", formatRate(calls.inProcessCallsPerSecond)])
            rows.append([
                "contract calls/s through 1 child", formatRate(calls.processCallsPerSecond),
                String(format: "(%.0f× the in-process time)", calls.processRatio),
            ])
        }
        return align(rows)
    }

    /// `1.26–1.37×`, or a dash when there were no rounds.
    static func formatRange(_ range: ClosedRange<Double>?) -> String {
        range.map { String(format: "%.2f–%.2f×", $0.lowerBound, $0.upperBound) } ?? "–"
    }

    /// 3 × the corpus size + 100 MB.
    package static func memoryLimit(_ figures: ScaleFigures) -> Int {
        3 * figures.corpusBytes + 100 * 1_000_000
    }

    /// The most parse and extraction may take, as a multiple of raw cmark's time.
    package static let parseRatioTarget = 1.5

    /// The parse ratio of one scale over runs in fresh processes (`bench --parse-only --repeat N`): its
    /// lowest, median and highest, and how many runs were within the target. One line per scale.
    package static func repeatSummary(_ runs: [BenchResults]) -> String {
        let scales = Set(runs.flatMap { $0.scales.map(\.scale) }).sorted()
        return scales.map { scale in
            let ratios = runs.compactMap { $0.scales.first { $0.scale == scale }?.parseRatio }.sorted()
            guard let lowest = ratios.first, let highest = ratios.last else { return "" }
            let within = ratios.count { $0 <= parseRatioTarget }
            return String(
                format: "parse + extraction / raw cmark at %d×, %d runs in fresh processes: %.2f–%.2f×, median %.2f×; "
                    + "%d of %d within %.1f×",
                scale, ratios.count, lowest, highest, Stopwatch.median(of: ratios), within, ratios.count,
                parseRatioTarget)
        }.joined(separator: "\n")
    }

    /// The targets of the issue for this machine.
    package static func targets(_ results: BenchResults) -> [BenchTarget] {
        var targets: [BenchTarget] = []
        for scale in results.scales {
            targets.append(
                BenchTarget(
                    name: String(format: "parse + extraction ≤ %.1f× raw cmark at %d×", parseRatioTarget, scale.scale),
                    met: scale.parseRatio <= parseRatioTarget,
                    detail: String(
                        format: "%.2f× (rounds %@; %.2f× over cmark in the kit's own region allocator)",
                        scale.parseRatio, formatRange(scale.parseRatioRange), scale.parseRatioToRegion)))
        }
        if results.isParseOnly { return targets }
        if let docs = results.scales.first(where: { $0.scale == 1 }) {
            targets.append(
                BenchTarget(
                    name: "full publish of Docs/ < 1 s", met: docs.publishSeconds < 1,
                    detail: formatSeconds(docs.publishSeconds)))
        }
        for scale in results.scales {
            targets.append(
                BenchTarget(
                    name: "incremental publish ≥ 10× faster at \(scale.scale)×", met: scale.incrementalSpeedup >= 10,
                    detail: String(format: "%.1f×", scale.incrementalSpeedup)))
        }
        for (previous, next) in zip(results.scales, results.scales.dropFirst()) {
            let step = Double(next.scale) / Double(previous.scale)
            let growth = next.publishSeconds / previous.publishSeconds
            // Linear within a quarter: fixed costs make small scales look better than linear.
            targets.append(
                BenchTarget(
                    name: "publish grows linearly \(previous.scale)×→\(next.scale)×", met: growth <= step * 1.25,
                    detail: String(format: "%.1f× for %.0f× the pages", growth, step)))
        }
        if let simple = results.simpleCase {
            targets.append(
                BenchTarget(
                    name: "≥ 50,000 simple cases/s per core", met: simple.casesPerSecondPerCore >= 50_000,
                    detail: formatRate(simple.casesPerSecondPerCore)))
        }
        if let calls = results.contractCalls {
            targets.append(
                BenchTarget(
                    name: "≥ 10,000 contract calls/s through one reference driver",
                    met: calls.processCallsPerSecond >= ContractCallFigures.target,
                    detail: formatRate(calls.processCallsPerSecond)))
        }
        for scale in results.scales {
            let limit = memoryLimit(scale)
            targets.append(
                BenchTarget(
                    name: "peak memory < 3× corpus + 100 MB at \(scale.scale)×",
                    met: scale.peakBytesAfterPublish < limit,
                    detail: formatBytes(scale.peakBytesAfterPublish) + " of " + formatBytes(limit)))
        }
        return targets
    }

    // MARK: Formatting

    static func align(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows where row.count >= columns {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            guard row.count >= columns else { return row.joined(separator: "  ") }
            return row.enumerated().map { index, cell in
                index == 0
                    ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }

    static func formatSeconds(_ seconds: Double) -> String {
        if seconds < 1e-3 { return String(format: "%.0f µs", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.1f ms", seconds * 1e3) }
        return String(format: "%.2f s", seconds)
    }

    static func formatRate(_ rate: Double) -> String { formatCount(rate.rounded()) }

    static func formatCount(_ value: Double) -> String {
        // A rate over a time that read 0 is not a number: a dash, not a trap.
        guard value.isFinite else { return "–" }
        let digits = String(Int(value))
        var result = ""
        for (index, character) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return String(result.reversed())
    }

    static func formatBytes(_ bytes: Int) -> String {
        let value = Double(bytes)
        if value >= 1e9 { return String(format: "%.2f GB", value / 1e9) }
        if value >= 1e6 { return String(format: "%.1f MB", value / 1e6) }
        return String(format: "%.0f kB", value / 1e3)
    }
}
