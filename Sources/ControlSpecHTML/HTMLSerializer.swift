/// Turns ``HTMLNode`` trees into text: the one place where text and attribute values are escaped.
///
/// The serializer also refuses markup the site's Content-Security-Policy forbids, so that a page
/// cannot silently break in the browser: inline `<script>` or `<style>` content, `on…` event
/// handler attributes and `style` attributes are programming errors (preconditions).
public enum HTMLSerializer {
    /// Elements that have no end tag and no children.
    public static let voidElements: Set<String> = [
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
    public static func document(_ root: HTMLNode) -> String {
        var output = "<!DOCTYPE html>\n"
        write(root, to: &output)
        if !output.hasSuffix("\n") { output += "\n" }
        return output
    }

    /// The HTML text of a node and its descendants.
    public static func serialize(_ node: HTMLNode) -> String {
        var output = ""
        write(node, to: &output)
        return output
    }

    /// Escapes `&`, `<` and `>` for use as element content.
    public static func escapeText(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for use inside a quoted attribute value.
    public static func escapeAttribute(_ value: String) -> String {
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

    private static func write(_ node: HTMLNode, to output: inout String) {
        switch node {
        case .text(let text):
            output += escapeText(text)
        case .trusted(let trusted):
            output += trusted.html
        case .fragment(let nodes):
            for child in nodes { write(child, to: &output) }
        case .element(let tag, let attributes, let children):
            writeElement(tag: tag, attributes: attributes, children: children, to: &output)
        }
    }

    private static func writeElement(
        tag: String, attributes: [HTMLAttribute], children: [HTMLNode], to output: inout String
    ) {
        precondition(isValidName(tag), "invalid HTML tag name '\(tag)'")
        let isVoid = voidElements.contains(tag)
        precondition(!isVoid || children.isEmpty, "<\(tag)> cannot have children")
        precondition(
            (tag != "script" && tag != "style") || children.isEmpty,
            "inline <\(tag)> content is forbidden by the Content-Security-Policy; use a separate file")
        output += "<" + tag
        for attribute in attributes {
            precondition(isValidName(attribute.name), "invalid attribute name '\(attribute.name)'")
            precondition(!attribute.name.hasPrefix("on"), "inline event handler '\(attribute.name)' is forbidden")
            precondition(attribute.name != "style", "style attributes are forbidden by the Content-Security-Policy")
            output += " " + attribute.name
            if !attribute.value.isEmpty { output += "=\"" + escapeAttribute(attribute.value) + "\"" }
        }
        output += ">"
        if isVoid {
            if blockElements.contains(tag) { output += "\n" }
            return
        }
        if containerElements.contains(tag), !children.isEmpty { output += "\n" }
        for child in children { write(child, to: &output) }
        output += "</" + tag + ">"
        if blockElements.contains(tag) { output += "\n" }
    }

    /// Lowercase ASCII letters, digits and hyphens, starting with a letter.
    private static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
