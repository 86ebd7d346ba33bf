// Operators: operand pairs, binary operators and their operand types.
extension Checker {
    private mutating func checkPair(_ left: Expression, _ right: Expression, hint: CaseType?) -> (Typed, Typed) {
        if left.needsContext, !right.needsContext {
            let rightTyped = check(right, expected: hint, operand: true)
            let leftTyped = check(left, expected: rightTyped.type == .error ? hint : rightTyped.type, operand: true)
            return (leftTyped, rightTyped)
        }
        let leftTyped = check(left, expected: hint, operand: true)
        let rightTyped = check(right, expected: leftTyped.type == .error ? hint : leftTyped.type, operand: true)
        return (leftTyped, rightTyped)
    }

    mutating func checkBinary(
        _ op: String, _ left: Expression, _ right: Expression, operatorRange: TextRange, range: TextRange,
        context: CaseType?
    ) -> Typed {
        switch op {
        case "&&", "||":
            let leftTyped = convert(check(left, expected: .bool, operand: true), to: .bool, at: left.range)
            let rightTyped = convert(check(right, expected: .bool, operand: true), to: .bool, at: right.range)
            let kind: Node.Kind =
                op == "&&" ? .and(leftTyped.node, rightTyped.node) : .or(leftTyped.node, rightTyped.node)
            return Typed(node: Node(kind, range), type: .bool)
        case "==", "!=":
            let (leftTyped, rightTyped) = checkPair(left, right, hint: nil)
            guard comparable(leftTyped.type, rightTyped.type) else {
                operandMismatch(op, leftTyped.type, rightTyped.type, at: operatorRange)
                return failed(range)
            }
            if case .set = leftTyped.type.unwrapped, case .set = rightTyped.type.unwrapped {
                // Sets are equal when they hold the same elements, in any order.
                let equal = Node(
                    .native(NativeLibrary.setEquality, receiver: leftTyped.node, arguments: [rightTyped.node]), range)
                return Typed(node: op == "!=" ? Node(.not(equal), range) : equal, type: .bool)
            }
            return Typed(
                node: Node(.equality(negated: op == "!=", leftTyped.node, rightTyped.node), range), type: .bool)
        case "===", "!==":
            let (leftTyped, rightTyped) = checkPair(left, right, hint: nil)
            for typed in [leftTyped, rightTyped] {
                let type = typed.type.unwrapped
                guard type == .error || type == .any || schema.isClass(type) else {
                    error(
                        "case.check.typeMismatch", "'\(op)' compares objects, not values of type '\(typed.type)'",
                        at: operatorRange)
                    return failed(range)
                }
            }
            return Typed(
                node: Node(.identity(negated: op == "!==", leftTyped.node, rightTyped.node), range), type: .bool)
        case "<", "<=", ">", ">=":
            let (leftTyped, rightTyped) = checkPair(left, right, hint: nil)
            let ordered =
                (leftTyped.type.isNumeric && sameNumberKind(leftTyped.type, rightTyped.type))
                || (leftTyped.type == .string && rightTyped.type == .string)
                || leftTyped.type == .error || rightTyped.type == .error
            guard ordered else {
                operandMismatch(op, leftTyped.type, rightTyped.type, at: operatorRange)
                return failed(range)
            }
            return Typed(node: Node(.comparison(op, leftTyped.node, rightTyped.node), range), type: .bool)
        case "??":
            let leftTyped = check(left, expected: context?.madeOptional, operand: true)
            let wrapped = leftTyped.type.unwrapped
            let rightTyped = check(right, expected: wrapped == .error ? context : wrapped, operand: true)
            let result = rightTyped.type.isOptional ? rightTyped.type : wrapped
            guard isAssignable(rightTyped.type, to: wrapped.madeOptional) else {
                operandMismatch(op, leftTyped.type, rightTyped.type, at: operatorRange)
                return failed(range)
            }
            return Typed(node: Node(.coalesce(leftTyped.node, rightTyped.node), range), type: result)
        default:
            let (leftTyped, rightTyped) = checkPair(left, right, hint: context)
            if op == "+", leftTyped.type == .string, rightTyped.type == .string {
                return Typed(node: Node(.arithmetic(op, leftTyped.node, rightTyped.node), range), type: .string)
            }
            let numeric =
                leftTyped.type.isNumeric && sameNumberKind(leftTyped.type, rightTyped.type)
                && (op != "%" || leftTyped.type.isInteger)
            guard numeric || leftTyped.type == .error || rightTyped.type == .error else {
                operandMismatch(op, leftTyped.type, rightTyped.type, at: operatorRange)
                return failed(range)
            }
            return Typed(node: Node(.arithmetic(op, leftTyped.node, rightTyped.node), range), type: leftTyped.type)
        }
    }

    private func sameNumberKind(_ left: CaseType, _ right: CaseType) -> Bool {
        (left.isInteger && right.isInteger) || (left.isFloating && right.isFloating)
    }

    private func comparable(_ left: CaseType, _ right: CaseType) -> Bool {
        if left == .void || right == .void { return false }
        return isAssignable(left, to: right.madeOptional) || isAssignable(right, to: left.madeOptional)
    }

    private mutating func operandMismatch(_ op: String, _ left: CaseType, _ right: CaseType, at range: TextRange) {
        guard left != .error, right != .error else { return }
        error(
            "case.check.typeMismatch",
            "binary operator '\(op)' cannot be applied to operands of type '\(left)' and '\(right)'", at: range)
    }
}
