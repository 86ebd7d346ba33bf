import ControlSpecHTML
import ControlSpecMarkdown
import ControlSpecModel
import Foundation

/// Renders a page's Markdown with libcmark and points its `doc:` links at the generated pages.
///
/// A `doc:` link that leads nowhere becomes its text; one to a symbol the registry does not know is also a
/// `site.link.unresolved` diagnostic.
struct MarkdownRenderer {
    let context: SiteContext
    /// The page whose Markdown is rendered, for the language and for diagnostics.
    let page: Page
    /// The generated file the HTML goes into, for relative links.
    let filePath: String
    private(set) var diagnostics: [Diagnostic] = []
    /// How many unresolved links to each target were reported, to find the next one's location.
    private var reported: [String: Int] = [:]

    init(context: SiteContext, page: Page, filePath: String) {
        self.context = context
        self.page = page
        self.filePath = filePath
    }

    /// The HTML of `markdown`, with `doc:` links rewritten.
    mutating func render(_ markdown: String) -> HTMLNode {
        .trusted(TrustedHTML(cmarkOutput: rewriteDocLinks(in: MarkdownHTMLRenderer.render(markdown))))
    }

    private mutating func rewriteDocLinks(in html: String) -> String {
        let opening = "<a href=\"doc:"
        var output = ""
        var rest = html[...]
        while let start = rest.range(of: opening) {
            output += rest[..<start.lowerBound]
            let afterScheme = rest[start.upperBound...]
            guard let quote = afterScheme.firstIndex(of: "\""),
                let tagEnd = afterScheme[quote...].firstIndex(of: ">"),
                let close = afterScheme[tagEnd...].range(of: "</a>")
            else {
                output += rest[start.lowerBound...]
                return output
            }
            let symbol = Self.decodeHref(String(afterScheme[..<quote]))
            let inner = afterScheme[afterScheme.index(after: tagEnd)..<close.lowerBound]
            if let target = context.target(forSymbol: symbol, language: page.language) {
                let href = SitePaths.relative(from: filePath, to: target)
                output += "<a href=\"" + HTMLSerializer.escapeAttribute(href) + "\""
                output += afterScheme[afterScheme.index(after: quote)...tagEnd]
                output += inner + "</a>"
            } else {
                output += inner
                reportUnresolved(symbol)
            }
            rest = afterScheme[close.upperBound...]
        }
        output += rest
        return output
    }

    private mutating func reportUnresolved(_ symbol: String) {
        // A registry member without a page yet is coverage's business (`controlspec coverage`), not a
        // broken link: lint has already checked that the symbol exists.
        if context.registry[symbol] != nil { return }
        let occurrences = page.links.filter { $0.target == symbol }
        let seen = reported[symbol, default: 0]
        reported[symbol] = seen + 1
        let location = occurrences.isEmpty ? nil : occurrences[min(seen, occurrences.count - 1)].location
        diagnostics.append(
            Diagnostic(
                id: "site.link.unresolved", severity: .warning,
                summary: "link to 'doc:\(symbol)' is not in the registry; rendered as plain text",
                location: location ?? SourceLocation(path: page.path, line: 1, column: 1),
                fix: "link to a documented symbol ID from conformance/registry.json"))
    }

    /// cmark writes hrefs HTML-escaped and percent-encoded; undo both.
    static func decodeHref(_ href: String) -> String {
        let unescaped = PlainText.decodeEntities(href)
        return unescaped.removingPercentEncoding ?? unescaped
    }
}

/// Text without markup, for search, listings and `<meta name="description">`.
enum PlainText {
    /// The text a reader sees in `markdown`, with whitespace collapsed.
    static func from(markdown: String) -> String {
        fromHTML(MarkdownHTMLRenderer.render(markdown))
    }

    /// The text content of HTML produced by cmark, with whitespace collapsed. Block boundaries become
    /// spaces; inline tags vanish without one (`<code>x</code>.` → `x.`).
    static func fromHTML(_ html: String) -> String {
        var text = ""
        var tag: String?
        for character in html {
            if character == "<" {
                tag = ""
            } else if character == ">", let name = tag {
                tag = nil
                let bare = name.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
                if blockTags.contains(String(bare)) { text.append(" ") }
            } else if tag != nil {
                tag?.append(character)
            } else {
                text.append(character)
            }
        }
        return collapse(decodeEntities(text))
    }

    private static let blockTags: Set<String> = [
        "p", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "br", "hr", "div", "dt", "dd",
    ]

    /// Collapses runs of whitespace to one space and trims the ends.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Decodes the entities cmark writes: `&amp;`, `&lt;`, `&gt;`, `&quot;` and numeric references.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let candidate = rest[ampersand...]
            guard let semicolon = candidate.prefix(12).firstIndex(of: ";") else {
                result.append("&")
                rest = rest[rest.index(after: ampersand)...]
                continue
            }
            let name = candidate[candidate.index(after: ampersand)..<semicolon]
            if let decoded = decodeEntity(String(name)) {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest[rest.index(after: ampersand)...]
            }
        }
        return result + rest
    }

    private static func decodeEntity(_ name: String) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value =
                digits.hasPrefix("x") || digits.hasPrefix("X")
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }
}
