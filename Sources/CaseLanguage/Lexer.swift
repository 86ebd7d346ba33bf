import ControlSpecModel

/// One token of case code or of a declaration string.
struct Token: Sendable {
    enum Kind: Equatable, Sendable {
        case identifier(String)
        case integer(Int)
        case float(Double)
        case string(String)
        /// `#expect`, `#require`, `#selector` (the text includes the `#`).
        case pound(String)
        case punctuation(String)
        case endOfFile
    }

    var kind: Kind
    var range: TextRange
    /// Whitespace, a comment or the start of the text comes right before the token.
    var spaceBefore: Bool
    /// Whitespace, a comment or the end of the text comes right after the token.
    var spaceAfter: Bool
    /// The token is the first on its line.
    var startsLine: Bool

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    func isPunctuation(_ text: String) -> Bool { kind == .punctuation(text) }
    func isIdentifier(_ text: String) -> Bool { kind == .identifier(text) }
}

/// Splits code into tokens; problems become diagnostics, and lexing goes on.
struct Lexer {
    private let text: SourceText
    private let characters: [Character]
    private var position = 0
    private(set) var diagnostics: [Diagnostic] = []

    /// Punctuation, longest first.
    private static let punctuation: [String] = [
        "===", "!==", "...", "==", "!=", "<=", ">=", "&&", "||", "??", "+=", "-=", "->",
        "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "?", "!", "=", "<", ">", "+", "-", "*", "/",
        "%", "&", "@", "|", "^", "~",
    ].map { $0 }

    /// ``punctuation`` grouped by first character, each group still longest first.
    private static let punctuationByFirstCharacter: [Character: [String]] = Dictionary(
        grouping: punctuation, by: { $0.first! })

    init(_ text: SourceText) {
        self.text = text
        self.characters = text.characters
    }

