import ControlSpecModel
import Foundation

/// What every page builder needs: the corpus, the results, and where each symbol is rendered.
struct SiteContext: Sendable {
    let corpus: Corpus
    let statuses: CaseStatuses
    /// The classes of the registry, in registry order.
    let classNames: [String]

    /// ``target(forSymbol:language:)`` of every registry entry, worked out once: links, lists and the
    /// search index ask for the same targets many times.
    private let targets: [Language: [String: String]]

    init(corpus: Corpus, statuses: CaseStatuses) {
        self.corpus = corpus
        self.statuses = statuses
        self.classNames = corpus.registry.members.filter { $0.kind == .class }.map(\.id)
        let languages = Language.allCases
        let tables = PartResults<[String: String]>(count: languages.count)
        Threads.run(languages.count) { position in
            let language = languages[position]
            var table: [String: String] = [:]
            table.reserveCapacity(corpus.registry.members.count)
            var seen = Set<String>()
            for id in corpus.registry.members.map(\.id) where seen.insert(id).inserted {
                if let member = corpus.registry[id],
                    let target = Self.target(of: member, language: language, corpus: corpus)
                {
                    table[id] = target
                }
            }
            tables.set(position, table)
        }
        self.targets = Dictionary(uniqueKeysWithValues: zip(languages, tables.values))
    }

    var registry: Registry { corpus.registry }

    /// The page that documents `symbol` in `language`, when it is one the site renders.
    func page(for symbol: String, language: Language) -> Page? {
        corpus.page(for: symbol, language: language)
    }

    /// The file (relative to the site folder, maybe with a `#fragment`) that shows `symbol` in
    /// `language`; nil when no generated page shows it.
    ///
    /// Classes are shown by their class page, constants by an anchor on their type's page.
    func target(forSymbol symbol: String, language: Language) -> String? {
        targets[language]?[symbol]
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
