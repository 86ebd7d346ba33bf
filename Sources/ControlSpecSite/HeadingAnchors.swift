import ControlSpecHTML
import ControlSpecModel

/// The `id`s of a page's section headings: readable (`discussion`, `how-a-state-finds-its-value`), stable
/// across builds, and unique on the page, where case IDs and constant names are taken first.
struct HeadingAnchors: Sendable {
    private var used: Set<String>

    /// - Parameter page: its cases' anchors and constants' names are taken before any heading's.
    init(page: Page) {
        used = Set(page.constants.map(\.name))
        for item in page.cases { used.insert(SiteContext.anchor(of: item, on: page)) }
    }

    /// A new `id` for a heading with `text`: lowercase ASCII letters and digits, other letters (Chinese
    /// headings) as they are, and a hyphen for every run of anything else; `-2`, `-3` … when taken.
    mutating func id(for text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.append(character)
            } else {
                pendingHyphen = true
            }
        }
        if slug.isEmpty { slug = "section" }
        var candidate = slug
        var number = 2
        while used.contains(candidate) {
            candidate = slug + "-" + String(number)
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// `<h2 id="…">text<a class="heading-anchor" href="#…">#</a></h2>`: the link shows on hover and focus.
    mutating func heading(_ level: String, _ text: String, label: String) -> HTMLNode {
        let id = id(for: text)
        return .element("h" + level, ["id": id], [.text(text), Self.link(to: id, label: label)])
    }

    static func link(to id: String, label: String) -> HTMLNode {
        .element("a", ["class": "heading-anchor", "href": "#" + id, "aria-label": label], text: "#")
    }
}
