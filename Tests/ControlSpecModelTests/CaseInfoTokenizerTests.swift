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
