import ControlSpecModel
import ControlSpecTestSupport
import Testing

@Suite struct GlossaryTests {
    static let table = """
        # Glossary

        ## Layout

        - frame — `frame` — not checked: only the table below is.

        ## Enforced terms / 统一用词

        | concept | preferred | rejected | allowed phrases |
        | --- | --- | --- | --- |
        | frame | `frame` | 框架 | |
        | what a getter gives back | 返回 | 报告 | 开发者报告、公开报告 |
        """

    static let glossary = Glossary(markdown: table, path: "Docs/glossary.md")

    /// The Chinese twin of `setTitleEnglish` with `line` as its discussion's first paragraph.
    static func chinesePage(discussion line: String) -> String {
        setTitleChinese.replacingOccurrences(of: "没有自己标题的状态使用普通状态的标题。", with: line)
    }

    static func rejected(inChinese page: String, english: String = setTitleEnglish) -> [Diagnostic] {
        let corpus = Corpus(
            files: TestDocs.files([
                ("en/UIButton/setTitle(__for_).md", english), ("zh-Hans/UIButton/setTitle(__for_).md", page),
            ]), registry: testRegistry, options: LintOptions(glossary: glossary))
        return corpus.diagnostics.filter { $0.id == "docs.glossary.rejectedTerm" }
    }

    @Test func readsTheTableUnderItsHeadingOnly() {
        #expect(Self.glossary.problems.isEmpty)
        #expect(
            Self.glossary.terms == [
                .init(concept: "frame", preferred: "`frame`", rejected: ["框架"]),
                .init(
                    concept: "what a getter gives back", preferred: "返回", rejected: ["报告"],
                    allowed: ["开发者报告", "公开报告"]),
            ])
    }

    @Test func aRejectedSpellingInChineseProseIsAWarningWithThePreferredTerm() throws {
        let page = Self.chinesePage(discussion: "按钮的框架由布局决定。")
        let found = Self.rejected(inChinese: page)
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.severity == .warning)
        let line = page.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("按钮的框架") }.map { $0 + 1 }
        #expect(
            diagnostic.location
                == SourceLocation(path: "Docs/zh-Hans/UIButton/setTitle(__for_).md", line: line ?? 0, column: 4))
        #expect(diagnostic.summary == "'框架' is not the glossary's term for frame")
        #expect(diagnostic.fix?.hasPrefix("write `frame`") == true)
    }

    @Test func codeLinksQuotationsAndAllowedPhrasesAreLeftAlone() {
        let page = Self.chinesePage(
            discussion: """
                代码 `let 框架 = 1` 与链接 [标题](https://example.com/框架) 不算；“框架”是引文，开发者报告过这一点。

                > 引用块里的框架也不算。
                """)
        #expect(Self.rejected(inChinese: page).isEmpty)
    }

    @Test func englishPagesAreNotChecked() {
        let english = setTitleEnglish.replacingOccurrences(
            of: "A state without a title uses the normal one.",
            with: "A state (框架) without a title uses the normal one.")
        #expect(Self.rejected(inChinese: setTitleChinese, english: english).isEmpty)
    }

    @Test func aMalformedRowIsAnErrorAtItsLine() throws {
        let glossary = Glossary(markdown: Self.table + "\n| bounds | `bounds` |", path: "Docs/glossary.md")
        let problem = try #require(glossary.problems.first)
        #expect(problem.id == "docs.glossary.malformedRow")
        #expect(problem.severity == .error)
        #expect(problem.location == SourceLocation(path: "Docs/glossary.md", line: 13, column: 1))
        let corpus = Corpus(
            files: TestDocs.files([("en/UIButton/setTitle(__for_).md", setTitleEnglish)]), registry: testRegistry,
            options: LintOptions(glossary: glossary))
        #expect(corpus.diagnostics.contains { $0.id == "docs.glossary.malformedRow" })
    }
}

@Suite struct GlossaryEntryTests {
    static let markdown = """
        # Glossary

        ## Layout

        - indicator — 指示器 (not 指示符, which reads as a sign) — the activity indicator.
        - block — 块 — an Objective-C block.
        - frame — `frame` (not 框架) — kept as code.
        - storyboard — storyboard (not 故事板) — kept in English.

        ## Enforced terms / 统一用词

        | concept | preferred | rejected | allowed phrases |
        | --- | --- | --- | --- |
        | frame | `frame` | frame | |
        """

