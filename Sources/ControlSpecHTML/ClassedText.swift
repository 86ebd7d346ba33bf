/// Text in which some runs are wrapped in `<span class="…">`, written straight to markup as
/// ``HTMLSerializer`` would write the same nodes: what a syntax highlighter makes, without a node
/// per token.
package struct ClassedText: Sendable {
    private var html = ""

    package init() {}

    /// Appends text outside any span.
    package mutating func append(_ text: String) {
        html += HTMLSerializer.escapeText(text)
    }

    /// Appends `text` inside `<span class="spanClass">`.
    package mutating func append(_ text: String, spanClass: String) {
        html += "<span class=\""
        html += HTMLSerializer.escapeAttribute(spanClass)
        html += "\">"
        html += HTMLSerializer.escapeText(text)
        html += "</span>"
    }

    /// The markup, for use as a node of a document.
    package var node: HTMLNode { .trusted(TrustedHTML(escapedMarkup: html)) }
}

extension TrustedHTML {
    /// Markup this module escaped itself.
    init(escapedMarkup html: String) {
        self.init(cmarkOutput: html)
    }
}
