import CCmark
import Foundation

// Every cmark call of the project lives in this file. Each function parses, walks or renders,
// copies what it needs into Swift values and frees every cmark object before it returns.

/// Parses CommonMark with libcmark into ``MarkdownDocument`` values.
public enum MarkdownParser {
    /// Nodes nested deeper than this are dropped (and the document says so) so that a hostile
    /// page cannot exhaust the stack of code that walks the tree recursively.
    public static let maximumDepth = 200

    /// Parses `source` as CommonMark. Invalid UTF-8 should be repaired by the caller
    /// (`String(decoding:as:)` does it); this function never fails.
    public static func parse(_ source: String) -> MarkdownDocument {
        var source = source
        let (root, exceeded) = source.withUTF8 { buffer -> (MarkdownNode, Bool) in
            let options = CMARK_OPT_DEFAULT
            guard let base = buffer.baseAddress,
                let document = base.withMemoryRebound(
                    to: CChar.self, capacity: buffer.count,
                    {
                        cmark_parse_document($0, buffer.count, options)
                    })
            else {
                return (emptyDocument, false)
            }
            defer { cmark_node_free(document) }
            return copyTree(document)
        }
        return MarkdownDocument(source: source, root: root, exceededDepthLimit: exceeded)
    }

    private static let emptyDocument = MarkdownNode(
        kind: .document, range: SourceRange(line: 1, column: 1))

    /// Walks the cmark tree once with its iterator and builds the Swift tree with an explicit stack.
    private static func copyTree(_ document: OpaquePointer) -> (MarkdownNode, Bool) {
        guard let iterator = cmark_iter_new(document) else { return (emptyDocument, false) }
        defer { cmark_iter_free(iterator) }
        var stack: [MarkdownNode] = []
        var skippedDepth = 0
        var exceeded = false
        var result = emptyDocument
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let isLeaf = !hasChildrenSlot(cmark_node_get_type(node))
            switch event {
            case CMARK_EVENT_ENTER:
                if skippedDepth > 0 || stack.count >= maximumDepth {
                    exceeded = true
                    if !isLeaf { skippedDepth += 1 }
                    continue
                }
                let copied = copyNode(node)
                if isLeaf {
                    if stack.isEmpty { result = copied } else { stack[stack.count - 1].children.append(copied) }
                } else {
                    stack.append(copied)
                }
            case CMARK_EVENT_EXIT:
                if skippedDepth > 0 {
                    skippedDepth -= 1
                    continue
                }
                let finished = stack.removeLast()
                if stack.isEmpty { result = finished } else { stack[stack.count - 1].children.append(finished) }
            default:
                continue
            }
        }
        return (result, exceeded)
    }

    /// Container nodes get both an enter and an exit event even when empty; leaves only enter.
    static func hasChildrenSlot(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_DOCUMENT, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM,
            CMARK_NODE_CUSTOM_BLOCK, CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CUSTOM_INLINE,
            CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            return true
        default:
            return false
        }
    }

    private static func copyNode(_ node: OpaquePointer) -> MarkdownNode {
        let type = cmark_node_get_type(node)
        let kind = kind(of: type)
        let range = SourceRange(
            start: SourcePosition(
                line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))),
            end: SourcePosition(
                line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node))))
        var copied = MarkdownNode(kind: kind, range: range)
        switch kind {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline:
            copied.literal = string(cmark_node_get_literal(node))
            if kind == .codeBlock { copied.fenceInfo = string(cmark_node_get_fence_info(node)) }
        case .heading:
            copied.headingLevel = Int(cmark_node_get_heading_level(node))
        case .link, .image:
            copied.url = string(cmark_node_get_url(node))
        case .list:
            copied.isOrderedList = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        default:
            break
        }
        return copied
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func kind(of type: cmark_node_type) -> MarkdownNode.Kind {
        switch type {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: .customBlock
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: .customInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        default: .customBlock
        }
    }
}

