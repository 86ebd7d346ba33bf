import ControlSpecCLI
import Foundation

/// `controlspec-bench`: measures parsing, lint, case runs, site and publish on the shipped docs and
/// on synthetic corpora 10 and 100 times their size, and prints the figures as a table.
package enum BenchCommand: CLICommand {
    /// The executable's name, in its usage line and help.
    package static let toolName = "controlspec-bench"

    package static let configuration = CommandConfiguration(
        name: "",
        abstract: "Measure parse, lint, run, site and publish speed on corpora 1, 10 and 100 times Docs/.",
        discussion: """
            Meant for a release build: `swift run -c release controlspec-bench`. Each scale is measured in a
            child process of its own, so that its peak memory is its own. Figures are printed as a table;
            the growth columns divide each figure by the one at the previous scale (10.0× for a tenfold
            step is linear). Run it from the package folder: it reads Docs/ and conformance/.
            """,
        options: [
            scales, json, quick, parseOnly, rounds, repeatCount, peers, peerRounds, preview, edits, reportLoad,
            writeCorpus,
            child,
        ])

    static let scales = Option(
        "--scales", value: "LIST", help: "Comma-separated multiples of Docs/.", kind: .scales, default: [1, 10, 100])
    static let json: Option<String?> = Option(
        "--json", value: "FILE", help: "Also write the figures as JSON.", kind: .path)
    static let quick = Flag("--quick", help: "One repetition per measurement and fewer simple-case runs.")
    static let parseOnly = Flag(
        "--parse-only",
        help: "Only the parse figures (raw cmark, the region, the walk, the kit), for work on the parser.")
    static let rounds = Option(
        "--rounds", value: "N",
        help: "Rounds of the alternating parse measure; more give a steadier median on a busy machine.",
        kind: .positive, default: ScaleBenchmark.defaultParseRounds)
    static let repeatCount: Option<Int?> = Option(
        "--repeat", value: "N",
        help: "With --parse-only: measure each scale in N fresh processes and print the spread of the ratio.",
        kind: .positive)
    static let peers = Flag(
        "--peers",
        help: "Only the peer table: controlspec site and publish against docc convert and Hugo, at --scales "
            + "(10 unless given), measured in turns.")
    static let peerRounds = Option(
        "--peer-rounds", value: "N", help: "Rounds of the peer table (each runs every tool once).", kind: .positive,
        default: 3)
    static let preview = Flag(
        "--preview",
        help: "Only the preview's save-to-reload latency (p50, p95) beside hugo server's, at --scales (1,10 unless "
            + "given), edits taking turns.")
    static let edits = Option(
        "--edits", value: "N", help: "Edits per tool and scale of --preview.", kind: .positive, default: 20)
    static let reportLoad: Option<[Int]?> = Option(
        "--report-load", value: "COUNTS",
        help: "Only the report's load in headless Chromium (sizes, first paint, load event) for runs of these case "
            + "counts (3000,30000), beside the suite's own report.", kind: .scales)
    static let writeCorpus: Option<String?> = Option(
        "--write-corpus", value: "DIR",
        help: "Only write a workspace (Docs/, conformance/) for the largest scale into DIR, for profiling.", kind: .path
    )
    static let child: Option<Int?> = Option(
        "--child", value: "SCALE", help: "Internal: measure one scale here and print JSON.", kind: .positive)

    /// Runs the bench with `arguments` (without the program name), writing to `context`.
    package static func main(arguments: [String], context: CommandContext = .standard()) async -> Int32 {
        await ControlSpecMain.run(Self.self, arguments: arguments, toolName: toolName, context: context)
    }

    package static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let quick = arguments[Self.quick]
        let parse = ParseOptions(only: arguments[Self.parseOnly], rounds: arguments[Self.rounds])
        if let child = arguments[Self.child] {
            return try await runChild(scale: child, quick: quick, parse: parse, context: context)
        }
        if arguments[Self.peers] {
            return try runPeers(arguments, context: context)
        }
        if arguments[Self.preview] {
            return try runPreview(arguments, context: context)
        }
        if let counts = arguments[Self.reportLoad] {
            return try runReportLoad(caseCounts: counts, arguments, context: context)
        }
        let scales = arguments[Self.scales]
        if let path = arguments[Self.writeCorpus] {
            let inputs = try loadInputs(context: context)
            let corpus = SyntheticCorpus(files: inputs.files, registry: inputs.registry, scale: scales.last ?? 1)
            try SyntheticWorkspace.write(corpus, misconceptions: inputs.misconceptions, to: context.url(path))
            context.out("wrote \(corpus.files.count) pages (\(corpus.byteCount) bytes) to \(context.url(path).path)")
            return ExitStatus.success
        }
        if let runs = arguments[Self.repeatCount] {
            guard parse.only else {
                throw UsageError(
                    "\(Self.repeatCount.spec.name) measures the parse figures alone: add \(Self.parseOnly.spec.name)")
            }
            return try repeatParse(scales: scales, runs: runs, parse: parse, arguments: arguments, context: context)
        }
        var figures: [ScaleFigures] = []
        for scale in scales {
            context.err("bench: measuring \(scale)× in a child process…")
            figures.append(try measureInChild(scale: scale, quick: quick, parse: parse, context: context))
        }
        var simple: SimpleCaseFigures?
        if !parse.only {
            context.err("bench: measuring the simple case…")
            let inputs = try loadInputs(context: context)
            simple = try ScaleBenchmark.simpleCase(
                registry: inputs.registry, runs: quick ? 20_000 : 200_000, repeats: quick ? 1 : 5)
        }
        var results = BenchResults(machine: .current(), scales: figures, simpleCase: simple)
        let driver = Implementations.driverPath()
        if !parse.only, FileManager.default.isExecutableFile(atPath: driver) {
            context.err("bench: measuring contract calls…")
            results.contractCalls = try ContractCallBenchmark.measure(driverPath: driver, calls: quick ? 5_000 : 50_000)
        }
        context.out(BenchReport.text(results))
        if let path = arguments[Self.json] {
            try OutputWriter.write(results.jsonData(), to: context.url(path), kind: .benchFigures)
            context.out("json: \(context.url(path).path)")
        }
        return ExitStatus.success
    }

    /// `--parse-only --repeat N`: each scale measured in `runs` fresh processes (their heaps and layouts
    /// differ, which one process's rounds do not show); prints each run's ratio and their spread.
    static func repeatParse(
        scales: [Int], runs: Int, parse: ParseOptions, arguments: ParsedArguments, context: CommandContext
    ) throws -> Int32 {
        var results: [BenchResults] = []
        for run in 1...runs {
            var figures: [ScaleFigures] = []
            for scale in scales {
                let measured = try measureInChild(scale: scale, quick: false, parse: parse, context: context)
                context.err(String(format: "bench: run %d of %d, %d×: %.2f×", run, runs, scale, measured.parseRatio))
                figures.append(measured)
            }
            results.append(BenchResults(machine: .current(), scales: figures, simpleCase: nil))
        }
        context.out(BenchReport.repeatSummary(results))
        if let path = arguments[Self.json] {
            try OutputWriter.write(BenchResults.jsonData(of: results), to: context.url(path), kind: .benchFigures)
            context.out("json: \(context.url(path).path)")
        }
        return ExitStatus.success
    }

    /// `--peers`: the kit's site and publish against DocC and Hugo, on the same synthetic pages.
    static func runPeers(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let inputs = try loadInputs(context: context)
        let kit = try kitExecutable()
        let folder = workFolder("peers")
        defer { try? FileManager.default.removeItem(at: folder) }
        let benchmark = PeerBenchmark(
            kitExecutable: kit, doccExecutable: MeasuredProcess.find("docc"),
            hugoExecutable: MeasuredProcess.find("hugo"),
            inputs: inputs, rounds: arguments[Self.quick] ? 1 : arguments[Self.peerRounds], workFolder: folder)
        return try measure(
            "peers", defaultScales: [PeerReport.targetScale], arguments, context: context,
            run: benchmark.run(scale:), text: PeerReport.text)
    }

    /// `--preview`: save-to-reload latency of `controlspec preview` beside `hugo server`.
    static func runPreview(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let folder = workFolder("preview-bench")
        defer { try? FileManager.default.removeItem(at: folder) }
        let benchmark = PreviewLatencyBenchmark(
            kitExecutable: try kitExecutable(),
            hugoExecutable: MeasuredProcess.find("hugo"), inputs: try loadInputs(context: context),
            edits: arguments[Self.quick] ? 5 : arguments[Self.edits], workFolder: folder)
        return try measure(
            "preview latency", defaultScales: [1, PreviewLatencyReport.largeScale], arguments, context: context,
            run: benchmark.run(scale:), text: PreviewLatencyReport.text)
    }

    /// `--report-load`: the report of the suite and of runs scaled to `caseCounts`, opened in headless Chromium.
    static func runReportLoad(caseCounts: [Int], _ arguments: ParsedArguments, context: CommandContext) throws
        -> Int32
    {
        let folder = workFolder("report-load")
        defer { try? FileManager.default.removeItem(at: folder) }
        let benchmark = ReportLoadBenchmark(
            inputs: try loadInputs(context: context), caseCounts: caseCounts, workFolder: folder,
            packageFolder: context.workingDirectory)
        context.err("bench: report load at \(caseCounts.map(String.init).joined(separator: ", ")) cases…")
        let figures = try benchmark.run()
        try report(ReportLoadReport.text(figures), figures, arguments, context: context)
        return ExitStatus.success
    }

    /// A folder of this process's own under the temporary folder, for the files a measure writes.
    static func workFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "controlspec-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Measures `what` at each scale of `--scales` (else `defaultScales`), saying which on stderr, then
    /// reports the figures.
    private static func measure<Figures: Encodable>(
        _ what: String, defaultScales: [Int], _ arguments: ParsedArguments, context: CommandContext,
        run: (Int) throws -> Figures, text: ([Figures]) -> String
    ) throws -> Int32 {
        let scales = arguments.isGiven(Self.scales) ? arguments[Self.scales] : defaultScales
        var figures: [Figures] = []
        for scale in scales {
            context.err("bench: \(what) at \(scale)×…")
            figures.append(try run(scale))
        }
        try report(text(figures), figures, arguments, context: context)
        return ExitStatus.success
    }

    /// Prints `text` and, with `--json`, writes `figures` there.
    private static func report(
        _ text: String, _ figures: some Encodable, _ arguments: ParsedArguments, context: CommandContext
    ) throws {
        context.out(text)
        if let path = arguments[Self.json] {
            try OutputWriter.write(BenchResults.jsonData(figures), to: context.url(path), kind: .benchFigures)
            context.out("json: \(context.url(path).path)")
        }
    }

    /// `--parse-only` and `--rounds`, passed on to each child.
    struct ParseOptions {
        var only: Bool
        var rounds: Int

        var childArguments: [String] {
            (only ? [BenchCommand.parseOnly.spec.name] : []) + [BenchCommand.rounds.spec.name, String(rounds)]
        }
    }

    /// The `controlspec` whose `site`, `publish` and `preview` the peer and preview tables measure: the one built
    /// beside this executable, as `swift build` builds both.
    static func kitExecutable(besides executable: String = "/proc/self/exe") throws -> String {
        let bench = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: executable))
        let folder = bench.deletingLastPathComponent()
        let kit = folder.appendingPathComponent("controlspec").path
        guard FileManager.default.isExecutableFile(atPath: kit) else {
            let configuration = folder.lastPathComponent == "release" ? "-c release " : ""
            throw ToolFailure(
                description: "controlspec, whose site, publish and preview are measured, is not built beside "
                    + "\(toolName) (in \(folder.path))\n  fix: in the package folder, build it as \(toolName) was "
                    + "built: swift build \(configuration)--product controlspec")
        }
        return kit
    }

    static func loadInputs(context: CommandContext) throws -> BenchmarkInputs {
        do {
            return try BenchmarkInputs.load(from: context.workingDirectory)
        } catch {
            throw ToolFailure(description: "cannot read Docs/ and conformance/: \(error)")
        }
    }

    /// Runs `controlspec-bench --child SCALE` and reads the figures it prints.
    static func measureInChild(scale: Int, quick: Bool, parse: ParseOptions, context: CommandContext) throws
        -> ScaleFigures
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments =
            [child.spec.name, String(scale)] + (quick ? [Self.quick.spec.name] : [])
            + parse.childArguments
        process.currentDirectoryURL = context.workingDirectory
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw ToolFailure(description: "cannot start a child benchmark: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailure(description: "the \(scale)× benchmark exited with status \(process.terminationStatus)")
        }
        do {
            return try JSONDecoder().decode(ScaleFigures.self, from: data)
        } catch {
            throw ToolFailure(description: "the \(scale)× benchmark printed no figures: \(error)")
        }
    }

    /// Measures one scale in this process and prints its figures as JSON.
    static func runChild(scale: Int, quick: Bool, parse: ParseOptions, context: CommandContext) async throws
        -> Int32
    {
        let inputs = try loadInputs(context: context)
        let folder = workFolder("bench-\(scale)")
        let benchmark = ScaleBenchmark(
            inputs: inputs, scale: scale, repeats: quick ? 1 : 5, driverPath: Implementations.driverPath(),
            workFolder: folder, parseRounds: parse.rounds, parseOnly: parse.only)
        let figures = try await benchmark.run { workspace, out in
            try await publish(in: workspace, out: out)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        context.outJSON(String(decoding: try encoder.encode(figures), as: UTF8.self))
        return ExitStatus.success
    }

    /// `controlspec publish --out OUT` in `workspace`, with output captured: the publish command's action,
    /// whose figures are read as values.
    static func publish(in workspace: URL, out outName: String) async throws -> PublishRun {
        let captured = CommandContext.capturing(workingDirectory: workspace)
        let arguments = try ParsedArguments.parse(["--out", outName], for: PublishCommand.configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let processorStart = Stopwatch.processorSeconds()
        let result = try PublishCommand.action(arguments, context: captured).perform()
        let seconds = Stopwatch.seconds(start.duration(to: clock.now))
        let processorSeconds = Stopwatch.processorSeconds() - processorStart
        guard result.published else {
            throw ToolFailure(description: "publish failed: \(captured.standardOutput)")
        }
        let out = workspace.appendingPathComponent(outName)
        var files = 0
        if let enumerator = FileManager.default.enumerator(atPath: out.path) {
            while enumerator.nextObject() != nil {
                if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular { files += 1 }
            }
        }
        return PublishRun(
            rendered: result.renderedSiteFiles, files: files, seconds: seconds, processorSeconds: processorSeconds)
    }
}

extension OutputFileKind {
    /// The shapes `controlspec-bench --json` writes: one run, several runs (`--repeat`), the peers', the preview's and
    /// the report load's figures.
    static let benchFigures = OutputFileKind(name: "benchmark figures", option: "--json") { data in
        let decoder = JSONDecoder()
        return (try? decoder.decode(BenchResults.self, from: data)) != nil
            || (try? decoder.decode([BenchResults].self, from: data)) != nil
            || (try? decoder.decode([PeerFigures].self, from: data)) != nil
            || (try? decoder.decode([PreviewLatencyFigures].self, from: data)) != nil
            || (try? decoder.decode([ReportLoadFigures].self, from: data)) != nil
    }
}

extension ValueKind where Value == [Int] {
    /// Comma-separated multiples of Docs/ (`1,10,100`), measured smallest first.
    static var scales: ValueKind {
        ValueKind(
            expected: "positive whole numbers separated by commas (1,10,100)",
            parse: { text in
                let scales = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
                guard !scales.isEmpty, scales.allSatisfy({ ($0 ?? 0) >= 1 }) else { return nil }
                return scales.compactMap { $0 }.sorted()
            },
            describe: { $0.map(String.init).joined(separator: ",") })
    }
}
