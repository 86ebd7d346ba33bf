import ControlContract

/// A checked expression: names, members and overloads resolved, types known. Contract members
/// are referenced by their index in ``CheckedCase/requiredMembers``.
struct Node: Sendable {
    indirect enum Kind: Sendable {
        case constant(Value)
        case local(Int)
        case array([Node])
        /// `[.selected, .highlighted]` as an option set of the given type.
        case optionSet(String, [Node])
        /// A member of the implementation under test.
        case contract(member: Int, receiver: Node?, arguments: [Node], result: CaseType)
        /// A mutating method of a structure (`config.setDefaultContentInsets()`): the implementation
        /// gets the structure first and returns the changed one, which goes back into the target.
        case mutatingCall(LValue, member: Int, arguments: [Node], structure: CaseType)
        /// A member of a value type, performed by the interpreter.
        case native(NativeFunction, receiver: Node?, arguments: [Node])
        /// `transformer.callAsFunction(value)`: runs the case's closure that the receiver is.
        case callClosure(receiver: Node, arguments: [Node])
        /// `base?` inside an optional chain: a `nil` ends the chain.
        case chainBase(Node)
        case optionalEvaluation(Node)
        case forceUnwrap(Node)
        case not(Node)
        case negate(Node)
        case arithmetic(String, Node, Node)
        case comparison(String, Node, Node)
        case equality(negated: Bool, Node, Node)
        case identity(negated: Bool, Node, Node)
        case and(Node, Node)
        case or(Node, Node)
        case coalesce(Node, Node)
        case subscripted(Node, Node)
        case expect(condition: Node, comment: Node?, text: String)
        /// `try #require(x)`: unwraps an optional, or requires a Bool to be true.
        case require(operand: Node, isBoolean: Bool, comment: Node?, text: String)
        /// A closure literal; each evaluation hands the implementation a new closure handle.
        case closure(ClosureLiteral)
        /// `condition ? then : otherwise`.
        case conditional(Node, Node, Node)
    }

    var kind: Kind
    var range: TextRange
    /// The source text under which the value is captured for failure messages, inside expectations.
    var capture: String?

    init(_ kind: Kind, _ range: TextRange) {
        self.kind = kind
        self.range = range
    }

    static func invalid(_ range: TextRange) -> Node { Node(.constant(.null), range) }
}

/// The target of an assignment.
indirect enum LValue: Sendable {
    case local(Int)
    /// `_ = …`
    case discard
    /// A property of an object: the object, and the getter and setter members (the getter only
    /// when the old value is needed, for `+=` and nested value-type properties).
    case objectProperty(base: Node, getter: Int?, setter: Int, type: CaseType, range: TextRange)
    /// A property of a value that is itself assignable (`frame.origin.x`).
    case valueProperty(base: LValue, getter: NativeFunction, setter: NativeSetter, range: TextRange)
    /// A property of a structure that the implementation performs (`config.title`): the contract
    /// getter and setter (`UIButton.Configuration.title=` returns the changed structure).
    case structureProperty(
        base: LValue, getter: Int, setter: Int, type: CaseType, structure: CaseType, range: TextRange)
    /// `base?` as the base of a target: a `nil` ends the assignment, as in Swift.
    case chained(LValue)
    /// `base!` as the base of a target (the range of `base`): a `nil` is a runtime error.
    case forced(LValue, range: TextRange)
}

enum CheckedStatement: Sendable {
    case bind(slot: Int, Node)
    case evaluate(Node)
    case assign(LValue, operator: String, value: Node, range: TextRange)
    case branch(condition: Node, then: [CheckedStatement], otherwise: [CheckedStatement])
}

/// A checked closure literal. Its parameters and locals have slots of the case's own, so that
/// the body shares the case's variables (captured by reference, as in Swift).
struct ClosureLiteral: Sendable {
    /// Every slot the closure's parameters and body declare (nested closures' included).
    var slots: Range<Int>
    var parameterSlots: [Int?]
    var body: [CheckedStatement]
    /// The value the closure returns, for a closure type with a result (a single-expression body).
    var result: Node?
}

/// The output of the checker for one block.
struct CheckedCase: Sendable {
    var statements: [CheckedStatement]
    var slotCount: Int
    /// For each contract member the case uses, the keys to try (most derived first).
    var requiredMembers: [[String]]
    /// The registry's value of each registry constant the case asks for, by key: what a protocol-1
    /// implementation that does not announce the constant answers (``HarnessRules/protocol1``).
    var registryValues: [String: Value]
    /// Result types of contract members, to check what an implementation returns.
    var text: SourceText
    /// The top-level variables of type `UIButton`, by slot order: what a figure draws.
    var buttonVariables: [(name: String, slot: Int)] = []
}
