import ControlSpecModel
import Testing

@Suite struct TranslationTests {
    static let englishPath = "en/UIButton/setTitle(__for_).md"
    static let chinesePath = "zh-Hans/UIButton/setTitle(__for_).md"
    static let symbol = "UIButton.setTitle(_:for:)"

    /// The Chinese page with a record of `english` as reviewed.
    static func chinese(reviewing english: String) throws -> String {
        let sections = try #require(
            corpus([(englishPath, english)]).page(for: symbol, language: .english)?.translatableSections)
        return TranslationRecord(reviewed: "2026-12-07", sections: sections).replacing(in: setTitleChinese)
    }

    static func outdated(_ corpus: Corpus) -> [Diagnostic] {
        corpus.diagnostics.filter { $0.id == "docs.translation.outdated" }
    }

    @Test func aReviewedTranslationIsUpToDateAndItsRecordIsNotRawHTML() throws {
        let reviewed = corpus([
            (Self.englishPath, setTitleEnglish), (Self.chinesePath, try Self.chinese(reviewing: setTitleEnglish)),
        ])
        #expect(reviewed.diagnostics.isEmpty, "\(reviewed.diagnostics)")
        #expect(reviewed.translationStatus(of: Self.symbol) == .upToDate(reviewed: "2026-12-07"))
        let unrecorded = corpus([(Self.englishPath, setTitleEnglish), (Self.chinesePath, setTitleChinese)])
        #expect(unrecorded.translationStatus(of: Self.symbol) == .unrecorded)
        #expect(corpus([(Self.englishPath, setTitleEnglish)]).translationStatus(of: Self.symbol) == .missing)
    }

    @Test func aChinesePageWithoutARecordIsWarnedWithTheCommandThatWritesOne() throws {
        // The article pair records its review, so the folder tracks translations; the setTitle pair does not.
        let unrecorded = corpus([
            (Self.englishPath, setTitleEnglish), (Self.chinesePath, setTitleChinese),
            (Self.articleEnglishPath, Self.articleEnglish),
            (Self.articleChinesePath, try Self.chineseArticle(reviewing: Self.articleEnglish)),
        ])
        let warnings = unrecorded.diagnostics.filter { $0.id == "docs.translation.unrecorded" }
        let warning = try #require(warnings.first)
        #expect(warnings.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.location?.path.hasSuffix(Self.chinesePath) == true)
        #expect(warning.location?.line == 1)
        #expect(warning.fix?.contains("controlspec translations --mark-reviewed ") == true)
        #expect(warning.fix?.contains(Self.chinesePath) == true)
        // A page with a record says nothing about it, and neither does a folder that records no review at all.
        let recorded = corpus([
            (Self.englishPath, setTitleEnglish), (Self.chinesePath, try Self.chinese(reviewing: setTitleEnglish)),
            (Self.articleEnglishPath, Self.articleEnglish),
            (Self.articleChinesePath, try Self.chineseArticle(reviewing: Self.articleEnglish)),
        ])
        #expect(recorded.diagnostics.isEmpty, "\(recorded.diagnostics)")
        let untracked = corpus([(Self.englishPath, setTitleEnglish), (Self.chinesePath, setTitleChinese)])
        #expect(untracked.diagnostics.isEmpty, "\(untracked.diagnostics)")
    }

    static let articleEnglishPath = "en/Articles/styles.md"
    static let articleChinesePath = "zh-Hans/Articles/styles.md"
    static let articleEnglish = """
        # Styles

        Buttons come in styles.

        ## Choosing

        Pick the one that fits.
        """
    static let articleChinese = """
        # 样式

        按钮有多种样式。

        ## 如何选择

        选择合适的那一种。
        """

    /// The Chinese article with a record of `english` as reviewed.
    static func chineseArticle(reviewing english: String) throws -> String {
        let sections = try #require(
            corpus([(articleEnglishPath, english)]).page(for: "Articles/styles", language: .english)?
                .translatableSections)
        return TranslationRecord(reviewed: "2026-12-07", sections: sections).replacing(in: articleChinese)
    }

    @Test func anEnglishProseEditMakesTheTwinOutdatedNamingTheSection() throws {
        let chinese = try Self.chinese(reviewing: setTitleEnglish)
        let edited = setTitleEnglish.replacingOccurrences(
            of: "A state without a title uses the normal one.", with: "A state without a title shows the normal one.")
        let changed = corpus([(Self.englishPath, edited), (Self.chinesePath, chinese)])
        let warning = try #require(Self.outdated(changed).first)
        #expect(Self.outdated(changed).count == 1)
        #expect(warning.severity == .warning)
        #expect(
            warning.summary
                == "the English page changed since this translation was reviewed on 2026-12-07, in 'Discussion'")
        let recordLine = chinese.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("<!-- controlspec translation") }.map { $0 + 1 }
        #expect(warning.location?.line == recordLine)
        #expect(warning.fix?.contains("controlspec translations --mark-reviewed") == true)
        #expect(
            changed.translationStatus(of: Self.symbol) == .outdated(reviewed: "2026-12-07", sections: ["Discussion"]))

        // Marking the page reviewed against the edited English page clears it.
        let marked = corpus([(Self.englishPath, edited), (Self.chinesePath, try Self.chinese(reviewing: edited))])
        #expect(Self.outdated(marked).isEmpty)
        #expect(marked.diagnostics.isEmpty)
    }

    @Test func rewrappingProseChangesNothingAndACodeChangeStaysAParityError() throws {
        let chinese = try Self.chinese(reviewing: setTitleEnglish)
        let rewrapped = setTitleEnglish.replacingOccurrences(
            of: "A state without a title uses the normal one.", with: "A state without a title\n  uses the normal one.")
        #expect(corpus([(Self.englishPath, rewrapped), (Self.chinesePath, chinese)]).diagnostics.isEmpty)
        let recoded = setTitleEnglish.replacingOccurrences(of: "\"Play\")", with: "\"Stop\")")
        let changed = corpus([(Self.englishPath, recoded), (Self.chinesePath, chinese)])
        #expect(Self.outdated(changed).isEmpty)
        #expect(changed.diagnostics.contains { $0.id == "docs.parity.codeDiffers" && $0.severity == .error })
    }

    @Test func aRecordAddedAgainReplacesTheOldOneAndAMalformedOneIsAnError() throws {
        let once = try Self.chinese(reviewing: setTitleEnglish)
        let again = TranslationRecord(
            reviewed: "2026-12-08", sections: [.init(name: "summary", hash: "0123456789abcdef")]
        )
        .replacing(in: once)
        #expect(again.components(separatedBy: "<!-- controlspec translation").count == 2)
        #expect(again.contains("reviewed 2026-12-08\n0123456789abcdef summary\n-->"))
        let broken = setTitleChinese + "\n\n<!-- controlspec translation of en, reviewed 2026-12-07\nnot a hash\n-->\n"
        let problem = try #require(
            corpus([(Self.englishPath, setTitleEnglish), (Self.chinesePath, broken)]).diagnostics.first {
                $0.id == "docs.translation.malformedRecord"
            })
        #expect(problem.severity == .error)
        #expect(
            problem.location?.line == setTitleChinese.split(separator: "\n", omittingEmptySubsequences: false).count + 2
        )
    }
}
