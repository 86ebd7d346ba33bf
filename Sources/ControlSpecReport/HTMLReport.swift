import ControlSpecHTML
import ControlSpecModel
import ControlSpecRunner
import Foundation

/// The standalone HTML report of one run: `index.html` with `report.css` and `report.js` beside it.
///
/// The report opens from `file://` without a server or network: no external resources, no inline script
/// or style (its Content-Security-Policy forbids them), and every text escaped by ``HTMLSerializer``.
public struct HTMLReport: Sendable {
    public var results: RunResults
    /// The corpus the run was made from, for case code and site anchors; without it the report omits code.
    public var corpus: Corpus? {
        didSet { links = SiteLinks(base: siteBase, corpus: corpus) }
    }
    /// The reference site's folder relative to the report's (`../site`), for links to member pages.
    public var siteBase: String {
        didSet { links = SiteLinks(base: siteBase, corpus: corpus) }
    }
    /// The mutation score of the suite, when one was measured (`controlspec mutate`): the index then shows the
    /// score, and the report gains ``MutationReport/pagePath`` listing every variant.
    public var mutation: MutationSummary?

    public init(
        results: RunResults, corpus: Corpus? = nil, siteBase: String = "../site", mutation: MutationSummary? = nil
    ) {
        self.results = results
        self.corpus = corpus
        self.siteBase = siteBase
        self.mutation = mutation
        self.links = SiteLinks(base: siteBase, corpus: corpus)
    }

    /// The report's files by path relative to the report folder: `index.html`, `report.css`, `report.js`, and
    /// `mutation.html` with a mutation summary.
    public func files() -> [String: Data] {
        var pages = ["index.html": ReportPage.data(indexHTML())]
        if let mutation {
            pages[MutationReport.pagePath] = ReportPage.data(
                MutationReport(summary: mutation, corpus: corpus, siteBase: siteBase).pageHTML())
        }
        return ReportAssets.files.merging(pages) { _, new in new }
    }

    /// The text of `index.html`.
    public func indexHTML() -> String {
        let run = results.run
        return ReportPage.document(
            title: ReportText.reportTitle, subtitle: "\(run.implementation) \(run.implementationVersion)",
            main: [summary] + (mutation.map { [MutationReport.section(linkingTo: $0)] } ?? []) + [caseSection])
    }

    /// Built once per corpus and site base (it indexes every English case), not once per result.
    private(set) var links: SiteLinks

    // MARK: Summary

    private var summary: HTMLNode {
        let tally = results.tally
        let counts = CaseStatus.allCases.map { status in
            HTMLNode.element(
                "li", ["class": ReportPage.cssClass(status)],
                [.element("strong", text: String(tally[status])), .text(" "), ReportText.status(status).node])
        }
        let unexpected = results.unexpected.count
        return .element(
            "section", ["class": "summary"],
            [
                .element("h2", [:], [ReportText.summary.node]),
                ReportPage.runFacts(results.run),
                .element("ul", ["class": "counts"], counts),
                .element("p", ["class": "tally"], [.element("code", text: tally.line)]),
                .element(
                    "p", ["class": unexpected == 0 ? "unexpected none" : "unexpected"],
                    [ReportText.unexpected.node, .text(": " + String(unexpected))]),
                .element("h3", [:], [ReportText.byClass.node]),
                classTable,
            ])
    }

    private var classTable: HTMLNode {
        let rows = classGroups.map { className, cases in
            let tally = Tally(cases.map(\.status))
            return HTMLNode.element(
                "tr", [:],
                [
                    .element("th", ["scope": "row"], text: className),
                    .element("td", ["class": "bar-cell"], [ReportPage.bar(tally)]),
                    .element("td", ["class": "number"], text: "\(tally[.pass])/\(tally.total)"),
                ])
        }
        let head = HTMLNode.element(
            "tr", [:],
            [
                .element("th", ["scope": "col"], [ReportText.className.node]),
                .element("th", ["scope": "col"], [ReportText.cases.node]),
                .element("th", ["scope": "col"], [ReportText.status(.pass).node, .text(" / "), ReportText.total.node]),
            ])
        return .element(
            "table", ["class": "classes"], [.element("thead", [:], [head]), .element("tbody", [:], rows)])
    }

