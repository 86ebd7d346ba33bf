import ControlContract
import ControlSpecModel

// Expressions: one evaluator per node kind, grouped as values, calls, optional chains, operators
// and expectations.
extension Compiler {
    func expression(_ node: Node) -> Evaluator {
        let evaluator = uncaptured(node)
        guard let text = node.capture else { return evaluator }
        return { context throws(Interrupt) in
            let value = try evaluator(context)
            context.capture(text, value)
            return value
        }
    }

    private func uncaptured(_ node: Node) -> Evaluator {
        switch node.kind {
        case .constant, .local, .array, .optionSet, .closure:
            return value(node)
        case .contract, .native, .callClosure:
            return call(node)
        case .mutatingCall(let target, let member, let argumentNodes, let structure):
            return mutatingCall(target, member: member, argumentNodes, structure: structure, range: node.range)
        case .chainBase, .optionalEvaluation, .forceUnwrap, .coalesce, .subscripted:
            return access(node)
        case .not, .negate, .arithmetic, .comparison, .equality, .identity, .and, .or, .conditional:
            return operation(node)
        case .expect, .require:
            return expectation(node)
        }
    }

    // MARK: - Values

    private func value(_ node: Node) -> Evaluator {
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
        case .closure(let literal):
            return closure(literal, range: node.range)
        default:
            preconditionFailure("not a value node")
        }
    }

    // MARK: - Calls

    private func call(_ node: Node) -> Evaluator {
        let range = node.range
        switch node.kind {
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
                    throw Self.runtimeError("case.run.invalidValue", Self.message(error), at: (location, endColumn))
                }
            }
        case .callClosure(let receiverNode, let argumentNodes):
            let receiver = expression(receiverNode)
            let arguments = argumentNodes.map(expression)
            let (location, endColumn) = place(range)
            return { context throws(Interrupt) in
                guard case .closure(let handle) = try receiver(context) else {
                    throw Self.runtimeError(
                        "case.run.invalidValue", "the transformer is not a closure", at: (location, endColumn))
                }
                var values: [Value] = []
                for argument in arguments { values.append(try argument(context)) }
                switch context.call(handle, with: values) {
                case .success(let value): return value
                case .failure(.failed(let text)), .failure(.unsupported(let text)), .failure(.crashed(let text)),
                    .failure(.timedOut(let text)):
                    throw Self.runtimeError("case.run.closureFailed", text, at: (location, endColumn))
                }
            }
        default:
            preconditionFailure("not a call node")
        }
    }

    private func mutatingCall(
        _ target: LValue, member: Int, _ argumentNodes: [Node], structure: CaseType, range: TextRange
    ) -> Evaluator {
        let modify = modifier(target, needsOld: true)
        let arguments = argumentNodes.map(expression)
        let call = contractCall(member, result: structure, range: range)
        return { context throws(Interrupt) in
            try modify(context) { old throws(Interrupt) in
                guard let old else { return .null }
                var values = [old]
                for argument in arguments { values.append(try argument(context)) }
                return try call(context, nil, values)
            }
            return .void
        }
    }

    // MARK: - Optional chains, unwrapping and subscripts

    private func access(_ node: Node) -> Evaluator {
        let range = node.range
        switch node.kind {
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
        case .coalesce(let leftNode, let rightNode):
            let left = expression(leftNode)
            let right = expression(rightNode)
            return { context throws(Interrupt) in
                let value = try left(context)
                return value == .null ? try right(context) : value
            }
        case .subscripted(let baseNode, let indexNode):
            return subscripted(baseNode, indexNode, range: range)
        default:
            preconditionFailure("not an access node")
        }
    }

    private func subscripted(_ baseNode: Node, _ indexNode: Node, range: TextRange) -> Evaluator {
        let base = expression(baseNode)
        let index = expression(indexNode)
        let notAnArray = runtimeError("case.run.typeMismatch", "subscript of a value that is not an array", range)
        let (location, endColumn) = place(range)
        return { context throws(Interrupt) in
            let array = try base(context)
            let position = try index(context)
            guard case .array(let elements) = array, case .int(let offset) = position else { throw notAnArray }
            guard elements.indices.contains(offset) else {
                throw Self.runtimeError(
                    "case.run.indexOutOfRange", "index \(offset) is out of range for an array of \(elements.count)",
                    at: (location, endColumn))
            }
            return elements[offset]
        }
    }

    // MARK: - Operators

    private func operation(_ node: Node) -> Evaluator {
        let range = node.range
        switch node.kind {
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
            return comparison(op, leftNode, rightNode, range: range)
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
                let same: Bool
                switch (try left(context), try right(context)) {
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
        case .conditional(let conditionNode, let thenNode, let otherwiseNode):
            let condition = boolean(conditionNode)
            let then = expression(thenNode)
            let otherwise = expression(otherwiseNode)
            return { context throws(Interrupt) in try condition(context) ? try then(context) : try otherwise(context) }
        default:
            preconditionFailure("not an operator node")
        }
    }

    private func comparison(_ op: String, _ leftNode: Node, _ rightNode: Node, range: TextRange) -> Evaluator {
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
    }

    // MARK: - Expectations

    private func expectation(_ node: Node) -> Evaluator {
        let location = text.location(node.range.start)
        let renderer = self.renderer
        switch node.kind {
        case .expect(let conditionNode, let commentNode, let conditionText):
            let condition = boolean(conditionNode)
            let comment = commentNode.map(expression)
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
        default:
            preconditionFailure("not an expectation node")
        }
    }
}
