import ControlSpecHTML
import ControlSpecModel
import ControlSpecRunner
import Foundation

/// What changed between a baseline run and the current one, case by case.
package struct BaselineDiff: Hashable, Sendable {
    /// One case whose presence or status changed.
    package struct Change: Hashable, Sendable {
        package var qualifiedID: String
        /// nil for a new case.
        package var before: CaseStatus?
        /// nil for a removed case.
        package var after: CaseStatus?
        /// The current result (the baseline's for a removed case): where the case is and why it fails now.
        package var result: CaseResult?

        /// The first failure of the current result, located (`path:line:column: message`); nil when it has none.
        package var message: String? { after == nil ? nil : result?.failures.first?.lineDescription }

        /// `UIButton.title(for:)#falls-back: PASS → FAIL`.
        package var line: String {
            "\(qualifiedID): \(before?.rawValue ?? "–") → \(after?.rawValue ?? "–")"
        }
    }

    package let baseline: RunInfo
    package let current: RunInfo
    /// Passed in the baseline, does not pass now (SKIPs excluded).
    package let newlyFailing: [Change]
    /// Did not pass in the baseline (SKIPs excluded), passes now.
    package let newlyPassing: [Change]
    /// Any other status change (`FAIL` → `ERROR`, to or from `SKIP`).
    package let changed: [Change]
    /// Cases only in the current run.
    package let added: [Change]
    /// Cases only in the baseline.
    package let removed: [Change]

    /// Compares two runs by qualified ID; every list is sorted by qualified ID.
    package init(baseline: RunResults, current: RunResults) {
        self.baseline = baseline.run
        self.current = current.run
        let before = Dictionary(baseline.cases.map { ($0.qualifiedID, $0.status) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(current.cases.map { ($0.qualifiedID, $0.status) }, uniquingKeysWith: { a, _ in a })
        let results = Dictionary(
            (baseline.cases + current.cases).map { ($0.qualifiedID, $0) }, uniquingKeysWith: { _, current in current })
        var failing: [Change] = []
        var passing: [Change] = []
        var changed: [Change] = []
        var added: [Change] = []
        var removed: [Change] = []
        for id in Set(before.keys).union(after.keys).sorted() {
            let change = Change(qualifiedID: id, before: before[id], after: after[id], result: results[id])
            switch (before[id], after[id]) {
            case (nil, _): added.append(change)
            case (_, nil): removed.append(change)
            case (let old?, let new?) where old == new: continue
            case (.pass?, let new?) where new != .skip: failing.append(change)
            case (let old?, .pass?) where old != .skip: passing.append(change)
            default: changed.append(change)
            }
        }
        self.newlyFailing = failing
        self.newlyPassing = passing
        self.changed = changed
        self.added = added
        self.removed = removed
    }

    /// True when no case changed.
    package var isEmpty: Bool {
        newlyFailing.isEmpty && newlyPassing.isEmpty && changed.isEmpty && added.isEmpty && removed.isEmpty
    }

    private var sections: [(UIText, [Change])] {
        [
            (ReportText.newlyFailing, newlyFailing), (ReportText.newlyPassing, newlyPassing),
            (ReportText.changed, changed), (ReportText.added, added), (ReportText.removed, removed),
        ]
    }

    /// Plain text for terminals and CI logs: a heading per non-empty section, one indented line per case.
    package func text() -> String {
        var lines = [
            "baseline: \(Self.describe(baseline))",
            "current:  \(Self.describe(current))",
        ]
        if isEmpty { lines.append("no differences") }
        for (title, changes) in sections where !changes.isEmpty {
            lines.append("\(title.english) (\(changes.count)):")
            for change in changes {
                lines.append("  " + change.line)
                if let message = change.message { lines.append("    " + message) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The name of the diff's page in the folder ``files()`` fills.
    package static let pageName = "diff.html"

    /// ``pageName`` with the report's stylesheet and script beside it.
    package func files(siteBase: String? = nil) -> [String: Data] {
        ReportAssets.files.merging([Self.pageName: ReportPage.data(html(siteBase: siteBase))]) { _, new in new }
    }

    /// The comparison as a standalone page that loads `report.css` and `report.js` from its folder; each case
    /// links to its English and Chinese site pages under `siteBase` (as the report does) when it is given.
    package func html(siteBase: String? = nil) -> String {
        let links = SiteLinks(base: siteBase, corpus: nil)
        var main: [HTMLNode] = [
            .element(
                "dl", ["class": "facts"],
                [
                    ReportPage.fact(ReportText.baseline, Self.describe(baseline)),
                    ReportPage.fact(ReportText.current, Self.describe(current)),
                ])
        ]
        if isEmpty { main.append(.element("p", [:], [ReportText.noDifferences.node])) }
        for (title, changes) in sections where !changes.isEmpty {
            main.append(
                .element(
                    "section", ["class": "diff"],
                    [
                        .element("h2", [:], [title.node, .text(" (\(changes.count))")]),
                        .element(
                            "ul", [:],
                            changes.map { Self.item($0, links: links) }),
                    ]))
        }
        return ReportPage.document(
            title: ReportText.diffTitle, subtitle: "\(Self.describe(baseline)) → \(Self.describe(current))", main: main)
    }

    /// One change: the case, its statuses, the current failure message and the case's pages.
    private static func item(_ change: Change, links: SiteLinks) -> HTMLNode {
        var parts: [HTMLNode] = [
            .element("code", text: change.qualifiedID), .text(" "),
            change.before.map(ReportPage.badge) ?? .text("–"), .text(" → "),
            change.after.map(ReportPage.badge) ?? .text("–"),
        ]
        if let message = change.message {
            parts.append(.element("p", ["class": "message"], [.element("code", text: message)]))
        }
        if let result = change.result {
            var places: [HTMLNode] = []
            for (language, name) in [(Language.english, ReportText.englishPage), (.chinese, ReportText.chinesePage)]
            where language == .english || result.chinese != nil {
                if let href = links.link(for: result, language: language) {
                    places.append(.element("li", [:], [.element("a", ["href": href], [name.node])]))
                }
            }
            places.append(.element("li", [:], [.element("code", text: result.english.description)]))
            parts.append(.element("ul", ["class": "locations"], places))
        }
        return .element("li", [:], parts)
    }

    private static func describe(_ run: RunInfo) -> String {
        "\(run.implementation) \(run.implementationVersion) (\(run.date))"
    }
}
