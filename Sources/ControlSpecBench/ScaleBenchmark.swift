import CaseLanguage
import ControlContract
import ControlSpecMarkdown
import ControlSpecModel
import ControlSpecProcess
import ControlSpecPublish
import ControlSpecRunner
import ControlSpecSite
import Foundation
import ReferenceBinding

/// What a publish reports back to the benchmark.
package struct PublishRun: Sendable {
    /// Files the publish rendered (all of them for a first publish).
    package var rendered: Int
    /// Files in the published folder.
    package var files: Int
    /// How long the publish itself took (not counting the files afterwards).
    package var seconds: Double
    /// The processor time (user and system, every thread) the process spent in those seconds: what
    /// other load on the machine changes much less than the time on the clock.
    package var processorSeconds: Double?

    package init(rendered: Int, files: Int, seconds: Double, processorSeconds: Double? = nil) {
        self.rendered = rendered
        self.files = files
        self.seconds = seconds
        self.processorSeconds = processorSeconds
    }
}

/// The real inputs every scale is made from.
package struct BenchmarkInputs: Sendable {
    /// The pages of the shipped docs folder.
    package var files: [SourceFile]
    package var registry: Registry
    package var misconceptions: [Misconception]

    /// Reads `Docs/`, `conformance/registry.json` and `conformance/misconceptions.json` under `root`.
    package static func load(from root: URL) throws -> BenchmarkInputs {
        let docs = root.appendingPathComponent("Docs")
        let (files, diagnostics) = Corpus.readFiles(in: docs, displayPrefix: "Docs")
        if let first = diagnostics.first { throw BenchmarkError(description: first.lineDescription) }
        guard !files.isEmpty else { throw BenchmarkError(description: "no pages under \(docs.path)") }
        let conformance = root.appendingPathComponent("conformance")
        let registry = try Registry(contentsOf: conformance.appendingPathComponent("registry.json"))
        let misconceptionsURL = conformance.appendingPathComponent("misconceptions.json")
        let misconceptions =
            FileManager.default.fileExists(atPath: misconceptionsURL.path)
            ? try Misconception.load(from: misconceptionsURL) : []
        return BenchmarkInputs(files: files, registry: registry, misconceptions: misconceptions)
    }
}

/// A benchmark that could not run (missing inputs, an unwritable temporary folder).
package struct BenchmarkError: Error, CustomStringConvertible {
    package var description: String
    package init(description: String) { self.description = description }
}

