import CaseLanguage
import ControlSpecModel

/// Static checks of the code in cases and examples: names, labels, arity and members against the
/// schema built from the registry, reported at Markdown line and column.
enum CaseChecks {
    /// Checks every English case (Chinese cases are identical, which parity checks) and every
    /// example in both languages; only those of the pages at `paths` (docs-folder paths) when given.
    static func diagnostics(for corpus: Corpus, paths: Set<String>? = nil) -> [Diagnostic] {
        let schema = Schema(registry: corpus.registry)
        let compiler = CaseCompiler(schema: schema)
        var diagnostics = schema.problems
        for page in corpus.pages where paths?.contains(page.path) ?? true {
            let blocks = (page.language == .english ? page.cases.map(\.block) : []) + page.examples
            for block in blocks {
                let source = CaseSource(
                    code: block.code, path: block.location.path, firstLine: block.firstCodeLine,
                    columnOffset: block.indentation)
                diagnostics += compiler.check(source)
            }
        }
        return diagnostics
    }
}
