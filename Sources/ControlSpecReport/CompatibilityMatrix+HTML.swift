import ControlSpecHTML
import ControlSpecModel
import ControlSpecRunner

extension CompatibilityMatrix {
    /// The matrix as a standalone page that loads `report.css` and `report.js` from its folder.
    ///
    /// A member row sums up its cases; the case rows under it mark each case in each implementation and link to
    /// its page on the site and, in each implementation's column, to its result in that implementation's report.
    /// "Differences only" (a checkbox the stylesheet reads, so it works without the script; the script keeps it
    /// in the address) hides the rows where every implementation agrees. The script folds each member's case
    /// rows under it until the member is opened.
    package func html(siteBase: String? = nil, reportBases: [String] = [], corpus: Corpus? = nil) -> String {
        let site = SiteLinks(base: siteBase, corpus: corpus)
        let trimmed = reportBases.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let bases: [String?] = implementations.indices.map { index in
            trimmed.count == 1 ? trimmed[0] : (trimmed.indices.contains(index) ? trimmed[index] : nil)
        }
        let head = HTMLNode.element(
            "tr", [:],
            [.element("th", ["scope": "col"], [ReportText.member.node])]
                + implementations.map { .element("th", ["scope": "col"], text: $0) })
        var body: [HTMLNode] = []
        for (index, row) in rows.enumerated() {
            body.append(memberRow(row, site: site, group: index))
            body += row.cases.map { caseRow($0, site: site, reportBases: bases, group: index) }
        }
        let filter = HTMLNode.fragment([
            .element("input", ["type": "checkbox", "id": "differences-only", "class": "differences-only"]),
            .element("label", ["for": "differences-only"], [MatrixText.differencesOnly.node]),
        ])
        let table = HTMLNode.element(
            "div", ["class": "matrix-scroll"],
            [
                .element(
                    "table", ["class": "matrix"],
                    [
                        .element("thead", [:], [head]), .element("tbody", [:], body),
                        .element("tfoot", [:], totalsRows()),
                    ])
            ])
        return ReportPage.document(
            title: ReportText.compatibilityTitle, subtitle: implementations.joined(separator: ", "),
            main: [legend(), filter, table], site: site.base)
    }

    private func memberRow(_ row: Row, site: SiteLinks, group: Int) -> HTMLNode {
        let name = HTMLNode.element("code", text: row.member)
        // The member's page is the page of its first case, without the case's anchor.
        let page = row.cases.first.flatMap { site.link(for: $0.result, language: .english) }
            .map { String($0.prefix { $0 != "#" }) }
        let header = HTMLNode.element(
            "th", ["scope": "row"], [page.map { .element("a", ["href": $0], [name]) } ?? name])
        let cells = row.cells.map { cell in
            HTMLNode.element(
                "td", ["class": cell.support.rawValue],
                [
                    Self.symbolNode(MatrixText.support(cell.support).symbol),
                    MatrixText.support(cell.support).words.node,
                    .element("span", ["class": "number"], text: " \(cell.passed)/\(cell.total)"),
                    .element("span", ["class": "counts"], [MatrixText.counts(cell).node]),
                ])
        }
        return .element(
            "tr", ["class": row.isSame ? "member same" : "member", "data-group": String(group)], [header] + cells)
    }

    private func caseRow(_ row: CaseRow, site: SiteLinks, reportBases: [String?], group: Int) -> HTMLNode {
        var links: [HTMLNode] = []
        if let page = site.link(for: row.result, language: .english) {
            links.append(.element("a", ["href": page], [MatrixText.page.node]))
        }
        if row.isRawValue {
            links.append(.element("span", ["class": "tag"], [MatrixText.rawValueBadge.node]))
        }
        if !row.callsMember {
            links.append(.element("span", ["class": "counts"], [MatrixText.callsOthers.node]))
        }
        let header = HTMLNode.element(
            "th", ["scope": "row", "class": "case-name"],
            [.element("code", text: "#" + row.result.caseID)] + links.flatMap { [.text(" "), $0] })
        let cells = zip(row.marks, reportBases).map { mark, reportBase in
            var content: [HTMLNode] = [
                Self.symbolNode(MatrixText.mark(mark).symbol),
                .element("span", ["class": "mark-word"], [MatrixText.mark(mark).words.node]),
            ]
            if let reportBase, mark != .absent {
                let href = reportBase + "/index.html#" + SiteLinks.encode(row.result.qualifiedID)
                content += [.text(" "), .element("a", ["href": href, "class": "result"], [MatrixText.report.node])]
            }
            return HTMLNode.element(
                "td", ["class": "mark " + mark.rawValue, "title": MatrixText.mark(mark).words.english], content)
        }
        return .element(
            "tr", ["class": row.isSame ? "case same" : "case", "data-group": String(group)], [header] + cells)
    }

    private func totalsRows() -> [HTMLNode] {
        let cases = totalsRow(MatrixText.totals) { total in
            [
                .element("strong", text: "\(total.cases.passed)/\(total.cases.total)"), .text(" "),
                MatrixText.casesPassed.node,
                .element("span", ["class": "counts"], [MatrixText.counts(total.cases).node]),
            ]
        }
        let behaviour = totalsRow(MatrixText.behaviour) { total in
            [.text("\(total.behaviour.passed)/\(total.behaviour.total) "), MatrixText.casesPassed.node]
        }
        let rawValues = totalsRow(MatrixText.rawValues) { total in
            [.text("\(total.rawValues.passed)/\(total.rawValues.total) "), MatrixText.casesPassed.node]
        }
        let members = totalsRow(MatrixText.members) { total in
            [
                .element(
                    "ul", ["class": "member-totals"],
                    Support.allCases.filter { total.members[$0, default: 0] > 0 }.map { support in
                        .element(
                            "li", ["class": support.rawValue],
                            [
                                Self.symbolNode(MatrixText.support(support).symbol),
                                .text("\(total.members[support, default: 0]) "),
                                MatrixText.support(support).words.node,
                            ])
                    })
            ]
        }
        return [cases, behaviour, rawValues, members]
    }

    /// A row of the table's foot: `label` as its header, then one cell per implementation holding `content` of
    /// that implementation's totals.
    private func totalsRow(_ label: UIText, _ content: (Totals) -> [HTMLNode]) -> HTMLNode {
        .element(
            "tr", [:],
            [.element("th", ["scope": "row"], [label.node])] + totals.map { .element("td", [:], content($0)) })
    }

    private func legend() -> HTMLNode {
        let supports = HTMLNode.element(
            "ul", ["class": "legend"],
            [.element("li", [:], [.element("strong", [:], [MatrixText.legendSupport.node])])]
                + Support.allCases.map { support in
                    .element(
                        "li", ["class": support.rawValue],
                        [
                            Self.symbolNode(MatrixText.support(support).symbol),
                            MatrixText.support(support).words.node,
                        ])
                })
        let marks = HTMLNode.element(
            "ul", ["class": "legend"],
            [.element("li", [:], [.element("strong", [:], [MatrixText.legendCases.node])])]
                + Mark.allCases.map { mark in
                    .element(
                        "li", ["class": "mark " + mark.rawValue],
                        [
                            Self.symbolNode(MatrixText.mark(mark).symbol),
                            MatrixText.mark(mark).words.node,
                        ])
                })
        return .fragment([supports, marks])
    }

    /// A support level's or mark's symbol before its words, hidden from screen readers, which read the words.
    private static func symbolNode(_ symbol: String) -> HTMLNode {
        .element("span", ["aria-hidden": "true"], text: symbol + " ")
    }
}
