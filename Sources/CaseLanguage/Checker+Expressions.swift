// Expressions: literals, identifiers, arrays, member access and what each produces.
extension Checker {
    mutating func check(_ expression: Expression, expected: CaseType?, operand: Bool = false) -> Typed {
        let shouldCapture = capturing && !skipCapture
        skipCapture = false
        var typed = checkUncaptured(expression, expected: expected)
        if shouldCapture, typed.type != .error, typed.type != .void, Self.isCapturable(expression, operand: operand) {
            typed.node.capture = text.text(expression.range)
        }
        return typed
    }

    private static func isCapturable(_ expression: Expression, operand: Bool) -> Bool {
        switch expression {
        case .parenthesized, .tryExpression, .optionalChain, .macro, .selector, .closure: return false
        case .integer, .float, .string, .boolean, .nilLiteral, .implicitMember, .array: return operand
        case .prefix("-", .integer, _), .prefix("-", .float, _): return operand
        default: return true
        }
    }

    private mutating func checkUncaptured(_ expression: Expression, expected: CaseType?) -> Typed {
        let context = expected?.unwrapped
        switch expression {
        case .integer(let value, let range):
            if let context, context.isFloating {
                return Typed(node: Node(.constant(.float(Double(value))), range), type: context)
            }
            if let context, context.isInteger { return Typed(node: Node(.constant(.int(value)), range), type: context) }
            return Typed(node: Node(.constant(.int(value)), range), type: .int)
        case .float(let value, let range):
            let type = context?.isFloating == true ? context! : .double
            return Typed(node: Node(.constant(.float(value)), range), type: type)
        case .string(let value, let range):
            stringLiterals.insert(value)
            return Typed(node: Node(.constant(.string(value)), range), type: .string)
        case .boolean(let value, let range):
            return Typed(node: Node(.constant(.bool(value)), range), type: .bool)
        case .nilLiteral(let range):
            guard let expected, expected != .error else {
                error("case.check.needsContext", "'nil' needs a contextual type", at: range)
                return failed(range)
            }
            guard expected.isOptional || expected == .any else {
                error("case.check.typeMismatch", "'nil' is not compatible with type '\(expected)'", at: range)
                return failed(range)
            }
            return Typed(node: Node(.constant(.null), range), type: expected)
        case .array(let elements, let range):
            return checkArray(elements, range: range, context: context)
        case .identifier(let name, let range):
            return checkIdentifier(name, range: range)
        case .implicitMember(let name, let range):
            return checkImplicitMember(name, range: range, context: context, isCall: false)
        case .member(let base, let name, let nameRange, let range):
            if let typeName = typeReference(base) {
                return staticMember(of: typeName, named: name, nameRange: nameRange, range: range)
            }
            let baseTyped = check(base, expected: nil)
            guard let member = instanceMember(of: baseTyped.type, named: name, at: nameRange, isCall: false) else {
                return failed(range)
            }
            return Typed(
                node: memberNode(member, receiver: baseTyped.node, arguments: [], range: range, nameRange: nameRange),
                type: member.type)
        case .call(let callee, let arguments, let range):
            return checkCall(callee, arguments, range: range, context: context)
        case .subscripted(let base, let arguments, let range):
            let baseTyped = check(base, expected: nil)
            guard case .array(let element) = baseTyped.type else {
                if baseTyped.type != .error {
                    error("case.check.unknownMember", "value of type '\(baseTyped.type)' has no subscripts", at: range)
                }
                return failed(range)
            }
            guard arguments.count == 1, arguments[0].label == nil else {
                error("case.check.wrongArity", "a subscript takes one index", at: range)
                return failed(range)
            }
            let index = convert(check(arguments[0].value, expected: .int), to: .int, at: arguments[0].range)
            return Typed(node: Node(.subscripted(baseTyped.node, index.node), range), type: element)
        case .optionalChain(let inner, let range):
            let typed = check(inner, expected: nil)
            guard case .optional(let wrapped) = typed.type else {
                if typed.type != .error {
                    error(
                        "case.check.typeMismatch",
                        "cannot use optional chaining on non-optional value of type '\(typed.type)'", at: range)
                }
                return failed(range)
            }
            return Typed(node: Node(.chainBase(typed.node), range), type: wrapped)
        case .optionalEvaluation(let inner, let range):
            let typed = check(inner, expected: nil)
            return Typed(node: Node(.optionalEvaluation(typed.node), range), type: typed.type.madeOptional)
        case .forceUnwrap(let inner, let range):
            let typed = check(inner, expected: expected?.madeOptional)
            guard case .optional(let wrapped) = typed.type else {
                if typed.type != .error {
                    error(
                        "case.check.typeMismatch", "cannot force unwrap value of non-optional type '\(typed.type)'",
                        at: range)
                }
                return failed(range)
            }
            return Typed(node: Node(.forceUnwrap(typed.node), range), type: wrapped)
        case .prefix(let op, let operand, let range):
            if op == "!" {
                let typed = convert(check(operand, expected: .bool, operand: true), to: .bool, at: operand.range)
                return Typed(node: Node(.not(typed.node), range), type: .bool)
            }
            let typed = check(operand, expected: context, operand: true)
            if case .constant(.int(let value)) = typed.node.kind {
                return Typed(node: Node(.constant(.int(-value)), range), type: typed.type)
            }
            if case .constant(.float(let value)) = typed.node.kind {
                return Typed(node: Node(.constant(.float(-value)), range), type: typed.type)
            }
            guard typed.type.isNumeric || typed.type == .error else {
                error("case.check.typeMismatch", "unary '-' needs a number, not '\(typed.type)'", at: range)
                return failed(range)
            }
            return Typed(node: Node(.negate(typed.node), range), type: typed.type)
        case .binary(let op, let left, let right, let operatorRange, let range):
            return checkBinary(op, left, right, operatorRange: operatorRange, range: range, context: context)
        case .parenthesized(let inner, _):
            return check(inner, expected: expected)
        case .tryExpression(let inner, _):
            tryDepth += 1
            defer { tryDepth -= 1 }
            return check(inner, expected: expected)
        case .selector(let reference, let range):
            return checkSelector(reference, range: range)
        case .macro(let name, let arguments, let nameRange, let range):
            return checkMacro(name, arguments, nameRange: nameRange, range: range)
        case .closure(let closure, let range):
            return checkClosure(closure, range: range, context: context)
        case .conditional(let condition, let then, let otherwise, let range):
            return checkConditional(condition, then, otherwise, range: range, expected: expected)
        }
    }

