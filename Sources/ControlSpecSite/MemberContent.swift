import ControlSpecHTML
import ControlSpecModel

/// The parts of a member's documentation shared by member pages and class pages: title, badges,
/// declaration, and the page's sections with their cases, examples and constants.
struct MemberContent {
    let context: SiteContext
    let member: Registry.Member
    /// The documentation page, when the member has one in this language.
    let page: Page?
    let language: Language
    let filePath: String
    var markdown: MarkdownRenderer

    init(context: SiteContext, member: Registry.Member, page: Page?, language: Language, filePath: String) {
        self.context = context
        self.member = member
        self.page = page
        self.language = language
        self.filePath = filePath
        self.markdown = MarkdownRenderer(
            context: context, page: page ?? Page(path: filePath, language: language), filePath: filePath)
    }

    var strings: SiteStrings { SiteStrings(language: language) }

    private var figures: CaseFigures { CaseFigures(context: context, language: language, filePath: filePath) }

    private func href(_ target: String) -> String {
        SitePaths.relative(from: filePath, to: target)
    }

    /// How the member is named in its page's title: types by their full name (`UIControl.State`),
    /// members by their Swift name with labels.
    static func displayName(of member: Registry.Member) -> String {
        member.kind == .type || member.kind == .class ? member.id : member.name
    }

    /// A member as the lists of a page show it: its name, linked to its page or marked undocumented when no
    /// page shows it (`isDocumented` false), and its page's summary when it has one; `filePath` is the page
    /// that lists it.
    static func listed(
        _ member: Registry.Member, context: SiteContext, language: Language, from filePath: String
    ) -> (name: HTMLNode, isDocumented: Bool, summary: HTMLNode?) {
        let name = HTMLNode.element("code", [:], text: displayName(of: member))
        let summary = context.page(for: member.id, language: language)?.summary.map {
            HTMLNode.element("p", ["class": "member-summary"], text: PlainText.from(markdown: $0))
        }
        guard let target = context.target(forSymbol: member.id, language: language) else {
            return (.element("span", ["class": "member-name undocumented"], [name]), false, summary)
        }
        let href = SitePaths.relative(from: filePath, to: target)
        return (.element("a", ["class": "member-name", "href": href], [name]), true, summary)
    }

    /// The type a member belongs to, in full: its nested type (`UIButton.Configuration`) or its class.
    static func parentName(of member: Registry.Member) -> String {
        member.parent ?? member.className
    }

    // MARK: Title and badges

    /// The kind line, the title, the badges and the deprecation note.
    func titleBlock() -> [HTMLNode] {
        var nodes: [HTMLNode] = [
            .element("p", ["class": "eyebrow"], text: strings.kind(member.kind)),
            .element("h1", ["class": "symbol-title"], [.element("code", [:], text: Self.displayName(of: member))]),
        ]
        var badges = availabilityBadges(for: member)
        let cases = page?.cases.count ?? 0
        if cases > 0 { badges.append(.element("span", ["class": "badge cases"], text: strings.caseCount(cases))) }
        nodes.append(.element("div", ["class": "badges"], badges))
        if let note = deprecationNote(for: member) { nodes.append(note) }
        return nodes
    }

    /// One badge per platform the member is available on, left out where it is unavailable: `iOS 2.0+`, or
    /// for a platform the registry records a deprecation on, its range as Apple shows it:
    /// `tvOS 9.0–15.0 Deprecated`. A registry entry without `platforms` shows iOS only.
    func availabilityBadges(for member: Registry.Member) -> [HTMLNode] {
        var badges: [HTMLNode] = []
        var platforms = member.platforms?.versions ?? []
        if member.platforms == nil, let introduced = member.introduced { platforms = [("iOS", introduced)] }
        var deprecations: [String: String] = [:]
        for (key, version) in member.deprecatedPlatforms?.versions ?? [] { deprecations[key] = version }
        if deprecations.isEmpty, let deprecated = member.deprecated { deprecations["iOS"] = deprecated }
        for (key, version) in platforms {
            if member.deprecated != nil, let end = deprecations[key] {
                badges.append(
                    .element(
                        "span", ["class": "badge deprecated"],
                        text: strings.deprecated(on: key, from: version, to: end)))
            } else {
                badges.append(
                    .element("span", ["class": "badge availability"], text: strings.available(on: key, since: version)))
            }
        }
        if platforms.isEmpty, let deprecated = member.deprecated {
            badges.append(.element("span", ["class": "badge deprecated"], text: strings.deprecated(in: deprecated)))
        }
        if let reason = member.swiftUnavailable {
            badges.append(
                .element(
                    "span", ["class": "badge unavailable", "title": strings.swiftUnavailable(reason)],
                    text: strings.objectiveCOnly))
        }
        return badges
    }

