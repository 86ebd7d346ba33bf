import CaseLanguage
import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation

/// Reads a results file given on the command line.
enum ResultsFile {
    static func read(_ path: String, context: CommandContext) throws -> RunResults {
        try FileProblem.decode(.results, at: path, url: context.url(path), RunResults.init(jsonData:))
    }
}

/// `controlspec update-expectations`: rewrites an expectations file from a results file.
enum UpdateExpectationsCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "update-expectations",
        abstract: "Rewrite an implementation's expectations file from a results file.",
        discussion: """
            Cases that passed lose their entries; cases that did not pass get one (keeping the reason and
            link of an entry whose status did not change). Entries of cases not in the results are kept.
            """,
        arguments: [ArgumentSpec("results", help: "A results file written by 'controlspec run --results'.")],
        options: [expectations])

    static let expectations: Option<String?> = Option(
        "--expectations", value: "FILE", help: "The file to rewrite.", kind: .path,
        shownDefault: "conformance/expectations/<impl>.json")

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        guard let resultsPath = arguments.positional.first else { throw UsageError("missing <results>") }
        let results = try ResultsFile.read(resultsPath, context: context)
        let path =
            arguments[Self.expectations] ?? Expectations.path(forImplementation: results.run.implementation)
        let url = context.url(path)
        var current = Expectations()
        if FileManager.default.fileExists(atPath: url.path) {
            current = try FileProblem.decode(.expectations, at: path, url: url, Expectations.init(jsonData:))
        }
        let updated = current.updated(from: results)
        try OutputWriter.write(updated.jsonData(), to: url, kind: .expectations)
        context.out("\(path): \(updated.expectations.count) expected non-passes (was \(current.expectations.count))")
        return ExitStatus.success
    }
}

