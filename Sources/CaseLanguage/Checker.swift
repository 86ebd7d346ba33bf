import ControlContract
import ControlSpecModel

/// Resolves every name, type, member, initializer and argument label of a block against a
/// ``Schema`` and produces the resolved form that the compiler turns into closures.
///
/// Type inference is contextual and simple: literals take the type their context asks for,
/// members and parameters have declared types, and implicit members (`.normal`) take their type
/// from the parameter, the annotation, the other operand of `==`, `!=`, `??` or an arithmetic
/// operator, or the element type of an array.
struct Checker {
    struct Typed {
        var node: Node
        var type: CaseType
    }

    struct Variable {
        var slot: Int
        var type: CaseType
        var isVariable: Bool
    }

    let schema: Schema
    let text: SourceText
    /// What the check found so far; trying an overload saves and restores it (see `checkCall`).
    var diagnostics: [Diagnostic] = []
    var variables: [String: Variable] = [:]
    /// The names declared in the innermost block: a closure body or a branch may shadow the rest.
    var scopeNames: Set<String> = []
    private var slotCount = 0
    var required: [[String]] = []
    var requiredIndex: [[String]: Int] = [:]
    /// The registry's value of each contract constant required so far, by key.
    var registryValues: [String: Value] = [:]
    /// Every string literal of the case: an `EventRecorder` case needs the events it names.
    var stringLiterals: Set<String> = []
    /// The target of the mutating method being resolved, for ``memberNode(_:receiver:arguments:range:nameRange:)``.
    var mutatingTarget: (LValue, CaseType)?
    var capturing = false
    var skipCapture = false
    var tryDepth = 0

    init(schema: Schema, text: SourceText) {
        self.schema = schema
        self.text = text
    }

    // MARK: - Statements

    mutating func check(_ statements: [Statement]) -> CheckedCase {
        let checked = checkBlock(statements)
        requireRecordedEvents()
        // The buttons a figure draws: the case's own `let` and `var` of type UIButton, in the order declared.
        let buttons = variables.filter { $0.value.type == .named("UIButton") }.sorted { $0.value.slot < $1.value.slot }
        return CheckedCase(
            statements: checked, slotCount: slotCount, requiredMembers: required, registryValues: registryValues,
            text: text, buttonVariables: buttons.map { (name: $0.key, slot: $0.value.slot) })
    }

