import ControlSpecModel
import ControlSpecSite
import Foundation
import Testing

/// The Chinese half of the site rendered from the shipped Docs/: no English sentence in its prose, case notes
/// or interface words. Code, identifiers, web addresses and quoted titles may stay as they are; a name of
/// fewer than ``EnglishSentence/minimumWords`` words (`Debug View Hierarchy`) is a name, not a sentence.
@Suite struct ChineseSiteTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let site: Site? = {
        guard let registry = try? Registry(contentsOf: root.appendingPathComponent("conformance/registry.json"))
        else { return nil }
        let corpus = Corpus(reading: root.appendingPathComponent("Docs"), displayPrefix: "Docs", registry: registry)
        return SiteGenerator(corpus: corpus, statuses: [:]).generate()
    }()

    /// Tags that sit inside a sentence are dropped; every other tag ends a run of words.
    static let inlineTags: Set<String> = ["a", "span", "strong", "em", "b", "i", "abbr"]

    /// The text a reader sees on a page, in runs that a sentence cannot cross: text between block tags, and
    /// the values of the attributes that are read out or shown (labels, titles, placeholders, choices).
    static func visibleRuns(of html: String) -> [String] {
        var runs: [String] = []
        var text = ""
        var rest = html[...]
        func cut() {
            if !text.isEmpty { runs.append(SiteHTML.unescape(text)) }
            text = ""
        }
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            let name = String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }).lowercased()
            rest = rest[rest.index(after: close)...]
            for attribute in ["aria-label", "title", "placeholder", "data-choices", "data-no-results"] {
                runs += SiteHTML.attributeValues(attribute, in: "<" + tag + ">")
            }
            // Code, scripts and styles are not prose: skipped to their end tag.
            if ["pre", "code", "script", "style"].contains(name), !tag.hasPrefix("/"),
                let end = rest.firstByteRange(of: "</\(name)>")
            {
                rest = rest[end.upperBound...]
                cut()
                continue
            }
            if !Self.inlineTags.contains(name) { cut() }
        }
        text += rest
        cut()
        return runs
    }

    static func englishSentences(in html: String) -> [String] {
        visibleRuns(of: html).compactMap { EnglishSentence.first(in: $0[...]) }
    }

    @Test func theScanFindsAnEnglishSentenceAndLeavesCodeAddressesAndQuotesAlone() {
        let html = """
            <p>这是中文，<a href="x">见这里</a>。<code>let the button be here</code></p>
            <p title="Link to this case">“How do I put the image on the right”，https://example.com/a/b/c/d</p>
            <p>the button shows its <strong>normal</strong> title</p>
            """
        #expect(Self.englishSentences(in: html) == ["Link to this case", "the button shows its normal title"])
    }

    @Test func noChinesePageOfTheSiteHasAnEnglishSentence() throws {
        let site = try #require(Self.site)
        let paths = site.htmlPaths.filter { $0.hasPrefix("zh-Hans/") }
        #expect(paths.count > 90)
        var found: [String] = []
        for path in paths {
            found += Self.englishSentences(in: try site.requiredText(path)).map { path + ": " + $0 }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// The interface words of the site follow the glossary as the pages do (lint checks the pages' Markdown;
    /// this checks what the site adds around them).
    @Test func theChineseSiteUsesTheGlossarysTerms() throws {
        let site = try #require(Self.site)
        let text = try String(contentsOf: Self.root.appendingPathComponent("Docs/glossary.md"), encoding: .utf8)
        let glossary = Glossary(markdown: text, path: "Docs/glossary.md")
        #expect(glossary.terms.count > 10)
        var found: [String] = []
        for path in site.htmlPaths where path.hasPrefix("zh-Hans/") {
            for run in Self.visibleRuns(of: try site.requiredText(path)) {
                // A Latin spelling (bare `frame`) is told from code only in Markdown: summaries shown as plain text
                // and titles hold code without its marks.
                found += glossary.rejectedSpellings(in: run[...]).filter { !$0.spelling.allSatisfy(\.isASCII) }.map {
                    "\(path): '\($0.spelling)' in '\(run)'"
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func everyTopicOfTheChineseSiteHasAChineseName() throws {
        let site = try #require(Self.site)
        let navigation = try site.requiredText("assets/navigation/zh-Hans.js")
        let titles = navigation.components(separatedBy: "\"title\":\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!titles.isEmpty)
        let untranslated = titles.filter { title in !title.unicodeScalars.contains { $0.value >= 0x4E00 } }
        #expect(untranslated.isEmpty, "\(untranslated)")
    }

    @Test func aCaseNoteIsShownInChineseUnderItsCase() throws {
        let site = try #require(Self.site)
        let html = try site.requiredText("zh-Hans/UIButton/contentEdgeInsets.html")
        #expect(
            html.contains(
                #"<div class="case-note">"# + "\n"
                    + #"<span class="case-note-label">依据：</span><p>所引文章在 Xcode 的 Debug View Hierarchy 中实测，335 点宽的按钮"#
            ))
        #expect(!html.contains("<p>依据："), "a note is not rendered as prose as well")
        #expect(html.contains(#"<p class="case-source">来源：e-com-net.com/article/1745505489363419136.htm</p>"#))
    }
}
