import ControlSpecModel

// Calls: initializers, methods and functions, argument labels, defaults and arity.
extension Checker {
    mutating func checkCall(_ callee: Expression, _ arguments: [Argument], range: TextRange, context: CaseType?)
        -> Typed
    {
        switch callee {
        case .identifier(let name, let nameRange):
            if let variable = variables[name] {
                error(
                    "case.check.typeMismatch", "cannot call value of non-function type '\(variable.type)'",
                    at: nameRange)
                return failed(range)
            }
            if let typeName = typeName(name) {
                return initializerCall(typeName, arguments, nameRange: nameRange, range: range)
            }
            let functions = schema.globalFunctions(named: name)
            guard !functions.isEmpty else {
                unknownIdentifier(name, at: nameRange)
                return failed(range)
            }
            return resolveCall(functions, display: name, arguments, receiver: nil, nameRange: nameRange, range: range)
        case .member(let base, let name, let nameRange, _):
            if let typeName = typeReference(base) {
                if name == "init" { return initializerCall(typeName, arguments, nameRange: nameRange, range: range) }
                if let nested = typeReference(callee) {
                    return initializerCall(nested, arguments, nameRange: nameRange, range: range)
                }
                let members = schema.members(named: name, of: .metatype(typeName), isStatic: true)
                let methods = members.filter(\.isCallable)
                guard !methods.isEmpty else {
                    if !members.isEmpty {
                        error("case.check.typeMismatch", "'\(typeName).\(name)' is not a method", at: nameRange)
                    } else {
                        unknownMember(name, of: .named(typeName), isStatic: true, at: nameRange)
                    }
                    return failed(range)
                }
                return resolveCall(
                    methods, display: "\(typeName).\(name)", arguments, receiver: nil, nameRange: nameRange,
                    range: range)
            }
            let beforeBase = (diagnostics, required, requiredIndex)
            let baseTyped = check(base, expected: nil)
            guard instanceMember(of: baseTyped.type, named: name, at: nameRange, isCall: true) != nil else {
                for argument in arguments where !argument.value.needsContext {
                    _ = check(argument.value, expected: nil)
                }
                return failed(range)
            }
            let members = schema.members(named: name, of: baseTyped.type, isStatic: false)
            let methods = members.filter(\.isCallable)
            guard !methods.isEmpty else {
                error(
                    "case.check.typeMismatch", "cannot call value of non-function type '\(members[0].type)'",
                    at: nameRange)
                return failed(range)
            }
            if methods.contains(where: \.isMutating) {
                // The base is checked again as a target.
                (diagnostics, required, requiredIndex) = beforeBase
                return mutatingCall(
                    methods, base: base, baseType: baseTyped.type, arguments, nameRange: nameRange, range: range)
            }
            return resolveCall(
                methods, display: name, arguments, receiver: baseTyped.node, nameRange: nameRange, range: range)
        case .implicitMember(let name, let nameRange):
            guard let context, case .named(let typeName) = context else {
                error(
                    "case.check.badImplicitMember", "cannot infer the type of '.\(name)(…)' here; write it in full",
                    at: nameRange)
                return failed(range)
            }
            if name == "init" { return initializerCall(typeName, arguments, nameRange: nameRange, range: range) }
            let methods = schema.members(named: name, of: .metatype(typeName), isStatic: true).filter {
                $0.isCallable && isAssignable($0.type, to: context)
            }
            guard !methods.isEmpty else {
                var summary = "type '\(typeName)' has no member '\(name)'"
                if let suggestion = Self.suggestion(
                    for: name, among: schema.memberNames(of: .metatype(typeName), isStatic: true))
                {
                    summary += "; did you mean '.\(suggestion)'?"
                }
                error("case.check.badImplicitMember", summary, at: nameRange)
                return failed(range)
            }
            return resolveCall(methods, display: name, arguments, receiver: nil, nameRange: nameRange, range: range)
        default:
            _ = check(callee, expected: nil)
            error("case.check.unsupported", "only functions, methods and initializers can be called", at: callee.range)
            return failed(range)
        }
    }

    /// `config.setDefaultContentInsets()`: the base is a target, as in an assignment, because the
    /// changed structure goes back into it.
    private mutating func mutatingCall(
        _ methods: [Schema.Member], base: Expression, baseType: CaseType, _ arguments: [Argument],
        nameRange: TextRange, range: TextRange
    ) -> Typed {
        guard let (target, _) = checkTarget(base, compound: true) else { return failed(range) }
        let outer = mutatingTarget
        mutatingTarget = (target, baseType)
        defer { mutatingTarget = outer }
        return resolveCall(
            methods, display: methods[0].name, arguments, receiver: nil, nameRange: nameRange, range: range)
    }

    private mutating func initializerCall(
        _ typeName: String, _ arguments: [Argument], nameRange: TextRange, range: TextRange
    )
        -> Typed
    {
        let initializers = schema.initializers(of: typeName)
        guard !initializers.isEmpty else {
            error("case.check.unknownMember", "type '\(typeName)' has no initializers in cases", at: nameRange)
            return failed(range)
        }
        return resolveCall(
            initializers, display: typeName, arguments, receiver: nil, nameRange: nameRange, range: range)
    }

    /// Which parameter each argument fills, allowing defaulted parameters to be left out.
    private static func match(_ parameters: [Schema.Parameter], _ arguments: [Argument]) -> [Int?]? {
        var mapping: [Int?] = []
        var next = 0
        for parameter in parameters {
            if next < arguments.count, fills(arguments[next], parameter) {
                mapping.append(next)
                next += 1
            } else if parameter.defaultValue != nil {
                mapping.append(nil)
            } else {
                return nil
            }
        }
        return next == arguments.count ? mapping : nil
    }

