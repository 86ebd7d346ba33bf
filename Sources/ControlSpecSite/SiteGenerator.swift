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
    /// The same problems, by the path of the file whose rendering met them.
    public var diagnosticsByPath: [String: [Diagnostic]] = [:]

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

    /// Builds every file of the site, or only the files whose paths `only` holds (for an incremental
    /// publish: see ``fileInputs()``); the search index takes unchanged pages' entries from `searchCache`.
    public func generate(only: Set<String>? = nil, searchCache: SearchEntriesCache? = nil) -> Site {
        var files: [SiteFile] = []
        var site = generate(only: only, searchCache: searchCache) { files.append($0) }
        site.files = files.sorted { $0.path < $1.path }
        return site
    }

    /// Builds the files like ``generate(only:searchCache:)`` but hands each one to `write` as soon as it
    /// is built, so that the site is never held in memory whole; the returned site has no files.
    public func generate(
        only: Set<String>? = nil, searchCache: SearchEntriesCache? = nil, writingTo write: (SiteFile) throws -> Void
    ) rethrows -> Site {
        let context = SiteContext(corpus: corpus, statuses: statuses)
        var diagnostics: [String: [Diagnostic]] = [:]
        func wanted(_ path: String) -> Bool { only?.contains(path) ?? true }
        func emit(_ path: String, _ text: String) throws {
            try write(SiteFile(path: path, contents: Data(text.utf8)))
        }
        if wanted(SitePaths.rootIndex) {
            try emit(SitePaths.rootIndex, HTMLSerializer.document(RootPage(context: context).build()))
        }
        for language in Language.allCases {
            if wanted(SitePaths.home(language)) {
                let home = HomePage(context: context, language: language)
                try emit(SitePaths.home(language), HTMLSerializer.document(home.build()))
            }
            for className in context.classNames where wanted(SitePaths.classIndex(className, language)) {
                let path = SitePaths.classIndex(className, language)
                var page = ClassPage(context: context, language: language, className: className)
                try emit(path, HTMLSerializer.document(page.build()))
                diagnostics[path, default: []] += page.markdown.diagnostics
            }
            for page in corpus.pages where page.language == language {
                guard let symbol = page.symbolID, let member = corpus.registry[symbol], member.hasOwnPage,
                    member.kind != .class, corpus.page(for: symbol, language: language) == page,
                    wanted(SitePaths.page(of: member, language))
                else { continue }
                let path = SitePaths.page(of: member, language)
                var builder = MemberPage(context: context, page: page, member: member)
                try emit(path, HTMLSerializer.document(builder.build()))
                diagnostics[path, default: []] += builder.markdown.diagnostics
            }
        }
        if wanted(SitePaths.stylesheet) { try emit(SitePaths.stylesheet, SiteAssets.stylesheet) }
        if wanted(SitePaths.script) { try emit(SitePaths.script, SiteAssets.script) }
        if wanted(SitePaths.searchIndex) {
            let data = SearchIndexBuilder(context: context).scriptData(cache: searchCache)
            try write(SiteFile(path: SitePaths.searchIndex, contents: data))
        }
        return Site(
            files: [], diagnostics: Array(diagnostics.values.joined()).sortedForDisplay(),
            diagnosticsByPath: diagnostics.filter { !$0.value.isEmpty })
    }
}
