import ControlSpecMarkdown
import Foundation

/// The parsed info string of a fenced code block that opens with `swift`.
struct CaseInfo {
    enum Problem: Equatable {
        case missingID
        case invalidID(String)
        case malformed(String)
        case unterminatedQuote
        case unknownAttribute(String)
        case invalidEvidence(String)
        case duplicateAttribute(String)
    }

    static let attributeNames = ["evidence", "source", "since", "tags"]

    /// True when the block is a case (`swift case …`) rather than an example.
    var isCase = false
    var id: String?
    /// The `evidence=` attribute as written (checked against ``Evidence`` by the caller).
    var evidence: String?
    var source: String?
    var since: String?
    var tags: String?
    /// Problems with the character offset (in the info string) of the offending token.
    var problems: [(problem: Problem, offset: Int)] = []
    /// An attribute stands where the ID belongs.
    private var lacksID = false

    /// Returns nil when the info string does not start with the word `swift`.
    init?(_ info: String) {
        let tokens = Self.words(of: info)
        var count = 0
        for var word in tokens.words {
            guard word.text.withUTF8({ read($0, offset: word.offset, index: count) }) else { return nil }
            count += 1
        }
        if count == 0 { return nil }
        problems.insert(contentsOf: tokens.problems.map { (problem: $0.0, offset: $0.1) }, at: 0)
        if isCase, count < 3, !lacksID { problems.append((.missingID, info.count)) }
    }

    /// ``init(_:)`` on the UTF-8 bytes of an info string.
    init?(utf8 info: UnsafeBufferPointer<UInt8>) {
        self.init(String(decoding: info, as: UTF8.self))
    }

    /// The attributes a case's info string may set.
    private enum Attribute {
        case evidence, source, since, tags

        init?(_ key: UnsafeBufferPointer<UInt8>.SubSequence) {
            let key = UnsafeBufferPointer(rebasing: key)
            if key.equals("evidence") {
                self = .evidence
            } else if key.equals("source") {
                self = .source
            } else if key.equals("since") {
                self = .since
            } else if key.equals("tags") {
                self = .tags
            } else {
                return nil
            }
        }
    }

    private subscript(attribute: Attribute) -> String? {
        get {
            switch attribute {
            case .evidence: evidence
            case .source: source
            case .since: since
            case .tags: tags
            }
        }
        set {
            switch attribute {
            case .evidence: evidence = newValue
            case .source: source = newValue
            case .since: since = newValue
            case .tags: tags = newValue
            }
        }
    }

    /// Reads the word at `index` (`swift`, `case`, the ID, then attributes); false when the info string
    /// does not open with `swift`.
    private mutating func read(_ word: UnsafeBufferPointer<UInt8>, offset: Int, index: Int) -> Bool {
        func string(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
        }
        switch index {
        case 0:
            return word.equals("swift")
        case 1:
            isCase = word.equals("case")
        case _ where !isCase || lacksID:
            break
        case 2:
            guard !word.contains(UInt8(ascii: "=")) else {
                // An attribute where the ID belongs: the case has no ID, and its attributes are not read.
                problems.append((.missingID, offset))
                lacksID = true
                return true
            }
            let text = string(word[...])
            if Self.isValidID(word) {
                id = text
            } else {
                problems.append((.invalidID(text), offset))
            }
        default:
            guard let equals = word.firstIndex(of: UInt8(ascii: "=")), equals > 0 else {
                problems.append((.malformed(string(word[...])), offset))
                return true
            }
            let key = word[..<equals]
            guard let attribute = Attribute(key) else {
                problems.append((.unknownAttribute(string(key)), offset))
                return true
            }
            let valueBytes = UnsafeBufferPointer(rebasing: word[(equals + 1)...])
            // The evidence is one of three words: kept as a literal (no string made or checked) when it is.
            let evidenceWord = attribute == .evidence ? Self.evidenceLiteral(valueBytes) : nil
            let value = evidenceWord ?? string(valueBytes[...])
            if self[attribute] != nil { problems.append((.duplicateAttribute(string(key)), offset)) }
            if attribute == .evidence, evidenceWord == nil {
                problems.append((.invalidEvidence(value), offset))
            }
            self[attribute] = value
        }
        return true
    }

    /// The evidence word `bytes` spell, as a string literal; nil when they spell none.
    private static func evidenceLiteral(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.equals("documented") { return "documented" }
        if bytes.equals("reported") { return "reported" }
        if bytes.equals("inferred") { return "inferred" }
        return nil
    }

    /// Lowercase letters, digits and single hyphens, starting and ending with a letter or digit.
    static func isValidID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "-"), last != UInt8(ascii: "-")
        else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            let allowed =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            if !allowed || (byte == UInt8(ascii: "-") && previous == UInt8(ascii: "-")) { return false }
            previous = byte
        }
        return true
    }

    struct Word: Equatable {
        var text: String
        var offset: Int
    }

    /// The words of an info string, with their offsets in characters: split on spaces outside double
    /// quotes, quotes removed (`source="a b"`).
    static func words(of info: String) -> (words: [Word], problems: [(Problem, Int)]) {
        var words: [Word] = []
        var current = ""
        var start = 0
        var inQuotes = false
        var quoteStart = 0
        for (offset, character) in info.enumerated() {
            if character == "\"" {
                if !inQuotes { quoteStart = offset }
                inQuotes.toggle()
                if current.isEmpty { start = offset }
                continue
            }
            if character.isWhitespace, !inQuotes {
                if !current.isEmpty { words.append(Word(text: current, offset: start)) }
                current = ""
                continue
            }
            if current.isEmpty { start = offset }
            current.append(character)
        }
        if !current.isEmpty { words.append(Word(text: current, offset: start)) }
        return (words, inQuotes ? [(.unterminatedQuote, quoteStart)] : [])
    }
}
