import ControlContract
import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import FaultyImplementations
import Foundation
import ReferenceBinding

/// `controlspec mutate`: runs the suite against deliberately faulty variants of the reference, in process, and
/// reports which variants a case notices (the mutation score).
enum MutateCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "mutate",
        abstract: "Run the suite against faulty variants of the reference and report the mutation score.",
        discussion: """
            Each variant breaks one documented behaviour. It is caught when a case that passes against the
            reference FAILs or ERRORs against it, and survives when no case notices: the behaviour it breaks has
            no case. With --member, only variants with selected cases of their members count; variants that
            break the harness (no session, other members) never do. Ends with `mutation score: N/M (P%)` and the tally line
            `N passed, M failed` (caught variants pass, survivors fail). Exit status 0 when every counted variant
            is caught, 1 when one survives, 2 when the runs could not be made.
            """,
        options: SharedOptions.corpus + [variant, SharedOptions.member, SharedOptions.jobs, json, report])

    static let variant = RepeatedOption(
        "--variant", value: "NAME", help: "Only this variant (repeatable).", kind: .text)
    static let json: Option<String?> = Option(
        "--json", value: "FILE", help: "Write the mutation summary as JSON.", kind: .path)
    static let report: Option<String?> = Option(
        "--report", value: "DIR", help: "Write the HTML page of the variants into this folder.", kind: .path)

    /// How many catching cases the table names per variant.
    static let casesShown = 3

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let variants = try selectedVariants(arguments[Self.variant])
        var options = RunOptions(
            filter: CaseFilter(memberPattern: arguments[SharedOptions.member]), kitVersion: ControlSpecVersion.current,
            gitCommit: GitInfo.commit(in: context.workingDirectory))
        if let jobs = arguments[SharedOptions.jobs] { options.jobs = jobs }
        let workspace = try Workspace.load(arguments, context: context)
        let summary = try measure(variants, corpus: workspace.corpus, options: options)
        context.out(table(summary))
        context.out(summary.scoreLine)
        context.out(summary.tallyLine)
        if let path = arguments[Self.json] {
            try OutputWriter.write(summary.jsonData(), to: context.url(path), kind: .mutationSummary)
        }
        if let path = arguments[Self.report] {
            let report = MutationReport(summary: summary, corpus: workspace.corpus)
            try OutputWriter.replaceDirectory(at: context.url(path), with: report.files())
            context.out("report: \(context.url(path).appendingPathComponent("index.html").path)")
        }
        return summary.survived > 0 ? ExitStatus.findings : ExitStatus.success
    }

    /// The variants `names` asks for, in catalogue order; every variant when `names` is empty.
    static func selectedVariants(_ names: [String]) throws -> [FaultyVariant] {
        let known = Set(FaultyVariants.all.map(\.name))
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw UsageError(
                "unknown variant '\(unknown)'; the variants are: "
                    + FaultyVariants.all.map(\.name).joined(separator: ", "))
        }
        return FaultyVariants.all.filter { names.isEmpty || names.contains($0.name) }
    }

    /// Runs the selected cases against the reference once, then against each variant, and judges each variant.
    static func measure(_ variants: [FaultyVariant], corpus: Corpus, options: RunOptions) throws -> MutationSummary {
        let reference = ReferenceImplementation()
        let baselineRunner = Runner(corpus: corpus, implementation: reference, options: options)
        let selected = baselineRunner.selectedCases()
        guard !selected.isEmpty else {
            if let problem = options.filter.emptySelection(in: corpus.plannedCases()) { throw UsageError(problem) }
            throw ToolFailure(description: "the docs have no conformance cases")
        }
        let baseline = baselineRunner.run()
        // With --member, only the variants with selected cases of their members count; without, a variant whose
        // members have no case at all survives, which is what it is: a behaviour without a case.
        let members = options.filter.memberPattern.map { _ in Set(selected.map(\.english.memberID)) }
        let results = variants.map { variant in
            judge(variant, reference: reference, baseline: baseline, members: members, corpus: corpus, options: options)
        }
        return MutationSummary(
            baseline: reference.info.name, baselineVersion: reference.info.version, kitVersion: options.kitVersion,
            gitCommit: options.gitCommit, date: baseline.run.date, memberPattern: options.filter.memberPattern,
            caseCount: selected.count,
            baselineProblems: baseline.cases.filter { $0.status != .pass }.map(\.qualifiedID), variants: results)
    }

    private static func judge(
        _ variant: FaultyVariant, reference: ReferenceImplementation, baseline: RunResults, members: Set<String>?,
        corpus: Corpus, options: RunOptions
    ) -> MutationVariantResult {
        func notCounted(_ reason: String) -> MutationVariantResult {
            MutationVariantResult(
                name: variant.name, summary: variant.summary, memberPatterns: variant.memberPatterns,
                verdict: .notCounted, reason: reason)
        }
        if let members {
            let covered = variant.memberPatterns.contains { pattern in
                members.contains { CaseFilter.glob(pattern, matches: $0) }
            }
            guard covered else {
                return notCounted(
                    "no selected case documents its members (" + variant.memberPatterns.joined(separator: ", ") + ")")
            }
        }
        let implementation = variant.implementation
        guard implementation.info.supportedMembers == reference.info.supportedMembers else {
            return notCounted("it does not support the reference's members: it breaks the harness")
        }
        do {
            try implementation.makeSession().close()
        } catch {
            return notCounted("no session can be made (\(error)): it breaks the harness")
        }
        let results = Runner(corpus: corpus, implementation: implementation, options: options).run()
        return MutationVariantResult.judge(
            name: variant.name, summary: variant.summary, memberPatterns: variant.memberPatterns, baseline: baseline,
            variant: results)
    }

    /// One line per variant: its verdict, its name, and the first cases that caught it or why it does not count;
    /// a survivor's line says which documented behaviour lacks a case.
    static func table(_ summary: MutationSummary) -> String {
        let width = summary.variants.map(\.name.count).max() ?? 0
        return summary.variants.map { variant in
            let name = variant.name.padding(toLength: width, withPad: " ", startingAt: 0)
            switch variant.verdict {
            case .caught:
                let shown = variant.catchingCases.prefix(casesShown).map(\.qualifiedID).joined(separator: ", ")
                let more = variant.catchingCases.count - min(variant.catchingCases.count, casesShown)
                return "caught      \(name)  by \(shown)" + (more > 0 ? " (+\(more) more)" : "")
            case .survived:
                return "survived    \(name)  no case notices it; lacking a case: \(variant.summary)"
            case .notCounted:
                return "not counted \(name)  \(variant.reason ?? "")"
            }
        }.joined(separator: "\n")
    }
}
