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

    private func statement(_ statement: CheckedStatement) -> Executor {
        switch statement {
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

    private func place(_ range: TextRange) -> (SourceLocation, Int?) {
        (text.location(range.start), text.endColumn(range))
    }

    private func runtimeError(_ id: String, _ summary: String, _ range: TextRange) -> Interrupt {
        let (location, endColumn) = place(range)
        return .runtime(
            Diagnostic(id: id, severity: .error, summary: summary, location: location, endColumn: endColumn))
    }

    // MARK: - Assignment targets

    private func modifier(_ lvalue: LValue, needsOld: Bool) -> Modifier {
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
                        throw .runtime(
                            Diagnostic(
                                id: "case.run.typeMismatch", severity: .error, summary: Self.message(error),
                                location: location, endColumn: endColumn))
                    }
                    let new = try transform(current)
                    do {
                        return try setter(oldBase, new)
                    } catch {
                        throw .runtime(
                            Diagnostic(
                                id: "case.run.typeMismatch", severity: .error, summary: Self.message(error),
                                location: location, endColumn: endColumn))
                    }
                }
            }
        }
    }

    // MARK: - Contract calls

    typealias ContractCall = @Sendable (RunContext, Value?, [Value]) throws(Interrupt) -> Value

    private func contractCall(_ member: Int, result: CaseType, range: TextRange) -> ContractCall {
        let key = requiredMembers[member][0]
        let conform = conformer(result)
        let (location, endColumn) = place(range)
        let expected = result.description
        return { context, receiver, arguments throws(Interrupt) in
            var handle: ObjectHandle?
            if let receiver {
                guard case .object(let object) = receiver else {
                    throw .runtime(
                        Diagnostic(
                            id: "case.run.typeMismatch", severity: .error,
                            summary: "\(key) needs an object, got \(receiver.debugDescription)", location: location,
                            endColumn: endColumn))
                }
                handle = object
            }
            switch context.session.invoke(context.members[member], on: handle, with: arguments) {
            case .success(let value):
                guard let conformed = conform(value) else {
                    throw .runtime(
                        Diagnostic(
                            id: "case.run.typeMismatch", severity: .error,
                            summary: "\(key) returned \(value.debugDescription), which is not a \(expected)",
                            location: location, endColumn: endColumn))
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
            case .enumeration?: return { if case .enumeration = $0 { $0 } else { nil } }
            case .optionSet?: return { if case .options = $0 { $0 } else { nil } }
            case .classType?: return { if case .object = $0 { $0 } else { nil } }
            default: return { $0 }
            }
        }
    }

    // MARK: - Expressions

    func expression(_ node: Node) -> Evaluator {
        let evaluator = uncaptured(node)
        guard let text = node.capture else { return evaluator }
        return { context throws(Interrupt) in
            let value = try evaluator(context)
            context.capture(text, value)
            return value
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private func uncaptured(_ node: Node) -> Evaluator {
        let range = node.range
        switch node.kind {
        case .constant(let value):
            return { _ in value }
        case .local(let slot):
            return { context in context.slots[slot] }
        case .array(let nodes):
            let elements = nodes.map(expression)
            return { context throws(Interrupt) in
                var values: [Value] = []
                values.reserveCapacity(elements.count)
                for element in elements { values.append(try element(context)) }
                return .array(values)
            }
        case .optionSet(let type, let nodes):
            let elements = nodes.map(expression)
            return { context throws(Interrupt) in
                var raw: UInt = 0
                for element in elements {
                    if case .options(_, let value) = try element(context) { raw |= value }
                }
                return .options(type: type, raw: raw)
            }
        case .contract(let member, let receiverNode, let argumentNodes, let result):
            let receiver = receiverNode.map(expression)
            let arguments = argumentNodes.map(expression)
            let call = contractCall(member, result: result, range: range)
            return { context throws(Interrupt) in
                let receiverValue = try receiver?(context)
                var values: [Value] = []
                values.reserveCapacity(arguments.count)
                for argument in arguments { values.append(try argument(context)) }
                return try call(context, receiverValue, values)
            }
        case .native(let function, let receiverNode, let argumentNodes):
            let receiver = receiverNode.map(expression)
            let arguments = argumentNodes.map(expression)
            let (location, endColumn) = place(range)
            return { context throws(Interrupt) in
                let receiverValue = try receiver?(context)
                var values: [Value] = []
                values.reserveCapacity(arguments.count)
                for argument in arguments { values.append(try argument(context)) }
                do {
                    return try function(receiverValue, values)
                } catch {
                    throw .runtime(
                        Diagnostic(
                            id: "case.run.invalidValue", severity: .error, summary: Self.message(error),
                            location: location, endColumn: endColumn))
                }
            }
        case .chainBase(let inner):
            let value = expression(inner)
            return { context throws(Interrupt) in
                let result = try value(context)
                if result == .null { throw .chainEnded }
                return result
            }
        case .optionalEvaluation(let inner):
            let value = expression(inner)
            return { context throws(Interrupt) in
                do throws(Interrupt) {
                    return try value(context)
                } catch {
                    if case .chainEnded = error { return .null }
                    throw error
                }
            }
        case .forceUnwrap(let inner):
            let value = expression(inner)
            let failure = runtimeError(
                "case.run.unexpectedNil",
                "unexpectedly found nil while unwrapping '\(text.text(inner.range))'", range)
            return { context throws(Interrupt) in
                let result = try value(context)
                if result == .null { throw failure }
                return result
            }
        case .not(let inner):
            let value = boolean(inner)
            return { context throws(Interrupt) in .bool(!(try value(context))) }
        case .negate(let inner):
            let value = expression(inner)
            let (location, endColumn) = place(range)
            return { context throws(Interrupt) in
                try Self.arithmetic("-", .int(0), try value(context), location: location, endColumn: endColumn)
            }
        case .arithmetic(let op, let leftNode, let rightNode):
            let left = expression(leftNode)
            let right = expression(rightNode)
            let (location, endColumn) = place(range)
            return { context throws(Interrupt) in
                let leftValue = try left(context)
                return try Self.arithmetic(op, leftValue, try right(context), location: location, endColumn: endColumn)
            }
        case .comparison(let op, let leftNode, let rightNode):
            let left = expression(leftNode)
            let right = expression(rightNode)
            let failure = runtimeError("case.run.typeMismatch", "these values cannot be ordered", range)
            return { context throws(Interrupt) in
                let leftValue = try left(context)
                guard let order = ValueSemantics.compare(leftValue, try right(context)) else { throw failure }
                switch op {
                case "<": return .bool(order < 0)
                case "<=": return .bool(order <= 0)
                case ">": return .bool(order > 0)
                default: return .bool(order >= 0)
                }
            }
        case .equality(let negated, let leftNode, let rightNode):
            let left = expression(leftNode)
            let right = expression(rightNode)
            return { context throws(Interrupt) in
                let leftValue = try left(context)
                return .bool(ValueSemantics.equal(leftValue, try right(context)) != negated)
            }
        case .identity(let negated, let leftNode, let rightNode):
            let left = expression(leftNode)
            let right = expression(rightNode)
            return { context throws(Interrupt) in
                let leftValue = try left(context)
                let rightValue = try right(context)
                let same: Bool
                switch (leftValue, rightValue) {
                case (.object(let first), .object(let second)): same = first.id == second.id
                case (.null, .null): same = true
                default: same = false
                }
                return .bool(same != negated)
            }
        case .and(let leftNode, let rightNode):
            let left = boolean(leftNode)
            let right = boolean(rightNode)
            return { context throws(Interrupt) in .bool(try left(context) ? try right(context) : false) }
        case .or(let leftNode, let rightNode):
            let left = boolean(leftNode)
            let right = boolean(rightNode)
            return { context throws(Interrupt) in .bool(try left(context) ? true : try right(context)) }
        case .coalesce(let leftNode, let rightNode):
            let left = expression(leftNode)
            let right = expression(rightNode)
            return { context throws(Interrupt) in
                let value = try left(context)
                return value == .null ? try right(context) : value
            }
        case .subscripted(let baseNode, let indexNode):
            let base = expression(baseNode)
            let index = expression(indexNode)
            let (location, endColumn) = place(range)
            return { context throws(Interrupt) in
                let array = try base(context)
                let position = try index(context)
                guard case .array(let elements) = array, case .int(let offset) = position else {
                    throw .runtime(
                        Diagnostic(
                            id: "case.run.typeMismatch", severity: .error,
                            summary: "subscript of a value that is not an array",
                            location: location, endColumn: endColumn))
                }
                guard elements.indices.contains(offset) else {
                    throw .runtime(
                        Diagnostic(
                            id: "case.run.indexOutOfRange", severity: .error,
                            summary: "index \(offset) is out of range for an array of \(elements.count)",
                            location: location, endColumn: endColumn))
                }
                return elements[offset]
            }
        case .expect(let conditionNode, let commentNode, let conditionText):
            let condition = boolean(conditionNode)
            let comment = commentNode.map(expression)
            let location = text.location(range.start)
            let renderer = self.renderer
            return { context throws(Interrupt) in
                context.captures.removeAll(keepingCapacity: true)
                context.expectationCount += 1
                if try condition(context) { return .void }
                // The condition's own value last, as Swift Testing shows it: `control.isTouchInside → false`
                // says which value was wrong when the operands are only its receiver.
                var captures = Self.captures(context, renderer)
                if captures.last?.expression != conditionText {
                    captures.append(CapturedValue(expression: conditionText, value: "false"))
                }
                context.failures.append(
                    ExpectationFailure(
                        kind: .expectation, location: location, expression: conditionText,
                        comment: try Self.comment(comment, context), captures: captures))
                return .void
            }
        case .require(let operandNode, let isBoolean, let commentNode, let conditionText):
            let operand = expression(operandNode)
            let comment = commentNode.map(expression)
            let location = text.location(range.start)
            let renderer = self.renderer
            return { context throws(Interrupt) in
                context.captures.removeAll(keepingCapacity: true)
                context.expectationCount += 1
                let value = try operand(context)
                let held = isBoolean ? value == .bool(true) : value != .null
                if held { return isBoolean ? .void : value }
                var captures = Self.captures(context, renderer)
                if !isBoolean, captures.last?.expression != conditionText {
                    captures.append(CapturedValue(expression: conditionText, value: renderer.render(value)))
                }
                context.failures.append(
                    ExpectationFailure(
                        kind: .requirement, location: location, expression: conditionText,
                        comment: try Self.comment(comment, context), captures: captures))
                throw .requirementFailed
            }
        }
    }

    private static func message(_ error: any Error) -> String {
        (error as? NativeError)?.message ?? "\(error)"
    }

    private static func comment(_ evaluator: Evaluator?, _ context: RunContext) throws(Interrupt) -> String? {
        guard let evaluator else { return nil }
        if case .string(let text) = try evaluator(context) { return text }
        return nil
    }

    private static func captures(_ context: RunContext, _ renderer: ValueRenderer) -> [CapturedValue] {
        context.captures.map { CapturedValue(expression: $0.0, value: renderer.render($0.1)) }
    }

    private func boolean(_ node: Node) -> @Sendable (RunContext) throws(Interrupt) -> Bool {
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
            .runtime(Diagnostic(id: id, severity: .error, summary: summary, location: location, endColumn: endColumn))
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
