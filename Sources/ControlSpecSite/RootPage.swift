import ControlSpecHTML
import ControlSpecModel

/// The site's front door (`index.html`): links to both languages; the script picks one from the
/// reader's last choice or `navigator.language`.
struct RootPage {
    let context: SiteContext
    let filePath = SitePaths.rootIndex

    func build() -> HTMLNode {
        let links = Language.allCases.map { language in
            let strings = SiteStrings(language: language)
            return HTMLNode.element(
                "li", ["lang": language.tag],
                [
                    .element(
                        "a",
                        [
                            "class": "language-choice", "href": SitePaths.home(language), "hreflang": language.tag,
                            "data-language": language.tag,
                        ], text: language.nativeName),
                    .element("p", [:], text: strings.tagline),
                ])
        }
        var head: [HTMLNode] = [
            .element("meta", ["charset": "utf-8"]),
            .element("meta", ["http-equiv": "Content-Security-Policy", "content": PageLayout.contentSecurityPolicy]),
            .element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
            .element("meta", ["name": "color-scheme", "content": "light dark"]),
            .element("title", text: "ControlSpec"),
            .element("link", ["rel": "icon", "href": SitePaths.icon]),
            .element("link", ["rel": "stylesheet", "href": SitePaths.stylesheet]),
        ]
        for language in Language.allCases {
            head.append(
                .element("link", ["rel": "alternate", "hreflang": language.tag, "href": SitePaths.home(language)]))
        }
        head.append(.element("script", ["src": SitePaths.script, "defer": ""]))
        return .element(
            "html", ["lang": Language.english.tag, "data-root": "", "data-page": "root"],
            [
                .element("head", [:], head),
                .element(
                    "body", [:],
                    [
                        .element(
                            "main", ["id": "main", "class": "root"],
                            [
                                .element("h1", [:], text: "ControlSpec"),
                                .element("ul", ["class": "language-choices"], links),
                            ])
                    ]),
            ])
    }
}
