import ControlSpecModel
import ControlSpecRunner
import ControlSpecSite
import Foundation

/// `controlspec site`: writes the bilingual reference site.
enum SiteCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "site",
        abstract: "Write the bilingual reference site (works offline from file://).",
        options: SharedOptions.corpus + [SharedOptions.statusResults, out])

    static let out = Option("--out", value: "DIR", help: "The folder to write.", kind: .path, default: "_site/site")

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        guard let (corpus, results) = try Workspace.loadForRendering(arguments, context: context) else {
            return ExitStatus.findings
        }
        let out = arguments[Self.out]
        let diagnostics = try write(corpus: corpus, results: results, to: context.url(out))
        if !diagnostics.isEmpty {
            context.out(DiagnosticPrinter.text(diagnostics, sources: { _ in nil }, human: false))
        }
        context.out("site: \(context.url(out).appendingPathComponent("index.html").path)")
        return diagnostics.containsErrors ? ExitStatus.findings : ExitStatus.success
    }

    /// Generates the site into a folder swapped in at `url` when it is whole, each file written as it is
    /// rendered, on every core; returns the generator's diagnostics. The pages' layout figures are drawn from the
    /// reference's answers, as `publish` draws them.
    static func write(corpus: Corpus, results: [RunResults], to url: URL) throws -> [Diagnostic] {
        let figures = FigureDrawing.results(for: corpus, on: ReferenceFactory.make())
        let folder = try StagedFolder(replacing: url)
        do {
            let generator = SiteGenerator(
                corpus: corpus, statuses: RunResults.caseStatuses(of: results), figures: figures)
            let site = try generator.generate { file in
                try folder.write(file.contents, at: file.path)
            }
            try folder.commit()
            return site.diagnostics
        } catch {
            folder.discard()
            throw error
        }
    }
}
