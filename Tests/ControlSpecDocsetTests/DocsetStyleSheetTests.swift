import Foundation
import Testing

/// The style sheet the docsets ship (the site's own), read as an engine of Zeal's age reads it: Qt WebEngine
/// 5.15, Chromium 83 to 87. Such an engine drops a declaration whose value it cannot parse, and a whole rule
/// when one selector of its list is unknown to it; a custom property keeps any value and fails only where it
/// is used, so that a light-dark() colour leaves the page without colour.
@Suite struct DocsetStyleSheetTests {
    static let stylesheet: String = {
        let url = DocsetTests.root.appendingPathComponent("Sources/ControlSpecSite/Resources/site.css")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Functions newer than Chromium 87.
    static let modernFunctions = ["light-dark(", "color-mix(", "oklch(", "oklab("]
    /// Selectors newer than Chromium 83; `:focus-visible` came in 86, so it must stand alone in its rule.
    static let modernSelectors = [":has(", ":is(", ":where(", ":focus-visible"]

    @Test func everyModernValueHasAFallbackAnOlderEngineReads() {
        #expect(!Self.stylesheet.isEmpty)
        #expect(Self.problems(in: Self.stylesheet) == [])
    }

    @Test func theCheckFindsWhatAnOlderEngineLoses() {
        let css = """
            :root { --text: light-dark(#000, #fff); }
            p { color: #000; color: light-dark(#000, #fff); }
            a { color: light-dark(#000, #fff); }
            .block:has(> pre[hidden]) { display: none; }
            h2:hover .anchor, .anchor:focus-visible { opacity: 1; }
            .anchor:focus-visible { opacity: 1; }
            @supports (color: light-dark(#000, #fff)) { b { color: light-dark(#000, #fff); } }
            """
        #expect(
            Self.problems(in: css) == [
                ":root: --text: a custom property keeps light-dark( and fails where it is used",
                "a: color uses light-dark( with no fallback before it",
                ".block:has(> pre[hidden]): :has( drops the rule",
                "h2:hover .anchor, .anchor:focus-visible: :focus-visible drops the other selectors of its list",
            ])
    }

    /// Every rule an older engine reads differently, described.
    static func problems(in css: String) -> [String] {
        var problems: [String] = []
        var preludes: [String] = []
        var text = ""
        var rest = Substring(css)
        while let index = rest.firstIndex(where: { $0 == "{" || $0 == "}" || $0 == "/" }) {
            text += rest[..<index]
            if rest[index] == "/" {
                let after = rest[rest.index(after: index)...]
                if after.hasPrefix("*"), let end = after.range(of: "*/") {
                    rest = after[end.upperBound...]
                } else {
                    text.append("/")
                    rest = after
                }
                continue
            }
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if rest[index] == "{" {
                preludes.append(trimmed)
            } else {
                let prelude = preludes.popLast() ?? ""
                // A block inside @supports is read only by the engines that pass the test.
                if !preludes.contains(where: { $0.hasPrefix("@supports") }) {
                    problems += ruleProblems(prelude, trimmed)
                }
            }
            text = ""
            rest = rest[rest.index(after: index)...]
        }
        return problems
    }

    private static func ruleProblems(_ selectors: String, _ body: String) -> [String] {
        guard !selectors.hasPrefix("@") else { return [] }
        var problems: [String] = []
        let list = selectors.split(separator: ",")
        for selector in modernSelectors where selectors.contains(selector) {
            if selector != ":focus-visible" {
                problems.append("\(selectors): \(selector) drops the rule")
            } else if list.contains(where: { !$0.contains(selector) }) {
                problems.append("\(selectors): \(selector) drops the other selectors of its list")
            }
        }
        var readable: Set<String> = []
        for declaration in body.split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let property = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            let value = declaration[declaration.index(after: colon)...]
            guard let modern = modernFunctions.first(where: { value.contains($0) }) else {
                readable.insert(property)
                continue
            }
            if property.hasPrefix("--") {
                problems.append(
                    "\(selectors): \(property): a custom property keeps \(modern) and fails where it is used")
            } else if !readable.contains(property) {
                problems.append("\(selectors): \(property) uses \(modern) with no fallback before it")
            }
        }
        return problems
    }
}
