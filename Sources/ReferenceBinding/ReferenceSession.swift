import ControlContract
import Foundation
import ReferenceControls

/// The reference model exposed through the implementation contract.
package struct ReferenceImplementation: ControlImplementation {
    package let info: ImplementationInfo
    /// Creates the controls and buttons of every session.
    package let factory: ReferenceObjectFactory

    /// The reference model, named `reference`.
    package init() {
        self.init(name: "reference", version: ReferenceImplementation.version, factory: .standard)
    }

    /// The reference model under another name, creating its controls and buttons with `factory` (for faulty
    /// variants that subclass `UIControl` or `UIButton`). Every variant supports the same members.
    package init(name: String, version: String, factory: ReferenceObjectFactory) {
        info = ImplementationInfo(name: name, version: version, supportedMembers: MemberTable.shared.keys)
        self.factory = factory
    }

    /// The version of the reference model, reported in results.
    package static let version = "0.1.0"

    package func makeSession() throws(ContractFailure) -> any ControlSession {
        ReferenceSession(table: MemberTable.shared, factory: factory)
    }
}

/// One case's objects, keyed by handle ID. The session owns its objects (so harness targets,
/// which UIKit controls do not retain, live as long as the case).
final class ReferenceSession: ControlSession {
    private let table: MemberTable
    /// Creates the controls and buttons the initializers ask for.
    let factory: ReferenceObjectFactory
    private var objects: [Int: AnyObject] = [:]
    private var identifiers: [ObjectIdentifier: Int] = [:]
    private var nextID = 0
    /// Touches in progress, per control.
    var touches: [ObjectIdentifier: TouchSimulator] = [:]
    /// What the handlers of `makeAction(…)` actions recorded, per action.
    var actionLogs: [ObjectIdentifier: ActionLog] = [:]
    /// The case's closures the session has made Swift values of; see `ClosureBridging.swift`.
    var closures = ClosureTable()
    /// The boxes that symbol configurations inside structures travel in, one per distinct configuration.
    var symbolBoxes: [UIImage.SymbolConfiguration: SymbolConfigurationBox] = [:]
    /// Runs the case's closures; `nil` until `attach(closures:)`.
    private var host: (any ClosureHost)?
    /// The first failure of a closure run during the innermost `invoke` in progress; it fails that call.
    private var closureFailure: ContractFailure?
    /// Actions sent to the kit's objects since the kit last asked.
    private var kitActions: [KitAction] = []

    init(table: MemberTable, factory: ReferenceObjectFactory) {
        self.table = table
        self.factory = factory
    }

    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        guard member.index >= 0, member.index < table.bodies.count else {
            return .failure(.unsupported("member #\(member.index)"))
        }
        // A closure body calls back into the session, so calls nest: each keeps the failures of its own closures.
        let outerFailure = closureFailure
        closureFailure = nil
        defer { closureFailure = outerFailure }
        do {
            let receiverObject: AnyObject? = try receiver.map { (handle) throws(ContractFailure) -> AnyObject in
                guard let object = objects[handle.id] else {
                    throw ContractFailure.failed("no object #\(handle.id) in this session")
                }
                return object
            }
            let result = try table.bodies[member.index](self, receiverObject, arguments)
            if let failure = closureFailure { return .failure(failure) }
            return .success(result)
        } catch {
            return .failure(closureFailure ?? error)
        }
    }

    func attach(closures host: any ClosureHost) {
        self.host = host
    }

    /// Runs the case's closure `closure` with `arguments`, where UIKit would call it. A failure (of the closure's body,
    /// or no host to run it) is kept to fail the call in progress, and the result is then `nil`.
    func run(_ closure: ClosureHandle, with arguments: [Value]) -> Value? {
        guard let host else {
            fail(
                .failed(
                    "closure #\(closure.id) cannot run: no closure host is attached to the session "
                        + "(the runner calls attach(closures:) before the case's first call)"))
            return nil
        }
        switch host.call(closure, with: arguments) {
        case .success(let value): return value
        case .failure(let failure):
            fail(failure)
            return nil
        }
    }

    /// Keeps `failure` to fail the call in progress, unless an earlier closure of that call failed first.
    private func fail(_ failure: ContractFailure) {
        if closureFailure == nil { closureFailure = failure }
    }

    func takeKitActions() -> [KitAction] {
        defer { kitActions.removeAll() }
        return kitActions
    }

    func close() {
        kitActions.removeAll()
        objects.removeAll()
        identifiers.removeAll()
        nextID = 0
        touches.removeAll()
        actionLogs.removeAll()
        closures = ClosureTable()
        symbolBoxes.removeAll()
        host = nil
    }

    func object(_ id: Int) -> AnyObject? { objects[id] }

    /// The object a handle names: the session's own, or for a kit object (a negative ID) the target that stands
    /// for it, made on first sight.
    func object(_ handle: ObjectHandle) -> AnyObject? {
        guard handle.isKitObject else { return objects[handle.id] }
        if let target = objects[handle.id] { return target }
        let target = KitTarget(handle: handle) { [weak self] selector, sender in
            guard let self else { return }
            let sender: Value = sender.map { .object(self.handle(for: $0)) } ?? .null
            kitActions.append(KitAction(target: handle, selector: selector, sender: sender))
        }
        objects[handle.id] = target
        identifiers[ObjectIdentifier(target)] = handle.id
        return target
    }

    /// The handle of `object`, registering it on first sight.
    func handle(for object: AnyObject) -> ObjectHandle {
        if let target = object as? KitTarget { return target.handle }
        let identifier = ObjectIdentifier(object)
        let className = String(describing: type(of: object))
        if let id = identifiers[identifier] { return ObjectHandle(id: id, className: className) }
        nextID += 1
        let id = nextID
        objects[id] = object
        identifiers[identifier] = id
        return ObjectHandle(id: id, className: className)
    }
}
