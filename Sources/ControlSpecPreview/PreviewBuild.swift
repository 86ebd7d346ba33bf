import ControlSpecModel
import ControlSpecPublish
import ControlSpecRunner
import Foundation

/// One problem the overlay shows on a page: where, what, and how to fix it.
package struct PreviewProblem: Hashable, Sendable, Codable {
    /// `Docs/en/UIControl/state.md`, as diagnostics print it.
    package var file: String
    package var line: Int?
    /// `error`, `warning` or `note`; a failing case is an `error`.
    package var severity: String
    package var message: String
    package var fix: String?

    package init(file: String, line: Int?, severity: String, message: String, fix: String?) {
        self.file = file
        self.line = line
        self.severity = severity
        self.message = message
        self.fix = fix
    }
}

/// What one rebuild changed and found, as the open pages receive it (one server-sent event).
package struct PreviewBuild: Hashable, Sendable, Codable {
    /// Counts the rebuilds; a page served after this one was written does not reload for it.
    package var generation = 0
    /// Site files this rebuild wrote (`en/UIControl/state.html`): the open pages among them reload.
    package var changed: [String] = []
    /// The problems of each page, by the page's site path.
    package var problems: [String: [PreviewProblem]] = [:]
    /// Errors that belong to no page (the registry, a file that is no page): shown on every page,
    /// since they stop the publish.
    package var elsewhere: [PreviewProblem] = []
    /// Why the rebuild could not run at all (a docs folder removed, an unreadable registry).
    package var failure: String?
    /// A line on each page's translation status, by the page's site path: the hook for the
    /// translation tracking of Chinese pages, shown at the top of the overlay when there is one.
    package var translationStatus: [String: String] = [:]

    package init() {}

    /// The site path of the page read from a docs-folder path: `en/UIControl/state.md` →
    /// `en/UIControl/state.html`.
    package static func sitePath(ofPage path: String) -> String {
        (path.hasSuffix(".md") ? String(path.dropLast(3)) : path) + ".html"
    }

    /// The build a publish made: the site files it wrote, its diagnostics and the cases that did not end
    /// as expected, each on the page it belongs to.
    ///
    /// - Parameters:
    ///   - sources: the pages read (``Corpus/sources``), to place each problem on its page.
    ///   - written: what the publish wrote, by path in its output folder (`site/en/…`).
    package init(result: PublishResult, sources: [PageSource], written: [String]) {
        var sitePaths: [String: String] = [:]
        for source in sources { sitePaths[source.displayPath] = Self.sitePath(ofPage: source.path) }
        changed = written.filter { $0.hasPrefix("site/") }.map { String($0.dropFirst(5)) }.sorted()
        for diagnostic in result.diagnostics + result.siteDiagnostics {
            let problem = PreviewProblem(
                file: diagnostic.location?.path ?? "", line: diagnostic.location?.line,
                severity: diagnostic.severity.rawValue, message: diagnostic.summary, fix: diagnostic.fix)
            if let page = diagnostic.location.flatMap({ sitePaths[$0.path] }) {
                problems[page, default: []].append(problem)
            } else if diagnostic.severity == .error {
                elsewhere.append(problem)
            }
        }
        for result in result.results?.cases ?? [] where !result.expected {
            let failure = result.failures.first
            for place in [result.english] + (result.chinese.map { [$0] } ?? []) {
                guard let page = sitePaths[place.path] else { continue }
                problems[page, default: []].append(
                    PreviewProblem(
                        file: place.path, line: place.line, severity: "error",
                        message: "\(result.status.rawValue) (expected \(result.expectedStatus.rawValue)) "
                            + "\(result.qualifiedID)" + (failure.map { ": " + $0.message } ?? ""),
                        fix: "make the case pass, or correct what it expects"))
            }
        }
    }
}
