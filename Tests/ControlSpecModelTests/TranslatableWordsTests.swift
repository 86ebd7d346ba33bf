import Testing

@testable import ControlSpecModel

@Suite struct TranslatableWordsTests {
    /// The hash of the words as the Character path makes it: what every line hashed before the byte path.
    static func characterHash(_ line: Substring) -> String {
        var hash = StableHash()
        for word in line.split(whereSeparator: \.isWhitespace) { hash.combine(String(word)) }
        return hash.hex
    }

    @Test func theBytePathHashesEveryLineAsTheCharacterPathDoes() {
        let lines = [
            "", " ", "word", "  two  words ", "tab\tand\u{0B}vertical\u{0C}feed", "carriage\r\nreturn",
            "trailing\r", "`code` and [link](doc:UIButton)", "non-ASCII — dash", "中文 words", "nbsp\u{A0}space",
            "e\u{301}cole", "ideographic\u{3000}space",
        ]
        for line in lines {
            var hash = StableHash()
            TranslatableSections.combineWords(of: Substring(line), into: &hash)
            #expect(hash.hex == Self.characterHash(Substring(line)), "\(line.debugDescription)")
        }
    }
}
