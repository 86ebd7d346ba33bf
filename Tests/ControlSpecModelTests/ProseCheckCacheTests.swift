import ControlSpecModel
import ControlSpecTestSupport
import Foundation
import Testing

@Suite struct ProseCheckCacheTests {
    static let files = TestDocs.files([
        ("en/UIButton/setTitle(__for_).md", setTitleEnglish),
        ("zh-Hans/UIButton/setTitle(__for_).md", GlossaryTests.chinesePage(discussion: "按钮的框架不变。")),
    ])

    static func options(_ glossary: Glossary, cache: ProseCheckCache?) -> LintOptions {
        var options = LintOptions(glossary: glossary)
        options.proseChecks = cache
        return options
    }

    static func cache(after data: Data?, glossary: Glossary) -> ProseCheckCache {
        ProseCheckCache(
            data: data,
            fingerprint: ProseCheckCache.fingerprint(
                tool: "test", registry: testRegistry, options: LintOptions(glossary: glossary)))
    }

    @Test func anUnchangedFileGetsTheDiagnosticsOfTheLastReadWithoutBeingChecked() throws {
        let glossary = GlossaryTests.glossary
        let unCached = Corpus(files: Self.files, registry: testRegistry, options: LintOptions(glossary: glossary))
        #expect(unCached.diagnostics.contains { $0.id == "docs.glossary.rejectedTerm" })

        let first = Self.cache(after: nil, glossary: glossary)
        let firstCorpus = Corpus(
            files: Self.files, registry: testRegistry, options: Self.options(glossary, cache: first))
        #expect(first.reusedCount == 0)
        #expect(firstCorpus.diagnostics == unCached.diagnostics)

        let second = Self.cache(after: try first.data(), glossary: glossary)
        let secondCorpus = Corpus(
            files: Self.files, registry: testRegistry, options: Self.options(glossary, cache: second))
        #expect(second.reusedCount == 2)
        #expect(secondCorpus.diagnostics == unCached.diagnostics)
        #expect(secondCorpus.pages == unCached.pages)

        // The Chinese page is fixed: it is checked again, and its warning goes.
        var fixed = Self.files
        fixed[1].bytes = Array(GlossaryTests.chinesePage(discussion: "按钮的 `frame` 不变。").utf8)
        let third = Self.cache(after: try second.data(), glossary: glossary)
        let thirdCorpus = Corpus(files: fixed, registry: testRegistry, options: Self.options(glossary, cache: third))
        #expect(third.reusedCount == 1)
        #expect(!thirdCorpus.diagnostics.contains { $0.id == "docs.glossary.rejectedTerm" })
    }

    @Test func anotherGlossaryRegistryOrBuildChecksEveryFileAgain() throws {
        let glossary = GlossaryTests.glossary
        let first = Self.cache(after: nil, glossary: glossary)
        _ = Corpus(files: Self.files, registry: testRegistry, options: Self.options(glossary, cache: first))
        let data = try first.data()

        // Without the term, the page's rejected spelling is no longer a problem.
        let smaller = Glossary(terms: glossary.terms.filter { $0.concept != "frame" })
        let otherGlossary = Self.cache(after: data, glossary: smaller)
        let corpus = Corpus(
            files: Self.files, registry: testRegistry, options: Self.options(smaller, cache: otherGlossary))
        #expect(otherGlossary.reusedCount == 0)
        #expect(!corpus.diagnostics.contains { $0.id == "docs.glossary.rejectedTerm" })

        // One member's declaration changes: the names a page may mention can change with it.
        var members = testRegistry.members
        members[0].swift += " "
        let changedMember = Registry(members: members, sdk: testRegistry.sdk)
        let options = LintOptions(glossary: glossary)
        #expect(
            ProseCheckCache.fingerprint(tool: "test", registry: changedMember, options: options)
                != ProseCheckCache.fingerprint(tool: "test", registry: testRegistry, options: options))
        #expect(
            ProseCheckCache.fingerprint(tool: "another build", registry: testRegistry, options: options)
                != ProseCheckCache.fingerprint(tool: "test", registry: testRegistry, options: options))
        var misconceptions = options
        misconceptions.misconceptions = [
            Misconception(wrong: "UIButton.titel", correct: "UIButton.title", note: "typo")
        ]
        #expect(
            ProseCheckCache.fingerprint(tool: "test", registry: testRegistry, options: misconceptions)
                != ProseCheckCache.fingerprint(tool: "test", registry: testRegistry, options: options))
        #expect(ProseCheckCache(data: Data("not json".utf8), fingerprint: "x").reusedCount == 0)
    }
}
