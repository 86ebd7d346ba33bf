import CCmark

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
            let isLeaf = !hasChildrenSlot(node)
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
    private static func hasChildrenSlot(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
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
