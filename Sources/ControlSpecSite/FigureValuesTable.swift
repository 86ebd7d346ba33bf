import ControlSpecHTML
import ControlSpecModel

/// The numbers a figure draws, in a disclosure under it: one row per quantity and one column per button, what a
/// screen reader reads. Layout figures and style schematics show their values this way.
enum FigureValuesTable {
    /// The table of `rows` (a quantity's name and how to print it for a panel) over `panels` (each named by
    /// `name`), under `summary`, with `caption` naming the implementation that answered.
    static func table<Panel>(
        rows: [(String, (Panel) -> String)], panels: [Panel], name: (Panel) -> String, summary: String,
        caption: String, valueHeading: String
    ) -> HTMLNode {
        let head: HTMLNode = .element(
            "tr", [:],
            [.element("th", ["scope": "col"], text: valueHeading)]
                + panels.map { .element("th", ["scope": "col"], [.element("code", [:], text: name($0))]) })
        let body = rows.map { quantity, value -> HTMLNode in
            .element(
                "tr", [:],
                [.element("th", ["scope": "row"], [.element("code", [:], text: quantity)])]
                    + panels.map { .element("td", [:], text: value($0)) })
        }
        return .element(
            "details", ["class": "figure-values"],
            [
                .element("summary", [:], text: summary),
                .element(
                    "table", [:],
                    [
                        .element("caption", [:], text: caption), .element("thead", [:], [head]),
                        .element("tbody", [:], body),
                    ]
                ),
            ])
    }

    /// A rectangle as `(x, y, width, height)`.
    static func rect(_ value: FigureRect) -> String {
        "(" + [value.x, value.y, value.width, value.height].map(LayoutDiagram.number).joined(separator: ", ") + ")"
    }
}