/// Measures one scale in this process: parse, lint, case runs, site, publish and incremental publish.
package struct ScaleBenchmark: Sendable {
    package var inputs: BenchmarkInputs
    package var scale: Int
    /// Repeats of the small in-memory measurements (the median is kept).
    package var repeats: Int
    /// The `controlspec-reference-driver` executable for the process-protocol run; nil skips it.
    package var driverPath: String?
    /// A folder for the synthetic workspace; it is created and removed by ``run(publish:)``.
    package var workFolder: URL
    /// Rounds of the alternating parse measure (at least one).
    package var parseRounds: Int
    /// The rounds of the parse measure when none are asked for.
    package static let defaultParseRounds = 9
    /// Only the parse figures: no publish, lint, runs or site.
    package var parseOnly: Bool

    /// Repeats of each measurement at this scale: one at 100× and above, where a single run takes long enough.
    private var repeatsAtScale: Int { scale >= 100 ? 1 : repeats }

    package init(
        inputs: BenchmarkInputs, scale: Int, repeats: Int, driverPath: String?, workFolder: URL,
        parseRounds: Int = defaultParseRounds, parseOnly: Bool = false
    ) {
        self.inputs = inputs
        self.scale = scale
        self.repeats = repeats
        self.driverPath = driverPath
        self.workFolder = workFolder
        self.parseRounds = parseRounds
        self.parseOnly = parseOnly
    }

    /// Runs every measurement (the parse figures alone with ``parseOnly``).
    ///
    /// - Parameter publish: runs `controlspec publish` in a workspace folder (with `Docs/` and
    ///   `conformance/`) into the folder of the given name inside it.
    package func run(publish: (_ workspace: URL, _ out: String) async throws -> PublishRun) async throws
        -> ScaleFigures
    {
        var figures = ScaleFigures(scale: scale)

        let touchedPage = try writeWorkspace(into: &figures)
        defer { try? FileManager.default.removeItem(at: workFolder) }
        // Parsing is measured first, on a fresh heap, as a publish parses; its pages are let go and the
        // heap's free memory handed back before the publishes.
        try measureParsing(into: &figures)
        if parseOnly {
            figures.parseOnly = true
            return figures
        }
        ProcessMemory.releaseFreeMemory()
        try await measurePublishing(touching: touchedPage, into: &figures, publish: publish)

        let (files, _) = Corpus.readFiles(in: workFolder.appendingPathComponent("Docs"), displayPrefix: "Docs")
        let registry = try Registry(
            contentsOf: workFolder.appendingPathComponent("conformance").appendingPathComponent("registry.json"))
        let options = LintOptions(misconceptions: inputs.misconceptions)
        var corpus: Corpus?
        figures.lintSeconds = Stopwatch.median(repeats: repeatsAtScale) {
            corpus = Corpus(files: files, registry: registry, options: options)
        }
        guard let corpus else { throw BenchmarkError(description: "no corpus") }
        let schema = Schema(registry: registry)
        figures.caseCheckSeconds = Stopwatch.median(repeats: repeatsAtScale) {
            _ = CorpusCaseChecks.diagnostics(for: corpus, schema: schema)
        }

        let reference = ReferenceImplementation()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let planned = corpus.plannedCases()
        figures.cases = planned.count
        var results: RunResults?
        figures.runSeconds = Stopwatch.median(repeats: repeatsAtScale) {
            results = Runner(corpus: corpus, implementation: reference, options: RunOptions(jobs: cores)).run()
        }
        let compiler = CaseCompiler(schema: schema)
        let programs: [CaseProgram] = planned.compactMap { item in
            try? compiler.compile(CaseSource(block: item.english.block))
        }
        var expectations = 0
        // Each program resolves its members against the implementation on its first run: run them all
        // once first, so that every scale measures execution alone.
        _ = ParallelWork.map(programs, threads: cores) { $0.run(on: reference).isPassed }
        figures.executeSeconds = Stopwatch.median(repeats: repeatsAtScale) {
            let counts = ParallelWork.map(programs, threads: cores) { program -> Int in
                let run = program.runCountingExpectations(on: reference)
                return run.outcome.isPassed ? run.expectationCount : 0
            }
            expectations = counts.reduce(0, +)
        }
        figures.expectations = expectations
        if let driverPath {
            if FileManager.default.isExecutableFile(atPath: driverPath) {
                do {
                    let process = try ProcessImplementation(command: [driverPath], kitVersion: "bench")
                    let options = RunOptions(jobs: 1)
                    figures.processRunSeconds = Stopwatch.seconds {
                        _ = Runner(corpus: corpus, implementation: process, options: options).run()
                    }
                    process.shutdown()
                } catch {
                    figures.processRunSkipped = "cannot start \(driverPath): \(error)"
                }
            } else {
                figures.processRunSkipped = "\(driverPath) is not built"
            }
        } else {
            figures.processRunSkipped = "no driver executable given"
        }

        let statuses = RunResults.caseStatuses(of: results.map { [$0] } ?? [])
        // The site with and without its code-span links, runs taking turns, so that each round's ratio is the
        // links' cost at one moment of a shared machine.
        var siteFiles = 0
        var unlinked = SiteGenerator(corpus: corpus, statuses: statuses)
        unlinked.linksCodeSpans = false
        let site = Stopwatch.alternatingSamples(
            rounds: repeatsAtScale, runsPerRound: 1,
            [
                { siteFiles = SiteGenerator(corpus: corpus, statuses: statuses).generate().files.count },
                { _ = unlinked.generate().files.count },
            ])
        figures.siteSeconds = Stopwatch.median(of: site[0])
        figures.siteWithoutCodeSpanLinksSeconds = Stopwatch.median(of: site[1])
        figures.codeSpanLinkRatioRounds = zip(site[0], site[1]).map { $0 / $1 }
        figures.siteFiles = siteFiles
        figures.peakBytesAtEnd = ProcessMemory.peakResidentBytes() ?? 0
        return figures
    }

    /// The full publishes (median of three below 100×, the peak memory of the first) and the incremental ones
    /// after an edit of `touchedPage`.
    func measurePublishing(
        touching touchedPage: String?, into figures: inout ScaleFigures,
        publish: (_ workspace: URL, _ out: String) async throws -> PublishRun
    ) async throws {
        // Every full publish writes a folder of its own, and none is deleted before the end: on ext4
        // without a journal, creating a file skips, one by one, the inodes freed in the last minute, so a
        // publish right after a deletion of thousands of files would pay for it (Docs/PERFORMANCE.md,
        // "The file system"). `sync` first, so that no publish writes back the one before it.
        var fullPublishes = 0
        var lastFullOutput = ""
        func fullPublish() async throws -> PublishRun {
            fullPublishes += 1
            lastFullOutput = "_site-\(fullPublishes)"
            sync()
            return try await publish(workFolder, lastFullOutput)
        }
        // Then the publishes, from disk, in a process that holds none of the pages: the peak after the
        // first publish is the publish's own.
        if scale < 100 {
            // One publish first, so that one-time costs of the process (loading code and data) count
            // against neither publish.
            _ = try await fullPublish()
        }
        ProcessMemory.resetPeak()
        figures.peakBytesAtStart = ProcessMemory.residentBytes() ?? 0
        let first = try await fullPublish()
        let incrementalOutput = lastFullOutput
        figures.publishFiles = first.files
        figures.peakBytesAfterPublish = ProcessMemory.peakResidentBytes() ?? 0
        // The full publish is what the incremental speedup divides: below 100× (a few seconds at most),
        // the median of three, each into an empty site folder. One sample read a speedup of 9.8× at 1× in
        // a noisy minute against 12.4–16.2× in the others.
        var full = [first]
        if scale < 100 {
            for _ in 1..<max(3, repeatsAtScale) { full.append(try await fullPublish()) }
        }
        figures.publishSeconds = Stopwatch.median(of: full.map(\.seconds))
        let processor = full.compactMap(\.processorSeconds)
        figures.publishProcessorSeconds = processor.isEmpty ? nil : Stopwatch.median(of: processor)
        // A single incremental publish is a few milliseconds at 1×: the median of several, each after
        // another edit.
        var incremental: [Double] = []
        for _ in 0..<max(3, repeatsAtScale) {
            if let touchedPage { try SyntheticWorkspace.touch(page: touchedPage, in: workFolder) }
            let second = try await publish(workFolder, incrementalOutput)
            incremental.append(second.seconds)
            figures.incrementalRendered = second.rendered
        }
        figures.incrementalSeconds = Stopwatch.median(of: incremental)
    }

    /// Makes the synthetic corpus, writes it into ``workFolder`` and lets it go; returns the page the
    /// incremental publishes edit.
    private func writeWorkspace(into figures: inout ScaleFigures) throws -> String? {
        var synthetic: SyntheticCorpus?
        figures.generateSeconds = Stopwatch.seconds {
            synthetic = SyntheticCorpus(files: inputs.files, registry: inputs.registry, scale: scale)
        }
        guard let corpus = synthetic else { throw BenchmarkError(description: "no corpus") }
        figures.pages = corpus.files.count
        figures.corpusBytes = corpus.byteCount
        try SyntheticWorkspace.write(corpus, misconceptions: inputs.misconceptions, to: workFolder)
        return SyntheticWorkspace.pageToTouch(in: corpus.files)?.path
    }

    /// Raw cmark, cmark in the kit's region, the outline walk and the kit's parse and extraction, on the
    /// workspace's pages held in memory.
    private func measureParsing(into figures: inout ScaleFigures) throws {
        let (files, _) = Corpus.readFiles(in: workFolder.appendingPathComponent("Docs"), displayPrefix: "Docs")
        // In memory, on the same pages.
        let texts = files.map { String(decoding: $0.bytes, as: UTF8.self) }
        let languages = files.map { Language(rawValue: String($0.path.prefix { $0 != "/" })) ?? .english }
        // The parse figures are ratios to the first: their runs take turns one by one, so that the samples
        // of a round see the same moments of the machine (samples taken in turns a tenth of a second
        // apart gave rounds from 0.93× to 2.0× at 1× on a busy machine, against 1.11–1.41× this way).
        // Samples of a tenth of a second at least: at 1× a parse of every page is a few milliseconds.
        let bodies: [() -> Void] = [
            {
                var nodes = 0
                for text in texts { nodes &+= MarkdownHTMLRenderer.rawParseNodeCount(text) }
                precondition(nodes > 0)
            },
            {
                var nodes = 0
                for text in texts { nodes &+= MarkdownHTMLRenderer.regionParseNodeCount(text) }
                precondition(nodes > 0)
            },
            {
                var blocks = 0
                for text in texts {
                    blocks &+=
                        MarkdownParser.outline(text, wordPrefixes: SymbolNames.checkedWordPrefixes).blocks.count
                }
                precondition(blocks > 0)
            },
            {
                let parser = PageParser()
                var cases = 0
                for (index, text) in texts.enumerated() {
                    cases &+=
                        parser.parse(source: text, path: files[index].displayPath, language: languages[index])
                        .page.cases.count
                }
                precondition(cases > 0)
            },
        ]
        let parseSamples = Stopwatch.alternatingSamples(
            rounds: max(1, parseRounds), runsPerRound: Stopwatch.runsPerRound(filling: 0.1, with: bodies), bodies)
        figures.rawParseSeconds = Stopwatch.median(of: parseSamples[0])
        figures.regionParseSeconds = Stopwatch.median(of: parseSamples[1])
        figures.outlineSeconds = Stopwatch.median(of: parseSamples[2])
        figures.parseSeconds = Stopwatch.median(of: parseSamples[3])
        figures.parseRatioRounds = zip(parseSamples[3], parseSamples[0]).map { $0 / $1 }
        figures.parseRatioToRegionRounds = zip(parseSamples[3], parseSamples[1]).map { $0 / $1 }
    }

    /// Runs one trivial compiled case `runs` times on one thread (median of `repeats`), then on every core.
    package static func simpleCase(registry: Registry, runs: Int, repeats: Int) throws -> SimpleCaseFigures {
        let code = "let c = UIControl(frame: .zero)\n#expect(c.isEnabled)"
        let compiler = CaseCompiler(schema: Schema(registry: registry))
        let program = try compiler.compile(CaseSource(code: code))
        let reference = ReferenceImplementation()
        guard program.run(on: reference).isPassed else {
            throw BenchmarkError(description: "the simple case does not pass: \(program.run(on: reference))")
        }
        let seconds = Stopwatch.median(repeats: repeats) {
            var passed = 0
            for _ in 0..<runs where program.run(on: reference).isPassed { passed += 1 }
            precondition(passed == runs)
        }
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let allCores = Stopwatch.median(repeats: repeats) {
            _ = ParallelWork.map(Array(repeating: runs / threads, count: threads), threads: threads) { count -> Int in
                var passed = 0
                for _ in 0..<count where program.run(on: reference).isPassed { passed += 1 }
                return passed
            }
        }
        return SimpleCaseFigures(
            code: code, runs: runs, seconds: seconds,
            casesPerSecondAllCores: Double(runs / threads * threads) / allCores, threads: threads)
    }
}