extension MarkdownParser {
    /// Parses `source` and outlines it (``MarkdownOutline``) in one walk over cmark's nodes, without
    /// copying the tree.
    ///
    /// - Parameters:
    ///   - wordPrefixes: ASCII prefixes of the words the caller looks for in text.
    ///   - scanningText: called, in document order, with the bytes of each text node of every
    ///     top-level block whose source holds one of `wordPrefixes` followed by a letter, digit, `_`,
    ///     `\` or `&` (the text of other blocks cannot hold such a word), with where the node stands
    ///     (its own position or, when cmark gives none, its nearest positioned ancestor's) and the
    ///     index of its block. The bytes are valid only during the call.
    public static func outline(
        _ source: String, wordPrefixes: WordPrefixes = [],
        scanningText: (UnsafeBufferPointer<UInt8>, SourcePosition, Int) -> Void = { _, _, _ in }
    ) -> MarkdownOutline {
        let (lineStarts, hasCarriageReturns) = LineTable.scan(source)
        var parts = MarkdownOutline.Parts()
        var source = source
        source.withUTF8 { buffer in
            guard let base = buffer.baseAddress,
                let document = base.withMemoryRebound(
                    to: CChar.self, capacity: buffer.count,
                    {
                        cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
                    })
            else { return }
            defer { cmark_node_free(document) }
            guard let iterator = cmark_iter_new(document) else { return }
            defer { cmark_iter_free(iterator) }
            var walk = OutlineWalk(source: buffer, lineStarts: lineStarts, wordPrefixes: wordPrefixes)
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard let node = cmark_iter_get_node(iterator) else { continue }
                if event == CMARK_EVENT_ENTER {
                    walk.enter(node, scanningText: scanningText)
                } else if event == CMARK_EVENT_EXIT {
                    walk.exit()
                }
            }
            parts = walk.parts
        }
        let outline = MarkdownOutline(
            source: source, lineStartOffsets: lineStarts, hasCarriageReturns: hasCarriageReturns, parts: parts)
        return outline
    }
}

/// ASCII prefixes of the words an outline's caller looks for in text (``MarkdownParser/outline(_:wordPrefixes:scanningText:)``),
/// as bytes: made once, not for every page.
public struct WordPrefixes: Sendable, ExpressibleByArrayLiteral {
    let bytes: [[UInt8]]
    /// The prefixes' distinct first bytes.
    let firstBytes: [UInt8]

    public init(_ prefixes: [String]) {
        bytes = prefixes.map { Array($0.utf8) }.filter { !$0.isEmpty }
        firstBytes = Array(Set(bytes.map { $0[0] })).sorted()
    }

    public init(arrayLiteral prefixes: String...) { self.init(prefixes) }
}

/// The state of ``MarkdownParser/outline(_:wordPrefixes:scanningText:)``'s walk: the outline's lists,
/// filled as nodes are entered, and where in the tree the walk is.
private struct OutlineWalk {
    let source: UnsafeBufferPointer<UInt8>
    let lineStarts: [Int]

    private var blocks: [MarkdownOutline.Block] = []
    private var listItems: [MarkdownOutline.ListItem] = []
    private var links: [MarkdownOutline.Link] = []
    private var codeSpans: [MarkdownOutline.CodeSpan] = []
    private var text: [UInt8] = []
    private var destinations: [UInt8] = []
    /// The open heading's text outside its direct code spans, so far.
    private var outsideCodeSpans: [UInt8] = []
    private var exceededDepthLimit = false

    /// How many containers are open (the document is the first).
    private var level = 0
    /// The open links: their index in `links` and the level they stand at.
    private var openLinks: [(index: Int, level: Int)] = []
    private var skippedDepth = 0
    private var block = -1
    private var inHeading = false
    private var inList = false
    /// The current block's source may hold a word with one of the prefixes.
    private var scansText = false
    /// The current item of a top-level list has had a child.
    private var itemHasChild = false
    /// The first child of the current item is a paragraph that has had no inline child yet.
    private var awaitingLeadingCode = false
    /// The prefixes of the words looked for, as bytes, and their first bytes.
    private let wordPrefixes: [[UInt8]]
    private let wordPrefixFirstBytes: [UInt8]

    init(source: UnsafeBufferPointer<UInt8>, lineStarts: [Int], wordPrefixes: WordPrefixes) {
        self.source = source
        self.lineStarts = lineStarts
        self.wordPrefixes = wordPrefixes.bytes
        self.wordPrefixFirstBytes = wordPrefixes.firstBytes
        // Sized once from the source: lists grown by doubling were a good part of the walk.
        blocks.reserveCapacity(lineStarts.count / 3 + 1)
        codeSpans.reserveCapacity(source.count / 64 + 1)
        text.reserveCapacity(source.count / 2 + 16)
    }

    /// What the walk found.
    var parts: MarkdownOutline.Parts {
        MarkdownOutline.Parts(
            blocks: blocks, listItems: listItems, links: links, codeSpans: codeSpans, text: text,
            destinations: destinations, exceededDepthLimit: exceededDepthLimit)
    }

