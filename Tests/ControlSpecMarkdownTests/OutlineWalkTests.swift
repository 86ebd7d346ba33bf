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
        "Lines start at 0 and after each line feed; a carriage return anywhere is noted",
        arguments: [
            ("", [0], false), ("a", [0], false), ("\n", [0, 1], false), ("\n\n\n", [0, 1, 2, 3], false),
            ("ab\ncd\nef", [0, 3, 6], false), ("crlf\r\nlines\r\n", [0, 6, 13], true),
            ("a carriage return\rlate", [0], true), ("标题\nx", [0, 7], false),
        ])
    func lineStartsFollowLineFeeds(source: String, starts: [Int], hasCarriageReturns: Bool) {
        let table = LineTable.scan(source)
        #expect(table.lineStarts == starts)
        #expect(table.hasCarriageReturns == hasCarriageReturns)
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
