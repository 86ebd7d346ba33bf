import ControlSpecModel
import Foundation
import Testing

/// Several docs folders read as one corpus: the first folder's page is the member's page, a later
/// folder's page for the same member adds its cases.
@Suite struct CorpusFoldersTests {
    /// Writes `files` (docs-folder path, text) under a new temporary folder and returns it.
    static func folder(_ files: [(String, String)]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-folders-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// The setTitle pages with their case renamed and a discussion of their own.
    static func authorPages() -> [(String, String)] {
        [
            (
                "en/UIButton/setTitle(__for_).md",
                setTitleEnglish.replacingOccurrences(
                    of: "A state without a title uses the normal one.", with: "The author's words.")
            ),
            (
                "zh-Hans/UIButton/setTitle(__for_).md",
                setTitleChinese.replacingOccurrences(of: "没有自己标题的状态使用普通状态的标题。", with: "作者的话。")
            ),
        ].map { path, text in (path, text.replacingOccurrences(of: "swift case ", with: "swift case author-")) }
    }

    @Test func laterFoldersAddCasesButNotProse() throws {
        let kitPages = [
            ("en/UIButton/setTitle(__for_).md", setTitleEnglish),
            ("zh-Hans/UIButton/setTitle(__for_).md", setTitleChinese),
        ]
        let kit = try Self.folder(kitPages)
        let author = try Self.folder(Self.authorPages())
        defer {
            try? FileManager.default.removeItem(at: kit)
            try? FileManager.default.removeItem(at: author)
        }
        let alone = Corpus(reading: kit, displayPrefix: "Docs", registry: testRegistry)
        let both = Corpus(
            reading: [DocsFolder(url: kit, displayPath: "Docs"), DocsFolder(url: author, displayPath: "Mine")],
            registry: testRegistry)
        #expect(both.diagnostics.isEmpty, "\(both.diagnostics.map(\.lineDescription))")
        #expect(both.pages.count == alone.pages.count)
        let page = try #require(both.page(for: "UIButton.setTitle(_:for:)", language: .english))
        let kitPage = try #require(alone.page(for: "UIButton.setTitle(_:for:)", language: .english))
        #expect(page.sections == kitPage.sections, "the kit's prose is the page's prose")
        #expect(page.cases.count == 2 * kitPage.cases.count)
        #expect(page.cases.suffix(kitPage.cases.count).allSatisfy { $0.id.hasPrefix("author-") })
        #expect(page.cases.last?.block.location.path == "Mine/en/UIButton/setTitle(__for_).md")
        // The page's files changed when the author's did: an incremental publish must see it.
        #expect(both.sources.count == alone.sources.count)
        #expect(both.sources.first?.contentHash != alone.sources.first?.contentHash)
    }

    @Test func anArticleIsFoundByItsIDWhenFoldersAreCombined() throws {
        let article = "# Choosing a style\n\nHow the styles differ.\n"
        let kit = try Self.folder([
            ("en/Articles/choosing-a-style.md", article), ("zh-Hans/Articles/choosing-a-style.md", article),
        ])
        defer { try? FileManager.default.removeItem(at: kit) }
        let combined = Corpus(reading: [DocsFolder(url: kit, displayPath: "Docs")], registry: testRegistry)
        let page = try #require(combined.page(for: "Articles/choosing-a-style", language: .english))
        #expect(page.path == "en/Articles/choosing-a-style.md")
    }

    @Test func aCaseIDOfAnEarlierFolderIsAnErrorAtTheLaterOne() throws {
        let pages = [("en/UIButton/setTitle(__for_).md", setTitleEnglish)]
        let kit = try Self.folder(pages)
        let author = try Self.folder(pages)
        defer {
            try? FileManager.default.removeItem(at: kit)
            try? FileManager.default.removeItem(at: author)
        }
        let both = Corpus(
            reading: [DocsFolder(url: kit, displayPath: "Docs"), DocsFolder(url: author, displayPath: "Mine")],
            registry: testRegistry)
        let duplicates = both.diagnostics.filter { $0.id == "docs.case.duplicateAcrossFolders" }
        let count = try #require(both.page(for: "UIButton.setTitle(_:for:)", language: .english)).cases.count / 2
        #expect(count > 0)
        #expect(duplicates.count == count)
        #expect(duplicates.allSatisfy { $0.location?.path.hasPrefix("Mine/") == true })
        #expect(duplicates.allSatisfy { $0.notes.first?.location?.path.hasPrefix("Docs/") == true })
    }
}
