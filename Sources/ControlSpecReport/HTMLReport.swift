import ControlSpecHTML
import ControlSpecModel
import ControlSpecRunner
import Foundation

/// The standalone HTML report of one run: `index.html` with `report.css` and `report.js` beside it.
///
/// The report opens from `file://` without a server or network: no external resources, no inline script
/// or style (its Content-Security-Policy forbids them), and every text escaped by ``HTMLSerializer``.
package struct HTMLReport: Sendable {
    package var results: RunResults
    /// The corpus the run was made from, for case code and site anchors; without it the report omits code.
    package var corpus: Corpus? {
        didSet { links = SiteLinks(base: siteBase, corpus: corpus) }
    }
    /// The reference site's folder relative to the report's (`../site`), or its URL, for links to member
    /// pages; nil when no site is known, and the report then names each case's file and line without a link.
    package var siteBase: String? {
        didSet { links = SiteLinks(base: siteBase, corpus: corpus) }
    }
    /// The mutation score of the suite, when one was measured (`controlspec mutate`): the index then shows the
    /// score, and the report gains ``MutationReport/pagePath`` listing every variant.
    package var mutation: MutationSummary?

    package init(
        results: RunResults, corpus: Corpus? = nil, siteBase: String? = "../site", mutation: MutationSummary? = nil
    ) {
        self.results = results
        self.corpus = corpus
        self.siteBase = siteBase
        self.mutation = mutation
        self.links = SiteLinks(base: siteBase, corpus: corpus)
    }

    /// The report's files by path relative to the report folder: `index.html`, `report.css`, `report.js`, the
    /// part files of the cases (`cases/0.js`, …; see ``ReportLayout``), and `mutation.html` with a mutation
    /// summary.
    ///
    /// Every file whole in memory; ``writeFiles(_:)`` hands them out to be written piece by piece.
    package func files() -> [String: Data] {
        var files: [String: Data] = [:]
        writeFiles { path, contents in files[path] = OutputSink.data(contents) }
        return files
    }

    /// Calls `write` once for each file of ``files()``, with its path and a function that writes its
    /// contents to a sink, so that `index.html`, which grows with the number of cases, can go to disk as
    /// it is rendered.
    package func writeFiles(_ write: (_ path: String, _ contents: (OutputSink) -> Void) throws -> Void) rethrows {
        for (path, data) in ReportAssets.files.sorted(by: { $0.key < $1.key }) {
            try write(path) { $0.write(bytes: data) }
        }
        let layout = layout()
        try write("index.html") { writeIndex(layout, to: $0) }
        for part in 0..<layout.partCount {
            try write(ReportLayout.partPath(part)) { writePart(part, of: layout, to: $0) }
        }
        if let mutation {
            try write(MutationReport.pagePath) {
                $0.write(MutationReport(summary: mutation, corpus: corpus, siteBase: siteBase).pageHTML())
            }
        }
    }

    /// The text of `index.html`.
    package func indexHTML() -> String {
        OutputSink.string(writeIndex(to:))
    }

    /// Writes the text of `index.html` to `sink`, one member at a time: the page's frame and summary, then
    /// each member's row as it is rendered, so that the page is never whole in memory.
    package func writeIndex(to sink: OutputSink) {
        writeIndex(layout(), to: sink)
    }

    private func writeIndex(_ layout: ReportLayout, to sink: OutputSink) {
        let groups = layout.classes.map { (className: $0.name, cases: $0.cases) }
        guard !groups.isEmpty else {
            sink.write(page(groups, tree: [], partCount: 0))
            return
        }
        let (head, tail) = Self.split(page(groups, tree: [Self.gap], partCount: layout.partCount))
        sink.write(head)
        for group in layout.classes { writeClass(group.name, group.cases, group.members, to: sink) }
        sink.write(tail)
    }

    /// The whole page with `tree` as the children of the case tree.
    private func page(
        _ groups: [(className: String, cases: ResultSlice)], tree: [HTMLNode], partCount: Int
    ) -> String {
        let run = results.run
        return ReportPage.document(
            title: ReportText.reportTitle, subtitle: "\(run.implementation) \(run.implementationVersion)",
            main: [summary(groups)] + (mutation.map { [MutationReport.section(linkingTo: $0)] } ?? [])
                + [caseSection(tree: tree, partCount: partCount)], site: links.base)
    }

    /// Stands for the children that are streamed: text that the serializer writes unchanged and no
    /// result can hold in the place where it is put, the last child of its element.
    private static let gap = HTMLNode.text("\u{E000}streamed children\u{E000}")
    private static let gapBytes = Array("\u{E000}streamed children\u{E000}".utf8)

    /// `markup` before and after ``gap``, its last occurrence.
    private static func split(_ markup: String) -> (String, String) {
        let bytes = Array(markup.utf8)
        var start = bytes.count - gapBytes.count
        while start >= 0, !bytes[start..<start + gapBytes.count].elementsEqual(gapBytes) { start -= 1 }
        precondition(start >= 0, "the markup has no place for streamed children")
        return (
            String(decoding: bytes[..<start], as: UTF8.self),
            String(decoding: bytes[(start + gapBytes.count)...], as: UTF8.self)
        )
    }

    /// The start and end tags of `element` (with its leading children), which ends with ``gap``.
    private static func tags(_ element: HTMLNode) -> (String, String) {
        split(HTMLSerializer.serialize(element))
    }

    /// Built once per corpus and site base (it indexes every English case), not once per result.
    private(set) var links: SiteLinks

    // MARK: Summary

    private func summary(_ groups: [(className: String, cases: ResultSlice)]) -> HTMLNode {
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
                .element("p", ["class": "tally"], [.element("code", [:], [ReportText.tally(tally).node])]),
                .element(
                    "p", ["class": unexpected == 0 ? "unexpected none" : "unexpected"],
                    [ReportText.unexpected.labelled.node, .text(String(unexpected))]),
                .element("h3", [:], [ReportText.byClass.node]),
                classTable(groups),
            ])
    }

    private func classTable(_ groups: [(className: String, cases: ResultSlice)]) -> HTMLNode {
        let rows = groups.map { className, cases in
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

    // MARK: Cases

    /// The case section; `tree` are the children of its tree of classes.
    private func caseSection(tree: [HTMLNode], partCount: Int) -> HTMLNode {
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
        let evidenceCounts = Dictionary(grouping: results.cases, by: { links.englishCase(of: $0)?.evidence })
        let evidenceLevels: [Evidence?] = Evidence.allCases + (evidenceCounts[nil] == nil ? [] : [nil])
        let evidenceFilters = evidenceLevels.map { level in
            HTMLNode.element(
                "label", ["class": "filter"],
                [
                    .element(
                        "input",
                        [
                            "type": "checkbox", "value": level?.rawValue ?? "none", "data-evidence-filter": "",
                            "checked": "",
                        ]),
                    .text(" "), ReportText.evidence(level).node, .text(" (\(evidenceCounts[level]?.count ?? 0))"),
                ])
        }
        let unexpectedOnly = HTMLNode.element(
            "label", ["class": "filter"],
            [
                .element("input", ["type": "checkbox", "id": "unexpected-only"]), .text(" "),
                ReportText.unexpectedOnly.node, .text(" (\(results.unexpected.count))"),
            ])
        let search = HTMLNode.element(
            "input",
            [
                "type": "search", "id": "member-search", "placeholder": ReportText.searchMembers.english,
                "aria-label": ReportText.searchMembers.english,
                "data-placeholder-en": ReportText.searchMembers.english,
                "data-placeholder-zh-hans": ReportText.searchMembers.chinese,
            ])
        return .element(
            "section", ["class": "cases"],
            [
                .element("h2", [:], [ReportText.cases.node]),
                .element(
                    "div", ["class": "filters"],
                    [
                        unexpectedOnly,
                        .element("fieldset", [:], [.element("legend", [:], [ReportText.show.node])] + filters),
                        .element(
                            "fieldset", [:], [.element("legend", [:], [ReportText.evidence.node])] + evidenceFilters),
                        search,
                    ]),
                .element("p", ["id": "no-match", "hidden": ""], [ReportText.noMatch.node]),
                .element("div", ["class": "tree", "data-parts": String(partCount)], tree),
            ] + (partCount > 0 ? [pieces()] : []))
    }

    /// A class of the case tree: its members in name order, each a row that holds its case lines when it is
    /// shown open at load, or names the part file that holds them.
    private func writeClass(
        _ className: String, _ cases: ResultSlice, _ members: [ReportLayout.Member], to sink: OutputSink
    ) {
        let (start, end) = Self.tags(
            .element(
                "details", ["class": "class", "open": ""],
                [
                    .element(
                        "summary", [:],
                        [.element("span", ["class": "name"], text: className), counts(cases)]),
                    Self.gap,
                ]))
        sink.write(start)
        for member in members {
            let summary = HTMLNode.element(
                "summary", [:], [.element("code", text: member.name), counts(member.cases)])
            let kinds = ReportLayout.kinds(member.cases, links: links)
            guard member.inline else {
                sink.write(
                    HTMLSerializer.serialize(
                        .element(
                            "details",
                            [
                                "class": "member", "data-member": member.name, "data-kinds": kinds,
                                "data-part": String(member.part),
                            ], [summary])))
                continue
            }
            let (start, end) = Self.tags(
                .element(
                    "details", ["class": "member", "data-member": member.name, "data-kinds": kinds, "open": ""],
                    [summary, Self.gap]))
            sink.write(start)
            for position in member.cases.positions {
                let result = member.cases.all[position]
                let shown: Shown = member.open.contains(position) ? .open : .line
                sink.write(HTMLSerializer.serialize(caseNode(result, shown: shown, part: member.part)))
            }
            sink.write(end)
        }
        sink.write(end)
    }

    /// A compact `3 PASS 1 FAIL` list.
    private func counts(_ cases: ResultSlice) -> HTMLNode {
        let tally = Tally(cases.map(\.status))
        return .element(
            "span", ["class": "mini-counts"],
            CaseStatus.allCases.filter { tally[$0] > 0 }.map { status in
                .element(
                    "span", ["class": ReportPage.cssClass(status)],
                    [.text("\(tally[status]) "), ReportText.statusWord(status).node])
            })
    }

    /// Problems and surprises are shown open; expected passes and skips stay closed.
    static func needsAttention(_ result: CaseResult) -> Bool {
        result.status.isProblem || !result.expected
    }

    /// How many cases are shown open at most: the details of the rest are made when they are opened, so that
    /// a run of thousands of failures loads as fast as its summary lines (Docs/PERFORMANCE.md, "Report").
    package static let openLimit = 200

    /// How a case is written.
    enum Shown {
        /// Open, with its details.
        case open
        /// Closed, its line alone: its details are in the part file that `data-part` names, which the script
        /// loads when the reader opens the case.
        case line
    }

    /// A case: its summary line and, shown open, its details.
    func caseNode(_ result: CaseResult, shown: Shown, part: Int? = nil) -> HTMLNode {
        let item = links.englishCase(of: result)
        var summary: [HTMLNode] = [
            ReportPage.badge(result.status), .element("span", ["class": "case-id"], text: result.caseID),
            Self.evidenceFlag(item?.evidence),
        ]
        if !result.expected { summary.append(Self.unexpectedFlag(pass: result.isUnexpectedPass)) }
        if result.expectedStatus != .pass, result.expectedStatus != .skip {
            summary.append(Self.expectationFlag(result.expectedStatus))
        }
        summary.append(.element("span", ["class": "duration"], text: Self.milliseconds(result.durationMs)))
        return .element(
            "details",
            [
                "class": "case " + ReportPage.cssClass(result.status), "id": result.qualifiedID,
                "data-status": result.status.rawValue, "data-evidence": item?.evidence?.rawValue ?? "none",
                "data-unexpected": result.expected ? nil : "", "data-search": Self.searchedWords(result),
                "open": shown == .open ? "" : nil, "data-part": shown == .line ? part.map(String.init) : nil,
            ],
            [.element("summary", [:], summary)] + (shown == .open ? detailNodes(result, withCode: true) : []))
    }

    static func evidenceFlag(_ level: Evidence?) -> HTMLNode {
        .element(
            "span", ["class": "flag evidence ev-" + (level?.rawValue ?? "none")], [ReportText.evidence(level).node])
    }

    static func unexpectedFlag(pass: Bool) -> HTMLNode {
        .element(
            "span", ["class": "flag unexpected"],
            [(pass ? ReportText.unexpectedPass : ReportText.unexpectedResult).node])
    }

    static func expectationFlag(_ status: CaseStatus) -> HTMLNode {
        .element(
            "span", ["class": "flag expectation"],
            [ReportText.expected.node, .text(" "), ReportText.statusWord(status).node])
    }

    /// What the search field looks in: the case ID, the member and the failure messages, in lower case.
    static func searchedWords(_ result: CaseResult) -> String {
        ([result.caseID, result.member] + result.failures.map(\.message)).joined(separator: " ").lowercased()
    }

    /// A case's details: its pages, evidence, skip reason, failures and, `withCode`, its code.
    func detailNodes(_ result: CaseResult, withCode: Bool) -> [HTMLNode] {
        let item = links.englishCase(of: result)
        var body: [HTMLNode] = [locations(result), evidenceNode(item)]
        if let reason = result.skipReason {
            body.append(.element("p", ["class": "skip-reason"], [ReportText.skipReason.labelled.node, .text(reason)]))
        }
        if !result.failures.isEmpty {
            body.append(.element("ul", ["class": "failures"], result.failures.map(failureNode)))
        }
        if withCode, let code = codeNode(result, highlighting: true) { body.append(code) }
        return body
    }

    /// The case's evidence level and, when the page gives one, its source (a link when it is a web address).
    private func evidenceNode(_ item: ConformanceCase?) -> HTMLNode {
        var parts: [HTMLNode] = [ReportText.evidence.labelled.node, ReportText.evidence(item?.evidence).node]
        if let source = item?.source {
            let text: HTMLNode =
                source.hasPrefix("https://") || source.hasPrefix("http://")
                ? .element("a", ["href": source], text: source) : .text(source)
            parts += [.text(" · "), ReportText.source.labelled.node, text]
        }
        return .element("p", ["class": "evidence-source"], parts)
    }

    private func locations(_ result: CaseResult) -> HTMLNode {
        var items = [location(result, language: .english, name: ReportText.englishPage.node, at: result.english)]
        if let chinese = result.chinese {
            items.append(location(result, language: .chinese, name: ReportText.chinesePage.node, at: chinese))
        }
        return .element("ul", ["class": "locations"], items)
    }

    /// One page of a case: a link to its anchor on the site and the Markdown file and line; without a site,
    /// the file and line alone (a link that leads nowhere helps no one).
    private func location(_ result: CaseResult, language: Language, name: HTMLNode, at place: FileLine) -> HTMLNode {
        let code = HTMLNode.element("code", text: place.description)
        guard let href = links.link(for: result, language: language) else { return .element("li", [:], [code]) }
        return .element("li", [:], [.element("a", ["href": href], [name]), .text(" "), code])
    }

    /// The Markdown lines of the case's page where its failures point.
    func failingLines(_ result: CaseResult) -> Set<Int> {
        Set(result.failures.compactMap { $0.location }.filter { $0.path == result.english.path }.map(\.line))
    }

    /// The case's code with Markdown line numbers; `highlighting`, the lines where a failure points are marked
    /// (in a part file the code is shared by the cases run from it, and the script marks each case's lines).
    func codeNode(_ result: CaseResult, highlighting: Bool) -> HTMLNode? {
        guard let item = links.englishCase(of: result) else { return nil }
        let failingLines = highlighting ? failingLines(result) : []
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
                // Focusable, so that a keyboard can scroll a line wider than the page (axe: scrollable-region-focusable).
                .element("pre", ["tabindex": "0"], [.element("code", [:], nodes)]),
            ])
    }

    /// `12 ms`, `0.4 ms`: durations without locale-dependent formatting.
    static func milliseconds(_ value: Double) -> String {
        if value >= 10 || value == 0 { return "\(Int(value.rounded())) ms" }
        return "\(Double(Int((value * 10).rounded())) / 10) ms"
    }
}