    static func tokenize(_ text: SourceText) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(text)
        let tokens = lexer.run()
        return (tokens, lexer.diagnostics)
    }

    private mutating func run() -> [Token] {
        var tokens: [Token] = []
        var sawSpace = true
        var sawNewline = true
        while true {
            let skipped = skipTrivia()
            sawSpace = sawSpace || skipped.space
            sawNewline = sawNewline || skipped.newline
            if !tokens.isEmpty, sawSpace { tokens[tokens.count - 1].spaceAfter = true }
            guard position < characters.count else {
                tokens.append(
                    Token(
                        kind: .endOfFile, range: TextRange(position, position), spaceBefore: true,
                        spaceAfter: true, startsLine: true))
                return tokens
            }
            let start = position
            let kind = lexToken()
            tokens.append(
                Token(
                    kind: kind, range: TextRange(start, position), spaceBefore: sawSpace, spaceAfter: false,
                    startsLine: sawNewline))
            sawSpace = false
            sawNewline = false
        }
    }

    private func peek(_ offset: Int = 0) -> Character? {
        let index = position + offset
        return index < characters.count ? characters[index] : nil
    }

    private mutating func skipTrivia() -> (space: Bool, newline: Bool) {
        var space = false
        var newline = false
        while let character = peek() {
            if character == " " {
                space = true
                position += 1
            } else if character.isNewline {
                newline = true
                space = true
                position += 1
            } else if character.isWhitespace {
                space = true
                position += 1
            } else if character == "/", peek(1) == "/" {
                space = true
                while let next = peek(), !next.isNewline { position += 1 }
            } else if character == "/", peek(1) == "*" {
                space = true
                let start = position
                position += 2
                var depth = 1
                while depth > 0 {
                    guard let next = peek() else {
                        report("case.parse.unterminatedComment", "unterminated '/*' comment", start, start + 2)
                        break
                    }
                    if next == "/", peek(1) == "*" {
                        depth += 1
                        position += 2
                    } else if next == "*", peek(1) == "/" {
                        depth -= 1
                        position += 2
                    } else {
                        if next.isNewline { newline = true }
                        position += 1
                    }
                }
            } else {
                break
            }
        }
        return (space, newline)
    }

    private mutating func report(_ id: String, _ summary: String, _ start: Int, _ end: Int) {
        diagnostics.append(text.diagnostic(id, summary, at: TextRange(start, end)))
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        // ASCII first: the Unicode properties behind isLetter are slow to look up.
        if let ascii = character.asciiValue { return ascii == UInt8(ascii: "_") || isASCIILetter(ascii) }
        return character.isLetter
    }

    private static func isIdentifierPart(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii == UInt8(ascii: "_") || isASCIILetter(ascii) || (0x30...0x39).contains(ascii)
        }
        return character.isLetter || character.isNumber
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private mutating func lexToken() -> Token.Kind {
        let character = characters[position]
        if Self.isIdentifierStart(character) {
            return .identifier(lexName())
        }
        if character == "`" {
            let start = position
            position += 1
            let name = lexName()
            if peek() == "`" {
                position += 1
            } else {
                report("case.parse.unexpectedToken", "expected '`' to end the identifier", start, position)
            }
            return .identifier(name)
        }
        if character == "#" {
            let start = position
            position += 1
            let name = lexName()
            if name.isEmpty {
                report("case.parse.unexpectedToken", "expected a name after '#'", start, position)
            }
            return .pound("#" + name)
        }
        if character == "$", let next = peek(1), Self.isIdentifierPart(next) {
            position += 1
            return .identifier("$" + lexName())
        }
        if character.isASCII, character.isNumber {
            return lexNumber()
        }
        if character == "\"" {
            return lexString()
        }
        for candidate in Self.punctuationByFirstCharacter[character] ?? [] where matches(candidate) {
            position += candidate.count
            return .punctuation(candidate)
        }
        position += 1
        report("case.parse.unexpectedCharacter", "unexpected character '\(character)'", position - 1, position)
        return .punctuation(String(character))
    }

    private func matches(_ candidate: String) -> Bool {
        var offset = 0
        for character in candidate {
            guard peek(offset) == character else { return false }
            offset += 1
        }
        return true
    }

    private mutating func lexName() -> String {
        let start = position
        while let character = peek(), Self.isIdentifierPart(character) { position += 1 }
        return String(characters[start..<position])
    }

    private mutating func lexNumber() -> Token.Kind {
        let start = position
        var digits = ""
        if peek() == "0", let marker = peek(1), marker == "x" || marker == "b" || marker == "o" {
            position += 2
            let radix = marker == "x" ? 16 : marker == "b" ? 2 : 8
            while let character = peek(), character.isHexDigit || character == "_" {
                if character != "_" { digits.append(character) }
                position += 1
            }
            guard let value = Int(digits, radix: radix) else {
                report("case.parse.badNumber", "invalid number literal", start, position)
                return .integer(0)
            }
            return .integer(value)
        }
        var isFloat = false
        func takeDigits() {
            while let character = peek(), character.isASCII, character.isNumber || character == "_" {
                if character != "_" { digits.append(character) }
                position += 1
            }
        }
        takeDigits()
        if peek() == ".", let next = peek(1), next.isASCII, next.isNumber {
            isFloat = true
            digits.append(".")
            position += 1
            takeDigits()
        }
        if let exponent = peek(), exponent == "e" || exponent == "E" {
            var offset = 1
            if let sign = peek(1), sign == "+" || sign == "-" { offset = 2 }
            if let next = peek(offset), next.isASCII, next.isNumber {
                isFloat = true
                for _ in 0..<offset {
                    digits.append(characters[position])
                    position += 1
                }
                takeDigits()
            }
        }
        if let next = peek(), Self.isIdentifierStart(next) {
            while let character = peek(), Self.isIdentifierPart(character) { position += 1 }
            report("case.parse.badNumber", "invalid number literal", start, position)
            return .integer(0)
        }
        if isFloat {
            return .float(Double(digits) ?? 0)
        }
        guard let value = Int(digits) else {
            report("case.parse.badNumber", "integer literal overflows Int", start, position)
            return .integer(0)
        }
        return .integer(value)
    }

    private mutating func lexString() -> Token.Kind {
        let start = position
        if matches("\"\"\"") {
            position += 3
            report("case.parse.unsupported", "multi-line string literals are not supported in cases", start, position)
            while position < characters.count, !matches("\"\"\"") { position += 1 }
            position = min(position + 3, characters.count)
            return .string("")
        }
        position += 1
        var value = ""
        while true {
            guard let character = peek(), !character.isNewline else {
                report("case.parse.unterminatedString", "unterminated string literal", start, position)
                return .string(value)
            }
            position += 1
            if character == "\"" { return .string(value) }
            guard character == "\\" else {
                value.append(character)
                continue
            }
            let escapeStart = position - 1
            guard let escaped = peek() else { continue }
            position += 1
            switch escaped {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "0": value.append("\0")
            case "\"": value.append("\"")
            case "'": value.append("'")
            case "\\": value.append("\\")
            case "u": value += lexUnicodeEscape(escapeStart)
            case "(":
                report(
                    "case.parse.unsupported", "string interpolation is not supported in cases", escapeStart,
                    position)
            default:
                report("case.parse.badEscape", "invalid escape sequence '\\\(escaped)'", escapeStart, position)
            }
        }
    }

    private mutating func lexUnicodeEscape(_ escapeStart: Int) -> String {
        guard peek() == "{" else {
            report("case.parse.badEscape", "expected '{' in \\u{…} escape", escapeStart, position)
            return ""
        }
        position += 1
        var hex = ""
        while let character = peek(), character.isHexDigit {
            hex.append(character)
            position += 1
        }
        guard peek() == "}", let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
            report("case.parse.badEscape", "invalid \\u{…} escape", escapeStart, position)
            return ""
        }
        position += 1
        return String(Character(scalar))
    }
}
