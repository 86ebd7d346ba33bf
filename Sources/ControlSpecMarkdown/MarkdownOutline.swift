internal import CMarkdownOutline
import Foundation

/// What a page reader needs of a CommonMark document, taken from cmark's nodes in one walk
/// without copying the tree: the top-level blocks, the items of top-level lists, links and code
/// spans. Text nodes are not kept; ``MarkdownParser/outline(_:wordPrefixes:scanningText:)`` hands
/// their bytes to the caller as it meets them.
///
/// Text that cmark has read (code, info strings, the text of headings and links) is kept as byte
/// runs (``Span``) of one buffer, ``text``, and made into strings when asked for: a page holds
/// hundreds of code spans, and most are only compared.
package struct MarkdownOutline: LineIndexedText, Sendable {
    /// A run of bytes of ``MarkdownOutline/text`` (or, for link destinations, of
    /// ``MarkdownOutline/destinations``).
    package struct Span: Hashable, Sendable {
        package var start: Int
        package var count: Int

        package var range: Range<Int> { start..<(start + count) }
    }

    /// A block directly under the document.
    package struct Block: Sendable {
        package enum Kind: Sendable, Hashable {
            case heading(level: Int)
            case paragraph
            case codeBlock
            case list
            /// Block quotes, HTML blocks, thematic breaks.
            case other
        }

        package var kind: Kind
        /// Where the block starts (byte column).
        package var start: SourcePosition
        /// The last line of the block (at least `start.line`).
        package var endLine: Int
        /// A heading's text (text and code spans, line breaks as spaces), or a code block's code.
        package var text = Span(start: 0, count: 0)
        /// A code block's info string (empty for indented code), or a heading's text outside the
        /// code spans that are its direct children.
        package var info = Span(start: 0, count: 0)
        /// The code spans of a heading: indices in ``MarkdownOutline/codeSpans``.
        package var codeSpans: Range<Int> = 0..<0
        /// A list's items: indices in ``MarkdownOutline/listItems``.
        package var items: Range<Int> = 0..<0
    }

    /// An item of a top-level list.
    package struct ListItem: Sendable {
        package var start: SourcePosition
        package var endLine: Int
        /// The code span that opens the item's first paragraph (`` `title`: … ``), if it opens with one.
        package var leadingCode: Span?
    }

    /// A code block inside a list item or a block quote, which a page reader does not read as a case or an
    /// example: it is reported rather than dropped.
    package struct NestedCodeBlock: Sendable {
        package var start: SourcePosition
        /// The info string (empty for indented code): a span of ``MarkdownOutline/text``.
        package var info: Span
    }

    /// A link anywhere in the document.
    package struct Link: Sendable {
        /// Bytes of ``MarkdownOutline/destinations``.
        package var destination: Span
        /// The link's text (text and code spans, line breaks as spaces).
        package var text: Span
        /// Where the link starts, or where its nearest positioned ancestor starts.
        package var position: SourcePosition
        /// The index in ``MarkdownOutline/blocks`` of the top-level block holding it.
        package var block: Int
    }

    /// An inline code span anywhere in the document.
    package struct CodeSpan: Sendable {
        package var literal: Span
        package var position: SourcePosition
        package var block: Int
        /// Whether the span is a direct child of a heading (not inside emphasis or a link).
        package var isHeadingChild: Bool
    }

    /// What the walk found, shared by the copies of an outline: a page reader hands it around often,
    /// and a copy is then one reference, not ten.
    private final class Storage: Sendable {
        let source: String
        let lineStartOffsets: [Int]
        let hasCarriageReturns: Bool
        let parts: Parts

        init(source: String, lineStartOffsets: [Int], hasCarriageReturns: Bool, parts: Parts) {
            self.source = source
            self.lineStartOffsets = lineStartOffsets
            self.hasCarriageReturns = hasCarriageReturns
            self.parts = parts
        }
    }

    /// The lists the walk fills.
    struct Parts: Sendable {
        var blocks: [Block] = []
        var listItems: [ListItem] = []
        var links: [Link] = []
        var codeSpans: [CodeSpan] = []
        var nestedCodeBlocks: [NestedCodeBlock] = []
        var text: [UInt8] = []
        var destinations: [UInt8] = []
        var exceededDepthLimit = false
        /// Where the first block deeper than the limit starts, when one was.
        var depthLimitPosition: SourcePosition?
        /// How many raw HTML blocks and inlines the document has, and where the first starts.
        var rawHTMLCount = 0
        var firstRawHTML: SourcePosition?
    }

    private let storage: Storage

    package var source: String { storage.source }
    package var blocks: [Block] { storage.parts.blocks }
    package var listItems: [ListItem] { storage.parts.listItems }
    package var links: [Link] { storage.parts.links }
    package var codeSpans: [CodeSpan] { storage.parts.codeSpans }
    /// The code blocks that are not directly under the document (in list items and block quotes).
    package var nestedCodeBlocks: [NestedCodeBlock] { storage.parts.nestedCodeBlocks }
    /// The bytes of code, info strings, and the text of headings and links.
    package var text: [UInt8] { storage.parts.text }
    /// The bytes of link destinations.
    package var destinations: [UInt8] { storage.parts.destinations }
    /// True when nesting went deeper than ``MarkdownParser/maximumDepth``; deeper nodes were skipped.
    package var exceededDepthLimit: Bool { storage.parts.exceededDepthLimit }
    /// Where the first block nested deeper than ``MarkdownParser/maximumDepth`` starts, when one was.
    package var depthLimitPosition: SourcePosition? { storage.parts.depthLimitPosition }
    /// How many raw HTML blocks and inlines the document has (safe rendering drops them).
    package var rawHTMLCount: Int { storage.parts.rawHTMLCount }
    /// Where the document's first raw HTML starts, when it has some.
    package var firstRawHTML: SourcePosition? { storage.parts.firstRawHTML }
    /// Byte offsets (into `source.utf8`) at which each line starts; index 0 is line 1.
    package var lineStartOffsets: [Int] { storage.lineStartOffsets }
    /// Whether the source has a carriage return anywhere (lines may end in CR LF).
    package var hasCarriageReturns: Bool { storage.hasCarriageReturns }

    init(source: String, lineStartOffsets: [Int], hasCarriageReturns: Bool, parts: Parts = Parts()) {
        storage = Storage(
            source: source, lineStartOffsets: lineStartOffsets, hasCarriageReturns: hasCarriageReturns, parts: parts)
    }

    /// The text of a span of ``text``.
    package func string(_ span: Span) -> String {
        withBytes(span) { String(decoding: $0, as: UTF8.self) }
    }

    /// A link's destination, without its first `dropped` bytes.
    package func destination(of link: Link, droppingFirst dropped: Int = 0) -> String {
        let range = link.destination.range
        return destinations.withUnsafeBufferPointer {
            String(
                decoding: UnsafeBufferPointer(
                    rebasing: $0[min(range.lowerBound + dropped, range.upperBound)..<range.upperBound]),
                as: UTF8.self)
        }
    }

    /// Calls `body` with the bytes of a span of ``text``.
    package func withBytes<Result>(_ span: Span, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[span.range])) }
    }

    /// A heading's text outside the code spans that are its direct children.
    package func textOutsideCodeSpans(of heading: Block) -> String { string(heading.info) }

    /// The code spans that are direct children of a heading block, in order.
    package func headingCodeSpans(of block: Block) -> [Span] {
        codeSpans[block.codeSpans].filter(\.isHeadingChild).map(\.literal)
    }

    /// The items of a list block (empty for other blocks).
    package func items(of block: Block) -> ArraySlice<ListItem> { listItems[block.items] }

    /// The bytes of an outline, for a reader that goes over a whole page: valid only during
    /// ``withBuffers(_:)``.
    package struct Buffers {
        /// The UTF-8 source.
        package let source: UnsafeBufferPointer<UInt8>
        /// Where each line starts in `source`; index 0 is line 1.
        package let lineStartOffsets: UnsafeBufferPointer<Int>
        /// The bytes of spans: code, info strings, the text of headings and links.
        package let text: UnsafeBufferPointer<UInt8>
        /// The bytes of link destinations.
        package let destinations: UnsafeBufferPointer<UInt8>
        /// Whether the source has a carriage return anywhere.
        package let hasCarriageReturns: Bool

        /// The bytes of a span of ``text``.
        package func bytes(_ span: Span) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: text[span.range])
        }

        /// The text of a span of ``text``.
        package func string(_ span: Span) -> String { String(decoding: bytes(span), as: UTF8.self) }

        /// The bytes of a link's destination.
        package func destination(of link: Link) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: destinations[link.destination.range])
        }
    }

    /// Calls `body` with the outline's bytes, which stay valid during the call only.
    package func withBuffers<Result>(_ body: (Buffers) throws -> Result) rethrows -> Result {
        var source = storage.source
        return try source.withUTF8 { source in
            try storage.lineStartOffsets.withUnsafeBufferPointer { lineStarts in
                try storage.parts.text.withUnsafeBufferPointer { text in
                    try storage.parts.destinations.withUnsafeBufferPointer { destinations in
                        try body(
                            Buffers(
                                source: source, lineStartOffsets: lineStarts, text: text, destinations: destinations,
                                hasCarriageReturns: storage.hasCarriageReturns))
                    }
                }
            }
        }
    }
}

/// Where the lines of a text start.
enum LineTable {
    static func lineStartOffsets(of source: String) -> [Int] { scan(source).lineStarts }

    /// Where lines start (0, then the offset after each line feed), and whether there is a carriage
    /// return anywhere.
    static func scan(_ source: String) -> (lineStarts: [Int], hasCarriageReturns: Bool) {
        var lineStarts = [0]
        var hasCarriageReturns = false
        var source = source
        source.withUTF8 { bytes in
            for (offset, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "\n") {
                    lineStarts.append(offset + 1)
                } else if byte == UInt8(ascii: "\r") {
                    hasCarriageReturns = true
                }
            }
        }
        return (lineStarts, hasCarriageReturns)
    }
}
