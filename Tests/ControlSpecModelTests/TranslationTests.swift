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
