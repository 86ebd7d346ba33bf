import ControlSpecModel

/// Where each file of the site lives, relative to the site folder, and how pages link to each other.
enum SitePaths {
    static let rootIndex = "index.html"
    static let stylesheet = "assets/site.css"
    static let script = "assets/site.js"
    /// The site's icon, named by every page, so that a browser asks for no `/favicon.ico`.
    static let icon = "assets/icon.svg"
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
        // The folders both paths start with end at the last `/` of their common beginning.
        var shared = 0
        for (offset, (a, b)) in zip(from.utf8, path.utf8).enumerated() {
            guard a == b else { break }
            if a == UInt8(ascii: "/") { shared = offset + 1 }
        }
        let slash = UInt8(ascii: "/")
        var href: [UInt8] = []
        for byte in from.utf8.dropFirst(shared) where byte == slash { href.append(contentsOf: "../".utf8) }
        encode(path.utf8.dropFirst(shared), keepingSlashes: true, into: &href)
        if let fragment {
            href.append(UInt8(ascii: "#"))
            encode(fragment.utf8[...], keepingSlashes: false, into: &href)
        }
        return String(decoding: href, as: UTF8.self)
    }

    /// The relative path from a file to the site folder, ending with `/` (empty at the top).
    static func rootPrefix(from: String) -> String {
        String(repeating: "../", count: from.split(separator: "/").count - 1)
    }

    private static func splitFragment(_ target: String) -> (String, String?) {
        guard let hash = target.firstIndex(of: "#") else { return (target, nil) }
        return (String(target[..<hash]), String(target[target.index(after: hash)...]))
    }

    /// Keeps letters, digits and the characters a path segment may hold as they are (and `/` between
    /// segments when asked); percent-encodes the rest.
    private static func encode(_ bytes: Substring.UTF8View, keepingSlashes: Bool, into href: inout [UInt8]) {
        for byte in bytes {
            if isSegmentByte(byte) || (keepingSlashes && byte == UInt8(ascii: "/")) {
                href.append(byte)
            } else {
                href.append(UInt8(ascii: "%"))
                href.append(hexDigits[Int(byte >> 4)])
                href.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isSegmentByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "-._~()!$*+,;=:@'".utf8.contains(byte)
        }
    }
}
