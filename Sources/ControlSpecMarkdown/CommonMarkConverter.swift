import CCmark
internal import CMarkdownOutline
import Foundation

// Every cmark call of the project lives in this file or in the C outline walk it calls
// (Sources/CMarkdownOutline/outline.c). Each function parses, walks or renders, copies what it needs
// into Swift values and frees every cmark object before it returns.

/// Parses CommonMark with libcmark into ``MarkdownDocument`` values.
package enum MarkdownParser {
    /// Nodes nested deeper than this are dropped (and the document says so) so that a hostile
    /// page cannot exhaust the stack of code that walks the tree recursively.
    package static let maximumDepth = 200

    /// Parses `source` as CommonMark. Invalid UTF-8 should be repaired by the caller
    /// (`String(decoding:as:)` does it); this function never fails.
    package static func parse(_ source: String) -> MarkdownDocument {
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
    package static func outline(
        _ source: String, wordPrefixes: WordPrefixes = [],
        scanningText: (UnsafeBufferPointer<UInt8>, SourcePosition, Int) -> Void = { _, _, _ in }
    ) -> MarkdownOutline {
        let (lineStarts, hasCarriageReturns) = LineTable.scan(source)
        var source = source
        var parts = MarkdownOutline.Parts()
        source.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            // The walk's arrays are the thread's, until its next walk: read and copied before this returns.
            let walked = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { characters in
                lineStarts.withUnsafeBufferPointer { starts in
                    wordPrefixes.concatenated.withUnsafeBufferPointer { prefixBytes in
                        wordPrefixes.lengths.withUnsafeBufferPointer { lengths in
                            let prefixes = CSOutlineWordPrefixes(
                                bytes: prefixBytes.baseAddress, lengths: lengths.baseAddress, count: lengths.count)
                            return cs_outline_parse(
                                characters, buffer.count, starts.baseAddress, starts.count, prefixes, maximumDepth
                            ).pointee
                        }
                    }
                }
            }
            precondition(!walked.outOfMemory, "out of memory while outlining a Markdown document")
            for scanned in UnsafeBufferPointer(start: walked.scannedTexts, count: walked.scannedTextCount) {
                let bytes = UnsafeBufferPointer(
                    start: walked.scannedText.map { $0 + scanned.bytes.start }, count: scanned.bytes.count)
                scanningText(bytes, SourcePosition(line: scanned.line, column: scanned.column), scanned.block)
            }
            parts = MarkdownOutline.Parts(walked)
        }
        return MarkdownOutline(
            source: source, lineStartOffsets: lineStarts, hasCarriageReturns: hasCarriageReturns, parts: parts)
    }
}

/// ASCII prefixes of the words an outline's caller looks for in text (``MarkdownParser/outline(_:wordPrefixes:scanningText:)``),
/// as bytes: made once, not for every page.
package struct WordPrefixes: Sendable, ExpressibleByArrayLiteral {
    /// The prefixes' bytes, one after another.
    let concatenated: [UInt8]
    /// The length of each prefix in ``concatenated``.
    let lengths: [Int]

    package init(_ prefixes: [String]) {
        let bytes = prefixes.map { Array($0.utf8) }.filter { !$0.isEmpty }
        concatenated = bytes.flatMap { $0 }
        lengths = bytes.map(\.count)
    }

    package init(arrayLiteral prefixes: String...) { self.init(prefixes) }
}

