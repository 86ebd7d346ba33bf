import ControlSpecModel
import ControlSpecTestSupport
import Testing

/// Article pages: guides under `Articles/` that document no single member.
@Suite struct ArticleTests {
    static let english = """
        # Choosing a button style

        Which style to start from.

        ## At a glance

        Read [`setTitle(_:for:)`](doc:UIButton.setTitle(_:for:)) and the
        [other guide](doc:Articles/migrating).

        ```swift case plain-has-no-title evidence=documented source=UIButton.h
        let button = UIButton(type: .custom)
        #expect(button.currentTitle == nil)
        ```

        ## Choosing

        Pick one.
        """

    static let chinese = """
        # 选择按钮样式

        从哪种样式开始。

        ## 一览

        请阅读 [`setTitle(_:for:)`](doc:UIButton.setTitle(_:for:)) 和[另一篇指南](doc:Articles/migrating)。

        ```swift case plain-has-no-title evidence=documented source=UIButton.h
        let button = UIButton(type: .custom)
        #expect(button.currentTitle == nil)
        ```

        ## 如何选择

        选一个。
        """

    static let migrating = "# Migrating\n\nHow to move.\n"
    static let migratingChinese = "# 迁移\n\n如何迁移。\n"

    static func pair(english: String = english, chinese: String = chinese) -> [(String, String)] {
        [
            ("en/Articles/choosing.md", english), ("zh-Hans/Articles/choosing.md", chinese),
            ("en/Articles/migrating.md", migrating), ("zh-Hans/Articles/migrating.md", migratingChinese),
        ]
    }

    @Test func anArticleIDIsItsPathWithoutLanguageAndExtension() {
        #expect(PagePath.articleID(ofPagePath: "en/Articles/choosing.md") == "Articles/choosing")
        #expect(PagePath.articleID(ofPagePath: "zh-Hans/Articles/choosing.md") == "Articles/choosing")
        #expect(PagePath.articleID(ofPagePath: "en/UIButton/index.md") == nil)
        #expect(PagePath.articleID(ofPagePath: "en/Articles/notes.txt") == nil)
        #expect(PagePath.isArticleID("Articles/choosing"))
        #expect(!PagePath.isArticleID("UIButton.setTitle(_:for:)"))
    }

    @Test func aPairOfArticlesParsesWithItsTitleSectionsAndCases() throws {
        let result = corpus(Self.pair())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.lineDescription))")
        let page = try #require(result.page(for: "Articles/choosing", language: .english))
        #expect(page.isArticle)
        #expect(page.symbolID == nil)
        #expect(page.title == "Choosing a button style")
        #expect(page.summary == "Which style to start from.")
        #expect(page.sections.map(\.heading) == ["", "At a glance", "Choosing"])
        #expect(page.cases.map(\.qualifiedID) == ["Articles/choosing#plain-has-no-title"])
        #expect(page.links.map(\.target) == ["UIButton.setTitle(_:for:)", "Articles/migrating"])
        #expect(result.page(for: "Articles/choosing", language: .chinese)?.title == "选择按钮样式")
        #expect(result.articles(in: .english).map(\.path) == ["en/Articles/choosing.md", "en/Articles/migrating.md"])
        // Articles are not registry symbols.
        #expect(!result.documentedSymbols.contains("Articles/choosing"))
    }

    @Test func aMemberPageWithAPlainTitleIsStillAnError() {
        let result = corpus([("en/UIButton/setTitle(__for_).md", "# Setting titles\n\nTitles.\n")])
        #expect(ids(result).contains("docs.page.malformedTitle"))
    }

    @Test func anArticleInOneLanguageOnlyIsAnError() throws {
        let result = corpus([("en/Articles/migrating.md", Self.migrating)])
        let diagnostic = try #require(result.diagnostics.first { $0.id == "docs.parity.missingTranslation" })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.fix == "write zh-Hans/Articles/migrating.md")
    }

    @Test func translationsNeedTheSameSectionsAndCases() {
        let fewerSections = Self.chinese.replacingOccurrences(of: "## 如何选择\n\n", with: "")
        #expect(ids(corpus(Self.pair(chinese: fewerSections))).contains("docs.parity.sectionsDiffer"))
        let otherCase = Self.chinese.replacingOccurrences(of: "case plain-has-no-title", with: "case other")
        #expect(ids(corpus(Self.pair(chinese: otherCase))).filter { $0 == "docs.parity.missingCase" }.count == 2)
    }

    @Test func linksToUnknownSymbolsAndArticlesAreErrors() throws {
        let broken = Self.english.replacingOccurrences(of: "doc:Articles/migrating", with: "doc:Articles/migrate")
            .replacingOccurrences(of: "doc:UIButton.setTitle(_:for:)", with: "doc:UIButton.setTitel(_:for:)")
        let result = corpus(Self.pair(english: broken))
        let unresolved = result.diagnostics.filter { $0.id == "docs.link.unresolved" }
        #expect(unresolved.count == 2)
        #expect(unresolved.contains { $0.summary.contains("did you mean 'UIButton.setTitle(_:for:)'?") })
        #expect(unresolved.contains { $0.fix == "write en/Articles/migrate.md or correct the link" })
    }

    @Test func anArticleNeedsAValidNameATitleAndASummary() {
        let badName = corpus([("en/Articles/Choosing_Styles.md", Self.migrating)])
        #expect(ids(badName).contains("docs.article.invalidName"))
        let nested = corpus([("en/Articles/guides/choosing.md", Self.migrating)])
        #expect(ids(nested).contains("docs.article.invalidName"))
        let noSummary = corpus(Self.pair(english: "# Choosing a button style\n\n## At a glance\n\nText.\n"))
        #expect(ids(noSummary).contains("docs.page.missingSummary"))
        let noTitle = corpus([("en/Articles/migrating.md", "How to move.\n")])
        #expect(ids(noTitle).contains("docs.page.missingTitle"))
    }

    @Test func anArticlesHeadingsAreItsOwnButAMemberPagesAreNot() {
        #expect(!ids(corpus(Self.pair())).contains("docs.page.unknownSection"))
        let member = TestPages.setTitleOpening + "## At a glance\n\nText.\n"
        #expect(ids(corpus([("en/UIButton/setTitle(__for_).md", member)])).contains("docs.page.unknownSection"))
    }
}