    mutating func enter(_ node: OpaquePointer, scanningText: (UnsafeBufferPointer<UInt8>, SourcePosition, Int) -> Void)
    {
        let type = cmark_node_get_type(node)
        let isContainer = MarkdownParser.hasChildrenSlot(type)
        let level = self.level
        if skippedDepth > 0 || level >= MarkdownParser.maximumDepth {
            exceededDepthLimit = true
            if isContainer { skippedDepth += 1 }
            return
        }
        if isContainer { self.level += 1 }
        var opensItem = false
        if level == 1 {
            startBlock(node, type: type)
        } else if inList, level >= 2 {
            opensItem = enterListContent(node, type: type, level: level)
        }
        switch type {
        case CMARK_NODE_TEXT:
            guard scansText || inHeading || !openLinks.isEmpty, let bytes = Self.bytes(cmark_node_get_literal(node))
            else { break }
            if inHeading || !openLinks.isEmpty { text.append(contentsOf: bytes) }
            if inHeading { outsideCodeSpans.append(contentsOf: bytes) }
            if scansText { scanningText(bytes, Self.position(of: node), block) }
        case CMARK_NODE_CODE:
            let bytes = Self.bytes(cmark_node_get_literal(node)) ?? UnsafeBufferPointer(start: nil, count: 0)
            let span = MarkdownOutline.Span(start: text.count, count: bytes.count)
            text.append(contentsOf: bytes)
            if inHeading, level != 2 { outsideCodeSpans.append(contentsOf: bytes) }
            if opensItem { listItems[listItems.count - 1].leadingCode = span }
            if block >= 0 {
                codeSpans.append(
                    MarkdownOutline.CodeSpan(
                        literal: span, position: Self.position(of: node), block: block,
                        isHeadingChild: inHeading && level == 2))
            }
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            if inHeading || !openLinks.isEmpty { text.append(UInt8(ascii: " ")) }
            if inHeading { outsideCodeSpans.append(UInt8(ascii: " ")) }
        case CMARK_NODE_LINK:
            if block >= 0 {
                if links.capacity == 0 {
                    links.reserveCapacity(source.count / 256 + 16)
                    destinations.reserveCapacity(source.count / 16 + 64)
                }
                let url = Self.bytes(cmark_node_get_url(node)) ?? UnsafeBufferPointer(start: nil, count: 0)
                let destination = MarkdownOutline.Span(start: destinations.count, count: url.count)
                destinations.append(contentsOf: url)
                links.append(
                    MarkdownOutline.Link(
                        destination: destination, text: MarkdownOutline.Span(start: text.count, count: 0),
                        position: Self.position(of: node), block: block))
                openLinks.append((links.count - 1, level))
            }
        default:
            break
        }
    }

    mutating func exit() {
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        level -= 1
        if let open = openLinks.last, open.level == level {
            openLinks.removeLast()
            links[open.index].text.count = text.count - links[open.index].text.start
        }
        if level == 1 {
            if inHeading { finishHeading() }
            inHeading = false
            inList = false
        }
    }

    /// Closes the open heading's text, and keeps its text outside direct code spans after it.
    private mutating func finishHeading() {
        blocks[block].text.count = text.count - blocks[block].text.start
        blocks[block].codeSpans = blocks[block].codeSpans.lowerBound..<codeSpans.count
        blocks[block].info = MarkdownOutline.Span(start: text.count, count: outsideCodeSpans.count)
        text.append(contentsOf: outsideCodeSpans)
        outsideCodeSpans.removeAll(keepingCapacity: true)
    }

    /// Where `node` starts, or its nearest positioned ancestor (cmark leaves some inlines unpositioned).
    private static func position(of node: OpaquePointer) -> SourcePosition {
        var current: OpaquePointer? = node
        while let candidate = current {
            let line = Int(cmark_node_get_start_line(candidate))
            if line > 0 { return SourcePosition(line: line, column: Int(cmark_node_get_start_column(candidate))) }
            current = cmark_node_parent(candidate)
        }
        return SourcePosition(line: 1, column: 1)
    }

    private mutating func startBlock(_ node: OpaquePointer, type: cmark_node_type) {
        block += 1
        let start = Self.position(of: node)
        var entry = MarkdownOutline.Block(
            kind: .other, start: start, endLine: max(Int(cmark_node_get_end_line(node)), start.line))
        inHeading = false
        inList = false
        switch type {
        case CMARK_NODE_HEADING:
            entry.kind = .heading(level: Int(cmark_node_get_heading_level(node)))
            entry.text = MarkdownOutline.Span(start: text.count, count: 0)
            entry.codeSpans = codeSpans.count..<codeSpans.count
            inHeading = true
        case CMARK_NODE_PARAGRAPH:
            entry.kind = .paragraph
        case CMARK_NODE_CODE_BLOCK:
            entry.kind = .codeBlock
            entry.text = append(cmark_node_get_literal(node))
            entry.info = append(cmark_node_get_fence_info(node))
        case CMARK_NODE_LIST:
            entry.kind = .list
            if listItems.capacity == 0 { listItems.reserveCapacity(lineStarts.count / 2 + 1) }
            entry.items = listItems.count..<listItems.count
            inList = true
        default:
            break
        }
        scansText = type != CMARK_NODE_CODE_BLOCK && type != CMARK_NODE_HTML_BLOCK && mayHoldWord(entry)
        blocks.append(entry)
    }

