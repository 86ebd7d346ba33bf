import Testing

@testable import ControlSpecModel

@Suite("Case info strings")
struct CaseInfoTokenizerTests {
    @Test(
        "The byte tokenizer of ASCII info strings splits exactly as the character tokenizer",
        arguments: [
            "swift case my-id evidence=documented",
            "swift case a source=\"two words\" since=14.0",
            "swift  case\tb   tags=x,y ",
            "swift case c source=\"unterminated",
            "swift case \"\"x evidence=\"\"",
            "swift case d key=\"a\"\"b\" \"quoted start\"tail",
            "\"swift\" case",
            "",
            "   ",
            "swift case e source=\"\" evidence=reported",
        ])
    func asciiMatchesCharacters(info: String) {
        let bytes = CaseInfo.tokenizeASCII(info)
        let characters = CaseInfo.tokenizeCharacters(info)
        #expect(bytes.words == characters.words)
        #expect(bytes.problems.map(\.1) == characters.problems.map(\.1))
        #expect(bytes.problems.map(\.0) == characters.problems.map(\.0))
    }
}

extension CaseInfo {
    /// The words ``ASCIIWords`` reads from an ASCII info string, as strings (offsets in bytes are offsets
    /// in characters): what holds the byte reader to ``tokenizeCharacters(_:)`` here.
    static func tokenizeASCII(_ info: String) -> (words: [Word], problems: [(Problem, Int)]) {
        var info = info
        return info.withUTF8 { bytes in
            var iterator = ASCIIWords(bytes)
            var words: [Word] = []
            while let word = iterator.next() {
                let content = bytes[word.range].filter { $0 != UInt8(ascii: "\"") }
                words.append(Word(text: String(decoding: content, as: UTF8.self), offset: word.offset))
            }
            return (words, iterator.unterminatedQuote.map { [(.unterminatedQuote, $0)] } ?? [])
        }
    }
}
