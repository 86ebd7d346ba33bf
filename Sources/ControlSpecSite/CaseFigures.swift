import ControlSpecHTML
import ControlSpecModel

/// How a page shows its conformance cases (with their evidence and results) and its examples: the same on
/// a member's page, a class page and an article.
struct CaseFigures {
    let context: SiteContext
    let language: Language
    /// The page the figures are on, relative to the site folder: results link to the report from there.
    let filePath: String

    var strings: SiteStrings { SiteStrings(language: language) }

    private func highlighted(_ code: String) -> HTMLNode {
        context.highlights?.highlighted(code) ?? SwiftHighlighter.highlight(code)
    }

    /// What a case's header and a layout figure's header open with: the ID, linked to its own anchor, and the
    /// evidence badge.
    static func headerStart(
        id: String, anchor: String, linkTitle: String, evidence: Evidence?, strings: SiteStrings
    ) -> [HTMLNode] {
        var header: [HTMLNode] = [
            .element(
                "a", ["class": "case-id", "href": "#" + anchor, "title": linkTitle], [.element("code", [:], text: id)])
        ]
        if let evidence {
            header.append(
                .element(
                    "span", ["class": "badge evidence evidence-\(evidence.rawValue)"], text: strings.evidence(evidence))
            )
        }
        return header
    }

    /// A case's figure; `note` is its rendered note (`Evidence:` / `依据：`), shown under the code.
    func caseFigure(_ item: ConformanceCase, on page: Page, note: HTMLNode? = nil) -> HTMLNode {
        let anchor = SiteContext.anchor(of: item, on: page)
        var header = Self.headerStart(
            id: item.id, anchor: anchor, linkTitle: strings.caseLink, evidence: item.evidence, strings: strings)
        if let since = item.since {
            header.append(.element("span", ["class": "badge since"], text: strings.needs(since)))
        }
        for tag in item.tags { header.append(.element("span", ["class": "badge tag"], text: tag)) }
        let statuses = context.statuses(of: item)
        if !statuses.isEmpty {
            header.append(
                .element(
                    "ul", ["class": "statuses", "aria-label": strings.results],
                    statuses.map { status in
                        let parts: [HTMLNode] = [
                            .element(
                                "span", ["class": "implementation"], text: strings.implementation(status.implementation)
                            ),
                            .text(" "),
                            .element("span", ["class": "status-value"], text: strings.status(status.status)),
                        ]
                        // The reference's result leads to its entry in the report, with the failures.
                        let report = context.reportLink(from: filePath, caseID: item.qualifiedID)
                        return .element(
                            "li", ["class": "status status-" + MemberContent.cssToken(status.status.rawValue)],
                            report.map { [.element("a", ["class": "report-link", "href": $0], parts)] } ?? parts)
                    }))
        }
        var children: [HTMLNode] = [
            .element("figcaption", ["class": "case-header"], header),
            .element("pre", ["class": "code"], [.element("code", [:], [highlighted(item.block.code)])]),
        ]
        if let note { children.append(note) }
        if let source = item.source, !source.isEmpty {
            children.append(.element("p", ["class": "case-source"], [.text(strings.sourceLabel), sourceNode(source)]))
        }
        return .element("figure", ["class": "case", "id": anchor], children)
    }

    /// A block of a section of `page`: its prose through `markdown`, a case or an example as a figure; nil for a
    /// constant's heading, which only a member's page shows, in its own way.
    func node(
        for block: SectionBlock, of page: Page, rendering markdown: inout MarkdownRenderer
    ) -> HTMLNode? {
        switch block {
        case .markdown(let source): markdown.render(source)
        case .conformanceCase(let index):
            caseFigure(page.cases[index], on: page, note: note(of: page.cases[index], rendering: &markdown))
        case .example(let index): exampleFigure(page.examples[index])
        case .figure(let index):
            LayoutFigures(context: context, language: language).figure(
                page.figures[index], on: page,
                caption: page.figures[index].caption.map { markdown.render($0.markdown) })
        case .constantHeading: nil
        }
    }

    /// A case's note (one paragraph) after its label, rendered by the page's Markdown renderer.
    func note(of item: ConformanceCase, rendering markdown: inout MarkdownRenderer) -> HTMLNode? {
        guard let note = item.note, !note.markdown.isEmpty else { return nil }
        // A label made of Markdown emphasis would not close before Chinese text (CommonMark's flanking rules).
        return .element(
            "div", ["class": "case-note"],
            [.element("span", ["class": "case-note-label"], text: strings.noteLabel), markdown.render(note.markdown)])
    }

    /// The source text with every web address in it as a link (only `http` and `https`).
    private func sourceNode(_ source: String) -> HTMLNode {
        var nodes: [HTMLNode] = []
        var text = ""
        for (index, word) in source.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { text += " " }
            guard word.hasPrefix("https://") || word.hasPrefix("http://") else {
                text += word
                continue
            }
            // Closing punctuation around an address belongs to the sentence, not to the address.
            var end = word.endIndex
            while end > word.startIndex, ")],.;".contains(word[word.index(before: end)]) {
                end = word.index(before: end)
            }
            let address = String(word[..<end])
            if !text.isEmpty { nodes.append(.text(text)) }
            nodes.append(.element("a", ["href": address, "rel": "noopener noreferrer external"], text: address))
            text = String(word[end...])
        }
        if !text.isEmpty { nodes.append(.text(text)) }
        return .fragment(nodes)
    }

    func exampleFigure(_ block: CodeBlock) -> HTMLNode {
        .element(
            "figure", ["class": "example"],
            [
                .element("figcaption", [:], text: strings.example),
                .element("pre", ["class": "code"], [.element("code", [:], [SwiftHighlighter.highlight(block.code)])]),
            ])
    }
}
