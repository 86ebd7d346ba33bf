// Closures and the conditional operator.
extension Checker {
    /// `{ button in … }` where a closure type is expected: the parameters take the types the
    /// declaration gives (`UIButton.ConfigurationUpdateHandler` is `(UIButton) -> Void`).
    mutating func checkClosure(_ closure: ClosureSyntax, range: TextRange, context: CaseType?) -> Typed {
        guard case .function(let parameterTypes, let resultType)? = context else {
            error(
                "case.check.needsContext",
                "a closure needs a closure type from its context: pass it where a handler is expected",
                at: range, fix: "write the closure as an argument or assign it to a property of closure type")
            return failed(range)
        }
        guard closure.parameters.count == parameterTypes.count else {
            let expected = parameterTypes.count == 1 ? "1 argument" : "\(parameterTypes.count) arguments"
            let names =
                parameterTypes.isEmpty
                ? "{ … }"
                : "{ " + parameterTypes.map { _ in "_" }.joined(separator: ", ")
                    + " in … }"
            error(
                "case.check.wrongArity",
                "contextual type for closure argument list expects \(expected), which cannot be implicitly ignored",
                at: range, fix: "name or ignore each parameter: \(names)")
            return failed(range)
        }
        let firstSlot = nextSlot
        var declared: [(String, Variable)] = []
        var slots: [Int?] = []
        var inoutSlots: [Int] = []
        for (parameter, type) in zip(closure.parameters, parameterTypes) {
            if case .inoutParameter(let wrapped) = type {
                // An inout parameter is a variable of the closure, read back when the body ends, even if unnamed.
                let slot = allocateSlot()
                slots.append(slot)
                inoutSlots.append(slot)
                if parameter.name != "_" {
                    declared.append((parameter.name, Variable(slot: slot, type: wrapped, isVariable: true)))
                }
                continue
            }
            guard parameter.name != "_" else {
                slots.append(nil)
                continue
            }
            let slot = allocateSlot()
            slots.append(slot)
            declared.append((parameter.name, Variable(slot: slot, type: type, isVariable: false)))
        }
        let wasCapturing = capturing
        capturing = false
        defer { capturing = wasCapturing }
        var body = closure.body
        var result: Node?
        var checked: [CheckedStatement]?
        if resultType != .void, case .returnStatement(let value, _)? = body.last {
            // Statements, then `return value`: the value is checked in the scope the statements leave.
            let saved = (variables, scopeNames)
            scopeNames = []
            for (name, variable) in declared {
                variables[name] = variable
                scopeNames.insert(name)
            }
            checked = checkBlock(Array(body.dropLast()))
            result = convert(check(value, expected: resultType), to: resultType, at: value.range).node
            (variables, scopeNames) = saved
            body = []
        } else if resultType != .void {
            // A closure that returns a value is a single expression, as Swift's implicit return.
            guard body.count == 1, case .expression(let expression) = body[0] else {
                error(
                    "case.check.unsupported",
                    "a closure that returns '\(resultType)' must be a single expression in cases", at: range)
                return failed(range)
            }
            body = []
            let saved = (variables, scopeNames)
            for (name, variable) in declared { variables[name] = variable }
            result = convert(check(expression, expected: resultType), to: resultType, at: expression.range).node
            (variables, scopeNames) = saved
        }
        let statements = checked ?? checkScope(body, declaring: declared)
        if resultType == .void, !inoutSlots.isEmpty {
            // The caller gets the final value of the inout parameter (of each, in order, when there are several).
            let finals = inoutSlots.map { Node(.local($0), range) }
            result = finals.count == 1 ? finals[0] : Node(.array(finals), range)
        }
        let literal = ClosureLiteral(
            slots: firstSlot..<nextSlot, parameterSlots: slots, body: statements, result: result)
        return Typed(node: Node(.closure(literal), range), type: .function(parameterTypes, resultType))
    }

    /// `condition ? then : otherwise`: both branches have the type of the context, or of `then`.
    mutating func checkConditional(
        _ condition: Expression, _ then: Expression, _ otherwise: Expression, range: TextRange, expected: CaseType?
    ) -> Typed {
        let conditionTyped = convert(check(condition, expected: .bool), to: .bool, at: condition.range)
        var thenTyped: Typed
        var otherwiseTyped: Typed
        if expected == nil, then.needsContext, !otherwise.needsContext {
            otherwiseTyped = check(otherwise, expected: nil)
            thenTyped = convert(check(then, expected: otherwiseTyped.type), to: otherwiseTyped.type, at: then.range)
        } else {
            thenTyped = check(then, expected: expected)
            let type = expected ?? thenTyped.type
            otherwiseTyped = convert(check(otherwise, expected: type), to: type, at: otherwise.range)
        }
        let type = expected ?? (thenTyped.type == .error ? otherwiseTyped.type : thenTyped.type)
        return Typed(
            node: Node(.conditional(conditionTyped.node, thenTyped.node, otherwiseTyped.node), range), type: type)
    }
}
