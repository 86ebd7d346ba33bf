import ControlContract
import ControlSpecModel

/// A closure literal of a case, compiled once: the slots its arguments go to, its body and, for a
/// closure type with a result, the expression it returns.
struct CompiledClosure: Sendable {
    let slots: Range<Int>
    let parameterSlots: [Int?]
    let body: [Executor]
    let result: Evaluator?
    /// Where the literal starts, for the failures of its body.
    let location: SourceLocation
}

extension Compiler {
    /// Each evaluation of a closure literal registers a new closure with the run and hands the
    /// implementation its handle (DESIGN-23: ids unique per case run).
    func closure(_ literal: ClosureLiteral, range: TextRange) -> Evaluator {
        let compiled = CompiledClosure(
            slots: literal.slots, parameterSlots: literal.parameterSlots, body: compile(literal.body),
            result: literal.result.map(expression), location: text.location(range.start))
        return { context in .closure(context.register(compiled)) }
    }
}

/// The interpreter is the session's closure host: the implementation calls a case's closure where
/// UIKit would, and the body runs on the case's own variables.
extension RunContext: ClosureHost {
    /// Closures calling closures deeper than this fail instead of exhausting the stack (a handler
    /// that changes the state that calls the handler).
    static let maximumClosureDepth = 32

    func register(_ closure: CompiledClosure) -> ClosureHandle {
        closures.append(closure)
        return ClosureHandle(id: closures.count)
    }

    func call(_ handle: ClosureHandle, with arguments: [Value]) -> Result<Value, ContractFailure> {
        guard closures.indices.contains(handle.id - 1) else {
            return .failure(.failed("the case made no closure #\(handle.id)"))
        }
        let closure = closures[handle.id - 1]
        let line = closure.location.line
        guard arguments.count == closure.parameterSlots.count else {
            let count = closure.parameterSlots.count
            return .failure(
                .failed(
                    "the closure at line \(line) takes \(count) argument\(count == 1 ? "" : "s"), "
                        + "not \(arguments.count)"))
        }
        guard closureDepth < Self.maximumClosureDepth else {
            return .failure(.failed("closures called closures more than \(Self.maximumClosureDepth) deep"))
        }
        closureDepth += 1
        // A closure called again while it runs (a handler whose body makes UIKit call it) gets
        // its own parameters and locals, as each Swift call does; the outer run gets its back.
        let reentered = runningSlots.contains { $0.overlaps(closure.slots) }
        let outerValues = reentered ? Array(slots[closure.slots]) : []
        runningSlots.append(closure.slots)
        defer {
            closureDepth -= 1
            runningSlots.removeLast()
            if reentered { slots.replaceSubrange(closure.slots, with: outerValues) }
        }
        for (slot, argument) in zip(closure.parameterSlots, arguments) {
            if let slot { slots[slot] = argument }
        }
        do throws(Interrupt) {
            for statement in closure.body { try statement(self) }
            return .success(try closure.result?(self) ?? .void)
        } catch {
            let (location, summary) = describe(error, closure: closure)
            let message = "the closure at line \(line) failed: \(summary)"
            closureFailures.append(Diagnostic.Note(location: location, message: message))
            return .failure(.failed(message))
        }
    }

    private func describe(_ interrupt: Interrupt, closure: CompiledClosure) -> (SourceLocation?, String) {
        switch interrupt {
        case .chainEnded:
            return (closure.location, "an optional chain ended in nil")
        case .requirementFailed:
            let failure = failures.last
            return (failure?.location, "#require failed: \(failure?.expression ?? "")")
        case .runtime(let diagnostic):
            return (diagnostic.location, diagnostic.summary)
        case .contract(let failure, let member, let location, _):
            let message: String
            switch failure {
            case .unsupported(let text), .failed(let text), .crashed(let text), .timedOut(let text): message = text
            }
            return (location, "\(member) failed: \(message)")
        }
    }
}
