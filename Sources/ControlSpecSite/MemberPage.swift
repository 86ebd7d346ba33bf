import ControlSpecHTML
import ControlSpecModel

/// The page of one member in one language: `en/UIButton/setTitle(__for_).html`.
struct MemberPage {
    let context: SiteContext
    let page: Page
    let member: Registry.Member
    let filePath: String
    private var content: MemberContent

    init(context: SiteContext, page: Page, member: Registry.Member) {
        self.context = context
        self.page = page
        self.member = member
        self.filePath = SitePaths.page(of: member, page.language)
        self.content = MemberContent(
            context: context, member: member, page: page, language: page.language, filePath: filePath)
    }

    /// The diagnostics met while rendering the page's Markdown.
    var markdown: MarkdownRenderer { content.markdown }

    mutating func build() -> HTMLNode {
        let language = page.language
        let strings = SiteStrings(language: language)
        var alternates: [Language: String] = [:]
        for other in Language.allCases where context.page(for: member.id, language: other) != nil {
            alternates[other] = SitePaths.page(of: member, other)
        }
        let layout = PageLayout(
            context: context, language: language, filePath: filePath,
            title: MemberContent.displayName(of: member) + " · " + MemberContent.parentName(of: member),
            description: page.summary.map(PlainText.from(markdown:)), alternates: alternates)
        var main: [HTMLNode] = [breadcrumbs(strings)]
        if let notice = TranslationNotice.node(
            for: page, context: context, filePath: filePath, englishPath: SitePaths.page(of: member, .english))
        {
            main.append(notice)
        }
        main += content.titleBlock()
        main += content.abstract()
        main.append(content.declaration())
        main += content.sections()
        // A nested type's own Topics: its members by topic, then its constants (those of an enumeration or an
        // option set), each leading to its entry above.
        let nested = context.members(ofType: member.id)
        // In the order the page documents them (the header's), those it does not document last.
        let documented = Dictionary(page.constants.enumerated().map { ($1.symbolID, $0) }) { first, _ in first }
        let constants = context.constants(ofType: member.id).enumerated().sorted {
            (documented[$0.element.id] ?? Int.max, $0.offset) < (documented[$1.element.id] ?? Int.max, $1.offset)
        }.map(\.element)
        if !nested.isEmpty || !constants.isEmpty {
            let list = TopicList(context: context, language: language, filePath: filePath)
            main.append(
                .element(
                    "section", ["class": "topics"],
                    [content.heading("2", strings.topics)] + list.nodes(nested) + list.constantNodes(constants)))
        }
        main += content.seeAlso()
        return layout.document(main: [.element("article", ["class": "member"], main)])
    }

    /// Home › the class › the nested type, when the member belongs to one › the member.
    private func breadcrumbs(_ strings: SiteStrings) -> HTMLNode {
        let language = page.language
        let separator = HTMLNode.element("span", ["class": "separator", "aria-hidden": "true"], text: "›")
        var items: [HTMLNode] = [
            .element("a", ["href": href(SitePaths.home(language))], text: strings.siteName), separator,
            .element("a", ["href": href(SitePaths.classIndex(member.className, language))], text: member.className),
            separator,
        ]
        if let parent = member.parent.flatMap({ context.registry[$0] }), parent.kind != .class {
            if let target = context.target(forSymbol: parent.id, language: language) {
                items.append(.element("a", ["href": href(target)], text: parent.id))
            } else {
                items.append(.element("span", [:], text: parent.id))
            }
            items.append(separator)
        }
        items.append(.element("span", ["aria-current": "page"], text: MemberContent.displayName(of: member)))
        return .element("nav", ["class": "breadcrumbs", "aria-label": strings.breadcrumbs], items)
    }

    private func href(_ target: String) -> String {
        SitePaths.relative(from: filePath, to: target)
    }
}