    /// Results grouped by class, then by member, both in name order.
    private var classGroups: [(String, [CaseResult])] {
        Dictionary(grouping: results.cases, by: \.className).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    // MARK: Cases

    private var caseSection: HTMLNode {
        let tally = results.tally
        let filters = CaseStatus.allCases.map { status in
            HTMLNode.element(
                "label", ["class": "filter " + ReportPage.cssClass(status)],
                [
                    .element(
                        "input",
                        ["type": "checkbox", "value": status.rawValue, "data-status-filter": "", "checked": ""]),
                    .text(" "), ReportText.status(status).node, .text(" (\(tally[status]))"),
                ])
        }
        let search = HTMLNode.element(
            "input",
            [
                "type": "search", "id": "member-search", "placeholder": ReportText.searchMembers.english,
                "aria-label": ReportText.searchMembers.english,
                "data-placeholder-en": ReportText.searchMembers.english,
                "data-placeholder-zh-hans": ReportText.searchMembers.chinese,
            ])
        let tree = classGroups.map { className, cases in classNode(className, cases) }
        return .element(
            "section", ["class": "cases"],
            [
                .element("h2", [:], [ReportText.cases.node]),
                .element(
                    "div", ["class": "filters"],
                    [.element("fieldset", [:], [.element("legend", [:], [ReportText.show.node])] + filters), search]),
                .element("p", ["id": "no-match", "hidden": ""], [ReportText.noMatch.node]),
                .element("div", ["class": "tree"], tree),
            ])
    }

    private func classNode(_ className: String, _ cases: [CaseResult]) -> HTMLNode {
        let members = Dictionary(grouping: cases, by: \.member).sorted { $0.key < $1.key }
        return .element(
            "details", ["class": "class", "open": ""],
            [
                .element(
                    "summary", [:],
                    [.element("span", ["class": "name"], text: className), counts(cases)])
            ] + members.map { member, cases in memberNode(member, cases) })
    }

    private func memberNode(_ member: String, _ cases: [CaseResult]) -> HTMLNode {
        .element(
            "details",
            ["class": "member", "data-member": member, "open": cases.contains(where: Self.needsAttention) ? "" : nil],
            [.element("summary", [:], [.element("code", text: member), counts(cases)])] + cases.map(caseNode))
    }

    /// A compact `3 PASS 1 FAIL` list.
    private func counts(_ cases: [CaseResult]) -> HTMLNode {
        let tally = Tally(cases.map(\.status))
        return .element(
            "span", ["class": "mini-counts"],
            CaseStatus.allCases.filter { tally[$0] > 0 }.map { status in
                .element("span", ["class": ReportPage.cssClass(status)], text: "\(tally[status]) \(status.rawValue)")
            })
    }

    /// Problems and surprises are shown open; expected passes and skips stay closed.
    static func needsAttention(_ result: CaseResult) -> Bool {
        result.status.isProblem || !result.expected
    }

    private func caseNode(_ result: CaseResult) -> HTMLNode {
        var summary: [HTMLNode] = [
            ReportPage.badge(result.status), .element("span", ["class": "case-id"], text: result.caseID),
        ]
        if !result.expected {
            let label = result.isUnexpectedPass ? ReportText.unexpectedPass : ReportText.unexpectedResult
            summary.append(.element("span", ["class": "flag unexpected"], [label.node]))
        }
        if result.expectedStatus != .pass, result.expectedStatus != .skip {
            summary.append(
                .element(
                    "span", ["class": "flag expectation"],
                    [ReportText.expected.node, .text(" " + result.expectedStatus.rawValue)]))
        }
        summary.append(.element("span", ["class": "duration"], text: Self.milliseconds(result.durationMs)))
        var body: [HTMLNode] = [locations(result)]
        if let reason = result.skipReason {
            body.append(.element("p", ["class": "skip-reason"], [ReportText.skipReason.node, .text(": " + reason)]))
        }
        if !result.failures.isEmpty {
            body.append(.element("ul", ["class": "failures"], result.failures.map(failureNode)))
        }
        if let code = codeNode(result) { body.append(code) }
        return .element(
            "details",
            [
                "class": "case " + ReportPage.cssClass(result.status), "id": result.qualifiedID,
                "data-status": result.status.rawValue, "open": Self.needsAttention(result) ? "" : nil,
            ],
            [.element("summary", [:], summary)] + body)
    }

    private func locations(_ result: CaseResult) -> HTMLNode {
        var items: [HTMLNode] = [
            .element(
                "li", [:],
                [
                    .element("a", ["href": links.link(for: result, language: .english)], [ReportText.englishPage.node]),
                    .text(" "), .element("code", text: result.english.description),
                ])
        ]
        if let chinese = result.chinese {
            items.append(
                .element(
                    "li", [:],
                    [
                        .element(
                            "a", ["href": links.link(for: result, language: .chinese)], [ReportText.chinesePage.node]),
                        .text(" "), .element("code", text: chinese.description),
                    ]))
        }
        return .element("ul", ["class": "locations"], items)
    }

    private func failureNode(_ failure: FailureDetail) -> HTMLNode {
        var parts: [HTMLNode] = [
            .element(
                "p", ["class": "message"],
                [
                    .element("code", ["class": "location"], text: failure.location?.description ?? ""),
                    .text(" "), .text(failure.message),
                ])
        ]
        if let expression = failure.expression, !failure.message.contains(expression) {
            parts.append(.element("pre", ["class": "expression"], [.element("code", text: expression)]))
        }
        if !failure.values.isEmpty {
            let rows = failure.values.map { captured in
                HTMLNode.element(
                    "tr", [:],
                    [
                        .element("td", [:], [.element("code", text: captured.expression)]),
                        .element("td", [:], [.element("code", text: captured.value)]),
                    ])
            }
            parts.append(
                .element(
                    "table", ["class": "values"],
                    [
                        .element("caption", [:], [ReportText.capturedValues.node]),
                        .element(
                            "thead", [:],
                            [
                                .element(
                                    "tr", [:],
                                    [
                                        .element("th", ["scope": "col"], [ReportText.expression.node]),
                                        .element("th", ["scope": "col"], [ReportText.value.node]),
                                    ])
                            ]),
                        .element("tbody", [:], rows),
                    ]))
        }
        return .element("li", [:], parts)
    }

    /// The case's code with Markdown line numbers; lines where a failure points are highlighted.
    private func codeNode(_ result: CaseResult) -> HTMLNode? {
        guard let item = links.englishCase(of: result) else { return nil }
        let failingLines = Set(
            result.failures.compactMap { $0.location }.filter { $0.path == result.english.path }.map(\.line))
        var lines = item.block.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let nodes = lines.enumerated().flatMap { offset, line -> [HTMLNode] in
            let number = item.block.firstCodeLine + offset
            let node = HTMLNode.element(
                "span", ["class": failingLines.contains(number) ? "line hl" : "line", "data-line": String(number)],
                text: line)
            return [node, .text("\n")]
        }
        return .element(
            "figure", ["class": "code"],
            [
                .element("figcaption", [:], [ReportText.caseCode.node]),
                .element("pre", [:], [.element("code", [:], nodes)]),
            ])
    }

    /// `12 ms`, `0.4 ms`: durations without locale-dependent formatting.
    static func milliseconds(_ value: Double) -> String {
        if value >= 10 || value == 0 { return "\(Int(value.rounded())) ms" }
        return "\(Double(Int((value * 10).rounded())) / 10) ms"
    }
}
