import ControlSpecModel
import Testing

/// A layout figure (`swift figure`): read like a case, captioned in each language, and the same code in both.
@Suite struct FigureBlockTests {
    static let figure = """
        ```swift figure two-states evidence=inferred
        let before = UIButton(type: .custom)
        ```
        """

    /// The test pages of `setTitle(_:for:)` with `english` and `chinese` (nil: nothing) before See Also.
    static func pages(english: String?, chinese: String?) -> [(String, String)] {
        func page(_ text: String, adding block: String?) -> String {
            guard let block else { return text }
            return text.replacingOccurrences(of: "```\n\n## ", with: "```\n\n\(block)\n\n## ")
        }
        return [
            ("en/UIButton/setTitle(__for_).md", page(setTitleEnglish, adding: english)),
            ("zh-Hans/UIButton/setTitle(__for_).md", page(setTitleChinese, adding: chinese)),
        ]
    }

    @Test func aFigureAndItsCaptionAreReadInEachLanguageAndAreNotCasesOrProse() throws {
        let result = corpus(
            Self.pages(
                english: Self.figure + "\n\nFigure: the button before.", chinese: Self.figure + "\n\n图：之前的按钮。"))
        #expect(ids(result).isEmpty)
        let english = try #require(result.page(for: "UIButton.setTitle(_:for:)", language: .english))
        let chinese = try #require(result.page(for: "UIButton.setTitle(_:for:)", language: .chinese))
        #expect(english.cases.count == 1)
        #expect(english.figures.map(\.id) == ["two-states"])
        #expect(english.figures.first?.evidence == .inferred)
        #expect(english.figures.first?.caption?.markdown == "the button before.")
        #expect(chinese.figures.first?.caption?.markdown == "之前的按钮。")
        #expect(english.figures.first?.qualifiedID == "UIButton.setTitle(_:for:)#figure:two-states")
        let blocks = try #require(english.section(.discussion)).blocks
        #expect(blocks.contains(.figure(0)))
        let prose = blocks.compactMap { block -> String? in
            if case .markdown(let text) = block { return text }
            return nil
        }
        #expect(!prose.joined().contains("Figure:"))
    }

    @Test func aFigureWithoutACaptionIsAnErrorAtItsFence() throws {
        let files = Self.pages(english: Self.figure, chinese: Self.figure + "\n\n图：之前的按钮。")
        let result = corpus(files)
        #expect(ids(result) == ["docs.figure.missingCaption"])
        let fenceLine = files[0].1.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("```swift figure") }.map { $0 + 1 }
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.location?.path.hasSuffix("en/UIButton/setTitle(__for_).md") == true)
        #expect(diagnostic.location?.line == fenceLine)
        // The other language's label is no caption.
        let wrongLabel = corpus(
            Self.pages(english: Self.figure + "\n\n图：not English.", chinese: Self.figure + "\n\n图：之前的按钮。"))
        #expect(ids(wrongLabel) == ["docs.figure.missingCaption"])
    }

    @Test func aFigureNeedsEvidenceAndAnIDOfItsOwn() {
        let bare = "```swift figure plain\nlet b = UIButton(type: .custom)\n```\n\nFigure: a button."
        let bareChinese = "```swift figure plain\nlet b = UIButton(type: .custom)\n```\n\n图：按钮。"
        #expect(ids(corpus(Self.pages(english: bare, chinese: bareChinese))) == ["docs.figure.missingEvidence"] * 2)
        let twice = Self.figure + "\n\nFigure: one.\n\n" + Self.figure + "\n\nFigure: two."
        let twiceChinese = Self.figure + "\n\n图：一。\n\n" + Self.figure + "\n\n图：二。"
        #expect(ids(corpus(Self.pages(english: twice, chinese: twiceChinese))) == ["docs.figure.duplicateID"] * 2)
    }

    @Test func bothLanguagesHaveTheSameFiguresWithTheSameCode() {
        let missing = corpus(Self.pages(english: Self.figure + "\n\nFigure: the button.", chinese: nil))
        #expect(ids(missing) == ["docs.parity.missingFigure"])
        let other = Self.figure.replacingOccurrences(of: ".custom", with: ".system")
        let differs = corpus(
            Self.pages(english: Self.figure + "\n\nFigure: the button.", chinese: other + "\n\n图：按钮。"))
        #expect(ids(differs) == ["docs.parity.codeDiffers"])
    }
}

/// A style schematic (`swift schematic`): a figure of its own kind, read and checked as a layout figure is.
@Suite struct SchematicBlockTests {
    static let schematic = """
        ```swift schematic filled-style evidence=reported source=UIButtonConfiguration.h
        let filled = UIButton(configuration: .filled(), primaryAction: nil)
        ```
        """

    @Test func aSchematicIsAFigureOfTheStyleKindWithItsCaption() throws {
        let result = corpus(
            FigureBlockTests.pages(
                english: Self.schematic + "\n\nFigure: a filled button.", chinese: Self.schematic + "\n\n图：填充按钮。"))
        #expect(ids(result).isEmpty)
        let english = try #require(result.page(for: "UIButton.setTitle(_:for:)", language: .english))
        let figure = try #require(english.figures.first)
        #expect(figure.kind == .style)
        #expect(figure.id == "filled-style")
        #expect(figure.evidence == .reported)
        #expect(figure.caption?.markdown == "a filled button.")
        #expect(figure.qualifiedID == "UIButton.setTitle(_:for:)#figure:filled-style")
        #expect(english.cases.count == 1 && english.examples.isEmpty)
        // A layout figure stays one.
        let layout = corpus(
            FigureBlockTests.pages(
                english: FigureBlockTests.figure + "\n\nFigure: a button.",
                chinese: FigureBlockTests.figure + "\n\n图：按钮。"))
        #expect(layout.page(for: "UIButton.setTitle(_:for:)", language: .english)?.figures.first?.kind == .layout)
    }

    @Test func aSchematicNeedsACaptionAndEvidence() {
        let bare = Self.schematic.replacingOccurrences(of: " evidence=reported", with: "")
        #expect(
            ids(corpus(FigureBlockTests.pages(english: bare + "\n\nFigure: a button.", chinese: bare + "\n\n图：按钮。")))
                == ["docs.figure.missingEvidence", "docs.figure.missingEvidence"])
        #expect(
            ids(corpus(FigureBlockTests.pages(english: Self.schematic, chinese: Self.schematic + "\n\n图：按钮。")))
                == ["docs.figure.missingCaption"])
    }

    @Test func bothLanguagesDrawTheSameKindOfFigure() {
        let layout = Self.schematic.replacingOccurrences(of: "swift schematic", with: "swift figure")
        let result = corpus(
            FigureBlockTests.pages(english: Self.schematic + "\n\nFigure: a button.", chinese: layout + "\n\n图：按钮。"))
        #expect(ids(result) == ["docs.parity.attributesDiffer"])
    }
}

extension Array {
    fileprivate static func * (element: Array, count: Int) -> Array {
        (0..<count).flatMap { _ in element }
    }
}
