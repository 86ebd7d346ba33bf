import Dispatch
import Testing

@testable import ControlSpecMarkdown

/// The C walk keeps arrays and a region for cmark's tree per thread, from page to page: these tests
/// hold it to the copied tree where that reuse could go wrong.
@Suite("The outline walk's memory")
struct OutlineWalkTests {
    /// A page much larger than one chunk of the region (256 KB), with long paragraphs and code that
    /// cmark grows as it reads.
    static let largePage: String = {
        var source = "# `UIControl.isEnabled`\n\n"
        for index in 0..<3_000 {
            source += "Paragraph \(index) with `code\(index)` and [a link](doc:UIControl.State\(index)) "
            source += String(repeating: "word ", count: 20) + "UIControlEventTouchDown\(index).\n\n"
            if index % 100 == 0 {
                source += "```swift case c\(index) evidence=documented\n"
                source += String(repeating: "let x = 1 // a long line of code\n", count: 200) + "```\n\n"
            }
        }
        return source
    }()

    @Test func aPageLargerThanTheRegionsChunkOutlinesAsTheCopiedTreeDoes() {
        let source = Self.largePage
        #expect(source.utf8.count > 500_000)
        let expected = OutlineSummary(MarkdownParser.parse(source).root)
        #expect(expected.codeSpans.count == 3_001)
        // Twice: the second walk reuses what the first grew.
        #expect(OutlineSummary(MarkdownParser.outline(source)) == expected)
        #expect(OutlineSummary(MarkdownParser.outline(source)) == expected)
        #expect(MarkdownHTMLRenderer.regionParseNodeCount(source) == MarkdownHTMLRenderer.rawParseNodeCount(source))
    }

    @Test func aSmallPageAfterALargeOneIsNotMixedWithIt() {
        _ = MarkdownParser.outline(Self.largePage)
        let small = "# `UIButton.titleLabel`\n\nText `a` and [b](doc:B).\n"
        #expect(OutlineSummary(MarkdownParser.outline(small)) == OutlineSummary(MarkdownParser.parse(small).root))
    }

    @Test func outlinesMadeOnManyThreadsAtOnceAgreeWithTheCopiedTree() {
        var generator = SplitMix(seed: 20_261_201)
        let sources = (0..<64).map { _ in
            (0..<Int.random(in: 1...14, using: &generator)).map { _ in
                OutlineFuzzTests.pieces.randomElement(using: &generator)!
            }.joined()
        }
        let expected = sources.map { OutlineSummary(MarkdownParser.parse($0).root) }
        let results = Results(count: sources.count)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            results.set(index, OutlineSummary(MarkdownParser.outline(sources[index])))
        }
        for index in sources.indices {
            #expect(results.value(index) == expected[index], "\(sources[index].debugDescription)")
        }
    }

    @Test(
        "Line starts are found sixty-four bytes at a time as one at a time would find them",
        arguments: [
            "", "a", "\n", "\n\n\n", String(repeating: "\n", count: 100), String(repeating: "ab\n", count: 40),
            "no line feed at the end", "crlf\r\nlines\r\n", "a carriage return\rlate in a long line of text",
            String(repeating: "标题 `UIControl` 在这里\n", count: 9) + "tail", String(repeating: "x", count: 47) + "\n\r",
            // A carriage return only in the first block of sixty-four; a line feed as a block's last byte.
            String(repeating: "y", count: 10) + "\r" + String(repeating: "z", count: 100),
            String(repeating: "w", count: 63) + "\n" + String(repeating: "v", count: 63) + "\n",
            // Blocks of five to sixty-four lines (more than the four starts written without a branch).
            String(repeating: "abcdefghijklm\n", count: 20) + String(repeating: "\n", count: 130) + "end",
        ])
    func lineStartsAgreeWithAByteByByteScan(source: String) {
        var expected = [0]
        for (offset, byte) in source.utf8.enumerated() where byte == UInt8(ascii: "\n") { expected.append(offset + 1) }
        let (starts, hasCarriageReturns) = LineTable.scan(source)
        #expect(starts == expected)
        #expect(hasCarriageReturns == source.utf8.contains(UInt8(ascii: "\r")))
    }

    @Test func lineStartsAgreeWithAByteByByteScanForLinesOfEveryLength() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            // Lines from empty to longer than a block, so that blocks hold from none to many line starts and
            // the first guess of room (a line per 24 bytes) is sometimes short.
            let source = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                String(repeating: "a", count: Int.random(in: 0...90, using: &generator))
            }.joined(separator: Bool.random(using: &generator) ? "\n" : "\r\n")
            var expected = [0]
            for (offset, byte) in source.utf8.enumerated() where byte == UInt8(ascii: "\n") {
                expected.append(offset + 1)
            }
            let (starts, hasCarriageReturns) = LineTable.scan(source)
            #expect(starts == expected, "\(source.debugDescription)")
            #expect(hasCarriageReturns == source.utf8.contains(UInt8(ascii: "\r")))
        }
    }

    @Test func theRegionFloorCountsTheNodesLibcmarkCounts() {
        for piece in OutlineFuzzTests.pieces + ["", Self.largePage] {
            #expect(MarkdownHTMLRenderer.regionParseNodeCount(piece) == MarkdownHTMLRenderer.rawParseNodeCount(piece))
        }
    }
}

/// Outlines written from several threads, one slot each.
private final class Results: @unchecked Sendable {
    private var values: [OutlineSummary?]
    private let lock = DispatchQueue(label: "results")

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: OutlineSummary) { lock.sync { values[index] = value } }
    func value(_ index: Int) -> OutlineSummary? { lock.sync { values[index] } }
}
