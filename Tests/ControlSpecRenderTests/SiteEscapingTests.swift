import ControlSpecSite
import Testing

@Suite struct SiteEscapingTests {
    let site = SiteFixture.site()

    @Test func rawHTMLInProseIsDroppedByCmarkSafeMode() throws {
        let html = try site.requiredText("en/UIButton/setTitle(__for_).html")
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("<!-- raw HTML omitted -->alert(&quot;prose&quot;)<!-- raw HTML omitted -->"))
        #expect(html.contains("Fallback &amp; <a href=\"\">friends</a>"), "javascript: links lose their target")
    }

    @Test func markupInCaseCodeIsEscaped() throws {
        let html = try site.requiredText("en/UIButton/setTitle(__for_).html")
        #expect(html.contains(#"<span class="s">"&lt;script&gt;alert('x')&lt;/script&gt;"</span>"#))
    }

    @Test func attributesFromThePagesAreEscaped() throws {
        let html = try site.requiredText("en/UIButton/setTitle(__for_).html")
        #expect(
            html.contains(#"<a href="https://example.com/a?b=1&amp;c=&lt;2&gt;" rel="noopener noreferrer external">"#))
    }

    @Test func noPageHasInlineScriptOrEventHandlers() throws {
        for path in site.htmlPaths {
            let html = try site.requiredText(path)
            let scripts = html.components(separatedBy: "<script").dropFirst()
            #expect(scripts.allSatisfy { $0.hasPrefix(" src=") && $0.contains("></script>") }, "\(path)")
            #expect(html.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil, "\(path)")
            #expect(html.range(of: #"\sstyle="#, options: .regularExpression) == nil, "\(path)")
        }
    }

    @Test func everyPageDeclaresAContentSecurityPolicyThatForbidsInlineScript() throws {
        for path in site.htmlPaths {
            let html = try site.requiredText(path)
            let policy = try #require(
                SiteHTML.attributeValues("content", in: html).first { $0.hasPrefix("default-src") }, "\(path)")
            #expect(policy.contains("script-src 'self'"))
            #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"))
        }
    }
}
