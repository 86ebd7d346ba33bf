import ControlSpecModel
import Foundation

/// Collects the documents of the search index from every rendered page of both languages.
struct SearchIndexBuilder {
    let context: SiteContext

    /// Title words weigh most, then summaries and case IDs, then everything else.
    enum Weight {
        static let title = 20
        static let summary = 4
        static let caseID = 8
        static let body = 1
    }

    static let snippetLength = 140

    /// The index of one part's pages (``SitePlan/searchPages``); each page's entries come from `cache`
    /// when it has them.
    func build(_ pages: [SitePlan.SearchPage], cache: SearchEntriesCache.Part? = nil) -> SearchIndex {
        var index = SearchIndex()
        let cases = CaseTerms()
        guard let cache else {
            // Nothing to keep per page: each page goes straight into the part's index.
            for item in pages {
                if let member = item.member {
                    addPage(item.page, member: member, url: item.url, cases: cases, to: &index)
                } else {
                    addArticle(item.page, url: item.url, cases: cases, to: &index)
                }
            }
            return index
        }
        for item in pages {
            let key = cache.key(of: item, registry: context.registry)
            if let key, cache.appendStored(for: key, to: &index) { continue }
            var entries = SearchIndex()
            if let member = item.member {
                addPage(item.page, member: member, url: item.url, cases: cases, to: &entries)
            } else {
                addArticle(item.page, url: item.url, cases: cases, to: &entries)
            }
            if let key { cache.record(entries, for: key) }
            index.append(entries)
        }
        return index
    }

    private func addPage(
        _ page: Page, member: Registry.Member, url: String, cases: CaseTerms, to index: inout SearchIndex
    ) {
        let strings = SiteStrings(language: page.language)
        let summary = page.summary.map(PlainText.from(markdown:)) ?? ""
        var body: [String] = page.parameters.map { $0.name + " " + PlainText.from(markdown: $0.markdown) }
        for section in page.sections {
            for case .markdown(let source) in section.blocks { body.append(PlainText.from(markdown: source)) }
        }
        let title = MemberContent.displayName(of: member)
        index.add(
            SearchIndex.Document(
                title: title, meta: MemberContent.parentName(of: member) + " · " + strings.kind(member.kind),
                snippet: Self.snippet(summary), url: url, language: page.language.tag, key: member.id),
            texts: [
                (member.id + " " + member.objc, Weight.title), (summary, Weight.summary),
                (body.joined(separator: " "), Weight.body),
            ])
        for (constant, prose) in constantTexts(of: page) {
            let registered = context.registry[constant.symbolID]
            index.add(
                SearchIndex.Document(
                    title: member.id + "." + constant.name, meta: member.id + " · " + strings.kind(.constant),
                    snippet: Self.snippet(prose), url: SitePaths.page(of: member, page.language) + "#" + constant.name,
                    language: page.language.tag, key: constant.symbolID),
                texts: [(constant.symbolID + " " + (registered?.objc ?? ""), Weight.title), (prose, Weight.body)])
        }
        for item in page.cases {
            let anchor = SiteContext.anchor(of: item, on: page)
            index.add(
                SearchIndex.Document(
                    title: title + " › " + item.id,
                    meta: MemberContent.parentName(of: member) + " · " + strings.caseLabel,
                    snippet: Self.snippet(PlainText.collapse(item.block.code)),
                    url: SitePaths.page(of: member, page.language) + "#" + anchor, language: page.language.tag,
                    key: item.qualifiedID),
                termWeights: cases.termWeights(of: item))
        }
    }

    /// An article's documents: the article, found by its title, summary and prose, and each of its cases.
    private func addArticle(_ page: Page, url: String, cases: CaseTerms, to index: inout SearchIndex) {
        let strings = SiteStrings(language: page.language)
        let summary = page.summary.map(PlainText.from(markdown:)) ?? ""
        var body: [String] = []
        for section in page.sections {
            body.append(section.heading)
            for case .markdown(let source) in section.blocks { body.append(PlainText.from(markdown: source)) }
        }
        let title = page.title ?? page.articleID ?? page.path
        let key = page.articleID ?? page.path
        index.add(
            SearchIndex.Document(
                title: title, meta: strings.articleKind, snippet: Self.snippet(summary), url: url,
                language: page.language.tag, key: key),
            texts: [(title, Weight.title), (summary, Weight.summary), (body.joined(separator: " "), Weight.body)])
        for item in page.cases {
            index.add(
                SearchIndex.Document(
                    title: title + " › " + item.id, meta: strings.articleKind + " · " + strings.caseLabel,
                    snippet: Self.snippet(PlainText.collapse(item.block.code)),
                    url: url + "#" + SiteContext.anchor(of: item, on: page), language: page.language.tag,
                    key: item.qualifiedID),
                termWeights: cases.termWeights(of: item))
        }
    }

    /// The prose under each constant's heading, up to the next constant.
    private func constantTexts(of page: Page) -> [(ConstantDoc, String)] {
        var texts: [(ConstantDoc, String)] = []
        for section in page.sections where section.kind == .constants {
            for block in section.blocks {
                switch block {
                case .constantHeading(let index): texts.append((page.constants[index], ""))
                case .markdown(let source) where !texts.isEmpty:
                    texts[texts.count - 1].1 +=
                        (texts[texts.count - 1].1.isEmpty ? "" : " ")
                        + PlainText.from(markdown: source)
                default: break
                }
            }
        }
        return texts
    }

    /// The first `snippetLength` characters, cut at a word boundary when there is one.
    static func snippet(_ text: String) -> String {
        guard text.count > snippetLength else { return text }
        let cut = text.prefix(snippetLength)
        // Cut at the last space when it is not too far back (Chinese text has few spaces).
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > snippetLength / 2 {
            return cut[..<space] + "…"
        }
        return cut + "…"
    }
}

/// The terms of the cases met while building one part of the index: a member's pages in every language
/// are in the same part (``SearchParts``), and a case's documents in each language have the same ID and
/// code, so the same terms.
private final class CaseTerms {
    private var known: [String: TermWeights] = [:]

    func termWeights(of item: ConformanceCase) -> TermWeights {
        // Keyed by the code as well: a page whose translation changed a case's code keeps its own terms.
        let key = item.qualifiedID + "\u{0}" + item.block.code
        if let terms = known[key] { return terms }
        let terms = SearchIndex.termWeights(of: [
            (item.id, SearchIndexBuilder.Weight.caseID), (item.block.code, SearchIndexBuilder.Weight.body),
        ])
        known[key] = terms
        return terms
    }
}
