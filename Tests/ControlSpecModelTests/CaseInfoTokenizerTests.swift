import Testing

@testable import ControlSpecModel

@Suite("The words of case info strings")
struct CaseInfoTokenizerTests {
    static func words(_ info: String) -> [String] { CaseInfo.words(of: info).words.map(\.text) }

    @Test func wordsAreSplitOnSpacesOutsideQuotesAndLoseTheirQuotes() {
        #expect(
            Self.words("swift case my-id evidence=documented") == ["swift", "case", "my-id", "evidence=documented"])
        #expect(Self.words("swift  case\tb   tags=x,y ") == ["swift", "case", "b", "tags=x,y"])
        #expect(
            Self.words("swift case a source=\"two words\" since=14.0") == [
                "swift", "case", "a", "source=two words", "since=14.0",
            ])
        #expect(
            Self.words("swift case d key=\"a\"\"b\" \"quoted start\"tail") == [
                "swift", "case", "d", "key=ab", "quoted starttail",
            ])
        #expect(Self.words("").isEmpty && Self.words("   ").isEmpty)
        // A word of quotes alone is no word.
        #expect(Self.words("swift case \"\" e") == ["swift", "case", "e"])
    }

    @Test func offsetsCountCharactersToTheFirstCharacterOutsideTheQuotes() {
        #expect(CaseInfo.words(of: "swift  case \"q\"x").words.map(\.offset) == [0, 7, 13])
        #expect(CaseInfo.words(of: "swift case 中文 é-id").words.map(\.offset) == [0, 6, 11, 14])
    }

    @Test func anUnclosedQuoteIsAProblemWhereItOpens() {
        let tokens = CaseInfo.words(of: "swift case c source=\"unterminated")
        #expect(tokens.words.map(\.text) == ["swift", "case", "c", "source=unterminated"])
        #expect(tokens.problems.map(\.1) == [20])
        #expect(tokens.problems.map(\.0) == [.unterminatedQuote])
    }
}
