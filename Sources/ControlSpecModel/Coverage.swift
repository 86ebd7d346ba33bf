/// How much of the registry the docs cover, per member and in total.
public struct Coverage: Sendable, Codable, Equatable {
    /// One registry entry's coverage.
    public struct Entry: Sendable, Codable, Equatable {
        public var id: String
        public var className: String
        public var kind: Registry.Kind
        public var introduced: String?
        public var deprecated: String?
        /// Whether the member has an English page (for a constant: an entry on its type's page).
        public var english: Bool
        public var chinese: Bool
        /// Cases for the member in the English page (parity makes the Chinese count equal).
        public var cases: Int

        enum CodingKeys: String, CodingKey {
            case id, kind, introduced, deprecated, cases
            case className = "class"
            case english = "en"
            case chinese = "zh-Hans"
        }
    }

    /// Totals over the entries.
    public struct Totals: Sendable, Codable, Equatable {
        public var members: Int
        public var english: Int
        public var chinese: Int
        /// Members with pages (or entries) in both languages.
        public var both: Int
        public var cases: Int
        /// Members with at least one case.
        public var withCases: Int
    }

    public var formatVersion = 1
    public var entries: [Entry]
    public var totals: Totals

    enum CodingKeys: String, CodingKey {
        case formatVersion
        case entries = "members"
        case totals
    }

    /// Coverage of `corpus` against its registry, in registry order.
    public init(corpus: Corpus) {
        var casesByMember: [String: Int] = [:]
        var constantsDocumented: [Language: Set<String>] = [:]
        for page in corpus.pages {
            for item in page.cases where page.language == .english { casesByMember[item.memberID, default: 0] += 1 }
            for constant in page.constants { constantsDocumented[page.language, default: []].insert(constant.symbolID) }
        }
        entries = corpus.registry.members.map { member in
            let has: (Language) -> Bool = { language in
                member.kind == .constant
                    ? constantsDocumented[language]?.contains(member.id) ?? false
                    : corpus.page(for: member.id, language: language) != nil
            }
            return Entry(
                id: member.id, className: member.className, kind: member.kind, introduced: member.introduced,
                deprecated: member.deprecated, english: has(.english), chinese: has(.chinese),
                cases: casesByMember[member.id] ?? 0)
        }
        totals = Totals(
            members: entries.count, english: entries.filter(\.english).count, chinese: entries.filter(\.chinese).count,
            both: entries.filter { $0.english && $0.chinese }.count, cases: entries.map(\.cases).reduce(0, +),
            withCases: entries.filter { $0.cases > 0 }.count)
    }
}
