import ControlSpecSite
import Testing

@Suite struct SiteLanguageTests {
    let site = SiteFixture.site()

    @Test func everyPageDeclaresItsLanguage() throws {
        for path in site.htmlPaths where path != "index.html" {
            let html = try site.requiredText(path)
            let language = path.hasPrefix("zh-Hans/") ? "zh-Hans" : "en"
            #expect(html.contains("<html lang=\"\(language)\""), "\(path)")
        }
    }

    @Test func aMemberPageListsBothLanguagesAsAlternatesAndLinksToItsTwin() throws {
        let path = "zh-Hans/UIButton/setTitle(__for_).html"
        let html = try site.requiredText(path)
        #expect(
            SiteHTML.alternates(in: html, path: path) == [
                "en": "en/UIButton/setTitle(__for_).html", "zh-Hans": "zh-Hans/UIButton/setTitle(__for_).html",
            ])
        #expect(
            html.contains(
                #"<a class="language-switch" href="../../en/UIButton/setTitle(__for_).html" hreflang="en" lang="en""#))
    }

    @Test func aPageWithoutATranslationHasNoAlternateAndSwitchesToTheOtherHomePage() throws {
        let path = "en/UIButton/adjustsImageWhenHighlighted.html"
        let html = try site.requiredText(path)
        #expect(SiteHTML.alternates(in: html, path: path) == ["en": path])
        #expect(html.contains(#"<a class="language-switch" href="../../zh-Hans/index.html""#))
        #expect(site["zh-Hans/UIButton/adjustsImageWhenHighlighted.html"] == nil)
    }

    @Test(arguments: ["index.html", "UIControl/index.html", "UIControl/State/index.html", "UIControl/isEnabled.html"])
    func pagesInBothLanguagesPointAtEachOther(page: String) throws {
        for language in ["en", "zh-Hans"] {
            let path = language + "/" + page
            let alternates = SiteHTML.alternates(in: try site.requiredText(path), path: path)
            #expect(alternates == ["en": "en/" + page, "zh-Hans": "zh-Hans/" + page], "\(path)")
        }
    }

    @Test func theRootPageLinksToBothLanguagesAndLoadsTheLanguageChooser() throws {
        let html = try site.requiredText("index.html")
        #expect(
            SiteHTML.alternates(in: html, path: "index.html") == [
                "en": "en/index.html", "zh-Hans": "zh-Hans/index.html",
            ])
        #expect(html.contains(#"href="en/index.html" hreflang="en""#))
        #expect(html.contains(#"href="zh-Hans/index.html" hreflang="zh-Hans""#))
        #expect(html.contains(#"<script src="assets/site.js" defer></script>"#))
    }

    @Test func chinesePagesUseChineseInterfaceWordsAndTopicNames() throws {
        let classPage = try site.requiredText("zh-Hans/UIButton/index.html")
        #expect(classPage.contains("<h3>配置标题</h3>"))
        #expect(classPage.contains(#"<h2 id="继承自-uicontrol">继承自 UIControl<a "#))
        #expect(classPage.contains("<h3>管理控件状态</h3>"))
        let memberPage = try site.requiredText("zh-Hans/UIButton/setTitle(__for_).html")
        #expect(memberPage.contains(#"<h2 id="参数">参数<a "#) && memberPage.contains(#"<h2 id="声明">声明<a "#))
        #expect(memberPage.contains("<p class=\"eyebrow\">实例方法</p>"))
    }
}
