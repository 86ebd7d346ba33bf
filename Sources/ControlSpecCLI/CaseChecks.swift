import CaseLanguage
import ControlSpecModel

/// The case-code checks of `lint` and `publish`, with the schema built from the corpus's registry.
enum CaseChecks {
    static func diagnostics(for corpus: Corpus, paths: Set<String>? = nil) -> [Diagnostic] {
        CorpusCaseChecks.diagnostics(for: corpus, schema: Schema(registry: corpus.registry), paths: paths)
    }
}
