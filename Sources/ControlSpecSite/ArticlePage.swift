import ControlSpecHTML
import ControlSpecModel

/// The page of an article in one language (`en/Articles/choosing-a-button-style.html`): a guide that documents
/// no single member, with its sections, examples and conformance cases in the order the article gives them.
struct ArticlePage {
    let context: SiteContext
    let page: Page
    let filePath: String
    /// The renderer of the article's Markdown, with the diagnostics it met.
    private(set) var markdown: MarkdownRenderer

    init(context: SiteContext, page: Page) {
        self.context = context
        self.page = page
        self.filePath = SitePaths.article(page.articleID ?? "", page.language)
        self.markdown = MarkdownRenderer(context: context, page: page, filePath: filePath)
    }

    var strings: SiteStrings { SiteStrings(language: page.language) }

    private var title: String { page.title ?? page.articleID ?? page.path }

    mutating func build() -> HTMLNode {
        let language = page.language
        var alternates: [Language: String] = [:]
        for other in Language.allCases {
            guard let id = page.articleID, context.corpus.page(for: id, language: other) != nil else { continue }
            alternates[other] = SitePaths.article(id, other)
        }
        let layout = PageLayout(
            context: context, language: language, filePath: filePath, title: title,
            description: page.summary.map(PlainText.from(markdown:)), alternates: alternates)
        let breadcrumbs = HTMLNode.element(
            "nav", ["class": "breadcrumbs", "aria-label": strings.breadcrumbs],
            [
                .element("a", ["href": href(SitePaths.home(language) + "#articles")], text: strings.articles),
                .element("span", ["class": "separator", "aria-hidden": "true"], text: "›"),
                .element("span", ["aria-current": "page"], text: title),
            ])
        var main: [HTMLNode] = [
            breadcrumbs,
            .element("p", ["class": "eyebrow"], text: strings.articleKind),
            .element("h1", ["class": "article-title"], text: title),
        ]
        if let id = page.articleID,
            let notice = TranslationNotice.node(
                for: page, context: context, filePath: filePath, englishPath: SitePaths.article(id, .english))
        {
            main.insert(notice, at: 1)
        }
        if !page.cases.isEmpty {
            main.append(
                .element(
                    "div", ["class": "badges"],
                    [.element("span", ["class": "badge cases"], text: strings.caseCount(page.cases.count))]))
        }
        let figures = CaseFigures(context: context, language: language, filePath: filePath)
        for section in page.sections {
            let children = blocks(section.blocks, figures: figures)
            if section.heading.isEmpty {
                main.append(.element("div", ["class": "abstract"], children))
            } else {
                let heading = markdown.headingAnchors.heading("2", section.heading, label: strings.sectionLink)
                main.append(.element("section", ["class": "doc-section"], [heading] + children))
            }
        }
        return layout.document(main: [.element("article", ["class": "member article"], main)])
    }

    /// The blocks of one section; an article has no constants (the parser reads constant headings only on a
    /// member's page).
    private mutating func blocks(_ blocks: [SectionBlock], figures: CaseFigures) -> [HTMLNode] {
        blocks.compactMap { figures.node(for: $0, of: page, rendering: &markdown) }
    }

    private func href(_ target: String) -> String {
        SitePaths.relative(from: filePath, to: target)
    }
}

/// The list of articles on the home page and on class pages: each title linked, with its summary.
struct ArticleList {
    let context: SiteContext
    let language: Language
    /// The file the list is in, for relative links.
    let filePath: String

    func items(_ articles: [Page]) -> HTMLNode {
        let strings = SiteStrings(language: language)
        return .element(
            "ul", ["class": "member-list article-list"],
            articles.map { article in
                let id = article.articleID ?? ""
                var line: [HTMLNode] = [
                    .element(
                        "a",
                        [
                            "class": "member-name",
                            "href": SitePaths.relative(from: filePath, to: SitePaths.article(id, language)),
                        ], text: article.title ?? id)
                ]
                if !article.cases.isEmpty {
                    line.append(
                        .element("span", ["class": "badge cases"], text: strings.caseCount(article.cases.count)))
                }
                var children: [HTMLNode] = [.element("div", ["class": "member-line"], line)]
                if let summary = article.summary {
                    children.append(.element("p", ["class": "member-summary"], text: PlainText.from(markdown: summary)))
                }
                return .element("li", [:], children)
            })
    }
}
