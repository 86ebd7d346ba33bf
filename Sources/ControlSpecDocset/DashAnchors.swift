import Foundation

/// A table-of-contents entry inside a page: Dash and Zeal list these beside the page.
public struct DashAnchor: Hashable, Sendable {
    /// The `id` of the element the entry leads to (a case's ID, a constant's name).
    var elementID: String
    /// Dash's entry type (`Constant`, `Test`).
    var type: String
    /// The name shown in the table of contents.
    var name: String

    /// `<a name="//apple_ref/cpp/Type/name" class="dashAnchor"></a>`, Dash's marker for the entry.
    var markup: String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let encoded = name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
        return "<a name=\"//apple_ref/cpp/\(type)/\(encoded)\" class=\"dashAnchor\"></a>"
    }

    /// `html` with each anchor's markup placed just before the start tag of the element whose `id` it
    /// names; anchors whose element the page does not have are left out.
    static func inserting(_ anchors: [DashAnchor], into html: String) -> String {
        var insertions: [(offset: Int, markup: String)] = []
        for anchor in anchors {
            guard let attribute = html.range(of: " id=\"\(anchor.elementID)\""),
                let tagStart = html[..<attribute.lowerBound].lastIndex(of: "<")
            else { continue }
            insertions.append((html.utf8.distance(from: html.startIndex, to: tagStart), anchor.markup))
        }
        guard !insertions.isEmpty else { return html }
        var bytes = Array(html.utf8)
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(insertion.markup.utf8), at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
