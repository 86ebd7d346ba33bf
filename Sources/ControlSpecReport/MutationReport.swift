import ControlSpecHTML
import ControlSpecModel
import ControlSpecRunner
import Foundation

/// The HTML page of a mutation run: the score, and every variant with its verdict and the cases that caught it,
/// linked to the reference site's member pages.
///
/// Same conventions as ``HTMLReport``: it opens from `file://`, loads only `report.css` and `report.js` beside it
/// (no inline script or style), escapes every text, and carries its UI text in English and Simplified Chinese.
package struct MutationReport: Sendable {
    /// The page's file name inside a report folder, when ``HTMLReport`` includes it.
    package static let pagePath = "mutation.html"

    package var summary: MutationSummary
    /// The corpus the runs were made from, for site anchors.
    package var corpus: Corpus?
    /// The reference site's folder relative to the page's (`../site`), or its URL; nil when no site is known
    /// (the case IDs are then shown without links).
    package var siteBase: String?

    package init(summary: MutationSummary, corpus: Corpus? = nil, siteBase: String? = "../site") {
        self.summary = summary
        self.corpus = corpus
        self.siteBase = siteBase
    }

    /// The files of a standalone mutation report: `index.html` with `report.css` and `report.js`.
    package func files() -> [String: Data] {
        ReportAssets.files.merging(["index.html": ReportPage.data(pageHTML())]) { _, new in new }
    }

    /// The text of the page.
    package func pageHTML() -> String {
        ReportPage.document(
            title: ReportText.mutationTitle, subtitle: "\(summary.baseline) \(summary.baselineVersion)",
            main: [summarySection, variantsSection])
    }

    // MARK: Summary

    private var summarySection: HTMLNode {
        var facts = [
            ReportPage.fact(ReportText.baselineImplementation, "\(summary.baseline) \(summary.baselineVersion)"),
            ReportPage.fact(ReportText.kit, summary.kitVersion),
        ]
        if let commit = summary.gitCommit { facts.append(ReportPage.fact(ReportText.commit, commit)) }
        facts.append(ReportPage.fact(ReportText.date, summary.date))
        if let pattern = summary.memberPattern { facts.append(ReportPage.fact(ReportText.member, pattern)) }
        facts.append(ReportPage.fact(ReportText.cases, String(summary.caseCount)))
        var children: [HTMLNode] = [
            .element("h2", [:], [ReportText.summary.node]),
            .element("dl", ["class": "facts"], facts),
            Self.scoreNodes(summary),
        ]
        if !summary.baselineProblems.isEmpty {
            children.append(
                .element(
                    "p", ["class": "unexpected"],
                    [ReportText.baselineProblems.node, .text(": " + summary.baselineProblems.joined(separator: ", "))]))
        }
        return .element("section", ["class": "summary"], children)
    }

    /// The score line, the counts per verdict and a bar; shared with the section ``HTMLReport`` adds.
    static func scoreNodes(_ summary: MutationSummary) -> HTMLNode {
        let tally = Tally(summary.variants.map { status(of: $0.verdict) })
        let counts = [MutationVerdict.caught, .survived, .notCounted].map { verdict in
            HTMLNode.element(
                "li", ["class": ReportPage.cssClass(status(of: verdict))],
                [
                    .element("strong", text: String(tally[status(of: verdict)])), .text(" "),
                    ReportText.verdict(verdict).node,
                ])
        }
        return .fragment([
            .element("p", ["class": "tally"], [.element("code", text: summary.scoreLine)]),
            .element("ul", ["class": "counts"], counts),
            bar(summary),
        ])
    }

    /// A bar with one segment per verdict, drawn as SVG so that widths need no style attribute.
    private static func bar(_ summary: MutationSummary) -> HTMLNode {
        let total = summary.variants.count
        var segments: [HTMLNode] = []
        var offset = 0
        for verdict in [MutationVerdict.caught, .survived, .notCounted] {
            let count = summary.variants.filter { $0.verdict == verdict }.count
            guard count > 0 else { continue }
            segments.append(
                .element(
                    "rect",
                    [
                        "class": ReportPage.cssClass(status(of: verdict)), "x": ReportPage.percent(offset, of: total),
                        "width": ReportPage.percent(count, of: total), "height": "100%",
                    ]))
            offset += count
        }
        return .element(
            "svg",
            ["class": "bar", "width": "100%", "height": "12", "role": "img", "aria-label": summary.scoreLine],
            segments)
    }

    /// The section ``HTMLReport`` shows on its index: the score and a link to the page of every variant.
    static func section(linkingTo summary: MutationSummary) -> HTMLNode {
        .element(
            "section", ["class": "summary mutation", "id": "mutation"],
            [
                .element("h2", [:], [ReportText.mutationTitle.node]),
                scoreNodes(summary),
                .element("p", [:], [.element("a", ["href": pagePath], [ReportText.allVariants.node])]),
            ])
    }

    // MARK: Variants

    private var variantsSection: HTMLNode {
        // Built once: it indexes every English case of the corpus.
        let links = SiteLinks(base: siteBase, corpus: corpus)
        let rows = summary.variants.map { row($0, links: links) }
        let head = HTMLNode.element(
            "tr", [:],
            [
                .element("th", ["scope": "col"], [ReportText.variant.node]),
                .element("th", ["scope": "col"], [ReportText.verdictHeading.node]),
                .element("th", ["scope": "col"], [ReportText.caughtBy.node]),
            ])
        return .element(
            "section", ["class": "cases"],
            [
                .element("h2", [:], [ReportText.variants.node]),
                .element(
                    "table", ["class": "classes mutation"],
                    [.element("thead", [:], [head]), .element("tbody", [:], rows)]),
            ])
    }

    private func row(_ variant: MutationVariantResult, links: SiteLinks) -> HTMLNode {
        let status = Self.status(of: variant.verdict)
        return .element(
            "tr", ["id": "variant-" + variant.name, "data-verdict": variant.verdict.rawValue],
            [
                .element(
                    "th", ["scope": "row"],
                    [.element("code", text: variant.name), .element("p", [:], text: variant.summary)]),
                .element(
                    "td", [:],
                    [
                        .element(
                            "span", ["class": "badge " + ReportPage.cssClass(status)],
                            [ReportText.verdict(variant.verdict).node])
                    ]),
                .element("td", [:], evidence(variant, links: links)),
            ])
    }

    /// The catching cases, or why there are none.
    private func evidence(_ variant: MutationVariantResult, links: SiteLinks) -> [HTMLNode] {
        switch variant.verdict {
        case .caught:
            let items = variant.catchingCases.map { caught in
                HTMLNode.element(
                    "li", [:],
                    [
                        ReportPage.badge(caught.status), .text(" "),
                        .element(
                            "a",
                            [
                                "class": "t", "lang": Language.english.tag,
                                "href": links.link(for: caught.asResult, language: .english),
                            ], [.element("code", text: caught.qualifiedID)]),
                        .element(
                            "a",
                            [
                                "class": "t", "lang": Language.chinese.tag,
                                "href": links.link(for: caught.asResult, language: .chinese),
                            ], [.element("code", text: caught.qualifiedID)]),
                    ])
            }
            return [.element("ul", ["class": "locations"], items)]
        case .survived:
            return [.element("p", [:], [ReportText.noCaseNotices.node])]
        case .notCounted:
            return [.element("p", [:], text: variant.reason ?? "")]
        }
    }

    static func status(of verdict: MutationVerdict) -> CaseStatus {
        switch verdict {
        case .caught: .pass
        case .survived: .fail
        case .notCounted: .skip
        }
    }
}

extension ReportText {
    static let mutationTitle = UIText("Mutation score", "变异分数")
    static let baselineImplementation = UIText("Compared with", "对照实现")
    static let baselineProblems = UIText(
        "Cases that do not pass against the baseline (they cannot catch a variant)", "在对照实现上未通过的用例（无法发现变体）")
    static let variants = UIText("Faulty variants", "错误变体")
    static let variant = UIText("Variant", "变体")
    static let verdictHeading = UIText("Verdict", "结论")
    static let caughtBy = UIText("Caught by", "发现它的用例")
    static let noCaseNotices = UIText(
        "No case notices it: the behaviour it breaks has no case yet.", "没有用例发现它：它破坏的行为还没有用例。")
    static let allVariants = UIText("All variants", "全部变体")

    /// The label of a verdict.
    static func verdict(_ verdict: MutationVerdict) -> UIText {
        switch verdict {
        case .caught: UIText("Caught", "已发现")
        case .survived: UIText("Survived", "未发现")
        case .notCounted: UIText("Not counted", "不计入")
        }
    }
}
