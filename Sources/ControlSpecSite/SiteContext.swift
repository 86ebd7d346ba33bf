import ControlSpecHTML
import ControlSpecModel
import Foundation

/// What every page builder needs: the corpus, the results, and where each symbol is rendered.
struct SiteContext: Sendable {
    let corpus: Corpus
    let statuses: CaseStatuses
    /// What the implementation answered for each page figure, by ``PageFigure/qualifiedID``.
    let figures: FigureResults
    /// The conformance report's folder, relative to the site folder or a URL (``SiteGenerator/reportBase``).
    let reportBase: String?
    /// ``SiteGenerator/linksCodeSpans``.
    let linksCodeSpans: Bool
    /// The classes of the registry, in registry order.
    let classNames: [String]

    /// What links, lists and the inputs of files ask about each registry entry, again and again, worked
    /// out once.
    private let symbols: [String: Symbol]

    struct Symbol: Sendable {
        /// ``SiteContext/target(forSymbol:language:)`` in each language, in `Language.allCases` order.
        var targets: [String?]
        /// Whether each language has a page for it.
        var hasPage: [Bool]
        /// A ``StableHash`` of every stored field of the entry.
        var entry: UInt64
    }

    /// The case code highlighted by the job that renders this page (``HighlightMemo``); nil outside a job.
    var highlights: HighlightMemo?

    init(
        corpus: Corpus, statuses: CaseStatuses, figures: FigureResults = [:], reportBase: String? = nil,
        linksCodeSpans: Bool = true, threads: Int = SiteGenerator.defaultThreads
    ) {
        self.linksCodeSpans = linksCodeSpans
        self.corpus = corpus
        self.statuses = statuses
        self.figures = figures
        self.reportBase = reportBase
        self.classNames = corpus.registry.members.filter { $0.kind == .class }.map(\.id)
        var seen = Set<String>()
        let ids = corpus.registry.members.map(\.id).filter { seen.insert($0).inserted }
        let threads = max(1, threads)
        let parts = PartResults<[(String, Symbol)]>(count: threads)
        Threads.run(threads) { thread in
            var part: [(String, Symbol)] = []
            for index in stride(from: thread, to: ids.count, by: threads) {
                guard let member = corpus.registry[ids[index]] else { continue }
                var entry = StableHash()
                entry.combine(member.fingerprint)
                let languages = Language.allCases
                part.append(
                    (
                        member.id,
                        Symbol(
                            targets: languages.map { Self.target(of: member, language: $0, corpus: corpus) },
                            hasPage: languages.map { corpus.page(for: member.id, language: $0) != nil },
                            entry: entry.value)
                    ))
            }
            parts.set(thread, part)
        }
        var symbols: [String: Symbol] = [:]
        symbols.reserveCapacity(ids.count)
        for part in parts.values {
            for (id, symbol) in part { symbols[id] = symbol }
        }
        self.symbols = symbols
    }

    var registry: Registry { corpus.registry }

    /// What the context knows of a registry entry.
    func symbol(_ id: String) -> Symbol? { symbols[id] }

    /// Where `language` is in `Language.allCases`: its slot in ``Symbol``.
    static func slot(_ language: Language) -> Int {
        Language.allCases.firstIndex(of: language) ?? 0
    }

    /// Whether `symbol` has a page in `language`.
    func hasPage(_ symbol: String, language: Language) -> Bool {
        symbols[symbol]?.hasPage[Self.slot(language)] ?? false
    }

    /// The page that documents `symbol` in `language`, when it is one the site renders.
    func page(for symbol: String, language: Language) -> Page? {
        corpus.page(for: symbol, language: language)
    }

    /// The file (relative to the site folder, maybe with a `#fragment`) that shows `symbol` in
    /// `language`; nil when no generated page shows it.
    ///
    /// Classes are shown by their class page, constants by an anchor on their type's page.
    func target(forSymbol symbol: String, language: Language) -> String? {
        if PagePath.isArticleID(symbol) {
            return corpus.page(for: symbol, language: language) == nil ? nil : SitePaths.article(symbol, language)
        }
        return symbols[symbol]?.targets[Self.slot(language)] ?? nil
    }

