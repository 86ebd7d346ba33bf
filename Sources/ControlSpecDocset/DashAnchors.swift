import ControlSpecModel
import Foundation

/// A table-of-contents entry inside a page: Dash and Zeal list these beside the page.
package struct DashAnchor: Hashable, Sendable {
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
        // Byte searches: Foundation's `range(of:)` bridges the whole page to NSString for every anchor.
        var insertions: [(offset: String.Index, markup: String)] = []
        for anchor in anchors {
            guard let attribute = html.firstByteRange(of: " id=\"\(anchor.elementID)\""),
                let tagStart = html.utf8[..<attribute.lowerBound].lastIndex(of: UInt8(ascii: "<"))
            else { continue }
            insertions.append((tagStart, anchor.markup))
        }
        guard !insertions.isEmpty else { return html }
        var output = ""
        output.reserveCapacity(html.utf8.count + insertions.reduce(0) { $0 + $1.markup.utf8.count })
        var copied = html.startIndex
        for insertion in insertions.sorted(by: { $0.offset < $1.offset }) {
            output += html[copied..<insertion.offset]
            output += insertion.markup
            copied = insertion.offset
        }
        output += html[copied...]
        return output
    }
}