    /// "Use `configuration` instead.", linked when the replacement has a page.
    func deprecationNote(for member: Registry.Member) -> HTMLNode? {
        guard member.deprecated != nil, let replacement = member.replacement else { return nil }
        let name = context.registry[replacement].map(Self.displayName(of:)) ?? replacement
        let code = HTMLNode.element("code", [:], text: name)
        let link: HTMLNode =
            context.target(forSymbol: replacement, language: language).map {
                .element("a", ["href": href($0)], [code])
            } ?? code
        let (before, after) = strings.useInstead
        return .element("p", ["class": "deprecation-note"], [.text(before), link, .text(after)])
    }

    // MARK: Declaration

    /// The Swift and Objective-C declarations with a toggle between them.
    mutating func declaration() -> HTMLNode {
        let toggle = HTMLNode.element(
            "div", ["class": "declaration-toggle", "role": "group", "aria-label": strings.declarationLanguage],
            [
                .element(
                    "button", ["type": "button", "data-declaration": "swift", "aria-pressed": "true"], text: "Swift"),
                .element(
                    "button", ["type": "button", "data-declaration": "objc", "aria-pressed": "false"],
                    text: "Objective-C"),
            ])
        var nodes: [HTMLNode] = [
            .element(
                "div", ["class": "section-heading"],
                [
                    heading("2", strings.declaration),
                    toggle,
                ])
        ]
        nodes.append(declarationCode(member.swift, language: "swift", label: "Swift"))
        if !member.objc.isEmpty {
            nodes.append(declarationCode(member.objc, language: "objc", label: "Objective-C"))
        }
        return .element("section", ["class": "declaration"], nodes)
    }

    private func declarationCode(_ code: String, language: String, label: String) -> HTMLNode {
        .element(
            "pre", ["class": "code declaration-code", "data-declaration": language, "data-label": label],
            [.element("code", [:], [SwiftHighlighter.highlight(code, objectiveC: language == "objc")])])
    }

    // MARK: Sections

    /// Every section of the page but the summary (see ``abstract()``) and See Also (see ``seeAlso()``), in
    /// page order.
    mutating func sections() -> [HTMLNode] {
        guard let page else { return [] }
        var nodes: [HTMLNode] = []
        for section in page.sections where section.kind != .summary && section.kind != .seeAlso {
            nodes.append(render(section, of: page))
        }
        return nodes
    }

    /// A heading of the page's own, with an `id` and a link to itself.
    mutating func heading(_ level: String, _ text: String) -> HTMLNode {
        markdown.headingAnchors.heading(level, text, label: strings.sectionLink)
    }

    private mutating func render(_ section: Section, of page: Page) -> HTMLNode {
        var children: [HTMLNode] = [heading("2", section.kind?.title(in: language) ?? section.heading)]
        if section.kind == .parameters, !page.parameters.isEmpty {
            children.append(parameterList(page))
            children += blocks(section.blocks.filter { if case .markdown = $0 { false } else { true } }, of: page)
        } else {
            children += blocks(section.blocks, of: page)
        }
        let kindClass = section.kind.map { "doc-section section-" + $0.rawValue } ?? "doc-section"
        return .element("section", ["class": kindClass], children)
    }

