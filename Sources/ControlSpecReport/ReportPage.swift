import ControlSpecHTML
import ControlSpecModel
import ControlSpecRunner
import Foundation

/// The frame every report page shares: the policy, the assets, the title and the language switch.
enum ReportPage {
    /// Only the report's own files may load: no inline script or style, no network, no plug-ins.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'"

    /// A complete document: `<head>` with policy and assets, a header with the language switch, and `main`.
    /// `site`: the reference site's folder (relative to the page, or a URL), which the header links to.
    static func document(title: UIText, subtitle: String, main: [HTMLNode], site: String? = nil) -> String {
        let head = HTMLNode.element(
            "head", [:],
            [
                .element("meta", ["charset": "utf-8"]),
                .element("meta", ["http-equiv": "Content-Security-Policy", "content": contentSecurityPolicy]),
                .element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
                .element("title", text: "\(title.english) – \(subtitle)"),
                .element("link", ["rel": "stylesheet", "href": ReportAssets.stylesheetPath]),
                .element("script", ["src": ReportAssets.scriptPath, "defer": ""]),
            ])
        let siteLink: HTMLNode =
            site.map { .element("a", ["class": "site-link", "href": $0 + "/index.html"], [ReportText.reference.node]) }
            ?? .empty
        let header = HTMLNode.element(
            "header", ["class": "top"],
            [
                .element("h1", [:], [title.node, .element("span", ["class": "subtitle"], text: subtitle)]),
                siteLink,
                languageSwitch,
            ])
        let body = HTMLNode.element("body", [:], [header, .element("main", [:], main)])
        let html = HTMLNode.element(
            "html",
            [
                "lang": Language.english.tag, "data-ui": Language.english.tag,
                "data-title-en": "\(title.english) – \(subtitle)",
                "data-title-zh-hans": "\(title.chinese) – \(subtitle)",
            ], [head, body])
        return HTMLSerializer.document(html)
    }

    /// Buttons for each language, written in that language.
    static var languageSwitch: HTMLNode {
        .element(
            "nav", ["class": "language-switch", "aria-label": "Language / 语言"],
            Language.allCases.map { language in
                .element(
                    "button",
                    [
                        "type": "button", "lang": language.tag, "data-set-language": language.tag,
                        "aria-pressed": language == .english ? "true" : "false",
                    ], text: language.nativeName)
            })
    }

    /// A status badge: the status word in each language.
    static func badge(_ status: CaseStatus) -> HTMLNode {
        .element("span", ["class": "badge " + cssClass(status)], [ReportText.statusWord(status).node])
    }

    /// `s-pass`, `s-fail`, …: the class that colours a status.
    static func cssClass(_ status: CaseStatus) -> String {
        "s-" + status.rawValue.lowercased()
    }

    /// A labelled run attribute (`Implementation: reference 1.0`).
    static func fact(_ label: UIText, _ value: String) -> HTMLNode {
        .element("div", [:], [.element("dt", [:], [label.node]), .element("dd", [:], text: value)])
    }

    /// The run's facts as a definition list.
    static func runFacts(_ run: RunInfo) -> HTMLNode {
        var facts = [
            fact(ReportText.implementation, "\(run.implementation) \(run.implementationVersion)"),
            fact(ReportText.kit, run.kitVersion),
        ]
        if let commit = run.gitCommit { facts.append(fact(ReportText.commit, commit)) }
        facts.append(fact(ReportText.date, run.date))
        facts.append(fact(ReportText.host, run.hostName))
        if let shard = run.shard { facts.append(fact(ReportText.shard, shard)) }
        return .element("dl", ["class": "facts"], facts)
    }

    /// `12.5%`: a share with at most two decimals, computed without locale-dependent formatting.
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0%" }
        let hundredths = (part * 10_000 + whole / 2) / whole
        let integer = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return "\(integer)%" }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return "\(integer).\(digits)%"
    }

    /// A horizontal bar with one segment per status, drawn as SVG so that widths need no style attribute.
    static func bar(_ tally: Tally, order: [CaseStatus] = CaseStatus.allCases) -> HTMLNode {
        var segments: [HTMLNode] = []
        var offset = 0
        for status in order where tally[status] > 0 {
            segments.append(
                .element(
                    "rect",
                    [
                        "class": cssClass(status), "x": percent(offset, of: tally.total),
                        "width": percent(tally[status], of: tally.total), "height": "100%",
                    ]))
            offset += tally[status]
        }
        // The script gives the label of the reader's language (as it does the search field's placeholder).
        let label = ReportText.tally(tally)
        return .element(
            "svg",
            [
                "class": "bar", "width": "100%", "height": "12", "role": "img", "aria-label": label.english,
                "data-label-en": label.english, "data-label-zh-hans": label.chinese,
            ], segments)
    }

    /// `Data` of a UTF-8 string.
    static func data(_ text: String) -> Data { Data(text.utf8) }
}
