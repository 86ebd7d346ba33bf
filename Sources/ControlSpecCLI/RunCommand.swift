import CaseLanguage
import ControlContract
import ControlSpecModel
import ControlSpecProcess
import ControlSpecReport
import ControlSpecRunner
import Foundation

/// `controlspec run`: runs the cases against an implementation and writes results and reports.
enum RunCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "run",
        abstract: "Run the conformance cases against an implementation.",
        discussion: """
            Reads and checks the pages as lint does and prints their errors first; the cases of pages that
            can be read still run, except those of a second page for a symbol and a case whose qualified ID
            an earlier case has (each named as not run), so that every qualified ID has one result. Ends
            with one tally line (`412 passed, 3 failed, 0 errored, 1 skipped`), then the members whose absence
            leaves the most cases UNSUPPORTED. A case that needs a member the implementation does not announce
            is UNSUPPORTED and, unless --strict, expected even when the expectations file does not list it.
            Exit status 0 when no result is unexpected and the pages have no errors, 1 when a result is
            unexpected or a page has an error, 2 when the run itself could not be made.
            """,
        options: runOptions)

    static let runOptions: [any OptionDeclaration] =
        SharedOptions.corpus + [
            impl, isolate, SharedOptions.member, caseID, tag, SharedOptions.jobs, shard, timeout, expectations, strict,
            results, junit, report, siteURL,
        ]

    static let impl = Option(
        "--impl", value: "NAME",
        help: "reference, exec:'COMMAND ARGS', faulty:VARIANT, or a name in conformance/implementations.json.",
        kind: .text, default: "reference")
    static let isolate = Flag("--isolate", help: "Run the reference in worker processes (crash and hang isolation).")
    static let strict = Flag(
        "--strict", help: "Count UNSUPPORTED results the expectations file does not list as unexpected.")
    static let caseID: Option<String?> = Option(
        "--case", value: "ID", help: "Only the cases whose ID or qualified ID matches this glob (* is any run).",
        kind: .text)
    static let tag: Option<String?> = Option("--tag", value: "TAG", help: "Only cases with this tag.", kind: .text)
    static let shard: Option<Shard?> = Option(
        "--shard", value: "I/N", help: "Run the I-th of N deterministic parts (1-based).", kind: .shard)
    static let timeout = Option(
        "--timeout", value: "SECONDS", help: "Per-case time limit.", kind: .positiveSeconds, default: 10.0)
    static let expectations: Option<String?> = Option(
        "--expectations", value: "FILE", help: "Expected statuses.", kind: .path,
        shownDefault: "conformance/expectations/<impl>.json when it exists")
    static let results: Option<String?> = Option(
        "--results", value: "FILE", help: "Write the results as JSON.", kind: .path)
    static let junit: Option<String?> = Option("--junit", value: "FILE", help: "Write JUnit XML.", kind: .path)
    static let report: Option<String?> = Option(
        "--report", value: "DIR", help: "Write the HTML report into this folder.", kind: .path)
    static let siteURL: Option<String?> = Option(
        "--site-url", value: "BASE",
        help: "Link the report's cases to the reference site at this URL or path prefix, used as it is.", kind: .text,
        shownDefault: "a site/ beside DIR or _site/site, relative; no links when neither exists")

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let workspace = try Workspace.load(arguments, context: context)
        // Built once, for the case checks and for running the cases.
        let schema = Schema(registry: workspace.corpus.registry)
        let pageErrors = reportPageErrors(
            workspace.diagnostics + CorpusCaseChecks.diagnostics(for: workspace.corpus, schema: schema),
            workspace: workspace, context: context)
        let (results, _) = try execute(
            RunSettings(arguments), workspace: workspace, context: context,
            executor: { _ in LanguageExecutor(schema: schema) })
        try writeOutputs(results, arguments: arguments, context: context) { workspace.corpus }
        return pageErrors || results.cases.contains { !$0.expected } ? ExitStatus.findings : ExitStatus.success
    }

    /// Prints the errors among `diagnostics` as lint prints them, a line counting them and the warnings
    /// (which lint lists), and a line for each English file that gives no page; nothing when there are no
    /// diagnostics. Returns whether there were errors.
    static func reportPageErrors(_ diagnostics: [Diagnostic], workspace: Workspace, context: CommandContext)
        -> Bool
    {
        let sorted = diagnostics.sortedForDisplay()
        guard !sorted.isEmpty else { return false }
        let errors = sorted.filter { $0.severity == .error }
        if !errors.isEmpty {
            context.out(
                DiagnosticPrinter.text(
                    errors, sources: { path in try? String(contentsOf: context.url(path), encoding: .utf8) },
                    human: context.isTerminal))
        }
        var summary = "pages: \(workspace.corpus.pages.count) read, " + DiagnosticPrinter.summary(sorted)
        if errors.count < sorted.count { summary += " ('controlspec lint' lists the warnings)" }
        context.out(summary)
        // Cases run from the English pages; a Chinese file that gives no page only loses the twins' lines.
        let englishFolders = workspace.docsPaths.map {
            ($0.isEmpty ? "" : $0 + "/") + Language.english.rawValue + "/"
        }
        for path in workspace.corpus.unparsedFiles where englishFolders.contains(where: path.hasPrefix) {
            context.out("not run: the cases of \(path), which cannot be read as a page (see its error above)")
        }
        return !errors.isEmpty
    }

    /// Runs the suite as the options say; prints unexpected results and the tally line.
    ///
    /// - Parameter executor: makes the executor for the registry; the case language's when nil (an
    ///   incremental publish passes one that reuses outcomes).
    static func execute(
        _ settings: RunSettings, workspace: Workspace, context: CommandContext,
        executor: ((Registry) -> any CaseExecutor)? = nil
    ) throws -> (RunResults, Tally) {
        let filter = settings.filter
        // Only with a filter: a publish runs every case, and the plan is made again by the runner.
        if !filter.isEmpty, let problem = filter.emptySelection(in: workspace.corpus.plannedCases()) {
            throw UsageError(problem)
        }
        let implementation = try Implementations.resolve(
            settings.implementation, isolate: settings.isolate, timeout: settings.timeout, context: context)
        var options = RunOptions(
            filter: filter, shard: settings.shard, timeout: settings.timeout, kitVersion: ControlSpecVersion.current,
            gitCommit: GitInfo.commit(in: context.workingDirectory))
        if let jobs = settings.jobs { options.jobs = jobs }
        // A child process bounds each case itself and stops a hung child with its process group, which is the
        // same limit; the runner's own limit would only abandon the case's thread and leave the child running.
        let pool = implementation as? ProcessPool
        if pool != nil { options.timeout = nil }
        defer { pool?.shutdown() }
        options.expectations = try loadExpectations(
            settings.expectationsPath, implementation: implementation.info.name, context: context)
        options.toleratesUnlistedUnsupported = !settings.strict
        for leftOut in workspace.corpus.leftOutCases() where filter.matches(leftOut.english) {
            context.out(leftOut.lineDescription)
        }
        let registry = workspace.corpus.registry
        // Another program's handshake is checked; the reference's own members are the kit's concern.
        let problems =
            pool == nil || settings.isolate
            ? []
            : KitHarness.announcementProblems(
                of: implementation.info, rules: implementation.harnessRules, schema: Schema(registry: registry))
        for problem in problems {
            context.err(VisibleText.escaped("warning: \(implementation.info.name) announces \(problem)"))
        }
        let runner = Runner(
            corpus: workspace.corpus, implementation: implementation,
            executor: executor?(registry) ?? LanguageExecutor(registry: registry), options: options)
        let results = runner.run()
        for result in results.cases where !result.expected {
            context.out(describe(result))
        }
        let tally = Tally(results.cases.map(\.status))
        let unexpected = results.cases.filter { !$0.expected }.count
        context.out(
            "\(implementation.info.name): \(unexpected) unexpected result\(unexpected == 1 ? "" : "s")")
        context.out(tally.line)
        if let summary = BlockingMembers(results).summary(implementation: settings.implementation) {
            context.out(summary)
        }
        return (results, tally)
    }

    /// The expectations at `explicit`, or those of `implementation` when it has a file.
    static func loadExpectations(_ explicit: String?, implementation: String, context: CommandContext) throws
        -> Expectations
    {
        let path = explicit ?? Expectations.path(forImplementation: implementation)
        let url = context.url(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            if explicit != nil { throw ToolFailure(description: "the expectations file \(path) does not exist") }
            return Expectations()
        }
        return try FileProblem.decode(.expectations, at: path, url: url, Expectations.init(jsonData:))
    }

    /// A result that was not expected, with where it is and what went wrong.
    static func describe(_ result: CaseResult) -> String {
        var lines = [
            "\(result.english): \(result.status.rawValue) (expected \(result.expectedStatus.rawValue)) "
                + result.qualifiedID
        ]
        for failure in result.failures {
            lines.append("  " + VisibleText.escaped(failure.lineDescription))
            for value in failure.values {
                lines.append("    \(VisibleText.escaped(value.expression)) → \(VisibleText.escaped(value.value))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Writes the results, JUnit XML and HTML report that `arguments` ask for. `corpus` is called only for a
    /// report (the pages give its case code and evidence; `nil` when they are not there).
    static func writeOutputs(
        _ results: RunResults, arguments: ParsedArguments, context: CommandContext, corpus: () throws -> Corpus?
    ) throws {
        if let path = arguments[Self.results] {
            try OutputWriter.write(to: context.url(path), kind: .results, streaming: results.writeJSON(to:))
        }
        if let path = arguments[Self.junit] {
            try OutputWriter.write(to: context.url(path), kind: .junit) { JUnitReport.write(results, to: $0) }
        }
        if let path = arguments[Self.report] {
            let folder = context.url(path)
            let siteBase = arguments[Self.siteURL] ?? ReportSite.relativeBase(forReport: folder, context: context)
            let report = HTMLReport(results: results, corpus: try corpus(), siteBase: siteBase)
            try OutputWriter.replaceDirectory(at: folder, streaming: report.writeFiles)
            context.out("report: \(folder.appendingPathComponent("index.html").path)")
        }
    }
}

extension BlockingMembers {
    /// How many members are listed after a run.
    static let shownCount = 10

    /// The lines `run` prints after its tally: the members that block the most cases, and how to record
    /// the gaps; nil when no case is UNSUPPORTED.
    func summary(implementation: String) -> String? {
        guard unsupportedCount > 0 else { return nil }
        let shown = entries.prefix(Self.shownCount)
        let width = shown.map(\.member.count).max() ?? 0
        var lines = ["members that block the most cases (\(unsupportedCount) unsupported):"]
        for entry in shown {
            let padding = String(repeating: " ", count: width - entry.member.count)
            lines.append(
                "  \(VisibleText.escaped(entry.member))\(padding)  \(entry.caseCount) case\(entry.caseCount == 1 ? "" : "s")"
            )
        }
        if entries.count > shown.count { lines.append("  … and \(entries.count - shown.count) more") }
        lines.append(
            "record them: controlspec run --impl \(Self.shellQuoted(implementation)) --results results.json && "
                + "controlspec update-expectations results.json (--strict then fails on new gaps)")
        return lines.joined(separator: "\n")
    }

    /// `word` as one word of a POSIX shell command line.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-:/=".contains($0)) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
