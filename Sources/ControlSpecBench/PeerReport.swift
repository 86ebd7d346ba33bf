/// Formats the peer benchmark as a table per scale, with the targets of the peer comparison.
package enum PeerReport {
    /// How many times faster than `docc convert` the kit's site must be at 10×.
    package static let doccTarget = 20.0
    /// How many times faster than Hugo the kit's site must be at 10×.
    package static let hugoTarget = 3.0
    /// How many times the physical floor the kit's site may take at 10×.
    package static let siteFloorTarget = 3.0
    /// How many times the physical floor the kit's publish may take at 10×.
    package static let publishFloorTarget = 5.0
    /// The scale the targets are checked at.
    package static let targetScale = 10

    package static func text(_ scales: [PeerFigures]) -> String {
        var lines: [String] = []
        for figures in scales {
            lines.append(
                "peers at \(figures.scale)× (\(BenchReport.formatCount(Double(figures.pages))) pages, "
                    + "\(figures.rounds) round\(figures.rounds == 1 ? "" : "s") in turns):")
            var rows = [["tool", "time", "peak memory", "÷ kit site", "÷ kit publish", "÷ floor"]]
            for tool in figures.tools {
                if let skipped = tool.skipped {
                    rows.append([tool.tool, "–", "–", "–", "–", "– (\(skipped))"])
                    continue
                }
                rows.append([
                    tool.tool, tool.seconds.map(BenchReport.formatSeconds) ?? "–",
                    tool.peakBytes.map(BenchReport.formatBytes) ?? "–", formatRatio(tool, \.ratioToSite),
                    formatRatio(tool, \.ratioToPublish), formatRatio(tool, \.ratioToFloor),
                ])
            }
            if let floor = figures.floor {
                for (name, seconds) in [
                    ("floor: cmark renders the pages", floor.render),
                    ("floor: write the site's files", floor.write), ("floor: flush them (syncfs)", floor.flush),
                    ("floor (sum)", floor.total),
                ] {
                    rows.append([name, BenchReport.formatSeconds(seconds), "–", "", "", ""])
                }
            }
            lines.append(contentsOf: BenchReport.align(rows).map { "  " + $0 })
            if let floor = figures.floor {
                lines.append(
                    "  (floor: libcmark's HTML renderer in process and a copy of the site's "
                        + "\(BenchReport.formatCount(Double(floor.files))) files, "
                        + "\(BenchReport.formatBytes(floor.bytes)), each on one thread, in every round after the tools)"
                )
            }
            lines.append("")
        }
        let targets = self.targets(scales)
        if !targets.isEmpty {
            lines.append(contentsOf: BenchReport.targetLines(targets))
        }
        return lines.joined(separator: "\n")
    }

    /// The peer targets at ``targetScale``: speed against each peer and memory against both. A peer that
    /// was not measured gives no target (its row says why).
    package static func targets(_ scales: [PeerFigures]) -> [BenchTarget] {
        guard let figures = scales.first(where: { $0.scale == targetScale }),
            let site = figures.figures(of: PeerBenchmark.site), let sitePeak = site.peakBytes
        else { return [] }
        var targets: [BenchTarget] = []
        var peers: [PeerToolFigures] = []
        for (name, goal) in [(PeerBenchmark.docc, doccTarget), (PeerBenchmark.hugo, hugoTarget)] {
            guard let peer = figures.figures(of: name), let ratio = peer.ratioToSite else { continue }
            peers.append(peer)
            targets.append(
                BenchTarget(
                    name: "site at \(targetScale)× at least \(Int(goal))× faster than \(name)", met: ratio >= goal,
                    detail: String(format: "%.1f× faster", ratio)))
        }
        for (tool, goal) in [(site, siteFloorTarget), (figures.figures(of: PeerBenchmark.publish), publishFloorTarget)]
        {
            guard let tool, let ratio = tool.ratioToFloor else { continue }
            targets.append(
                BenchTarget(
                    name: "\(tool.tool) at \(targetScale)× within \(Int(goal))× the physical floor", met: ratio <= goal,
                    detail: String(format: "%.2f× the floor", ratio)))
        }
        let peaks = peers.compactMap(\.peakBytes)
        if !peaks.isEmpty {
            targets.append(
                BenchTarget(
                    name:
                        "site at \(targetScale)× at no more memory than \(peers.map(\.tool).joined(separator: " or "))",
                    met: peaks.allSatisfy { sitePeak <= $0 },
                    detail: BenchReport.formatBytes(sitePeak) + " against "
                        + peaks.map(BenchReport.formatBytes).joined(separator: ", ")))
        }
        return targets
    }

    private static func formatRatio(_ tool: PeerToolFigures, _ ratio: KeyPath<PeerToolFigures, Double?>) -> String {
        guard let value = tool[keyPath: ratio] else { return "–" }
        return String(format: "%.2f×", value)
    }
}
