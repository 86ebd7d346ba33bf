import ControlSpecSite
import Testing

@Suite struct SiteStructureTests {
    let site = SiteFixture.site()

    @Test func theSiteHasTheExpectedFiles() {
        let member = [
            "UIButton/index.html", "UIButton/setTitle(__for_).html", "UIButton/title(for_).html",
            "UIControl/State/index.html",
            "UIControl/index.html", "UIControl/isEnabled.html", "index.html",
        ]
        let expected = Set(
            [
                "index.html", "assets/site.css", "assets/site.js", "assets/icon.svg", "assets/search-index.js",
                "assets/navigation/en.js", "assets/navigation/zh-Hans.js",
                "en/UIButton/adjustsImageWhenHighlighted.html",
            ]
                + member.map { "en/" + $0 } + member.map { "zh-Hans/" + $0 }
                + (0..<64).map { String(format: "assets/search/%02d.js", $0) })
        #expect(Set(site.files.map(\.path)) == expected)
        #expect(site.files.map(\.path) == site.files.map(\.path).sorted())
    }

    @Test func classPagesGroupMembersByTopicAndMarkUndocumentedOnes() throws {
        let html = try site.requiredText("en/UIControl/index.html")
        let topics = html.components(separatedBy: "<section class=\"topics\">")[1]
        let state = try #require(topics.range(of: "<h3>Managing the Control's State</h3>"))
        let target = try #require(topics.range(of: "<h3>Target-Action</h3>"))
        #expect(state.lowerBound < target.lowerBound, "topics keep registry order")
        #expect(topics.contains(#"<a class="member-name" href="State/index.html"><code>UIControl.State</code></a>"#))
        #expect(topics.contains(#"<span class="badge missing">Not yet documented</span>"#))
    }

    @Test func theButtonClassPageListsTheMembersItInheritsFromUIControl() throws {
        let html = try site.requiredText("en/UIButton/index.html")
        let inherited = html.components(separatedBy: "<section class=\"inherited\">")[1]
        #expect(inherited.contains(#"<h2 id="inherited-from-uicontrol">Inherited from UIControl<a "#))
        #expect(inherited.contains(#"href="../UIControl/isEnabled.html"><code>isEnabled</code></a>"#))
        let control = try site.requiredText("en/UIControl/index.html")
        #expect(!control.contains("Inherited from"))
    }

    @Test func deprecatedMembersAreMarkedAndTheReplacementIsLinked() throws {
        let classPage = try site.requiredText("en/UIButton/index.html")
        #expect(classPage.contains(#"<li class="is-deprecated">"#))
        let page = try site.requiredText("en/UIButton/adjustsImageWhenHighlighted.html")
        #expect(page.contains(#"<span class="badge deprecated">iOS 2.0–15.0 Deprecated</span>"#))
        #expect(
            page.contains(
                #"<p class="deprecation-note">Use <a href="title(for_).html"><code>title(for:)</code></a> instead.</p>"#
            ))
    }

    @Test func casesShowEvidenceAndTheStatusOfEachImplementation() throws {
        let html = try site.requiredText("en/UIButton/setTitle(__for_).html")
        #expect(html.contains(#"<figure class="case" id="title-falls-back-to-normal">"#))
        #expect(html.contains(#"<span class="badge evidence evidence-documented">Documented</span>"#))
        #expect(
            html.contains(
                #"<li class="status status-pass"><span class="implementation">reference</span> "#
                    + #"<span class="status-value">PASS</span></li>"#
            ))
        #expect(html.contains(#"<li class="status status-fail"><span class="implementation">faulty</span>"#))
        let withoutResults = SiteGenerator(corpus: SiteFixture.corpus).generate()
        #expect(withoutResults.text(at: "en/UIButton/setTitle(__for_).html")?.contains("class=\"statuses\"") == false)
    }

    @Test func chinesePagesNameTheStatusAndTheReferenceInChinese() throws {
        let html = try site.requiredText("zh-Hans/UIButton/setTitle(__for_).html")
        #expect(
            html.contains(
                #"<li class="status status-pass"><span class="implementation">参考实现</span> "#
                    + #"<span class="status-value">通过</span></li>"#
            ))
        #expect(html.contains(#"<span class="implementation">faulty</span> <span class="status-value">失败</span>"#))
        #expect(!html.contains(">PASS<"))
    }

    @Test func codeIsHighlightedAsSwift() throws {
        let html = try site.requiredText("en/UIButton/setTitle(__for_).html")
        #expect(html.contains(#"<span class="m">#expect</span>"#))
        #expect(html.contains(#"<span class="k">let</span> button = <span class="t">UIButton</span>(type: .custom)"#))
        #expect(
            html.contains(#"button.setTitle(<span class="s">"Play"</span>, for: .normal)"#), "labels are not keywords")
        #expect(html.contains(#"<span class="c">// falls back</span>"#))
        let state = try site.requiredText("en/UIControl/State/index.html")
        #expect(state.contains(#"rawValue == <span class="n">1</span>"#))
    }

    @Test func theHomePageShowsTotalsAndResultsPerImplementation() throws {
        let html = try site.requiredText("en/index.html")
        #expect(html.contains(#"<span class="stat-value">2</span><span class="stat-label">classes</span>"#))
        // The totals and the class cards count the same members: the registry's, as `coverage` does.
        let cards = html.components(separatedBy: #"<p class="card-meta">"#).dropFirst().compactMap { card in
            Int(card.prefix { $0.isNumber })
        }
        #expect(cards.count == 2)
        #expect(
            html.contains(
                #"<span class="stat-value">\#(cards.reduce(0, +))</span><span class="stat-label">members in the registry</span>"#
            ))
        #expect(cards.reduce(0, +) == SiteFixture.registry.members.count)
        #expect(
            html.contains(
                #"<span class="stat-value">reference</span><span class="stat-label">1 of 1 cases pass</span>"#))
        #expect(html.contains(#"<a href="UIButton/index.html"><code>UIButton</code></a>"#))
    }

    @Test func generatingTwiceGivesTheSameBytes() {
        #expect(SiteFixture.site().files == site.files)
    }
}
