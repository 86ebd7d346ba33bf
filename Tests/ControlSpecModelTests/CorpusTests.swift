import ControlSpecModel
import Foundation
import Testing

@Suite struct CorpusTests {
    @Test func aMatchingPairOfPagesHasNoDiagnostics() {
        let result = corpus([
            ("en/UIButton/setTitle(__for_).md", setTitleEnglish),
            ("zh-Hans/UIButton/setTitle(__for_).md", setTitleChinese),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.lineDescription))")
        #expect(result.page(for: "UIButton.setTitle(_:for:)", language: .chinese) != nil)
    }

    @Test func aPageForAnUnknownSymbolSuggestsTheClosestOne() throws {
        let text = setTitleEnglish.replacingOccurrences(
            of: "# `UIButton.setTitle(_:for:)`", with: "# `UIButton.setTitel(_:for:)`")
        let result = corpus([("en/UIButton/setTitel(__for_).md", text)])
        let diagnostic = try #require(result.diagnostics.first { $0.id == "docs.page.unknownSymbol" })
        #expect(diagnostic.summary.contains("did you mean 'UIButton.setTitle(_:for:)'?"))
        #expect(diagnostic.location?.path == "Docs/en/UIButton/setTitel(__for_).md")
    }

    @Test func aPageAtTheWrongPathIsReported() {
        let result = corpus([("en/UIButton/setTitle.md", setTitleEnglish)])
        #expect(ids(result).contains("docs.page.pathMismatch"))
    }

