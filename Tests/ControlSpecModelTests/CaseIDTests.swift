import Testing

@testable import ControlSpecModel

@Suite("Case IDs checked eight bytes at a time")
struct CaseIDTests {
    /// The rule, a character at a time: lowercase letters, digits and single hyphens, not at either end.
    static func isValidByCharacters(_ id: String) -> Bool {
        guard let first = id.first, let last = id.last, first != "-", last != "-" else { return false }
        var previous: Character = " "
        for character in id {
            let scalars = character.unicodeScalars.map(\.value)
            let allowed =
                scalars.count == 1
                && ((97...122).contains(scalars[0]) || (48...57).contains(scalars[0]) || scalars[0] == 45)
            if !allowed || (character == "-" && previous == "-") { return false }
            previous = character
        }
        return true
    }

    @Test(arguments: [
        "a", "title-falls-back-to-normal", "a1-b2", "abcdefgh", "abcdefg-h", "abcdefgh-i", "abcdefg--h",
        "abcdefg-", "-abcdefgh", "abcdefgh--ijklmnop", "abcdefghijklmnopqrstuvwxyz0123456789-a",
        "Abcdefgh", "abcdefgH", "abc_defgh", "abcdefgh`", "abcdefgh{", "abcdefgh/", "abcdefgh:", "abcdefgé",
        "abcdefghé", "", "-", "a--b", "abcdefgh\u{0}", "0123456789", "abcdefg--hijklmno", "abcde\u{1C30}xyz",
        "abcdefgh-ijklmno-p",
    ])
    func agreesWithTheRuleOnEdgeCases(id: String) {
        var copy = id
        let bytes = copy.withUTF8 { CaseInfo.isValidID($0) }
        #expect(bytes == Self.isValidByCharacters(id), "\(id.debugDescription)")
    }

    @Test func agreesWithTheRuleOnGeneratedIDs() {
        // Mostly allowed bytes, so that long valid IDs come up, with hyphens that may double across the
        // eight-byte words; a quarter of the IDs get one byte around a boundary of the allowed ranges, or a
        // scalar whose UTF-8 bytes would pass were their high bits ignored (U+1C30 is E1 B0 B0).
        let allowed = Array("abmyz0159-")
        let disallowed = Array("/:@`{AZ_ é\u{1C30}\u{0}")
        // Failures print the IDs, so that a random draw that fails can be added to the edge cases.
        var generator = SystemRandomNumberGenerator()
        var disagreements: [String] = []
        var valid = 0
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 40)
            var characters = (0..<length).map { _ in allowed[Int(generator.next() % UInt64(allowed.count))] }
            if length > 0, generator.next() % 4 == 0 {
                characters[Int(generator.next() % UInt64(length))] =
                    disallowed[Int(generator.next() % UInt64(disallowed.count))]
            }
            let id = String(characters)
            var copy = id
            let bytes = copy.withUTF8 { CaseInfo.isValidID($0) }
            if bytes != Self.isValidByCharacters(id) { disagreements.append(id) }
            if bytes, length >= 16 { valid += 1 }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        #expect(valid > 100, "the generated IDs should include long valid ones")
    }
}
