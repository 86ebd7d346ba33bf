import ControlContract
import Foundation
import ReferenceControls

/// The arguments of one call, converted on demand to the reference model's Swift types.
struct Arguments {
    let values: [Value]
    let session: ReferenceSession

    func at<T: Bridged>(_ index: Int, as type: T.Type = T.self) throws(ContractFailure) -> T {
        guard index < values.count else { throw .failed("missing argument \(index + 1)") }
        return try T.from(values[index], in: session)
    }
}

/// Every member the reference supports, by contract key, with the Swift code that performs it.
///
/// Built once; immutable afterwards. A member's index in ``keys`` is its `MemberID`.
// Unchecked: `keys` and `bodies` are filled by the one initializer (of ``shared``) and only read after it; the bodies
// are closures, which the compiler cannot see as Sendable.
final class MemberTable: @unchecked Sendable {
    typealias Body = (ReferenceSession, AnyObject?, [Value]) throws(ContractFailure) -> Value

    static let shared = MemberTable()

    private(set) var keys: [String] = []
    private(set) var bodies: [Body] = []

    private init() {
        addViewMembers()
        addControlMembers()
        addButtonMembers()
        addLabelAndImageMembers()
        addMenuMembers()
        addInheritedInitializers()
        addConfigurationMembers()
        addModernButtonMembers()
        HarnessMembers.add(to: self)
        ConstantMembers.add(to: self)
    }

    // MARK: Building

    func add(_ key: String, _ body: @escaping Body) {
        precondition(!keys.contains(key), "member key \(key) registered twice")
        keys.append(key)
        bodies.append(body)
    }

    static func receiver<Object>(_ object: AnyObject?, _ key: String) throws(ContractFailure) -> Object {
        guard let typed = object as? Object else {
            throw .failed("\(key) needs a \(Object.self) receiver, got \(object.map { "\(type(of: $0))" } ?? "none")")
        }
        return typed
    }

    /// A read-only property.
    func getter<Object, Property: Bridged>(_ key: String, _ path: KeyPath<Object, Property>) {
        add(key) { session, object, _ throws(ContractFailure) in
            let receiver: Object = try MemberTable.receiver(object, key)
            return receiver[keyPath: path].value(in: session)
        }
    }

    /// A read-write property: the getter under `key`, the setter under `key=`.
    func property<Object, Property: Bridged>(_ key: String, _ path: ReferenceWritableKeyPath<Object, Property>) {
        getter(key, path)
        add(MemberKey.setter(key)) { session, object, values throws(ContractFailure) in
            let receiver: Object = try MemberTable.receiver(object, key)
            receiver[keyPath: path] = try Arguments(values: values, session: session).at(0)
            return .void
        }
    }

    /// An instance method.
    func method<Object>(_ key: String, _ body: @escaping (Object, Arguments) throws(ContractFailure) -> Value) {
        add(key) { session, object, values throws(ContractFailure) in
            let receiver: Object = try MemberTable.receiver(object, key)
            return try body(receiver, Arguments(values: values, session: session))
        }
    }

    /// An instance method without arguments that returns nothing (`setNeedsLayout()`).
    func voidMethod<Object>(_ key: String, _ body: @escaping (Object) -> Void) {
        method(key) { (receiver: Object, _) in
            body(receiver)
            return .void
        }
    }

    /// An initializer, class method or free function (no receiver).
    func function(_ key: String, _ body: @escaping (Arguments) throws(ContractFailure) -> Value) {
        add(key) { session, _, values throws(ContractFailure) in
            try body(Arguments(values: values, session: session))
        }
    }

}

extension Arguments {
    /// A target argument: any object of the session, or nil.
    func target(_ index: Int) throws(ContractFailure) -> AnyObject? {
        guard index < values.count else { throw .failed("missing argument \(index + 1)") }
        switch values[index] {
        case .null: return nil
        case .object(let handle):
            guard let object = session.object(handle) else { throw .failed("no object #\(handle.id)") }
            return object
        default: throw .failed("expected an object or nil, got \(values[index].debugDescription)")
        }
    }
}
