import ControlSpecModel

/// A parse error that ends the current statement.
struct ParseFailure: Error {
    var diagnostic: Diagnostic
}

/// A recursive-descent parser of the case language (see `Docs/CASES.md`).
///
/// Errors are diagnostics: after one, the parser skips to the next line and goes on, so one
/// case reports every broken line at once.
struct Parser {
    let text: SourceText
    private let tokens: [Token]
    private var index = 0
    private var depth = 0
    /// How many closure bodies enclose the current token: `if` is a statement only inside one.
    private var closureDepth = 0
    /// In an `if` condition a `{` opens the branch, not a trailing closure (as in Swift).
    private var inCondition = false
    private(set) var diagnostics: [Diagnostic]

    /// Deeper nesting than this is reported instead of risking the stack: the checker and the
    /// compiler walk the tree recursively. Each operator of a chain such as `a + b + c`, and each
    /// suffix of `a.b(c)[d]`, counts as one level: a chain is a tree as deep as it is long.
    static let maximumDepth = 100

    static let binaryPrecedence: [String: Int] = [
        "||": 1, "&&": 2,
        "==": 3, "!=": 3, "<": 3, "<=": 3, ">": 3, ">=": 3, "===": 3, "!==": 3,
        "??": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6,
    ]

    private static let unsupportedStatements: Set<String> = [
        "if", "for", "while", "guard", "switch", "func", "class", "struct", "enum", "extension", "return",
        "repeat", "do", "defer", "protocol", "typealias", "throw", "break", "continue",
    ]

    init(_ text: SourceText) {
        self.text = text
        let lexed = Lexer.tokenize(text)
        self.tokens = lexed.tokens
        self.diagnostics = lexed.diagnostics
    }

    // MARK: - Entry points

    /// Parses a whole block of statements.
    static func parse(_ source: CaseSource) -> (statements: [Statement], text: SourceText, diagnostics: [Diagnostic]) {
        ParseInstrumentation.recordParse(of: source.path)
        var parser = Parser(SourceText(source))
        let statements = parser.parseStatements()
        return (statements, parser.text, parser.diagnostics)
    }

    mutating func parseStatements() -> [Statement] {
        var statements: [Statement] = []
        while !current.kind.isEnd {
            if current.isPunctuation(";") {
                index += 1
                continue
            }
            let start = index
            do throws(ParseFailure) {
                statements.append(try parseStatement())
                if !current.kind.isEnd, !current.startsLine {
                    if current.isPunctuation(";") {
                        index += 1
                    } else {
                        throw failure(
                            "case.parse.unexpectedToken",
                            "consecutive statements on a line must be separated by ';'", at: current.range)
                    }
                }
            } catch {
                diagnostics.append(error.diagnostic)
                skipStatement(from: start)
            }
        }
        return statements
    }

    /// After a parse error, goes on at the next line outside the braces the failed statement
    /// opened, so that a broken line inside a closure is reported once.
    private mutating func skipStatement(from start: Int) {
        let failedAt = max(index, start + 1)
        index = start
        var braces = 0
        while !current.kind.isEnd {
            if index >= failedAt, current.startsLine, braces <= 0 { return }
            if current.isPunctuation("{") { braces += 1 }
            if current.isPunctuation("}") { braces -= 1 }
            index += 1
        }
    }

