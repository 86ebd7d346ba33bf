import ControlSpecModel
import ControlSpecSite
import Testing

@Suite struct SiteLinkTests {
    let site = SiteFixture.site()

    @Test func everyInternalLinkLeadsToAGeneratedFileAndAnchor() throws {
        var broken: [String] = []
        for path in site.htmlPaths {
            let html = try site.requiredText(path)
            for href in SiteHTML.attributeValues("href", in: html) + SiteHTML.attributeValues("src", in: html) {
                guard !SiteHTML.isExternal(href) else { continue }
                let (target, fragment) = SiteHTML.resolve(href, from: path)
                guard let targetHTML = site.text(at: target) else {
                    broken.append("\(path): \(href) → missing \(target)")
                    continue
                }
                if let fragment, !fragment.isEmpty, !targetHTML.contains(" id=\"\(fragment)\"") {
                    broken.append("\(path): \(href) → no id '\(fragment)' in \(target)")
                }
            }
        }
        #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
    }

    @Test func docLinksBecomeRelativeLinksAndConstantsPointAtTheirAnchor() throws {
        let html = try site.requiredText("en/UIButton/setTitle(__for_).html")
        #expect(html.contains(#"<a href="title(for_).html"><code>title(for:)</code></a>"#))
        #expect(html.contains(#"<a href="../UIControl/State/index.html#highlighted"><code>highlighted</code></a>"#))
        #expect(!html.contains("doc:"))
    }

    @Test func unknownDocLinksAreDiagnosedAndLinksToMembersWithoutPagesAreQuietlyPlainText() throws {
        let unresolved = site.diagnostics.filter { $0.id == "site.link.unresolved" }
        #expect(unresolved.count == 1, "\(site.diagnostics.map(\.lineDescription))")
        #expect(unresolved.allSatisfy { $0.location?.path == "Docs/en/UIButton/setTitle(__for_).md" })
        #expect(unresolved.contains { $0.summary.contains("doc:UIButton.missingMember") })
        let html = try site.requiredText("en/UIButton/setTitle(__for_).html")
        #expect(html.contains("<li><code>missing</code></li>"))
        #expect(html.contains("<li><code>addTarget(_:action:for:)</code></li>"))
    }

    /// As on Apple's pages, a member named in a code span is a link to its page: by its ID, or by its
    /// name in the page's class or another class.
    @Test func codeSpansThatNameAMemberLinkToIt() throws {
        let html = try site.requiredText("en/UIButton/setTitle(__for_).html")
        #expect(html.contains(#"Read it back with <a href="title(for_).html"><code>title(for:)</code></a>;"#))
        #expect(html.contains(#"<a href="../UIControl/isEnabled.html"><code>isEnabled</code></a> and "#))
        #expect(html.contains(#"and <a href="../UIControl/isEnabled.html"><code>UIControl.isEnabled</code></a>"#))
        #expect(html.contains(#"<code>setTitle(_:for:)</code> is this page"#))
        #expect(html.contains(#"<code>button.isEnabled</code> is code"#))
        // A span that already is a link's text stays one link.
        #expect(!html.contains("<a href=\"title(for_).html\"><a "))
    }

    /// The bench measures the links' cost against a site without them: the switch leaves the spans as code.
    @Test func codeSpansStayCodeWhenTheLinksAreSwitchedOff() throws {
        var generator = SiteGenerator(corpus: SiteFixture.corpus, statuses: SiteFixture.statuses)
        generator.linksCodeSpans = false
        let page = try #require(generator.generate().files.first { $0.path == "en/UIButton/setTitle(__for_).html" })
        let html = String(decoding: page.contents, as: UTF8.self)
        #expect(html.contains("Read it back with <code>title(for:)</code>;"))
        #expect(!html.contains(#"<a href="../UIControl/isEnabled.html"><code>isEnabled</code></a>"#))
    }

    @Test func theSiteMakesNoNetworkRequests() throws {
        for path in site.htmlPaths {
            let html = try site.requiredText(path)
            for source in SiteHTML.attributeValues("src", in: html) {
                #expect(!SiteHTML.isExternal(source), "\(path) loads \(source)")
            }
            for line in html.split(separator: "\n") where line.hasPrefix("<link") {
                #expect(!line.contains("http"), "\(path): \(line)")
            }
        }
        let css = try site.requiredText("assets/site.css")
        #expect(!css.contains("url(") && !css.contains("@import"))
        let script = try site.requiredText("assets/site.js")
        #expect(!script.contains("fetch(") && !script.contains("XMLHttpRequest") && !script.contains("innerHTML"))
    }
}