    /// The articles of a language, in path order.
    func articles(in language: Language) -> [Page] { corpus.articles(in: language) }

    /// The articles a class page lists: those that link to the class or to one of its members.
    func articles(listedOn className: String, language: Language) -> [Page] {
        articles(in: language).filter { article in
            article.links.contains { registry[$0.target]?.className == className }
        }
    }

    private static func target(of member: Registry.Member, language: Language, corpus: Corpus) -> String? {
        switch member.kind {
        case .class:
            return SitePaths.classIndex(member.id, language)
        case .constant:
            guard let parent = member.parent.flatMap({ corpus.registry[$0] }),
                let typePage = corpus.page(for: parent.id, language: language)
            else { return nil }
            let path = SitePaths.page(of: parent, language)
            return typePage.constants.contains { $0.symbolID == member.id } ? path + "#" + member.name : path
        default:
            return corpus.page(for: member.id, language: language) == nil ? nil : SitePaths.page(of: member, language)
        }
    }

    /// The members listed on a class page: everything of the class except the class itself and constants.
    func members(ofClass className: String) -> [Registry.Member] {
        registry.members.filter { $0.className == className && $0.kind != .class && $0.kind != .constant }
    }

    /// The members a class page lists as its own: those of the class itself, not of its nested types.
    func ownMembers(ofClass className: String) -> [Registry.Member] {
        members(ofClass: className).filter { $0.parent == nil }
    }

    /// The members of a nested type (`UIButton.Configuration`) that its page lists in Topics: everything
    /// whose parent it is, but constants, which the type's page shows itself.
    func members(ofType typeID: String) -> [Registry.Member] {
        registry.members.filter { $0.parent == typeID && $0.kind != .constant }
    }

    /// The constants of an enumeration or option set (`UIControl.State.highlighted`), in registry order.
    func constants(ofType typeID: String) -> [Registry.Member] {
        registry.members.filter { $0.parent == typeID && $0.kind == .constant }
    }

    /// The superclass named in the class's Swift declaration (`class UIButton : UIControl`), when the
    /// registry has it too.
    func superclass(of className: String) -> String? {
        guard let declaration = registry[className]?.swift, let colon = declaration.firstIndex(of: ":") else {
            return nil
        }
        let name = declaration[declaration.index(after: colon)...].drop { $0 == " " }.prefix {
            $0.isLetter || $0.isNumber || $0 == "_"
        }
        return classNames.contains(String(name)) ? String(name) : nil
    }

    /// The report's page, or a case's entry on it, as a link from `filePath`; nil when the site has no report.
    func reportLink(from filePath: String, caseID: String? = nil) -> String? {
        guard let reportBase else { return nil }
        let fragment = caseID.map { "#" + $0 } ?? ""
        if reportBase.contains("://") { return reportBase + "/index.html" + fragment }
        return SitePaths.rootPrefix(from: filePath) + reportBase + "/index.html" + fragment
    }

    /// The results of a case, in the order given.
    func statuses(of item: ConformanceCase) -> [ImplementationStatus] {
        statuses[item.qualifiedID] ?? []
    }

    /// The anchor of a case on its page: its ID, or `case-` + ID when a constant of the page has
    /// that name (constants own their names as anchors).
    static func anchor(of item: ConformanceCase, on page: Page) -> String {
        page.constants.contains { $0.name == item.id } ? "case-" + item.id : item.id
    }
}

/// Highlighted case code, kept by one job of the generator for the pages it renders: a member's pages in
/// every language show the same cases.
///
/// A memo belongs to one job, which runs on one thread: it is never shared between threads.
// Unchecked: a ``SiteContext`` is Sendable and holds the memo, but the memo's one job never hands it to another thread.
final class HighlightMemo: @unchecked Sendable {
    private var markup: [String: HTMLNode] = [:]

    /// The highlighted markup of `code`, made on first use.
    func highlighted(_ code: String) -> HTMLNode {
        if let known = markup[code] { return known }
        let made = SwiftHighlighter.highlight(code)
        markup[code] = made
        return made
    }
}
