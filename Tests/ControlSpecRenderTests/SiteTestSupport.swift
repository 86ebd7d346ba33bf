import ControlSpecSite
import Foundation

/// Small readers of generated HTML for the site tests.
enum SiteHTML {
    /// The values of every `name="…"` attribute in `html`, unescaped.
    static func attributeValues(_ name: String, in html: String) -> [String] {
        var values: [String] = []
        var rest = html[...]
        let opening = " " + name + "=\""
        while let start = rest.range(of: opening) {
            let value = rest[start.upperBound...].prefix { $0 != "\"" }
            values.append(unescape(String(value)))
            rest = rest[value.endIndex...]
        }
        return values
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `en/UIButton/x.html` + `../UIControl/index.html#a` → (`en/UIControl/index.html`, `a`).
    static func resolve(_ href: String, from path: String) -> (path: String, fragment: String?) {
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]).removingPercentEncoding : nil
        if target.isEmpty { return (path, fragment) }
        var components = path.split(separator: "/").dropLast().map(String.init)
        for component in target.split(separator: "/") {
            switch component {
            case "..": if !components.isEmpty { components.removeLast() }
            case ".": continue
            default: components.append(String(component))
            }
        }
        return (components.joined(separator: "/"), fragment)
    }

    /// Whether `href` leaves the site (a web address).
    static func isExternal(_ href: String) -> Bool {
        href.hasPrefix("http://") || href.hasPrefix("https://") || href.hasPrefix("mailto:")
    }

    /// The `<link rel="alternate">` targets of a page by `hreflang`, resolved to site paths.
    static func alternates(in html: String, path: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in html.split(separator: "\n") where line.hasPrefix("<link rel=\"alternate\"") {
            let text = String(line)
            guard let language = attributeValues("hreflang", in: text).first,
                let href = attributeValues("href", in: text).first
            else { continue }
            result[language] = resolve(href, from: path).path
        }
        return result
    }
}

extension Site {
    /// The HTML files' paths.
    var htmlPaths: [String] { files.map(\.path).filter { $0.hasSuffix(".html") } }

    /// The text of a file that must exist.
    func requiredText(_ path: String) throws -> String {
        guard let text = text(at: path) else { throw MissingFile(path: path) }
        return text
    }
}

struct MissingFile: Error, CustomStringConvertible {
    var path: String
    var description: String { "the site has no file '\(path)'" }
}
