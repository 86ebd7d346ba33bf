import ControlSpecHTML
import ControlSpecModel
import Foundation

/// How one implementation fared on one conformance case.
public struct ImplementationStatus: Hashable, Sendable, Codable {
    /// The implementation's name, such as `reference`.
    public var implementation: String
    /// The outcome as the runner spells it: `PASS`, `FAIL`, `ERROR`, `SKIP`, …
    public var status: String

    public init(implementation: String, status: String) {
        self.implementation = implementation
        self.status = status
    }
}

/// Run results for the site, keyed by a case's qualified ID (`UIButton.setTitle(_:for:)#title-falls-back`),
/// with one status per implementation in the order they should be shown.
public typealias CaseStatuses = [String: [ImplementationStatus]]

/// One generated file of the site.
public struct SiteFile: Hashable, Sendable {
    /// Path relative to the site folder, with `/` separators (`en/UIButton/setTitle(__for_).html`).
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}

/// The generated site: files in path order, and the problems met while rendering.
public struct Site: Sendable {
    /// Every file, sorted by path.
    public var files: [SiteFile]
    /// Problems in the content, such as `site.link.unresolved`; the site is complete regardless.
    public var diagnostics: [Diagnostic]

    /// The files keyed by relative path.
    public var filesByPath: [String: Data] {
        Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The contents of the file at `path`, if generated.
    public subscript(path: String) -> Data? { files.first { $0.path == path }?.contents }

    /// The contents of the file at `path` as UTF-8 text, if generated.
    public func text(at path: String) -> String? { self[path].map { String(decoding: $0, as: UTF8.self) } }
}

/// Renders a ``Corpus`` as a static bilingual website that works offline from `file://`.
///
/// The generator does no I/O: the command line writes ``Site/files`` to disk. It renders whatever
/// the corpus holds; callers that follow the rule "nothing is rendered when an error exists" check
/// ``Corpus/diagnostics`` first.
///
/// The site has, per language (`en/`, `zh-Hans/`), a home page, a page per class
/// (`UIControl/index.html`) and a page per documented member
/// (`PagePath.relativePath(forSymbol:kind:)` + `.html`), plus a root `index.html` that picks a language,
/// and `assets/` with the style sheet, the script and the search index.
public struct SiteGenerator: Sendable {
    public let corpus: Corpus
    public let statuses: CaseStatuses

    /// - Parameters:
    ///   - corpus: the pages and the registry to render.
    ///   - statuses: run results per case qualified ID; empty when no run was made.
    public init(corpus: Corpus, statuses: CaseStatuses = [:]) {
        self.corpus = corpus
        self.statuses = statuses
    }

    /// Builds every file of the site.
    public func generate() -> Site {
        let context = SiteContext(corpus: corpus, statuses: statuses)
        var files: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        files[SitePaths.rootIndex] = HTMLSerializer.document(RootPage(context: context).build())
        for language in Language.allCases {
            files[SitePaths.home(language)] = HTMLSerializer.document(
                HomePage(context: context, language: language).build())
            for className in context.classNames {
                var page = ClassPage(context: context, language: language, className: className)
                files[SitePaths.classIndex(className, language)] = HTMLSerializer.document(page.build())
                diagnostics += page.markdown.diagnostics
            }
            for page in corpus.pages where page.language == language {
                guard let symbol = page.symbolID, let member = corpus.registry[symbol], member.hasOwnPage,
                    member.kind != .class, corpus.page(for: symbol, language: language) == page
                else { continue }
                var builder = MemberPage(context: context, page: page, member: member)
                files[SitePaths.page(of: member, language)] = HTMLSerializer.document(builder.build())
                diagnostics += builder.markdown.diagnostics
            }
        }
        files[SitePaths.stylesheet] = SiteAssets.stylesheet
        files[SitePaths.script] = SiteAssets.script
        files[SitePaths.searchIndex] = SearchIndexBuilder(context: context).script()
        let sorted = files.sorted { $0.key < $1.key }.map { SiteFile(path: $0.key, contents: Data($0.value.utf8)) }
        return Site(files: sorted, diagnostics: diagnostics.sortedForDisplay())
    }
}
