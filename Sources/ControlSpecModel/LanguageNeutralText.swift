/// The words of a case's `source=`: citations that read the same in every language.
public enum CitationList {
    /// The first word of `source` that is not a citation, nil when every word is one. A citation is a
    /// web address, a host and path, a file name or a repository path: a word with a `/` or a `.`
    /// between letters or digits (`https://…`, `e-com-net.com/article/1.htm`, `UIButton.h`).
    public static func firstNonCitation(in source: String) -> String? {
        source.split(whereSeparator: \.isWhitespace).first { !isCitation($0) }.map(String.init)
    }

    static func isCitation(_ word: Substring) -> Bool {
        let characters = Array(word)
        for (index, character) in characters.enumerated() where character == "/" || character == "." {
            let before = index > 0 && (characters[index - 1].isLetter || characters[index - 1].isNumber)
            let after =
                index + 1 < characters.count && (characters[index + 1].isLetter || characters[index + 1].isNumber)
            if character == "/" || (before && after) { return true }
        }
        return false
    }
}

/// Finds English sentences in text meant to be Chinese: code, link addresses, web addresses and quoted
/// text are left alone, and so are names of a few words (`Interface Builder`, `Debug View Hierarchy`).
public enum EnglishSentence {
    /// How many Latin words in a row make a sentence rather than a name.
    public static let minimumWords = 4

    /// The first run of ``minimumWords`` or more Latin words in a line of Markdown or plain text, nil when
    /// there is none.
    public static func first(in line: Substring) -> String? {
        first(in: ProseMask.masked(line))
    }

    /// The whole first run of at least ``minimumWords`` words.
    private static func first(in characters: [Character]) -> String? {
        var words: [String] = []
        var word = ""
        func endWord() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for character in characters {
            if character.isASCII, character.isLetter || (!word.isEmpty && "'’-".contains(character)) {
                word.append(character)
            } else if character == " " || character == "," {
                endWord()
            } else {
                endWord()
                if words.count >= minimumWords { return words.joined(separator: " ") }
                words.removeAll()
            }
        }
        endWord()
        return words.count >= minimumWords ? words.joined(separator: " ") : nil
    }
}
