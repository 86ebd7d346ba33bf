import ControlSpecHTML
import Foundation

/// The files of `assets/` that do not depend on the corpus, read from the module's resources
/// (`Resources/site.css`, `Resources/site.js`).
enum SiteAssets {
    /// `assets/site.css`: system fonts (with Chinese fallbacks), light and dark colours, a phone
    /// layout and a print style sheet.
    static let stylesheet = ResourceText.load("site", "css", from: .module)

    /// `assets/site.js`: the language choice of the root page, the declaration toggle, the
    /// language switch that keeps the `#fragment`, and search over `ControlSpecSearchIndex`, whose
    /// scripts (`data-index` of the search field, then each part in `search/`) are added to the page
    /// when the field gets focus.
    ///
    /// Builds every element with DOM calls and `textContent`, never `innerHTML`, so that text from
    /// the index cannot become markup.
    static let script = ResourceText.load("site", "js", from: .module)

    /// `assets/icon.svg`: a button, in the site's accent colour.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
        <rect width="32" height="32" rx="7" fill="#0a62c9"/>\
        <rect x="7" y="12" width="18" height="8" rx="4" fill="#ffffff"/></svg>

        """
}
