import ControlSpecModel

/// A Swift declaration string, such as `func setTitle(_ title: String?, for state: UIControl.State)`,
/// parsed into its parts.
struct Declaration: Sendable {
    enum Kind: Sendable, Equatable {
        case variable(settable: Bool)
        case function
        case initializer(failable: Bool)
        case enumCase(rawValue: Int?)
        /// `class`, `struct`, `enum`, `protocol` with the inherited types.
        case type(keyword: String, inherits: [TypeSyntax])
        case typeAlias(TypeSyntax)
    }

    struct Parameter: Sendable {
        /// The argument label; nil for `_`.
        var label: String?
        var name: String
        var type: TypeSyntax
        /// The default value's source text, when there is one.
        var defaultValue: String?
    }

    var kind: Kind
    var name: String
    var isStatic: Bool
    var parameters: [Parameter]
    /// The property type or the return type (nil for `Void` functions and types).
    var type: TypeSyntax?
    /// The Objective-C name given by `@objc(name:)`.
    var objcName: String?

    /// The Swift name with argument labels: `setTitle(_:for:)`, `isEnabled`, `init(type:)`.
    var symbol: String {
        switch kind {
        case .function, .initializer:
            let base = kind == .function ? name : "init"
            return base + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        default:
            return name
        }
    }
}

/// Parses declaration strings of the registry and of ``BuiltinDeclarations``.
enum DeclarationParser {
    private static let modifiers: Set<String> = [
        "open", "public", "internal", "fileprivate", "private", "final", "override", "convenience", "required",
        "dynamic", "optional", "nonisolated", "lazy", "weak", "unowned", "mutating", "nonmutating", "indirect",
        "prefix", "postfix", "infix", "isolated", "package",
    ]

    /// Parses one declaration; a problem is returned as a message.
    static func parse(_ string: String) -> Result<Declaration, DeclarationError> {
        var parser = Parser(SourceText(CaseSource(code: string, path: "<declaration>")))
        if let problem = parser.diagnostics.first { return .failure(DeclarationError(message: problem.summary)) }
        do throws(ParseFailure) {
            let declaration = try parseDeclaration(&parser)
            if !parser.current.kind.isEnd {
                return .failure(DeclarationError(message: "unexpected \(parser.describe(parser.current))"))
            }
            return .success(declaration)
        } catch {
            return .failure(DeclarationError(message: error.diagnostic.summary))
        }
    }

    private static func parseDeclaration(_ parser: inout Parser) throws(ParseFailure) -> Declaration {
        var isStatic = false
        var readOnlyByModifier = false
        var objcName: String?
        while true {
            if parser.current.isPunctuation("@") {
                _ = parser.advance()
                let attribute = parser.advance()
                if parser.current.isPunctuation("("), !parser.current.spaceBefore {
                    let start = parser.current.range.end
                    try parser.skipBalanced()
                    if attribute.isIdentifier("objc") {
                        let end = parser.peek(-1).range.start
                        objcName = parser.text.text(TextRange(start, end)).filter { !$0.isWhitespace }
                    }
                }
                continue
            }
            guard let word = parser.current.identifier else { break }
            if word == "static" || (word == "class" && isMemberKeyword(parser.peek())) {
                isStatic = true
                _ = parser.advance()
            } else if modifiers.contains(word) {
                _ = parser.advance()
                if parser.current.isPunctuation("("), !parser.current.spaceBefore {
                    if parser.peek().isIdentifier("set") { readOnlyByModifier = true }
                    try parser.skipBalanced()
                }
            } else {
                break
            }
        }
        let keyword = parser.current
        guard let word = keyword.identifier else {
            throw parser.failure("decl.unexpected", "expected a declaration keyword", at: keyword.range)
        }
        _ = parser.advance()
        switch word {
        case "var", "let":
            let name = try parseName(&parser)
            _ = try parser.expect(":", "after the property name")
            let type = try parser.parseType()
            var settable = word == "var" && !readOnlyByModifier
            if parser.current.isPunctuation("{") {
                let start = parser.position
                try parser.skipBalanced()
                var sawSet = false
                for offset in start..<parser.position {
                    let saved = parser.position
                    parser.position = offset
                    if parser.current.isIdentifier("set") { sawSet = true }
                    parser.position = saved
                }
                settable = settable && sawSet
            }
            if parser.current.isPunctuation("=") { skipRest(&parser) }
            return Declaration(
                kind: .variable(settable: settable), name: name, isStatic: isStatic, parameters: [], type: type,
                objcName: objcName)
        case "func":
            let name = try parseName(&parser)
            if parser.current.isPunctuation("<") { try skipGenerics(&parser) }
            let parameters = try parseParameters(&parser)
            skipEffects(&parser)
            var type: TypeSyntax?
            if parser.current.isPunctuation("->") {
                _ = parser.advance()
                type = try parser.parseType()
            }
            skipRest(&parser)
            return Declaration(
                kind: .function, name: name, isStatic: isStatic, parameters: parameters, type: type,
                objcName: objcName)
        case "init":
            var failable = false
            if parser.current.isPunctuation("?") || parser.current.isPunctuation("!") {
                failable = parser.current.isPunctuation("?")
                _ = parser.advance()
            }
            if parser.current.isPunctuation("<") { try skipGenerics(&parser) }
            let parameters = try parseParameters(&parser)
            skipEffects(&parser)
            skipRest(&parser)
            return Declaration(
                kind: .initializer(failable: failable), name: "init", isStatic: true, parameters: parameters,
                type: nil, objcName: objcName)
        case "case":
            let name = try parseName(&parser)
            var rawValue: Int?
            if parser.current.isPunctuation("=") {
                _ = parser.advance()
                var sign = 1
                if parser.current.isPunctuation("-") {
                    sign = -1
                    _ = parser.advance()
                }
                guard case .integer(let value) = parser.current.kind else {
                    throw parser.failure("decl.unexpected", "expected an integer raw value", at: parser.current.range)
                }
                _ = parser.advance()
                rawValue = sign * value
            }
            return Declaration(
                kind: .enumCase(rawValue: rawValue), name: name, isStatic: true, parameters: [], type: nil,
                objcName: objcName)
        case "class", "struct", "enum", "protocol", "actor", "extension":
            var name = try parseName(&parser)
            while parser.current.isPunctuation("."), let member = parser.peek().identifier {
                _ = parser.advance()
                _ = parser.advance()
                name += "." + member
            }
            if parser.current.isPunctuation("<") { try skipGenerics(&parser) }
            var inherits: [TypeSyntax] = []
            if parser.current.isPunctuation(":") {
                _ = parser.advance()
                inherits.append(try parser.parseType())
                while parser.current.isPunctuation(",") {
                    _ = parser.advance()
                    inherits.append(try parser.parseType())
                }
            }
            skipRest(&parser)
            return Declaration(
                kind: .type(keyword: word, inherits: inherits), name: name, isStatic: true, parameters: [],
                type: nil, objcName: objcName)
        case "typealias":
            let name = try parseName(&parser)
            _ = try parser.expect("=", "in the type alias")
            let type = try parser.parseType()
            return Declaration(
                kind: .typeAlias(type), name: name, isStatic: true, parameters: [], type: nil, objcName: objcName)
        default:
            throw parser.failure("decl.unsupported", "'\(word)' declarations are not supported", at: keyword.range)
        }
    }

