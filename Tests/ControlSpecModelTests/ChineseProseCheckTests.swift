import ControlSpecModel
import ControlSpecTestSupport
import Foundation
import Testing

@Suite struct ChineseProseCheckTests {
    static func found(_ text: String) -> [Diagnostic] {
        ChineseProseCheck.diagnostics(source: text, path: "Docs/FORMAT.zh-Hans.md", glossary: Glossary())
    }

    @Test func anEnglishSentenceInChineseProseIsAWarningAtItsColumn() throws {
        let found = Self.found("# 标题\n\n按钮会忽略它。The button ignores the touch here.\n")
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(diagnostic.id == "docs.prose.english")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location == SourceLocation(path: "Docs/FORMAT.zh-Hans.md", line: 3, column: 8))
        #expect(diagnostic.summary == "an English sentence in Chinese prose: 'The button ignores the touch here'")
    }

    @Test func halfWidthPunctuationAfterChineseIsAWarningWithTheFullWidthMark() {
        let found = Self.found("按钮会忽略它,然后继续;是吗?\n数值 1, 2 和 `a,b` 不算。\n")
        #expect(found.map(\.id) == Array(repeating: "docs.prose.halfWidthPunctuation", count: 3))
        #expect(found.map { $0.location?.column } == [7, 12, 15])
        #expect(found.first?.fix == "write the full-width '，'")
    }

    @Test func codeQuotationsLinksNamesAndGlossesAreLeftAlone() {
        let text = """
            代码 `let title = "Play from the beginning"` 不算，“Human Interface Guidelines for buttons” 也不算。
            链接 [标题](https://example.com/a,b) 不算；Debug View Hierarchy 是名称；主要（primary action of a button）是注释。

            ```swift
            // This comment is code, and it is left alone.
            ```

            > A quoted English sentence stays as it is.

            <!-- an HTML comment, written by the tool, in English -->
            """
        #expect(Self.found(text).isEmpty)
    }
}

@Suite struct ChineseProseOptionTests {
    static func corpus(checksChineseProse: Bool) -> Corpus {
        var options = LintOptions()
        options.checksChineseProse = checksChineseProse
        let chinese = setTitleChinese.replacingOccurrences(
            of: "## 讨论\n", with: "## 讨论\n\n按钮会忽略它。The button ignores the touch here.\n")
        return Corpus(
            files: TestDocs.files([
                (path: "en/UIButton/setTitle(__for_).md", text: setTitleEnglish),
                (path: "zh-Hans/UIButton/setTitle(__for_).md", text: chinese),
            ]), registry: testRegistry, options: options)
    }

    @Test func aCommandThatOnlyRendersSkipsTheChineseProseCheckAndKeepsEveryOtherCheck() {
        let checked = Self.corpus(checksChineseProse: true).diagnostics
        let rendered = Self.corpus(checksChineseProse: false).diagnostics
        #expect(checked.contains { $0.id == "docs.prose.english" })
        #expect(!rendered.contains { $0.id.hasPrefix("docs.prose.") || $0.id.hasPrefix("docs.glossary.") })
        #expect(rendered == checked.filter { !$0.id.hasPrefix("docs.prose.") && !$0.id.hasPrefix("docs.glossary.") })
        #expect(checked.allSatisfy { !$0.id.hasPrefix("docs.prose.") || $0.severity == .warning })
    }

    @Test func aProseCheckCacheMadeWithoutTheChineseProseCheckIsNotUsedForAFullCheck() {
        var options = LintOptions()
        let full = ProseCheckCache.fingerprint(tool: "t", registry: testRegistry, options: options)
        options.checksChineseProse = false
        #expect(ProseCheckCache.fingerprint(tool: "t", registry: testRegistry, options: options) != full)
    }
}
