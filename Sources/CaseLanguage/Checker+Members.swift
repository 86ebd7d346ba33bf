// Members: instance, static and implicit (`.normal`) members of the schema.
extension Checker {
    mutating func requireMember(_ keys: [String]) -> Int {
        if let index = requiredIndex[keys] { return index }
        required.append(keys)
        requiredIndex[keys] = required.count - 1
        return required.count - 1
    }

    /// The node that performs a resolved member.
    mutating func memberNode(
        _ member: Schema.Member, receiver: Node?, arguments: [Node], range: TextRange, nameRange: TextRange
    ) -> Node {
        if case .constant(let value) = member.kind {
            guard let value else {
                error(
                    "case.check.unsupported", "the registry gives no raw value for '\(member.owner).\(member.name)'",
                    at: nameRange)
                return .invalid(range)
            }
            guard member.isContractConstant else { return Node(.constant(value), range) }
            if rejectsUnmodelled(member.key, at: nameRange) { return .invalid(range) }
            let index = requireMember([member.key])
            registryValues[member.key] = value
            return Node(.contract(member: index, receiver: nil, arguments: [], result: member.type), range)
        }
        if let nativeKey = member.nativeKey, NativeLibrary.runsClosure(nativeKey), let receiver {
            // A transformer is its closure in cases, so calling it runs the closure.
            return Node(.callClosure(receiver: receiver, arguments: arguments), range)
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
        if member.isMutating {
            guard let (target, structure) = mutatingTarget else { return .invalid(range) }
            let index = requireMember(member.keys)
            return Node(.mutatingCall(target, member: index, arguments: arguments, structure: structure), range)
        }
        let index = requireMember(member.keys)
        if let receiver, schema.type(named: member.owner)?.isContractStructure == true {
            // A structure's member gets the structure as its first argument (DESIGN-23: member keys).
            return Node(
                .contract(member: index, receiver: nil, arguments: [receiver] + arguments, result: member.type), range)
        }
        return Node(.contract(member: index, receiver: receiver, arguments: arguments, result: member.type), range)
    }

    /// Reports the contract member `key` when the reference does not model it (see ``UnmodelledMembers``).
    mutating func rejectsUnmodelled(_ key: String?, at range: TextRange) -> Bool {
        if let key, rejectsUnavailableInSwift(key, at: range) { return true }
        guard schema.rejectsUnmodelledMembers, let key, let reason = UnmodelledMembers.reason(for: key) else {
            return false
        }
        error("case.check.notModelled", "'\(key)' is not modelled by the reference", at: range, fix: reason)
        return true
    }

    /// Reports the contract member `key` (a setter ends in `=`) when Swift does not import it, with Swift's message.
    mutating func rejectsUnavailableInSwift(_ key: String, at range: TextRange) -> Bool {
        let id = key.hasSuffix("=") ? String(key.dropLast()) : key
        guard let (reason, replacement) = schema.unavailableInSwift[id] else { return false }
        let name = id.split(separator: ".").last.map(String.init) ?? id
        let instead = replacement.map { "use '\($0)' instead, or the title label's own property (titleLabel?.…)" }
        error(
            "case.check.unavailableInSwift", "'\(name)' is unavailable: \(reason)", at: range,
            fix: (instead ?? "use what Swift imports instead") + "; show '\(id)' in an Objective-C example")
        return true
    }

    /// The instance property or method `name` of a value of `type`; nil after a diagnostic.
    mutating func instanceMember(of type: CaseType, named name: String, at range: TextRange, isCall: Bool)
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

    mutating func unknownMember(_ name: String, of type: CaseType, isStatic: Bool, at range: TextRange) {
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
    mutating func staticMember(of typeName: String, named name: String, nameRange: TextRange, range: TextRange)
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
    mutating func checkImplicitMember(_ name: String, range: TextRange, context: CaseType?, isCall: Bool)
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
}
