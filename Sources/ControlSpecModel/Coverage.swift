/// How much of the registry the docs cover, per member and in total.
package struct Coverage: Sendable, Codable, Equatable {
    /// One registry entry's coverage.
    package struct Entry: Sendable, Codable, Equatable {
        package var id: String
        package var className: String
        package var kind: Registry.Kind
        package var introduced: String?
        package var deprecated: String?
        /// Whether the member has an English page (for a constant: an entry on its type's page).
        package var english: Bool
        package var chinese: Bool
        /// Cases for the member in the English page (parity makes the Chinese count equal).
        package var cases: Int

        enum CodingKeys: String, CodingKey {
            case id, kind, introduced, deprecated, cases
            case className = "class"
            case english = "en"
            case chinese = "zh-Hans"
        }
    }

    /// Totals over the entries.
    package struct Totals: Sendable, Codable, Equatable {
        package var members: Int
        package var english: Int
        package var chinese: Int
        /// Members with pages (or entries) in both languages.
        package var both: Int
        package var cases: Int
        /// Members with at least one case.
        package var withCases: Int
    }

    package var formatVersion = 1
    package var entries: [Entry]
    package var totals: Totals

    enum CodingKeys: String, CodingKey {
        case formatVersion
        case entries = "members"
        case totals
    }

    /// Coverage of `corpus` against its registry, in registry order.
    package init(corpus: Corpus) {
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
