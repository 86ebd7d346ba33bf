import ControlSpecModel
import ControlSpecSite
import ControlSpecTestSupport
import Testing

/// Class pages show Inherits From, Inherited By and Conforms To from the registry's class entries, before
/// See Also, linking the classes the site has.
@Suite struct SiteRelationshipsTests {
    let site = SiteFixture.site()

    private static func section(in html: String) throws -> String {
        let start = try #require(html.range(of: "<section class=\"relationships\">"))
        let end = try #require(html[start.upperBound...].range(of: "</section>"))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func theButtonPageShowsItsChainLinkedWhereTheSiteHasTheClass() throws {
        let section = try Self.section(in: try site.requiredText("en/UIButton/index.html"))
        #expect(section.contains(">Relationships<") && section.contains(">Inherits From<"))
        #expect(section.contains(#"<a href="../UIControl/index.html"><code>UIControl</code></a>"#))
        #expect(section.contains("<li><code>NSObject</code></li>"))
        #expect(section.contains(">Conforms To<") && section.contains("<code>NSCoding</code>"))
        #expect(!section.contains("Inherited By"))
    }

    @Test func relationshipsFollowTheInheritedMembers() throws {
        let html = try site.requiredText("en/UIButton/index.html")
        let inherited = try #require(html.range(of: "<section class=\"inherited\">"))
        let relationships = try #require(html.range(of: "<section class=\"relationships\">"))
        #expect(inherited.lowerBound < relationships.lowerBound)
    }

    @Test func theControlPageListsItsSubclassInChinese() throws {
        let html = try site.requiredText("zh-Hans/UIControl/index.html")
        let section = try Self.section(in: html)
        for term in [">关系<", ">继承自<", ">被继承<", ">遵循<"] { #expect(section.contains(term), "\(term)") }
        #expect(section.contains(#"<a href="../UIButton/index.html"><code>UIButton</code></a>"#))
        #expect(section.contains("<code>UIContextMenuInteractionDelegate</code>"))
    }

    @Test func aChangedSubclassEntryChangesTheSuperclassPageInputs() throws {
        func inputs(_ registry: Registry) -> [String: SiteFileInputs] {
            let files = TestDocs.files(SiteFixture.pages.map { (path: $0.key, text: $0.value) })
            return SiteGenerator(corpus: Corpus(files: files, registry: registry)).fileInputs()
        }
        var members = SiteFixture.registry.members
        let button = try #require(members.firstIndex { $0.id == "UIButton" })
        members[button].inherits = ["UIView", "UIResponder", "NSObject"]
        let before = inputs(SiteFixture.registry)
        let after = inputs(Registry(members: members, sdk: SiteFixture.registry.sdk))
        // UIControl's Inherited By no longer lists UIButton; a member page shows no relationships.
        #expect(before["zh-Hans/UIControl/index.html"] != after["zh-Hans/UIControl/index.html"])
        #expect(before["en/UIControl/isEnabled.html"] == after["en/UIControl/isEnabled.html"])
    }
}
