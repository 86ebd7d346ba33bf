import ControlSpecModel

/// Static checks of the code in cases and examples (filled in by the case language).
enum CaseChecks {
    static func diagnostics(for corpus: Corpus) -> [Diagnostic] { [] }
}
