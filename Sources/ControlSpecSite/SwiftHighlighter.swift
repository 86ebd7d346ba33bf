import ControlSpecHTML

/// Colours Swift source for display: keywords, types, strings, numbers, comments, attributes and
/// macros such as `#expect`. Purely lexical; unknown text passes through unchanged.
enum SwiftHighlighter {
    /// The kinds of token that get a `<span class="…">`.
    enum TokenClass: String {
        case keyword = "k"
        case type = "t"
        case string = "s"
        case number = "n"
        case comment = "c"
        case macro = "m"
        case attribute = "a"
    }

    static let keywords: Set<String> = [
        "let", "var", "func", "if", "else", "guard", "return", "true", "false", "nil", "try", "await", "as", "is",
        "in", "for", "while", "switch", "case", "default", "break", "continue", "import", "class", "struct", "enum",
        "protocol", "extension", "self", "Self", "super", "init", "deinit", "throws", "rethrows", "inout",
        "static", "public", "private", "internal", "fileprivate", "open", "final", "lazy", "weak", "unowned",
        "some", "any", "where", "get", "set", "didSet", "willSet", "override", "mutating", "nonmutating",
        "typealias", "associatedtype", "subscript", "operator", "defer", "do", "catch", "throw", "repeat",
        "convenience", "required", "optional", "nonisolated", "sending", "async",
    ]

    /// Words that read as keywords in Objective-C declarations.
    static let objectiveCKeywords: Set<String> = [
        "nonatomic", "atomic", "readonly", "readwrite", "copy", "strong", "weak", "assign", "retain", "nullable",
        "nonnull", "null_resettable", "getter", "setter", "instancetype", "void", "id", "const", "unsigned",
        "typedef", "struct", "enum", "class",
    ]

    /// The highlighted nodes of `code` (put them inside `<pre><code>`).
    ///
    /// - Parameter objectiveC: colour Objective-C keywords instead of Swift ones.
    static func highlight(_ code: String, objectiveC: Bool = false) -> [HTMLNode] {
        let keywords = objectiveC ? objectiveCKeywords : keywords
        var nodes: [HTMLNode] = []
        var plain = ""
        func emit(_ text: String, _ tokenClass: TokenClass) {
            if !plain.isEmpty { nodes.append(.text(plain)) }
            plain = ""
            nodes.append(.element("span", ["class": tokenClass.rawValue], text: text))
        }
        let characters = Array(code)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "/", next == "/" {
                let end = characters[index...].firstIndex(of: "\n") ?? characters.count
                emit(String(characters[index..<end]), .comment)
                index = end
            } else if character == "/", next == "*" {
                let end = blockCommentEnd(characters, from: index + 2)
                emit(String(characters[index..<end]), .comment)
                index = end
            } else if character == "\"" {
                let end = stringEnd(characters, from: index)
                emit(String(characters[index..<end]), .string)
                index = end
            } else if character.isASCII, character.isNumber {
                let end = numberEnd(characters, from: index)
                emit(String(characters[index..<end]), .number)
                index = end
            } else if character == "#" || character == "@", let next, isIdentifierStart(next) {
                let end = identifierEnd(characters, from: index + 1)
                emit(String(characters[index..<end]), character == "#" ? .macro : .attribute)
                index = end
            } else if isIdentifierStart(character) {
                let end = identifierEnd(characters, from: index)
                let word = String(characters[index..<end])
                let previous = index > 0 ? characters[index - 1] : nil
                if keywords.contains(word), previous != ".", !isArgumentLabel(characters, start: index, end: end) {
                    emit(word, .keyword)
                } else if word.first?.isUppercase == true {
                    emit(word, .type)
                } else {
                    plain += word
                }
                index = end
            } else {
                plain.append(character)
                index += 1
            }
        }
        if !plain.isEmpty { nodes.append(.text(plain)) }
        return nodes
    }

    /// `for` in `title(for: .normal)` or `func title(for state: …)`: after `(` or `,`, and followed by
    /// `:` or by a parameter name and `:`.
    private static func isArgumentLabel(_ characters: [Character], start: Int, end: Int) -> Bool {
        let before = characters[..<start].last { !$0.isWhitespace }
        guard before == "(" || before == "," else { return false }
        var index = end
        while index < characters.count, characters[index] == " " { index += 1 }
        if index < characters.count, characters[index] == ":" { return true }
        guard index < characters.count, isIdentifierStart(characters[index]) else { return false }
        index = identifierEnd(characters, from: index)
        return index < characters.count && characters[index] == ":"
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        character.isLetter || character == "_"
    }

    private static func identifierEnd(_ characters: [Character], from start: Int) -> Int {
        var end = start
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
            end += 1
        }
        return end
    }

    /// Digits, `_`, hex digits and exponents; a `.` only when a digit follows (so `0..<3` stays a range).
    private static func numberEnd(_ characters: [Character], from start: Int) -> Int {
        var end = start
        while end < characters.count {
            let character = characters[end]
            if character.isHexDigit || character == "_" || character == "x" || character == "o" {
                end += 1
            } else if character == ".", end + 1 < characters.count, characters[end + 1].isASCII,
                characters[end + 1].isNumber
            {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// The end of a string literal starting at `start` (a `"`): single-line or `"""` multi-line.
    private static func stringEnd(_ characters: [Character], from start: Int) -> Int {
        let isMultiline = characters[start...].starts(with: ["\"", "\"", "\""])
        var index = start + (isMultiline ? 3 : 1)
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
            } else if isMultiline, characters[index...].starts(with: ["\"", "\"", "\""]) {
                return index + 3
            } else if !isMultiline, character == "\"" {
                return index + 1
            } else if !isMultiline, character == "\n" {
                return index
            } else {
                index += 1
            }
        }
        return characters.count
    }

    private static func blockCommentEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start
        while index + 1 < characters.count {
            if characters[index] == "*", characters[index + 1] == "/" { return index + 2 }
            index += 1
        }
        return characters.count
    }
}
