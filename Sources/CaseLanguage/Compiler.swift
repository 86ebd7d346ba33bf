import ControlContract
import ControlSpecModel

/// Why evaluation stopped early.
enum Interrupt: Error {
    /// A `nil` in an optional chain; caught where the chain ends.
    case chainEnded
    /// A `#require` failed; its failure is already recorded.
    case requirementFailed
    /// A runtime error of the case.
    case runtime(Diagnostic)
    /// A contract call did not produce a value.
    case contract(ContractFailure, member: String, location: SourceLocation, endColumn: Int?)
}

/// The state of one run: the session, the linked member IDs, the variables and the results.
final class RunContext {
    let session: any ControlSession
    let members: [MemberID]
    var slots: [Value]
    var failures: [ExpectationFailure] = []
    var expectationCount = 0
    var captures: [(String, Value)] = []
    /// The closures the case made so far; a handle's id is its position plus one.
    var closures: [CompiledClosure] = []
    var closureDepth = 0
    /// The slots of the closures running now, innermost last.
    var runningSlots: [Range<Int>] = []
    /// Where closures failed, as notes for the error of the call that ran them.
    var closureFailures: [Diagnostic.Note] = []

    init(session: any ControlSession, members: [MemberID], slotCount: Int) {
        self.session = session
        self.members = members
        self.slots = Array(repeating: .null, count: slotCount)
    }

    func capture(_ text: String, _ value: Value) {
        // `a?.b` and the member inside it have the same text: keep the outer (final) value.
        if let last = captures.last, last.0 == text { captures.removeLast() }
        // The same sub-expression with the same value (a receiver used twice) is shown once.
        if captures.contains(where: { $0.0 == text && $0.1 == value }) { return }
        captures.append((text, value))
    }
}

typealias Evaluator = @Sendable (RunContext) throws(Interrupt) -> Value
typealias Executor = @Sendable (RunContext) throws(Interrupt) -> Void
typealias Modifier = @Sendable (RunContext, (Value?) throws(Interrupt) -> Value) throws(Interrupt) -> Void

/// Turns a checked block into closures, once; runs then do no parsing and no name lookups.
struct Compiler {
    let schema: Schema
    let text: SourceText
    let requiredMembers: [[String]]
    let renderer: ValueRenderer

    func compile(_ statements: [CheckedStatement]) -> [Executor] {
        statements.map(statement)
    }

    func statement(_ statement: CheckedStatement) -> Executor {
        switch statement {
        case .branch(let conditionNode, let thenStatements, let otherwiseStatements):
            let condition = boolean(conditionNode)
            let then = compile(thenStatements)
            let otherwise = compile(otherwiseStatements)
            return { context throws(Interrupt) in
                for statement in try condition(context) ? then : otherwise { try statement(context) }
            }
        case .bind(let slot, let node):
            let value = expression(node)
            return { context throws(Interrupt) in context.slots[slot] = try value(context) }
        case .evaluate(let node):
            let value = expression(node)
            return { context throws(Interrupt) in _ = try value(context) }
        case .assign(let lvalue, let op, let node, let range):
            let value = expression(node)
            let modify = modifier(lvalue, needsOld: op != "=")
            let (location, endColumn) = place(range)
            let arithmetic = op == "+=" ? "+" : "-"
            return { context throws(Interrupt) in
                do throws(Interrupt) {
                    try modify(context) { old throws(Interrupt) in
                        let new = try value(context)
                        guard op != "=", let old else { return new }
                        return try Self.arithmetic(arithmetic, old, new, location: location, endColumn: endColumn)
                    }
                } catch {
                    if case .chainEnded = error { return }
                    throw error
                }
            }
        }
    }

    func place(_ range: TextRange) -> (SourceLocation, Int?) {
        (text.location(range.start), text.endColumn(range))
    }

    func runtimeError(_ id: String, _ summary: String, _ range: TextRange) -> Interrupt {
        Self.runtimeError(id, summary, at: place(range))
    }

    /// The error a case's code stops with when it runs, at a place ``place(_:)`` gave.
    static func runtimeError(_ id: String, _ summary: String, at place: (SourceLocation, Int?)) -> Interrupt {
        .runtime(Diagnostic(id: id, severity: .error, summary: summary, location: place.0, endColumn: place.1))
    }

    // MARK: - Assignment targets

