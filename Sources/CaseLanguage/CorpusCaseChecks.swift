import ControlSpecModel

/// Static checks of the code of a whole corpus: names, labels, arity and members of every case and
/// example against a schema, and the `since=` each case needs for the members it uses, reported at
/// Markdown line and column.
package enum CorpusCaseChecks {
    /// Checks every English case (Chinese cases are identical, which parity checks) and every example in both
    /// languages; only those of the pages at `paths` (docs-folder paths) when given.
    package static func diagnostics(for corpus: Corpus, schema: Schema, paths: Set<String>? = nil) -> [Diagnostic] {
        let compiler = CaseCompiler(schema: schema)
        var diagnostics = schema.problems
        for page in corpus.pages where paths?.contains(page.path) ?? true {
            if page.language == .english {
                for testCase in page.cases {
                    let usage = compiler.checkUsage(CaseSource(block: testCase.block))
                    diagnostics += usage.diagnostics
                    guard !usage.diagnostics.containsErrors else { continue }
                    diagnostics += CaseAvailability.diagnostics(
                        for: testCase, members: usage.members, registry: corpus.registry)
                }
            }
            for block in page.examples {
                diagnostics += compiler.check(CaseSource(block: block))
            }
            // A figure's code is the same in both languages (parity checks it): the English one is checked.
            for figure in page.figures where page.language == .english {
                diagnostics += compiler.checkFigure(CaseSource(block: figure.block))
            }
        }
        return diagnostics
    }

    /// The blocks of a page that are checked as cases: its English cases and its examples (its English figures
    /// are checked apart, by ``CaseCompiler/checkFigure(_:)``). Their code and places, and
    /// ``checkedAttributes(of:)``, are all that the checks of a page read.
    package static func checkedBlocks(of page: Page) -> [CodeBlock] {
        (page.language == .english ? page.cases.map(\.block) : []) + page.examples
    }

    /// What the checks read of a page besides its blocks: the `since=` of each English case, in order.
    package static func checkedAttributes(of page: Page) -> [String] {
        page.language == .english ? page.cases.map { $0.since ?? "" } : []
    }
}
