import ControlContract
import ControlSpecModel

/// Builds a ``Schema`` from the built-in declarations and the registry.
struct SchemaBuilder {
    static let harness = "Harness"

    private var types: [String: Schema.TypeInfo] = [:]
    private var aliasSyntax: [String: (TypeSyntax, owner: String)] = [:]
    private var problems: [Diagnostic] = []
    private var unavailableInSwift: [String: (reason: String, replacement: String?)] = [:]
    private var registryTypes: [Registry.Member] = []
    private var registryMembers: [Registry.Member] = []
    /// Structures of the registry declared `Hashable` (`struct Configuration : Hashable`): they get `hashValue`.
    private var hashableStructures: Set<String> = []

    private static let anyNames: Set<String> = ["Any", "AnyObject", "AnyHashable", "AnyClass", "NSObjectProtocol"]
    private static let renamed: [String: String] = [
        "NSInteger": "Int", "NSUInteger": "UInt", "ObjCBool": "Bool", "NSString": "String", "TimeInterval": "Double",
    ]

    init() {
        let contractStructures = Set(BuiltinDeclarations.contractStructures.map(\.header))
        for (header, _) in BuiltinDeclarations.types {
            addType(header: header, builtin: !contractStructures.contains(header))
        }
    }

    mutating func add(registry: Registry) {
        for member in registry.members {
            if let reason = member.swiftUnavailable { unavailableInSwift[member.id] = (reason, member.replacement) }
            switch member.kind {
            case .class, .type: registryTypes.append(member)
            default: registryMembers.append(member)
            }
        }
        for member in registryTypes { addRegistryType(member) }
    }

    // MARK: - Types

    private mutating func addType(header: String, builtin: Bool) {
        switch DeclarationParser.parse(header) {
        case .success(let declaration):
            if case .typeAlias(let aliased) = declaration.kind {
                aliasSyntax[declaration.name] = (aliased, "")
                return
            }
            guard case .type(let keyword, let inherits) = declaration.kind else {
                problem("built-in type header `\(header)` is not a type declaration")
                return
            }
            define(name: declaration.name, keyword: keyword, inherits: inherits, builtin: builtin)
        case .failure(let error):
            problem("cannot read `\(header)`: \(error.message)")
        }
    }

    private mutating func define(name: String, keyword: String, inherits: [TypeSyntax], builtin: Bool) {
        let inheritedNames = inherits.compactMap { syntax -> String? in
            if case .named(let inherited) = syntax { return inherited }
            return nil
        }
        var info = types[name] ?? Schema.TypeInfo(name: name, kind: .opaque, superclass: nil, isNative: false)
        switch keyword {
        case "class":
            info.kind = .classType
            info.isNative = false
            if let superclass = inheritedNames.first(where: { types[$0]?.kind == .classType }) {
                info.superclass = superclass
            } else if info.superclass == nil, let superclass = inheritedNames.first {
                info.superclass = superclass
            }
        case "enum" where name == Self.harness:
            info.kind = .namespace
        case "enum":
            info.kind = .enumeration
            info.isNative = true
        case "struct" where inheritedNames.contains("OptionSet"):
            info.kind = .optionSet
            info.isNative = true
        case "struct":
            if !builtin, inheritedNames.contains("Hashable") { hashableStructures.insert(name) }
            // Built-in structures are the interpreter's value types; structures of the registry
            // (such as `UIButton.Configuration`) are values whose members the implementation performs.
            info.kind = .structure
            info.isNative = builtin || types[name]?.isNative == true
        default:
            info.kind = .opaque
        }
        types[name] = info
    }

    private mutating func addRegistryType(_ member: Registry.Member) {
        switch DeclarationParser.parse(member.swift) {
        case .success(let declaration):
            switch declaration.kind {
            case .type(let keyword, let inherits):
                define(name: member.id, keyword: keyword, inherits: inherits, builtin: false)
            case .typeAlias(let aliased):
                aliasSyntax[member.id] = (aliased, parentName(of: member.id))
            default:
                problem("`\(member.id)` is a \(member.kind.rawValue) but its declaration is not a type", member)
            }
        case .failure(let error):
            problem("cannot read the declaration of `\(member.id)`: \(error.message)", member)
            if types[member.id] == nil {
                types[member.id] = Schema.TypeInfo(
                    name: member.id, kind: member.kind == .class ? .classType : .opaque, superclass: nil,
                    isNative: false)
            }
        }
    }

