@testable import ControlSpecMarkdown

/// What a test compares of an outline and of the full tree of the same source.
struct OutlineSummary: Equatable {
    var starts: [SourcePosition]
    var codeSpans: [String]
    var links: [String]
    var codeBlocks: [String]

    init(_ outline: MarkdownOutline) {
        starts = outline.blocks.map(\.start)
        codeSpans = outline.codeSpans.map { outline.string($0.literal) }
        links = outline.links.map { outline.destination(of: $0) }
        codeBlocks = outline.blocks.filter { $0.kind == .codeBlock }.map { outline.string($0.text) }
    }

    init(_ tree: MarkdownNode) {
        starts = tree.children.map(\.range.start)
        var spans: [String] = []
        var links: [String] = []
        func collect(_ node: MarkdownNode) {
            if node.kind == .code { spans.append(node.literal ?? "") }
            if node.kind == .link { links.append(node.url ?? "") }
            node.children.forEach(collect)
        }
        collect(tree)
        codeSpans = spans
        self.links = links
        codeBlocks = tree.children.filter { $0.kind == .codeBlock }.map { $0.literal ?? "" }
    }
}
