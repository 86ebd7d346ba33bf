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
    var isCase: Bool
    var id: String?
    var attributes: [String: String] = [:]
    /// Problems with the character offset (in the info string) of the offending token.
    var problems: [(problem: Problem, offset: Int)] = []

    /// Returns nil when the info string does not start with the word `swift`.
    init?(_ info: String) {
        let tokens = Self.tokenize(info)
        guard let first = tokens.words.first, first.text == "swift" else { return nil }
        problems = tokens.problems
        isCase = tokens.words.count > 1 && tokens.words[1].text == "case"
        guard isCase else { return }
        guard tokens.words.count > 2, !Self.hasByte(UInt8(ascii: "="), in: tokens.words[2].text) else {
            problems.append((.missingID, tokens.words.count > 2 ? tokens.words[2].offset : info.count))
            return
        }
        let idToken = tokens.words[2]
        if Self.isValidID(idToken.text) {
            id = idToken.text
        } else {
            problems.append((.invalidID(idToken.text), idToken.offset))
        }
        for word in tokens.words.dropFirst(3) {
            let utf8 = word.text.utf8
            guard let equals = utf8.firstIndex(of: UInt8(ascii: "=")), equals != utf8.startIndex else {
                problems.append((.malformed(word.text), word.offset))
                continue
            }
            let key = String(word.text[..<equals])
            let value = String(word.text[utf8.index(after: equals)...])
            guard Self.attributeNames.contains(key) else {
                problems.append((.unknownAttribute(key), word.offset))
                continue
            }
            if attributes[key] != nil { problems.append((.duplicateAttribute(key), word.offset)) }
            if key == "evidence", Evidence(rawValue: value) == nil {
                problems.append((.invalidEvidence(value), word.offset))
            }
            attributes[key] = value
        }
    }

    /// Lowercase letters, digits and single hyphens, starting with a letter or digit.
    static func isValidID(_ id: String) -> Bool {
        var id = id
        return id.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "-"), last != UInt8(ascii: "-")
            else { return false }
            var previous: UInt8 = 0
            for byte in bytes {
                let allowed =
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                if !allowed || (byte == UInt8(ascii: "-") && previous == byte) { return false }
                previous = byte
            }
            return true
        }
    }

    private static func hasByte(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(byte) }
    }

    struct Word: Equatable {
        var text: String
        var offset: Int
    }

    /// Splits on spaces; double quotes group words and are removed (`source="a b"`).
    static func tokenize(_ info: String) -> (words: [Word], problems: [(Problem, Int)]) {
        var info = info
        if info.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) { return tokenizeASCII(info) }
        return tokenizeCharacters(info)
    }

    /// ``tokenize(_:)`` character by character, for any info string.
    static func tokenizeCharacters(_ info: String) -> (words: [Word], problems: [(Problem, Int)]) {
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

    /// ``tokenize(_:)`` for ASCII info strings, on bytes (offsets in bytes are offsets in characters).
    static func tokenizeASCII(_ info: String) -> (words: [Word], problems: [(Problem, Int)]) {
        var info = info
        return info.withUTF8 { bytes in
            var words: [Word] = []
            var current: [UInt8] = []
            var start = 0
            var inQuotes = false
            var quoteStart = 0
            // The current word as one slice of the info string (from runStart), until a quote is met.
            var runStart = -1
            var offset = 0
            while offset <= bytes.count {
                let byte = offset < bytes.count ? bytes[offset] : 0x20
                let ends = offset == bytes.count || (!inQuotes && ((byte >= 0x09 && byte <= 0x0D) || byte == 0x20))
                if ends {
                    // Character.isWhitespace for ASCII: tab, line feed, vertical tab, form feed, carriage return, space.
                    if runStart >= 0 {
                        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
                        words.append(Word(text: String(decoding: run, as: UTF8.self), offset: start))
                    } else if !current.isEmpty {
                        words.append(Word(text: String(decoding: current, as: UTF8.self), offset: start))
                    }
                    current.removeAll(keepingCapacity: true)
                    runStart = -1
                } else if byte == UInt8(ascii: "\"") {
                    if !inQuotes { quoteStart = offset }
                    inQuotes.toggle()
                    if runStart >= 0 {
                        current.append(contentsOf: bytes[runStart..<offset])
                        runStart = -1
                    } else if current.isEmpty {
                        start = offset
                    }
                } else if runStart < 0 && current.isEmpty {
                    start = offset
                    runStart = offset
                } else if runStart < 0 {
                    current.append(byte)
                }
                offset += 1
            }
            return (words, inQuotes ? [(.unterminatedQuote, quoteStart)] : [])
        }
    }
}
