import ControlSpecModel

/// One row of a docset's search index: what Dash and Zeal list when a reader searches.
package struct DocsetEntry: Hashable, Sendable {
    /// The name shown and searched: the symbol ID (`UIButton.setTitle(_:for:)`).
    package var name: String
    /// Dash's entry type: `Class`, `Property`, `Method`, `Constructor`, `Enum`, `Struct`, `Type`,
    /// `Constant` or `Guide`.
    package var type: String
    /// The page, relative to the docset's `Documents` folder, with a `#fragment` for a constant.
    package var path: String
}

extension DocsetEntry {
    /// The entries of one language's docset: every registry member, the language's home page and its
    /// articles (as `Guide` entries named by their titles).
    ///
    /// A member with a page of its own points at it; a constant at its section on its type's page; a
    /// member without a page in this language (one introduced after the pages' coverage) at its class's
    /// page, which lists it under its topic.
    package static func entries(of corpus: Corpus, language: Language) -> [DocsetEntry] {
        var entries = [DocsetEntry(name: "ControlSpec", type: "Guide", path: language.rawValue + "/index.html")]
        for member in corpus.registry.members {
            entries.append(
                DocsetEntry(name: member.id, type: type(of: member), path: path(of: member, corpus, language)))
        }
        for article in corpus.articles(in: language) {
            guard let id = article.articleID else { continue }
            entries.append(
                DocsetEntry(name: article.title ?? id, type: "Guide", path: language.rawValue + "/" + id + ".html"))
        }
        return entries
    }

    /// Dash's entry type for a registry member.
    static func type(of member: Registry.Member) -> String {
        switch member.kind {
        case .class: return "Class"
        case .property: return "Property"
        case .method, .classMethod: return "Method"
        case .initializer: return "Constructor"
        case .constant: return "Constant"
        case .type:
            let declaration = member.swift.split(separator: " ").first { !$0.hasPrefix("@") } ?? ""
            switch declaration {
            case "enum": return "Enum"
            case "struct": return "Struct"
            case "class": return "Class"
            default: return "Type"
            }
        }
    }

    private static func path(of member: Registry.Member, _ corpus: Corpus, _ language: Language) -> String {
        if member.kind == .constant, let parent = member.parent, let type = corpus.registry[parent],
            corpus.page(for: parent, language: language) != nil
        {
            return sitePath(type, language) + "#" + member.name
        }
        if member.hasOwnPage, corpus.page(for: member.id, language: language) != nil {
            return sitePath(member, language)
        }
        return language.rawValue + "/" + PagePath.relativePath(forSymbol: member.className, kind: .class) + ".html"
    }

    private static func sitePath(_ member: Registry.Member, _ language: Language) -> String {
        language.rawValue + "/" + PagePath.relativePath(forSymbol: member.id, kind: member.kind) + ".html"
    }
}