    func modifier(_ lvalue: LValue, needsOld: Bool) -> Modifier {
        switch lvalue {
        case .local(let slot):
            return { context, transform throws(Interrupt) in context.slots[slot] = try transform(context.slots[slot]) }
        case .discard:
            return { _, transform throws(Interrupt) in _ = try transform(nil) }
        case .objectProperty(let baseNode, let getter, let setter, let type, let range):
            let base = expression(baseNode)
            let get = getter.map { contractCall($0, result: type, range: range) }
            let set = contractCall(setter, result: .void, range: range)
            let readOld = needsOld
            return { context, transform throws(Interrupt) in
                let receiver = try base(context)
                let old = readOld ? try get?(context, receiver, []) : nil
                let new = try transform(old)
                _ = try set(context, receiver, [new])
            }
        case .chained(let baseLValue):
            let base = modifier(baseLValue, needsOld: true)
            return { context, transform throws(Interrupt) in
                try base(context) { old throws(Interrupt) in
                    guard let old, old != .null else { throw .chainEnded }
                    return try transform(old)
                }
            }
        case .forced(let baseLValue, let range):
            let base = modifier(baseLValue, needsOld: true)
            let failure = runtimeError(
                "case.run.unexpectedNil", "unexpectedly found nil while unwrapping '\(text.text(range))'", range)
            return { context, transform throws(Interrupt) in
                try base(context) { old throws(Interrupt) in
                    guard let old, old != .null else { throw failure }
                    return try transform(old)
                }
            }
        case .structureProperty(let baseLValue, let getter, let setter, let type, let structure, let range):
            let base = modifier(baseLValue, needsOld: true)
            let get = contractCall(getter, result: type, range: range)
            let set = contractCall(setter, result: structure, range: range)
            return { context, transform throws(Interrupt) in
                try base(context) { oldBase throws(Interrupt) in
                    guard let oldBase else { return .null }
                    let new = try transform(try get(context, nil, [oldBase]))
                    return try set(context, nil, [oldBase, new])
                }
            }
        case .valueProperty(let baseLValue, let getter, let setter, let range):
            let base = modifier(baseLValue, needsOld: true)
            let (location, endColumn) = place(range)
            return { context, transform throws(Interrupt) in
                try base(context) { oldBase throws(Interrupt) in
                    guard let oldBase else { return .null }
                    let current: Value
                    do {
                        current = try getter(oldBase, [])
                    } catch {
                        throw Self.runtimeError("case.run.typeMismatch", Self.message(error), at: (location, endColumn))
                    }
                    let new = try transform(current)
                    do {
                        return try setter(oldBase, new)
                    } catch {
                        throw Self.runtimeError("case.run.typeMismatch", Self.message(error), at: (location, endColumn))
                    }
                }
            }
        }
    }

    // MARK: - Contract calls

    typealias ContractCall = @Sendable (RunContext, Value?, [Value]) throws(Interrupt) -> Value

    func contractCall(_ member: Int, result: CaseType, range: TextRange) -> ContractCall {
        let key = requiredMembers[member][0]
        let conform = conformer(result)
        let (location, endColumn) = place(range)
        let expected = result.description
        return { context, receiver, arguments throws(Interrupt) in
            var handle: ObjectHandle?
            if let receiver {
                guard case .object(let object) = receiver else {
                    throw Self.runtimeError(
                        "case.run.typeMismatch", "\(key) needs an object, got \(receiver.debugDescription)",
                        at: (location, endColumn))
                }
                handle = object
            }
            switch context.session.invoke(context.members[member], on: handle, with: arguments) {
            case .success(let value):
                guard let conformed = conform(value) else {
                    throw Self.runtimeError(
                        "case.run.typeMismatch",
                        "\(key) returned \(value.debugDescription), which is not a \(expected)",
                        at: (location, endColumn))
                }
                return conformed
            case .failure(let failure):
                throw .contract(failure, member: key, location: location, endColumn: endColumn)
            }
        }
    }

