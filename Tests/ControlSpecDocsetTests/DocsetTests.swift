import ControlSpecModel
import ControlSpecSite
import Foundation
import Testing

@testable import ControlSpecDocset

/// The docsets built from the package's own pages, checked as Dash and Zeal read them.
@Suite struct DocsetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let corpus: Corpus = {
        do {
            let registry = try Registry(contentsOf: root.appendingPathComponent("conformance/registry.json"))
            let (files, _) = Corpus.readFiles(in: root.appendingPathComponent("Docs"), displayPrefix: "Docs")
            return Corpus(files: files, registry: registry)
        } catch {
            preconditionFailure("cannot read the registry: \(error)")
        }
    }()

    static let site = SiteGenerator(corpus: corpus).generate().filesByPath

    /// The docset of `language` written to a temporary folder, and that folder.
    static func written(_ language: Language) throws -> (Docset, URL) {
        let docset = Docset(corpus: corpus, language: language)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docset-test-" + UUID().uuidString)
        for (path, data) in try docset.files(site: site) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return (docset, folder.appendingPathComponent(docset.folderName))
    }

    static func rows(_ docset: URL) throws -> [[String]] {
        let index = docset.appendingPathComponent("Contents/Resources/docSet.dsidx")
        return try SQLiteDatabase(path: index.path).query("SELECT name, type, path FROM searchIndex ORDER BY id")
    }

    @Test(arguments: Language.allCases)
    func everyMemberHasAnEntryWhosePageExists(language: Language) throws {
        let (_, folder) = try Self.written(language)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let rows = try Self.rows(folder)
        let names = Set(rows.map { $0[0] })
        #expect(names.isSuperset(of: Self.corpus.registry.ids))
        #expect(rows.contains(["ControlSpec", "Guide", language.rawValue + "/index.html"]))
        let documents = folder.appendingPathComponent("Contents/Resources/Documents")
        for row in rows {
            let parts = row[2].split(separator: "#", maxSplits: 1).map(String.init)
            #expect(row[2].hasPrefix(language.rawValue + "/"), "\(row)")
            let page = documents.appendingPathComponent(parts[0])
            #expect(FileManager.default.fileExists(atPath: page.path), "\(row) leads to no page")
            if parts.count == 2 {
                let html = try String(contentsOf: page, encoding: .utf8)
                #expect(html.contains(" id=\"\(parts[1])\""), "\(row): the page has no such anchor")
            }
        }
    }

    @Test func entryTypesFollowTheDeclarations() throws {
        let (_, folder) = try Self.written(.english)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let types = Dictionary(try Self.rows(folder).map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })
        #expect(types["UIButton"] == "Class")
        #expect(types["UIButton.setTitle(_:for:)"] == "Method")
        #expect(types["UIButton.init(type:)"] == "Constructor")
        #expect(types["UIButton.titleLabel"] == "Property")
        #expect(types["UIControl.State"] == "Struct")
        #expect(types["UIButton.ButtonType"] == "Enum")
        #expect(types["UIControl.State.highlighted"] == "Constant")
        #expect(types["UIButton.PointerStyleProvider"] == "Type")
    }

    @Test func pagesCarryTableOfContentsAnchorsForConstantsAndCases() throws {
        let (_, folder) = try Self.written(.chinese)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let documents = folder.appendingPathComponent("Contents/Resources/Documents")
        let state = try String(
            contentsOf: documents.appendingPathComponent("zh-Hans/UIControl/State/index.html"), encoding: .utf8)
        #expect(state.contains(#"<a name="//apple_ref/cpp/Constant/highlighted" class="dashAnchor"></a>"#))
        let page = Self.corpus.page(for: "UIControl.isEnabled", language: .chinese)
        let caseID = try #require(page?.cases.first?.id)
        let enabled = try String(
            contentsOf: documents.appendingPathComponent("zh-Hans/UIControl/isEnabled.html"), encoding: .utf8)
        let anchor = "<a name=\"//apple_ref/cpp/Test/\(caseID)\" class=\"dashAnchor\"></a>"
        #expect(enabled.contains(anchor + "<figure class=\"case\" id=\"\(caseID)\""))
        // The English pages of the Chinese docset are the site's, untouched.
        let english = documents.appendingPathComponent("en/UIControl/isEnabled.html")
        #expect(try Data(contentsOf: english) == Self.site["en/UIControl/isEnabled.html"])
    }

    @Test(arguments: Language.allCases)
    func articlesAreGuideEntriesWithTheirCasesAsAnchors(language: Language) throws {
        let (_, folder) = try Self.written(language)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let guides = try Self.rows(folder).filter { $0[1] == "Guide" }
        let articles = Self.corpus.articles(in: language)
        #expect(!articles.isEmpty)
        for article in articles {
            let path = language.rawValue + "/" + (article.articleID ?? "") + ".html"
            #expect(guides.contains { $0 == [article.title ?? "", "Guide", path] }, "\(path)")
            let documents = folder.appendingPathComponent("Contents/Resources/Documents")
            let html = try String(contentsOf: documents.appendingPathComponent(path), encoding: .utf8)
            for item in article.cases {
                #expect(html.contains("<a name=\"//apple_ref/cpp/Test/\(item.id)\" class=\"dashAnchor\"></a>"))
            }
        }
    }

    @Test func infoPlistNamesTheIndexPageAndTheKeyword() throws {
        let docset = Docset(corpus: Self.corpus, language: .chinese)
        let plist = try PropertyListSerialization.propertyList(from: docset.infoPlist(), format: nil)
        let values = try #require(plist as? [String: Any])
        #expect(values["dashIndexFilePath"] as? String == "zh-Hans/index.html")
        #expect(values["DocSetPlatformFamily"] as? String == "controlspec-zh")
        #expect(values["DashDocSetKeyword"] as? String == "controlspec-zh")
        #expect(values["isDashDocset"] as? Bool == true)
        #expect(values["CFBundleIdentifier"] as? String == "controlspec-zh-hans")
        #expect(Docset(corpus: Self.corpus, language: .english).folderName == "ControlSpec.docset")
        #expect(docset.folderName == "ControlSpec-zh-Hans.docset")
    }

    /// With both docsets installed, Zeal groups and searches by keyword and family: a shared one lists
    /// every entry twice.
    @Test func eachLanguageHasItsOwnKeywordAndPlatformFamily() throws {
        var seen: [String: Language] = [:]
        for language in Language.allCases {
            let plist = try PropertyListSerialization.propertyList(
                from: Docset(corpus: Self.corpus, language: language).infoPlist(), format: nil)
            let values = try #require(plist as? [String: Any])
            let keyword = try #require(values["DashDocSetKeyword"] as? String)
            #expect(values["DocSetPlatformFamily"] as? String == keyword)
            #expect(seen[keyword] == nil, "\(language) shares the keyword \(keyword) with \(seen[keyword]!)")
            seen[keyword] = language
        }
        #expect(seen["controlspec"] == .english)
    }

    @Test func anchorsGoBeforeTheirElementAndMissingOnesAreLeftOut() {
        let html = #"<p>é</p><h3 id="normal">normal</h3><figure class="case" id="x-1">"#
        let result = DashAnchor.inserting(
            [
                DashAnchor(elementID: "x-1", type: "Test", name: "x-1"),
                DashAnchor(elementID: "normal", type: "Constant", name: "a b"),
                DashAnchor(elementID: "absent", type: "Test", name: "absent"),
            ], into: html)
        #expect(
            result
                == #"<p>é</p><a name="//apple_ref/cpp/Constant/a%20b" class="dashAnchor"></a><h3 id="normal">normal</h3>"#
                + #"<a name="//apple_ref/cpp/Test/x-1" class="dashAnchor"></a><figure class="case" id="x-1">"#)
    }

    /// The site as `publish` makes it: each case's result and the footer link to the report beside the site.
    static let publishedSite: [String: Data] = {
        var statuses: CaseStatuses = [:]
        for page in corpus.pages {
            for item in page.cases {
                statuses[item.qualifiedID] = [ImplementationStatus(implementation: "reference", status: .pass)]
            }
        }
        return SiteGenerator(corpus: corpus, statuses: statuses, reportBase: "../report").generate().filesByPath
    }()

    /// A docset holds the site but not the report: a reader who follows a link of a docset page lands on a
    /// page of the docset, or on an absolute address.
    @Test(arguments: Language.allCases)
    func everyLinkOfADocsetPageResolvesInsideTheDocset(language: Language) throws {
        let docset = Docset(corpus: Self.corpus, language: language)
        let files = try docset.files(site: Self.publishedSite)
        let documents = docset.folderName + "/Contents/Resources/Documents/"
        var broken: [String] = []
        var count = 0
        for (path, data) in files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            for link in Self.links(in: html) {
                if link.contains("://") || link.hasPrefix("mailto:") || link.hasPrefix("data:") { continue }
                count += 1
                let target = link.prefix { $0 != "#" && $0 != "?" }
                guard !target.isEmpty else { continue }
                let resolved = URL(fileURLWithPath: "/" + path).deletingLastPathComponent()
                    .appendingPathComponent(String(target).removingPercentEncoding ?? String(target)).standardized.path
                let relative = String(resolved.dropFirst())
                if !relative.hasPrefix(documents) || files[relative] == nil {
                    broken.append(path.dropFirst(documents.count) + ": " + link)
                }
            }
        }
        #expect(count > 1000, "only \(count) links")
        #expect(broken.isEmpty, "\(broken.count) links lead out of the docset: \(broken.sorted().prefix(5))")
    }

    /// A report at an absolute address is reachable from a docset: its links stay.
    @Test func linksToAReportAtAnAbsoluteAddressStay() throws {
        let page =
            "<footer class=\"site-footer\"><p>SDK<span class=\"report-note\"> · "
            + "<a class=\"report-link\" href=\"https://example.org/report/index.html\">Report</a></span></p></footer>"
        let docset = Docset(corpus: Self.corpus, language: .english)
        #expect(docset.document(Data(page.utf8), anchors: nil) == Data(page.utf8))
    }

    static func links(in html: String) -> [String] {
        var links: [String] = []
        for attribute in [" href=\"", " src=\""] {
            for part in html.components(separatedBy: attribute).dropFirst() {
                links.append(String(part.prefix { $0 != "\"" }))
            }
        }
        return links
    }
}