    static let glossary = Glossary(markdown: markdown, path: "Docs/glossary.md")

    static func spellings(_ line: String) -> [String] {
        glossary.rejectedSpellings(in: line[...]).map(\.spelling)
    }

    @Test func everyListEntryWithAPreferredTermIsEnforced() {
        #expect(
            Self.glossary.terms == [
                .init(concept: "frame", preferred: "`frame`", rejected: ["frame", "框架"]),
                .init(concept: "indicator", preferred: "指示器", rejected: ["indicator", "指示符"]),
                .init(concept: "block", preferred: "块", rejected: ["block"]),
                .init(concept: "storyboard", preferred: "storyboard", rejected: ["故事板"]),
            ])
        #expect(Self.spellings("活动指示符会代替图像。") == ["指示符"])
        #expect(Self.spellings("这个属性是 Objective-C 的 block 类型。") == ["block"])
        #expect(Self.spellings("在故事板里放一个 storyboard 按钮。") == ["故事板"])
    }

    @Test func latinSpellingsAreMatchedAsWholeWordsInAnyCase() {
        #expect(Self.spellings("SwiftUI framework 里的按钮。").isEmpty)
        #expect(Self.spellings("按钮的 Frame 由布局决定，FRAME 也一样。") == ["frame", "frame"])
        #expect(Self.spellings("读取 UIView.frame 或 frame.size 都不算。").isEmpty)
        #expect(Self.spellings("代码 `frame` 与“frame”不算。").isEmpty)
    }

    @Test func anEnglishGlossAfterATermIsLeftAlone() {
        #expect(Self.spellings("活动指示器（activity indicator）会代替图像。").isEmpty)
        #expect(Self.spellings("活动 indicator 会代替图像。") == ["indicator"])
    }
}

/// How a line is scanned for spellings: where a match starts again after a partial one, how matches of several
/// terms are ordered, how case is folded and what an allowed phrase covers.
@Suite struct GlossaryMatchingTests {
    static let glossary = Glossary(terms: [
        .init(concept: "indicator", preferred: "指示器", rejected: ["指示符", "indicator"]),
        .init(concept: "view", preferred: "视图", rejected: ["view", "äpfel"], allowed: ["Debug View Hierarchy"]),
        .init(concept: "required initializer", preferred: "必需初始化方法", rejected: ["必需的（required）初始化方法"]),
    ])

    static func found(_ line: String) -> [String] {
        glossary.rejectedSpellings(in: line[...]).map { "\($0.column):\($0.spelling)" }
    }

    @Test func aMatchStartsAgainAfterAPartialOneAndMatchesDoNotOverlap() {
        #expect(Self.found("指示指示符，指示符指示符。") == ["3:指示符", "7:指示符", "10:指示符"])
    }

    @Test func findingsOfSeveralTermsAreInColumnOrder() {
        #expect(Self.found("view 与指示符，再一个 Indicator。") == ["1:view", "7:指示符", "15:indicator"])
    }

    @Test func caseIsFoldedBeyondASCIIAndCanonicallyEquivalentLettersMatch() {
        #expect(Self.found("ÄPFEL 与 Äpfel 都算。") == ["1:äpfel", "9:äpfel"])
        #expect(Self.found("A\u{308}PFEL 也算。") == ["1:äpfel"])
    }

    @Test func anAllowedPhraseCoversOnlyItsOwnWords() {
        #expect(Self.found("Debug View Hierarchy 里的 view。") == ["25:view"])
    }

    @Test func aWordBeforeAFinalDotIsAWordButNotBeforeAMember() {
        #expect(Self.found("看 view.") == ["3:view"])
        #expect(Self.found("看 view.frame 或 view_2。").isEmpty)
    }

    @Test func aChineseSpellingMayHoldAGloss() {
        #expect(Self.found("写必需的（required）初始化方法。") == ["2:必需的（required）初始化方法"])
    }
}
