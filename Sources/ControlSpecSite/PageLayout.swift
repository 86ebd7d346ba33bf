import ControlSpecHTML
import ControlSpecModel

/// The frame every page of a language shares: head, header with search and language switch, footer.
struct PageLayout {
    /// Scripts may only come from files next to the page: no inline script, no event handler
    /// attributes, no network.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        + "base-uri 'none'; form-action 'none'"

    let context: SiteContext
    let language: Language
    /// The file being built, relative to the site folder.
    let filePath: String
    /// The text of `<title>`; the site name is appended.
    let title: String
    let description: String?
    /// The same page in each language that has it (relative to the site folder), this one included.
    let alternates: [Language: String]

    var strings: SiteStrings { SiteStrings(language: language) }

    private func href(_ target: String) -> String {
        SitePaths.relative(from: filePath, to: target)
    }

    /// The whole document around `main` (the content of `<main>`).
    func document(main: [HTMLNode]) -> HTMLNode {
        .element(
            "html",
            [
                "lang": language.tag, "data-root": SitePaths.rootPrefix(from: filePath), "data-language": language.tag,
                "data-path": filePath, "data-copy": strings.copy, "data-copied": strings.copied,
            ],
            [head(), body(main: main)])
    }

    private func head() -> HTMLNode {
        var nodes: [HTMLNode] = [
            .element("meta", ["charset": "utf-8"]),
            .element("meta", ["http-equiv": "Content-Security-Policy", "content": Self.contentSecurityPolicy]),
            .element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
            .element("meta", ["name": "color-scheme", "content": "light dark"]),
            .element("title", text: title == strings.siteName ? title : title + " · " + strings.siteName),
            .element("link", ["rel": "icon", "href": href(SitePaths.icon)]),
        ]
        if let description, !description.isEmpty {
            nodes.append(.element("meta", ["name": "description", "content": description]))
        }
        nodes.append(.element("link", ["rel": "stylesheet", "href": href(SitePaths.stylesheet)]))
        for alternate in Language.allCases {
            guard let target = alternates[alternate] else { continue }
            nodes.append(.element("link", ["rel": "alternate", "hreflang": alternate.tag, "href": href(target)]))
        }
        // Not deferred: the script applies the reader's appearance before the page is first drawn, and
        // waits for the document itself before it touches it.
        nodes.append(.element("script", ["src": href(SitePaths.script)]))
        nodes.append(.element("script", ["src": href(SitePaths.navigation(language)), "defer": ""]))
        return .element("head", [:], nodes)
    }

    private func body(main: [HTMLNode]) -> HTMLNode {
        .element(
            "body", [:],
            [
                .element("a", ["class": "skip-link", "href": "#main"], text: strings.skipToContent),
                header(),
                // Filled by the script from the navigation file; without it, the header's links lead on.
                .element(
                    "nav", ["id": "sidebar", "class": "sidebar", "aria-label": strings.contents, "hidden": ""], []),
                .element("main", ["id": "main"], main),
                footer(),
            ])
    }

    /// The SDK the reference follows and, when the site has one, a link to the conformance report.
    private func footer() -> HTMLNode {
        var line: [HTMLNode] = [.text(strings.footer(sdk: context.registry.sdk))]
        if let report = context.reportLink(from: filePath) {
            // One element, so that a docset, which does not hold the report, can leave the whole note out.
            line.append(
                .element(
                    "span", ["class": "report-note"],
                    [
                        .text(" · "),
                        .element("a", ["class": "report-link", "href": report], text: strings.conformanceReport),
                    ]))
        }
        return .element("footer", ["class": "site-footer"], [.element("p", [:], line)])
    }

    private func header() -> HTMLNode {
        let classLinks = context.classNames.map { name in
            HTMLNode.element("a", ["href": href(SitePaths.classIndex(name, language))], text: name)
        }
        return .element(
            "header", ["class": "site-header"],
            [
                .element(
                    "button",
                    [
                        "type": "button", "class": "sidebar-toggle", "aria-controls": "sidebar",
                        "aria-expanded": "false", "hidden": "",
                    ], text: strings.showContents),
                .element("a", ["class": "brand", "href": href(SitePaths.home(language))], text: strings.siteName),
                .element("nav", ["class": "class-nav", "aria-label": strings.classes], classLinks),
                searchBox(),
                .element(
                    "button",
                    [
                        "type": "button", "class": "theme-toggle", "hidden": "",
                        "data-choices": strings.appearanceChoices,
                    ], text: strings.appearance),
                languageSwitch(),
            ])
    }

    private func searchBox() -> HTMLNode {
        .element(
            "div", ["class": "search", "role": "search"],
            [
                .element("label", ["class": "visually-hidden", "for": "search-input"], text: strings.search),
                .element(
                    "input",
                    [
                        "id": "search-input", "type": "text", "placeholder": strings.searchPlaceholder,
                        "aria-label": strings.search, "enterkeyhint": "search",
                        "autocomplete": "off", "spellcheck": "false", "role": "combobox",
                        "aria-autocomplete": "list", "aria-expanded": "false", "aria-controls": "search-results",
                        "data-no-results": strings.noResults, "data-index": href(SitePaths.searchIndex),
                    ]),
                .element(
                    "ul", ["id": "search-results", "class": "search-results", "role": "listbox", "hidden": ""], []),
            ])
    }

    private func languageSwitch() -> HTMLNode {
        let other = Language.allCases.first { $0 != language } ?? .english
        let target = alternates[other] ?? SitePaths.home(other)
        return .element(
            "a",
            [
                "class": "language-switch", "href": href(target), "hreflang": other.tag, "lang": other.tag,
                "data-language": other.tag, "aria-label": strings.languageSwitchLabel(other),
            ], text: other.nativeName)
    }
}