extension MarkdownOutline.Parts {
    /// The Swift copy of what the C walk found.
    init(_ walked: CSOutline) {
        blocks = copy(walked.blocks, walked.blockCount) { block in
            let kind: MarkdownOutline.Block.Kind =
                switch block.kind {
                case CSOutlineBlockHeading: .heading(level: Int(block.headingLevel))
                case CSOutlineBlockParagraph: .paragraph
                case CSOutlineBlockCodeBlock: .codeBlock
                case CSOutlineBlockList: .list
                default: .other
                }
            return MarkdownOutline.Block(
                kind: kind, start: SourcePosition(line: block.startLine, column: block.startColumn),
                endLine: block.endLine, text: MarkdownOutline.Span(block.text), info: MarkdownOutline.Span(block.info),
                codeSpans: block.codeSpansStart..<block.codeSpansEnd, items: block.itemsStart..<block.itemsEnd)
        }
        listItems = copy(walked.listItems, walked.listItemCount) { item in
            MarkdownOutline.ListItem(
                start: SourcePosition(line: item.startLine, column: item.startColumn), endLine: item.endLine,
                leadingCode: item.hasLeadingCode ? MarkdownOutline.Span(item.leadingCode) : nil)
        }
        links = copy(walked.links, walked.linkCount) { link in
            MarkdownOutline.Link(
                destination: MarkdownOutline.Span(link.destination), text: MarkdownOutline.Span(link.text),
                position: SourcePosition(line: link.line, column: link.column), block: link.block)
        }
        codeSpans = copy(walked.codeSpans, walked.codeSpanCount) { code in
            MarkdownOutline.CodeSpan(
                literal: MarkdownOutline.Span(code.literal),
                position: SourcePosition(line: code.line, column: code.column),
                block: code.block, isHeadingChild: code.isHeadingChild)
        }
        nestedCodeBlocks = copy(walked.nestedCodes, walked.nestedCodeCount) { code in
            MarkdownOutline.NestedCodeBlock(
                start: SourcePosition(line: code.line, column: code.column), info: MarkdownOutline.Span(code.info))
        }
        text = bytes(walked.text, walked.textCount)
        destinations = bytes(walked.destinations, walked.destinationCount)
        exceededDepthLimit = walked.exceededDepthLimit
        if walked.depthLimitLine > 0 {
            depthLimitPosition = SourcePosition(line: walked.depthLimitLine, column: walked.depthLimitColumn)
        }
        rawHTMLCount = walked.rawHTMLCount
        if walked.rawHTMLCount > 0 {
            firstRawHTML = SourcePosition(line: walked.rawHTMLLine, column: walked.rawHTMLColumn)
        }
    }
}

/// Copies `count` bytes into an array.
private func bytes(_ start: UnsafeMutablePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let start, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: start, count: count))
}

/// Copies `count` C values into an array of exactly that size.
@inline(__always)
private func copy<Element, Copied>(
    _ start: UnsafeMutablePointer<Element>?, _ count: Int, _ convert: (Element) -> Copied
) -> [Copied] {
    guard let start, count > 0 else { return [] }
    // Reserved and appended rather than `init(unsafeUninitializedCapacity:)`, whose allocation is not
    // specialized: it looked the array's generic metadata up in the runtime's shared table for every
    // array.
    var copied: [Copied] = []
    copied.reserveCapacity(count)
    for index in 0..<count { copied.append(convert(start[index])) }
    return copied
}

extension MarkdownOutline.Span {
    init(_ span: CSOutlineSpan) { self.init(start: span.start, count: span.count) }
}

/// Renders CommonMark to HTML with libcmark's HTML renderer in its default safe mode:
/// raw HTML is replaced by a comment and `javascript:`-style links are dropped.
package enum MarkdownHTMLRenderer {
    package static func render(_ markdown: String) -> String {
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

    /// Renders `markdown` to HTML with libcmark as shipped (`cmark_markdown_to_html`, its own allocator) and
    /// returns the length of the HTML, making no Swift string of it: the rendering floor the site command
    /// is measured against.
    package static func rawRenderedByteCount(_ markdown: [UInt8]) -> Int {
        markdown.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            let rendered = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_markdown_to_html($0, buffer.count, CMARK_OPT_DEFAULT)
            }
            guard let rendered else { return 0 }
            defer { free(rendered) }
            return strlen(rendered)
        }
    }

    /// ``rawParseNodeCount(_:)`` with the allocator the outline walk gives cmark (a region per
    /// thread, let go at once) instead of libcmark's own: the floor of the walk's cmark part.
    package static func regionParseNodeCount(_ markdown: String) -> Int {
        var markdown = markdown
        return markdown.withUTF8 { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cs_region_parse_node_count($0, buffer.count)
            }
        }
    }

    /// Parses only, without copying a tree: the floor the kit's own parsing is measured against.
    /// Returns the number of nodes cmark produced.
    package static func rawParseNodeCount(_ markdown: String) -> Int {
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
