import ControlSpecHTML
import ControlSpecRunner
import Foundation

/// Members × implementations: how many of each member's cases each implementation passes, summarised in
/// MDN's compatibility vocabulary.
public struct CompatibilityMatrix: Hashable, Sendable {
    /// MDN's support levels.
    public enum Support: String, Hashable, Sendable, CaseIterable {
        /// Every case that ran passed.
        case full
        /// Some cases passed, some did not.
        case partial
        /// Cases ran and none passed (UNSUPPORTED included).
        case none
        /// No case of the member ran: absent from the run, or every case skipped.
        case unknown

        /// MDN's wording.
        var text: UIText {
            switch self {
            case .full: UIText("Full support", "完全支持")
            case .partial: UIText("Partial support", "部分支持")
            case .none: UIText("No support", "不支持")
            case .unknown: UIText("Compatibility unknown", "兼容性未知")
            }
        }

        /// A mark that also reads without colour.
        var symbol: String {
            switch self {
            case .full: "✔"
            case .partial: "◐"
            case .none: "✘"
            case .unknown: "?"
            }
        }
    }

    /// One member in one implementation. SKIPs count neither as run nor as passed.
    public struct Cell: Hashable, Sendable {
        public var passed: Int
        /// Cases that ran (everything but SKIP).
        public var total: Int

        public init(passed: Int, total: Int) {
            self.passed = passed
            self.total = total
        }

        public var support: Support {
            if total == 0 { return .unknown }
            if passed == total { return .full }
            return passed == 0 ? .none : .partial
        }
    }

    public struct Row: Hashable, Sendable {
        public var member: String
        public var className: String
        /// One cell per implementation, in ``CompatibilityMatrix/implementations`` order.
        public var cells: [Cell]
    }

    /// `name version` of each run, in the order given.
    public let implementations: [String]
    /// Every member of any run, sorted by member ID.
    public let rows: [Row]

    public init(runs: [RunResults]) {
        implementations = runs.map { "\($0.run.implementation) \($0.run.implementationVersion)" }
        var classes: [String: String] = [:]
        for run in runs { for result in run.cases { classes[result.member] = result.className } }
        rows = classes.keys.sorted().map { member in
            let cells = runs.map { run in
                let ran = run.cases.filter { $0.member == member && $0.status != .skip }
                return Cell(passed: ran.filter { $0.status == .pass }.count, total: ran.count)
            }
            return Row(member: member, className: classes[member] ?? "", cells: cells)
        }
    }

    /// The name of the matrix's page in the folder ``files()`` fills.
    public static let pageName = "compatibility.html"

    /// ``pageName`` with the report's stylesheet and script beside it.
    public func files() -> [String: Data] {
        ReportAssets.files.merging([Self.pageName: ReportPage.data(html())]) { _, new in new }
    }

    /// The matrix as a standalone page that loads `report.css` and `report.js` from its folder.
    public func html() -> String {
        let head = HTMLNode.element(
            "tr", [:],
            [.element("th", ["scope": "col"], [ReportText.member.node])]
                + implementations.map { .element("th", ["scope": "col"], text: $0) })
        let body = rows.map { row in
            HTMLNode.element(
                "tr", [:],
                [.element("th", ["scope": "row"], [.element("code", text: row.member)])]
                    + row.cells.map { cell in
                        .element(
                            "td", ["class": cell.support.rawValue],
                            [
                                .element("span", ["aria-hidden": "true"], text: cell.support.symbol + " "),
                                cell.support.text.node,
                                .element("span", ["class": "number"], text: " \(cell.passed)/\(cell.total)"),
                            ])
                    })
        }
        let legend = HTMLNode.element(
            "ul", ["class": "legend"],
            Support.allCases.map { support in
                .element(
                    "li", ["class": support.rawValue],
                    [.element("span", ["aria-hidden": "true"], text: support.symbol + " "), support.text.node])
            })
        return ReportPage.document(
            title: ReportText.compatibilityTitle, subtitle: implementations.joined(separator: ", "),
            main: [
                legend,
                .element(
                    "table", ["class": "matrix"], [.element("thead", [:], [head]), .element("tbody", [:], body)]),
            ])
    }
}
