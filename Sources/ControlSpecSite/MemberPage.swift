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
            title: MemberContent.displayName(of: member) + " · " + member.className,
            description: page.summary.map(PlainText.from(markdown:)), alternates: alternates)
        let breadcrumbs = HTMLNode.element(
            "nav", ["class": "breadcrumbs", "aria-label": strings.breadcrumbs],
            [
                .element("a", ["href": href(SitePaths.home(language))], text: strings.siteName),
                .element("span", ["class": "separator", "aria-hidden": "true"], text: "›"),
                .element("a", ["href": href(SitePaths.classIndex(member.className, language))], text: member.className),
                .element("span", ["class": "separator", "aria-hidden": "true"], text: "›"),
                .element("span", ["aria-current": "page"], text: MemberContent.displayName(of: member)),
            ])
        var main: [HTMLNode] = [breadcrumbs]
        if let notice = TranslationNotice.node(
            for: page, context: context, filePath: filePath, englishPath: SitePaths.page(of: member, .english))
        {
            main.append(notice)
        }
        main += content.titleBlock()
        main += content.abstract()
        main.append(content.declaration())
        main += content.sections()
        main += content.seeAlso()
        return layout.document(main: [.element("article", ["class": "member"], main)])
    }

    private func href(_ target: String) -> String {
        SitePaths.relative(from: filePath, to: target)
    }
}
