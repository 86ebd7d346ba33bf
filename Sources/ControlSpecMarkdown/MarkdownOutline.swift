import Foundation

/// What a page reader needs of a CommonMark document, taken from cmark's nodes in one walk
/// without copying the tree: the top-level blocks, the items of top-level lists, links and code
/// spans. Text nodes are not kept; ``MarkdownParser/outline(_:scanningText:)`` hands their bytes
/// to the caller as it meets them.
public struct MarkdownOutline: LineIndexedText, Sendable {
    /// A block directly under the document.
    public struct Block: Sendable {
        public enum Kind: Sendable, Hashable {
            case heading(level: Int)
            case paragraph
            case codeBlock
            case list
            /// Block quotes, HTML blocks, thematic breaks.
            case other
        }

        public var kind: Kind
        /// Where the block starts (byte column).
        public var start: SourcePosition
        /// The last line of the block (at least `start.line`).
        public var endLine: Int
        /// A heading's text: text and code spans, line breaks as spaces.
        public var text: String = ""
        /// A heading's code spans that are its direct children, in order.
        public var codeSpans: [String] = []
        /// A heading's text outside its direct code spans.
        public var textOutsideCodeSpans: String = ""
        /// A code block's code.
        public var literal: String = ""
        /// A code block's info string (empty for indented code).
        public var fenceInfo: String = ""
        /// A list's items.
        public var items: [ListItem] = []
    }

    /// An item of a top-level list.
    public struct ListItem: Sendable {
        public var start: SourcePosition
        public var endLine: Int
        /// The code span that opens the item's first paragraph (`` `title`: … ``), if it opens with one.
        public var leadingCode: String?
    }

    /// A link anywhere in the document.
    public struct Link: Sendable {
        public var destination: String
        /// The link's text (text and code spans, line breaks as spaces).
        public var text: String
        /// Where the link starts, or where its nearest positioned ancestor starts.
        public var position: SourcePosition
        /// The index in ``MarkdownOutline/blocks`` of the top-level block holding it.
        public var block: Int
    }

    /// An inline code span anywhere in the document.
    public struct CodeSpan: Sendable {
        public var literal: String
        public var position: SourcePosition
        public var block: Int
    }

    public var source: String
    public var blocks: [Block] = []
    public var links: [Link] = []
    public var codeSpans: [CodeSpan] = []
    /// True when nesting went deeper than ``MarkdownParser/maximumDepth``; deeper nodes were skipped.
    public var exceededDepthLimit = false
    /// Byte offsets (into `source.utf8`) at which each line starts; index 0 is line 1.
    public let lineStartOffsets: [Int]
    /// Whether the source has a carriage return anywhere (lines may end in CR LF).
    public let hasCarriageReturns: Bool

    init(source: String) {
        self.source = source
        (self.lineStartOffsets, self.hasCarriageReturns) = LineTable.scan(source)
    }
}

/// Line starts of a text, found with `memchr`.
enum LineTable {
    static func lineStartOffsets(of source: String) -> [Int] { scan(source).lineStarts }

    /// Where lines start, and whether there is a carriage return anywhere.
    static func scan(_ source: String) -> (lineStarts: [Int], hasCarriageReturns: Bool) {
        var source = source
        return source.withUTF8 { buffer -> ([Int], Bool) in
            var starts = [0]
            guard let base = buffer.baseAddress else { return (starts, false) }
            starts.reserveCapacity(buffer.count / 40 + 1)
            var offset = 0
            while offset < buffer.count,
                let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
            {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
            return (starts, memchr(base, Int32(UInt8(ascii: "\r")), buffer.count) != nil)
        }
    }
}
