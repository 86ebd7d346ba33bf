/// Splits text into search terms; the site's script (`queryTerms`) splits queries by the same rules.
///
/// A word is a run of letters, digits and `_`; it is indexed lowercased, without the `_` at its ends,
/// and so is each camel-case part longer than one character (`setTitle` → `settitle`, `set`,
/// `title`). Han characters are indexed one by one and in pairs of neighbours (`标题` → `标`, `题`,
/// `标题`).
enum SearchTokenizer {
    /// Characters indexed one by one and in pairs: CJK unified ideographs and their extensions.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }

    /// Calls `body` with each term of `text`, once per occurrence.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        let scalars = text.unicodeScalars
        var wordStart: String.Index?
        var wordIsASCII = true
        var previousHan: Unicode.Scalar?
        var scratch = WordScratch()
        func endWord(at end: String.Index) {
            guard let start = wordStart else { return }
            if wordIsASCII {
                scratch.visitASCIIWord(text.utf8[start..<end], body)
            } else {
                visitWord(String(scalars[start..<end]), body)
            }
            wordStart = nil
        }
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if isHan(scalar) {
                endWord(at: index)
                body(String(scalar))
                if let previousHan { body(String(previousHan) + String(scalar)) }
                previousHan = scalar
            } else if isWordScalar(scalar) {
                previousHan = nil
                if wordStart == nil {
                    wordStart = index
                    wordIsASCII = true
                }
                if scalar.value >= 0x80 { wordIsASCII = false }
            } else {
                endWord(at: index)
                previousHan = nil
            }
            index = scalars.index(after: index)
        }
        endWord(at: scalars.endIndex)
    }

    /// Letters, digits and `_`; ASCII is decided without looking up Unicode properties.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0..<0x80: return false
        default: return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
    }

    /// The terms of a word with letters beyond ASCII.
    private static func visitWord(_ word: String, _ body: (String) -> Void) {
        var scalars = word.unicodeScalars[...]
        while scalars.first == "_" { scalars.removeFirst() }
        while scalars.last == "_" { scalars.removeLast() }
        guard !scalars.isEmpty else { return }
        let trimmed = String(scalars)
        let lowercased = trimmed.lowercased()
        body(lowercased)
        let parts = camelCaseParts(trimmed).map { $0.lowercased() }.filter { $0.count > 1 }
        for part in Set(parts) where part != lowercased { body(part) }
    }

    /// `setTitle` → `set`, `Title`; `UIControl` → `UI`, `Control`; `isEnabled2` → `is`, `Enabled2`.
    static func camelCaseParts(_ word: String) -> [String] {
        let characters = Array(word)
        var parts: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase
                && (previous?.isLowercase == true || previous?.isNumber == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if character == "_" {
                if !current.isEmpty { parts.append(current) }
                current = ""
                continue
            }
            if startsWord, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}

/// The buffers ``SearchTokenizer`` reuses for the ASCII words of one text, so that a word's terms
/// are made from its bytes without a string per step.
private struct WordScratch {
    var lowercased: [UInt8] = []
    /// The camel-case parts of the current word, as ranges of `lowercased`.
    var parts: [Range<Int>] = []

    /// The terms of an ASCII word: the same as `SearchTokenizer.visitWord`, on bytes (ASCII letters and
    /// digits are the only upper- and lowercase letters and numbers there).
    mutating func visitASCIIWord(_ word: Substring.UTF8View, _ body: (String) -> Void) {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        let underscore = UInt8(ascii: "_")
        lowercased.removeAll(keepingCapacity: true)
        lowercased.append(contentsOf: word.drop { $0 == underscore })
        while lowercased.last == underscore { lowercased.removeLast() }
        guard !lowercased.isEmpty else { return }
        // Parts are found on the original case, then every byte is lowercased in place.
        parts.removeAll(keepingCapacity: true)
        var start = 0
        for index in lowercased.indices {
            let byte = lowercased[index]
            if byte == underscore {
                if index > start { parts.append(start..<index) }
                start = index + 1
                continue
            }
            guard isUpper(byte), index > start else { continue }
            let previous = lowercased[index - 1]
            let next = index + 1 < lowercased.count ? lowercased[index + 1] : nil
            if isLower(previous) || isDigit(previous) || (isUpper(previous) && next.map(isLower) == true) {
                parts.append(start..<index)
                start = index
            }
        }
        if lowercased.count > start { parts.append(start..<lowercased.count) }
        for index in lowercased.indices where isUpper(lowercased[index]) { lowercased[index] += 0x20 }

        body(String(decoding: lowercased, as: UTF8.self))
        for (position, part) in parts.enumerated() where part.count > 1 && part != lowercased.indices {
            let bytes = lowercased[part]
            // A part that occurs twice in a word counts once.
            let seen = parts[..<position].contains { $0.count == part.count && lowercased[$0].elementsEqual(bytes) }
            if !seen { body(String(decoding: bytes, as: UTF8.self)) }
        }
    }
}
