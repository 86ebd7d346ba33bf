import ControlSpecHTML
import ControlSpecModel

/// The page of a class in one language (`en/UIControl/index.html`): the class's documentation,
/// its members grouped by topic, and the members it inherits from a documented superclass.
struct ClassPage {
    let context: SiteContext
    let language: Language
    let className: String
    let filePath: String
    private var content: MemberContent?
    /// Heading `id`s for a class without a page of its own.
    private var anchors: HeadingAnchors

    init(context: SiteContext, language: Language, className: String) {
        self.context = context
        self.language = language
        self.className = className
        self.filePath = SitePaths.classIndex(className, language)
        self.anchors = HeadingAnchors(page: Page(path: filePath, language: language))
        self.content = context.registry[className].map {
            MemberContent(
                context: context, member: $0, page: context.page(for: className, language: language),
                language: language, filePath: SitePaths.classIndex(className, language))
        }
    }

    var strings: SiteStrings { SiteStrings(language: language) }

    private var topicList: TopicList { TopicList(context: context, language: language, filePath: filePath) }

    /// The diagnostics met while rendering the class page's Markdown.
    var markdown: MarkdownRenderer {
        content?.markdown
            ?? MarkdownRenderer(context: context, page: Page(path: filePath, language: language), filePath: filePath)
    }

    mutating func build() -> HTMLNode {
        let classPage = context.page(for: className, language: language)
        var alternates: [Language: String] = [:]
        for other in Language.allCases { alternates[other] = SitePaths.classIndex(className, other) }
        let layout = PageLayout(
            context: context, language: language, filePath: filePath, title: className,
            description: classPage?.summary.map(PlainText.from(markdown:)), alternates: alternates)
        var main: [HTMLNode] = [
            .element(
                "nav", ["class": "breadcrumbs", "aria-label": strings.breadcrumbs],
                [
                    .element("a", ["href": href(SitePaths.home(language))], text: strings.siteName),
                    .element("span", ["class": "separator", "aria-hidden": "true"], text: "›"),
                    .element("span", ["aria-current": "page"], text: className),
                ])
        ]
        if var content {
            main += content.titleBlock()
            main += content.abstract()
            main.append(content.declaration())
            main += content.sections()
            self.content = content
        } else {
            main.append(.element("h1", ["class": "symbol-title"], [.element("code", [:], text: className)]))
        }
        // Apple's order: the class's own sections, its topics, what it inherits, then See Also.
        main.append(topics())
        let articles = context.articles(listedOn: className, language: language)
        if !articles.isEmpty {
            main.append(
                .element(
                    "section", ["class": "articles"],
                    [
                        heading("2", strings.articles),
                        ArticleList(context: context, language: language, filePath: filePath).items(articles),
                    ]))
        }
        if let superclass = context.superclass(of: className) { main.append(inherited(from: superclass)) }
        if let relationships = relationships() { main.append(relationships) }
        if var content = self.content {
            main += content.seeAlso()
            self.content = content
        }
        return layout.document(main: [.element("article", ["class": "class-page"], main)])
    }

    private func href(_ target: String) -> String {
        SitePaths.relative(from: filePath, to: target)
    }

    /// A heading with an `id` unique on the page and a link to itself.
    private mutating func heading(_ level: String, _ text: String) -> HTMLNode {
        if content != nil { return content!.heading(level, text) }
        return anchors.heading(level, text, label: strings.sectionLink)
    }

    private mutating func topics() -> HTMLNode {
        let nodes = [heading("2", strings.topics)] + topicList.nodes(context.ownMembers(ofClass: className))
        return .element("section", ["class": "topics"], nodes)
    }

    /// Inherits From, Inherited By and Conforms To, as the registry's class entries give them; nil when the
    /// registry gives none. Classes the site has are linked.
    private mutating func relationships() -> HTMLNode? {
        let entry = context.registry[className]
        let inherits = entry?.inherits ?? []
        let conforms = entry?.conformsTo ?? []
        let inheritedBy = context.classNames.filter { context.registry[$0]?.inherits?.first == className }
        if inherits.isEmpty && conforms.isEmpty && inheritedBy.isEmpty { return nil }
        var nodes: [HTMLNode] = [heading("2", strings.relationships)]
        let classLists = [(strings.inheritsFrom, inherits), (strings.inheritedBy, inheritedBy)]
        for (title, names) in classLists where !names.isEmpty {
            nodes.append(.element("h3", [:], text: title))
            let items: [HTMLNode] = names.map { .element("li", [:], [classLink($0)]) }
            nodes.append(.element("ul", ["class": "relationship-list"], items))
        }
        if !conforms.isEmpty {
            nodes.append(.element("h3", [:], text: strings.conformsTo))
            let items: [HTMLNode] = conforms.map {
                .element("li", ["title": $0.source], [.element("code", [:], text: $0.name)])
            }
            nodes.append(.element("ul", ["class": "relationship-list"], items))
        }
        return .element("section", ["class": "relationships"], nodes)
    }

    /// The class's name, linked to its page when the site has one.
    private func classLink(_ name: String) -> HTMLNode {
        let code = HTMLNode.element("code", [:], text: name)
        guard context.classNames.contains(name) else { return code }
        return .element("a", ["href": href(SitePaths.classIndex(name, language))], [code])
    }

    private mutating func inherited(from superclass: String) -> HTMLNode {
        let members = context.ownMembers(ofClass: superclass)
        let groups = topicList.nodes(members)
        let summary = HTMLNode.element("summary", [:], text: strings.memberCount(members.count))
        return .element(
            "section", ["class": "inherited"],
            [
                heading("2", strings.inherited(from: superclass)),
                .element("details", [:], [summary] + groups),
            ])
    }
}
