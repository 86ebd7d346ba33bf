import ControlSpecExport
import ControlSpecModel
import ControlSpecRunner
import Foundation

/// `controlspec import-results`: turns the outcome of an exported-suite run into a results file, and compares it
/// with another run.
enum ImportResultsCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "import-results",
        abstract: "Read the outcome of the exported test suite (JUnit XML or xcresulttool JSON) as a results file.",
        discussion: """
            --from takes `swift test --xunit-output` XML or the JSON of `xcrun xcresulttool get test-results tests
            --path R.xcresult`. Tests map to cases by function or display name. A test in which the harness
            recorded "touch simulation needs a host app" is UNSUPPORTED. With --compare, prints every
            disagreement (one run passes a case, the other fails it), every case not compared (UNSUPPORTED or
            SKIP on a side, not compiled, not run), then `N passed, M failed` for N agreements and M
            disagreements; exit status 1 when M > 0.
            """,
        options: SharedOptions.corpus + [from, platform, implementation, out, compare, buildLog])

    static let from: Option<String?> = Option(
        "--from", value: "FILE", help: "The test report to read (required).", kind: .path)
    static let platform: Option<String?> = Option(
        "--platform", value: "NAME", help: "Where the suite ran (iOS 18.2); names the implementation.", kind: .text)
    static let implementation: Option<String?> = Option(
        "--implementation", value: "NAME", help: "The implementation name to record.", kind: .text,
        shownDefault: "uikit-<platform>, e.g. uikit-ios-18.2")
    static let out: Option<String?> = Option("--out", value: "FILE", help: "Write the results as JSON.", kind: .path)
    static let compare: Option<String?> = Option(
        "--compare", value: "FILE", help: "Compare with this results file (the interpreter's run).", kind: .path)
    static let buildLog = RepeatedOption(
        "--build-log", value: "FILE", help: "Build output of the suite, to tell why cases did not compile.",
        kind: .path)

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let from = try arguments.required(Self.from)
        let platform = arguments[Self.platform]
        guard
            let implementation = arguments[Self.implementation] ?? platform.map(ResultsImporter.implementationName)
        else { throw UsageError("give \(Self.platform.spec.name) or \(Self.implementation.spec.name)") }
        let workspace = try Workspace.load(arguments, context: context)
        let outcomes = try FileProblem.decode(.testReport, at: from, url: context.url(from)) {
            try TestReport.outcomes(from: $0)
        }
        let planned = workspace.corpus.plannedCases()
        let naming = TestNaming(qualifiedIDs: planned.map(\.qualifiedID))
        let run = RunInfo(
            implementation: implementation, implementationVersion: platform ?? "",
            kitVersion: ControlSpecVersion.current, gitCommit: GitInfo.commit(in: context.workingDirectory),
            date: Date().formatted(.iso8601), hostName: ProcessInfo.processInfo.hostName)
        let (results, unmatched) = ResultsImporter(cases: planned, naming: naming).results(of: outcomes, run: run)
        for outcome in unmatched {
            context.out("warning: test '\(outcome.names.first ?? "")' matches no case")
        }
        context.out("\(implementation): \(results.cases.count) of \(outcomes.count) tests imported")
        context.out(results.tally.line)
        if let out = arguments[Self.out] {
            try OutputWriter.write(results.jsonData(), to: context.url(out), kind: .importedResults)
        }
        guard let comparePath = arguments[Self.compare] else { return ExitStatus.success }
        let baseline = try ResultsFile.read(comparePath, context: context)
        var log = BuildLog(text: "")
        for path in arguments[Self.buildLog] {
            let text = try FileProblem.read(.buildLog, at: path, url: context.url(path))
            log.merge(BuildLog(text: String(decoding: text, as: UTF8.self)))
        }
        let comparison = ResultsComparison(
            baseline: baseline, candidate: results, compileProblems: log.problemsByQualifiedID(naming: naming))
        context.out(comparison.reportLines.joined(separator: "\n"))
        return comparison.disagreements.isEmpty ? ExitStatus.success : ExitStatus.findings
    }
}
