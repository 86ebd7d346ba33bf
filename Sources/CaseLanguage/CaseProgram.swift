import ControlContract
import ControlSpecModel
import Foundation
import Synchronization

/// Checks and compiles case code against a ``Schema``.
///
/// ```swift
/// let compiler = CaseCompiler(schema: Schema(registry: registry))
/// let program = try compiler.compile(source)   // throws CaseCompilationError with diagnostics
/// let outcome = program.run(on: implementation)
/// ```
package struct CaseCompiler: Sendable {
    package let schema: Schema
    /// Built once per schema: it lists every enumeration's constants, and building it for each case
    /// made compiling cost as much as the schema is large.
    private let renderer: ValueRenderer

    package init(schema: Schema) {
        self.schema = schema
        self.renderer = ValueRenderer(schema: schema)
    }

    /// Parses, checks and compiles a case; the diagnostics are thrown when any is an error.
    package func compile(_ source: CaseSource) throws(CaseCompilationError) -> CaseProgram {
        let (checked, diagnostics) = analyze(source)
        guard let checked, !diagnostics.containsErrors else { throw CaseCompilationError(diagnostics: diagnostics) }
        let compiler = Compiler(
            schema: schema, text: checked.text, requiredMembers: checked.requiredMembers,
            renderer: renderer)
        return CaseProgram(
            source: source, statements: compiler.compile(checked.statements), slotCount: checked.slotCount,
            requiredMembers: checked.requiredMembers, registryValues: checked.registryValues, warnings: diagnostics,
            buttonVariables: checked.buttonVariables, renderer: renderer)
    }

    /// Checks a case or an example (names, types, members, labels) without compiling it.
    package func check(_ source: CaseSource) -> [Diagnostic] {
        analyze(source).1
    }

    /// Checks a figure's code as a case's, and that it declares a button to draw.
    package func checkFigure(_ source: CaseSource) -> [Diagnostic] {
        let (checked, diagnostics) = analyze(source)
        guard let checked, !diagnostics.containsErrors, checked.buttonVariables.isEmpty else { return diagnostics }
        return diagnostics + [
            Diagnostic(
                id: "docs.figure.noButton", severity: .error, summary: "the figure declares no button to draw",
                location: SourceLocation(path: source.path, line: source.firstLine, column: 1),
                fix: "declare the button the figure shows at the top level: 'let button = UIButton(type: .custom)'")
        ]
    }

    /// Checks a case or an example, and names the contract members its code uses, as the checker resolved
    /// them: for each, the keys from the most derived declaration up (a setter's key ends in `=`).
    package func checkUsage(_ source: CaseSource) -> (diagnostics: [Diagnostic], members: [[String]]) {
        let (checked, diagnostics) = analyze(source)
        return (diagnostics, checked?.requiredMembers ?? [])
    }

    /// Checks a case or an example against a schema.
    package static func check(_ source: CaseSource, schema: Schema) -> [Diagnostic] {
        CaseCompiler(schema: schema).check(source)
    }

    private func analyze(_ source: CaseSource) -> (CheckedCase?, [Diagnostic]) {
        let (statements, text, parseDiagnostics) = Parser.parse(source)
        if parseDiagnostics.containsErrors { return (nil, parseDiagnostics.sortedForDisplay()) }
        var checker = Checker(schema: schema, text: text)
        let checked = checker.check(statements)
        return (checked, (parseDiagnostics + checker.diagnostics).sortedForDisplay())
    }
}

/// The diagnostics of a case that could not be compiled.
package struct CaseCompilationError: Error, Sendable {
    /// Every problem found, sorted by location; at least one is an error.
    package var diagnostics: [Diagnostic]
}

