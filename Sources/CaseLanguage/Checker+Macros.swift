// Macros (`#expect`, `#require`, `#selector`) and selector references.
extension Checker {
    mutating func checkMacro(_ name: String, _ arguments: [Argument], nameRange: TextRange, range: TextRange)
        -> Typed
    {
        if capturing {
            error("case.check.unsupported", "\(name) cannot be nested in another expectation", at: nameRange)
            return failed(range)
        }
        var comment: Node?
        if arguments.count > 1 {
            let second = arguments[1]
            if second.label != nil || arguments.count > 2 {
                error(
                    "case.check.unsupported", "\(name) takes a condition and an optional comment string",
                    at: second.labelRange ?? second.range)
            }
            comment = convert(check(second.value, expected: .string), to: .string, at: second.value.range).node
        }
        let condition = arguments[0].value
        let conditionText = text.text(condition.range)
        capturing = true
        skipCapture = true
        defer {
            capturing = false
            skipCapture = false
        }
        if name == "#expect" {
            let typed = convert(check(condition, expected: .bool), to: .bool, at: condition.range)
            return Typed(
                node: Node(.expect(condition: typed.node, comment: comment, text: conditionText), range), type: .void)
        }
        if tryDepth == 0 {
            error(
                "case.check.missingTry", "#require can stop the case and must be marked with 'try'", at: nameRange,
                fix: "write 'try #require(…)'")
        }
        let typed = check(condition, expected: nil)
        switch typed.type {
        case .optional(let wrapped):
            return Typed(
                node: Node(
                    .require(operand: typed.node, isBoolean: false, comment: comment, text: conditionText), range),
                type: wrapped)
        case .named("Bool"), .error:
            return Typed(
                node: Node(
                    .require(operand: typed.node, isBoolean: true, comment: comment, text: conditionText), range),
                type: .void)
        default:
            error(
                "case.check.typeMismatch", "#require needs an optional or a Bool, not a value of type '\(typed.type)'",
                at: condition.range)
            return failed(range)
        }
    }

    mutating func checkSelector(_ reference: SelectorReference, range: TextRange) -> Typed {
        guard !reference.typePath.isEmpty else {
            error(
                "case.check.unknownIdentifier",
                "write the type in #selector: '#selector(ActionRecorder.\(reference.method)\(labelsText(reference)))'",
                at: reference.methodRange)
            return failed(range)
        }
        var typeName: String?
        var expression = Expression.identifier(reference.typePath[0], reference.typeRange)
        for component in reference.typePath.dropFirst() {
            expression = .member(expression, component, nameRange: reference.typeRange, reference.typeRange)
        }
        typeName = typeReference(expression)
        guard let typeName else {
            unknownIdentifier(reference.typePath.joined(separator: "."), at: reference.typeRange)
            return failed(range)
        }
        let methods = schema.members(named: reference.method, of: .named(typeName), isStatic: false).filter(
            \.isCallable)
        let chosen = methods.first { method in
            guard let labels = reference.labels else { return true }
            return method.parameters.map { $0.label ?? "_" } == labels
        }
        guard let method = chosen else {
            if methods.isEmpty {
                unknownMember(reference.method, of: .named(typeName), isStatic: false, at: reference.methodRange)
            } else {
                let written = reference.method + labelsText(reference)
                var summary = "no method '\(written)' in '\(typeName)'"
                if let suggestion = Self.suggestion(for: written, among: methods.map(\.symbol)) {
                    summary += "; did you mean '\(suggestion)'?"
                }
                error("case.check.wrongLabels", summary, at: reference.methodRange)
            }
            return failed(range)
        }
        if reference.labels == nil, methods.count > 1 {
            error(
                "case.check.ambiguous",
                "'\(reference.method)' is ambiguous in #selector; add the labels, such as '\(methods[0].symbol)'",
                at: reference.methodRange)
            return failed(range)
        }
        return Typed(node: Node(.constant(.selector(Self.objectiveCName(of: method))), range), type: .selector)
    }

    private func labelsText(_ reference: SelectorReference) -> String {
        guard let labels = reference.labels else { return "" }
        return "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The Objective-C selector name: the `@objc(…)` name, or the one Swift derives
    /// (`handle(_:event:)` → `handle:event:`, `perform(with:)` → `performWith:`).
    static func objectiveCName(of member: Schema.Member) -> String {
        if let name = member.objcName { return name }
        guard let first = member.parameters.first else { return member.name }
        var name = member.name
        if let label = first.label { name += "With" + label.prefix(1).uppercased() + label.dropFirst() }
        name += ":"
        for parameter in member.parameters.dropFirst() { name += (parameter.label ?? "") + ":" }
        return name
    }
}
