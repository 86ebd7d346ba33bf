/// An attribute of an HTML element: a name and its value, unescaped.
///
/// Values are escaped by ``HTMLSerializer``; never escape them yourself.
package struct HTMLAttribute: Hashable, Sendable {
    /// Lowercase ASCII: letters, digits and hyphens (`href`, `aria-label`, `data-root`).
    package var name: String
    /// The value as the browser should see it after unescaping. An empty value is written as a bare
    /// name (`hidden`).
    package var value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// Markup that is emitted as is: only libcmark's HTML output (safe mode) may become one.
///
/// The initializer's label says where the text must come from, so that a reviewer can find every
/// place that bypasses escaping by searching for `cmarkOutput:`.
package struct TrustedHTML: Hashable, Sendable {
    /// The markup, written to the document unchanged.
    package let html: String

    /// Wraps HTML rendered by libcmark in safe mode (raw HTML and unsafe links already removed).
    package init(cmarkOutput html: String) {
        self.html = html
    }

    /// `node` serialized now (``HTMLSerializer``, so escaped like the rest of the document): a part of a
    /// large page kept as text instead of a tree of nodes, which costs several times the text.
    package init(serializing node: HTMLNode) {
        self.html = HTMLSerializer.serialize(node)
    }
}

/// A node of an HTML document, built as a value and turned into text only by ``HTMLSerializer``.
package indirect enum HTMLNode: Hashable, Sendable {
    /// An element with a lowercase tag name, attributes in output order, and children.
    case element(tag: String, attributes: [HTMLAttribute], children: [HTMLNode])
    /// Text, escaped when serialized.
    case text(String)
    /// Trusted markup from libcmark, written unchanged.
    case trusted(TrustedHTML)
    /// Several nodes without an enclosing element.
    case fragment([HTMLNode])
}

extension HTMLNode {
    /// An element whose attributes are given as a literal; attributes whose value is `nil` are left out.
    ///
    /// ```swift
    /// .element("a", ["href": url, "class": isCurrent ? "current" : nil], [.text(name)])
    /// ```
    package static func element(
        _ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], _ children: [HTMLNode] = []
    ) -> HTMLNode {
        let present = attributes.compactMap { name, value in value.map { HTMLAttribute(name, $0) } }
        return .element(tag: tag, attributes: present, children: children)
    }

    /// An element with a single text child.
    package static func element(
        _ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String
    ) -> HTMLNode {
        element(tag, attributes, [.text(text)])
    }

    /// Nothing: a fragment without nodes, for optional parts of a page.
    package static var empty: HTMLNode { .fragment([]) }
}
