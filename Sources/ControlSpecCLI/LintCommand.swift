import CaseLanguage
import ControlSpecModel
import Foundation

/// `controlspec lint`: checks every page, case and link.
enum LintCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "lint",
        abstract: "Check the pages: structure, cases, parity between languages, links and names.",
        options: SharedOptions.corpus + [requireComplete, format])

    /// How lint prints its diagnostics.
    enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    static let requireComplete = Flag(
        "--require-complete", help: "Report registry members up to iOS 14 without pages as errors.")
    static let format = Option(
        "--format", value: "text|json", help: "Output format.", kind: .choice, default: Format.text)

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let format = arguments[Self.format]
        let workspace = try Workspace.load(
            arguments, context: context, options: LintOptions(requireComplete: arguments[Self.requireComplete]))
        let diagnostics =
            workspace.diagnostics
            + CorpusCaseChecks.diagnostics(for: workspace.corpus, schema: Schema(registry: workspace.corpus.registry))
        let sorted = diagnostics.sortedForDisplay()
        if format == .json {
            context.outJSON(try DiagnosticPrinter.json(sorted))
        } else {
            if !sorted.isEmpty {
                context.out(
                    DiagnosticPrinter.text(
                        sorted, sources: { path in try? String(contentsOf: context.url(path), encoding: .utf8) },
                        human: context.isTerminal))
            }
            context.out(
                "\(workspace.corpus.pages.count) pages checked: " + DiagnosticPrinter.summary(sorted))
        }
        return sorted.containsErrors ? ExitStatus.findings : ExitStatus.success
    }
}
