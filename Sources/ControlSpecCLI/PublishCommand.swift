import CaseLanguage
import ControlSpecBench
import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import ControlSpecSite
import FaultyImplementations
import Foundation

/// `controlspec publish`: the main job — lint, run against the reference, write site and report.
enum PublishCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "publish",
        abstract: "Lint, run the suite against the reference implementation, and write site, report and results.",
        discussion: """
            Writes one folder: site/ (the reference site), report/ (the conformance report), results.json and
            junit.xml. A first publish builds the folder beside the old one and swaps it in: an interrupted
            publish leaves the previous one intact. A publish into a folder that holds a previous one is
            incremental: the folder's .controlspec-cache says what each output was built from, only pages
            whose inputs changed are rendered and only cases whose code changed are run again, and the
            folder is updated file by file (each file atomically; the cache is removed first and written
            last, so an interrupted publish is followed by a full one).
            """,
        options: [
            Workspace.docsOption, Workspace.registryOption,
            OptionSpec("--out", value: "DIR", help: "The folder to write.", default: "_site"),
            OptionSpec("--jobs", value: "N", help: "Cases run at once.", default: "the number of cores"),
            OptionSpec(
                "--mutation", help: "Also measure the mutation score (controlspec mutate) and show it in the report."),
            OptionSpec("--timings", help: "Print the time and memory of each phase."),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        var timings = PhaseTimings()
        let workspace = try Workspace.load(arguments, context: context)
        timings.mark("read and lint pages")
        let out = context.url(arguments.value("--out") ?? "_site")
        let incremental = IncrementalPublish(
            outputFolder: out, tool: PublishCache.toolIdentity(version: ControlSpecVersion.current),
            sources: workspace.corpus.sources, registry: workspace.corpus.registry)
        // Built only if a case must be checked or run, and then once for both.
        let schema = SchemaOnce(registry: workspace.corpus.registry)
        let caseChecks = incremental.caseCheckDiagnostics(for: workspace.corpus) {
            CorpusCaseChecks.diagnostics(for: workspace.corpus, schema: schema.schema, paths: $0)
        }
        timings.mark("load caches, check case code")
        let diagnostics = (workspace.diagnostics + caseChecks).sortedForDisplay()
        if !diagnostics.isEmpty {
            context.out(DiagnosticPrinter.text(diagnostics, sources: { _ in nil }, human: false))
        }
        context.out("lint: \(workspace.corpus.pages.count) pages, " + DiagnosticPrinter.summary(diagnostics))
        if diagnostics.containsErrors {
            context.out("not published: fix the errors above first")
            return ExitStatus.findings
        }
        let (run, _) = try RunCommand.execute(
            arguments, workspace: workspace, context: context,
            executor: { _ in
                incremental.executor { LanguageExecutor(schema: schema.schema) }
            })
        // Consumed, so that the results are one array, changed in place, not two.
        let results = incremental.finishRun(consume run)
        // The schema of a large registry is megabytes the site does not need.
        _ = consume schema
        timings.mark("run cases")
        let generator = SiteGenerator(corpus: workspace.corpus, statuses: SiteStatuses.from([results]))
        let inputs = generator.fileInputs()
        let outPath = out.path
        let build = incremental.siteFilesToBuild(inputs) {
            FileManager.default.fileExists(atPath: outPath + "/site/" + $0)
        }
        // A first publish builds a new folder and swaps it in; an incremental one updates the old folder
        // file by file, and writes its cache last (see InPlaceFolder).
        let folder: any OutputFolder =
            incremental.isIncremental
            ? try InPlaceFolder(updating: out, cacheFileName: PublishCache.fileName) : try StagedFolder(replacing: out)
        defer { folder.discard() }
        // Files are written as they are rendered, on every core, and so are the caches of the search index.
        incremental.searchCache.storeParts { part, data in
            try folder.write(data, at: PublishCache.searchEntriesFileName(part: part))
        }
        let site = try generator.generate(only: build, searchCache: incremental.searchCache) { file in
            try folder.write(file.contents, at: "site/" + file.path)
        }
        try incremental.searchCache.checkStored()
        let siteDiagnostics = incremental.finishSite(site)
        timings.mark("site (\(build.count) of \(inputs.count) files)")
        var files: [String: Data] = [:]
        var mutation: MutationSummary?
        if arguments.flag("--mutation") {
            mutation = try MutateCommand.measure(
                FaultyVariants.all, corpus: workspace.corpus,
                options: RunOptions(kitVersion: ControlSpecVersion.current))
            context.out(mutation!.scoreLine)
        }
        let report = HTMLReport(results: results, corpus: workspace.corpus, mutation: mutation)
        if incremental.runFilesToKeep(
            results: results, writeReportFacts: report.writeInputFacts(to:),
            exists: { FileManager.default.fileExists(atPath: outPath + "/" + $0) }) == nil
        {
            // Streamed into the folder, so that only the results themselves are in memory.
            var written = ["results.json", "junit.xml"]
            try folder.write(at: "results.json", streaming: results.writeJSON(to:))
            try folder.write(at: "junit.xml") { JUnitReport.write(results, to: $0) }
            try report.writeFiles { path, contents in
                try folder.write(at: "report/" + path, streaming: contents)
                written.append("report/" + path)
            }
            incremental.recordRunFiles(written)
        }
        timings.mark("report and results")
        files["index.html"] = Data(redirectPage.utf8)
        for (path, data) in files { try folder.write(data, at: path) }
        try folder.remove(incremental.staleFiles)
        // The cache goes last: it says that the files above are current.
        for (path, data) in incremental.cacheFiles() { try folder.write(data, at: path) }
        try folder.commit()
        timings.mark("caches, commit folder")
        if !siteDiagnostics.isEmpty {
            context.out(DiagnosticPrinter.text(siteDiagnostics, sources: { _ in nil }, human: false))
        }
        context.out(
            "rendered: \(build.count) of \(inputs.count) site files"
                + (incremental.isIncremental
                    ? " (incremental; \(incremental.reusedCaseCount) case outcomes reused)" : ""))
        context.out("site:    \(out.appendingPathComponent("site/index.html").path)")
        context.out("report:  \(out.appendingPathComponent("report/index.html").path)")
        context.out("results: \(out.appendingPathComponent("results.json").path)")
        if arguments.flag("--timings") { timings.lines.forEach(context.out) }
        let unexpected = results.cases.contains { !$0.expected }
        return unexpected || siteDiagnostics.containsErrors ? ExitStatus.findings : ExitStatus.success
    }

    /// The folder's front door: sends the browser to the site.
    static let redirectPage = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>ControlSpec</title>
        <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
        <meta http-equiv="refresh" content="0; url=site/index.html"></head>
        <body><p><a href="site/index.html">Reference</a> · <a href="report/index.html">Conformance report</a></p></body>
        </html>
        """
}
