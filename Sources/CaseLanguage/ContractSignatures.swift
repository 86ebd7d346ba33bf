import ControlContract

/// The shape of one value a contract member takes or gives: its Swift type and how it travels on the wire
/// (`conformance/PROTOCOL.md`, "Values").
package struct ValueShape: Hashable, Sendable, Codable {
    /// The Swift type (`UIControl.State`, `String?`).
    package var swift: String
    /// The wire kind (`options UIControl.State`, `string or null`, `object UIButton`).
    package var wire: String
}

/// One member of the contract as a case calls it: its key, what it takes and what it gives.
package struct ContractSignature: Hashable, Sendable, Codable {
    /// The member key (`UIButton.setTitle(_:for:)`, `UIControl.isEnabled=`, `UIControl.State.highlighted`).
    package var key: String
    /// `getter`, `setter`, `method`, `initializer`, `classMethod`, `function` (the harness's) or `constant`.
    package var kind: String
    /// Whether the call has a receiver (an instance member) or `null` (initializers, class members, constants).
    package var hasReceiver: Bool
    /// The arguments in declaration order, with their labels (`_` for none).
    package var arguments: [Argument]
    package var result: ValueShape

    package struct Argument: Hashable, Sendable, Codable {
        package var label: String
        package var shape: ValueShape
    }
}

extension Schema {
    /// Every contract member the schema declares (``contractMemberKeys``), with its signature, sorted by key.
    package var contractSignatures: [ContractSignature] {
        var byKey: [String: ContractSignature] = [:]
        for type in types.values {
            if !type.isNative, type.kind == .classType {
                for member in initializers(of: type.name) where member.nativeKey == nil {
                    byKey[member.key] = signature(member, kind: "initializer", hasReceiver: false)
                }
            }
            for member in type.members.values.joined() {
                if member.isContractConstant {
                    byKey[member.key] = signature(member, kind: "constant", hasReceiver: false)
                    continue
                }
                guard !type.isNative, member.nativeKey == nil else { continue }
                switch member.kind {
                case .property(let settable):
                    byKey[member.key] = signature(member, kind: "getter", hasReceiver: !member.isStatic)
                    if settable {
                        let value = member.acceptsNil ? member.type.madeOptional : member.type
                        byKey[MemberKey.setter(member.key)] = ContractSignature(
                            key: MemberKey.setter(member.key), kind: "setter", hasReceiver: !member.isStatic,
                            arguments: [.init(label: "_", shape: shape(of: value))], result: shape(of: .void))
                    }
                case .method:
                    let kind =
                        type.name == SchemaBuilder.harness ? "function" : member.isStatic ? "classMethod" : "method"
                    byKey[member.key] = signature(
                        member, kind: kind, hasReceiver: !member.isStatic && type.name != SchemaBuilder.harness)
                case .initializer, .constant: break
                }
            }
        }
        // What Swift does not import is no contract member (``Schema/contractMemberKeys``).
        let unavailable = Set(unavailableInSwift.keys.flatMap { [$0, MemberKey.setter($0)] })
        return byKey.values.filter { !KitHarness.keySet.contains($0.key) && !unavailable.contains($0.key) }
            .sorted { $0.key < $1.key }
    }

    private func signature(_ member: Member, kind: String, hasReceiver: Bool) -> ContractSignature {
        ContractSignature(
            key: member.key, kind: kind, hasReceiver: hasReceiver,
            arguments: member.parameters.map { .init(label: $0.label ?? "_", shape: shape(of: $0.type)) },
            result: shape(of: member.type))
    }

    /// The Swift type and wire kind of a value of `type`.
    func shape(of type: CaseType) -> ValueShape {
        ValueShape(swift: type.description, wire: wireKind(of: type))
    }

    private func wireKind(of type: CaseType) -> String {
        switch type {
        case .optional(let wrapped): return wireKind(of: wrapped) + " or null"
        case .array(let element), .set(let element): return "array of " + wireKind(of: element)
        case .void: return "void"
        case .any, .error: return "any"
        case .metatype(let name): return "type " + name
        case .function: return "closure"
        case .inoutParameter(let wrapped): return wireKind(of: wrapped)
        case .named(let name):
            if name == "Bool" { return "bool" }
            if type.isInteger { return "int" }
            if type.isFloating { return "float" }
            let plain: [String: String] = [
                "String": "string", "CGPoint": "point", "CGSize": "size", "CGRect": "rect", "UIEdgeInsets": "insets",
                "NSDirectionalEdgeInsets": "insets", "UIColor": "color", "NSAttributedString": "attributedString",
                "Selector": "selector",
            ]
            if let kind = plain[name] { return kind }
            let info = self.type(named: name)
            switch info?.kind {
            case .enumeration? where info?.hasRawValues == false: return "enumCase " + name
            case .structure? where info?.isContractStructure == true: return "structure " + name
            case .enumeration?: return "enumeration " + name
            case .optionSet?: return "options " + name
            default: return "object " + name
            }
        }
    }
}
