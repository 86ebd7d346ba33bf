import ControlSpecModel
import ControlSpecRunner

/// Where a case is shown in the reference site, as links relative to the report folder.
///
/// The paths follow the site's layout (`<language>/<PagePath.relativePath>.html`), and a case's anchor
/// is its ID (`case-<ID>` when a constant on the page has the same name, because constants own their
/// names as anchors).
struct SiteLinks: Sendable {
    /// The site folder relative to the report folder, without a trailing slash (`../site`), or a URL; nil
    /// when no site is known, and then there are no links.
    let base: String?
    let corpus: Corpus?
    /// English case locations → positions of the page in the corpus and of the case on the page, to find
    /// the page symbol and anchors (positions rather than copies: one entry per case of the corpus).
    private let englishCases: [FileLine: (page: Int, item: Int)]

    init(base: String?, corpus: Corpus?) {
        self.base = base.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.corpus = corpus
        var index: [FileLine: (page: Int, item: Int)] = [:]
        for (pageIndex, page) in (corpus?.pages ?? []).enumerated() where page.language == .english {
            for (itemIndex, item) in page.cases.enumerated() {
                index[FileLine(path: item.block.location.path, line: item.block.location.line)] = (pageIndex, itemIndex)
            }
        }
        self.englishCases = index
    }

    /// The page and English case a result was run from, when the corpus is known.
    private func found(_ result: CaseResult) -> (page: Page, item: ConformanceCase)? {
        guard let corpus, let position = englishCases[result.english] else { return nil }
        let page = corpus.pages[position.page]
        return (page, page.cases[position.item])
    }

    /// The English case a result was run from, when the corpus is known.
    func englishCase(of result: CaseResult) -> ConformanceCase? {
        found(result)?.item
    }

    /// The link to the case on the site page of its member in `language`; nil without a site.
    func link(for result: CaseResult, language: Language) -> String? {
        guard let base else { return nil }
        let found = found(result)
        let symbol = found?.page.symbolID ?? result.member
        let page = corpus?.page(for: symbol, language: language) ?? found?.page
        let anchor =
            page.map { page in page.constants.contains { $0.name == result.caseID } } == true
            ? "case-" + result.caseID : result.caseID
        return base + "/" + Self.encode(pagePath(symbol: symbol, language: language)) + "#" + Self.encode(anchor)
    }

    /// The page's path in the site: its docs path with `.html` for `.md`. Without a corpus the kind is
    /// guessed from the symbol (a bare name is a class, anything else a member page).
    private func pagePath(symbol: String, language: Language) -> String {
        if PagePath.isArticleID(symbol) { return language.rawValue + "/" + symbol + ".html" }
        let kind: Registry.Kind =
            corpus?.registry[symbol]?.kind ?? (symbol.contains(".") ? .property : .class)
        return language.rawValue + "/" + PagePath.relativePath(forSymbol: symbol, kind: kind) + ".html"
    }

    /// Whether each byte may stand in a URL path as it is.
    private static let allowed: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~()!$*+,;=:@'/".utf8 {
            table[Int(byte)] = true
        }
        return table
    }()

    /// Percent-encodes everything but the characters a URL path may hold as they are.
    static func encode(_ text: String) -> String {
        if text.utf8.allSatisfy({ allowed[Int($0)] }) { return text }
        var result = ""
        for byte in text.utf8 {
            if allowed[Int(byte)] {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
