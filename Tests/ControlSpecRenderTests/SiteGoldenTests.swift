import ControlSpecSite
import Testing

/// Golden pages of the fixture site. When a change to the site is intended, regenerate the site
/// (`CONTROLSPEC_SITE_OUT=/tmp/site swift test --filter SiteExportTests`), review the pages and
/// paste them here.
@Suite struct SiteGoldenTests {
    let site = SiteFixture.site()

    @Test func anEnglishMemberPageMatchesItsGolden() throws {
        let html = try site.requiredText("en/UIControl/isEnabled.html")
        expectSameLines(html, SiteGolden.englishMemberPage)
    }

    @Test func theMainPartOfAChineseTypePageWithConstantsMatchesItsGolden() throws {
        let html = try site.requiredText("zh-Hans/UIControl/State/index.html")
        let main = try #require(html.range(of: "<main id=\"main\">")).lowerBound
        let end = try #require(html.range(of: "</main>\n")).upperBound
        expectSameLines(String(html[main..<end]), SiteGolden.chineseTypePageMain)
    }

    /// Compares line by line, so that a failure names the first line that differs.
    private func expectSameLines(
        _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (left, right)) in zip(actualLines, expectedLines).enumerated() where left != right {
            Issue.record(
                "line \(number + 1) differs:\n  got:      \(left)\n  expected: \(right)", sourceLocation: sourceLocation
            )
            return
        }
        #expect(actualLines.count == expectedLines.count, "line counts differ", sourceLocation: sourceLocation)
    }
}

enum SiteGolden {
    static let englishMemberPage = #"""
        <!DOCTYPE html>
        <html lang="en" data-root="../../" data-language="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; script-src &#39;self&#39;; style-src &#39;self&#39;; img-src &#39;self&#39; data:; base-uri &#39;none&#39;; form-action &#39;none&#39;">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>isEnabled · UIControl · ControlSpec</title>
        <meta name="description" content="A Boolean value that indicates whether the control is enabled.">
        <link rel="stylesheet" href="../../assets/site.css">
        <link rel="alternate" hreflang="en" href="isEnabled.html">
        <link rel="alternate" hreflang="zh-Hans" href="../../zh-Hans/UIControl/isEnabled.html">
        <script src="../../assets/site.js" defer></script>
        </head>
        <body>
        <a class="skip-link" href="#main">Skip to content</a><header class="site-header">
        <a class="brand" href="../index.html">ControlSpec</a><nav class="class-nav" aria-label="Classes">
        <a href="index.html">UIControl</a><a href="../UIButton/index.html">UIButton</a></nav>
        <div class="search" role="search">
        <label class="visually-hidden" for="search-input">Search</label><input id="search-input" type="search" placeholder="Search both languages…" autocomplete="off" spellcheck="false" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="search-results" data-no-results="No results" data-index="../../assets/search-index.js"><ul id="search-results" class="search-results" role="listbox" hidden></ul>
        </div>
        <a class="language-switch" href="../../zh-Hans/UIControl/isEnabled.html" hreflang="zh-Hans" lang="zh-Hans" data-language="zh-Hans" aria-label="Language: 简体中文">简体中文</a></header>
        <main id="main">
        <article class="member">
        <nav class="breadcrumbs" aria-label="Breadcrumbs">
        <a href="../index.html">ControlSpec</a><span class="separator" aria-hidden="true">›</span><a href="index.html">UIControl</a><span class="separator" aria-hidden="true">›</span><span aria-current="page">isEnabled</span></nav>
        <p class="eyebrow">Instance Property</p>
        <h1 class="symbol-title"><code>isEnabled</code></h1>
        <div class="badges">
        <span class="badge availability">iOS 2.0+</span><span class="badge cases">1 conformance case</span></div>
        <div class="abstract">
        <p>A Boolean value that indicates whether the control is enabled.</p>
        </div>
        <section class="declaration">
        <div class="section-heading">
        <h2>Declaration</h2>
        <div class="declaration-toggle" role="group" aria-label="Declaration language">
        <button type="button" data-declaration="swift" aria-pressed="true">Swift</button><button type="button" data-declaration="objc" aria-pressed="false">Objective-C</button></div>
        </div>
        <pre class="code declaration-code" data-declaration="swift" data-label="Swift"><code><span class="k">var</span> isEnabled: <span class="t">Bool</span> { <span class="k">get</span> <span class="k">set</span> }</code></pre>
        <pre class="code declaration-code" data-declaration="objc" data-label="Objective-C"><code><span class="a">@property</span>(<span class="k">nonatomic</span>, <span class="k">getter</span>=isEnabled) <span class="t">BOOL</span> enabled;</code></pre>
        </section>
        <section class="doc-section section-discussion">
        <h2>Discussion</h2>
        <p>A disabled control ignores touches and draws itself dimmed.</p>
        <figure class="case" id="disabled-sets-state">
        <figcaption class="case-header"><a class="case-id" href="#disabled-sets-state" title="Link to this case"><code>disabled-sets-state</code></a><span class="badge evidence evidence-documented">Documented</span></figcaption>
        <pre class="code"><code><span class="k">let</span> control = <span class="t">UIControl</span>(frame: .zero)
        control.isEnabled = <span class="k">false</span>
        <span class="m">#expect</span>(control.state.contains(.disabled))
        </code></pre>
        </figure>
        </section>
        </article>
        </main>
        <footer class="site-footer">
        <p>Generated by ControlSpec from the Markdown pages in Docs/ and conformance/registry.json (iOS 18).</p>
        </footer>
        </body>
        </html>

