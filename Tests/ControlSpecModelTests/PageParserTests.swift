import ControlSpecModel
import Testing

@Suite struct PageParserTests {
    @Test func readsSymbolSummarySectionsParametersCasesAndLinks() throws {
        let result = PageParser().parse(source: setTitleEnglish, path: "Docs/en/x.md", language: .english)
        let page = result.page
        #expect(result.diagnostics.isEmpty)
        #expect(page.symbolID == "UIButton.setTitle(_:for:)")
        #expect(page.summary == "Sets the title for a state.")
        #expect(page.sections.map(\.kind) == [.summary, .parameters, .discussion, .seeAlso])
        #expect(page.parameters.map(\.name) == ["title", "state"])
        #expect(page.parameters.first?.markdown == "The title.")
        let item = try #require(page.cases.first)
        #expect(item.id == "falls-back")
        #expect(item.evidence == .documented)
        #expect(item.memberID == "UIButton.setTitle(_:for:)")
        #expect(item.block.location.line == 13)
        #expect(item.block.firstCodeLine == 14)
        #expect(item.block.code.hasPrefix("let button = UIButton(type: .custom)\n"))
        #expect(page.links.map(\.target) == ["UIButton.title(for:)"])
    }

    @Test func chineseParameterItemsWithFullWidthColonsAreRead() {
        let page = PageParser().parse(source: setTitleChinese, path: "p", language: .chinese).page
        #expect(page.sections.map(\.kind) == [.summary, .parameters, .discussion, .seeAlso])
        #expect(page.parameters.map(\.markdown) == ["标题。", "状态。"])
    }

    @Test func casesUnderAConstantHeadingBelongToThatConstant() {
        let source = """
            # `UIControl.Event`

            Events.

            ## Constants

            ### `valueChanged`

            Sent when the value changes.

            ```swift case value-changed-raw evidence=documented
            #expect(UIControl.Event.valueChanged.rawValue == 4096)
            ```
            """
        let page = PageParser().parse(source: source, path: "p", language: .english).page
        #expect(page.constants.map(\.symbolID) == ["UIControl.Event.valueChanged"])
        #expect(page.cases.map(\.memberID) == ["UIControl.Event.valueChanged"])
    }

    @Test(arguments: [
        ("```swift case\n#expect(true)\n```", "docs.case.missingID"),
        ("```swift case Bad_ID evidence=documented\n#expect(true)\n```", "docs.case.invalidID"),
        ("```swift case ok evidence=documented oops\n#expect(true)\n```", "docs.case.malformedInfo"),
        ("```swift case ok evidense=documented\n#expect(true)\n```", "docs.case.unknownAttribute"),
        ("```swift case ok evidence=rumour\n#expect(true)\n```", "docs.case.invalidEvidence"),
        ("```swift case ok\n#expect(true)\n```", "docs.case.missingEvidence"),
        ("```swift case ok evidence=reported\n#expect(true)\n```", "docs.case.reportedWithoutReport"),
        ("```swift case ok evidence=inferred\n#expect(true)\n```", "docs.case.missingSource"),
        ("```swift case ok evidence=inferred source=\"unterminated\n#expect(true)\n```", "docs.case.malformedInfo"),
    ])
    func malformedInfoStringsAreDiagnosed(block: String, expectedID: String) {
        let source = "# `UIControl.isEnabled`\n\nSummary.\n\n" + block + "\n"
        let diagnostics = PageParser().parse(source: source, path: "p.md", language: .english).diagnostics
        #expect(diagnostics.map(\.id).contains(expectedID), "\(diagnostics.map(\.lineDescription))")
        #expect(diagnostics.allSatisfy { $0.location?.line == 5 })
    }

    @Test func unknownAttributeSuggestsTheClosestName() throws {
        let source = "# `UIControl.isEnabled`\n\nS.\n\n```swift case ok evidense=documented\n```\n"
        let diagnostic = try #require(
            PageParser().parse(source: source, path: "p.md", language: .english).diagnostics.first)
        #expect(diagnostic.summary.contains("did you mean 'evidence'?"))
        #expect(diagnostic.location?.column == 18)
    }

    @Test func duplicateCaseIDsPointAtTheFirstUse() throws {
        let source = """
            # `UIControl.isEnabled`

            S.

            ```swift case same evidence=documented
            ```

            ```swift case same evidence=documented
            ```
            """
        let diagnostics = PageParser().parse(source: source, path: "p.md", language: .english).diagnostics
        let duplicate = try #require(diagnostics.first { $0.id == "docs.case.duplicateID" })
        #expect(duplicate.location?.line == 8)
        #expect(duplicate.notes.first?.location?.line == 5)
    }

    @Test func aMegabyteCaseIDIsQuotedCutInItsDiagnostics() throws {
        let id = String(repeating: "x", count: 1_000_000)
        let source =
            "# T\n\nS.\n\n```swift case \(id) evidence=documented\n```\n\n```swift case \(id) evidence=documented\n```\n"
        let diagnostics = PageParser().parse(source: source, path: "p.md", language: .english).diagnostics
        let duplicate = try #require(diagnostics.first { $0.id == "docs.case.duplicateID" })
        #expect(duplicate.lineDescription.utf8.count < 20_000, "\(duplicate.lineDescription.utf8.count) bytes")
        #expect(duplicate.summary.contains("[cut at 4096 of "))
    }

    @Test func aPageWithoutTitleIsDiagnosedAndStillParsed() {
        let result = PageParser().parse(
            source: "Just text.\n\n## Discussion\n\nMore.\n", path: "p.md", language: .english)
        #expect(result.diagnostics.map(\.id) == ["docs.page.missingTitle"])
        #expect(result.page.sections.map(\.kind) == [.summary, .discussion])
    }

    @Test func unknownSectionHeadingIsAWarningNamingTheAcceptedOnes() throws {
        let source = "# `UIControl.isEnabled`\n\nS.\n\n## Remarks\n\nx\n"
        let diagnostic = try #require(
            PageParser().parse(source: source, path: "p.md", language: .english).diagnostics.first)
        #expect(diagnostic.id == "docs.page.unknownSection")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.fix?.contains("Discussion") == true)
    }

    @Test func plainSwiftBlocksAreExamplesAndOtherLanguagesAreProse() {
        let source = "# `UIControl.isEnabled`\n\nS.\n\n```swift\nlet x = 1\n```\n\n```objc\n[x y];\n```\n"
        let page = PageParser().parse(source: source, path: "p.md", language: .english).page
        #expect(page.examples.count == 1)
        #expect(page.cases.isEmpty)
    }
}

