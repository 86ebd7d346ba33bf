import ControlSpecModel

/// Static checks of the code of a whole corpus: names, labels, arity and members of every case and
/// example against a schema, reported at Markdown line and column.
public enum CorpusCaseChecks {
    /// Checks every English case (Chinese cases are identical, which parity checks) and every example in both
    /// languages; only those of the pages at `paths` (docs-folder paths) when given.
    public static func diagnostics(for corpus: Corpus, schema: Schema, paths: Set<String>? = nil) -> [Diagnostic] {
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
