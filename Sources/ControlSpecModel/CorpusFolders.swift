import Foundation

/// A docs folder to read (with `en/` and `zh-Hans/`), and the path it is named by in diagnostics.
package struct DocsFolder: Sendable, Hashable {
    package var url: URL
    /// The folder as the user gave it (`Docs`, `../my-driver/Docs`); it starts every diagnostic's path.
    package var displayPath: String

    package init(url: URL, displayPath: String) {
        self.url = url
        self.displayPath = displayPath
    }
}

extension Corpus {
    /// Reads several docs folders as one suite: the kit's pages first, then, for example, an
    /// implementation author's own pages for the same members.
    ///
    /// Each folder is read and checked with the same rules as a single folder (a folder's English and
    /// Chinese pages are compared with each other). The first page for a member in a language, in
    /// folder order, is the member's page: its prose is the one the site shows. A page of a later
    /// folder for a member that already has a page adds its cases to that page, where they run and
    /// count like the others; its prose is not kept. A case whose qualified ID an earlier folder
    /// already has is an error naming both places (and the runner leaves the second out).
    ///
    /// Only the first folder is held to `options.requireComplete`: a later folder adds cases, it
    /// does not have to document every member.
    package init(reading folders: [DocsFolder], registry: Registry, options: LintOptions = LintOptions()) {
        let nameTables = NameTables(registry: registry, options: options)
        var later = options
        later.requireComplete = false
        // The glossary's own problems are reported once, with the first folder.
        later.glossary.problems = []
        let corpora = folders.enumerated().map { position, folder in
            Corpus(
                reading: folder.url, displayPrefix: folder.displayPath, registry: registry,
                options: position == 0 ? options : later, nameTables: nameTables)
        }
        self.init(combining: corpora, registry: registry)
    }

    /// The corpora of several folders as one, in folder order (see ``init(reading:registry:options:)``).
    init(combining corpora: [Corpus], registry: Registry) {
        var pages: [Page] = []
        var index: [String: [Language: Int]] = [:]
        var diagnostics: [Diagnostic] = []
        var sources: [PageSource] = []
        var sourcePositions: [String: Int] = [:]
        for corpus in corpora {
            diagnostics += corpus.diagnostics
            for source in corpus.sources {
                guard let position = sourcePositions[source.path] else {
                    sourcePositions[source.path] = sources.count
                    sources.append(source)
                    continue
                }
                // One page's cases now come from two files: its hash changes when either changes, so
                // that an incremental publish checks and runs it again.
                var hash = StableHash()
                hash.combine(sources[position].contentHash)
                hash.combine(source.contentHash)
                sources[position].contentHash = hash.value
            }
            for page in corpus.pages {
                guard let symbol = page.key, let position = index[symbol]?[page.language] else {
                    if let symbol = page.key { index[symbol, default: [:]][page.language] = pages.count }
                    pages.append(page)
                    continue
                }
                diagnostics += Self.duplicateCases(joining: page.cases, to: pages[position].cases)
                pages[position].cases += page.cases
            }
        }
        self.registry = registry
        self.pages = pages
        self.pagesBySymbol = index
        self.sources = sources
        self.diagnostics = diagnostics.sortedForDisplay()
    }

    /// An error for each case of `added` whose qualified ID a case of `existing` (from an earlier
    /// folder) already has.
    private static func duplicateCases(joining added: [ConformanceCase], to existing: [ConformanceCase])
        -> [Diagnostic]
    {
        let earlier = Dictionary(existing.map { ($0.qualifiedID, $0) }, uniquingKeysWith: { first, _ in first })
        return added.compactMap { item in
            guard let first = earlier[item.qualifiedID] else { return nil }
            return Diagnostic(
                id: "docs.case.duplicateAcrossFolders", severity: .error,
                summary: "case '\(item.id)' of '\(item.memberID)' is also in \(first.block.location.path)",
                location: item.block.location,
                notes: [.init(location: first.block.location, message: "the case of the earlier docs folder")],
                fix: "give the case an ID of its own (case IDs are unique per member across every --docs folder)")
        }
    }
}
