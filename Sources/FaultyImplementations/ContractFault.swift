import ControlContract
import ReferenceBinding

/// A fault made at the contract: the reference model runs unchanged, and the variant alters what crosses the
/// contract on its way in or out.
struct ContractFault: Sendable {
    /// Applied to every argument before the reference sees it and to every result before the case sees it (inside
    /// arrays too). It must be its own inverse, such as swapping two raw values, so that it models an
    /// implementation whose constants are wrong rather than one that scrambles what it stores.
    var translation: (@Sendable (Value) -> Value)?
    /// The handler of each member whose calls the variant handles instead of the reference; a handler may forward
    /// the call, change it or answer on its own.
    var replacements: [String: @Sendable (InterceptedCall) -> Result<Value, ContractFailure>] = [:]

    /// A fault that swaps two raw values of one enumeration (`UIButton.ButtonType`) in both directions.
    static func swapping(enumeration type: String, _ first: Int, _ second: Int) -> ContractFault {
        ContractFault(translation: { value in
            guard case .enumeration(type, let raw) = value else { return value }
            let swapped = raw == first ? second : raw == second ? first : raw
            return .enumeration(type: type, raw: swapped)
        })
    }

    /// A fault that swaps two bits of one option set (`UIControl.State`) in both directions.
    static func swapping(optionsOf type: String, bit first: Int, withBit second: Int) -> ContractFault {
        ContractFault(translation: { value in
            guard case .options(type, let raw) = value else { return value }
            let firstBit = (raw >> UInt(first)) & 1
            let secondBit = (raw >> UInt(second)) & 1
            let cleared = raw & ~((1 << UInt(first)) | (1 << UInt(second)))
            return .options(type: type, raw: cleared | (firstBit << UInt(second)) | (secondBit << UInt(first)))
        })
    }

    /// A fault that handles the calls of `member` with `replacement`.
    static func replacing(
        _ member: String, with replacement: @escaping @Sendable (InterceptedCall) -> Result<Value, ContractFailure>
    ) -> ContractFault {
        ContractFault(replacements: [member: replacement])
    }

    /// A fault that handles the calls of several members, each with its handler.
    static func replacing(
        _ replacements: [String: @Sendable (InterceptedCall) -> Result<Value, ContractFailure>]
    ) -> ContractFault {
        ContractFault(replacements: replacements)
    }
}

/// One call of the member a ``ContractFault`` replaces, with the means to reach the reference.
struct InterceptedCall {
    /// The object the call is made on (`nil` for initializers and class methods).
    let receiver: ObjectHandle?
    /// The arguments, already translated.
    let arguments: [Value]
    /// What the variant remembers between the calls of one session.
    let memory: FaultMemory
    fileprivate let session: any ControlSession
    fileprivate let memberIDs: [String: MemberID]
    fileprivate let memberID: MemberID

    /// Performs the call on the reference with `arguments` instead of the original ones.
    func forward(_ arguments: [Value]) -> Result<Value, ContractFailure> {
        session.invoke(memberID, on: receiver, with: arguments)
    }

    /// Performs the call on the reference unchanged.
    func forward() -> Result<Value, ContractFailure> {
        forward(arguments)
    }

    /// Performs another member on the reference, on the same receiver or on `other`.
    func call(_ key: String, on other: ObjectHandle?? = nil, with arguments: [Value]) -> Result<Value, ContractFailure>
    {
        guard let member = memberIDs[key] else { return .failure(.unsupported(key)) }
        return session.invoke(member, on: other ?? receiver, with: arguments)
    }
}

/// What a ``ContractFault`` remembers during one session, such as the last button whose configuration was read.
final class FaultMemory {
    var values: [String: Value] = [:]
}

/// The reference behind a ``ContractFault``; it supports the same members as the reference.
struct ContractFaultImplementation: ControlImplementation {
    let info: ImplementationInfo
    let reference: ReferenceImplementation
    let fault: ContractFault
    private let memberIDs: [String: MemberID]

    init(name: String, fault: ContractFault) {
        reference = ReferenceImplementation()
        info = ImplementationInfo(
            name: name, version: ReferenceImplementation.version, supportedMembers: reference.info.supportedMembers)
        memberIDs = info.memberTable()
        self.fault = fault
    }

    func makeSession() throws(ContractFailure) -> any ControlSession {
        ContractFaultSession(
            reference: try reference.makeSession(), keys: info.supportedMembers, memberIDs: memberIDs, fault: fault)
    }
}

/// A reference session seen through a ``ContractFault``.
final class ContractFaultSession: ControlSession {
    private let reference: any ControlSession
    private let keys: [String]
    private let memberIDs: [String: MemberID]
    private let fault: ContractFault
    private let memory = FaultMemory()

    init(reference: any ControlSession, keys: [String], memberIDs: [String: MemberID], fault: ContractFault) {
        self.reference = reference
        self.keys = keys
        self.memberIDs = memberIDs
        self.fault = fault
    }

    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        let translated = arguments.map(translate)
        let result: Result<Value, ContractFailure>
        if member.index >= 0, member.index < keys.count, let replacement = fault.replacements[keys[member.index]] {
            result = replacement(
                InterceptedCall(
                    receiver: receiver, arguments: translated, memory: memory, session: reference,
                    memberIDs: memberIDs, memberID: member))
        } else {
            result = reference.invoke(member, on: receiver, with: translated)
        }
        return result.map(translate)
    }

    func attach(closures host: any ClosureHost) {
        reference.attach(closures: host)
    }

    func takeKitActions() -> [KitAction] {
        reference.takeKitActions().map { action in
            KitAction(target: action.target, selector: action.selector, sender: translate(action.sender))
        }
    }

    func close() {
        reference.close()
    }

    private func translate(_ value: Value) -> Value {
        guard let translation = fault.translation else { return value }
        if case .array(let elements) = value { return .array(elements.map(translate)) }
        return translation(value)
    }
}
