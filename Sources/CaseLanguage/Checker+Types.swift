// Type names: references, annotations and conversions to an expected type.
extension Checker {
    /// The qualified type an expression names (`UIButton`, `UIControl.State`), when it names one.
    func typeReference(_ expression: Expression) -> String? {
        switch expression {
        case .identifier(let name, _):
            return variables[name] == nil ? typeName(name) : nil
        case .member(let base, let name, _, _):
            // A name known only for its nested types (`UIContextMenuConfiguration`) may qualify a type.
            guard let outer = typeReference(base) ?? namespaceReference(base) else { return nil }
            let qualified = outer + "." + name
            if schema.type(named: qualified) != nil { return qualified }
            if case .named(let aliased)? = schema.aliases[qualified] { return aliased }
            return nil
        default:
            return nil
        }
    }

    private func namespaceReference(_ expression: Expression) -> String? {
        guard case .identifier(let name, _) = expression, variables[name] == nil,
            schema.type(named: name)?.kind == .namespace
                || schema.types.keys.contains(where: { $0.hasPrefix(name + ".") })
        else { return nil }
        return name
    }

    func typeName(_ name: String) -> String? {
        if let type = schema.type(named: name), type.kind != .namespace { return name }
        if case .named(let aliased)? = schema.aliases[name] { return aliased }
        let renamed = ["TimeInterval": "Double", "NSInteger": "Int"]
        return renamed[name]
    }

    mutating func resolveAnnotation(_ syntax: TypeSyntax, at range: TextRange) -> CaseType {
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
        case (.function(let parameters, let result), .function(let targetParameters, let targetResult)):
            return parameters == targetParameters && result == targetResult
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
    mutating func convert(_ typed: Typed, to target: CaseType?, at range: TextRange) -> Typed {
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
}
