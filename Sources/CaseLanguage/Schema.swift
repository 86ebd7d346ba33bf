import ControlContract
import ControlSpecModel
import Foundation
import Synchronization

/// The types and members that the checker and the interpreter know.
///
/// A schema is built from Swift declaration strings: every member of the registry, plus the
/// members cases need beyond it (`BuiltinDeclarations.swift`: `UIView`, `UILabel`, value types,
/// the harness). Members of classes are performed by the implementation under test through the
/// contract, under their member key (`UIControl.isEnabled`); members of value types, enumerations
/// and option sets are performed by the interpreter.
package struct Schema: Sendable {
    struct Parameter: Sendable {
        /// The argument label; nil for `_`.
        var label: String?
        var name: String
        var type: CaseType
        var defaultValue: String?
    }

    struct Member: Sendable {
        enum Kind: Sendable {
            case property(settable: Bool)
            case method
            case initializer(failable: Bool)
            /// An enumeration case or option-set value; nil when the registry gives no raw value.
            case constant(Value?)
        }

        /// The base name (`setTitle`, `isEnabled`, `init`).
        var name: String
        /// The name with argument labels (`setTitle(_:for:)`).
        var symbol: String
        /// The type that declares the member (`UIControl` for `isEnabled`).
        var owner: String
        var kind: Kind
        var isStatic: Bool
        var parameters: [Parameter]
        /// The property type, the return type (`Void` for none) or, for initializers, the type.
        var type: CaseType
        /// A property declared `T!`: it reads as `T` and accepts `nil`.
        var acceptsNil = false
        /// A `mutating func` of a structure (`setDefaultContentInsets()`).
        var isMutating = false
        var objcName: String?
        /// The interpreter's implementation, for members of value types; nil for contract members.
        var nativeKey: String?
        /// The contract keys to try, most derived first (overrides fall back to the overridden member).
        var keys: [String] = []
        /// A constant of the registry (`UIControl.State.highlighted`): its value comes from the implementation
        /// under test, through the contract member ``key``, so that a case about a raw value tests the
        /// implementation rather than the kit. Built-in constants (`NSTextAlignment.left`) are the kit's.
        var isContractConstant = false

        var key: String { owner + "." + symbol }

        var isProperty: Bool {
            if case .property = kind { return true }
            if case .constant = kind { return true }
            return false
        }

        var isCallable: Bool {
            switch kind {
            case .method, .initializer: return true
            default: return false
            }
        }
    }

    struct TypeInfo: Sendable {
        enum Kind: Sendable, Equatable {
            case classType, structure, enumeration, optionSet, namespace
            /// Known by name only: values can be passed around and compared with `nil`.
            case opaque
        }

        var name: String
        var kind: Kind
        var superclass: String?
        /// Values of the type are plain data handled by the interpreter.
        var isNative: Bool
        var members: [String: [Member]] = [:]
        /// False for a Swift enumeration declared without raw values: no `rawValue`, no `init(rawValue:)`.
        var hasRawValues = true

        /// A structure of the registry (`UIButton.Configuration`): plain data on the case side, but
        /// every member is a contract call, so that the implementation owns its semantics.
        var isContractStructure: Bool { kind == .structure && !isNative }
    }

    var types: [String: TypeInfo] = [:]
    var aliases: [String: CaseType] = [:]
    /// Members of the registry that Swift does not import, by member key, with Swift's reason and the registry's
    /// replacement: the checker refuses them as Swift would (`case.check.unavailableInSwift`).
    package internal(set) var unavailableInSwift: [String: (reason: String, replacement: String?)] = [:]
    /// Declarations that could not be read; members behind them are unknown to cases.
    package internal(set) var problems: [Diagnostic] = []
    /// Whether the checker rejects the members that ``UnmodelledMembers`` lists; tests of the
    /// language turn it off to run such members against a fake implementation.
    var rejectsUnmodelledMembers = true

    /// A schema of the built-in declarations and every member of the registry.
    package init(registry: Registry) {
        var builder = SchemaBuilder()
        builder.add(registry: registry)
        self = builder.build()
    }

    /// A schema of the built-in declarations alone (views, value types, the harness).
    package static let builtin = Schema(registry: Registry(members: []))

    init(
        types: [String: TypeInfo], aliases: [String: CaseType], problems: [Diagnostic],
        unavailableInSwift: [String: (reason: String, replacement: String?)] = [:]
    ) {
        self.types = types
        self.aliases = aliases
        self.problems = problems
        self.unavailableInSwift = unavailableInSwift
    }

    /// Every member key that cases may ask an implementation for, sorted (setters end in `=`).
    package var contractMemberKeys: [String] {
        var keys: Set<String> = []
        for type in types.values where !type.isNative {
            if type.kind == .classType || type.isContractStructure {
                keys.formUnion(initializers(of: type.name).map(\.key))
            }
            for member in type.members.values.joined() where member.nativeKey == nil {
                switch member.kind {
                case .property(let settable):
                    keys.insert(member.key)
                    if settable { keys.insert(MemberKey.setter(member.key)) }
                case .method: keys.insert(member.key)
                case .initializer, .constant: break
                }
            }
        }
        for type in types.values {
            for member in type.members.values.joined() where member.isContractConstant { keys.insert(member.key) }
        }
        // What Swift does not import, no case can ask for.
        let unavailable = unavailableInSwift.keys.flatMap { [$0, MemberKey.setter($0)] }
        return keys.subtracting(KitHarness.keySet).subtracting(unavailable).sorted()
    }

    // MARK: - Lookup

    func type(named name: String) -> TypeInfo? { types[name] }

    /// Whether values of `type` are structures whose members the implementation performs.
    func isContractStructure(_ type: CaseType) -> Bool {
        guard let name = type.name else { return false }
        return types[name]?.isContractStructure == true
    }

    /// The class and its superclasses, the class first.
    func ancestry(of name: String) -> [String] {
        var result: [String] = []
        var current: String? = name
        while let next = current, !result.contains(next) {
            result.append(next)
            current = types[next]?.superclass
        }
        return result
    }

    func isSubclass(_ name: String, of ancestor: String) -> Bool {
        ancestry(of: name).contains(ancestor)
    }

    func isClass(_ type: CaseType) -> Bool {
        guard let name = type.name else { return false }
        return types[name]?.kind == .classType
    }

    /// The schema type that holds the members of a static type (`Array` for `[T]`).
    private func holder(of type: CaseType) -> (name: String, element: CaseType?)? {
        switch type {
        case .named(let name): return (name, nil)
        case .array(let element): return ("Array", element)
        case .set(let element): return ("Set", element)
        case .metatype(let name): return (name, nil)
        default: return nil
        }
    }

    /// The members called `name` that an expression of `type` offers (instance members, or
    /// static members when `isStatic`), the most derived first, with generic types substituted.
    func members(named name: String, of type: CaseType, isStatic: Bool) -> [Member] {
        guard let (holder, element) = holder(of: type) else { return [] }
        var result: [Member] = []
        var seen: [String: Int] = [:]
        for className in ancestry(of: holder) {
            guard let candidates = types[className]?.members[name] else { continue }
            for var member in candidates where member.isStatic == isStatic && member.name != "init" {
                // An override repeats the symbol and the parameter types; an overload changes the types.
                let signature = member.symbol + member.parameters.map { "\($0.type)" }.joined(separator: ",")
                if let position = seen[signature] {
                    result[position].keys.append(member.key)
                    continue
                }
                member.keys = [member.key]
                if let element { member = member.substituting(element: element) }
                if case .named("Self") = member.type { member.type = .named(holder) }
                seen[signature] = result.count
                result.append(member)
            }
        }
        return result
    }

    /// The initializers of a type: its own, then inherited ones; keyed by the type they create.
    func initializers(of name: String) -> [Member] {
        var result: [Member] = []
        var seen: Set<String> = []
        let chain = types[name]?.kind == .classType ? ancestry(of: name) : [name]
        for className in chain {
            // A subclass's initializer hides its superclass's with the same labels; overloads of one
            // type with the same labels (`String(42)`, `String(attributed.characters)`) are all kept.
            let own = types[className]?.members["init"] ?? []
            defer { seen.formUnion(own.map(\.symbol)) }
            for var member in own where !seen.contains(member.symbol) {
                if member.nativeKey == nil {
                    member.owner = name
                    if case .initializer(let failable) = member.kind {
                        member.type = failable ? .optional(.named(name)) : .named(name)
                    }
                }
                member.keys = [member.key]
                result.append(member)
            }
        }
        return result
    }

    /// Every member name an expression of `type` offers, for "did you mean" suggestions.
    func memberNames(of type: CaseType, isStatic: Bool) -> [String] {
        guard let (holder, _) = holder(of: type) else { return [] }
        var names: Set<String> = []
        for className in ancestry(of: holder) {
            for (name, members) in types[className]?.members ?? [:]
            where name != "init" && members.contains(where: { $0.isStatic == isStatic }) {
                names.insert(name)
            }
        }
        return names.sorted()
    }

    /// The harness's free functions (`tap`, `touchDown`, `makeImage`).
    func globalFunctions(named name: String) -> [Member] {
        (types[SchemaBuilder.harness]?.members[name] ?? []).map {
            var member = $0
            member.keys = [member.key]
            return member
        }
    }

    var globalFunctionNames: [String] { (types[SchemaBuilder.harness]?.members.keys).map(Array.init) ?? [] }

    /// The constants of an enumeration or option set, in declaration order.
    func constants(of typeName: String) -> [(name: String, value: Value)] {
        guard let type = types[typeName] else { return [] }
        var result: [(String, Value, Int)] = []
        for member in type.members.values.joined() {
            if case .constant(let value?) = member.kind { result.append((member.name, value, result.count)) }
        }
        return result.sorted { ($0.1.rawSortKey, $0.0) < ($1.1.rawSortKey, $1.0) }.map { ($0.0, $0.1) }
    }
}

