import ControlSpecModel
import ControlSpecPublish
import ControlSpecRunner
import ControlSpecSite
import Foundation

/// `controlspec site`: writes the bilingual reference site.
enum SiteCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "site",
        abstract: "Write the bilingual reference site (works offline from file://).",
        options: [
            Workspace.docsOption, Workspace.registryOption,
            OptionSpec(
                "--results", value: "FILE", help: "Show case statuses from this results file.", repeatable: true),
            OptionSpec("--out", value: "DIR", help: "The folder to write.", default: "_site/site"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let workspace = try Workspace.load(arguments, context: context)
        if workspace.diagnostics.containsErrors {
            context.out(DiagnosticPrinter.text(workspace.diagnostics, sources: { _ in nil }, human: false))
            context.out("not written: the pages have errors (" + DiagnosticPrinter.summary(workspace.diagnostics) + ")")
            return ExitStatus.findings
        }
        var results: [RunResults] = []
        for path in arguments.all("--results") {
            results.append(try ResultsFile.read(path, context: context))
        }
        let out = arguments.value("--out") ?? "_site/site"
        let diagnostics = try write(corpus: workspace.corpus, results: results, to: context.url(out))
        if !diagnostics.isEmpty {
            context.out(DiagnosticPrinter.text(diagnostics, sources: { _ in nil }, human: false))
        }
        context.out("site: \(context.url(out).appendingPathComponent("index.html").path)")
        return diagnostics.containsErrors ? ExitStatus.findings : ExitStatus.success
    }

    /// Generates the site and swaps it into `url`; returns the generator's diagnostics.
    static func write(corpus: Corpus, results: [RunResults], to url: URL) throws -> [Diagnostic] {
        let site = SiteGenerator(corpus: corpus, statuses: SiteStatuses.from(results)).generate()
        try OutputWriter.replaceDirectory(at: url, with: site.filesByPath)
        return site.diagnostics
    }
}
