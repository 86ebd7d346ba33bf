import ControlSpecModel

/// Where each file of the site lives, relative to the site folder, and how pages link to each other.
enum SitePaths {
    static let rootIndex = "index.html"
    static let stylesheet = "assets/site.css"
    static let script = "assets/site.js"
    /// The search index's list of parts; the parts are ``searchPart(_:)``.
    static let searchIndex = "assets/search-index.js"

    /// `assets/search/07.js`: one part of the search index.
    static func searchPart(_ part: Int) -> String {
        "assets/search/" + (part < 10 ? "0" : "") + String(part) + ".js"
    }

    /// `assets/navigation/en.js`: the sidebar's tree of a language.
    static func navigation(_ language: Language) -> String {
        "assets/navigation/" + language.rawValue + ".js"
    }

    /// `en/index.html`
    static func home(_ language: Language) -> String {
        language.rawValue + "/index.html"
    }

    /// `en/UIControl/index.html`
    static func classIndex(_ className: String, _ language: Language) -> String {
        page(forSymbol: className, kind: .class, language)
    }

    /// `en/UIButton/setTitle(__for_).html`, `en/UIControl/State/index.html`: the page's path in the
    /// docs folder with `.html` for `.md`.
    static func page(forSymbol symbol: String, kind: Registry.Kind, _ language: Language) -> String {
        language.rawValue + "/" + PagePath.relativePath(forSymbol: symbol, kind: kind) + ".html"
    }

    /// `en/Articles/choosing-a-button-style.html`: an article (by its ID, `Articles/choosing-a-button-style`).
    static func article(_ id: String, _ language: Language) -> String {
        language.rawValue + "/" + id + ".html"
    }

    /// The page of a registry member.
    static func page(of member: Registry.Member, _ language: Language) -> String {
        page(forSymbol: member.id, kind: member.kind, language)
    }

    /// The `href` that leads from the file at `from` to `to` (both relative to the site folder; `to`
    /// may end with a `#fragment`). Path segments are percent-encoded where a URL needs it.
    static func relative(from: String, to: String) -> String {
        let (path, fragment) = splitFragment(to)
        let fromDirectories = from.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let toParts = path.split(separator: "/", omittingEmptySubsequences: false)
        let toDirectories = toParts.dropLast()
        var common = 0
        while common < fromDirectories.count, common < toDirectories.count,
            fromDirectories[fromDirectories.startIndex + common] == toDirectories[toDirectories.startIndex + common]
        {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromDirectories.count - common)
        let downs = toParts.dropFirst(common).map { encodeSegment(String($0)) }
        return (ups + downs).joined(separator: "/") + (fragment.map { "#" + encodeSegment($0) } ?? "")
    }

    /// The relative path from a file to the site folder, ending with `/` (empty at the top).
    static func rootPrefix(from: String) -> String {
        String(repeating: "../", count: from.split(separator: "/").count - 1)
    }

    private static func splitFragment(_ target: String) -> (String, String?) {
        guard let hash = target.firstIndex(of: "#") else { return (target, nil) }
        return (String(target[..<hash]), String(target[target.index(after: hash)...]))
    }

    /// Keeps letters, digits and the characters a path segment may hold as they are; encodes the rest.
    private static func encodeSegment(_ segment: String) -> String {
        var result = ""
        for byte in segment.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-._~()!$*+,;=:@'".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
