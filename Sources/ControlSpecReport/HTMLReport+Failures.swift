import ControlSpecHTML
import ControlSpecModel
import ControlSpecRunner

extension HTMLReport {
    /// One failure: its message, the expression when the message lacks it, the captured values, and where two
    /// compared strings differ.
    func failureNode(_ failure: FailureDetail) -> HTMLNode {
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
        if !failure.values.isEmpty { parts.append(valuesTable(failure)) }
        if let difference = StringDifference(failure) { parts.append(difference.node) }
        if let difference = GeometryDifference(failure) { parts.append(difference.node) }
        return .element("li", [:], parts)
    }

    private func valuesTable(_ failure: FailureDetail) -> HTMLNode {
        let rows = failure.values.map { captured in
            HTMLNode.element(
                "tr", [:],
                [
                    .element("td", [:], [.element("code", text: captured.expression)]),
                    .element("td", [:], [.element("code", text: captured.value)]),
                ])
        }
        let head = HTMLNode.element(
            "tr", [:],
            [
                .element("th", ["scope": "col"], [ReportText.expression.node]),
                .element("th", ["scope": "col"], [ReportText.value.node]),
            ])
        return .element(
            "table", ["class": "values"],
            [
                .element("caption", [:], [ReportText.capturedValues.node]), .element("thead", [:], [head]),
                .element("tbody", [:], rows),
            ])
    }
}

/// Two strings a failed `==` or `!=` compared, split where they stop agreeing: the same start, the part of
/// each that differs, the same end. A trailing space (`"On "` against `"On"`) is then a marked part instead
/// of an invisible one.
struct StringDifference: Equatable {
    /// The captured values as written (`"On "`, quotes and escapes included).
    let left: String
    let right: String
    /// How many characters both start with, and end with (after that start).
    let prefix: Int
    let suffix: Int

    /// The difference of the operands of `failure`'s expression when it is `A == B` or `A != B`, both captured
    /// as string literals that are not equal; nil otherwise.
    init?(_ failure: FailureDetail) {
        guard let expression = failure.expression else { return nil }
        let strings = failure.values.filter {
            $0.value.count >= 2 && $0.value.hasPrefix("\"") && $0.value.hasSuffix("\"")
        }
        for lhs in strings {
            for rhs in strings where rhs.value != lhs.value {
                for op in [" == ", " != "] where lhs.expression + op + rhs.expression == expression {
                    self.init(left: lhs.value, right: rhs.value)
                    return
                }
            }
        }
        return nil
    }

    init(left: String, right: String) {
        self.left = left
        self.right = right
        let (a, b) = (Array(left), Array(right))
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        self.prefix = prefix
        self.suffix = suffix
    }

    /// `value` as the same start, the differing part marked (`<del>` on the left, `<ins>` on the right, also
    /// when it is empty, so that a missing character shows where it is missing), and the same end.
    private func line(_ value: String, marker: String) -> HTMLNode {
        let characters = Array(value)
        let middle = String(characters[prefix..<(characters.count - suffix)])
        return .element(
            "code", [:],
            [
                .text(String(characters[..<prefix])),
                .element(marker, middle.isEmpty ? ["class": "empty"] : [:], text: middle),
                .text(String(characters[(characters.count - suffix)...])),
            ])
    }

    /// The same start, the part of each string that differs, and the same end.
    var parts: (start: String, left: String, right: String, end: String) {
        let (a, b) = (Array(left), Array(right))
        return (
            String(a[..<prefix]), String(a[prefix..<(a.count - suffix)]), String(b[prefix..<(b.count - suffix)]),
            String(a[(a.count - suffix)...])
        )
    }

    var node: HTMLNode {
        .element(
            "figure", ["class": "string-diff"],
            [
                .element("figcaption", [:], [ReportText.stringDifference.node]),
                .element("div", [:], [line(left, marker: "del")]),
                .element("div", [:], [line(right, marker: "ins")]),
            ])
    }
}