    /// Parses one expression that must fill the whole text (default values in declarations).
    mutating func parseWholeExpression() -> Expression? {
        do throws(ParseFailure) {
            let expression = try parseExpression()
            guard current.kind.isEnd else {
                throw failure("case.parse.unexpectedToken", "unexpected \(describe(current))", at: current.range)
            }
            return expression
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    // MARK: - Tokens

    var current: Token { tokens[index] }

    func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    mutating func advance() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    func failure(_ id: String, _ summary: String, at range: TextRange) -> ParseFailure {
        ParseFailure(diagnostic: text.diagnostic(id, summary, at: range))
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: return "end of code"
        case .string: return "string literal"
        default: return "'\(text.text(token.range))'"
        }
    }

    mutating func expect(_ punctuation: String, _ context: String) throws(ParseFailure) -> Token {
        guard current.isPunctuation(punctuation) else {
            throw failure(
                "case.parse.unexpectedToken", "expected '\(punctuation)' \(context), found \(describe(current))",
                at: current.range)
        }
        return advance()
    }

    private mutating func enter(_ range: TextRange) throws(ParseFailure) {
        depth += 1
        if depth > Self.maximumDepth { throw tooDeep(at: range) }
    }

    private func tooDeep(at range: TextRange) -> ParseFailure {
        ParseFailure(
            diagnostic: text.diagnostic(
                "case.parse.tooDeep",
                "expression is nested more than \(Self.maximumDepth) levels deep (each operator or member of a chain is a level)",
                at: range, fix: "split the expression into several `let`s"))
    }

    // MARK: - Statements

    private mutating func parseStatement() throws(ParseFailure) -> Statement {
        let first = current
        if let word = first.identifier {
            if word == "let" || word == "var" { return try parseDeclaration() }
            if word == "import", peek().identifier != nil {
                _ = advance()
                var end = advance().range
                while current.isPunctuation("."), peek().identifier != nil {
                    _ = advance()
                    end = advance().range
                }
                return .importDeclaration(first.range.union(end))
            }
            if word == "if" {
                guard closureDepth > 0 else {
                    throw failure(
                        "case.parse.unsupported",
                        "'if' is supported only inside a closure body: a case is a straight-line story",
                        at: first.range)
                }
                return try parseIf()
            }
            if word == "return", closureDepth > 0 {
                _ = advance()
                let value = try parseExpression()
                return .returnStatement(value, range: first.range.union(value.range))
            }
            if Self.unsupportedStatements.contains(word) {
                throw failure(
                    "case.parse.unsupported",
                    "'\(word)' is not supported in cases: a case is a straight-line story", at: first.range)
            }
        }
        if first.isPunctuation("@") {
            throw failure("case.parse.unsupported", "attributes are not supported in cases", at: first.range)
        }
        let target = try parseExpression()
        for assignment in ["=", "+=", "-="] where current.isPunctuation(assignment) {
            let operatorToken = advance()
            let value = try parseExpression()
            return .assignment(
                target: target, operator: assignment, operatorRange: operatorToken.range, value: value,
                range: target.range.union(value.range))
        }
        return .expression(target)
    }

    private mutating func parseDeclaration() throws(ParseFailure) -> Statement {
        let keyword = advance()
        let nameToken = current
        guard let name = nameToken.identifier else {
            throw failure(
                "case.parse.unexpectedToken", "expected a name after '\(text.text(keyword.range))'",
                at: nameToken.range)
        }
        _ = advance()
        var type: TypeSyntax?
        var typeRange: TextRange?
        if current.isPunctuation(":") {
            _ = advance()
            let start = current.range.start
            type = try parseType()
            typeRange = TextRange(start, tokens[index - 1].range.end)
        }
        guard current.isPunctuation("=") else {
            throw failure(
                "case.parse.expectedInitializer",
                "expected '=' and a value: every constant and variable starts with one",
                at: current.range)
        }
        _ = advance()
        let value = try parseExpression()
        return .declaration(
            isVariable: keyword.isIdentifier("var"), name: name, nameRange: nameToken.range, type: type,
            typeRange: typeRange, value: value, range: keyword.range.union(value.range))
    }

    /// `if condition { … } else if … { … } else { … }`.
    private mutating func parseIf() throws(ParseFailure) -> Statement {
        let keyword = advance()
        // An `else if` chain nests like a closure, so it counts against the depth limit too.
        try enter(keyword.range)
        defer { depth -= 1 }
        let wasInCondition = inCondition
        inCondition = true
        let condition = try parseExpression()
        inCondition = wasInCondition
        let (then, thenEnd) = try parseBlock("after the condition of 'if'")
        var end = thenEnd
        var otherwise: [Statement]?
        if current.isIdentifier("else") {
            _ = advance()
            if current.isIdentifier("if") {
                let nested = try parseIf()
                if case .ifStatement(_, _, _, let range) = nested { end = range }
                otherwise = [nested]
            } else {
                let (statements, elseEnd) = try parseBlock("after 'else'")
                otherwise = statements
                end = elseEnd
            }
        }
        return .ifStatement(condition: condition, then: then, otherwise: otherwise, range: keyword.range.union(end))
    }

    /// `{ statements }`: the statements and the range of the closing brace.
    private mutating func parseBlock(_ context: String) throws(ParseFailure) -> ([Statement], TextRange) {
        _ = try expect("{", context)
        return try parseBlockBody()
    }

    /// The statements after an opening brace, up to and including the closing brace.
    private mutating func parseBlockBody() throws(ParseFailure) -> ([Statement], TextRange) {
        try enter(current.range)
        defer { depth -= 1 }
        var statements: [Statement] = []
        while !current.isPunctuation("}") {
            if current.kind.isEnd {
                throw failure("case.parse.unexpectedToken", "expected '}' to close the block", at: current.range)
            }
            if current.isPunctuation(";") {
                _ = advance()
                continue
            }
            statements.append(try parseStatement())
            if current.isPunctuation("}") { break }
            if current.isPunctuation(";") {
                _ = advance()
            } else if !current.startsLine {
                throw failure(
                    "case.parse.unexpectedToken", "consecutive statements on a line must be separated by ';'",
                    at: current.range)
            }
        }
        return (statements, advance().range)
    }

    /// `{ _ in … }`, `{ button in … }`, `{ first, second in … }` or `{ … }`.
    private mutating func parseClosure() throws(ParseFailure) -> Expression {
        let open = advance()
        if current.isIdentifier("in") {
            throw failure(
                "case.parse.unexpectedToken", "expected parameter names before 'in': write '{ _ in … }'",
                at: current.range)
        }
        var parameters: [(name: String, range: TextRange)] = []
        if let count = closureParameterCount() {
            for _ in 0..<count {
                let token = advance()
                parameters.append((token.identifier ?? "_", token.range))
                if current.isPunctuation(",") { _ = advance() }
            }
            _ = advance()  // `in`
        }
        closureDepth += 1
        defer { closureDepth -= 1 }
        let wasInCondition = inCondition
        inCondition = false
        defer { inCondition = wasInCondition }
        let (body, end) = try parseBlockBody()
        return .closure(ClosureSyntax(parameters: parameters, body: body), open.range.union(end))
    }

    /// How many names the closure's parameter list `a, b in` has, when the current token starts one.
    private func closureParameterCount() -> Int? {
        var offset = 0
        var count = 0
        while let name = peek(offset).identifier, name != "in" {
            count += 1
            if peek(offset + 1).isIdentifier("in") { return count }
            guard peek(offset + 1).isPunctuation(",") else { return nil }
            offset += 2
        }
        return nil
    }

    mutating func parseExpression() throws(ParseFailure) -> Expression {
        if current.isIdentifier("try") {
            let keyword = advance()
            if current.isPunctuation("?") || current.isPunctuation("!") {
                throw failure("case.parse.unsupported", "only plain 'try' is supported in cases", at: current.range)
            }
            let operand = try parseExpression()
            return .tryExpression(operand, keyword.range.union(operand.range))
        }
        let condition = try parseBinary(minimumPrecedence: 1)
        guard current.isPunctuation("?"), current.spaceBefore else { return condition }
        _ = advance()
        try enter(condition.range)
        defer { depth -= 1 }
        let then = try parseExpression()
        _ = try expect(":", "between the branches of '?:'")
        let otherwise = try parseExpression()
        return .conditional(condition, then, otherwise, condition.range.union(otherwise.range))
    }

    private func binaryOperator(_ token: Token) -> (String, Int)? {
        guard case .punctuation(let op) = token.kind, let precedence = Self.binaryPrecedence[op] else { return nil }
        // `a -b` is a prefix minus of a new operand, not a subtraction.
        if token.spaceBefore, !token.spaceAfter, op == "-" || op == "+" { return nil }
        return (op, precedence)
    }

    private mutating func parseBinary(minimumPrecedence: Int) throws(ParseFailure) -> Expression {
        let entryDepth = depth
        defer { depth = entryDepth }
        try enter(current.range)
        var left = try parsePrefix()
        while let (op, precedence) = binaryOperator(current), precedence >= minimumPrecedence {
            try enter(current.range)
            let operatorToken = advance()
            if current.isIdentifier("try") {
                throw failure(
                    "case.parse.unexpectedToken", "'try' cannot appear to the right of an operator",
                    at: current.range)
            }
            // `??` is right-associative; comparisons do not associate, the rest associate to the left.
            let right = try parseBinary(minimumPrecedence: op == "??" ? precedence : precedence + 1)
            if precedence == 3, let (next, nextPrecedence) = binaryOperator(current), nextPrecedence == 3 {
                throw failure(
                    "case.parse.unexpectedToken",
                    "adjacent comparison operators '\(op)' and '\(next)' need parentheses",
                    at: current.range)
            }
            left = .binary(op, left, right, operatorRange: operatorToken.range, left.range.union(right.range))
        }
        return left
    }

    private mutating func parsePrefix() throws(ParseFailure) -> Expression {
        let token = current
        if token.isPunctuation("!") || token.isPunctuation("-") {
            _ = advance()
            try enter(token.range)
            defer { depth -= 1 }
            let operand = try parsePrefix()
            return .prefix(token.isPunctuation("!") ? "!" : "-", operand, token.range.union(operand.range))
        }
        if token.isPunctuation("&") {
            throw failure("case.parse.unsupported", "'&' (in-out arguments) is not supported in cases", at: token.range)
        }
        return try parsePostfix()
    }

    private mutating func parsePostfix() throws(ParseFailure) -> Expression {
        let entryDepth = depth
        defer { depth = entryDepth }
        var expression = try parsePrimary()
        var chained = false
        while true {
            let token = current
            if token.isPunctuation(".") {
                _ = advance()
                let name = current
                guard let member = memberName(name) else {
                    throw failure(
                        "case.parse.unexpectedToken", "expected a member name after '.', found \(describe(name))",
                        at: name.range)
                }
                _ = advance()
                expression = .member(expression, member, nameRange: name.range, expression.range.union(name.range))
            } else if token.isPunctuation("("), !token.startsLine {
                let (arguments, end) = try parseArguments(closing: ")")
                expression = .call(expression, arguments, expression.range.union(end))
            } else if token.isPunctuation("["), !token.startsLine {
                let (arguments, end) = try parseArguments(closing: "]")
                expression = .subscripted(expression, arguments, expression.range.union(end))
            } else if token.isPunctuation("?"), !token.spaceBefore {
                _ = advance()
                chained = true
                expression = .optionalChain(expression, expression.range.union(token.range))
            } else if token.isPunctuation("!"), !token.spaceBefore {
                _ = advance()
                expression = .forceUnwrap(expression, expression.range.union(token.range))
            } else if token.isPunctuation("{"), !token.startsLine, !inCondition, Self.takesTrailingClosure(expression) {
                let closure = try parseClosure()
                let trailing = Argument(
                    label: nil, labelRange: nil, value: closure, range: closure.range, isTrailingClosure: true)
                if case .call(let callee, let arguments, _) = expression {
                    expression = .call(callee, arguments + [trailing], expression.range.union(closure.range))
                } else {
                    expression = .call(expression, [trailing], expression.range.union(closure.range))
                }
            } else {
                break
            }
            // A member or call chain is a tree as deep as it is long, like an operator chain.
            try enter(token.range)
        }
        return chained ? .optionalEvaluation(expression, expression.range) : expression
    }

    private mutating func rejectTrailingClosure() throws(ParseFailure) {
        if current.isPunctuation("{"), !current.startsLine {
            throw failure("case.parse.unsupported", "a macro takes no trailing closure", at: current.range)
        }
    }

    /// Whether `{` after this expression starts a trailing closure: after a call or a name.
    private static func takesTrailingClosure(_ expression: Expression) -> Bool {
        switch expression {
        case .call(_, let arguments, _): return arguments.last?.isTrailingClosure != true
        case .identifier, .member, .implicitMember: return true
        default: return false
        }
    }

    private func memberName(_ token: Token) -> String? {
        if let name = token.identifier { return name }
        return nil
    }

    private mutating func parseArguments(closing: String) throws(ParseFailure) -> ([Argument], TextRange) {
        let open = advance()
        try enter(open.range)
        defer { depth -= 1 }
        var arguments: [Argument] = []
        while !current.isPunctuation(closing) {
            let start = current
            var label: String?
            var labelRange: TextRange?
            if let name = start.identifier, peek().isPunctuation(":") {
                if name == "_" {
                    throw failure("case.parse.unexpectedToken", "'_' is not an argument label", at: start.range)
                }
                label = name
                labelRange = start.range
                _ = advance()
                _ = advance()
            }
            let value = try parseExpression()
            arguments.append(
                Argument(label: label, labelRange: labelRange, value: value, range: start.range.union(value.range)))
            if current.isPunctuation(",") {
                _ = advance()
                continue
            }
            guard current.isPunctuation(closing) else {
                throw failure(
                    "case.parse.unexpectedToken",
                    "expected ',' or '\(closing)' in the argument list, found \(describe(current))", at: current.range)
            }
        }
        let close = advance()
        return (arguments, open.range.union(close.range))
    }

    private mutating func parsePrimary() throws(ParseFailure) -> Expression {
        let token = current
        switch token.kind {
        case .integer(let value):
            _ = advance()
            return .integer(value, token.range)
        case .float(let value):
            _ = advance()
            return .float(value, token.range)
        case .string(let value):
            _ = advance()
            return .string(value, token.range)
        case .identifier(let name):
            switch name {
            case "true", "false":
                _ = advance()
                return .boolean(name == "true", token.range)
            case "nil":
                _ = advance()
                return .nilLiteral(token.range)
            case "let", "var", "try", "import":
                throw failure("case.parse.unexpectedToken", "unexpected '\(name)' in an expression", at: token.range)
            default:
                if Self.unsupportedStatements.contains(name) {
                    throw failure(
                        "case.parse.unsupported",
                        "'\(name)' is not supported in cases: a case is a straight-line story",
                        at: token.range)
                }
                _ = advance()
                return .identifier(name, token.range)
            }
        case .pound(let name):
            return try parseMacro(name)
        case .punctuation("."):
            _ = advance()
            guard let member = memberName(current) else {
                throw failure(
                    "case.parse.unexpectedToken", "expected a member name after '.', found \(describe(current))",
                    at: current.range)
            }
            let nameToken = advance()
            return .implicitMember(member, token.range.union(nameToken.range))
        case .punctuation("("):
            _ = advance()
            try enter(token.range)
            defer { depth -= 1 }
            if current.isPunctuation(")") {
                throw failure(
                    "case.parse.unsupported", "'()' (the empty tuple) is not supported in cases", at: current.range)
            }
            let inner = try parseExpression()
            if current.isPunctuation(",") {
                throw failure("case.parse.unsupported", "tuples are not supported in cases", at: current.range)
            }
            let close = try expect(")", "to close the parenthesis")
            return .parenthesized(inner, token.range.union(close.range))
        case .punctuation("["):
            return try parseArrayLiteral()
        case .punctuation("{"):
            return try parseClosure()
        case .endOfFile:
            throw failure("case.parse.unexpectedToken", "expected an expression, found end of code", at: token.range)
        default:
            throw failure(
                "case.parse.unexpectedToken", "expected an expression, found \(describe(token))", at: token.range)
        }
    }

    private mutating func parseArrayLiteral() throws(ParseFailure) -> Expression {
        let open = advance()
        try enter(open.range)
        defer { depth -= 1 }
        var elements: [Expression] = []
        if current.isPunctuation(":") {
            throw failure("case.parse.unsupported", "dictionaries are not supported in cases", at: current.range)
        }
        while !current.isPunctuation("]") {
            elements.append(try parseExpression())
            if current.isPunctuation(":") {
                throw failure("case.parse.unsupported", "dictionaries are not supported in cases", at: current.range)
            }
            if current.isPunctuation(",") {
                _ = advance()
                continue
            }
            guard current.isPunctuation("]") else {
                throw failure(
                    "case.parse.unexpectedToken",
                    "expected ',' or ']' in the array literal, found \(describe(current))",
                    at: current.range)
            }
        }
        let close = advance()
        return .array(elements, open.range.union(close.range))
    }

    private mutating func parseMacro(_ name: String) throws(ParseFailure) -> Expression {
        let nameToken = advance()
        switch name {
        case "#expect", "#require":
            guard current.isPunctuation("("), !current.startsLine else {
                throw failure("case.parse.unexpectedToken", "expected '(' after \(name)", at: current.range)
            }
            let (arguments, end) = try parseArguments(closing: ")")
            try rejectTrailingClosure()
            guard let first = arguments.first, first.label == nil else {
                throw failure("case.parse.unexpectedToken", "\(name) takes a condition as its first argument", at: end)
            }
            return .macro(name, arguments, nameRange: nameToken.range, nameToken.range.union(end))
        case "#selector":
            return try parseSelector(nameToken)
        default:
            throw failure(
                "case.parse.unsupported", "'\(name)' is not supported in cases (use #expect, #require or #selector)",
                at: nameToken.range)
        }
    }

    private mutating func parseSelector(_ nameToken: Token) throws(ParseFailure) -> Expression {
        _ = try expect("(", "after #selector")
        var path: [(String, TextRange)] = []
        while true {
            guard let name = current.identifier else {
                throw failure(
                    "case.parse.unexpectedToken", "expected a method name in #selector, found \(describe(current))",
                    at: current.range)
            }
            if name == "getter" || name == "setter", peek().isPunctuation(":") {
                throw failure(
                    "case.parse.unsupported", "#selector(\(name):) is not supported in cases", at: current.range)
            }
            path.append((name, advance().range))
            guard current.isPunctuation(".") else { break }
            _ = advance()
        }
        var labels: [String]?
        if current.isPunctuation("("), !current.spaceBefore {
            _ = advance()
            var names: [String] = []
            while !current.isPunctuation(")") {
                guard let label = current.identifier, peek().isPunctuation(":")
                else {
                    throw failure(
                        "case.parse.unexpectedToken",
                        "expected an argument label and ':' in #selector, found \(describe(current))",
                        at: current.range)
                }
                names.append(label)
                _ = advance()
                _ = advance()
            }
            _ = advance()
            labels = names
        }
        let close = try expect(")", "to close #selector")
        let method = path.removeLast()
        let typeRange = path.isEmpty ? method.1 : path[0].1.union(path[path.count - 1].1)
        return .selector(
            SelectorReference(
                typePath: path.map(\.0), typeRange: typeRange, method: method.0, methodRange: method.1, labels: labels),
            nameToken.range.union(close.range))
    }

    // MARK: - Types

    /// Parses a type: `UIControl.State`, `[String]`, `UILabel?`, `Set<AnyHashable>`, `(Int) -> Void`.
    mutating func parseType() throws(ParseFailure) -> TypeSyntax {
        try enter(current.range)
        defer { depth -= 1 }
        while current.isPunctuation("@") {
            _ = advance()
            _ = advance()
            if current.isPunctuation("("), !current.spaceBefore { try skipBalanced() }
        }
        var isInout = false
        while let word = current.identifier,
            ["inout", "__owned", "__shared", "some", "any", "borrowing", "consuming"]
                .contains(word)
        {
            isInout = isInout || word == "inout"
            _ = advance()
        }
        if isInout { return .inoutParameter(try parseType()) }
        var type: TypeSyntax
        let token = current
        if token.isPunctuation("[") {
            _ = advance()
            let element = try parseType()
            if current.isPunctuation(":") {
                _ = advance()
                let value = try parseType()
                type = .dictionary(element, value)
            } else {
                type = .array(element)
            }
            _ = try expect("]", "to close the collection type")
        } else if token.isPunctuation("(") {
            let parameters = try parseParameterTypes()
            while let word = current.identifier, ["async", "throws", "rethrows"].contains(word) { _ = advance() }
            if current.isPunctuation("->") {
                _ = advance()
                type = .function(parameters, try parseType())
            } else {
                type = .tuple
            }
        } else if var name = token.identifier {
            _ = advance()
            var arguments: [TypeSyntax] = []
            while true {
                if current.isPunctuation("<"), !current.spaceBefore {
                    _ = advance()
                    arguments.append(try parseType())
                    while current.isPunctuation(",") {
                        _ = advance()
                        arguments.append(try parseType())
                    }
                    _ = try expect(">", "to close the generic arguments")
                } else if current.isPunctuation("."), let member = peek().identifier {
                    _ = advance()
                    _ = advance()
                    name += "." + member
                } else {
                    break
                }
            }
            type = arguments.isEmpty ? .named(name) : .generic(name, arguments)
        } else {
            throw failure("case.parse.unexpectedToken", "expected a type, found \(describe(token))", at: token.range)
        }
        while true {
            if current.isPunctuation("?"), !current.spaceBefore {
                _ = advance()
                type = .optional(type)
            } else if current.isPunctuation("!"), !current.spaceBefore {
                _ = advance()
                type = .implicitlyUnwrapped(type)
            } else if current.isPunctuation("&") {
                _ = advance()
                _ = try parseType()
            } else {
                return type
            }
        }
    }

    /// `(UIButton, Int)` before the arrow of a function type; a label before a type is skipped.
    private mutating func parseParameterTypes() throws(ParseFailure) -> [TypeSyntax] {
        _ = try expect("(", "to open the parameter types")
        var types: [TypeSyntax] = []
        while !current.isPunctuation(")") {
            if current.identifier != nil, peek().isPunctuation(":") {
                _ = advance()
                _ = advance()
            } else if current.identifier != nil, peek().identifier != nil, peek(2).isPunctuation(":") {
                _ = advance()
                _ = advance()
                _ = advance()
            }
            types.append(try parseType())
            if current.isPunctuation(",") {
                _ = advance()
            } else if !current.isPunctuation(")") {
                throw failure(
                    "case.parse.unexpectedToken",
                    "expected ',' or ')' in the parameter types, found \(describe(current))",
                    at: current.range)
            }
        }
        _ = advance()
        return types
    }

    /// Skips a parenthesized, bracketed or braced group with everything inside it.
    mutating func skipBalanced() throws(ParseFailure) {
        let open = current
        var depth = 0
        repeat {
            if current.kind.isEnd {
                throw failure("case.parse.unexpectedToken", "unbalanced '\(text.text(open.range))'", at: open.range)
            }
            let token = advance()
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
        } while depth > 0
    }

    /// The index of the current token, for parsers built on this one.
    var position: Int {
        get { index }
        set { index = newValue }
    }
}

extension Token.Kind {
    var isEnd: Bool { self == .endOfFile }
}
