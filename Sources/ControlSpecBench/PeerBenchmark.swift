import Foundation

/// What one tool cost at one scale in the peer benchmark.
package struct PeerToolFigures: Hashable, Sendable, Codable {
    /// `controlspec site`, `controlspec publish`, `docc convert`, `hugo`.
    package var tool: String
    /// Median time on the clock over the rounds.
    package var seconds: Double?
    /// The largest peak resident memory of its rounds, in bytes.
    package var peakBytes: Int?
    /// The median over the rounds of this tool's time divided by the kit site's in the same round.
    package var ratioToSite: Double?
    /// The same against the kit's publish.
    package var ratioToPublish: Double?
    /// The same against the physical floor (``PhysicalFloor``) measured in the same round.
    package var ratioToFloor: Double?
    /// Why the tool was not measured (not installed, failed), when it was not.
    package var skipped: String?
}

/// The peer table of one scale.
package struct PeerFigures: Hashable, Sendable, Codable {
    package var scale: Int
    package var pages: Int
    package var rounds: Int
    package var tools: [PeerToolFigures]
    /// The physical floor of the site, measured in each round after the tools (nil when the site failed).
    package var floor: FloorFigures?

    /// The figures of `tool`, when it was part of the run.
    package func figures(of tool: String) -> PeerToolFigures? { tools.first { $0.tool == tool } }
}

/// The physical floor of the site at one scale (``PhysicalFloor``): medians over the rounds, in seconds.
package struct FloorFigures: Hashable, Sendable, Codable {
    /// Rendering every page with libcmark, in process, on one thread.
    package var render: Double
    /// Writing a copy of the site's files and folders, on one thread.
    package var write: Double
    /// Flushing that copy to disk once.
    package var flush: Double
    /// The median of the rounds' sums.
    package var total: Double
    /// The files and bytes of the copy.
    package var files: Int
    package var bytes: Int
}

