import CaseLanguage
import ControlContract
import ControlSpecModel

/// Runs the pages' figures (layout figures and style schematics) on an implementation: what the site draws them
/// from.
package enum FigureDrawing {
    /// Every English page's figures run on `implementation`, for a command that has not built a schema: one is
    /// built only when some page has a figure, so a corpus without figures costs nothing more.
    package static func results(for corpus: Corpus, on implementation: any ControlImplementation) -> FigureResults {
        guard corpus.pages.contains(where: { $0.language == .english && !$0.figures.isEmpty }) else { return [:] }
        return results(
            for: corpus, compiler: CaseCompiler(schema: Schema(registry: corpus.registry)), on: implementation)
    }

    /// Every English page's figures (the Chinese twins have the same code, which parity checks), by
    /// ``PageFigure/qualifiedID``. A figure whose code does not compile is not drawn, and says so.
    package static func results(
        for corpus: Corpus, compiler: CaseCompiler, on implementation: any ControlImplementation
    ) -> FigureResults {
        let figures = corpus.pages.filter { $0.language == .english }.flatMap(\.figures)
        guard !figures.isEmpty else { return [:] }
        let drawn = ParallelWork.map(figures) { figure -> (String, FigureResult) in
            do throws(CaseCompilationError) {
                let program = try compiler.compile(CaseSource(block: figure.block))
                switch figure.kind {
                case .layout: return (figure.qualifiedID, program.drawFigure(on: implementation))
                case .style: return (figure.qualifiedID, program.drawStyleSchematic(on: implementation))
                }
            } catch {
                let first = error.diagnostics.first { $0.severity == .error }?.summary ?? "it does not compile"
                return (
                    figure.qualifiedID,
                    .notDrawn(implementation: implementation.info.name, reason: "its code does not compile: \(first)")
                )
            }
        }
        return Dictionary(drawn, uniquingKeysWith: { first, _ in first })
    }
}
