/// A documentation language; its raw value is the folder name under `Docs/`.
public enum Language: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case english = "en"
    case chinese = "zh-Hans"

    /// The BCP 47 tag for `<html lang>` and `hreflang`.
    public var tag: String { rawValue }

    /// The name of the language in itself, for language switches.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .chinese: "简体中文"
        }
    }

    public static func < (lhs: Language, rhs: Language) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// File-system-safe page paths derived from symbol IDs.
public enum PagePath {
    /// `UIButton.setTitle(_:for:)` → `UIButton/setTitle(__for_)`; `UIButton` → `UIButton/UIButton`.
    public static func relativePath(forSymbol id: String) -> String {
        let className = id.prefix { $0 != "." }
        let rest = id.dropFirst(className.count).drop { $0 == "." }
        let file = rest.isEmpty ? String(className) : String(rest)
        return className + "/" + file.replacingColons()
    }

    /// `en/UIButton/setTitle(__for_).md` for a language and symbol.
    public static func pagePath(forSymbol id: String, language: Language) -> String {
        language.rawValue + "/" + relativePath(forSymbol: id) + ".md"
    }
}

extension String {
    fileprivate func replacingColons() -> String {
        String(map { $0 == ":" ? "_" : $0 })
    }
}
