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
        _ source: String, wordPrefixes: [String] = [],
        scanningText: (UnsafeBufferPointer<UInt8>, SourcePosition, Int) -> Void = { _, _, _ in }
    ) -> MarkdownOutline {
        var outline = MarkdownOutline(source: source)
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
            var walk = OutlineWalk(
                source: buffer, lineStarts: outline.lineStartOffsets, wordPrefixes: wordPrefixes.map { Array($0.utf8) })
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard let node = cmark_iter_get_node(iterator) else { continue }
                if event == CMARK_EVENT_ENTER {
                    walk.enter(node, into: &outline, scanningText: scanningText)
                } else if event == CMARK_EVENT_EXIT {
                    walk.exit()
                }
            }
        }
        return outline
    }
}

/// The state of ``MarkdownParser/outline(_:wordPrefixes:scanningText:)``'s walk.
private struct OutlineWalk {
    let source: UnsafeBufferPointer<UInt8>
    let lineStarts: [Int]
    let wordPrefixes: [[UInt8]]
    /// Whether each open container (the document first) is a link whose text is being collected.
    private var containerIsLink: [Bool] = []
    /// Indices in ``MarkdownOutline/links`` of the open links.
    private var openLinks: [Int] = []
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

    init(source: UnsafeBufferPointer<UInt8>, lineStarts: [Int], wordPrefixes: [[UInt8]]) {
        self.source = source
        self.lineStarts = lineStarts
        self.wordPrefixes = wordPrefixes
        containerIsLink.reserveCapacity(16)
    }

    mutating func enter(
        _ node: OpaquePointer, into outline: inout MarkdownOutline,
        scanningText: (UnsafeBufferPointer<UInt8>, SourcePosition, Int) -> Void
    ) {
        let type = cmark_node_get_type(node)
        let isContainer = MarkdownParser.hasChildrenSlot(type)
        let level = containerIsLink.count
        if skippedDepth > 0 || level >= MarkdownParser.maximumDepth {
            outline.exceededDepthLimit = true
            if isContainer { skippedDepth += 1 }
            return
        }
        if isContainer { containerIsLink.append(false) }
        if level == 1 { startBlock(node, type: type, in: &outline) }
        if inList, level >= 2 { enterListContent(node, type: type, level: level, in: &outline) }
        switch type {
        case CMARK_NODE_TEXT:
            guard scansText || inHeading || !openLinks.isEmpty, let literal = cmark_node_get_literal(node) else {
                break
            }
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
            if inHeading || !openLinks.isEmpty {
                appendText(String(decoding: bytes, as: UTF8.self), in: &outline)
            }
            if scansText { scanningText(bytes, Self.position(of: node), block) }
        case CMARK_NODE_CODE:
            let literal = Self.string(cmark_node_get_literal(node)) ?? ""
            if inHeading, level == 2 {
                outline.blocks[block].codeSpans.append(literal)
                outline.blocks[block].text += literal
                for link in openLinks { outline.links[link].text += literal }
            } else {
                appendText(literal, in: &outline)
            }
            if block >= 0 {
                outline.codeSpans.append(
                    MarkdownOutline.CodeSpan(literal: literal, position: Self.position(of: node), block: block))
            }
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            if inHeading || !openLinks.isEmpty { appendText(" ", in: &outline) }
        case CMARK_NODE_LINK:
            if block >= 0 {
                outline.links.append(
                    MarkdownOutline.Link(
                        destination: Self.string(cmark_node_get_url(node)) ?? "", text: "",
                        position: Self.position(of: node), block: block))
                openLinks.append(outline.links.count - 1)
                containerIsLink[level] = true
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
        if containerIsLink.removeLast() { openLinks.removeLast() }
        if containerIsLink.count == 1 {
            inHeading = false
            inList = false
        }
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

    private mutating func startBlock(_ node: OpaquePointer, type: cmark_node_type, in outline: inout MarkdownOutline) {
        block += 1
        let kind: MarkdownOutline.Block.Kind
        switch type {
        case CMARK_NODE_HEADING: kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_PARAGRAPH: kind = .paragraph
        case CMARK_NODE_CODE_BLOCK: kind = .codeBlock
        case CMARK_NODE_LIST: kind = .list
        default: kind = .other
        }
        let start = Self.position(of: node)
        var entry = MarkdownOutline.Block(
            kind: kind, start: start, endLine: max(Int(cmark_node_get_end_line(node)), start.line))
        if type == CMARK_NODE_CODE_BLOCK {
            entry.literal = Self.string(cmark_node_get_literal(node)) ?? ""
            entry.fenceInfo = Self.string(cmark_node_get_fence_info(node)) ?? ""
        }
        inHeading = type == CMARK_NODE_HEADING
        inList = type == CMARK_NODE_LIST
        scansText = type != CMARK_NODE_CODE_BLOCK && type != CMARK_NODE_HTML_BLOCK && mayHoldWord(entry)
        outline.blocks.append(entry)
    }

    private mutating func enterListContent(
        _ node: OpaquePointer, type: cmark_node_type, level: Int, in outline: inout MarkdownOutline
    ) {
        if level == 2 {
            let start = Self.position(of: node)
            outline.blocks[block].items.append(
                MarkdownOutline.ListItem(
                    start: start, endLine: max(Int(cmark_node_get_end_line(node)), start.line), leadingCode: nil))
            itemHasChild = false
            awaitingLeadingCode = false
        } else if level == 3 {
            awaitingLeadingCode = !itemHasChild && type == CMARK_NODE_PARAGRAPH
            itemHasChild = true
        } else if level == 4, awaitingLeadingCode {
            awaitingLeadingCode = false
            if type == CMARK_NODE_CODE, let item = outline.blocks[block].items.indices.last {
                outline.blocks[block].items[item].leadingCode = Self.string(cmark_node_get_literal(node))
            }
        }
    }

    /// Whether the lines of `block` hold one of the word prefixes followed by a byte that can continue a
    /// word (a name byte, or `\` and `&`, which start escapes and entities).
    private func mayHoldWord(_ block: MarkdownOutline.Block) -> Bool {
        guard !wordPrefixes.isEmpty, block.start.line >= 1, block.start.line <= lineStarts.count else { return false }
        let start = lineStarts[block.start.line - 1]
        let end = block.endLine < lineStarts.count ? lineStarts[block.endLine] : source.count
        guard let base = source.baseAddress, start < end else { return false }
        for prefix in wordPrefixes where !prefix.isEmpty {
            var offset = start
            while offset < end, let found = memchr(base + offset, Int32(prefix[0]), end - offset) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let after = at + prefix.count
                if after < end, memcmp(base + at, prefix, prefix.count) == 0, Self.continuesWord(base[after]) {
                    return true
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

    /// Adds inline text to the open heading and links.
    private func appendText(_ text: String, in outline: inout MarkdownOutline) {
        if inHeading {
            outline.blocks[block].text += text
            outline.blocks[block].textOutsideCodeSpans += text
        }
        for link in openLinks { outline.links[link].text += text }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
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