    /// An `EventRecorder` observes the events the implementation has; a case that names an event (`"touchDown"`)
    /// needs that event's constant, so that without it the case is unsupported rather than failed. The registry's
    /// value of every event is kept for a protocol-1 implementation, whose recorder observes them all.
    private mutating func requireRecordedEvents() {
        guard requiredIndex[[KitHarness.eventRecorderInit]] != nil else { return }
        let events = Dictionary(
            schema.constants(of: "UIControl.Event").map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }
        )
        for name in KitHarness.eventNames {
            guard let value = events[name] else { continue }
            let key = "UIControl.Event." + name
            registryValues[key] = value
            if stringLiterals.contains(name) { _ = requireMember([key]) }
        }
    }

    /// The slot the next declaration gets.
    var nextSlot: Int { slotCount }

    /// A new variable slot; slots are never reused, so a closure's locals never meet the case's.
    mutating func allocateSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    /// Checks the statements of a nested block (a closure body, a branch) in a scope of its own.
    mutating func checkScope(_ statements: [Statement], declaring: [(String, Variable)] = []) -> [CheckedStatement] {
        let saved = (variables, scopeNames)
        scopeNames = []
        for (name, variable) in declaring {
            variables[name] = variable
            scopeNames.insert(name)
        }
        defer { (variables, scopeNames) = saved }
        return checkBlock(statements)
    }

    mutating func checkBlock(_ statements: [Statement]) -> [CheckedStatement] {
        var checked: [CheckedStatement] = []
        for statement in statements {
            switch statement {
            case .importDeclaration:
                continue
            case .declaration(let isVariable, let name, let nameRange, let typeSyntax, let typeRange, let value, _):
                var annotated: CaseType?
                if let typeSyntax, let typeRange { annotated = resolveAnnotation(typeSyntax, at: typeRange) }
                let typed = convert(check(value, expected: annotated), to: annotated, at: value.range)
                if name == "_" {
                    checked.append(.evaluate(typed.node))
                    continue
                }
                if scopeNames.contains(name) {
                    error("case.check.redeclaration", "invalid redeclaration of '\(name)'", at: nameRange)
                }
                var type = annotated ?? typed.type
                if type == .void {
                    error(
                        "case.check.typeMismatch", "'\(name)' would hold no value: the expression returns Void",
                        at: value.range)
                    type = .error
                }
                let slot = allocateSlot()
                variables[name] = Variable(slot: slot, type: type, isVariable: isVariable)
                scopeNames.insert(name)
                checked.append(.bind(slot: slot, typed.node))
            case .ifStatement(let condition, let then, let otherwise, _):
                let typed = convert(check(condition, expected: .bool), to: .bool, at: condition.range)
                checked.append(
                    .branch(
                        condition: typed.node, then: checkScope(then), otherwise: checkScope(otherwise ?? [])))
            case .assignment(let target, let op, let operatorRange, let value, let range):
                guard let (lvalue, type) = checkTarget(target, compound: op != "=") else {
                    if !value.needsContext { _ = check(value, expected: nil) }
                    continue
                }
                var typed = check(value, expected: type == .error ? nil : type)
                if op != "=" {
                    if !type.isNumeric, type != .error {
                        error(
                            "case.check.typeMismatch", "'\(op)' needs a number, not a value of type '\(type)'",
                            at: operatorRange)
                    }
                }
                typed = convert(typed, to: type, at: value.range)
                checked.append(.assign(lvalue, operator: op, value: typed.node, range: range))
            case .expression(let expression):
                checked.append(.evaluate(check(expression, expected: nil).node))
            case .returnStatement(let value, let range):
                // A value-returning closure takes its last `return` apart (Checker+Closures); any other is early.
                if !value.needsContext { _ = check(value, expected: nil) }
                error(
                    "case.check.unsupported",
                    "'return' is supported only as the last statement of a closure that returns a value", at: range)
            }
        }
        return checked
    }

    /// Resolves the target of an assignment; nil after a diagnostic.
    mutating func checkTarget(_ target: Expression, compound: Bool) -> (LValue, CaseType)? {
        switch target {
        case .identifier("_", _):
            return compound ? nil : (.discard, .any)
        case .identifier(let name, let range):
            guard let variable = variables[name] else {
                _ = check(target, expected: nil)
                return nil
            }
            if !variable.isVariable {
                error(
                    "case.check.assignToLet", "cannot assign to value: '\(name)' is a 'let' constant", at: range,
                    fix: "declare it with 'var'")
                return nil
            }
            return (.local(variable.slot), variable.type)
        case .optionalEvaluation(let inner, _), .parenthesized(let inner, _):
            return checkTarget(inner, compound: compound)
        case .optionalChain(let inner, let range):
            // `button.configuration?` as the base of a changed value: a nil ends the assignment.
            guard
                let (lvalue, wrapped) = optionalTarget(
                    inner, at: range,
                    otherwise: { "cannot use optional chaining on non-optional value of type '\($0)'" })
            else { return nil }
            return (.chained(lvalue), wrapped)
        case .member(let base, let name, let nameRange, let range):
            if let typeName = typeReference(base) {
                error(
                    "case.check.readOnly",
                    "cannot assign to '\(typeName).\(name)': static members are read-only in cases",
                    at: nameRange)
                return nil
            }
            let saved = (diagnostics, required, requiredIndex)
            let baseTyped = check(base, expected: nil)
            guard let member = instanceMember(of: baseTyped.type, named: name, at: nameRange, isCall: false) else {
                return nil
            }
            guard case .property(let settable) = member.kind, settable else {
                error(
                    "case.check.readOnly", "cannot assign to property: '\(name)' is a get-only property", at: nameRange)
                return nil
            }
            let type = member.acceptsNil ? member.type.madeOptional : member.type
            if let nativeKey = member.nativeKey {
                // The base is itself a target (`frame.origin` in `frame.origin.x = 1`): check it as one.
                (diagnostics, required, requiredIndex) = saved
                guard let (baseLValue, _) = checkTarget(base, compound: true) else { return nil }
                guard let getter = NativeLibrary.function(for: nativeKey, type: member.owner, rawValues: []),
                    let setter = NativeLibrary.setter(for: MemberKey.setter(nativeKey))
                else {
                    error("case.check.unsupported", "'\(name)' cannot be assigned in cases", at: nameRange)
                    return nil
                }
                return (.valueProperty(base: baseLValue, getter: getter, setter: setter, range: range), type)
            }
            if rejectsUnmodelled(member.keys.first.map(MemberKey.setter), at: nameRange) { return nil }
            if schema.type(named: member.owner)?.isContractStructure == true {
                // A property of a structure value: get the structure, change it through the
                // implementation's setter, and store the changed structure back.
                (diagnostics, required, requiredIndex) = saved
                guard let (baseLValue, baseType) = checkTarget(base, compound: true) else { return nil }
                let getter = requireMember(member.keys)
                let setter = requireMember(member.keys.map(MemberKey.setter))
                return (
                    .structureProperty(
                        base: baseLValue, getter: getter, setter: setter, type: type, structure: baseType, range: range),
                    type
                )
            }
            let getter = compound ? requireMember(member.keys) : nil
            let setter = requireMember(member.keys.map(MemberKey.setter))
            return (
                .objectProperty(base: baseTyped.node, getter: getter, setter: setter, type: type, range: range), type
            )
        case .forceUnwrap(let inner, let range):
            // `button.configuration!.title = "x"`: the base must not be nil.
            guard
                let (lvalue, wrapped) = optionalTarget(
                    inner, at: range, otherwise: { "cannot force unwrap value of non-optional type '\($0)'" })
            else { return nil }
            return (.forced(lvalue, range: inner.range), wrapped)
        case .subscripted(_, _, let range):
            error("case.check.unsupported", "assigning through a subscript is not supported in cases", at: range)
            return nil
        default:
            _ = check(target, expected: nil)
            error("case.check.notAssignable", "cannot assign to this expression", at: target.range)
            return nil
        }
    }

    /// The target `inner`, the base of a `?` or `!`, with the type it wraps; when it is not optional, an error at
    /// `range` whose summary `otherwise` makes from its type, and `nil`.
    private mutating func optionalTarget(
        _ inner: Expression, at range: TextRange, otherwise summary: (CaseType) -> String
    ) -> (LValue, CaseType)? {
        guard let (lvalue, type) = checkTarget(inner, compound: true) else { return nil }
        guard case .optional(let wrapped) = type else {
            if type != .error { error("case.check.typeMismatch", summary(type), at: range) }
            return nil
        }
        return (lvalue, wrapped)
    }

    // MARK: - Diagnostics

    mutating func error(_ id: String, _ summary: String, at range: TextRange, fix: String? = nil) {
        diagnostics.append(text.diagnostic(id, summary, at: range, fix: fix))
    }

    /// The candidate nearest to `name`, when it is near enough to be a likely typo: the kit's one suggester.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        NameSuggester.suggestion(for: name, among: candidates)
    }
}
