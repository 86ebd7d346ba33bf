/// The words of a case's `source=`: citations that read the same in every language.
package enum CitationList {
    /// The first word of `source` that is not a citation, nil when every word is one. A citation is a
    /// web address, a host and path, a file name or a repository path: a word with a `/` or a `.`
    /// between letters or digits (`https://…`, `e-com-net.com/article/1.htm`, `UIButton.h`).
    package static func firstNonCitation(in source: String) -> String? {
        let scalars = source.unicodeScalars
        var wordStart: String.Index?
        var isCitation = false
        // The two scalars before the current one in this word, for a `.` between letters or digits.
        var previous: Unicode.Scalar?
        var beforePrevious: Unicode.Scalar?
        var index = scalars.startIndex
        while true {
            let scalar = index < scalars.endIndex ? scalars[index] : nil
            if let scalar, !isWhitespace(scalar) {
                if wordStart == nil {
                    wordStart = index
                    isCitation = false
                    previous = nil
                    beforePrevious = nil
                }
                if scalar == "/"
                    || (previous == "." && beforePrevious.map(isLetterOrDigit) == true && isLetterOrDigit(scalar))
                {
                    isCitation = true
                }
                beforePrevious = previous
                previous = scalar
            } else {
                if let start = wordStart, !isCitation { return String(scalars[start..<index]) }
                wordStart = nil
                guard scalar != nil else { return nil }
            }
            index = scalars.index(after: index)
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}

/// Finds English sentences in text meant to be Chinese: code, link addresses, web addresses and quoted
/// text are left alone, and so are names of a few words (`Interface Builder`, `Debug View Hierarchy`).
package enum EnglishSentence {
    /// How many Latin words in a row make a sentence rather than a name.
    package static let minimumWords = 4

    /// The first run of ``minimumWords`` or more Latin words in a line of Markdown or plain text, nil when
    /// there is none.
    package static func first(in line: Substring) -> String? {
        first(in: ProseMask.masked(line))
    }

    private static func first(in characters: [Character]) -> String? {
        firstRun(in: characters)?.text
    }

    /// The whole first run of at least ``minimumWords`` words in a masked line (``ProseMask``), with the
    /// column (from 1) where it starts.
    static func firstRun(in characters: [Character]) -> (text: String, column: Int)? {
        var words: [String] = []
        var word = ""
        var start = 0
        func endWord() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for (index, character) in characters.enumerated() {
            if character.isASCII, character.isLetter || (!word.isEmpty && "'’-".contains(character)) {
                if words.isEmpty && word.isEmpty { start = index }
                word.append(character)
            } else if character == " " || character == "," {
                endWord()
            } else {
                endWord()
                if words.count >= minimumWords { return (words.joined(separator: " "), start + 1) }
                words.removeAll()
            }
        }
        endWord()
        return words.count >= minimumWords ? (words.joined(separator: " "), start + 1) : nil
    }
}
