import ControlSpecSite
import Testing

/// Golden pages of the fixture site (`Goldens/`; see ``Golden``).
@Suite struct SiteGoldenTests {
    let site = SiteFixture.site()

    @Test func anEnglishMemberPageMatchesItsGolden() throws {
        Golden.expectMatches(try site.requiredText("en/UIControl/isEnabled.html"), "site-en-UIControl-isEnabled.html")
    }

    @Test func theMainPartOfAChineseTypePageWithConstantsMatchesItsGolden() throws {
        let html = try site.requiredText("zh-Hans/UIControl/State/index.html")
        let main = try #require(html.range(of: "<main id=\"main\">")).lowerBound
        let end = try #require(html.range(of: "</main>\n")).upperBound
        Golden.expectMatches(String(html[main..<end]), "site-zh-Hans-UIControl-State-main.html")
    }
}
