import Testing

@testable import ControlSpecMarkdown

@Suite("Outlines of generated documents")
struct OutlineFuzzTests {
    /// Pieces of Markdown that stress nesting, inline spans, line endings and non-ASCII text.
    static let pieces = [
        "# `UIControl.isEnabled`\n", "## Discussion\n", "### `highlighted`\n", "Plain text.\n", "\n",
        "Text with `code` and [a link](doc:UIControl.State) and *em `x`*.\n", "- `title`: item\n",
        "  - nested `deep` item\n", "1. first\n", "> quote `q`\n> > deeper [l](doc:X)\n",
        "```swift case a evidence=documented\nlet x = 1\n```\n",
        "    indented code\n", "<div>html</div>\n", "标题 `UIButton.setTitle(_:for:)` 在这里\n", "e\u{301} `c` \r\n",
        "***\n", "[`UIControl.Event`](doc:UIControl.Event) tail UIControlEventTouchDown\n", "`` a ` b ``\n",
        "![img `x`](pic.png)\n", "* [link *in* list](doc:Y)\n", "Setext\n---\n", "\\`not code\\`\n",
    ]

    @Test func theOutlineAgreesWithTheCopiedTreeOnGeneratedDocuments() {
        var generator = SplitMix(seed: 20_261_129)
        for _ in 0..<400 {
            var source = ""
            for _ in 0..<Int.random(in: 1...14, using: &generator) {
                source += Self.pieces.randomElement(using: &generator)!
            }
            let tree = MarkdownParser.parse(source).root
            let outline = MarkdownParser.outline(source)
            #expect(outline.blocks.map(\.start) == tree.children.map(\.range.start), "\(source.debugDescription)")
            var codeSpans: [String] = []
            var links: [(String, String)] = []
            func collect(_ node: MarkdownNode) {
                if node.kind == .code { codeSpans.append(node.literal ?? "") }
                if node.kind == .link { links.append((node.url ?? "", node.plainText)) }
                node.children.forEach(collect)
            }
            collect(tree)
            #expect(outline.codeSpans.map { outline.string($0.literal) } == codeSpans, "\(source.debugDescription)")
            #expect(outline.links.map { outline.destination(of: $0) } == links.map(\.0), "\(source.debugDescription)")
            #expect(outline.links.map { outline.string($0.text) } == links.map(\.1), "\(source.debugDescription)")
            for (block, node) in zip(outline.blocks, tree.children) where node.kind == .heading {
                #expect(outline.string(block.text) == node.plainText, "\(source.debugDescription)")
                let direct = node.children.filter { $0.kind == .code }
                #expect(
                    outline.headingCodeSpans(of: block).map(outline.string) == direct.map { $0.literal ?? "" },
                    "\(source.debugDescription)")
                #expect(
                    outline.textOutsideCodeSpans(of: block)
                        == node.children.filter { $0.kind != .code }.map(\.plainText).joined(),
                    "\(source.debugDescription)")
            }
        }
    }
}

/// A small deterministic generator, so that a failure can be reproduced.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
