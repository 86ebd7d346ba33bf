import ControlSpecModel
import ControlSpecSite
import ControlSpecTestSupport
import Foundation
import Testing

/// Articles on the site: their pages, where they are listed, and how search finds them.
@Suite struct SiteArticleTests {
    static let articles: [String: String] = [
        "en/Articles/choosing-a-style.md": """
        # Choosing a style

        Which look to start from.

        ## Titles

        A title comes from [`setTitle(_:for:)`](doc:UIButton.setTitle(_:for:)).

        ```swift case title-is-kept evidence=documented source=UIButton.h
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        #expect(button.currentTitle == "Play")
        ```
        """,
        "zh-Hans/Articles/choosing-a-style.md": """
        # 选择样式

        从哪种外观开始。

        ## 标题

        标题来自 [`setTitle(_:for:)`](doc:UIButton.setTitle(_:for:))。

        ```swift case title-is-kept evidence=documented source=UIButton.h
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        #expect(button.currentTitle == "Play")
        ```
        """,
    ]

    static let statuses: CaseStatuses = [
        "Articles/choosing-a-style#title-is-kept": [ImplementationStatus(implementation: "reference", status: .pass)]
    ]

    static let corpus: Corpus = {
        let pages = SiteFixture.pages.merging(articles) { first, _ in first }
        return Corpus(
            files: TestDocs.files(pages.map { (path: $0.key, text: $0.value) }), registry: SiteFixture.registry)
    }()

    static let site = SiteGenerator(corpus: corpus, statuses: statuses).generate()

    @Test func theArticlesHaveNoProblems() {
        // The fixture's member pages carry deliberate problems of their own; the articles carry none.
        let problems = (Self.corpus.diagnostics + Self.site.diagnostics).filter {
            $0.location?.path.contains("Articles/") ?? true
        }
        #expect(problems.isEmpty, "\(problems.map(\.lineDescription))")
        #expect(Self.corpus.articles(in: .chinese).count == 1)
    }

    @Test func anArticleIsRenderedWithItsTitleSectionsCasesAndLinks() throws {
        let html = try Self.site.requiredText("en/Articles/choosing-a-style.html")
        #expect(html.contains("<h1 class=\"article-title\">Choosing a style</h1>"))
        #expect(html.contains("<title>Choosing a style · ControlSpec</title>"))
        #expect(html.contains("Which look to start from."))
        #expect(html.contains("id=\"titles\""))
        #expect(html.contains("<figure class=\"case\" id=\"title-is-kept\">"))
        #expect(html.contains("status-pass"))
        let hrefs = SiteHTML.attributeValues("href", in: html).map { SiteHTML.resolve($0, from: "en/Articles/x.html") }
        #expect(hrefs.contains { $0.path == "en/UIButton/setTitle(__for_).html" })
        #expect(hrefs.contains { $0.path == "en/index.html" && $0.fragment == "articles" })
        let alternates = SiteHTML.alternates(in: html, path: "en/Articles/choosing-a-style.html")
        #expect(alternates["zh-Hans"] == "zh-Hans/Articles/choosing-a-style.html")
        let chinese = try Self.site.requiredText("zh-Hans/Articles/choosing-a-style.html")
        #expect(chinese.contains("<h1 class=\"article-title\">选择样式</h1>"))
    }

    @Test func theHomePageListsEveryArticleAndCountsItsCases() throws {
        let html = try Self.site.requiredText("en/index.html")
        #expect(html.contains("<section class=\"articles\" id=\"articles\">"))
        #expect(html.contains("href=\"Articles/choosing-a-style.html\">Choosing a style</a>"))
        let withoutArticles = try SiteFixture.site().requiredText("en/index.html")
        #expect(!withoutArticles.contains("class=\"articles\""))
    }

    @Test func aClassPageListsTheArticlesThatLinkIntoIt() throws {
        let button = try Self.site.requiredText("zh-Hans/UIButton/index.html")
        #expect(button.contains("href=\"../Articles/choosing-a-style.html\">选择样式</a>"))
        let control = try Self.site.requiredText("zh-Hans/UIControl/index.html")
        #expect(!control.contains("Articles/choosing-a-style.html\">"))
    }

    @Test func searchFindsAnArticleByTitleAndTextAndItsCasesByID() throws {
        let index = try DecodedSearchIndex(site: Self.site)
        let byTitle = index.documents(matchingPrefix: "choosing")
        #expect(byTitle.contains { $0.t == "Choosing a style" && $0.u == "en/Articles/choosing-a-style.html" })
        #expect(index.documents(matchingPrefix: "look").contains { $0.u == "en/Articles/choosing-a-style.html" })
        #expect(
            index.documents(matchingPrefix: "kept").contains {
                $0.u == "en/Articles/choosing-a-style.html#title-is-kept"
            })
        #expect(index.documents(withTerm: "样式").contains { $0.u == "zh-Hans/Articles/choosing-a-style.html" })
    }

    @Test func everyArticleFileHasInputsForAnIncrementalPublish() {
        let inputs = SiteGenerator(corpus: Self.corpus, statuses: Self.statuses).fileInputs()
        #expect(inputs["en/Articles/choosing-a-style.html"]?.pages == ["en/Articles/choosing-a-style.md"])
        let other = SiteGenerator(corpus: Self.corpus, statuses: [:]).fileInputs()
        // A case's status is a fact of its article's page and of the home page that totals the results.
        #expect(inputs["en/Articles/choosing-a-style.html"] != other["en/Articles/choosing-a-style.html"])
        #expect(inputs["en/index.html"] != other["en/index.html"])
    }
}
