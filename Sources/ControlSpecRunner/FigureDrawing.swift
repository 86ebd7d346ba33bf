import CaseLanguage
import ControlContract
import ControlSpecModel

/// Runs the pages' layout figures on an implementation: what the site draws them from.
package enum FigureDrawing {
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
                return (figure.qualifiedID, program.drawFigure(on: implementation))
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
