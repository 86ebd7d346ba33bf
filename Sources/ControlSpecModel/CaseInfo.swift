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
    /// The kind of figure the block is (`swift figure …` a layout figure, `swift schematic …` a style schematic):
    /// read like a case, drawn instead of run; nil for any other block.
    var figureKind: PageFigure.Kind?
    /// True when the block is a figure of either kind.
    var isFigure: Bool { figureKind != nil }
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
        var info = info
        guard let parsed = info.withUTF8({ CaseInfo(utf8: $0) }) else { return nil }
        self = parsed
    }

    /// ``init(_:)`` on the UTF-8 bytes of an info string.
    init?(utf8 info: UnsafeBufferPointer<UInt8>) {
        var count = 0
        if info.allSatisfy({ $0 < 0x80 }) {
            // Most info strings are ASCII: their words are runs of the bytes, read in place, but for
            // quoted words, read without their quotes from a buffer made for them.
            var words = ASCIIWords(info)
            // On the stack for the usual info string: a heap buffer for each quoted value was a good
            // part of reading one.
            let opensWithSwift = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: info.count) { unquoted in
                while let word = words.next() {
                    var content = UnsafeBufferPointer(rebasing: info[word.range])
                    if word.hasQuotes {
                        var length = 0
                        for byte in content where byte != UInt8(ascii: "\"") {
                            unquoted[length] = byte
                            length += 1
                        }
                        content = UnsafeBufferPointer(rebasing: unquoted[..<length])
                    }
                    guard read(content, offset: word.offset, index: count) else { return false }
                    count += 1
                }
                return true
            }
            guard opensWithSwift else { return nil }
            if let quote = words.unterminatedQuote { problems.insert((.unterminatedQuote, quote), at: 0) }
        } else {
            let tokens = Self.tokenizeCharacters(String(decoding: info, as: UTF8.self))
            for var word in tokens.words {
                guard word.text.withUTF8({ read($0, offset: word.offset, index: count) }) else { return nil }
                count += 1
            }
            problems.insert(contentsOf: tokens.problems.map { (problem: $0.0, offset: $0.1) }, at: 0)
        }
        if count == 0 { return nil }
        if isCase || isFigure, count < 3, !lacksID {
            problems.append((.missingID, String(decoding: info, as: UTF8.self).count))
        }
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
            figureKind = word.equals("figure") ? .layout : word.equals("schematic") ? .style : nil
        case _ where !(isCase || isFigure) || lacksID:
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

    /// The words of an ASCII info string, read in place: split on spaces outside double quotes,
    /// quotes removed from their content (`source="a b"`).
    struct ASCIIWords: IteratorProtocol {
        /// A word: bytes `range` of the info string, quotes included.
        struct RawWord {
            var range: Range<Int>
            /// The offset of the word's first byte that is not a quote.
            var offset: Int
            var hasQuotes: Bool
        }

        private let bytes: UnsafeBufferPointer<UInt8>
        private var position = 0
        private var inQuotes = false
        private var quoteStart = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// Where the quote that was never closed opens, once every word has been read.
        var unterminatedQuote: Int? { inQuotes ? quoteStart : nil }

        mutating func next() -> RawWord? {
            let count = bytes.count
            while position < count {
                // Character.isWhitespace for ASCII: tab, line feed, vertical tab, form feed, carriage return, space.
                if !inQuotes, Self.isSpace(bytes[position]) {
                    position += 1
                    continue
                }
                let start = position
                var firstContent = -1
                var hasQuotes = false
                while position < count {
                    if inQuotes {
                        // A quoted run ends at the next quote (or the end), whatever it holds.
                        let end = Self.offset(of: UInt8(ascii: "\""), in: bytes, from: position) ?? count
                        if firstContent < 0, end > position { firstContent = position }
                        position = min(end + 1, count)
                        if end < count { inQuotes = false }
                        continue
                    }
                    let byte = bytes[position]
                    // Above the quote: neither a space nor a quote, the bulk of every word, gone over in a
                    // loop of its own.
                    if byte > UInt8(ascii: "\"") {
                        if firstContent < 0 { firstContent = position }
                        position += 1
                        while position < count, bytes[position] > UInt8(ascii: "\"") { position += 1 }
                        continue
                    }
                    if Self.isSpace(byte) { break }
                    if byte == UInt8(ascii: "\"") {
                        quoteStart = position
                        inQuotes = true
                        hasQuotes = true
                    } else if firstContent < 0 {
                        firstContent = position
                    }
                    position += 1
                }
                // A word of quotes alone is no word.
                if firstContent >= 0 {
                    return RawWord(range: start..<position, offset: firstContent, hasQuotes: hasQuotes)
                }
            }
            return nil
        }

        private static func offset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
            guard start < bytes.count, let base = bytes.baseAddress,
                let found = memchr(base + start, Int32(byte), bytes.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        private static func isSpace(_ byte: UInt8) -> Bool { (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 }
    }

    /// The words of any info string, character by character: split on spaces outside double quotes,
    /// quotes removed (`source="a b"`).
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
}
