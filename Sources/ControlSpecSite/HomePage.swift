import ControlSpecHTML
import ControlSpecModel

/// The home page of a language (`en/index.html`): what the site is, totals, and the classes.
struct HomePage {
    let context: SiteContext
    let language: Language

    var filePath: String { SitePaths.home(language) }
    var strings: SiteStrings { SiteStrings(language: language) }

    func build() -> HTMLNode {
        var alternates: [Language: String] = [:]
        for other in Language.allCases { alternates[other] = SitePaths.home(other) }
        let layout = PageLayout(
            context: context, language: language, filePath: filePath, title: strings.siteName,
            description: strings.tagline, alternates: alternates)
        var main: [HTMLNode] = [
            .element(
                "div", ["class": "hero"],
                [
                    .element("h1", [:], text: strings.siteName),
                    .element("p", ["class": "tagline"], text: strings.tagline),
                ]),
            totals(),
            .element(
                "section", ["class": "classes"],
                [.element("h2", [:], text: strings.classes), .element("ul", ["class": "class-cards"], classCards())]),
        ]
        let articles = context.articles(in: language)
        if !articles.isEmpty {
            main.append(
                .element(
                    "section", ["class": "articles", "id": "articles"],
                    [
                        .element("h2", [:], text: strings.articles),
                        ArticleList(context: context, language: language, filePath: filePath).items(articles),
                    ]))
        }
        return layout.document(main: main)
    }

    private var languagePages: [Page] {
        context.corpus.pages.filter { page in
            page.language == language && page.symbolID.flatMap { context.registry[$0] } != nil
        }
    }

    /// One denominator per figure, stated: the registry's members (as `controlspec coverage` counts them,
    /// constants and the classes included), the pages of this language (as `controlspec translations` counts
    /// the English ones), and the cases of those pages, on member pages and in articles; the class cards add
    /// up to the members and to the member pages' cases, the results to all of the cases.
    private func totals() -> HTMLNode {
        let articles = context.articles(in: language)
        let pages = languagePages + articles
        let memberCases = languagePages.reduce(0) { $0 + $1.cases.count }
        let articleCases = articles.reduce(0) { $0 + $1.cases.count }
        var items: [HTMLNode] = [
            stat("classes", context.classNames.count, strings.classesLabel),
            stat("members", context.registry.members.count, strings.registryMembersLabel),
            stat("pages", pages.count, strings.pagesInLanguage),
            stat("member-cases", memberCases, strings.memberPageCases),
            stat("article-cases", articleCases, strings.articleCases),
        ]
        for (implementation, passed, total) in implementationTotals(pages) {
            items.append(
                .element(
                    "li", ["class": "stat result", "data-stat": "result"],
                    [
                        .element("span", ["class": "stat-value"], text: strings.implementation(implementation)),
                        .element("span", ["class": "stat-label"], text: strings.passed(passed, of: total)),
                    ]))
        }
        return .element(
            "section", ["class": "totals", "aria-label": strings.totals], [.element("ul", ["class": "stats"], items)])
    }

    private func stat(_ kind: String, _ value: Int, _ label: String) -> HTMLNode {
        .element(
            "li", ["class": "stat", "data-stat": kind],
            [
                .element("span", ["class": "stat-value"], text: String(value)),
                .element("span", ["class": "stat-label"], text: label),
            ])
    }

    /// Per implementation, in order of first appearance: cases that pass and cases with a result.
    private func implementationTotals(_ pages: [Page]) -> [(String, Int, Int)] {
        var order: [String] = []
        var counts: [String: (passed: Int, total: Int)] = [:]
        for page in pages {
            for item in page.cases {
                for status in context.statuses(of: item) {
                    if counts[status.implementation] == nil { order.append(status.implementation) }
                    var count = counts[status.implementation] ?? (0, 0)
                    count.total += 1
                    if status.status == .pass { count.passed += 1 }
                    counts[status.implementation] = count
                }
            }
        }
        return order.map { ($0, counts[$0]?.passed ?? 0, counts[$0]?.total ?? 0) }
    }

    private func classCards() -> [HTMLNode] {
        context.classNames.map { className in
            // Every registry entry of the class, itself and its constants included, as the members total counts.
            let members = context.registry.members.filter { $0.className == className }
            let pages = languagePages.filter { page in
                page.symbolID.flatMap { context.registry[$0] }?.className == className
            }
            let cases = pages.reduce(0) { $0 + $1.cases.count }
            var children: [HTMLNode] = [
                .element(
                    "h3", [:],
                    [
                        .element(
                            "a",
                            ["href": SitePaths.relative(from: filePath, to: SitePaths.classIndex(className, language))],
                            [.element("code", [:], text: className)])
                    ])
            ]
            if let summary = context.page(for: className, language: language)?.summary {
                children.append(.element("p", [:], text: PlainText.from(markdown: summary)))
            }
            children.append(
                .element(
                    "p", ["class": "card-meta"],
                    text: strings.memberCount(members.count) + " · " + strings.caseCount(cases)))
            return .element("li", ["class": "class-card"], children)
        }
    }
}
