import Foundation

/// A position in a Markdown source: 1-based line and 1-based UTF-8 byte column, as cmark reports it.
///
/// Byte columns are what cmark gives; use ``MarkdownDocument/characterColumn(line:byteColumn:)``
/// to turn one into the character column a person (or an editor) counts.
package struct SourcePosition: Hashable, Sendable, Comparable, Codable {
    package var line: Int
    package var column: Int

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A closed range of source positions (both ends inclusive, as cmark reports them).
package struct SourceRange: Hashable, Sendable, Codable {
    package var start: SourcePosition
    package var end: SourcePosition
}

extension SourceRange {
    /// The range of one position.
    init(line: Int, column: Int) {
        self.init(start: SourcePosition(line: line, column: column), end: SourcePosition(line: line, column: column))
    }
}

/// One node of a parsed CommonMark document, copied out of cmark into plain Swift values.
package struct MarkdownNode: Hashable, Sendable {
    /// The CommonMark node types that Debian's libcmark produces.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock
        case paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, customInline
        case emphasis, strong, link, image
    }

    package var kind: Kind
    /// Where the node stands in the source; inline nodes other than text and code may report zeros.
    package var range: SourceRange
    /// Text of `text`, `code`, `codeBlock`, `htmlBlock` and `htmlInline` nodes.
    package var literal: String?
    /// The info string of a fenced code block (`swift case my-id`).
    package var fenceInfo: String?
    /// The level (1–6) of a heading.
    package var headingLevel: Int?
    /// Destination of a link or image.
    package var url: String?
    /// Whether a list is ordered.
    package var isOrderedList: Bool?
    package var children: [MarkdownNode] = []

    /// The concatenated text of this node's inline descendants (text, code, soft breaks as spaces).
    package var plainText: String {
        var result = ""
        appendPlainText(to: &result)
        return result
    }

    private func appendPlainText(to result: inout String) {
        switch kind {
        case .text, .code: result += literal ?? ""
        case .softBreak, .lineBreak: result += " "
        default: for child in children { child.appendPlainText(to: &result) }
        }
    }
}

/// A parsed Markdown file: its source text and its node tree.
package struct MarkdownDocument: LineIndexedText, Sendable {
    package var source: String
    package var root: MarkdownNode
    /// True when nesting went deeper than ``MarkdownParser/maximumDepth``; deeper nodes were dropped.
    package var exceededDepthLimit: Bool
    /// Byte offsets (into `source.utf8`) at which each line starts; index 0 is line 1.
    package let lineStartOffsets: [Int]

    init(source: String, root: MarkdownNode, exceededDepthLimit: Bool) {
        self.source = source
        self.root = root
        self.exceededDepthLimit = exceededDepthLimit
        self.lineStartOffsets = LineTable.lineStartOffsets(of: source)
    }
}

extension MarkdownNode {
    /// An indented outline of the tree, one node per line with its kind, range and text, as
    /// `paragraph 3:1-3:20` / `  text 3:1-3:19 "Sets the title."`; used for golden tests.
    package func treeDump() -> String {
        var lines: [String] = []
        appendDump(to: &lines, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendDump(to lines: inout [String], depth: Int) {
        var line = String(repeating: "  ", count: depth) + kind.rawValue
        line += " \(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)"
        if let headingLevel { line += " level=\(headingLevel)" }
        if let isOrderedList { line += isOrderedList ? " ordered" : " bullet" }
        if let fenceInfo { line += " info=\(Self.quoted(fenceInfo))" }
        if let url { line += " url=\(Self.quoted(url))" }
        if let literal { line += " " + Self.quoted(literal) }
        lines.append(line)
        for child in children { child.appendDump(to: &lines, depth: depth + 1) }
    }

    private static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
