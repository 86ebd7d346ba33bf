import Foundation
import Testing

@testable import ControlSpecMarkdown

@Suite("Outlines of documents, taken straight from cmark's nodes")
struct MarkdownOutlineTests {
    @Test func outlinesBlocksHeadingsItemsLinksAndCodeSpans() {
        let source = """
            # `UIButton.setTitle(_:for:)`

            Sets the *title* for [`UIControl.State`](doc:UIControl.State) and [a **state**](doc:UIControl.State.normal).

            ## Parameters

            - `title`: the title.
            - no code first
            - *emphasis* then `code`

            ```swift case a-case evidence=documented
            let b = UIButton(type: .custom)
            ```
            """
        let outline = MarkdownParser.outline(source)
        #expect(outline.blocks.count == 5)
        guard outline.blocks.count == 5 else { return }
        #expect(outline.blocks[0].kind == .heading(level: 1))
        #expect(outline.headingCodeSpans(of: outline.blocks[0]).map(outline.string) == ["UIButton.setTitle(_:for:)"])
        #expect(outline.textOutsideCodeSpans(of: outline.blocks[0]).isEmpty)
        #expect(outline.blocks[1].kind == .paragraph)
        #expect(outline.blocks[1].start == SourcePosition(line: 3, column: 1))
        #expect(outline.blocks[2].kind == .heading(level: 2))
        #expect(outline.string(outline.blocks[2].text) == "Parameters")
        #expect(outline.blocks[3].kind == .list)
        #expect(outline.items(of: outline.blocks[3]).map { $0.leadingCode.map(outline.string) } == ["title", nil, nil])
        #expect(outline.items(of: outline.blocks[3]).map(\.start.line) == [7, 8, 9])
        #expect(outline.blocks[4].kind == .codeBlock)
        #expect(outline.string(outline.blocks[4].info) == "swift case a-case evidence=documented")
        #expect(outline.string(outline.blocks[4].text) == "let b = UIButton(type: .custom)\n")
        #expect(outline.blocks[4].endLine == 13)
        #expect(
            outline.links.map { outline.destination(of: $0) } == ["doc:UIControl.State", "doc:UIControl.State.normal"])
        #expect(outline.links.map { outline.string($0.text) } == ["UIControl.State", "a state"])
        #expect(outline.links.map(\.block) == [1, 1])
        #expect(
            outline.codeSpans.map { outline.string($0.literal) } == [
                "UIButton.setTitle(_:for:)", "UIControl.State", "title", "code",
            ])
        #expect(outline.codeSpans.map(\.block) == [0, 1, 3, 3])
    }

    @Test func scansTheTextOfBlocksThatMayHoldAPrefixedWordOnly() {
        let source = """
            Plain prose about `UIControlEventTouchDown` in code only.

            Prose naming UIControlEventTouchDown and UIControl alone.

            Escaped UIControl\\_Event too.
            """
        var scanned: [(String, Int)] = []
        _ = MarkdownParser.outline(source, wordPrefixes: ["UIControl"]) { bytes, _, block in
            scanned.append((String(decoding: bytes, as: UTF8.self), block))
        }
        // The first paragraph's prefix stands in a code span: its text is still scanned (the
        // prefilter reads source bytes), which is harmless; the point is that no block holding the
        // prefix is skipped.
        #expect(scanned.contains { $0.1 == 1 && $0.0.contains("UIControlEventTouchDown") })
        #expect(scanned.contains { $0.1 == 2 && $0.0.contains("UIControl_Event") })
        #expect(
            MarkdownParser.outline("No names here.\n", wordPrefixes: ["UIControl"]) { _, _, _ in
                Issue.record("a block without the prefix was scanned")
            }.blocks.count == 1)
    }

    @Test func scansBlocksHoldingAnyOfPrefixesThatShareAFirstByte() {
        // One search serves every prefix with the same first byte: a block holding only the second
        // must be scanned, and a first byte's hit that completes neither must not scan a block.
        let source = """
            UIControl alone.

            UIButtonX alone.

            UIView and UIBut alone.

            Zeta9 alone.
            """
        var blocks: [Int] = []
        _ = MarkdownParser.outline(source, wordPrefixes: ["UIControl", "UIButton", "Zeta", "UIC"]) { _, _, block in
            if blocks.last != block { blocks.append(block) }
        }
        #expect(blocks == [0, 1, 3])
    }

    @Test func reportsNestingBeyondTheDepthLimit() {
        let deep = String(repeating: "> ", count: MarkdownParser.maximumDepth + 5) + "text\n"
        #expect(MarkdownParser.outline(deep).exceededDepthLimit)
        #expect(!MarkdownParser.outline("> shallow\n").exceededDepthLimit)
    }

    @Test func agreesWithTheCopiedTreeOnEveryShippedPage() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs")
        let paths =
            FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") } ?? []
        #expect(paths.count > 100)
        for path in paths {
            let source = try String(contentsOf: docs.appendingPathComponent(path), encoding: .utf8)
            let tree = MarkdownParser.parse(source).root
            let outline = MarkdownParser.outline(source)
            #expect(OutlineSummary(outline) == OutlineSummary(tree), "\(path)")
            #expect(outline.blocks.map(\.endLine) == tree.children.map { max($0.range.end.line, $0.range.start.line) })
        }
    }
}

@Suite("Character columns")
struct CharacterColumnCursorTests {
    struct Text: LineIndexedText {
        var source: String
        var lineStartOffsets: [Int]
        init(_ source: String) {
            self.source = source
            self.lineStartOffsets = LineTable.lineStartOffsets(of: source)
        }
    }

    @Test(
        "The cursor gives the same column as the one-off conversion, in order and out of order",
        arguments: [
            "plain ASCII line",
            "标题 `UIControl.Event` 在这里，还有「引号」。",
            "café with e\u{301} combining and 👍🏽 emoji",
            "mixed: 按钮 UIButton 的 title",
            "crlf line\r\nsecond 行\r\n",
            // Ideographs at the ends of the lead bytes counted without decoding (E5–E9) and around them, a
            // combining mark after one, and scalars of four bytes.
            "一丁俿倀 坐 鿿ꀀ 字\u{301}字 𠀀👍 end",
        ])
    func cursorMatchesOneOffConversion(source: String) {
        let text = Text(source)
        for line in 1...text.lineStartOffsets.count {
            let width = text.line(line).utf8.count + 3
            var cursor = CharacterColumnCursor()
            for column in 1...width {
                #expect(
                    cursor.characterColumn(in: text, line: line, byteColumn: column)
                        == text.characterColumn(line: line, byteColumn: column), "line \(line) column \(column)")
            }
            for column in stride(from: width, through: 1, by: -3) {
                #expect(
                    cursor.characterColumn(in: text, line: line, byteColumn: column)
                        == text.characterColumn(line: line, byteColumn: column))
            }
        }
    }
}
