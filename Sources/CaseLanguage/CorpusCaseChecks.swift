import ControlSpecModel

/// Static checks of the code of a whole corpus: names, labels, arity and members of every case and
/// example against a schema, reported at Markdown line and column.
package enum CorpusCaseChecks {
    /// Checks every English case (Chinese cases are identical, which parity checks) and every example in both
    /// languages; only those of the pages at `paths` (docs-folder paths) when given.
    package static func diagnostics(for corpus: Corpus, schema: Schema, paths: Set<String>? = nil) -> [Diagnostic] {
        let compiler = CaseCompiler(schema: schema)
        var diagnostics = schema.problems
        for page in corpus.pages where paths?.contains(page.path) ?? true {
            for block in checkedBlocks(of: page) {
                let source = CaseSource(block: block)
                diagnostics += compiler.check(source)
            }
            // A figure's code is the same in both languages (parity checks it): the English one is checked.
            for figure in page.figures where page.language == .english {
                diagnostics += compiler.checkFigure(CaseSource(block: figure.block))
            }
        }
        return diagnostics
    }

    /// The blocks of a page that are checked as cases: its English cases and its examples (its English figures
    /// are checked apart, by ``CaseCompiler/checkFigure(_:)``). Their code and places
    /// are all that the checks of a page read.
    package static func checkedBlocks(of page: Page) -> [CodeBlock] {
        (page.language == .english ? page.cases.map(\.block) : []) + page.examples
    }
}
