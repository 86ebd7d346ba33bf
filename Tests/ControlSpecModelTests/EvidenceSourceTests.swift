import ControlSpecModel
import Testing

/// What each evidence label rests on: `documented` on Apple's material named in `source=`, `reported` on a named
/// public report, read from the case's citations (``Citation``).
@Suite struct EvidenceSourceTests {
    private static func ids(info: String, english: String? = nil, chinese: String? = nil) -> [String] {
        let pages = CaseNoteTests.pages(info: info, english: english, chinese: chinese)
        return corpus(pages).diagnostics.map(\.id)
    }

    private static let documented = "```swift case falls-back evidence=documented"
    private static let reported = "```swift case falls-back evidence=reported"

    @Test func citationsAreSortedByWhatTheyName() {
        let kinds = Citation.list(
            in: "UIButton.h UIKit/UIControl.h https://developer.apple.com/documentation/uikit/uibutton "
                + "developer.apple.com/documentation/uikit/uicontrol https://developer.apple.com/forums/thread/1 "
                + "e-com-net.com/article/1.htm http://commandshift.co.uk/blog cnblogs.com/premier/p/4986872.html "
                + "flowkey/UIKit-cross-platform/UIKitTests/Button/ButtonSizeToFitTests.swift "
                + "Sources/ReferenceControls/UIButton.swift Button.swift"
        ).map(\.kind)
        #expect(
            kinds == [
                .appleHeader, .appleHeader, .appleDocumentation, .appleDocumentation, .webPage, .webPage, .webPage,
                .webPage, .repositoryPath, .projectFile, .fileName,
            ])
        #expect(Citation.parse("UIButton.h (2009)").firstNonCitation == "(2009)")
        #expect(Citation.parse("UIButton reference").firstNonCitation == "UIButton")
        #expect(Citation.parse("https://a.example/b e-com-net.com/x.htm UIButton.h a/b").firstNonCitation == nil)
        #expect(
            Citation("developer.apple.com/documentation/uikit")?.webAddress
                == "https://developer.apple.com/documentation/uikit")
        #expect(Citation("UIButton.h")?.webAddress == nil)
    }

    @Test func aDocumentedCaseNeedsAHeaderOrAnAppleDocumentationPage() {
        let error = "docs.case.documentedWithoutAppleSource"
        #expect(Self.ids(info: Self.documented) == [error, error])
        #expect(Self.ids(info: Self.documented + " source=https://example.com/a") == [error, error])
        #expect(
            Self.ids(info: Self.documented + " source=https://developer.apple.com/forums/thread/1") == [error, error])
        #expect(Self.ids(info: Self.documented + " source=UIButton.h").isEmpty)
        #expect(
            Self.ids(info: Self.documented + " source=https://developer.apple.com/documentation/uikit/uibutton").isEmpty
        )
    }

    @Test func aReportedCaseNeedsANamedPublicReport() {
        let error = "docs.case.reportedWithoutReport"
        let note = (english: "Evidence: seen on a device.", chinese: "依据：在设备上看到。")
        #expect(Self.ids(info: Self.reported) == [error, error])
        // A header is Apple's word, not a report; a note names no report; our own code is not public evidence.
        #expect(Self.ids(info: Self.reported + " source=UIButton.h") == [error, error])
        #expect(Self.ids(info: Self.reported, english: note.english, chinese: note.chinese) == [error, error])
        #expect(Self.ids(info: Self.reported + " source=Sources/ReferenceControls/UIButton.swift") == [error, error])
        #expect(Self.ids(info: Self.reported + " source=\"UIButton.h https://stackoverflow.com/q/1\"").isEmpty)
        #expect(Self.ids(info: Self.reported + " source=flowkey/UIKit-cross-platform/UIKitTests/A.swift").isEmpty)
    }

    @Test func theDiagnosticNamesTheCaseAndTheFix() throws {
        let result = corpus(CaseNoteTests.pages(info: Self.documented, english: nil, chinese: nil))
        let english = try #require(result.diagnostics.first { $0.location?.path.contains("/en/") == true })
        #expect(english.severity == .error)
        #expect(english.summary.contains("'falls-back'"))
        #expect(english.fix?.contains("source=UIButton.h") == true)
        #expect(
            english.location?.line
                == setTitleEnglish.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.hasPrefix("```swift case") }.map { $0 + 1 })
    }
}