/// A compiled case: immutable, `Sendable`, and runnable any number of times against any
/// implementation, concurrently.
///
/// Members are resolved to ``MemberID``s once per implementation and cached; each run gets a
/// fresh session from ``ControlImplementation/makeSession()`` and closes it at the end.
package final class CaseProgram: Sendable {
    /// The code and its place in the Markdown file.
    package let source: CaseSource
    /// Non-error diagnostics found while compiling.
    package let warnings: [Diagnostic]
    let statements: [Executor]
    let slotCount: Int
    let requiredMembers: [[String]]
    /// The registry's values of the constants the case asks for (see ``HarnessRules/protocol1``).
    let registryValues: [String: Value]
    /// The top-level `UIButton` variables, for a figure.
    let buttonVariables: [(name: String, slot: Int)]
    /// Names constants in what a figure shows.
    let renderer: ValueRenderer
    private let links = LinkCache()

    init(
        source: CaseSource, statements: [Executor], slotCount: Int, requiredMembers: [[String]],
        registryValues: [String: Value], warnings: [Diagnostic], buttonVariables: [(name: String, slot: Int)],
        renderer: ValueRenderer
    ) {
        self.buttonVariables = buttonVariables
        self.renderer = renderer
        self.source = source
        self.statements = statements
        self.slotCount = slotCount
        self.requiredMembers = requiredMembers
        self.registryValues = registryValues
        self.warnings = warnings
    }

    /// The contract member keys the case uses, in order of first use (for coverage).
    package var memberKeys: [String] { requiredMembers.map { $0[0] } }

    /// Runs the case in a fresh session of the implementation.
    package func run(on implementation: any ControlImplementation) -> CaseOutcome {
        runCountingExpectations(on: implementation).outcome
    }

    /// Runs the case as ``run(on:)`` does, and says how many `#expect`s and `#require`s it evaluated.
    package func runCountingExpectations(on implementation: any ControlImplementation) -> (
        outcome: CaseOutcome, expectationCount: Int
    ) {
        run(on: implementation) { context in
            let outcome: CaseOutcome = context.failures.isEmpty ? .passed : .failed(context.failures.map(\.detail))
            return (outcome, context.expectationCount)
        }
    }

    /// Runs the case in a fresh session, then, while the session is open, hands its state to `finish` for the
    /// outcome; an interrupted run's outcome is the run's own.
    func run(
        on implementation: any ControlImplementation,
        finish: (RunContext) -> (outcome: CaseOutcome, expectationCount: Int)
    ) -> (outcome: CaseOutcome, expectationCount: Int) {
        let linked: KitLinking.Linked
        let info = implementation.info
        let linking = KitLinking(
            info: info, rules: implementation.harnessRules, registryValues: registryValues)
        switch links.link(linking, requiredMembers) {
        case .success(let result): linked = result
        case .failure(let missing): return (.unsupported(detail("unsupported: \(missing.key)")), 0)
        }
        let members = linked.members
        let session: any ControlSession
        do throws(ContractFailure) {
            session = KitHarnessSession(
                inner: try implementation.makeSession(), linking: linking, registryAnswers: linked.registryAnswers)
        } catch {
            return (outcome(of: error, member: "makeSession()", location: nil, endColumn: nil, failures: []), 0)
        }
        defer { session.close() }
        let context = RunContext(session: session, members: members, slotCount: slotCount)
        session.attach(closures: context)
        do throws(Interrupt) {
            for statement in statements { try statement(context) }
        } catch {
            let outcome: CaseOutcome
            switch error {
            case .requirementFailed, .chainEnded:
                outcome = .failed(context.failures.map(\.detail))
            case .runtime(let diagnostic):
                outcome = self.error(Self.noting(context.failures, on: diagnostic))
            case .contract(let failure, let member, let location, let endColumn):
                outcome = self.outcome(
                    of: failure, member: member, location: location, endColumn: endColumn, failures: context.failures,
                    closureFailures: context.closureFailures)
            }
            return (outcome, context.expectationCount)
        }
        return finish(context)
    }

    /// A detail at the case's fence, for an outcome that has no place of its own.
    private func detail(_ message: String) -> FailureDetail {
        FailureDetail(message: message, location: source.fence)
    }

    /// An ERROR: the diagnostic (at the fence when it has no place), then its notes, one detail each.
    private func error(_ diagnostic: Diagnostic) -> CaseOutcome {
        let main = FailureDetail(
            message: "\(diagnostic.summary) [\(diagnostic.id)]", location: diagnostic.location ?? source.fence)
        return .error([main] + diagnostic.notes.map { FailureDetail(message: $0.message, location: $0.location) })
    }

    private func outcome(
        of failure: ContractFailure, member: String, location: SourceLocation?, endColumn: Int?,
        failures: [ExpectationFailure], closureFailures: [Diagnostic.Note] = []
    ) -> CaseOutcome {
        switch failure {
        case .unsupported(let message): return .unsupported(detail("unsupported: \(message)"))
        case .crashed(let message): return .crashed(detail("crashed: \(message)"))
        case .timedOut: return .timedOut(detail("the implementation did not answer in time"))
        case .failed(let message):
            var diagnostic = Diagnostic(
                id: "case.run.contractFailed", severity: .error, summary: "\(member) failed: \(message)",
                location: location, endColumn: endColumn)
            diagnostic = Self.noting(failures, on: diagnostic)
            diagnostic.notes += closureFailures
            return error(diagnostic)
        }
    }

    private static func noting(_ failures: [ExpectationFailure], on diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        for failure in failures {
            diagnostic.notes.append(
                Diagnostic.Note(
                    location: failure.location,
                    message: "earlier: \(failure.kind.rawValue) failed: \(failure.expression)"))
        }
        return diagnostic
    }
}

/// Member IDs per implementation (with the kit's harness members after its own), resolved once.
private final class LinkCache: Sendable {
    private struct State {
        var entries: [(linking: KitLinking, result: Result<KitLinking.Linked, KitLinking.MissingMember>)] = []
        var linkCount = 0
    }

    private let state = Mutex(State())

    /// How many times members were resolved (for tests).
    var linkCount: Int { state.withLock { $0.linkCount } }

    func link(_ linking: KitLinking, _ required: [[String]]) -> Result<KitLinking.Linked, KitLinking.MissingMember> {
        state.withLock { state in
            if let entry = state.entries.first(where: { $0.linking == linking }) { return entry.result }
            state.linkCount += 1
            let final = linking.link(required)
            state.entries.append((linking, final))
            return final
        }
    }
}

extension CaseProgram {
    /// How many times this program resolved members against an implementation (for tests).
    var linkCount: Int { links.linkCount }
}

/// Counts parses per source path, so tests can show that running a program does not re-parse.
enum ParseInstrumentation {
    private static let counts = Mutex<[String: Int]>([:])

    static func recordParse(of path: String) {
        counts.withLock { $0[path, default: 0] += 1 }
    }

    static func parseCount(of path: String) -> Int {
        counts.withLock { $0[path] ?? 0 }
    }
}
