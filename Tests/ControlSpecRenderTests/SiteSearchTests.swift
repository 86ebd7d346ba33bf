import ControlSpecSite
import Foundation
import Testing

/// The search index as the browser sees it: the parts that `assets/search/NN.js` add to the global
/// `assets/search-index.js` defines, with documents numbered across the parts in part order, as the
/// script numbers them.
struct DecodedSearchIndex {
    struct Document: Decodable {
        var t: String
        var m: String
        var s: String
        var u: String
        var l: String
        var k: String
    }

    private struct Part: Decodable {
        var documents: [Document]
        var terms: [String: [Int]]
    }

    var documents: [Document] = []
    /// Term → (document, weight) pairs, as in one part, with documents numbered across the parts.
    var terms: [String: [Int]] = [:]
    var partCount: Int

    init(site: Site) throws {
        let manifest = try site.requiredText("assets/search-index.js")
        let countPrefix = #"window.ControlSpecSearchIndex = {"partCount":"#
        let countStart = try #require(manifest.range(of: countPrefix)).upperBound
        partCount = try #require(Int(manifest[countStart...].prefix { $0.isNumber }))
        for number in 0..<partCount {
            let path = String(format: "assets/search/%02d.js", number)
            let script = try site.requiredText(path)
            let prefix = "window.ControlSpecSearchIndex.parts[\(number)] = "
            let start = try #require(script.range(of: prefix), "\(path)").upperBound
            let end = try #require(script.range(of: ";\n", options: .backwards)).lowerBound
            let part = try JSONDecoder().decode(Part.self, from: Data(script[start..<end].utf8))
            let offset = documents.count
            documents += part.documents
            for (term, postings) in part.terms {
                for index in stride(from: 0, to: postings.count, by: 2) {
                    terms[term, default: []] += [postings[index] + offset, postings[index + 1]]
                }
            }
        }
    }

    /// The documents whose terms start with `prefix`, as the script matches a word of a query.
    func documents(matchingPrefix prefix: String) -> [Document] {
        let indices = terms.filter { $0.key.hasPrefix(prefix) }.values.flatMap { postings in
            stride(from: 0, to: postings.count, by: 2).map { postings[$0] }
        }
        return Set(indices).sorted().map { documents[$0] }
    }

    /// The documents holding an exact term, as the script matches Chinese bigrams.
    func documents(withTerm term: String) -> [Document] {
        let postings = terms[term] ?? []
        return stride(from: 0, to: postings.count, by: 2).map { documents[postings[$0]] }
    }
}

@Suite struct SiteSearchTests {
    let index: DecodedSearchIndex

    init() throws {
        index = try DecodedSearchIndex(site: SiteFixture.site())
    }

    @Test func anEnglishMemberNameFindsTheMemberPageInBothLanguages() {
        let found = index.documents(matchingPrefix: "settitle")
        let pages = found.filter { $0.t == "setTitle(_:for:)" }.map(\.u).sorted()
        #expect(pages == ["en/UIButton/setTitle(__for_).html", "zh-Hans/UIButton/setTitle(__for_).html"])
        #expect(found.contains { $0.u == "en/UIButton/setTitle(__for_).html#title-falls-back-to-normal" })
    }

    @Test func wordsMatchByPrefixAndCamelCasePartsAreIndexed() {
        #expect(index.documents(matchingPrefix: "settit").contains { $0.t == "setTitle(_:for:)" })
        #expect(index.documents(matchingPrefix: "title").contains { $0.t == "setTitle(_:for:)" })
        #expect(index.documents(matchingPrefix: "enabled").contains { $0.k == "UIControl.isEnabled" })
    }

    @Test func aChineseQueryMatchesCharacterBigramsOfChinesePages() {
        let found = index.documents(withTerm: "标题")
        #expect(found.contains { $0.u == "zh-Hans/UIButton/setTitle(__for_).html" && $0.l == "zh-Hans" })
        #expect(found.contains { $0.u == "zh-Hans/UIButton/title(for_).html" })
        #expect(found.allSatisfy { $0.l == "zh-Hans" })
        #expect(index.terms["标"] != nil, "single characters are indexed for one-character queries")
        #expect(index.terms["的标"] != nil, "bigrams span word boundaries: Chinese has no spaces")
    }

    @Test func constantsAndCasesAreDocumentsWithAnchors() {
        let highlighted = index.documents.filter { $0.k == "UIControl.State.highlighted" }
        #expect(
            highlighted.map(\.u).sorted() == [
                "en/UIControl/State/index.html#highlighted", "zh-Hans/UIControl/State/index.html#highlighted",
            ])
        #expect(index.documents(withTerm: "高亮").contains { $0.k == "UIControl.State.highlighted" })
        let cases = index.documents.filter { $0.k == "UIControl.isEnabled#disabled-sets-state" }
        #expect(cases.count == 2)
    }

    @Test func everyDocumentOfTheIndexPointsAtAGeneratedPage() throws {
        let site = SiteFixture.site()
        for document in index.documents {
            let path = String(document.u.prefix { $0 != "#" })
            #expect(site[path] != nil, "\(document.u)")
        }
    }

    @Test func theIndexIsScriptsThatFillAGlobalRatherThanDataToFetch() throws {
        let site = SiteFixture.site()
        let manifest = try site.requiredText("assets/search-index.js")
        #expect(manifest.contains(#"window.ControlSpecSearchIndex = {"partCount":64,"parts":[]};"#))
        #expect(index.partCount == 64)
        for number in 0..<index.partCount {
            let script = try site.requiredText(String(format: "assets/search/%02d.js", number))
            #expect(script.contains("window.ControlSpecSearchIndex.parts[\(number)] = {"))
            #expect(!script.contains("<"), "angle brackets are written as \\u003c")
        }
    }

    @Test func eachPageIsInOnePartAndThePagesAreSpreadOverTheParts() throws {
        let site = SiteFixture.site()
        var partsByPage: [String: Set<Int>] = [:]
        var usedParts = Set<Int>()
        for number in 0..<index.partCount {
            let script = try site.requiredText(String(format: "assets/search/%02d.js", number))
            for document in index.documents where script.contains(#""u":"\#(document.u)""#) {
                partsByPage[String(document.u.prefix { $0 != "#" }), default: []].insert(number)
                usedParts.insert(number)
            }
        }
        #expect(partsByPage.values.allSatisfy { $0.count == 1 }, "\(partsByPage.filter { $0.value.count > 1 })")
        #expect(usedParts.count > 4, "the fixture's pages fall into several parts")
    }
}