    /// Whether `argument` can fill `parameter`: by its label, or, for a trailing closure, whatever its label
    /// when the parameter is of function type.
    private static func fills(_ argument: Argument, _ parameter: Schema.Parameter) -> Bool {
        guard argument.isTrailingClosure else { return argument.label == parameter.label }
        if case .function = parameter.type.unwrapped { return true }
        return false
    }

    private mutating func resolveCall(
        _ candidates: [Schema.Member], display: String, _ arguments: [Argument], receiver: Node?,
        nameRange: TextRange, range: TextRange
    ) -> Typed {
        let matching = candidates.compactMap { candidate in
            Self.match(candidate.parameters, arguments).map { (candidate, $0) }
        }
        guard !matching.isEmpty else {
            reportMismatch(candidates, display: display, arguments, nameRange: nameRange, range: range)
            for argument in arguments where !argument.value.needsContext { _ = check(argument.value, expected: nil) }
            return failed(range)
        }
        var chosen = matching[0]
        if matching.count > 1 {
            // Overloads with the same labels (`contains(_:)` of a point or a rectangle): take the
            // first whose arguments fit.
            for option in matching {
                let saved = (diagnostics, required, requiredIndex)
                _ = checkArguments(option.0, option.1, arguments, range: range)
                let fits = diagnostics.count == saved.0.count
                (diagnostics, required, requiredIndex) = saved
                if fits {
                    chosen = option
                    break
                }
            }
        }
        let (member, mapping) = chosen
        let nodes = checkArguments(member, mapping, arguments, range: range)
        return Typed(
            node: memberNode(member, receiver: receiver, arguments: nodes, range: range, nameRange: nameRange),
            type: member.type)
    }

    private mutating func checkArguments(
        _ member: Schema.Member, _ mapping: [Int?], _ arguments: [Argument], range: TextRange
    ) -> [Node] {
        var nodes: [Node] = []
        for (parameter, argumentIndex) in zip(member.parameters, mapping) {
            if let argumentIndex {
                let argument = arguments[argumentIndex]
                nodes.append(
                    convert(
                        check(argument.value, expected: parameter.type), to: parameter.type, at: argument.value.range
                    )
                    .node)
            } else {
                nodes.append(defaultValue(of: parameter, in: member, range: range))
            }
        }
        return nodes
    }

    /// The value of a defaulted parameter, checked in its own little source.
    private mutating func defaultValue(of parameter: Schema.Parameter, in member: Schema.Member, range: TextRange)
        -> Node
    {
        let source = SourceText(CaseSource(code: parameter.defaultValue ?? "", path: "<default>"))
        var parser = Parser(source)
        var checker = Checker(schema: schema, text: source)
        // A default may name a registry constant (`.system`), which the case then requires of the implementation.
        (checker.required, checker.requiredIndex) = (required, requiredIndex)
        if let expression = parser.parseWholeExpression(), parser.diagnostics.isEmpty {
            let typed = checker.convert(
                checker.check(expression, expected: parameter.type), to: parameter.type, at: expression.range)
            if checker.diagnostics.isEmpty {
                (required, requiredIndex) = (checker.required, checker.requiredIndex)
                var node = typed.node
                node.range = range
                return node
            }
        }
        error(
            "case.check.unsupported",
            "the default value of '\(parameter.name)' in '\(member.symbol)' is not supported in cases; "
                + "pass it explicitly",
            at: range)
        return .invalid(range)
    }

    private mutating func reportMismatch(
        _ candidates: [Schema.Member], display: String, _ arguments: [Argument], nameRange: TextRange, range: TextRange
    ) {
        let baseName = candidates[0].name
        let written = baseName + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        let sameArity = candidates.filter { candidate in
            let required = candidate.parameters.filter { $0.defaultValue == nil }.count
            return (required...candidate.parameters.count).contains(arguments.count)
        }
        let symbols = candidates.map(\.symbol)
        guard !sameArity.isEmpty else {
            let counts = Set(candidates.map(\.parameters.count)).sorted()
            let expected = counts.map(String.init).joined(separator: " or ")
            let argumentsWord = counts == [1] ? "argument" : "arguments"
            var summary = "'\(display)' takes \(expected) \(argumentsWord), not \(arguments.count)"
            if symbols.count == 1 {
                summary = "'\(symbols[0])' takes \(expected) \(argumentsWord), not \(arguments.count)"
            }
            error(
                "case.check.wrongArity", summary,
                at: arguments.isEmpty ? range : arguments[0].range.union(arguments.last!.range))
            return
        }
        // The declaration the call was written for has the call's first label (`init(configuration:primaryAction:)`
        // for `UIButton(configuration:)`, never `init(coder:)`), whatever its arity; else the nearest of this arity.
        let sameFirstLabel = candidates.filter { candidate in
            arguments.first.map { !$0.isTrailingClosure && candidate.parameters.first?.label == $0.label } ?? false
        }
        let nearest = (sameFirstLabel.isEmpty ? sameArity : sameFirstLabel).min {
            NameSuggester.editDistance(written, $0.symbol) < NameSuggester.editDistance(written, $1.symbol)
        }!
        // Point at the first argument whose label differs from the nearest candidate's.
        var at = nameRange
        for (argument, parameter) in zip(arguments, nearest.parameters) where argument.label != parameter.label {
            at = argument.labelRange ?? argument.value.range
            break
        }
        error(
            "case.check.wrongLabels",
            "incorrect argument labels in call (have '\(written)'); did you mean '\(nearest.symbol)'?", at: at)
    }
}
