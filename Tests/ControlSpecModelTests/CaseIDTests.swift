import Testing

@testable import ControlSpecModel

@Suite("Case IDs")
struct CaseIDTests {
    static func isValid(_ id: String) -> Bool {
        var copy = id
        return copy.withUTF8 { CaseInfo.isValidID($0) }
    }

    @Test(arguments: [
        "a", "0", "title-falls-back-to-normal", "a1-b2", "abcdefgh", "abcdefg-h", "abcdefgh-i", "0123456789",
        "abcdefghijklmnopqrstuvwxyz0123456789-a", "abcdefgh-ijklmno-p",
    ])
    func lowercaseLettersDigitsAndSingleHyphensAreAnID(id: String) {
        #expect(Self.isValid(id), "\(id.debugDescription)")
    }

    @Test(arguments: [
        "", "-", "-abcdefgh", "abcdefg-", "a--b", "abcdefg--h", "abcdefgh--ijklmnop", "Abcdefgh", "abcdefgH",
        "abc_defgh", "abcdefgh`", "abcdefgh{", "abcdefgh/", "abcdefgh:", "abcdefgé", "abcdefgh\u{0}", "a b",
        // U+1C30 is E1 B0 B0: bytes that would pass were their high bits ignored.
        "abcde\u{1C30}xyz",
    ])
    func anythingElseIsNot(id: String) {
        #expect(!Self.isValid(id), "\(id.debugDescription)")
    }
}
