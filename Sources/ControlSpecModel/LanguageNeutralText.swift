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