/// Feeds the same synthetic corpus to the kit and to the tools a user would pick instead, DocC and
/// Hugo, and measures each in turns (kit site, kit publish, DocC, Hugo, the physical floor, then again), so that
/// a busy moment of the machine falls on every tool of a round and the per-round ratios hold.
package struct PeerBenchmark: Sendable {
    package static let site = "controlspec site"
    package static let publish = "controlspec publish"
    package static let docc = "docc convert"
    package static let hugo = "hugo"

    /// The `controlspec` executable whose `site` and `publish` are measured.
    package var kitExecutable: String
    /// `docc` and `hugo` as found (nil: not installed).
    package var doccExecutable: String?
    package var hugoExecutable: String?
    package var inputs: BenchmarkInputs
    package var rounds: Int
    /// A folder for the workspaces and outputs; ``run(scale:)`` fills it, the caller removes it.
    package var workFolder: URL

    package init(
        kitExecutable: String, doccExecutable: String?, hugoExecutable: String?, inputs: BenchmarkInputs,
        rounds: Int, workFolder: URL
    ) {
        self.kitExecutable = kitExecutable
        self.doccExecutable = doccExecutable
        self.hugoExecutable = hugoExecutable
        self.inputs = inputs
        self.rounds = rounds
        self.workFolder = workFolder
    }

    /// A tool measured in each round: its name, and how to run it into a fresh output folder.
    private struct Contender {
        var name: String
        var executable: String?
        var missing: String
        var arguments: (_ output: URL) -> [String]
        var directory: URL
    }

    /// Measures every tool at `scale`.
    package func run(scale: Int) throws -> PeerFigures {
        let folder = workFolder.appendingPathComponent("\(scale)x")
        let (workspace, hugoSite, pages) = try PeerWorkspaces.prepare(inputs, scale: scale, in: folder)
        let catalog = folder.appendingPathComponent("docc/ControlSpec.docc")
        try PeerWorkspaces.writeDocCCatalog(pages: pages, to: catalog)

        let contenders = [
            Contender(
                name: Self.site, executable: kitExecutable, missing: "",
                arguments: { ["site", "--out", $0.path] }, directory: workspace),
            Contender(
                name: Self.publish, executable: kitExecutable, missing: "",
                arguments: { ["publish", "--out", $0.path] }, directory: workspace),
            Contender(
                name: Self.docc, executable: doccExecutable, missing: "docc is not on PATH (it ships with Swift)",
                arguments: {
                    [
                        "convert", catalog.path, "--output-path", $0.path, "--fallback-display-name", "ControlSpec",
                        "--fallback-bundle-identifier", "org.controlspec.bench", "--fallback-bundle-version", "1",
                    ]
                }, directory: folder),
            Contender(
                name: Self.hugo, executable: hugoExecutable,
                missing: "hugo is not installed (scripts/install-prerequisites.sh --bench installs it)",
                arguments: { ["--quiet", "--source", hugoSite.path, "--destination", $0.path] }, directory: folder),
        ]
        let log = folder.appendingPathComponent("peers.log")
        var runs = Array(repeating: [MeasuredRun](), count: contenders.count)
        var failures = Array(repeating: String?.none, count: contenders.count)
        let markdown = pages.map { Array($0.data) }
        var snapshot: PhysicalFloor.Snapshot?
        var floors: [PhysicalFloor.Sample] = []
        // Outputs stay until the whole bench is done: on ext4 without a journal, creating a file skips,
        // one by one, the inodes freed in the last minute (six while their table is not written back),
        // so a tool that ran right after another tool's output was deleted would pay for that deletion.
        for round in 0..<rounds {
            for (index, contender) in contenders.enumerated() {
                guard let executable = contender.executable, failures[index] == nil else { continue }
                let output = folder.appendingPathComponent("out-\(index)-\(round)")
                // Each tool starts with nothing left to write back from the one before: the kit flushes its
                // files before it swaps its output in (`syncfs`), which would also write back theirs.
                sync()
                let run = try MeasuredProcess.run(
                    executable, contender.arguments(output), in: contender.directory, log: log)
                if run.exitStatus != 0 {
                    failures[index] = "exited with status \(run.exitStatus) (its output: \(log.path))"
                } else {
                    runs[index].append(run)
                }
            }
            // The floor: the site's own output of this round, written again, and the pages rendered by cmark.
            guard runs[0].count == round + 1 else { continue }
            let siteOutput = folder.appendingPathComponent("out-0-\(round)")
            if snapshot == nil, FileManager.default.fileExists(atPath: siteOutput.path) {
                snapshot = try PhysicalFloor.snapshot(of: siteOutput)
            }
            guard let snapshot else { continue }
            sync()
            var rendered = 0
            let render = Stopwatch.seconds { rendered = PhysicalFloor.render(markdown) }
            guard rendered > 0 || markdown.isEmpty else { throw BenchmarkError(description: "cmark rendered nothing") }
            let (write, flush) = try PhysicalFloor.write(
                snapshot, to: folder.appendingPathComponent("floor-\(round)"))
            floors.append(PhysicalFloor.Sample(render: render, write: write, flush: flush))
        }
        // The kit's own runs are the baseline of each round.
        let siteRuns = runs[0]
        let publishRuns = runs[1]
        let tools = contenders.enumerated().map { index, contender -> PeerToolFigures in
            guard contender.executable != nil else {
                return PeerToolFigures(tool: contender.name, skipped: contender.missing)
            }
            if let failure = failures[index] { return PeerToolFigures(tool: contender.name, skipped: failure) }
            let mine = runs[index]
            return PeerToolFigures(
                tool: contender.name, seconds: Stopwatch.median(of: mine.map(\.seconds)),
                peakBytes: mine.map(\.peakBytes).max(),
                ratioToSite: Self.pairedRatio(mine, siteRuns), ratioToPublish: Self.pairedRatio(mine, publishRuns),
                ratioToFloor: Self.pairedRatio(mine.map(\.seconds), floors.map(\.total)))
        }
        let floor = snapshot.map { snapshot in
            FloorFigures(
                render: Stopwatch.median(of: floors.map(\.render)), write: Stopwatch.median(of: floors.map(\.write)),
                flush: Stopwatch.median(of: floors.map(\.flush)), total: Stopwatch.median(of: floors.map(\.total)),
                files: snapshot.files.count, bytes: snapshot.byteCount)
        }
        return PeerFigures(scale: scale, pages: pages.count, rounds: rounds, tools: tools, floor: floor)
    }

    /// The median of the per-round ratios `runs[i] / baseline[i]`; nil without a pair.
    static func pairedRatio(_ runs: [MeasuredRun], _ baseline: [MeasuredRun]) -> Double? {
        pairedRatio(runs.map(\.seconds), baseline.map(\.seconds))
    }

    /// The median of the per-round ratios `seconds[i] / baseline[i]`; nil without a pair.
    static func pairedRatio(_ seconds: [Double], _ baseline: [Double]) -> Double? {
        let ratios = zip(seconds, baseline).map { $0 / $1 }
        return ratios.isEmpty ? nil : Stopwatch.median(of: ratios)
    }
}
