import Testing

@testable import ControlSpecMarkdown

@Suite struct MarkdownParserTests {
    @Test func parsesHeadingsParagraphsAndFencedCodeWithInfoStrings() throws {
        let document = MarkdownParser.parse(
            """
            # `UIButton.setTitle(_:for:)`

            Sets the title.

            ```swift case title-falls-back evidence=documented
            let button = UIButton(type: .custom)
            ```
            """)
        let blocks = document.root.children
        #expect(blocks.map(\.kind) == [.heading, .paragraph, .codeBlock])
        #expect(blocks[0].headingLevel == 1)
        #expect(blocks[0].plainText == "UIButton.setTitle(_:for:)")
        #expect(blocks[1].plainText == "Sets the title.")
        #expect(blocks[2].fenceInfo == "swift case title-falls-back evidence=documented")
        #expect(blocks[2].literal == "let button = UIButton(type: .custom)\n")
        #expect(blocks[2].range.start == SourcePosition(line: 5, column: 1))
        #expect(blocks[2].range.end.line == 7)
    }

    @Test func keepsEmptyContainersAndLeavesInTheirParents() {
        let document = MarkdownParser.parse("- a\n-\n\n---\n\n> quote\n")
        #expect(document.root.children.map(\.kind) == [.list, .thematicBreak, .blockQuote])
        #expect(document.root.children[0].children.count == 2)
        #expect(document.root.children[0].children[1].children.isEmpty)
    }

    @Test func byteColumnsOfChineseTextBecomeCharacterColumns() {
        let document = MarkdownParser.parse("标题 `UIControl.Event.touchChanged` 在这里\n")
        let code = document.root.children[0].children.first { $0.kind == .code }
        // "标题 " is 7 bytes, so cmark puts the code span (its backtick) at byte column 8.
        #expect(document.characterColumn(line: 1, byteColumn: 8) == 4)
        #expect(code?.literal == "UIControl.Event.touchChanged")
    }

    @Test func deeplyNestedInputIsCutAtTheDepthLimitInsteadOfOverflowing() {
        let source = String(repeating: "> ", count: 5_000) + "deep\n"
        let document = MarkdownParser.parse(source)
        #expect(document.exceededDepthLimit)
        var depth = 0
        var node = document.root
        while let child = node.children.first {
            depth += 1
            node = child
        }
        #expect(depth < MarkdownParser.maximumDepth)
    }

    @Test func htmlRendererIsSafeByDefault() {
        let html = MarkdownHTMLRenderer.render("<script>alert(1)</script>\n\n[x](javascript:alert(1)) *ok*\n")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("<em>ok</em>"))
    }

    @Test func linesAreAddressableByNumber() {
        let document = MarkdownParser.parse("one\r\ntwo\nthree")
        #expect(document.line(1) == "one")
        #expect(document.line(2) == "two")
        #expect(document.line(3) == "three")
        #expect(document.line(4) == "")
    }
}