    /// Adds a C string to `text`.
    private mutating func append(_ pointer: UnsafePointer<CChar>?) -> MarkdownOutline.Span {
        guard let bytes = Self.bytes(pointer) else { return MarkdownOutline.Span(start: text.count, count: 0) }
        defer { text.append(contentsOf: bytes) }
        return MarkdownOutline.Span(start: text.count, count: bytes.count)
    }

    /// Notes the items of a top-level list; returns true for the code span that opens an item.
    private mutating func enterListContent(_ node: OpaquePointer, type: cmark_node_type, level: Int) -> Bool {
        if level == 2 {
            let start = Self.position(of: node)
            listItems.append(
                MarkdownOutline.ListItem(
                    start: start, endLine: max(Int(cmark_node_get_end_line(node)), start.line), leadingCode: nil))
            blocks[block].items = blocks[block].items.lowerBound..<listItems.count
            itemHasChild = false
            awaitingLeadingCode = false
        } else if level == 3 {
            awaitingLeadingCode = !itemHasChild && type == CMARK_NODE_PARAGRAPH
            itemHasChild = true
        } else if level == 4, awaitingLeadingCode {
            awaitingLeadingCode = false
            return type == CMARK_NODE_CODE
        }
        return false
    }

    /// Whether the lines of `block` hold one of the word prefixes followed by a byte that can continue a
    /// word (a name byte, or `\` and `&`, which start escapes and entities).
    private func mayHoldWord(_ block: MarkdownOutline.Block) -> Bool {
        guard !wordPrefixes.isEmpty, block.start.line >= 1, block.start.line <= lineStarts.count else { return false }
        let start = lineStarts[block.start.line - 1]
        let end = block.endLine < lineStarts.count ? lineStarts[block.endLine] : source.count
        guard let base = source.baseAddress, start < end else { return false }
        // One search per first byte (the checked prefixes share theirs), then the prefixes at each hit.
        for first in wordPrefixFirstBytes {
            var offset = start
            while offset < end, let found = memchr(base + offset, Int32(first), end - offset) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                for prefix in wordPrefixes where prefix[0] == first {
                    let after = at + prefix.count
                    if after < end, memcmp(base + at, prefix, prefix.count) == 0, Self.continuesWord(base[after]) {
                        return true
                    }
                }
                offset = at + 1
            }
        }
        return false
    }

    private static func continuesWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), UInt8(ascii: "\\"), UInt8(ascii: "&"):
            return true
        default:
            return false
        }
    }

    private static func bytes(_ pointer: UnsafePointer<CChar>?) -> UnsafeBufferPointer<UInt8>? {
        guard let pointer else { return nil }
        return UnsafeBufferPointer(
            start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
    }

}

/// Renders CommonMark to HTML with libcmark's HTML renderer in its default safe mode:
/// raw HTML is replaced by a comment and `javascript:`-style links are dropped.
public enum MarkdownHTMLRenderer {
    public static func render(_ markdown: String) -> String {
        var markdown = markdown
        return markdown.withUTF8 { buffer -> String in
            guard let base = buffer.baseAddress else { return "" }
            let rendered = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_markdown_to_html($0, buffer.count, CMARK_OPT_DEFAULT)
            }
            guard let rendered else { return "" }
            defer { free(rendered) }
            return String(cString: rendered)
        }
    }

    /// Parses only, without copying a tree: the floor the kit's own parsing is measured against.
    /// Returns the number of nodes cmark produced.
    public static func rawParseNodeCount(_ markdown: String) -> Int {
        var markdown = markdown
        return markdown.withUTF8 { buffer -> Int in
            guard let base = buffer.baseAddress,
                let document = base.withMemoryRebound(
                    to: CChar.self, capacity: buffer.count,
                    {
                        cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
                    })
            else { return 0 }
            defer { cmark_node_free(document) }
            guard let iterator = cmark_iter_new(document) else { return 0 }
            defer { cmark_iter_free(iterator) }
            var count = 0
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                if event == CMARK_EVENT_ENTER { count += 1 }
            }
            return count
        }
    }
}
