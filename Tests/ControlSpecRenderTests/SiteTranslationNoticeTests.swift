import ControlSpecModel
import ControlSpecSite
import ControlSpecTestSupport
import Testing

@Suite struct SiteTranslationNoticeTests {
    static let path = "zh-Hans/UIButton/setTitle(__for_).md"

    /// The fixture's site with the Chinese setTitle page recording a review of `sections`.
    static func site(recording sections: (Corpus) -> [TranslationRecord.Section]) throws -> Site {
        let record = TranslationRecord(reviewed: "2026-12-07", sections: sections(SiteFixture.corpus))
        var pages = SiteFixture.pages
        pages[path] = record.replacing(in: try #require(pages[path]))
        let corpus = Corpus(
            files: TestDocs.files(pages.map { (path: $0.key, text: $0.value) }), registry: SiteFixture.registry)
        return SiteGenerator(corpus: corpus).generate()
    }

    @Test func anOutdatedChinesePageSaysWhatChangedAndLinksToTheEnglishPage() throws {
        let site = try Self.site { corpus in
            (corpus.page(for: "UIButton.setTitle(_:for:)", language: .english)?.translatableSections ?? []).map {
                $0.name == "Discussion" ? .init(name: $0.name, hash: "0000000000000000") : $0
            }
        }
        let html = try site.requiredText("zh-Hans/UIButton/setTitle(__for_).html")
        #expect(
            html.contains(
                #"<p class="translation-notice" role="note">这篇译文落后于英文页面：英文页面的“讨论”在 2026-12-07 审阅译文之后有改动。"#
                    + #"<a href="../../en/UIButton/setTitle(__for_).html" hreflang="en">阅读英文页面</a></p>"#),
            "\(html)")
        #expect(site.text(at: "en/UIButton/setTitle(__for_).html")?.contains("translation-notice") == false)
    }

    @Test func anUpToDateChinesePageHasNoNotice() throws {
        let site = try Self.site { corpus in
            corpus.page(for: "UIButton.setTitle(_:for:)", language: .english)?.translatableSections ?? []
        }
        #expect(site.text(at: "zh-Hans/UIButton/setTitle(__for_).html")?.contains("translation-notice") == false)
    }
}
