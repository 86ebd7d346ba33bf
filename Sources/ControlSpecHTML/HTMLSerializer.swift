import Foundation

/// Turns ``HTMLNode`` trees into text: the one place where text and attribute values are escaped.
///
/// The serializer also refuses markup the site's Content-Security-Policy forbids, so that a page
/// cannot silently break in the browser: inline `<script>` or `<style>` content, `on…` event
/// handler attributes and `style` attributes are programming errors (preconditions).
package enum HTMLSerializer {
    /// Elements that have no end tag and no children.
    package static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// Elements after whose end tag a line break is written, so that documents diff line by line.
    /// Line breaks are only ever written between elements where whitespace does not matter.
    static let blockElements: Set<String> = [
        "html", "head", "body", "header", "footer", "main", "nav", "section", "article", "aside", "div", "p",
        "ul", "ol", "li", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "figure", "figcaption",
        "title", "meta", "link", "script", "details", "summary", "table", "tr", "form", "noscript",
    ]

    /// Containers whose start tag is followed by a line break.
    static let containerElements: Set<String> = [
        "html", "head", "body", "header", "footer", "main", "nav", "section", "article", "aside", "ul", "ol", "dl",
        "figure", "details", "table", "div",
    ]

    /// `<!DOCTYPE html>` followed by the serialized root, ending with a line break.
    package static func document(_ root: HTMLNode) -> String {
        String(decoding: documentBytes(root), as: UTF8.self)
    }

    /// ``document(_:)`` as the bytes of a file.
    package static func documentData(_ root: HTMLNode) -> Data {
        Data(documentBytes(root))
    }

    private static func documentBytes(_ root: HTMLNode) -> [UInt8] {
        var output = Array("<!DOCTYPE html>\n".utf8)
        output.reserveCapacity(16 << 10)
        write(root, to: &output)
        if output.last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
        return output
    }

    /// The HTML text of a node and its descendants.
    package static func serialize(_ node: HTMLNode) -> String {
        var output: [UInt8] = []
        write(node, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Escapes `&`, `<` and `>` for use as element content.
    package static func escapeText(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for use inside a quoted attribute value.
    package static func escapeAttribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        // Most text has nothing to escape: then it is returned as it is, without a copy.
        let needsEscaping = text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0: true
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quotes
            default: false
            }
        }
        guard needsEscaping else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            case "\u{0}": result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Appends `text` escaped (``escapeText(_:)``, or ``escapeAttribute(_:)`` with `quotes`).
    private static func appendEscaped(_ text: String, quotes: Bool, to output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where quotes: output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where quotes: output.append(contentsOf: "&#39;".utf8)
            case 0: output.append(contentsOf: "\u{FFFD}".utf8)
            default: output.append(byte)
            }
        }
    }

    private static func write(_ node: HTMLNode, to output: inout [UInt8]) {
        switch node {
        case .text(let text):
            appendEscaped(text, quotes: false, to: &output)
        case .trusted(let trusted):
            output.append(contentsOf: trusted.html.utf8)
        case .fragment(let nodes):
            for child in nodes { write(child, to: &output) }
        case .element(let tag, let attributes, let children):
            writeElement(tag: tag, attributes: attributes, children: children, to: &output)
        }
    }

    private static func writeElement(
        tag: String, attributes: [HTMLAttribute], children: [HTMLNode], to output: inout [UInt8]
    ) {
        let traits = tagTraits[tag] ?? TagTraits(tag)
        precondition(isValidName(tag), "invalid HTML tag name '\(tag)'")
        precondition(!traits.isVoid || children.isEmpty, "<\(tag)> cannot have children")
        precondition(
            (tag != "script" && tag != "style") || children.isEmpty,
            "inline <\(tag)> content is forbidden by the Content-Security-Policy; use a separate file")
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: tag.utf8)
        for attribute in attributes {
            precondition(isValidName(attribute.name), "invalid attribute name '\(attribute.name)'")
            precondition(!attribute.name.hasPrefix("on"), "inline event handler '\(attribute.name)' is forbidden")
            precondition(attribute.name != "style", "style attributes are forbidden by the Content-Security-Policy")
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: attribute.name.utf8)
            if !attribute.value.isEmpty {
                output.append(contentsOf: "=\"".utf8)
                appendEscaped(attribute.value, quotes: true, to: &output)
                output.append(UInt8(ascii: "\""))
            }
        }
        output.append(UInt8(ascii: ">"))
        if traits.isVoid {
            if traits.isBlock { output.append(UInt8(ascii: "\n")) }
            return
        }
        if traits.isContainer, !children.isEmpty { output.append(UInt8(ascii: "\n")) }
        for child in children { write(child, to: &output) }
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: tag.utf8)
        output.append(UInt8(ascii: ">"))
        if traits.isBlock { output.append(UInt8(ascii: "\n")) }
    }

    /// What the sets above say about one tag.
    private struct TagTraits {
        var isVoid: Bool
        var isBlock: Bool
        var isContainer: Bool

        init(_ tag: String) {
            isVoid = HTMLSerializer.voidElements.contains(tag)
            isBlock = HTMLSerializer.blockElements.contains(tag)
            isContainer = HTMLSerializer.containerElements.contains(tag)
        }
    }

    /// The traits of every tag the sets name, looked up once per element instead of once per set.
    private static let tagTraits: [String: TagTraits] = Dictionary(
        uniqueKeysWithValues: voidElements.union(blockElements).union(containerElements).map { ($0, TagTraits($0)) })

    /// Lowercase ASCII letters, digits and hyphens, starting with a letter.
    private static func isValidName(_ name: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy {
            isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
        }
    }
}
