/// The static type of an expression, as the checker sees it.
indirect enum CaseType: Hashable, Sendable, CustomStringConvertible {
    /// A nominal type by its qualified name (`UIButton`, `UIControl.State`, `CGFloat`).
    case named(String)
    case optional(CaseType)
    /// `[T]`.
    case array(CaseType)
    /// `Set<T>`: its values travel as arrays, without order (no subscript, no `last`; `==` ignores order).
    case set(CaseType)
    /// `Any`, `AnyObject`, `AnyHashable`.
    case any
    case void
    /// A type used as a value (`UIButton` in `UIButton.systemButton(…)`).
    case metatype(String)
    /// A closure type: `(UIButton) -> Void`.
    case function([CaseType], CaseType)
    /// The type of an expression that already produced a diagnostic; accepted everywhere.
    case error
    /// An `inout` parameter of a closure type (`inout Bool`, the `stop` flag of `enumerateEventHandlers(_:)`): the
    /// closure's parameter is a variable, and its final value goes back to the caller.
    case inoutParameter(CaseType)

    var description: String {
        switch self {
        case .named(let name): return name
        case .optional(let wrapped):
            if case .named = wrapped { return wrapped.description + "?" }
            if case .array = wrapped { return wrapped.description + "?" }
            if case .set = wrapped { return wrapped.description + "?" }
            return "(\(wrapped))?"
        case .array(let element): return "[\(element)]"
        case .set(let element): return "Set<\(element)>"
        case .any: return "Any"
        case .void: return "Void"
        case .metatype(let name): return name + ".Type"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.description).joined(separator: ", ") + ") -> \(result)"
        case .error: return "<error>"
        case .inoutParameter(let wrapped): return "inout \(wrapped)"
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without one level of optionality.
    var unwrapped: CaseType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// `T?`, without making `T??`.
    var madeOptional: CaseType {
        switch self {
        case .optional, .error, .any: return self
        default: return .optional(self)
        }
    }

    var name: String? {
        if case .named(let name) = self { return name }
        return nil
    }

    static let int = CaseType.named("Int")
    static let double = CaseType.named("Double")
    static let cgFloat = CaseType.named("CGFloat")
    static let bool = CaseType.named("Bool")
    static let string = CaseType.named("String")
    static let selector = CaseType.named("Selector")

    static let integerNames: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16",
        "UInt32", "UInt64",
    ]
    static let floatingNames: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]

    var isInteger: Bool { name.map(Self.integerNames.contains) ?? false }
    var isFloating: Bool { name.map(Self.floatingNames.contains) ?? false }
    var isNumeric: Bool { isInteger || isFloating }
}
