import ControlSpecHTML
import ControlSpecModel

/// The notice at the top of a Chinese page whose English twin changed since the translation was last reviewed
/// (`docs.translation.outdated`): what changed, and a link to the English page.
enum TranslationNotice {
    /// The notice for `page`, a page at `filePath` whose English twin is at `englishPath`; nil when the page
    /// is not Chinese or its translation is not outdated.
    static func node(for page: Page, context: SiteContext, filePath: String, englishPath: String) -> HTMLNode? {
        guard page.language == .chinese, let key = page.key,
            case .outdated(let reviewed, let sections) = context.corpus.translationStatus(of: key)
        else { return nil }
        let names = sections.map { "“" + chineseName(of: $0) + "”" }.joined(separator: "、")
        return .element(
            "p", ["class": "translation-notice", "role": "note"],
            [
                .text("这篇译文落后于英文页面：英文页面的\(names)在 \(reviewed) 审阅译文之后有改动。"),
                .element(
                    "a", ["href": SitePaths.relative(from: filePath, to: englishPath), "hreflang": "en"],
                    text: "阅读英文页面"),
            ])
    }

    /// A section of the record in Chinese: a heading the format knows by its Chinese title, the summary as 摘要.
    static func chineseName(of section: String) -> String {
        if section == "summary" { return "摘要" }
        return SectionKind.recognising(section, in: .english)?.title(in: .chinese) ?? section
    }

    /// What the notice of a page reads, for the incremental site's inputs.
    static func input(of page: Page, context: SiteContext) -> String {
        guard page.language == .chinese, let key = page.key else { return "no notice" }
        return String(describing: context.corpus.translationStatus(of: key))
    }
}
