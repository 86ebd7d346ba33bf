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

    /// The report's files by path relative to the report folder: `index.html`, `report.css`, `report.js`, and
    /// `mutation.html` with a mutation summary.
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
        try write("index.html", writeIndex(to:))
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

    /// Writes the text of `index.html` to `sink`, one case at a time: the page's frame and summary, then
    /// each case as it is rendered, so that the page is never whole in memory.
    package func writeIndex(to sink: OutputSink) {
        let groups = ResultGroups.byClass(results.cases)
        guard !groups.isEmpty else {
            sink.write(page(groups, tree: []))
            return
        }
        let (head, tail) = Self.split(page(groups, tree: [Self.gap]))
        sink.write(head)
        var opened = 0
        for (className, cases) in groups { writeClass(className, cases, opened: &opened, to: sink) }
        sink.write(tail)
    }

    /// The whole page with `tree` as the children of the case tree.
    private func page(_ groups: [(className: String, cases: ResultSlice)], tree: [HTMLNode]) -> String {
        let run = results.run
        return ReportPage.document(
            title: ReportText.reportTitle, subtitle: "\(run.implementation) \(run.implementationVersion)",
            main: [summary(groups)] + (mutation.map { [MutationReport.section(linkingTo: $0)] } ?? [])
                + [caseSection(tree: tree)], site: links.base)
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
    private func caseSection(tree: [HTMLNode]) -> HTMLNode {
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
                .element("div", ["class": "tree"], tree),
            ])
    }

    /// A class of the case tree: its members, each with its cases, in name order.
    private func writeClass(_ className: String, _ cases: ResultSlice, opened: inout Int, to sink: OutputSink) {
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
        for (member, cases) in ResultGroups.byMember(cases) {
            let summary = HTMLNode.element("summary", [:], [.element("code", text: member), counts(cases)])
            guard cases.contains(where: Self.needsAttention), opened < Self.openLimit else {
                // A closed member holds its case lines as markup until it is opened, as a closed case holds
                // its details (Docs/PERFORMANCE.md, "Report").
                let lines = cases.map { HTMLSerializer.serialize(caseNode($0, shown: .closed)) }.joined()
                sink.write(
                    HTMLSerializer.serialize(
                        .element("details", ["class": "member", "data-member": member, "data-cases": lines], [summary])
                    ))
                continue
            }
            let (start, end) = Self.tags(
                .element("details", ["class": "member", "data-member": member, "open": ""], [summary, Self.gap]))
            sink.write(start)
            for result in cases {
                let open = Self.needsAttention(result) && opened < Self.openLimit
                if open { opened += 1 }
                sink.write(HTMLSerializer.serialize(caseNode(result, shown: open ? .open : .deferred)))
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

    /// How a case's details are written.
    enum Shown {
        /// Open, with its details.
        case open
        /// Closed, with its details (the case line is itself markup of a closed member).
        case closed
        /// Closed, with its details as markup in its `data-details` attribute, which the script puts in place
        /// when the reader opens the case. An attribute is read by the browser as one run of text, where
        /// elements (or a `<template>`) are built: at thousands of cases, most of the page's load time.
        case deferred
    }

    /// A case: its summary line and its details, written as `shown` says.
    private func caseNode(_ result: CaseResult, shown: Shown) -> HTMLNode {
        let item = links.englishCase(of: result)
        var summary: [HTMLNode] = [
            ReportPage.badge(result.status), .element("span", ["class": "case-id"], text: result.caseID),
            .element(
                "span", ["class": "flag evidence ev-" + (item?.evidence?.rawValue ?? "none")],
                [ReportText.evidence(item?.evidence).node]),
        ]
        if !result.expected {
            let label = result.isUnexpectedPass ? ReportText.unexpectedPass : ReportText.unexpectedResult
            summary.append(.element("span", ["class": "flag unexpected"], [label.node]))
        }
        if result.expectedStatus != .pass, result.expectedStatus != .skip {
            summary.append(
                .element(
                    "span", ["class": "flag expectation"],
                    [ReportText.expected.node, .text(" "), ReportText.statusWord(result.expectedStatus).node]))
        }
        summary.append(.element("span", ["class": "duration"], text: Self.milliseconds(result.durationMs)))
        var body: [HTMLNode] = [locations(result), evidenceNode(item)]
        if let reason = result.skipReason {
            body.append(.element("p", ["class": "skip-reason"], [ReportText.skipReason.labelled.node, .text(reason)]))
        }
        if !result.failures.isEmpty {
            body.append(.element("ul", ["class": "failures"], result.failures.map(failureNode)))
        }
        if let code = codeNode(result) { body.append(code) }
        let details = shown == .deferred ? HTMLSerializer.serialize(.fragment(body)) : nil
        let searched = ([result.caseID, result.member] + result.failures.map(\.message)).joined(separator: " ")
        return .element(
            "details",
            [
                "class": "case " + ReportPage.cssClass(result.status), "id": result.qualifiedID,
                "data-status": result.status.rawValue, "data-evidence": item?.evidence?.rawValue ?? "none",
                "data-unexpected": result.expected ? nil : "", "data-search": searched.lowercased(),
                "open": shown == .open ? "" : nil, "data-details": details,
            ],
            [.element("summary", [:], summary)] + (shown == .deferred ? [] : body))
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
