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
    private(set) var diagnostics: [Diagnostic] = []
    private var variables: [String: Variable] = [:]
    private var slotCount = 0
    private var required: [[String]] = []
    private var requiredIndex: [[String]: Int] = [:]
    private var capturing = false
    private var skipCapture = false
    private var tryDepth = 0

    init(schema: Schema, text: SourceText) {
        self.schema = schema
        self.text = text
    }

    // MARK: - Statements

    mutating func check(_ statements: [Statement]) -> CheckedCase {
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
                if variables[name] != nil {
                    error("case.check.redeclaration", "invalid redeclaration of '\(name)'", at: nameRange)
                }
                var type = annotated ?? typed.type
                if type == .void {
                    error(
                        "case.check.typeMismatch", "'\(name)' would hold no value: the expression returns Void",
                        at: value.range)
                    type = .error
                }
                let slot = slotCount
                slotCount += 1
                variables[name] = Variable(slot: slot, type: type, isVariable: isVariable)
                checked.append(.bind(slot: slot, typed.node))
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
            }
        }
        return CheckedCase(statements: checked, slotCount: slotCount, requiredMembers: required, text: text)
    }

    /// Resolves the target of an assignment; nil after a diagnostic.
    private mutating func checkTarget(_ target: Expression, compound: Bool) -> (LValue, CaseType)? {
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
            let getter = compound ? requireMember(member.keys) : nil
            let setter = requireMember(member.keys.map(MemberKey.setter))
            return (
                .objectProperty(base: baseTyped.node, getter: getter, setter: setter, type: type, range: range), type
            )
        case .subscripted(_, _, let range):
            error("case.check.unsupported", "assigning through a subscript is not supported in cases", at: range)
            return nil
        default:
            _ = check(target, expected: nil)
            error("case.check.notAssignable", "cannot assign to this expression", at: target.range)
            return nil
        }
    }

    // MARK: - Expressions

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
        case .parenthesized, .tryExpression, .optionalChain, .macro, .selector: return false
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
        }
    }

    private func failed(_ range: TextRange) -> Typed { Typed(node: .invalid(range), type: .error) }

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

    private mutating func unknownIdentifier(_ name: String, at range: TextRange) {
        let candidates =
            Array(variables.keys) + schema.globalFunctionNames
            + schema.types.keys.filter { !$0.contains(".") && $0 != SchemaBuilder.harness }
        var summary = "cannot find '\(name)' in scope"
        if let suggestion = Self.suggestion(for: name, among: candidates) {
            summary += "; did you mean '\(suggestion)'?"
        }
        error("case.check.unknownIdentifier", summary, at: range)
    }

    // MARK: - Types

    /// The qualified type an expression names (`UIButton`, `UIControl.State`), when it names one.
    private func typeReference(_ expression: Expression) -> String? {
        switch expression {
        case .identifier(let name, _):
            return variables[name] == nil ? typeName(name) : nil
        case .member(let base, let name, _, _):
            guard let outer = typeReference(base) else { return nil }
            let qualified = outer + "." + name
            if schema.type(named: qualified) != nil { return qualified }
            if case .named(let aliased)? = schema.aliases[qualified] { return aliased }
            return nil
        default:
            return nil
        }
    }

    private func typeName(_ name: String) -> String? {
        if let type = schema.type(named: name), type.kind != .namespace { return name }
        if case .named(let aliased)? = schema.aliases[name] { return aliased }
        let renamed = ["TimeInterval": "Double", "NSInteger": "Int"]
        return renamed[name]
    }

    private mutating func resolveAnnotation(_ syntax: TypeSyntax, at range: TextRange) -> CaseType {
        switch syntax {
        case .named(let name):
            if ["Any", "AnyObject", "AnyHashable"].contains(name) { return .any }
            if let resolved = typeName(name) { return .named(resolved) }
            var summary = "cannot find type '\(name)' in scope"
            let candidates = schema.types.keys.filter { $0 != SchemaBuilder.harness }
            if let suggestion = Self.suggestion(for: name, among: Array(candidates)) {
                summary += "; did you mean '\(suggestion)'?"
            }
            error("case.check.unknownType", summary, at: range)
            return .error
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return resolveAnnotation(wrapped, at: range).madeOptional
        case .array(let element):
            return .array(resolveAnnotation(element, at: range))
        case .generic("Array", let arguments) where arguments.count == 1:
            return .array(resolveAnnotation(arguments[0], at: range))
        case .generic("Set", let arguments) where arguments.count == 1:
            return .set(resolveAnnotation(arguments[0], at: range))
        default:
            error("case.check.unsupported", "this type is not supported in cases", at: range)
            return .error
        }
    }

    /// Whether a value of type `source` can be used where `target` is expected.
    func isAssignable(_ source: CaseType, to target: CaseType) -> Bool {
        if source == target { return true }
        switch (source, target) {
        case (.error, _), (_, .error), (_, .any): return true
        case (.optional(let wrapped), .optional(let targetWrapped)): return isAssignable(wrapped, to: targetWrapped)
        case (_, .optional(let targetWrapped)): return isAssignable(source, to: targetWrapped)
        case (.array(let element), .array(let targetElement)), (.set(let element), .set(let targetElement)):
            return isAssignable(element, to: targetElement)
        case (.named(let name), .named(let targetName)):
            if source.isFloating && target.isFloating { return true }
            if source.isInteger && target.isInteger { return true }
            if schema.isClass(source), schema.isClass(target) { return schema.isSubclass(name, of: targetName) }
            // A type the schema does not know (a registry type outside the language) is not
            // checked further.
            return schema.type(named: targetName) == nil && !targetName.hasPrefix("(")
        default:
            return false
        }
    }

    /// Reports a value that does not fit its context.
    private mutating func convert(_ typed: Typed, to target: CaseType?, at range: TextRange) -> Typed {
        guard let target, !isAssignable(typed.type, to: target) else { return typed }
        if typed.type.isOptional, isAssignable(typed.type.unwrapped, to: target) {
            error(
                "case.check.optionalNotUnwrapped",
                "value of optional type '\(typed.type)' must be unwrapped to a value of type '\(target)'", at: range,
                fix: "unwrap it with '!', '??' or 'try #require(…)'")
        } else {
            error(
                "case.check.typeMismatch", "cannot convert value of type '\(typed.type)' to expected type '\(target)'",
                at: range)
        }
        return Typed(node: typed.node, type: .error)
    }

    // MARK: - Members

    private mutating func requireMember(_ keys: [String]) -> Int {
        if let index = requiredIndex[keys] { return index }
        required.append(keys)
        requiredIndex[keys] = required.count - 1
        return required.count - 1
    }

    /// The node that performs a resolved member.
    private mutating func memberNode(
        _ member: Schema.Member, receiver: Node?, arguments: [Node], range: TextRange, nameRange: TextRange
    ) -> Node {
        if case .constant(let value) = member.kind {
            guard let value else {
                error(
                    "case.check.unsupported", "the registry gives no raw value for '\(member.owner).\(member.name)'",
                    at: nameRange)
                return .invalid(range)
            }
            return Node(.constant(value), range)
        }
        if let nativeKey = member.nativeKey {
            let rawValues = Set(
                schema.constants(of: member.owner).compactMap { constant -> Int? in
                    if case .enumeration(_, let raw) = constant.value { return raw }
                    return nil
                })
            guard let function = NativeLibrary.function(for: nativeKey, type: member.owner, rawValues: rawValues) else {
                error("case.check.unsupported", "'\(member.key)' is not implemented by the interpreter", at: nameRange)
                return .invalid(range)
            }
            return Node(.native(function, receiver: receiver, arguments: arguments), range)
        }
        if rejectsUnmodelled(member.keys.first, at: nameRange) { return .invalid(range) }
        let index = requireMember(member.keys)
        return Node(.contract(member: index, receiver: receiver, arguments: arguments, result: member.type), range)
    }

    /// Reports the contract member `key` when the reference does not model it (see ``UnmodelledMembers``).
    private mutating func rejectsUnmodelled(_ key: String?, at range: TextRange) -> Bool {
        guard let key, let reason = UnmodelledMembers.reason(for: key) else { return false }
        error("case.check.notModelled", "'\(key)' is not modelled by the reference", at: range, fix: reason)
        return true
    }

    /// The instance property or method `name` of a value of `type`; nil after a diagnostic.
    private mutating func instanceMember(of type: CaseType, named name: String, at range: TextRange, isCall: Bool)
        -> Schema.Member?
    {
        switch type {
        case .error: return nil
        case .optional:
            error(
                "case.check.optionalNotUnwrapped",
                "value of optional type '\(type)' must be unwrapped to refer to member '\(name)'", at: range,
                fix: "use '?.' to chain, '!' to force unwrap or 'try #require(…)'")
            return nil
        default: break
        }
        let members = schema.members(named: name, of: type, isStatic: false)
        if isCall, let first = members.first { return first }
        if !isCall, let property = members.first(where: \.isProperty) { return property }
        if !isCall, !members.isEmpty {
            error("case.check.unappliedMethod", "method '\(name)' must be called: write '\(name)(…)'", at: range)
            return nil
        }
        unknownMember(name, of: type, isStatic: false, at: range)
        return nil
    }

    private mutating func unknownMember(_ name: String, of type: CaseType, isStatic: Bool, at range: TextRange) {
        let described =
            isStatic
            ? "type '\(type.description.replacingOccurrences(of: ".Type", with: ""))'" : "value of type '\(type)'"
        if !isStatic, !schema.members(named: name, of: type, isStatic: true).isEmpty {
            error(
                "case.check.unknownMember", "static member '\(name)' cannot be used on instance of type '\(type)'",
                at: range)
            return
        }
        if isStatic, !schema.members(named: name, of: type, isStatic: false).isEmpty {
            error(
                "case.check.unknownMember", "instance member '\(name)' cannot be used on \(described)", at: range)
            return
        }
        var summary = "\(described) has no member '\(name)'"
        let names = schema.memberNames(of: type, isStatic: isStatic)
        if let suggestion = Self.suggestion(for: name, among: names) { summary += "; did you mean '\(suggestion)'?" }
        error("case.check.unknownMember", summary, at: range)
    }

    /// `Type.name` without a call: a static property or constant.
    private mutating func staticMember(of typeName: String, named name: String, nameRange: TextRange, range: TextRange)
        -> Typed
    {
        if schema.type(named: typeName + "." + name) != nil {
            error(
                "case.check.typeAsValue", "type '\(typeName).\(name)' cannot be used as a value", at: range)
            return failed(range)
        }
        let members = schema.members(named: name, of: .metatype(typeName), isStatic: true)
        if let property = members.first(where: \.isProperty) {
            return Typed(
                node: memberNode(property, receiver: nil, arguments: [], range: range, nameRange: nameRange),
                type: property.type)
        }
        if !members.isEmpty {
            error("case.check.unappliedMethod", "method '\(name)' must be called: write '\(name)(…)'", at: nameRange)
            return failed(range)
        }
        unknownMember(name, of: .named(typeName), isStatic: true, at: nameRange)
        return failed(range)
    }

    /// `.name`: a static member of the contextual type.
    private mutating func checkImplicitMember(_ name: String, range: TextRange, context: CaseType?, isCall: Bool)
        -> Typed
    {
        guard let context, context != .error else {
            error(
                "case.check.badImplicitMember",
                "cannot infer the type of '.\(name)' here; write it in full: 'Type.\(name)'",
                at: range)
            return failed(range)
        }
        guard case .named(let typeName) = context else {
            if context != .any {
                error("case.check.badImplicitMember", "type '\(context)' has no member '\(name)'", at: range)
            } else {
                error(
                    "case.check.badImplicitMember",
                    "cannot infer the type of '.\(name)' here; write it in full: 'Type.\(name)'",
                    at: range)
            }
            return failed(range)
        }
        let members = schema.members(named: name, of: .metatype(typeName), isStatic: true)
        if let property = members.first(where: \.isProperty), isAssignable(property.type, to: context) {
            return Typed(
                node: memberNode(property, receiver: nil, arguments: [], range: range, nameRange: range),
                type: property.type)
        }
        var summary = "type '\(typeName)' has no member '\(name)'"
        let names = schema.memberNames(of: .metatype(typeName), isStatic: true).filter { candidate in
            schema.members(named: candidate, of: .metatype(typeName), isStatic: true).contains {
                $0.isProperty && isAssignable($0.type, to: context)
            }
        }
        if let suggestion = Self.suggestion(for: name, among: names) { summary += "; did you mean '.\(suggestion)'?" }
        error("case.check.badImplicitMember", summary, at: range)
        return failed(range)
    }

    // MARK: - Calls

    private mutating func checkCall(_ callee: Expression, _ arguments: [Argument], range: TextRange, context: CaseType?)
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
            if next < arguments.count, arguments[next].label == parameter.label {
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
        if let expression = parser.parseWholeExpression(), parser.diagnostics.isEmpty {
            let typed = checker.convert(
                checker.check(expression, expected: parameter.type), to: parameter.type, at: expression.range)
            if checker.diagnostics.isEmpty, checker.required.isEmpty {
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
        let nearest = sameArity.min {
            Self.editDistance(written, $0.symbol) < Self.editDistance(written, $1.symbol)
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

    // MARK: - Operators

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

    private mutating func checkBinary(
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

    // MARK: - Macros and selectors

    private mutating func checkMacro(_ name: String, _ arguments: [Argument], nameRange: TextRange, range: TextRange)
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

    private mutating func checkSelector(_ reference: SelectorReference, range: TextRange) -> Typed {
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

    // MARK: - Diagnostics

    private mutating func error(_ id: String, _ summary: String, at range: TextRange, fix: String? = nil) {
        diagnostics.append(text.diagnostic(id, summary, at: range, fix: fix))
    }

    /// The candidate nearest to `name`, when it is near enough to be a likely typo.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        var best: (String, Int)?
        for candidate in Set(candidates) where candidate != name {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(name, candidate)
            if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        guard let (candidate, distance) = best else { return nil }
        return distance <= max(1, min(4, name.count / 3)) ? candidate : nil
    }

    /// The Levenshtein distance between two strings, in characters.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first)
        let b = Array(second)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
