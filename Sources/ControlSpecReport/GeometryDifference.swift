import ControlSpecHTML
import ControlSpecModel
import ControlSpecRunner
import Foundation

/// Two geometry values a failed `A == B` compared (rectangles, sizes, points or edge insets), drawn on top of
/// each other to scale with each differing edge measured: a library author sees at once that their
/// `sizeThatFits` returned an empty box or that their title sits 6 points too high. The left operand is what
/// the implementation answered and the right one what the case expects, as `#expect(actual == expected)`
/// reads; both are drawn from the values the run captured, nothing else.
struct GeometryDifference {
    /// A compared value, as a rectangle in the drawing's coordinates.
    enum Kind: Equatable {
        case rect, size, point, insets
    }

    let kind: Kind
    let actualExpression: String
    let expectedExpression: String
    let actualText: String
    let expectedText: String
    let actual: LayoutDiagram.Rect
    let expected: LayoutDiagram.Rect

    /// The frame edge insets are drawn in, for scale: insets have no rectangle of their own.
    static let insetsFrame = LayoutDiagram.Rect(x: 0, y: 0, width: 120, height: 80)

    /// The difference of the operands of `failure`'s expression when it is `A == B` with both captured as
    /// geometry values of one kind that differ; nil otherwise.
    init?(_ failure: FailureDetail) {
        guard let expression = failure.expression else { return nil }
        for lhs in failure.values {
            for rhs in failure.values
            where lhs.value != rhs.value && lhs.expression + " == " + rhs.expression == expression {
                guard let kind = Self.classify((lhs.expression, lhs.value), (rhs.expression, rhs.value)),
                    let actual = Self.rect(lhs.value, kind),
                    let expected = Self.rect(rhs.value, kind)
                else { return nil }
                self.kind = kind
                self.actualExpression = lhs.expression
                self.expectedExpression = rhs.expression
                self.actualText = lhs.value
                self.expectedText = rhs.value
                self.actual = actual
                self.expected = expected
                return
            }
        }
        return nil
    }

    /// What the two values are: four numbers are a rectangle, `UIEdgeInsets(…)` insets; two numbers are a size
    /// or a point only when one of the expressions says which (`CGSize(…)`, `intrinsicContentSize`, `.origin`).
    private static func classify(
        _ lhs: (expression: String, value: String), _ rhs: (expression: String, value: String)
    ) -> Kind? {
        let counts = [lhs.value, rhs.value].map { numbers(in: $0)?.count }
        if lhs.value.hasPrefix("UIEdgeInsets("), rhs.value.hasPrefix("UIEdgeInsets(") { return .insets }
        guard lhs.value.hasPrefix("("), rhs.value.hasPrefix("("), counts[0] == counts[1] else { return nil }
        if counts[0] == 4 { return .rect }
        guard counts[0] == 2 else { return nil }
        let words = lhs.expression + " " + rhs.expression
        let sizeWords = ["CGSize(", "size", "Size", "sizeThatFits"]
        let pointWords = ["CGPoint(", "origin", "center", "location", "point", "Point"]
        let isSize = sizeWords.contains { words.contains($0) }
        let isPoint = pointWords.contains { words.contains($0) }
        if isSize != isPoint { return isSize ? .size : .point }
        return nil
    }

