/// The syntax tree of case code, with source ranges (character offsets into the code).
indirect enum Expression: Sendable {
    case integer(Int, TextRange)
    case float(Double, TextRange)
    case string(String, TextRange)
    case boolean(Bool, TextRange)
    case nilLiteral(TextRange)
    case array([Expression], TextRange)
    case identifier(String, TextRange)
    /// `.normal`: the name and the range of the whole expression.
    case implicitMember(String, TextRange)
    /// `base.name`; the second range covers the name alone.
    case member(Expression, String, nameRange: TextRange, TextRange)
    case call(Expression, [Argument], TextRange)
    case subscripted(Expression, [Argument], TextRange)
    /// `base?` inside a chain.
    case optionalChain(Expression, TextRange)
    /// The outer end of a postfix chain that contains `?`: a `nil` in the chain makes the whole `nil`.
    case optionalEvaluation(Expression, TextRange)
    case forceUnwrap(Expression, TextRange)
    case prefix(String, Expression, TextRange)
    case binary(String, Expression, Expression, operatorRange: TextRange, TextRange)
    case parenthesized(Expression, TextRange)
    case tryExpression(Expression, TextRange)
    /// `#selector(Type.method(_:))`.
    case selector(SelectorReference, TextRange)
    /// `#expect(…)` and `#require(…)`: the macro name, its arguments, the range of `#name`.
    case macro(String, [Argument], nameRange: TextRange, TextRange)
    /// `{ button in … }`.
    case closure(ClosureSyntax, TextRange)
    /// `condition ? then : otherwise`.
    case conditional(Expression, Expression, Expression, TextRange)

    var range: TextRange {
        switch self {
        case .integer(_, let range), .float(_, let range), .string(_, let range), .boolean(_, let range),
            .nilLiteral(let range), .array(_, let range), .identifier(_, let range),
            .implicitMember(_, let range), .member(_, _, _, let range), .call(_, _, let range),
            .subscripted(_, _, let range), .optionalChain(_, let range), .optionalEvaluation(_, let range),
            .forceUnwrap(_, let range), .prefix(_, _, let range), .binary(_, _, _, _, let range),
            .parenthesized(_, let range), .tryExpression(_, let range), .selector(_, let range),
            .macro(_, _, _, let range), .closure(_, let range), .conditional(_, _, _, let range):
            return range
        }
    }

    /// True for expressions whose type comes from their context (`.normal`, `nil`, `[]`, `1`).
    var needsContext: Bool {
        switch self {
        case .implicitMember, .nilLiteral, .array, .integer, .float, .closure: return true
        case .call(let callee, _, _): return callee.needsContext
        case .parenthesized(let inner, _): return inner.needsContext
        case .prefix("-", let inner, _): return inner.needsContext
        default: return false
        }
    }
}

struct Argument: Sendable {
    var label: String?
    var labelRange: TextRange?
    var value: Expression
    var range: TextRange
    /// A closure written after the call's parentheses (`UIAction(title: "Play") { _ in … }`).
    var isTrailingClosure = false
}

/// A closure literal: its parameter names (`_` for an ignored one) and its body.
struct ClosureSyntax: Sendable {
    var parameters: [(name: String, range: TextRange)]
    var body: [Statement]
}

struct SelectorReference: Sendable {
    /// The type path before the method (`ActionRecorder`), possibly empty.
    var typePath: [String]
    var typeRange: TextRange
    var method: String
    var methodRange: TextRange
    /// The argument labels (`_` for none), or nil when written without parentheses.
    var labels: [String]?
}

/// A type as written in an annotation or a declaration string.
indirect enum TypeSyntax: Hashable, Sendable {
    case named(String)
    case optional(TypeSyntax)
    case implicitlyUnwrapped(TypeSyntax)
    case array(TypeSyntax)
    case dictionary(TypeSyntax, TypeSyntax)
    case generic(String, [TypeSyntax])
    /// `(UIButton) -> Void`: the parameter types and the result.
    case function([TypeSyntax], TypeSyntax)
    case tuple
    /// `inout Bool`, a parameter of a closure type that the closure may change for its caller.
    case inoutParameter(TypeSyntax)
}

enum Statement: Sendable {
    case declaration(
        isVariable: Bool, name: String, nameRange: TextRange, type: TypeSyntax?, typeRange: TextRange?,
        value: Expression, range: TextRange)
    case assignment(target: Expression, operator: String, operatorRange: TextRange, value: Expression, range: TextRange)
    case expression(Expression)
    /// `import UIKit`, accepted and ignored so that examples can show it.
    case importDeclaration(TextRange)
    /// `if condition { … } else { … }`, inside closure bodies; `else if` nests another `if`.
    case ifStatement(condition: Expression, then: [Statement], otherwise: [Statement]?, range: TextRange)
    /// `return value`, inside closure bodies: the last statement of a closure whose type returns a value.
    case returnStatement(Expression, range: TextRange)
}
