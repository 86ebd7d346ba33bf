import ControlSpecModel
import Testing

/// A case's note: the paragraph after it that opens with `Evidence:` / `依据：`, and the checks on it and on
/// `source=`.
@Suite struct CaseNoteTests {
    static let fence = "```swift case falls-back evidence=documented source=UIButton.h"

    /// The test pages of `setTitle(_:for:)` with `info` as the case's info string and `after` right after
    /// the case in each language (nil: nothing).
    static func pages(info: String = fence, english: String?, chinese: String?) -> [(String, String)] {
        func page(_ text: String, after: String?) -> String {
            var text = text.replacingOccurrences(of: fence, with: info)
            if let after {
                text = text.replacingOccurrences(of: "```\n\n## ", with: "```\n\n\(after)\n\n## ")
            }
            return text
        }
        return [
            ("en/UIButton/setTitle(__for_).md", page(setTitleEnglish, after: english)),
            ("zh-Hans/UIButton/setTitle(__for_).md", page(setTitleChinese, after: chinese)),
        ]
    }

    static let inferred = "```swift case falls-back evidence=inferred"

    @Test func theParagraphAfterACaseThatOpensWithTheLabelIsItsNoteAndNotProse() throws {
        let files = Self.pages(english: "Evidence: our reading of `UIButton.h`.", chinese: "依据：我们对头文件的解读。")
        let result = corpus(files)
        let english = try #require(result.page(for: "UIButton.setTitle(_:for:)", language: .english))
        let chinese = try #require(result.page(for: "UIButton.setTitle(_:for:)", language: .chinese))
        #expect(english.cases.first?.note?.markdown == "our reading of `UIButton.h`.")
        #expect(chinese.cases.first?.note?.markdown == "我们对头文件的解读。")
        let noteLine = files[0].1.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("Evidence:") }.map { $0 + 1 }
        #expect(english.cases.first?.note?.location.line == noteLine)
        let discussion = try #require(english.section(.discussion))
        let prose = discussion.blocks.compactMap { block -> String? in
            if case .markdown(let text) = block { return text }
            return nil
        }
        #expect(!prose.joined().contains("Evidence:"))
        #expect(ids(result).isEmpty)
    }

    @Test func aParagraphWithoutTheLabelOrWithTheOtherLanguagesLabelStaysProse() throws {
        let result = corpus(Self.pages(english: "依据：not the English label.", chinese: "Evidence: 不是中文的标签。"))
        let english = try #require(result.page(for: "UIButton.setTitle(_:for:)", language: .english))
        #expect(english.cases.first?.note == nil)
        #expect(english.section(.discussion)?.blocks.count == 3)
    }

    @Test func anInferredCaseNeedsASourceOrANote() {
        let neither = corpus(Self.pages(info: Self.inferred, english: nil, chinese: nil))
        #expect(ids(neither) == ["docs.case.missingSource", "docs.case.missingSource"])
        let noteOnly = corpus(
            Self.pages(info: Self.inferred, english: "Evidence: our reading.", chinese: "依据：我们的解读。"))
        #expect(ids(noteOnly).isEmpty)
        let emptyNote = corpus(Self.pages(info: Self.inferred, english: "Evidence:", chinese: "依据：我们的解读。"))
        #expect(ids(emptyNote) == ["docs.case.missingSource"])
        let sourceOnly = corpus(
            Self.pages(info: Self.inferred + " source=\"https://example.com/a UIButton.h\"", english: nil, chinese: nil)
        )
        #expect(ids(sourceOnly).isEmpty)
    }

    @Test func aCaseThatUsesRawValueMustBeTaggedRawValueAndOnlySuchACase() {
        let untagged = Self.pages(english: nil, chinese: nil).map { path, text in
            (
                path,
                text.replacingOccurrences(
                    of: "button.setTitle(\"Play\", for: .normal)\n",
                    with: "button.setTitle(\"Play\", for: .normal)\n#expect(UIControl.State.normal.rawValue == 0)\n")
            )
        }
        #expect(ids(corpus(untagged)) == ["docs.case.rawValueTag", "docs.case.rawValueTag"])
        let tagged = untagged.map { path, text in
            (path, text.replacingOccurrences(of: Self.fence, with: Self.fence + " tags=raw-value"))
        }
        #expect(ids(corpus(tagged)).isEmpty)
        #expect(corpus(tagged).pages.allSatisfy { $0.cases.allSatisfy { $0.tags == ["raw-value"] } })
        let taggedWithout = corpus(Self.pages(info: Self.fence + " tags=raw-value", english: nil, chinese: nil))
        #expect(ids(taggedWithout) == ["docs.case.rawValueTag", "docs.case.rawValueTag"])
    }

    @Test func proseInTheSourceIsAWarningThatPointsAtTheNote() throws {
        let result = corpus(
            Self.pages(
                info: Self.inferred + " source=\"our reading of flowkey/UIKit-cross-platform\"", english: nil,
                chinese: nil))
        let warnings = result.diagnostics.filter { $0.id == "docs.case.proseInSource" }
        #expect(warnings.count == 2)
        let english = try #require(warnings.first { $0.location?.path.contains("/en/") == true })
        #expect(english.summary.hasPrefix("'our' in the source of case 'falls-back' is not a citation"))
        #expect(english.fix?.contains("'Evidence:'") == true)
        let chinese = try #require(warnings.first { $0.location?.path.contains("/zh-Hans/") == true })
        #expect(chinese.fix?.contains("'依据：'") == true)
    }

    @Test func citationsAreAddressesFileNamesAndPaths() {
        #expect(Citation.parse("https://a.example/b e-com-net.com/x.htm UIButton.h a/b").firstNonCitation == nil)
        #expect(Citation.parse("UIButton.h (2009)").firstNonCitation == "(2009)")
        #expect(Citation.parse("UIButton reference").firstNonCitation == "UIButton")
    }

    @Test func aChineseNoteInEnglishOrWithAnEnglishSentenceIsUntranslated() throws {
        let english = corpus(Self.pages(english: "Evidence: our reading.", chinese: "依据：our reading of the header."))
        let warning = try #require(english.diagnostics.first { $0.id == "docs.case.untranslatedNote" })
        #expect(warning.location?.path == "Docs/zh-Hans/UIButton/setTitle(__for_).md")
        let mixed = corpus(
            Self.pages(english: "Evidence: our reading.", chinese: "依据：我们认为 the title falls back to normal。"))
        #expect(
            mixed.diagnostics.first { $0.id == "docs.case.untranslatedNote" }?.summary
                == "the note of case 'falls-back' is not in Chinese: 'the title falls back to normal'")
        let chinese = corpus(
            Self.pages(
                english: "Evidence: our reading.",
                chinese: "依据：我们对 `UIButton.h` 的解读，见 [Debug View Hierarchy](https://example.com/a/b/c/d)。"))
        #expect(ids(chinese).isEmpty)
    }

    @Test func aNoteInOneLanguageOnlyIsAParityWarning() throws {
        let result = corpus(Self.pages(english: "Evidence: our reading.", chinese: nil))
        let warning = try #require(result.diagnostics.first { $0.id == "docs.parity.missingNote" })
        #expect(warning.severity == .warning)
        #expect(warning.location?.path == "Docs/zh-Hans/UIButton/setTitle(__for_).md")
        #expect(warning.fix?.contains("'依据：'") == true)
    }
}