    /// The numbers of a captured geometry value: `(10.0, 5.0, 180.0, 50.0)`, `UIEdgeInsets(top: 1.0, …)`.
    private static func numbers(in text: String) -> [Double]? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var values: [Double] = []
        for part in inside.split(separator: ",") {
            let number = part.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard let value = Double(number) else { return nil }
            values.append(value)
        }
        return values
    }

    private static func rect(_ text: String, _ kind: Kind) -> LayoutDiagram.Rect? {
        guard let values = numbers(in: text) else { return nil }
        switch kind {
        case .rect:
            // As CoreGraphics compares them: standardized.
            let (x, width) = values[2] < 0 ? (values[0] + values[2], -values[2]) : (values[0], values[2])
            let (y, height) = values[3] < 0 ? (values[1] + values[3], -values[3]) : (values[1], values[3])
            return LayoutDiagram.Rect(x: x, y: y, width: width, height: height)
        case .size:
            return LayoutDiagram.Rect(x: 0, y: 0, width: values[0], height: values[1])
        case .point:
            // A point is drawn as a small square around it.
            return LayoutDiagram.Rect(x: values[0] - 1, y: values[1] - 1, width: 2, height: 2)
        case .insets:
            guard values.count == 4 else { return nil }
            let frame = insetsFrame
            return LayoutDiagram.Rect(
                x: values[1], y: values[0], width: frame.width - values[1] - values[3],
                height: frame.height - values[0] - values[2])
        }
    }

    /// The same on every run (FNV-1a of the expressions and values), so that the report is reproducible and the
    /// SVG's title and description have an ID to be named by.
    private var identifier: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (actualExpression + "\u{0}" + actualText + "\u{0}" + expectedText).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 36)
    }

    /// The figure: both values in one panel, each differing edge measured, and the values in words.
    var node: HTMLNode {
        let minX = min(actual.x, expected.x, 0)
        let minY = min(actual.y, expected.y, 0)
        let maxX = max(
            actual.x + actual.width, expected.x + expected.width, kind == .insets ? Self.insetsFrame.width : 0)
        let maxY = max(
            actual.y + actual.height, expected.y + expected.height, kind == .insets ? Self.insetsFrame.height : 0)
        let extent = LayoutDiagram.Rect(x: minX, y: minY, width: max(maxX - minX, 1), height: max(maxY - minY, 1))
        var boxes: [LayoutDiagram.Box] = []
        if kind == .insets { boxes.append(.init(role: .bounds, rect: Self.insetsFrame)) }
        boxes.append(.init(role: .expected, rect: expected, label: "expected 预期"))
        boxes.append(.init(role: .actual, rect: actual, label: "actual 实际"))
        let midY = (max(actual.y, expected.y) + min(actual.y + actual.height, expected.y + expected.height)) / 2
        let midX = (max(actual.x, expected.x) + min(actual.x + actual.width, expected.x + expected.width)) / 2
        var dimensions: [LayoutDiagram.Dimension] = []
        func measure(_ a: Double, _ b: Double, horizontal: Bool, name: String) {
            guard a != b else { return }
            let label = name + " " + LayoutDiagram.number(a - b)
            dimensions.append(
                horizontal
                    ? .init(x1: b, y1: midY, x2: a, y2: midY, label: label, isDifference: true)
                    : .init(x1: midX, y1: b, x2: midX, y2: a, label: label, isDifference: true))
        }
        measure(actual.x, expected.x, horizontal: true, name: "Δx")
        measure(actual.x + actual.width, expected.x + expected.width, horizontal: true, name: "ΔmaxX")
        measure(actual.y, expected.y, horizontal: false, name: "Δy")
        measure(actual.y + actual.height, expected.y + expected.height, horizontal: false, name: "ΔmaxY")
        let what: String
        switch kind {
        case .rect: what = "rectangles 矩形"
        case .size: what = "sizes 尺寸"
        case .point: what = "points 点"
        case .insets: what = "edge insets in a 120 × 80 frame 边距（画在 120 × 80 的框中）"
        }
        let diagram = LayoutDiagram(
            panels: [LayoutDiagram.Panel(caption: what, extent: extent, boxes: boxes, dimensions: dimensions)],
            title: "Expected and actual \(what)",
            description:
                "Actual, \(actualExpression): \(actualText). Expected, \(expectedExpression): \(expectedText). "
                + "实际：\(actualText)；预期：\(expectedText)。")
        return .element(
            "figure", ["class": "geometry-diff"],
            [
                .element("figcaption", [:], [ReportText.geometryDifference.node]),
                diagram.svg(id: "geometry-" + identifier),
                .element(
                    "ul", ["class": "geometry-values"],
                    [
                        .element(
                            "li", ["class": "actual"],
                            [
                                ReportText.actualValue.labelled.node,
                                .element("code", text: actualExpression + " → " + actualText),
                            ]),
                        .element(
                            "li", ["class": "expected"],
                            [
                                ReportText.expectedValue.labelled.node,
                                .element("code", text: expectedExpression + " → " + expectedText),
                            ]),
                    ]),
            ])
    }
}
