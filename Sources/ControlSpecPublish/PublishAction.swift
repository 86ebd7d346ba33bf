import CaseLanguage
import ControlContract
import ControlSpecDocset
import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import ControlSpecSite
import Foundation

/// One `controlspec publish`: checks the pages' case code, runs the cases, and writes the site, the
/// Dash / Zeal docsets, the report, `results.json` and `junit.xml` into one folder, redoing only what changed since the publish
/// whose cache the folder holds (``IncrementalPublish``).
///
/// The action owns the order of the steps (``perform()``); its inputs say what it works on and how the
/// parts that belong to the command line are done (running the cases with the options it was given,
/// opening the output folder). The figures come back as values (``PublishResult``).
package struct PublishAction {
    /// The pages and registry, read and linted.
    package var corpus: Corpus
    /// Problems reading the pages, plus the corpus's own diagnostics.
    package var diagnostics: [Diagnostic]
    /// The folder to write; the cache of a previous publish in it makes this one incremental.
    package var outputFolder: URL
    /// ``PublishCache/toolIdentity(version:)``: another build of the kit redoes everything.
    package var tool: String
    /// Runs every case with the executor it is given (which reuses the outcomes of unchanged cases).
    package var runCases: (any CaseExecutor) throws -> RunResults
    /// Measures the mutation score shown in the report; nil for none.
    package var measureMutation: (() throws -> MutationSummary)?
    /// Opens the output folder: updated in place when `incremental` (a cache of the previous publish
    /// is used, ``PublishCache/fileName`` is removed first and written last), else built anew and
    /// swapped in.
    package var openFolder: (_ outputFolder: URL, _ incremental: Bool) throws -> any PublishFolder
    /// Told the diagnostics of the pages and of their case code, sorted, once they are checked and
    /// before any case runs.
    package var checked: ([Diagnostic]) -> Void
    /// The phases so far (reading the pages, say); the action adds its own.
    package var timings: PhaseTimings
    /// The implementation the pages' layout figures are drawn from; nil draws none (each figure says so).
    package var figureImplementation: (any ControlImplementation)?
    /// The address the output folder's `docsets/` is served at, named by each docset's feed (`ControlSpec.xml`);
    /// nil names the folder itself (a `file://` address), which a reader on this machine can subscribe to.
    package var feedURL: String?
    /// Whether each docset is packed as a `.tgz` with its feed; the live preview, which rebuilds on every save
    /// and serves the site alone, does not pack them.
    package var packsDocsets: Bool
    /// The prose checks' diagnostics of the pages as read, written into the folder for the next publish
    /// (``ProseCheckCache/fileName``); nil writes none.
    package var proseChecks: ProseCheckCache?

    package init(
        corpus: Corpus, diagnostics: [Diagnostic], outputFolder: URL, tool: String,
        runCases: @escaping (any CaseExecutor) throws -> RunResults,
        measureMutation: (() throws -> MutationSummary)? = nil,
        openFolder: @escaping (_ outputFolder: URL, _ incremental: Bool) throws -> any PublishFolder,
        checked: @escaping ([Diagnostic]) -> Void = { _ in }, timings: PhaseTimings = PhaseTimings(),
        figureImplementation: (any ControlImplementation)? = nil, feedURL: String? = nil, packsDocsets: Bool = true,
        proseChecks: ProseCheckCache? = nil
    ) {
        self.packsDocsets = packsDocsets
        self.figureImplementation = figureImplementation
        self.feedURL = feedURL
        self.proseChecks = proseChecks
        self.corpus = corpus
        self.diagnostics = diagnostics
        self.outputFolder = outputFolder
        self.tool = tool
        self.runCases = runCases
        self.measureMutation = measureMutation
        self.openFolder = openFolder
        self.checked = checked
        self.timings = timings
    }

    /// Publishes: nothing is written when the pages or their case code have errors
    /// (``PublishResult/published`` is false).
    package func perform() throws -> PublishResult {
        var timings = self.timings
        let incremental = IncrementalPublish(
            outputFolder: outputFolder, tool: tool, sources: corpus.sources, registry: corpus.registry)
        // 1. The case code of the pages that changed is checked; errors stop the publish here.
        // The schema is built only if a case must be checked or run, and then once for both.
        let schema = SchemaOnce(registry: corpus.registry)
        let caseChecks = incremental.caseCheckDiagnostics(for: corpus) {
            CorpusCaseChecks.diagnostics(for: corpus, schema: schema.schema, paths: $0)
        }
        timings.mark("load caches, check case code")
        let diagnostics = (self.diagnostics + caseChecks).sortedForDisplay()
        checked(diagnostics)
        var result = PublishResult(diagnostics: diagnostics, isIncremental: incremental.isIncremental)
        guard !diagnostics.containsErrors else {
            result.timings = timings
            return result
        }

        // 2. The cases run, but those whose outcome can be reused.
        let run = try runCases(incremental.executor { LanguageExecutor(schema: schema.schema) })
        // Consumed, so that the results are one array, changed in place, not two.
        let results = incremental.finishRun(consume run)
        result.reusedCaseCount = incremental.reusedCaseCount
        timings.mark("run cases")
        // The figures are few and quick: drawn again on every publish, from the implementation's answers.
        let figures =
            figureImplementation.map {
                FigureDrawing.results(for: corpus, compiler: CaseCompiler(schema: schema.schema), on: $0)
            } ?? [:]
        // The schema of a large registry is megabytes the site does not need.
        _ = consume schema

        // 3. The site files whose inputs changed are rendered into the folder, as they are made.
        let generator = SiteGenerator(
            corpus: corpus, statuses: RunResults.caseStatuses(of: [results]), figures: figures, reportBase: "../report")
        let inputs = generator.fileInputs()
        let outPath = outputFolder.path
        // A docset's pages are the site's, with anchors: they are rendered, kept and removed with them.
        let docsets = Language.allCases.map { Docset(corpus: corpus, language: $0) }
        let anchors = docsets.map { $0.anchorsByPage() }
        let build = incremental.siteFilesToBuild(inputs) { path in
            FileManager.default.fileExists(atPath: outPath + "/site/" + path)
                && docsets.allSatisfy {
                    FileManager.default.fileExists(atPath: outPath + "/" + Self.docsetPath($0.documentPath(path)))
                }
        }
        let folder = try openFolder(outputFolder, incremental.isIncremental)
        defer { folder.discard() }
        // Files are written as they are rendered, on every core, and so are the caches of the search index.
        incremental.searchCache.storeParts { part, data in
            try folder.write(data, at: PublishCache.searchEntriesFileName(part: part))
        }
        let site = try generator.generate(only: build, searchCache: incremental.searchCache) { file in
            try folder.write(file.contents, at: "site/" + file.path)
            for (docset, anchors) in zip(docsets, anchors) {
                let path = Self.docsetPath(docset.documentPath(file.path))
                let document = docset.document(file.contents, anchors: anchors[file.path])
                if document == file.contents {
                    // A file the docset takes as it is (a style sheet, a script): a second name, not a second write.
                    try folder.link("site/" + file.path, at: path)
                } else {
                    try folder.write(document, at: path)
                }
            }
        }
        for docset in docsets {
            for (path, data) in try docset.metadataFiles() { try folder.write(data, at: Self.docsetPath(path)) }
        }
        try incremental.searchCache.checkStored()
        result.siteDiagnostics = incremental.finishSite(site)
        result.renderedSiteFiles = build.count
        result.siteFiles = inputs.count
        timings.mark("site (\(build.count) of \(inputs.count) files)")

        // 4. The report, results and JUnit files, unless they would be what the folder holds.
        let mutation = try measureMutation?()
        result.mutation = mutation
        let report = HTMLReport(results: results, corpus: corpus, mutation: mutation)
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

        // 5. The front door, the removal of what this publish no longer makes, the caches, the commit.
        try folder.write(Data(Self.redirectPage.utf8), at: "index.html")
        let stale = incremental.staleFiles
        let staleDocuments = stale.filter { $0.hasPrefix("site/") }.flatMap { path in
            docsets.map { Self.docsetPath($0.documentPath(String(path.dropFirst("site/".count)))) }
        }
        try folder.remove(stale + staleDocuments)
        if packsDocsets {
            try writeArchivesAndFeeds(of: docsets, into: folder)
            timings.mark("docset archives and feeds")
        }
        // The prose checks' cache holds diagnostics by the bytes they were found in: it is right whatever
        // the other files are, and written with them.
        if let proseChecks { try folder.write(try proseChecks.data(), at: ProseCheckCache.fileName) }
        // The cache goes last: it says that the files above are current.
        for (path, data) in incremental.cacheFiles() { try folder.write(data, at: path) }
        try folder.commit()
        timings.mark("caches, commit folder")
        result.published = true
        result.results = results
        result.timings = timings
        return result
    }

    /// Each docset packed as a `.tgz` beside it, from the files the folder now holds (those this publish wrote
    /// and those it kept), and the feed that names the archive, whose version changes with its contents. The files
    /// are read one at a time, so that a large docset is never whole in memory; the docsets are packed at once,
    /// each on a thread of its own (compressing is most of the work).
    private func writeArchivesAndFeeds(of docsets: [Docset], into folder: any PublishFolder) throws {
        let base = feedURL ?? outputFolder.appendingPathComponent("docsets", isDirectory: true).absoluteString
        let toolVersion = self.toolVersion
        let outcomes = ParallelWork.map(docsets) { docset -> Result<Void, any Error> in
            Result { try Self.writeArchiveAndFeed(of: docset, into: folder, toolVersion: toolVersion, baseURL: base) }
        }
        for outcome in outcomes { try outcome.get() }
    }

    private static func writeArchiveAndFeed(
        of docset: Docset, into folder: any PublishFolder, toolVersion: String, baseURL: String
    ) throws {
        let files = try folder.files(under: docsetPath(docset.folderName)).reduce(into: [:]) {
            $0[String($1.key.dropFirst(docsetPath("").count))] = $1.value
        }
        // The archive is packed as it is written, each file read from the folder as its turn comes.
        var checksum: UInt32 = 0
        var failure: (any Error)?
        try folder.write(at: docsetPath(docset.archiveName)) { sink in
            do {
                checksum = try docset.writeArchive(
                    paths: Array(files.keys),
                    contents: { path in try files[path].map { try Data(contentsOf: $0) } ?? Data() },
                    to: { sink.write(bytes: $0) })
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        let feed = Docset.feed(
            checksum: checksum, archiveName: docset.archiveName, toolVersion: toolVersion, baseURL: baseURL)
        try folder.write(feed, at: docsetPath(docset.feedName))
    }

    /// The kit's version, as the feeds name it: the word after `controlspec` in ``tool``
    /// (``PublishCache/toolIdentity(version:)``), or ``tool`` itself.
    private var toolVersion: String {
        let words = tool.split(separator: " ")
        return words.count > 1 && words[0] == "controlspec" ? String(words[1]) : tool
    }

    /// Where the docsets live in the output folder: `docsets/ControlSpec.docset/…`.
    static func docsetPath(_ path: String) -> String { "docsets/" + path }

    /// The folder's front door, in both languages: links to the site (which picks the reader's language),
    /// the report and the docsets. It does not redirect: the report's link would go unseen.
    package static let redirectPage = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>ControlSpec</title>
        <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        </head>
        <body>
        <p><a href="site/index.html">Reference</a> · <a href="report/index.html">Conformance report</a> · \
        Dash / Zeal: <code>docsets/</code></p>
        <p lang="zh-Hans"><a href="site/index.html">参考文档</a> · <a href="report/index.html">一致性报告</a> · \
        Dash / Zeal 文档集：<code>docsets/</code></p>
        </body>
        </html>
        """
}

/// What a publish did, as values.
package struct PublishResult: Sendable {
    /// Whether the folder was written; false when ``diagnostics`` has errors.
    package var published = false
    /// The diagnostics of the pages and of their case code, sorted.
    package var diagnostics: [Diagnostic]
    /// The diagnostics of the whole site (those of kept files as they were when they were rendered).
    package var siteDiagnostics: [Diagnostic] = []
    /// The results of every case; nil when nothing was published.
    package var results: RunResults?
    /// The mutation score, when it was measured.
    package var mutation: MutationSummary?
    /// Site files rendered by this publish (all of them for a first publish).
    package var renderedSiteFiles = 0
    /// Site files the publish makes, rendered or kept.
    package var siteFiles = 0
    /// Whether the cache of a previous publish was used.
    package var isIncremental: Bool
    /// Cases whose last outcome was reused instead of run.
    package var reusedCaseCount = 0
    /// The time and memory of each phase.
    package var timings = PhaseTimings()

    /// Whether a case ended otherwise than expected.
    package var hasUnexpectedResults: Bool { results?.cases.contains { !$0.expected } ?? false }
}
