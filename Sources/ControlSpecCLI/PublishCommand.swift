import ControlSpecModel
import ControlSpecPublish
import ControlSpecReport
import ControlSpecRunner
import FaultyImplementations
import Foundation

/// `controlspec publish`: the main job — lint, run against the reference, write site and report.
package enum PublishCommand: CLICommand {
    package static let configuration = CommandConfiguration(
        name: "publish",
        abstract: "Lint, run the suite against the reference, and write site, report, docsets and results.",
        discussion: """
            Writes one folder: site/ (the reference site), report/ (the conformance report), docsets/ (a Dash /
            Zeal docset per language, each packed as a .tgz beside it with a feed, ControlSpec.xml and
            ControlSpec-zh-Hans.xml, that Dash and Zeal subscribe to: Dash's Settings > Downloads > +, Zeal's
            Tools > Docsets > Add feed; the feed names --feed-url, or the folder itself), results.json
            and junit.xml; its index.html links to each. A first publish builds the folder beside the old one and swaps it in: an interrupted
            publish leaves the previous one intact. A publish into a folder that holds a previous one is
            incremental: the folder's .controlspec-cache says what each output was built from, only pages
            whose inputs changed are rendered and only cases whose code changed are run again, and the
            folder is updated file by file (each file atomically; the cache is removed first and written
            last, so an interrupted publish is followed by a full one).
            """,
        options: SharedOptions.corpus + [out, feedURL, SharedOptions.jobs, mutation, timings])

    static let feedURL: Option<String?> = Option(
        "--feed-url", value: "URL",
        help: "The address the folder's docsets/ will be served at (https://…/docsets/), for the docsets' feeds.",
        kind: .text)

    static let out = Option("--out", value: "DIR", help: "The folder to write.", kind: .path, default: "_site")
    static let mutation = Flag(
        "--mutation", help: "Also measure the mutation score (controlspec mutate) and show it in the report.")
    static let timings = Flag("--timings", help: "Print the time and memory of each phase.")

    package static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let out = context.url(arguments[Self.out])
        try DocsetCommand.checkFeedURL(arguments[Self.feedURL])
        let result = try action(arguments, context: context).perform()
        guard result.published else {
            context.out("not published: fix the errors above first")
            return ExitStatus.findings
        }
        if !result.siteDiagnostics.isEmpty {
            context.out(DiagnosticPrinter.text(result.siteDiagnostics, sources: { _ in nil }, human: false))
        }
        context.out(
            "rendered: \(result.renderedSiteFiles) of \(result.siteFiles) site files"
                + (result.isIncremental ? " (incremental; \(result.reusedCaseCount) case outcomes reused)" : ""))
        context.out("site:    \(out.appendingPathComponent("site/index.html").path)")
        context.out(
            "docsets: \(out.appendingPathComponent("docsets").path) (feeds: ControlSpec.xml, ControlSpec-zh-Hans.xml)")
        context.out("report:  \(out.appendingPathComponent("report/index.html").path)")
        context.out("results: \(out.appendingPathComponent("results.json").path)")
        if arguments[Self.timings] { result.timings.lines.forEach(context.out) }
        return result.hasUnexpectedResults || result.siteDiagnostics.containsErrors
            ? ExitStatus.findings : ExitStatus.success
    }

    /// The publish the options ask for, with the pages read and linted; the lint line and the run's
    /// lines are printed as its steps are done.
    package static func action(_ arguments: ParsedArguments, context: CommandContext) throws -> PublishAction {
        var timings = PhaseTimings()
        let out = context.url(arguments[Self.out])
        let workspace = try Workspace.load(
            arguments, context: context, proseChecks: out.appendingPathComponent(ProseCheckCache.fileName))
        timings.mark("read and lint pages")
        let pageCount = workspace.corpus.pages.count
        let measureMutation: (() throws -> MutationSummary)? =
            arguments[Self.mutation]
            ? {
                let mutation = try MutateCommand.measure(
                    FaultyVariants.all, corpus: workspace.corpus,
                    options: RunOptions(kitVersion: ControlSpecVersion.current))
                context.out(mutation.scoreLine)
                return mutation
            } : nil
        return PublishAction(
            corpus: workspace.corpus, diagnostics: workspace.diagnostics,
            outputFolder: out,
            tool: PublishCache.toolIdentity(version: ControlSpecVersion.current),
            runCases: caseRunner(arguments, workspace: workspace, context: context),
            measureMutation: measureMutation,
            openFolder: { url, incremental -> any PublishFolder in
                let folder: any PublishFolder =
                    incremental
                    ? try InPlaceFolder(updating: url, cacheFileName: PublishCache.fileName)
                    : try StagedFolder(replacing: url)
                // Each folder of the publish is the tool's on its own, so that `run --report _site/report` may
                // replace it: a folder is the tool's only when it holds the marker itself.
                for subfolder in ["site", "report", "docsets"] {
                    try folder.write(StagedFolder.ownerMark, at: subfolder + "/" + StagedFolder.ownerMarkName)
                }
                return folder
            },
            checked: { diagnostics in
                if !diagnostics.isEmpty {
                    context.out(DiagnosticPrinter.text(diagnostics, sources: { _ in nil }, human: false))
                }
                context.out("lint: \(pageCount) pages, " + DiagnosticPrinter.summary(diagnostics))
            }, timings: timings, figureImplementation: ReferenceFactory.make(), feedURL: arguments[Self.feedURL],
            proseChecks: workspace.proseChecks)
    }

    /// How a publish runs the cases: as `run` does, with `--jobs`, printing to `context`.
    static func caseRunner(
        _ arguments: ParsedArguments, workspace: Workspace, context: CommandContext
    ) -> (any CaseExecutor) throws -> RunResults {
        { executor in
            try RunCommand.execute(
                RunSettings(jobs: arguments[SharedOptions.jobs]), workspace: workspace, context: context,
                executor: { _ in executor }
            ).0
        }
    }
}