    /// The See Also section: when it is a list of `doc:` links, each link with its target's summary, grouped
    /// by the targets' topics; otherwise as written.
    mutating func seeAlso() -> [HTMLNode] {
        guard let page, let index = page.sections.firstIndex(where: { $0.kind == .seeAlso }) else { return [] }
        let section = page.sections[index]
        let end = index + 1 < page.sections.count ? page.sections[index + 1].location.line : Int.max
        let links = page.links.filter { $0.location.line > section.location.line && $0.location.line < end }
        let targets = links.compactMap { context.registry[$0.target] }
        // A link the registry does not know is rendered (and diagnosed) as the author wrote it.
        guard !targets.isEmpty, targets.count == links.count, section.blocks.allSatisfy(Self.isLinkList) else {
            return [render(section, of: page)]
        }
        var children: [HTMLNode] = [heading("2", SectionKind.seeAlso.title(in: language))]
        var order: [String?] = []
        var groups: [String?: [Registry.Member]] = [:]
        for target in targets {
            if groups[target.topic] == nil { order.append(target.topic) }
            groups[target.topic, default: []].append(target)
        }
        for topic in order {
            children.append(.element("h3", ["class": "see-also-topic"], text: strings.topic(topic)))
            children.append(
                .element("ul", ["class": "member-list see-also-list"], groups[topic, default: []].map(seeAlsoItem)))
        }
        return [.element("section", ["class": "doc-section section-seeAlso"], children)]
    }

    /// True when the block is Markdown made only of list items that each hold one `doc:` link.
    private static func isLinkList(_ block: SectionBlock) -> Bool {
        guard case .markdown(let source) = block else { return false }
        return source.split(separator: "\n").allSatisfy { line in
            let item = line.drop { $0 == " " }
            return item.hasPrefix("- [") && item.firstByteRange(of: "](doc:") != nil && item.hasSuffix(")")
        }
    }

    private func seeAlsoItem(_ target: Registry.Member) -> HTMLNode {
        let listed = Self.listed(target, context: context, language: language, from: filePath)
        var children = [listed.name]
        if let summary = listed.summary { children.append(summary) }
        return .element("li", [:], children)
    }

    /// The summary section, without a heading.
    mutating func abstract() -> [HTMLNode] {
        guard let page, let section = page.section(.summary) else { return [] }
        return [.element("div", ["class": "abstract"], blocks(section.blocks, of: page))]
    }

    private mutating func parameterList(_ page: Page) -> HTMLNode {
        var items: [HTMLNode] = []
        for parameter in page.parameters {
            items.append(.element("dt", [:], [.element("code", [:], text: parameter.name)]))
            items.append(.element("dd", [:], [markdown.render(parameter.markdown)]))
        }
        return .element("dl", ["class": "parameters"], items)
    }

    private mutating func blocks(_ blocks: [SectionBlock], of page: Page) -> [HTMLNode] {
        blocks.compactMap { block in
            if case .constantHeading(let index) = block { return constantHeading(page.constants[index]) }
            return figures.node(for: block, of: page, rendering: &markdown)
        }
    }

    // MARK: Constants

    private func constantHeading(_ constant: ConstantDoc) -> HTMLNode {
        var meta: [HTMLNode] = []
        let registered = context.registry[constant.symbolID]
        if let rawValue = registered?.rawValue {
            meta.append(.element("span", ["class": "badge raw-value"], text: strings.rawValue(rawValue)))
        }
        // The type's availability is shown once at the top; a constant shows its own when it differs.
        if let registered, registered.introduced != member.introduced || registered.deprecated != nil {
            meta += availabilityBadges(for: registered)
        }
        var nodes: [HTMLNode] = [
            .element("h3", ["class": "constant", "id": constant.name], [.element("code", [:], text: constant.name)])
        ]
        if !meta.isEmpty { nodes.append(.element("div", ["class": "badges constant-badges"], meta)) }
        if let registered, let note = deprecationNote(for: registered) { nodes.append(note) }
        return .fragment(nodes)
    }

    /// Lowercase letters and digits only, for use in a class name (`PASS` → `pass`).
    static func cssToken(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    }
}
