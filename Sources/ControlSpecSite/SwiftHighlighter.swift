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

    /// The highlighted markup of `code` (put it inside `<pre><code>`).
    ///
    /// - Parameter objectiveC: colour Objective-C keywords instead of Swift ones.
    static func highlight(_ code: String, objectiveC: Bool = false) -> HTMLNode {
        let keywords = objectiveC ? objectiveCKeywords : keywords
        var markup = ClassedText()
        var plain = String.UnicodeScalarView()
        let scalars = Array(code.unicodeScalars)
        func emit(_ range: Range<Int>, _ tokenClass: TokenClass) {
            if !plain.isEmpty { markup.append(String(plain)) }
            plain = String.UnicodeScalarView()
            markup.append(text(scalars[range]), spanClass: tokenClass.rawValue)
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == "/", next == "/" {
                let end = scalars[index...].firstIndex(of: "\n") ?? scalars.count
                emit(index..<end, .comment)
                index = end
            } else if scalar == "/", next == "*" {
                let end = blockCommentEnd(scalars, from: index + 2)
                emit(index..<end, .comment)
                index = end
            } else if scalar == "\"" {
                let end = stringEnd(scalars, from: index)
                emit(index..<end, .string)
                index = end
            } else if isASCIIDigit(scalar) {
                let end = numberEnd(scalars, from: index)
                emit(index..<end, .number)
                index = end
            } else if scalar == "#" || scalar == "@", let next, isIdentifierStart(next) {
                let end = identifierEnd(scalars, from: index + 1)
                emit(index..<end, scalar == "#" ? .macro : .attribute)
                index = end
            } else if isIdentifierStart(scalar) {
                let end = identifierEnd(scalars, from: index)
                let word = text(scalars[index..<end])
                let previous = index > 0 ? scalars[index - 1] : nil
                if keywords.contains(word), previous != ".", !isArgumentLabel(scalars, start: index, end: end) {
                    emit(index..<end, .keyword)
                } else if scalar.properties.isUppercase {
                    emit(index..<end, .type)
                } else {
                    plain.append(contentsOf: scalars[index..<end])
                }
                index = end
            } else {
                plain.append(scalar)
                index += 1
            }
        }
        if !plain.isEmpty { markup.append(String(plain)) }
        return markup.node
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// `for` in `title(for: .normal)` or `func title(for state: …)`: after `(` or `,`, and followed by
    /// `:` or by a parameter name and `:`.
    private static func isArgumentLabel(_ scalars: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        let before = scalars[..<start].last { !$0.properties.isWhitespace }
        guard before == "(" || before == "," else { return false }
        var index = end
        while index < scalars.count, scalars[index] == " " { index += 1 }
        if index < scalars.count, scalars[index] == ":" { return true }
        guard index < scalars.count, isIdentifierStart(scalars[index]) else { return false }
        index = identifierEnd(scalars, from: index)
        return index < scalars.count && scalars[index] == ":"
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// Letters (Unicode's alphabetic characters), decided without a property look-up for ASCII.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A }
        return scalar.properties.isAlphabetic
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || scalar == "_"
    }

    private static func identifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count {
            let scalar = scalars[end]
            let isNumber = scalar.isASCII ? isASCIIDigit(scalar) : scalar.properties.numericType != nil
            guard isLetter(scalar) || isNumber || scalar == "_" else { break }
            end += 1
        }
        return end
    }

    /// Digits, `_`, hex digits and exponents; a `.` only when a digit follows (so `0..<3` stays a range).
    private static func numberEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar.properties.isASCIIHexDigit || scalar == "_" || scalar == "x" || scalar == "o" {
                end += 1
            } else if scalar == ".", end + 1 < scalars.count, isASCIIDigit(scalars[end + 1]) {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// The end of a string literal starting at `start` (a `"`): single-line or `"""` multi-line.
    private static func stringEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let isMultiline = scalars[start...].starts(with: ["\"", "\"", "\""])
        var index = start + (isMultiline ? 3 : 1)
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                index += 2
            } else if isMultiline, scalars[index...].starts(with: ["\"", "\"", "\""]) {
                return index + 3
            } else if !isMultiline, scalar == "\"" {
                return index + 1
            } else if !isMultiline, scalar == "\n" {
                return index
            } else {
                index += 1
            }
        }
        return scalars.count
    }

    private static func blockCommentEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index + 1 < scalars.count {
            if scalars[index] == "*", scalars[index + 1] == "/" { return index + 2 }
            index += 1
        }
        return scalars.count
    }
}
