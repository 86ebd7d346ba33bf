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
}
