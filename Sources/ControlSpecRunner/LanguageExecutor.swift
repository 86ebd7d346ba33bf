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

    package func execute(_ testCase: ConformanceCase, on implementation: any ControlImplementation) -> ExecutionOutcome
    {
        let block = testCase.block
        let source = CaseSource(block: block)
        let program: CaseProgram
        do throws(CaseCompilationError) {
            program = try compiler.compile(source)
        } catch {
            return ExecutionOutcome(diagnostics: error.diagnostics)
        }
        return ExecutionOutcome(program.run(on: implementation), at: block.location)
    }
}

extension ExecutionOutcome {
    /// The runner's view of a case-language outcome; `location` (the case's fence) stands in where the
    /// outcome has none.
    package init(_ outcome: CaseOutcome, at location: SourceLocation) {
        switch outcome {
        case .passed:
            self = .passed
        case .failed(let failures):
            self = .failed(failures.map(FailureDetail.init))
        case .error(let diagnostic):
            let main = FailureDetail(
                message: "\(diagnostic.summary) [\(diagnostic.id)]", location: diagnostic.location ?? location)
            let notes = diagnostic.notes.map { FailureDetail(message: $0.message, location: $0.location) }
            self = .error([main] + notes)
        case .unsupported(let member):
            self = .unsupported(FailureDetail(message: "unsupported: \(member)", location: location))
        case .crashed(let message):
            self = .crashed(FailureDetail(message: "crashed: \(message)", location: location))
        case .timedOut:
            self = .timedOut(FailureDetail(message: "the implementation did not answer in time", location: location))
        }
    }
}

extension FailureDetail {
    /// A failed `#expect` or `#require`, with its captured sub-expression values.
    package init(_ failure: ExpectationFailure) {
        let verb = failure.kind == .expectation ? "expectation" : "requirement"
        let comment = failure.comment.map { " (\($0))" } ?? ""
        self.init(
            message: "\(verb) failed: \(failure.expression)\(comment)", location: failure.location,
            expression: failure.expression, values: failure.captures)
    }
}