extension Value {
    fileprivate var rawSortKey: UInt {
        switch self {
        case .enumeration(_, let raw): return UInt(bitPattern: raw)
        case .options(_, let raw): return raw
        default: return 0
        }
    }
}

extension Schema.Member {
    func substituting(element: CaseType) -> Schema.Member {
        var copy = self
        copy.type = copy.type.substituting(element: element)
        copy.parameters = copy.parameters.map {
            var parameter = $0
            parameter.type = parameter.type.substituting(element: element)
            return parameter
        }
        return copy
    }
}

extension CaseType {
    func substituting(element: CaseType) -> CaseType {
        switch self {
        case .named("Element"): return element
        case .optional(let wrapped): return .optional(wrapped.substituting(element: element))
        case .array(let inner): return .array(inner.substituting(element: element))
        case .set(let inner): return .set(inner.substituting(element: element))
        default: return self
        }
    }
}

/// A schema built from a registry on first use, once, whichever thread asks first: the static checks
/// and the runner of one command share it, and a command that needs neither does not build it.
package final class SchemaOnce: Sendable {
    private let registry: Registry
    private let built = Mutex<Schema?>(nil)

    package init(registry: Registry) {
        self.registry = registry
    }

    /// The schema, built now if no one has asked before.
    package var schema: Schema {
        built.withLock { built in
            if let built { return built }
            let schema = Schema(registry: registry)
            built = schema
            return schema
        }
    }
}
