import CaseLanguage
import ControlContract
import ControlSpecModel

/// Runs cases with the case language: compile against a schema built from the registry, then run the
/// program in a fresh session of the implementation.
package struct LanguageExecutor: CaseExecutor {
    package let compiler: CaseCompiler

    /// An executor whose schema comes from `registry`'s declarations (built once, shared by every case).
    package init(registry: Registry) {
        self.init(schema: Schema(registry: registry))
    }

    package init(schema: Schema) {
        self.compiler = CaseCompiler(schema: schema)
    }

    package func execute(_ testCase: ConformanceCase, on implementation: any ControlImplementation) -> CaseOutcome {
        let block = testCase.block
        let source = CaseSource(block: block)
        let program: CaseProgram
        do throws(CaseCompilationError) {
            program = try compiler.compile(source)
        } catch {
            return CaseOutcome(diagnostics: error.diagnostics)
        }
        return program.run(on: implementation)
    }
}
