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
    /// The `id`s given to the page's headings so far.
    var headingAnchors: HeadingAnchors
    /// How many unresolved links to each target were reported, to find the next one's location.
    private var reported: [String: Int] = [:]

    init(context: SiteContext, page: Page, filePath: String) {
        self.context = context
        self.page = page
        self.filePath = filePath
        self.headingAnchors = HeadingAnchors(page: page)
    }

    /// The HTML of `markdown`, with `doc:` links rewritten.
    mutating func render(_ markdown: String) -> HTMLNode {
        let html = rewriteDocLinks(in: MarkdownHTMLRenderer.render(markdown))
        return .trusted(
            TrustedHTML(cmarkOutput: anchorHeadings(in: context.linksCodeSpans ? linkCodeSpans(in: html) : html)))
    }

    /// Links a code span that names a member (`isEnabled`, `setTitle(_:for:)`, `UIButton.configuration`) to
    /// its page, as Apple's pages do: by its full ID, or by its name in the page's own type, class or
    /// another class. Spans inside a link, or naming the page itself, stay as they are.
    private func linkCodeSpans(in html: String) -> String {
        guard html[...].firstByteRange(of: "<code>") != nil else { return html }
        var output = ""
        var rest = html[...]
        var inLink = false
        while let open = rest.firstByteRange(of: "<code>") {
            let before = rest[..<open.lowerBound]
            output += before
            inLink = Self.leavesLinkOpen(before, startingOpen: inLink)
            guard let close = rest[open.upperBound...].firstByteRange(of: "</code>") else {
                rest = rest[open.lowerBound...]
                break
            }
            let span = rest[open.lowerBound..<close.upperBound]
            let target = inLink ? nil : memberTarget(named: String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
            if let target {
                let href = SitePaths.relative(from: filePath, to: target)
                output += "<a href=\"" + HTMLSerializer.escapeAttribute(href) + "\">" + span + "</a>"
            } else {
                output += span
            }
        }
        return output + rest
    }

    /// Whether an `<a>` is open after `html`, given whether one was before it.
    private static func leavesLinkOpen(_ html: Substring, startingOpen: Bool) -> Bool {
        var open = startingOpen
        var rest = html
        while true {
            let start = rest.firstByteRange(of: "<a")
            let end = rest.firstByteRange(of: "</a>")
            if let end, start.map({ end.lowerBound < $0.lowerBound }) ?? true {
                open = false
                rest = rest[end.upperBound...]
            } else if let start {
                let after = rest[start.upperBound...].first
                if after == " " || after == ">" { open = true }
                rest = rest[start.upperBound...]
            } else {
                return open
            }
        }
    }

    /// Where the member a code span names is shown, when the name is one.
    private func memberTarget(named name: String) -> String? {
        guard !name.isEmpty, name.utf8.allSatisfy(Self.isNameByte) else { return nil }
        var scopes: [String] = [""]
        if let symbol = page.symbolID, let member = context.registry[symbol] {
            if let parent = member.parent { scopes.append(parent + ".") }
            if member.kind == .type || member.kind == .class { scopes.append(member.id + ".") }
            scopes.append(member.className + ".")
        }
        scopes += context.classNames.map { $0 + "." }
        for scope in scopes {
            let id = scope + name
            guard id != page.symbolID, let member = context.registry[id], member.kind != .constant else { continue }
            return context.target(forSymbol: id, language: page.language)
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"),
            UInt8(ascii: "("), UInt8(ascii: ")"):
            true
        default: false
        }
    }

    /// Gives each `<h3>`–`<h6>` of cmark's output (which writes them without attributes) an `id` and a link
    /// to itself.
    private mutating func anchorHeadings(in html: String) -> String {
        guard html[...].firstByteRange(of: "<h") != nil else { return html }
        let label = SiteStrings(language: page.language).sectionLink
        var output = ""
        var rest = html[...]
        while let open = rest.firstByteRange(of: "<h") {
            output += rest[..<open.lowerBound]
            let tag = rest[open.upperBound...].prefix(2)
            guard tag.count == 2, let level = tag.first, "3456".contains(level), tag.last == ">",
                let close = rest[open.upperBound...].firstByteRange(of: "</h" + String(level) + ">")
            else {
                output += rest[open]
                rest = rest[open.upperBound...]
                continue
            }
            let inner = rest[rest.index(open.upperBound, offsetBy: 2)..<close.lowerBound]
            let id = headingAnchors.id(for: PlainText.fromHTML(String(inner)))
            output += "<h" + String(level) + " id=\"" + HTMLSerializer.escapeAttribute(id) + "\">" + inner
            output += HTMLSerializer.serialize(HeadingAnchors.link(to: id, label: label)) + rest[close]
            rest = rest[close.upperBound...]
        }
        return output + rest
    }

    private mutating func rewriteDocLinks(in html: String) -> String {
        let opening = "<a href=\"doc:"
        var output = ""
        var rest = html[...]
        while let start = rest.firstByteRange(of: opening) {
            output += rest[..<start.lowerBound]
            let afterScheme = rest[start.upperBound...]
            guard let quote = afterScheme.firstIndex(of: "\""),
                let tagEnd = afterScheme[quote...].firstIndex(of: ">"),
                let close = afterScheme[tagEnd...].firstByteRange(of: "</a>")
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
        // On UTF-8 bytes: `<` and `>` never occur inside a multi-byte character. A tag's name is its
        // letters and digits after any `/` (non-ASCII bytes count as letters).
        var text: [UInt8] = []
        text.reserveCapacity(html.utf8.count)
        var inTag = false
        var name: [UInt8] = []
        var nameEnded = false
        for byte in html.utf8 {
            if byte == UInt8(ascii: "<") {
                inTag = true
                name.removeAll(keepingCapacity: true)
                nameEnded = false
            } else if byte == UInt8(ascii: ">"), inTag {
                inTag = false
                if blockTagBytes.contains(name) { text.append(UInt8(ascii: " ")) }
            } else if inTag {
                if nameEnded || (byte == UInt8(ascii: "/") && name.isEmpty) { continue }
                let isNameByte =
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte >= 0x80
                if isNameByte { name.append(byte) } else { nameEnded = true }
            } else {
                text.append(byte)
            }
        }
        return collapse(decodeEntities(String(decoding: text, as: UTF8.self)))
    }

    private static let blockTagBytes: Set<[UInt8]> = Set(blockTags.map { Array($0.utf8) })

    private static let blockTags: Set<String> = [
        "p", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "br", "hr", "div", "dt", "dd",
    ]

    /// Collapses runs of whitespace to one space and trims the ends.
    static func collapse(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isWhitespace =
                scalar.isASCII ? (0x09...0x0D).contains(scalar.value) || scalar == " " : scalar.properties.isWhitespace
            if isWhitespace {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Decodes the entities cmark writes: `&amp;`, `&lt;`, `&gt;`, `&quot;` and numeric references.
    static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
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
