/// A documentation language; its raw value is the folder name under `Docs/`.
package enum Language: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case english = "en"
    case chinese = "zh-Hans"

    /// The BCP 47 tag for `<html lang>` and `hreflang`.
    package var tag: String { rawValue }

    /// The name of the language in itself, for language switches.
    package var nativeName: String {
        switch self {
        case .english: "English"
        case .chinese: "简体中文"
        }
    }

    package static func < (lhs: Language, rhs: Language) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// File-system-safe page paths derived from symbol IDs.
///
/// Classes and nested types get a folder with an `index` page so that a type and a property
/// whose names differ only in case (`UIControl.State`, `UIControl.state`) never share a file
/// name on a case-insensitive file system.
package enum PagePath {
    /// `UIButton.setTitle(_:for:)` → `UIButton/setTitle(__for_)`; the class `UIButton` →
    /// `UIButton/index`; the nested type `UIControl.State` → `UIControl/State/index`.
    package static func relativePath(forSymbol id: String, kind: Registry.Kind) -> String {
        let utf8 = id.utf8
        let dot = utf8.firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
        let className = String(id[..<dot])
        let rest = String(id[dot...].drop { $0 == "." })
        switch kind {
        case .class: return className + "/index"
        case .type: return className + "/" + rest.replacingColons() + "/index"
        default: return className + "/" + rest.replacingColons()
        }
    }

    /// The folder of the article pages in each language (`en/Articles/choosing-a-button-style.md`).
    package static let articlesFolder = "Articles"

    /// The ID of the article at `path` (relative to the docs folder): `en/Articles/choosing-a-button-style.md`
    /// → `Articles/choosing-a-button-style`, the page's path without its language and extension; nil for a
    /// page outside the articles folder.
    package static func articleID(ofPagePath path: String) -> String? {
        let parts = path.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, parts[1].hasPrefix(articlesFolder + "/"), parts[1].hasSuffix(".md") else { return nil }
        return String(parts[1].dropLast(3))
    }

    /// Whether `id` names an article (`Articles/…`) rather than a registry symbol.
    package static func isArticleID(_ id: String) -> Bool { id.hasPrefix(articlesFolder + "/") }

    /// `en/Articles/choosing-a-button-style.md` for a language and article ID.
    package static func pagePath(forArticle id: String, language: Language) -> String {
        language.rawValue + "/" + id + ".md"
    }

    /// `en/UIButton/setTitle(__for_).md` for a language and symbol.
    package static func pagePath(forSymbol id: String, kind: Registry.Kind, language: Language) -> String {
        language.rawValue + "/" + relativePath(forSymbol: id, kind: kind) + ".md"
    }
}

extension String {
    fileprivate func replacingColons() -> String {
        guard utf8.contains(UInt8(ascii: ":")) else { return self }
        return String(decoding: utf8.map { $0 == UInt8(ascii: ":") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }
}