    /// Checks (and, for numbers, converts) a value that crosses the contract against its static type.
    func conformer(_ type: CaseType) -> @Sendable (Value) -> Value? {
        switch type {
        case .void, .any, .error, .metatype:
            return { $0 }
        case .function:
            return { if case .closure = $0 { $0 } else { nil } }
        case .inoutParameter(let wrapped):
            return conformer(wrapped)
        case .optional(let wrapped):
            let inner = conformer(wrapped)
            return { $0 == .null ? .null : inner($0) }
        case .array(let element), .set(let element):
            let inner = conformer(element)
            return { value in
                guard case .array(let elements) = value else { return nil }
                var result: [Value] = []
                result.reserveCapacity(elements.count)
                for element in elements {
                    guard let conformed = inner(element) else { return nil }
                    result.append(conformed)
                }
                return .array(result)
            }
        case .named(let name):
            if type.isFloating {
                return { value in
                    switch value {
                    case .float: return value
                    case .int(let integer): return .float(Double(integer))
                    default: return nil
                    }
                }
            }
            if type.isInteger { return { if case .int = $0 { $0 } else { nil } } }
            switch name {
            case "Bool": return { if case .bool = $0 { $0 } else { nil } }
            case "String", "UIAction.Identifier": return { if case .string = $0 { $0 } else { nil } }
            case "Selector": return { if case .selector = $0 { $0 } else { nil } }
            case "CGPoint": return { if case .point = $0 { $0 } else { nil } }
            case "CGSize": return { if case .size = $0 { $0 } else { nil } }
            case "CGRect": return { if case .rect = $0 { $0 } else { nil } }
            case "UIEdgeInsets", "NSDirectionalEdgeInsets": return { if case .insets = $0 { $0 } else { nil } }
            case "UIColor": return { if case .color = $0 { $0 } else { nil } }
            case "NSAttributedString": return { if case .attributedString = $0 { $0 } else { nil } }
            default: break
            }
            switch schema.type(named: name)?.kind {
            case .enumeration?:
                return { value in
                    switch value {
                    case .enumeration, .enumCase: return value
                    default: return nil
                    }
                }
            case .structure? where schema.type(named: name)?.isContractStructure == true:
                return { if case .structure(name, _) = $0 { $0 } else { nil } }
            case .optionSet?: return { if case .options = $0 { $0 } else { nil } }
            case .classType?: return { if case .object = $0 { $0 } else { nil } }
            default: return { $0 }
            }
        }
    }

    static func message(_ error: any Error) -> String {
        (error as? NativeError)?.message ?? "\(error)"
    }

    static func comment(_ evaluator: Evaluator?, _ context: RunContext) throws(Interrupt) -> String? {
        guard let evaluator else { return nil }
        if case .string(let text) = try evaluator(context) { return text }
        return nil
    }

    static func captures(_ context: RunContext, _ renderer: ValueRenderer) -> [CapturedValue] {
        context.captures.map { CapturedValue(expression: $0.0, value: renderer.render($0.1)) }
    }

    func boolean(_ node: Node) -> @Sendable (RunContext) throws(Interrupt) -> Bool {
        let value = expression(node)
        let failure = runtimeError("case.run.typeMismatch", "'\(text.text(node.range))' is not a Bool", node.range)
        return { context throws(Interrupt) in
            guard case .bool(let result) = try value(context) else { throw failure }
            return result
        }
    }

    static func arithmetic(_ op: String, _ left: Value, _ right: Value, location: SourceLocation, endColumn: Int?)
        throws(Interrupt) -> Value
    {
        func fail(_ id: String, _ summary: String) -> Interrupt {
            runtimeError(id, summary, at: (location, endColumn))
        }
        switch (left, right) {
        case (.int(let first), .int(let second)):
            let result: (Int, Bool)
            switch op {
            case "+": result = first.addingReportingOverflow(second)
            case "-": result = first.subtractingReportingOverflow(second)
            case "*": result = first.multipliedReportingOverflow(by: second)
            default:
                guard second != 0 else { throw fail("case.run.divisionByZero", "division by zero") }
                result =
                    op == "/"
                    ? first.dividedReportingOverflow(by: second) : first.remainderReportingOverflow(dividingBy: second)
            }
            if result.1 { throw fail("case.run.overflow", "arithmetic overflow in '\(op)'") }
            return .int(result.0)
        case (.string(let first), .string(let second)) where op == "+":
            return .string(first + second)
        default:
            guard let first = try? NativeLibrary.double(left), let second = try? NativeLibrary.double(right) else {
                throw fail(
                    "case.run.typeMismatch",
                    "'\(op)' cannot combine \(left.debugDescription) and \(right.debugDescription)")
            }
            switch op {
            case "+": return .float(first + second)
            case "-": return .float(first - second)
            case "*": return .float(first * second)
            default: return .float(first / second)
            }
        }
    }
}