    func failed(_ range: TextRange) -> Typed { Typed(node: .invalid(range), type: .error) }

    private mutating func checkArray(_ elements: [Expression], range: TextRange, context: CaseType?) -> Typed {
        if let name = context?.name, schema.type(named: name)?.kind == .optionSet {
            let nodes = elements.map { convert(check($0, expected: context), to: context, at: $0.range).node }
            return Typed(node: Node(.optionSet(name, nodes), range), type: .named(name))
        }
        if case .set(let element)? = context {
            let nodes = elements.map { convert(check($0, expected: element), to: element, at: $0.range).node }
            return Typed(node: Node(.array(nodes), range), type: .set(element))
        }
        if case .array(let element)? = context {
            let nodes = elements.map { convert(check($0, expected: element), to: element, at: $0.range).node }
            return Typed(node: Node(.array(nodes), range), type: .array(element))
        }
        guard let first = elements.first else {
            error("case.check.needsContext", "an empty array needs a type: write 'let name: [Type] = []'", at: range)
            return failed(range)
        }
        let firstTyped = check(first, expected: nil)
        var nodes = [firstTyped.node]
        for element in elements.dropFirst() {
            nodes.append(
                convert(check(element, expected: firstTyped.type), to: firstTyped.type, at: element.range).node)
        }
        return Typed(node: Node(.array(nodes), range), type: .array(firstTyped.type))
    }

    private mutating func checkIdentifier(_ name: String, range: TextRange) -> Typed {
        if let variable = variables[name] {
            return Typed(node: Node(.local(variable.slot), range), type: variable.type)
        }
        if let typeName = typeName(name) {
            error(
                "case.check.typeAsValue",
                "type '\(typeName)' cannot be used as a value; call an initializer: '\(name)(…)'",
                at: range)
            return failed(range)
        }
        if !schema.globalFunctions(named: name).isEmpty {
            error("case.check.unappliedMethod", "function '\(name)' must be called: write '\(name)(…)'", at: range)
            return failed(range)
        }
        unknownIdentifier(name, at: range)
        return failed(range)
    }

    mutating func unknownIdentifier(_ name: String, at range: TextRange) {
        let candidates =
            Array(variables.keys) + schema.globalFunctionNames
            + schema.types.keys.filter { !$0.contains(".") && $0 != SchemaBuilder.harness }
        var summary = "cannot find '\(name)' in scope"
        if let suggestion = Self.suggestion(for: name, among: candidates) {
            summary += "; did you mean '\(suggestion)'?"
        }
        error("case.check.unknownIdentifier", summary, at: range)
    }
}