        """#

    static let chineseTypePageMain = #"""
        <main id="main">
        <article class="member">
        <nav class="breadcrumbs" aria-label="导航路径">
        <a href="../../index.html">ControlSpec</a><span class="separator" aria-hidden="true">›</span><a href="../index.html">UIControl</a><span class="separator" aria-hidden="true">›</span><span aria-current="page">UIControl.State</span></nav>
        <p class="eyebrow">类型</p>
        <h1 class="symbol-title"><code>UIControl.State</code></h1>
        <div class="badges">
        <span class="badge availability">iOS 2.0+</span><span class="badge cases">1 个一致性用例</span></div>
        <div class="abstract">
        <p>描述控件状态的常量。</p>
        </div>
        <section class="declaration">
        <div class="section-heading">
        <h2>声明</h2>
        <div class="declaration-toggle" role="group" aria-label="声明语言">
        <button type="button" data-declaration="swift" aria-pressed="true">Swift</button><button type="button" data-declaration="objc" aria-pressed="false">Objective-C</button></div>
        </div>
        <pre class="code declaration-code" data-declaration="swift" data-label="Swift"><code><span class="k">struct</span> <span class="t">State</span> : <span class="t">OptionSet</span></code></pre>
        <pre class="code declaration-code" data-declaration="objc" data-label="Objective-C"><code><span class="k">typedef</span> <span class="t">NS_OPTIONS</span>(<span class="t">NSUInteger</span>, <span class="t">UIControlState</span>)</code></pre>
        </section>
        <section class="doc-section section-constants">
        <h2>常量</h2>
        <h3 class="constant" id="normal"><code>normal</code></h3>
        <div class="badges constant-badges">
        <span class="badge raw-value">原始值：0</span></div>
        <p>控件的正常（默认）状态。</p>
        <h3 class="constant" id="highlighted"><code>highlighted</code></h3>
        <div class="badges constant-badges">
        <span class="badge raw-value">原始值：1</span></div>
        <p>控件的高亮状态：触摸按下且位于内部。</p>
        <figure class="case" id="highlighted-raw-value">
        <figcaption class="case-header"><a class="case-id" href="#highlighted-raw-value" title="链接到此用例"><code>highlighted-raw-value</code></a><span class="badge evidence evidence-documented">有文档</span></figcaption>
        <pre class="code"><code><span class="m">#expect</span>(<span class="t">UIControl</span>.<span class="t">State</span>.highlighted.rawValue == <span class="n">1</span>)
        </code></pre>
        </figure>
        </section>
        </article>
        </main>

        """#
}