    private static func isMemberKeyword(_ token: Token) -> Bool {
        guard let word = token.identifier else { return false }
        return ["var", "let", "func", "subscript"].contains(word) || modifiers.contains(word)
    }

    private static func parseName(_ parser: inout Parser) throws(ParseFailure) -> String {
        guard let name = parser.current.identifier else {
            throw parser.failure(
                "decl.unexpected", "expected a name, found \(parser.describe(parser.current))",
                at: parser.current.range)
        }
        _ = parser.advance()
        return name
    }

    private static func skipGenerics(_ parser: inout Parser) throws(ParseFailure) {
        var depth = 0
        repeat {
            if parser.current.kind.isEnd {
                throw parser.failure("decl.unexpected", "unbalanced '<'", at: parser.current.range)
            }
            let token = parser.advance()
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">") { depth -= 1 }
        } while depth > 0
    }

    private static func skipEffects(_ parser: inout Parser) {
        while let word = parser.current.identifier, ["async", "throws", "rethrows"].contains(word) {
            _ = parser.advance()
            if parser.current.isPunctuation("("), !parser.current.spaceBefore { try? parser.skipBalanced() }
        }
    }

    /// Skips a trailing `where` clause, body or initial value.
    private static func skipRest(_ parser: inout Parser) {
        while !parser.current.kind.isEnd { _ = parser.advance() }
    }

    private static func parseParameters(_ parser: inout Parser) throws(ParseFailure) -> [Declaration.Parameter] {
        _ = try parser.expect("(", "to open the parameter list")
        var parameters: [Declaration.Parameter] = []
        while !parser.current.isPunctuation(")") {
            guard let first = parser.current.identifier else {
                throw parser.failure(
                    "decl.unexpected", "expected a parameter name, found \(parser.describe(parser.current))",
                    at: parser.current.range)
            }
            _ = parser.advance()
            var label: String? = first == "_" ? nil : first
            var name = first
            if let second = parser.current.identifier {
                _ = parser.advance()
                name = second
            } else {
                label = first == "_" ? nil : first
            }
            _ = try parser.expect(":", "after the parameter name")
            let type = try parser.parseType()
            if parser.current.isPunctuation("...") {
                throw parser.failure(
                    "decl.unsupported", "variadic parameters are not supported", at: parser.current.range)
            }
            var defaultValue: String?
            if parser.current.isPunctuation("=") {
                _ = parser.advance()
                let start = parser.current.range.start
                var depth = 0
                var end = start
                while !parser.current.kind.isEnd {
                    let token = parser.current
                    if depth == 0, token.isPunctuation(",") || token.isPunctuation(")") { break }
                    if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
                    if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
                    end = token.range.end
                    _ = parser.advance()
                }
                defaultValue = parser.text.text(TextRange(start, end))
            }
            parameters.append(Declaration.Parameter(label: label, name: name, type: type, defaultValue: defaultValue))
            if parser.current.isPunctuation(",") {
                _ = parser.advance()
            } else if !parser.current.isPunctuation(")") {
                throw parser.failure(
                    "decl.unexpected",
                    "expected ',' or ')' in the parameter list, found \(parser.describe(parser.current))",
                    at: parser.current.range)
            }
        }
        _ = parser.advance()
        return parameters
    }
}

/// Why a declaration string could not be parsed.
struct DeclarationError: Error, Sendable {
    var message: String
}