@Suite struct PageParserTrimmingTests {
    @Test func tagsAreSplitOnCommasAndTrimmedOfEveryKindOfSpace() {
        let source = """
            # `UIControl.isEnabled`

            Summary.

            ```swift case a evidence=documented tags="one, two ,,\u{3000}three\u{3000},"
            let c = UIControl(frame: .zero)
            ```
            """
        let page = PageParser().parse(source: source, path: "p", language: .english).page
        #expect(page.cases.first?.tags == ["one", "two", "three"])
    }

    @Test func theSummaryLosesIdeographicSpacesAtItsEndsButKeepsThemInside() {
        let source = "# `UIControl.isEnabled`\n\n\u{3000}是否\u{3000}可用。\u{3000}\n"
        let page = PageParser().parse(source: source, path: "p", language: .chinese).page
        #expect(page.summary == "是否\u{3000}可用。")
    }

    @Test func aTitleWithOnlySpacesBesideItsCodeIsWellFormed() {
        let page = PageParser().parse(
            source: "# `UIControl.isEnabled`\u{3000}\n\nText.\n", path: "p", language: .english)
        #expect(page.page.symbolID == "UIControl.isEnabled")
        #expect(page.diagnostics.isEmpty)
        let extra = PageParser().parse(source: "# `UIControl.isEnabled` x\n\nText.\n", path: "p", language: .english)
        #expect(extra.page.symbolID == nil)
        #expect(extra.diagnostics.map(\.id) == ["docs.page.malformedTitle"])
    }
}

@Suite struct PageParserMemoryTests {
    /// A corpus of tens of thousands of pages keeps every section's list: each must be made at its size,
    /// not share the room of a longer section's.
    @Test func aShortSectionAfterALongOneHoldsNoRoomToSpare() {
        var source = "# `UIControl.isEnabled`\n\nSummary.\n\n## Discussion\n\n"
        for index in 0..<20 {
            source += "Paragraph \(index).\n\n```swift\nlet x\(index) = 1\n```\n\n"
        }
        source += "## See Also\n\nOne paragraph.\n"
        let page = PageParser().parse(source: source, path: "p", language: .english).page
        #expect(page.sections.map(\.kind) == [.summary, .discussion, .seeAlso])
        #expect(page.sections[1].blocks.count == 40)
        #expect(page.sections[2].blocks.count == 1)
        #expect(page.sections[2].blocks.capacity < 8)
    }
}

/// A `swift case` (or example) block that CommonMark puts inside a list item or a block quote is reported at its
/// line, never dropped without a word.
@Suite struct NestedCodeBlockTests {
    static let page = """
        # `UIControl.isEnabled`

        Whether the control responds.

        ## Discussion

        - A list item with a case:

          ```swift case in-a-list evidence=documented
          let control = UIControl(frame: .zero)
          #expect(control.isEnabled)
          ```

        > ```swift case in-a-quote evidence=documented
        > #expect(true)
        > ```

        > - ```swift
        >   let control = UIControl(frame: .zero)
        >   ```

        - ```text
          not Swift: left alone
          ```

        ```swift case on-the-page evidence=documented
        #expect(true)
        ```
        """

    @Test func aCaseInAListItemOrBlockQuoteIsAnErrorAtItsLine() throws {
        let result = PageParser().parse(source: Self.page, path: "Docs/en/x.md", language: .english)
        let nested = result.diagnostics.filter { $0.id.hasSuffix(".nested") }
        #expect(nested.map(\.id) == ["docs.case.nested", "docs.case.nested", "docs.example.nested"])
        #expect(nested.map { $0.location?.line } == [9, 14, 18])
        #expect(nested.allSatisfy { $0.severity == .error && $0.fix?.contains("first column") == true })
        #expect(result.page.cases.map(\.id) == ["on-the-page"])
    }
}