    @Test func typesAndClassesLiveInFoldersSoCaseInsensitiveFileSystemsDoNotCollide() {
        #expect(PagePath.relativePath(forSymbol: "UIControl.State", kind: .type) == "UIControl/State/index")
        #expect(PagePath.relativePath(forSymbol: "UIControl.state", kind: .property) == "UIControl/state")
        #expect(PagePath.relativePath(forSymbol: "UIButton", kind: .class) == "UIButton/index")
        #expect(
            PagePath.relativePath(forSymbol: "UIButton.setTitle(_:for:)", kind: .method) == "UIButton/setTitle(__for_)")
        let eventPage = "# `UIControl.Event`\n\nEvents.\n\n## Constants\n\n### `valueChanged`\n\n### `touchDown`\n"
        #expect(!ids(corpus([("en/UIControl/Event/index.md", eventPage)])).contains("docs.page.pathMismatch"))
        #expect(ids(corpus([("en/UIControl/Event.md", eventPage)])).contains("docs.page.pathMismatch"))
    }

    @Test func missingParametersAndReturnValueSectionsAreErrors() {
        let page = "# `UIButton.title(for:)`\n\nReturns the title.\n"
        let result = corpus([("en/UIButton/title(for_).md", page)])
        #expect(ids(result).filter { $0 == "docs.page.missingSection" }.count == 2)
    }

    @Test func anArrowInsideAClosureParameterIsNotAReturnValue() {
        #expect(!Declaration.returnsValue("func enumerateEventHandlers(_ iterator: (UIAction?, Any?) -> Void)"))
        #expect(Declaration.returnsValue("func title(for state: UIControl.State) -> String?"))
        #expect(!Declaration.returnsValue("var pointerStyleProvider: UIButton.PointerStyleProvider? { get set }"))
    }

    @Test func aParameterNotInTheDeclarationIsReported() {
        let text = setTitleEnglish.replacingOccurrences(of: "- `state`: The state.", with: "- `forState`: The state.")
        let result = corpus([("en/UIButton/setTitle(__for_).md", text)])
        #expect(ids(result).contains("docs.page.unknownParameter"))
        #expect(ids(result).contains("docs.page.missingParameter"))
    }

    @Test func caseInOneLanguageOnlyIsAParityError() {
        let chinese = setTitleChinese.replacingOccurrences(of: "swift case falls-back", with: "swift case other-id")
        let result = corpus([
            ("en/UIButton/setTitle(__for_).md", setTitleEnglish), ("zh-Hans/UIButton/setTitle(__for_).md", chinese),
        ])
        #expect(ids(result).filter { $0 == "docs.parity.missingCase" }.count == 2)
    }

    @Test func differingCaseCodePointsAtTheLineAndTheEnglishTwin() throws {
        let chinese = setTitleChinese.replacingOccurrences(
            of: "button.setTitle(\"Play\", for: .normal)", with: "button.setTitle(\"播放\", for: .normal)")
        let result = corpus([
            ("en/UIButton/setTitle(__for_).md", setTitleEnglish), ("zh-Hans/UIButton/setTitle(__for_).md", chinese),
        ])
        let diagnostic = try #require(result.diagnostics.first { $0.id == "docs.parity.codeDiffers" })
        #expect(
            diagnostic.location
                == SourceLocation(path: "Docs/zh-Hans/UIButton/setTitle(__for_).md", line: 15, column: 1))
        #expect(
            diagnostic.notes.first?.location
                == SourceLocation(path: "Docs/en/UIButton/setTitle(__for_).md", line: 15, column: 1))
    }

    @Test func aMissingTranslationIsAWarningAndAnErrorWhenCompletenessIsRequired() throws {
        let lenient = corpus([("en/UIButton/setTitle(__for_).md", setTitleEnglish)])
        #expect(lenient.diagnostics.first { $0.id == "docs.parity.missingTranslation" }?.severity == .warning)
        let strict = corpus([("en/UIButton/setTitle(__for_).md", setTitleEnglish)], requireComplete: true)
        #expect(strict.diagnostics.first { $0.id == "docs.parity.missingTranslation" }?.severity == .error)
    }

    @Test func requireCompleteReportsMembersWithoutPagesUpToIOS14Only() {
        let result = corpus([], requireComplete: true)
        let missing = result.diagnostics.filter { $0.id == "docs.coverage.missingPage" }.map(\.summary)
        #expect(missing.contains("'UIControl.isEnabled' has no en page"))
        #expect(!missing.contains { $0.contains("UIControl.menu") })
        #expect(!missing.contains { $0.contains("valueChanged") })
    }

    @Test func unresolvedDocLinksAreErrorsWithSuggestions() throws {
        let text = setTitleEnglish.replacingOccurrences(
            of: "doc:UIButton.title(for:)", with: "doc:UIButton.titel(for:)")
        let result = corpus([("en/UIButton/setTitle(__for_).md", text)])
        let diagnostic = try #require(result.diagnostics.first { $0.id == "docs.link.unresolved" })
        #expect(diagnostic.summary.contains("did you mean 'UIButton.title(for:)'?"))
        #expect(diagnostic.location?.line == 20)
    }

    @Test(arguments: [
        ("`UIControlEventTouchChanged`", "UIControlEventValueChanged"),
        ("the UIControlEventTouchChanged event", "UIControlEventValueChanged"),
        ("`UIControl.Event.touchChanged`", "UIControl.Event.valueChanged"),
    ])
    func symbolLikeNamesThatDoNotExistAreWarningsWithSuggestions(prose: String, suggestion: String) throws {
        let text = setTitleEnglish.replacingOccurrences(
            of: "A state without a title uses the normal one.", with: "See \(prose).")
        let result = corpus([("en/UIButton/setTitle(__for_).md", text)])
        let diagnostic = try #require(result.diagnostics.first { $0.id == "docs.symbol.unknown" })
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.summary.contains(suggestion), "\(diagnostic.summary)")
        #expect(diagnostic.location?.line == 11)
    }

    @Test func aKnownMisconceptionIsNamedWithItsRealNameUnlessTheParagraphCorrectsIt() throws {
        let misconceptions = [
            Misconception(
                wrong: "UIControlEventTouchChanged", correct: "UIControlEventValueChanged", note: "seed error")
        ]
        func lint(_ prose: String) -> [Diagnostic] {
            let text = setTitleEnglish.replacingOccurrences(
                of: "A state without a title uses the normal one.", with: prose)
            return Corpus(
                files: [SourceFile(path: "en/UIButton/setTitle(__for_).md", bytes: Array(text.utf8))],
                registry: testRegistry, options: LintOptions(misconceptions: misconceptions)
            ).diagnostics.filter { $0.id.hasPrefix("docs.symbol.") }
        }
        let repeated = try #require(lint("Observe `UIControlEventTouchChanged`.").first)
        #expect(repeated.id == "docs.symbol.misconception")
        #expect(repeated.summary.contains("the real name is 'UIControlEventValueChanged'"))
        let corrected = lint(
            "Some articles write `UIControlEventTouchChanged`; the real name is `UIControlEventValueChanged`.")
        #expect(corrected.isEmpty, "\(corrected.map(\.lineDescription))")
    }

    @Test func realNamesInCodeAndProseAreNotReported() {
        let text = setTitleEnglish.replacingOccurrences(
            of: "A state without a title uses the normal one.",
            with:
                "Send `UIControlEventValueChanged` via `setTitle:forState:`, `UIControl.Event.valueChanged.rawValue`, "
                + "`enabled`, `UIView.frame`, `UIButton.h`, `UIButton.Configuration.contentInsets`, "
                + "UIButtonPointerStyleProvider."
        )
        let result = corpus([("en/UIButton/setTitle(__for_).md", text)])
        #expect(!ids(result).contains("docs.symbol.unknown"), "\(result.diagnostics.map(\.lineDescription))")
    }

    @Test func aChineseMentionReportsItsCharacterColumn() throws {
        let text = setTitleChinese.replacingOccurrences(
            of: "没有自己标题的状态使用普通状态的标题。", with: "值改变时发送 `UIControlEventTouchChanged` 事件。")
        let result = corpus([("zh-Hans/UIButton/setTitle(__for_).md", text)])
        let diagnostic = try #require(result.diagnostics.first { $0.id == "docs.symbol.unknown" })
        // "值改变时发送 `" is 8 characters (20 bytes); the name itself starts at character 9.
        #expect(diagnostic.location?.column == 9)
    }

    @Test func aNestingErrorPointsAtTheBlockThatCrossesTheLimit() throws {
        let deep = "# `UIControl.isEnabled`\n\nS.\n\nMore.\n\n" + String(repeating: "> ", count: 300) + "x\n"
        let result = corpus([("en/UIControl/isEnabled.md", deep)])
        let diagnostic = try #require(result.diagnostics.first { $0.id == "docs.file.tooDeep" })
        #expect(diagnostic.location?.line == 7)
        // Block quote k of the line starts at column 2k - 1: the one past the limit is far along it.
        let column = try #require(diagnostic.location?.column)
        #expect(column > 300 && column % 2 == 1, "\(column)")
    }

    @Test func rawHTMLAndLinksTheSiteDropsAreWarnings() throws {
        let page = """
            # `UIControl.isEnabled`

            S.

            Plain <b>bold</b> text, and [a script](javascript:alert(1)).

            <div>a block</div>

            [Safe](https://example.com) and [an image](data:image/png;base64,AAAA).
            """
        let result = corpus([("en/UIControl/isEnabled.md", page)])
        let html = try #require(result.diagnostics.first { $0.id == "docs.markdown.rawHTML" })
        #expect(html.severity == .warning)
        #expect(html.location?.line == 5 && html.location?.column == 7, "\(html.lineDescription)")
        #expect(html.summary.contains("3 places"), "\(html.summary)")
        #expect(html.fix?.contains("Markdown") == true)
        let links = result.diagnostics.filter { $0.id == "docs.link.unsafe" }
        #expect(links.count == 1, "\(links.map(\.lineDescription))")
        #expect(links.first?.location?.line == 5)
        #expect(links.first?.severity == .warning)
        #expect(links.first?.fix != nil)
    }

    @Test func badFilesAreDiagnosedAndTheRestOfTheCorpusIsStillChecked() {
        let files = [
            SourceFile(path: "en/UIButton/empty.md", bytes: []),
            SourceFile(path: "en/UIButton/bad.md", bytes: [0x23, 0x20, 0xFF, 0xFE, 0x0A]),
            SourceFile(
                path: "en/UIButton/huge.md", bytes: [UInt8](repeating: 0x61, count: Corpus.maximumPageBytes + 1)),
            SourceFile(path: "fr/UIButton/x.md", bytes: Array("# `UIButton`\n".utf8)),
            SourceFile(
                path: "en/UIButton/deep.md",
                bytes: Array(("# `UIControl.isEnabled`\n\nS.\n\n" + String(repeating: "- ", count: 3000) + "x\n").utf8)),
            SourceFile(path: "en/UIButton/setTitle(__for_).md", bytes: Array(setTitleEnglish.utf8)),
        ]
        let result = Corpus(files: files, registry: testRegistry)
        let found = Set(result.diagnostics.map(\.id))
        #expect(
            found.isSuperset(of: [
                "docs.file.empty", "docs.file.invalidUTF8", "docs.file.tooLarge", "docs.file.unknownLanguage",
                "docs.file.tooDeep",
            ]))
        #expect(result.page(for: "UIButton.setTitle(_:for:)", language: .english)?.cases.count == 1)
    }

    @Test func coverageCountsPagesConstantsAndCasesPerMember() throws {
        let eventPage = """
            # `UIControl.Event`

            Events.

            ## Constants

            ### `valueChanged`

            ```swift case raw evidence=documented source=UIButton.h
            #expect(UIControl.Event.valueChanged.rawValue == 4096)
            ```

            ### `touchDown`

            Down.
            """
        let result = corpus([
            ("en/UIControl/Event/index.md", eventPage), ("en/UIButton/setTitle(__for_).md", setTitleEnglish),
            ("zh-Hans/UIButton/setTitle(__for_).md", setTitleChinese),
        ])
        let coverage = Coverage(corpus: result)
        let byID = Dictionary(uniqueKeysWithValues: coverage.entries.map { ($0.id, $0) })
        #expect(byID["UIControl.Event.valueChanged"]?.english == true)
        #expect(byID["UIControl.Event.valueChanged"]?.cases == 1)
        #expect(byID["UIControl.Event.touchDown"]?.cases == 0)
        #expect(byID["UIButton.setTitle(_:for:)"]?.chinese == true)
        #expect(byID["UIControl.isEnabled"]?.english == false)
        #expect(coverage.totals.members == testRegistry.members.count)
        #expect(coverage.totals.both == 1)
        #expect(coverage.totals.cases == 2)
    }
}