    private func parentName(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    private mutating func problem(_ summary: String, _ member: Registry.Member? = nil) {
        problems.append(
            Diagnostic(
                id: "case.schema.badDeclaration", severity: .warning, summary: summary, location: nil,
                notes: member.map { [Diagnostic.Note(location: nil, message: "declaration: \($0.swift)")] } ?? []))
    }

    // MARK: - Type resolution

    /// Resolves a written type inside the declarations of `owner`.
    func resolve(_ syntax: TypeSyntax, owner: String) -> (type: CaseType, acceptsNil: Bool) {
        switch syntax {
        case .implicitlyUnwrapped(let wrapped):
            return (resolve(wrapped, owner: owner).type, true)
        default:
            return (resolveType(syntax, owner: owner, depth: 0), false)
        }
    }

    private func resolveType(_ syntax: TypeSyntax, owner: String, depth: Int) -> CaseType {
        switch syntax {
        case .named(let name): return resolveName(name, owner: owner, depth: depth)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return resolveType(wrapped, owner: owner, depth: depth).madeOptional
        case .array(let element): return .array(resolveType(element, owner: owner, depth: depth))
        case .generic(let name, let arguments):
            if name == "Array", let element = arguments.first {
                return .array(resolveType(element, owner: owner, depth: depth))
            }
            if name == "Set", let element = arguments.first {
                return .set(resolveType(element, owner: owner, depth: depth))
            }
            if name == "Optional", let wrapped = arguments.first {
                return resolveType(wrapped, owner: owner, depth: depth).madeOptional
            }
            return .named(name + "<…>")
        case .dictionary: return .named("Dictionary")
        case .function(let parameters, let result):
            return .function(
                parameters.map { resolveType($0, owner: owner, depth: depth) },
                resolveType(result, owner: owner, depth: depth))
        case .tuple: return .named("(tuple)")
        case .inoutParameter(let wrapped): return .inoutParameter(resolveType(wrapped, owner: owner, depth: depth))
        }
    }

    private func resolveName(_ name: String, owner: String, depth: Int) -> CaseType {
        if Self.anyNames.contains(name) { return .any }
        if name == "Void" { return .void }
        if name == "Self" { return .named(owner) }
        if name == "Element" { return .named("Element") }
        let name = Self.renamed[name] ?? name
        for scope in scopes(of: owner) {
            let qualified = scope.isEmpty ? name : scope + "." + name
            if types[qualified] != nil { return .named(qualified) }
            if let (aliased, aliasOwner) = aliasSyntax[qualified], depth < 8 {
                return resolveType(aliased, owner: aliasOwner, depth: depth + 1)
            }
        }
        return .named(name)
    }

    /// Where a name used inside `owner` is looked up: the owner, its enclosing types, the
    /// superclasses of the outermost type, then the top level.
    private func scopes(of owner: String) -> [String] {
        var result: [String] = []
        var current = owner
        while !current.isEmpty {
            result.append(current)
            current = parentName(of: current)
        }
        let outermost = owner.split(separator: ".").first.map(String.init) ?? ""
        var superclass = types[outermost]?.superclass
        while let next = superclass, !result.contains(next) {
            result.append(next)
            superclass = types[next]?.superclass
        }
        result.append("")
        return result
    }

    // MARK: - Members

    func build() -> Schema {
        var builder = self
        builder.addRegistryMembers()
        builder.addBuiltinMembers()
        builder.addSynthesizedMembers()
        var aliases: [String: CaseType] = [:]
        for (name, (syntax, owner)) in aliasSyntax { aliases[name] = builder.resolve(syntax, owner: owner).type }
        return Schema(
            types: builder.types, aliases: aliases, problems: builder.problems,
            unavailableInSwift: builder.unavailableInSwift)
    }

    private mutating func addRegistryMembers() {
        for member in registryMembers {
            let owner: String
            if member.kind == .constant, let parent = member.parent {
                owner = parent
            } else if member.id.hasSuffix("." + member.name) {
                owner = String(member.id.dropLast(member.name.count + 1))
            } else {
                owner = member.className
            }
            switch DeclarationParser.parse(member.swift) {
            case .success(let declaration):
                if types[owner] == nil {
                    types[owner] = Schema.TypeInfo(
                        name: owner, kind: member.kind == .constant ? .opaque : .classType, superclass: nil,
                        isNative: false)
                }
                if member.kind == .constant {
                    addConstant(
                        declaration, owner: owner, rawValue: member.rawValue, name: member.name, isContract: true,
                        isSwiftCase: member.rawValue == nil && member.objcValue != nil)
                } else {
                    add(
                        declaration, owner: owner, forceStatic: member.kind == .classMethod,
                        isMutating: member.swift.hasPrefix("mutating ") || member.swift.contains(" mutating "))
                }
            case .failure(let error):
                problem("cannot read the declaration of `\(member.id)`: \(error.message)", member)
            }
        }
    }

    private mutating func addBuiltinMembers() {
        for (header, members) in BuiltinDeclarations.types {
            guard case .success(let typeDeclaration) = DeclarationParser.parse(header) else { continue }
            let owner = typeDeclaration.name
            for string in members {
                switch DeclarationParser.parse(string) {
                case .success(let declaration):
                    if case .enumCase(let raw) = declaration.kind {
                        addConstant(
                            declaration, owner: owner, rawValue: raw.map { UInt64(bitPattern: Int64($0)) },
                            name: declaration.name)
                    } else {
                        add(declaration, owner: owner, forceStatic: false)
                    }
                case .failure(let error):
                    problem("cannot read built-in declaration `\(string)` of \(owner): \(error.message)")
                }
            }
        }
    }

    private mutating func addSynthesizedMembers() {
        for (name, info) in types {
            let strings: [String]
            let prefix: String
            switch info.kind {
            case .enumeration where info.hasRawValues:
                strings = BuiltinDeclarations.enumerationMembers
                prefix = "Enumeration"
            case .optionSet:
                strings = BuiltinDeclarations.optionSetMembers
                prefix = "OptionSet"
            case .structure where hashableStructures.contains(name):
                // Hashable's requirement, performed by the implementation like every member of the structure.
                guard case .success(let declaration) = DeclarationParser.parse("var hashValue: Int { get }") else {
                    continue
                }
                add(declaration, owner: name, forceStatic: false)
                continue
            default: continue
            }
            for string in strings {
                guard case .success(let declaration) = DeclarationParser.parse(string) else { continue }
                add(declaration, owner: name, forceStatic: false, nativePrefix: prefix)
            }
        }
    }

    /// Adds an enumeration case or option-set value; `isSwiftCase` marks a case of an enumeration
    /// without raw values, which is a value by its name (the registry's Objective-C value is not
    /// a Swift raw value).
    private mutating func addConstant(
        _ declaration: Declaration, owner: String, rawValue: UInt64?, name: String, isContract: Bool = false,
        isSwiftCase: Bool = false
    ) {
        var info = types[owner] ?? Schema.TypeInfo(name: owner, kind: .opaque, superclass: nil, isNative: false)
        if info.kind == .opaque {
            info.kind = { if case .enumCase = declaration.kind { return .enumeration } else { return .optionSet } }()
            info.isNative = true
        }
        var value: Value? = rawValue.map { raw in
            info.kind == .optionSet
                ? .options(type: owner, raw: UInt(raw)) : .enumeration(type: owner, raw: Int(truncatingIfNeeded: raw))
        }
        if isSwiftCase, info.kind == .enumeration {
            value = .enumCase(type: owner, name: name)
            info.hasRawValues = false
        }
        var member = Schema.Member(
            name: name, symbol: name, owner: owner, kind: .constant(value), isStatic: true, parameters: [],
            type: .named(owner))
        member.isContractConstant = isContract
        if info.members[name]?.contains(where: { $0.symbol == name }) != true {
            info.members[name, default: []].append(member)
        }
        types[owner] = info
    }

    private mutating func add(
        _ declaration: Declaration, owner: String, forceStatic: Bool, nativePrefix: String? = nil,
        isMutating: Bool = false
    ) {
        guard var info = types[owner] else {
            problem("members of unknown type \(owner)")
            return
        }
        let kind: Schema.Member.Kind
        var type: CaseType
        var acceptsNil = false
        switch declaration.kind {
        case .variable(let settable):
            kind = .property(settable: settable)
            let resolved = resolve(declaration.type ?? .named("Void"), owner: owner)
            type = resolved.type
            acceptsNil = resolved.acceptsNil
        case .function:
            kind = .method
            type = declaration.type.map { resolve($0, owner: owner).type } ?? .void
        case .initializer(let failable):
            kind = .initializer(failable: failable)
            type = failable ? .optional(.named(owner)) : .named(owner)
        case .enumCase, .type, .typeAlias:
            return
        }
        let parameters = declaration.parameters.map {
            Schema.Parameter(
                label: $0.label, name: $0.name, type: resolveType($0.type, owner: owner, depth: 0),
                defaultValue: $0.defaultValue)
        }
        var member = Schema.Member(
            name: declaration.name, symbol: declaration.symbol, owner: owner, kind: kind,
            isStatic: declaration.isStatic || forceStatic, parameters: parameters, type: type, acceptsNil: acceptsNil,
            objcName: declaration.objcName)
        member.isMutating = isMutating
        if let nativePrefix {
            member.nativeKey = nativePrefix + "." + member.symbol
        } else if info.isNative {
            member.nativeKey = member.key
        }
        // The registry comes first and wins; value types keep overloads that differ in parameter
        // types (`contains(_:)` of a point or a rectangle).
        let parameterTypes = member.parameters.map(\.type)
        if info.members[declaration.name]?.contains(where: {
            $0.symbol == member.symbol && (!info.isNative || $0.parameters.map(\.type) == parameterTypes)
        }) == true {
            return
        }
        info.members[declaration.name, default: []].append(member)
        types[owner] = info
    }
}