/// `controlspec report`: a compatibility matrix across implementations, or a diff against a baseline.
enum ReportCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "report",
        abstract: "Compare implementations (a compatibility matrix) or a run with a baseline.",
        discussion: """
            Shards of one run ('run --shard I/N') are merged first, as 'controlspec merge' merges them, so that
            the run is one column of the matrix; a missing or repeated shard is an error naming it. A member
            counts only the cases that call it, as the cases on the pages of --docs show; a case of its page
            that calls only other members is listed under it but not counted.
            """,
        arguments: [ArgumentSpec("results", help: "Results files, one per implementation.", variadic: true)],
        options: [out, baseline, siteURL, reportURL] + SharedOptions.corpus)

    static let siteURL: Option<String?> = Option(
        "--site-url", value: "BASE", help: "Link members and cases to the reference site at this URL or path prefix.",
        kind: .text, shownDefault: "a site/ beside DIR or _site/site, relative; no links when neither exists")
    static let reportURL = RepeatedOption(
        "--report-url", value: "BASE",
        help: "Link cases to their results in the HTML report at this URL or prefix; once per results file, in order, "
            + "or once for all.",
        kind: .text, shownDefault: "a report/ beside DIR, relative; no links when there is none")

    static let out = Option(
        "--out", value: "DIR", help: "The folder to write the HTML into.", kind: .path, default: "_site/compat")
    static let baseline: Option<String?> = Option(
        "--baseline", value: "FILE", help: "Compare the one results file with this earlier one.", kind: .path)

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        guard !arguments.positional.isEmpty else { throw UsageError("give at least one results file") }
        let runs = try mergingShards(
            arguments.positional.map { ShardMerge.Part(name: $0, results: try ResultsFile.read($0, context: context)) })
        let out = context.url(arguments[Self.out])
        if let baselinePath = arguments[Self.baseline] {
            guard runs.count == 1 else { throw UsageError("--baseline compares exactly one results file") }
            let diff = BaselineDiff(baseline: try ResultsFile.read(baselinePath, context: context), current: runs[0])
            let siteBase = arguments[RunCommand.siteURL] ?? ReportSite.relativeBase(forReport: out, context: context)
            try OutputWriter.replaceDirectory(at: out, with: diff.files(siteBase: siteBase))
            context.out(diff.text())
            context.out("diff: \(out.appendingPathComponent(BaselineDiff.pageName).path)")
            return diff.newlyFailing.isEmpty ? ExitStatus.success : ExitStatus.findings
        }
        let cases = try docsCases(arguments, context: context)
        let matrix = CompatibilityMatrix(runs: runs, calls: cases.calls, rawValueCases: cases.rawValues)
        let siteBase = arguments[Self.siteURL] ?? ReportSite.relativeBase(forReport: out, context: context)
        let reportBases =
            arguments[Self.reportURL].isEmpty
            ? ReportSite.relativeReport(beside: out).map { [$0] } ?? [] : arguments[Self.reportURL]
        guard reportBases.count <= 1 || reportBases.count == runs.count else {
            throw UsageError(
                "give --report-url once for every results file (\(runs.count)), or once for all of them; got "
                    + "\(reportBases.count)")
        }
        try OutputWriter.replaceDirectory(
            at: out, with: matrix.files(siteBase: siteBase, reportBases: reportBases, corpus: cases.corpus))
        context.out("matrix of \(matrix.rows.count) members × \(matrix.implementations.count) implementations")
        for (name, total) in zip(matrix.implementations, matrix.totals) {
            let answered = total.cases.kitAnswered > 0 ? " (\(total.cases.kitAnswered) answered by the kit)" : ""
            context.out("  \(name): \(total.cases.passed)/\(total.cases.total) cases passed\(answered)")
        }
        context.out("matrix: \(out.appendingPathComponent(CompatibilityMatrix.pageName).path)")
        return ExitStatus.success
    }

    /// What the docs say of each case, by qualified case ID: the contract members it calls (member IDs: a setter
    /// counts for its property), and whether it is tagged `raw-value`. Empty when there are no docs to read here,
    /// so that every case counts for its page's member.
    static func docsCases(_ arguments: ParsedArguments, context: CommandContext) throws -> (
        calls: [String: Set<String>], rawValues: Set<String>, corpus: Corpus?
    ) {
        let docs = SharedOptions.docsFolders(arguments)
        guard docs.allSatisfy({ FileManager.default.fileExists(atPath: context.url($0).path) }) else {
            return ([:], [], nil)
        }
        let workspace = try Workspace.load(arguments, context: context)
        let compiler = CaseCompiler(schema: Schema(registry: workspace.corpus.registry))
        let planned = workspace.corpus.plannedCases()
        let rawValues = Set(
            planned.filter { $0.english.tags.contains(ConformanceCase.rawValueTag) }.map(\.qualifiedID))
        var calls: [String: Set<String>] = [:]
        // An article documents no member: its cases count for the article.
        for planned in planned where !PagePath.isArticleID(planned.english.memberID) {
            guard let program = try? compiler.compile(CaseSource(block: planned.english.block)) else { continue }
            var called = Set(program.memberKeys.map { $0.hasSuffix("=") ? String($0.dropLast()) : $0 })
            if called.contains("RecordingControl.trackingCalls") { called.formUnion(trackingMethods) }
            calls[planned.qualifiedID] = called
        }
        return (calls, rawValues, workspace.corpus)
    }

    /// The methods a `RecordingControl` records the calls of: a case that reads its `trackingCalls` checks them.
    static let trackingMethods: Set = [
        "UIControl.beginTracking(_:with:)", "UIControl.continueTracking(_:with:)", "UIControl.endTracking(_:with:)",
        "UIControl.cancelTracking(with:)",
    ]

    /// The runs with the shards of each run merged into one, in the order of each run's first file.
    static func mergingShards(_ parts: [ShardMerge.Part]) throws -> [RunResults] {
        var groups: [(key: [String], parts: [ShardMerge.Part])] = []
        for part in parts {
            let run = part.results.run
            guard run.shard != nil else {
                groups.append(([], [part]))
                continue
            }
            let key = [run.implementation, run.implementationVersion, run.kitVersion, run.gitCommit ?? ""]
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].parts.append(part)
            } else {
                groups.append((key, [part]))
            }
        }
        return try groups.map { group in
            group.key.isEmpty ? group.parts[0].results : try MergeCommand.merged(group.parts)
        }
    }
}
