import Testing

@testable import ControlSpecModel

@Suite("Case info strings read in place")
struct CaseInfoTests {
    @Test func readsTheIDAndEveryAttributeOfACase() throws {
        let info = try #require(
            CaseInfo(#"swift case title-falls-back evidence=reported source="Apple's forum, 2014" since=14.0 tags=a,b"#)
        )
        #expect(info.isCase)
        #expect(info.id == "title-falls-back")
        #expect(info.evidence == "reported")
        #expect(info.source == "Apple's forum, 2014")
        #expect(info.since == "14.0")
        #expect(info.tags == "a,b")
        #expect(info.problems.isEmpty)
    }

    @Test func aBlockNotOpeningWithSwiftIsNoCaseOrExample() {
        #expect(CaseInfo("swiftx case a") == nil)
        #expect(CaseInfo("text") == nil)
        #expect(CaseInfo("") == nil)
        #expect(CaseInfo("swift")?.isCase == false)
        #expect(CaseInfo("swift example evidence=x")?.problems.isEmpty == true)
    }

    @Test func anAttributeWhereTheIDBelongsIsAMissingIDAndNoAttributeIsRead() throws {
        let info = try #require(CaseInfo("swift case evidence=documented since=14.0"))
        #expect(info.problems.map(\.problem) == [.missingID])
        #expect(info.problems.map(\.offset) == [11])
        #expect(info.evidence == nil && info.since == nil)
        let bare = try #require(CaseInfo("swift case"))
        #expect(bare.problems.map(\.problem) == [.missingID])
        #expect(bare.problems.map(\.offset) == [10])
    }

    @Test func problemsComeInTheOrderOfTheWords() throws {
        let info = try #require(
            CaseInfo(#"swift case Bad_ID evidence=bogus evidence=inferred colour=red lonely "open"#))
        #expect(
            info.problems.map(\.problem) == [
                .unterminatedQuote, .invalidID("Bad_ID"), .invalidEvidence("bogus"), .duplicateAttribute("evidence"),
                .unknownAttribute("colour"), .malformed("lonely"), .malformed("open"),
            ])
        #expect(info.problems.map(\.offset) == [69, 11, 18, 33, 51, 62, 70])
        #expect(info.evidence == "inferred")
    }

    @Test func nonASCIIInfoStringsAreReadByCharacters() throws {
        let info = try #require(CaseInfo(#"swift case 中-id evidence=reported source="中文 来源" tags=é"#))
        #expect(info.problems.map(\.problem) == [.invalidID("中-id")])
        #expect(info.problems.map(\.offset) == [11])
        #expect(info.source == "中文 来源")
        #expect(info.tags == "é")
    }
}
