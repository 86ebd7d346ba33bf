import ControlSpecMarkdown
import Foundation

/// A Markdown file as read from disk, before parsing.
package struct SourceFile: Sendable {
    /// Path relative to the docs folder, with `/` separators (`en/UIControl/isEnabled.md`).
    package var path: String
    /// The path to print in diagnostics (as the user would type it, e.g. `Docs/en/…`).
    package var displayPath: String
    package var bytes: [UInt8]

    package init(path: String, displayPath: String? = nil, bytes: [UInt8]) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.bytes = bytes
    }

    /// What the corpus keeps of this file once it is parsed.
    package var source: PageSource {
        var hash = StableHash()
        bytes.withUnsafeBytes { hash.combine(bytes: $0) }
        return PageSource(path: path, displayPath: displayPath, contentHash: hash.value)
    }
}

/// A page file the corpus read: where it is and a hash of its bytes (the bytes themselves are not kept,
/// so that a large corpus is never whole in memory twice).
package struct PageSource: Hashable, Sendable {
    /// Path relative to the docs folder (`en/UIControl/isEnabled.md`).
    package var path: String
    /// The path printed in diagnostics (`Docs/en/…`).
    package var displayPath: String
    /// ``StableHash`` of the file's bytes.
    package var contentHash: UInt64
}

/// Options for checking a corpus.
package struct LintOptions: Sendable {
    /// Report registry members without a page as errors (otherwise they are only coverage).
    package var requireComplete: Bool
    /// Only members introduced up to this iOS version must have pages under `requireComplete`.
    package var requiredThroughVersion: VersionNumber
    /// Wrong names that circulate (in the seed documents and elsewhere) with their real names.
    package var misconceptions: [Misconception]
    /// The Chinese terms the zh-Hans pages must use (`Docs/glossary.md`); none when empty.
    package var glossary: Glossary
    /// The prose checks' diagnostics of the last publish, for the files that did not change; nil checks
    /// every file. Made for these options (``ProseCheckCache/fingerprint(tool:registry:options:)``).
    package var proseChecks: ProseCheckCache?
    /// Whether Chinese prose is checked (``ChineseProseCheck``). Its findings are only ever warnings, so a
    /// command that renders the pages and needs to know only whether they have errors leaves it off.
    package var checksChineseProse = true

    package init(
        requireComplete: Bool = false, requiredThroughVersion: VersionNumber = VersionNumber(14, 0),
        misconceptions: [Misconception] = [],
        glossary: Glossary = Glossary()
    ) {
        self.requireComplete = requireComplete
        self.requiredThroughVersion = requiredThroughVersion
        self.misconceptions = misconceptions
        self.glossary = glossary
    }
}

/// Every page of a docs folder, paired by symbol across languages, with the registry.
package struct Corpus: Sendable {
    package let registry: Registry
    /// Pages in path order.
    package let pages: [Page]
    /// All problems found while reading, parsing and cross-checking.
    package let diagnostics: [Diagnostic]
    /// Every file that was read (parsed or not), in path order.
    package let sources: [PageSource]
    /// Index into ``pages`` by symbol and language.
    let pagesBySymbol: [String: [Language: Int]]

    /// Pages larger than this are reported and not parsed.
    package static let maximumPageBytes = 4 * 1024 * 1024

    /// Parses and checks `files` against `registry`.
    ///
    /// - Parameter nameTables: the registry's names for the checks of names in prose, made once for many
    ///   corpora of one registry and options; made here when nil.
    package init(
        files: [SourceFile], registry: Registry, options: LintOptions = LintOptions(), nameTables: NameTables? = nil
    ) {
        self.init(
            inputs: files.map { .file($0) }, registry: registry, options: options,
            mentionChecker: nameTables?.checker)
    }

    /// The names of a registry and the known misconceptions, as the checks of names in prose read them.
    /// Building them is a large part of reading a small corpus: make them once to read many.
    package struct NameTables: Sendable {
        let checker: MentionChecker

        package init(registry: Registry, options: LintOptions = LintOptions()) {
            checker = MentionChecker(registry: registry, misconceptions: options.misconceptions)
        }
    }

    /// Reads, parses and checks every `.md` file under `en/` and `zh-Hans/` of a docs folder against
    /// `registry`. Each file is read, hashed and parsed on its own, and its bytes let go: the corpus
    /// is never in memory twice.
    ///
    /// Unreadable files become diagnostics; the rest of the corpus is still read.
    ///
    /// - Parameter nameTables: as for ``init(files:registry:options:nameTables:)``.
    package init(
        reading docsDirectory: URL, displayPrefix: String, registry: Registry, options: LintOptions = LintOptions(),
        nameTables: NameTables? = nil
    ) {
        let inputs = Self.markdownFiles(in: docsDirectory, displayPrefix: displayPrefix).map {
            Input.unread(url: $0.url, path: $0.path, displayPath: $0.display)
        }
        self.init(inputs: inputs, registry: registry, options: options, mentionChecker: nameTables?.checker)
    }

    /// A file to parse: in memory already, or to be read.
    private enum Input: Sendable {
        case file(SourceFile)
        case unread(url: URL, path: String, displayPath: String)

        var path: String {
            switch self {
            case .file(let file): file.path
            case .unread(_, let path, _): path
            }
        }

        /// The file, or the diagnostic saying why it cannot be read.
        func load() -> Loaded {
            switch self {
            case .file(let file):
                return .file(file)
            case .unread(let url, let path, let displayPath):
                func unreadable(_ problem: UnreadablePage) -> Loaded {
                    .unreadable(
                        Diagnostic(
                            id: "docs.file.unreadable", severity: .error, summary: "cannot read page: \(problem.cause)",
                            location: SourceLocation(path: displayPath, line: 1, column: 1), fix: problem.fix))
                }
                // Only a regular file is read: reading a FIFO would wait for a writer that may never come.
                if let problem = UnreadablePage(typeOf: url.path) { return unreadable(problem) }
                do {
                    return .file(
                        SourceFile(path: path, displayPath: displayPath, bytes: [UInt8](try Data(contentsOf: url))))
                } catch {
                    return unreadable(UnreadablePage(readError: error))
                }
            }
        }
    }

    /// A file as loaded: its bytes, or why they could not be read.
    private enum Loaded: Sendable {
        case file(SourceFile)
        case unreadable(Diagnostic)
    }

    private init(inputs: [Input], registry: Registry, options: LintOptions, mentionChecker: MentionChecker?) {
        self.registry = registry
        var pages: [Page] = []
        var diagnostics: [Diagnostic] = []
        var sources: [PageSource] = []
        // Pages are read, parsed and their names checked on every core (each on its own), then taken
        // in path order.
        let sorted = inputs.sorted(by: { $0.path < $1.path })
        let mentionChecker =
            mentionChecker ?? MentionChecker(registry: registry, misconceptions: options.misconceptions)
        let outcomes = ParallelWork.map(sorted) { input -> FileOutcome in
            switch input.load() {
            case .file(let file):
                let source = file.source
                var outcome = Self.read(
                    file, mentionChecker: mentionChecker, glossary: options.glossary,
                    proseChecks: options.proseChecks, checksChineseProse: options.checksChineseProse,
                    contentHash: source.contentHash)
                outcome.source = source
                return outcome
            case .unreadable(let diagnostic):
                return FileOutcome(diagnostics: [diagnostic])
            }
        }
        pages.reserveCapacity(outcomes.count)
        sources.reserveCapacity(outcomes.count)
        diagnostics += options.glossary.problems
        for outcome in outcomes {
            diagnostics += outcome.diagnostics
            if let source = outcome.source { sources.append(source) }
            guard let page = outcome.page else { continue }
            pages.append(page)
        }
        self.sources = sources
        let displayPaths = Dictionary(
            sources.map { ($0.path, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
        var index: [String: [Language: Int]] = [:]
        for (position, page) in pages.enumerated() {
            guard let symbol = page.key else { continue }
            if let existing = index[symbol]?[page.language] {
                diagnostics.append(
                    Diagnostic(
                        id: "docs.page.duplicateSymbol", severity: .error,
                        summary: "a second \(page.language.rawValue) page for '\(symbol)'",
                        location: Self.titleLocation(of: page, displayPaths: displayPaths),
                        notes: [
                            .init(
                                location: Self.titleLocation(of: pages[existing], displayPaths: displayPaths),
                                message: "the first page")
                        ],
                        fix: "merge the pages"))
                continue
            }
            index[symbol, default: [:]][page.language] = position
        }
        self.pages = pages
        self.pagesBySymbol = index
        var checker = CorpusChecker(
            registry: registry, pages: pages, pagesBySymbol: index, displayPaths: displayPaths, options: options)
        checker.checkPages()
        checker.checkParity()
        checker.checkCoverage()
        diagnostics += checker.diagnostics
        self.diagnostics = diagnostics.sortedForDisplay()
    }

    /// What reading one file gave: its page (nil when it could not be parsed), its problems, and what
    /// is kept of the file.
    private struct FileOutcome: Sendable {
        var page: Page?
        var diagnostics: [Diagnostic] = []
        var source: PageSource?
    }

    /// Checks, decodes and parses one file; the checks of its prose are those `proseChecks` kept when the
    /// file is unchanged.
    private static func read(
        _ file: SourceFile, mentionChecker: MentionChecker, glossary: Glossary, proseChecks: ProseCheckCache?,
        checksChineseProse: Bool, contentHash: UInt64
    ) -> FileOutcome {
        var outcome = FileOutcome()
        let start = SourceLocation(path: file.displayPath, line: 1, column: 1)
        guard let language = Self.language(ofPath: file.path) else {
            outcome.diagnostics.append(
                Diagnostic(
                    id: "docs.file.unknownLanguage", severity: .error,
                    summary: "page is not under a language folder (en or zh-Hans)", location: start,
                    fix: "move it to Docs/en/… or Docs/zh-Hans/…"))
            return outcome
        }
        if file.bytes.count > Self.maximumPageBytes {
            outcome.diagnostics.append(
                Diagnostic(
                    id: "docs.file.tooLarge", severity: .error,
                    summary: "page is \(file.bytes.count) bytes, more than the \(Self.maximumPageBytes) allowed",
                    location: start, fix: "split the page or remove the generated content"))
            return outcome
        }
        if file.bytes.allSatisfy({ $0 == 32 || $0 == 10 || $0 == 13 || $0 == 9 }) {
            outcome.diagnostics.append(
                Diagnostic(
                    id: "docs.file.empty", severity: .error, summary: "page is empty", location: start,
                    fix: "write the page or delete the file"))
            return outcome
        }
        let text: String
        if let valid = String(validating: file.bytes, as: UTF8.self) {
            text = valid
        } else {
            text = String(decoding: file.bytes, as: UTF8.self)
            let line =
                text.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("\u{FFFD}") }.map { $0 + 1 } ?? 1
            outcome.diagnostics.append(
                Diagnostic(
                    id: "docs.file.invalidUTF8", severity: .error, summary: "page is not valid UTF-8",
                    location: SourceLocation(path: file.displayPath, line: line, column: 1),
                    fix: "save the file as UTF-8"))
        }
        var (page, pageMentions, pageDiagnostics) = PageParser().parse(
            source: text, path: file.displayPath, language: language,
            articleID: PagePath.articleID(ofPagePath: file.path))
        page.path = file.path
        outcome.diagnostics += pageDiagnostics
        switch language {
        case .english: page.translatableSections = TranslatableSections.of(text)
        case .chinese:
            let (record, problem) = TranslationRecord.reading(text, path: file.displayPath)
            page.translationRecord = record
            if let problem { outcome.diagnostics.append(problem) }
        }
        let cases = page.cases
        let check = { () -> [Diagnostic] in
            var diagnostics = mentionChecker.diagnostics(for: pageMentions)
            if language == .chinese, checksChineseProse {
                // A case's note has its own check of English (`docs.case.untranslatedNote`).
                let noteLines = cases.compactMap(\.note).map {
                    $0.location.line..<($0.location.line + $0.markdown.count { $0 == "\n" } + 1)
                }
                diagnostics += ChineseProseCheck.diagnostics(
                    source: text, path: file.displayPath, glossary: glossary,
                    englishChecked: { line in !noteLines.contains { $0.contains(line) } })
            }
            return diagnostics
        }
        outcome.diagnostics +=
            proseChecks?.diagnostics(displayPath: file.displayPath, contentHash: contentHash, check: check) ?? check()
        outcome.page = page
        return outcome
    }

    /// The display paths of the files that give no page (unreadable, empty, too large, outside a
    /// language folder), in path order: their cases are unknown, and a run says so. Each such file has
    /// one `docs.file.…` error at its line 1; a file that is not valid UTF-8 is still parsed.
    package var unparsedFiles: [String] {
        let paths = diagnostics.compactMap { diagnostic -> String? in
            guard diagnostic.severity == .error, diagnostic.id.hasPrefix("docs.file."),
                diagnostic.id != "docs.file.invalidUTF8"
            else { return nil }
            return diagnostic.location?.path
        }
        return Array(Set(paths)).sorted()
    }

    /// The page of a symbol (or of an article, by its ID) in a language.
    package func page(for symbol: String, language: Language) -> Page? {
        pagesBySymbol[symbol]?[language].map { pages[$0] }
    }

    /// How the Chinese page of a symbol or article stands against its English page; nil when there is no
    /// English page.
    package func translationStatus(of key: String) -> TranslationStatus? {
        guard let english = page(for: key, language: .english) else { return nil }
        guard let chinese = page(for: key, language: .chinese) else { return .missing }
        guard let record = chinese.translationRecord else { return .unrecorded }
        let changed = record.changedSections(in: english.translatableSections)
        return changed.isEmpty
            ? .upToDate(reviewed: record.reviewed) : .outdated(reviewed: record.reviewed, sections: changed)
    }

    /// Whether a symbol or article has an English page.
    package func hasEnglishPage(_ key: String) -> Bool { pagesBySymbol[key]?[.english] != nil }

    /// The path of a page as diagnostics print it (`Docs/zh-Hans/UIButton/title.md`).
    package func displayPath(of page: Page) -> String {
        sources.first { $0.path == page.path }?.displayPath ?? page.path
    }

    /// Every symbol and article with an English page, sorted.
    package var translatedKeys: [String] {
        pagesBySymbol.filter { $0.value[.english] != nil }.keys.sorted()
    }

    /// Symbols that have at least one page, sorted (articles are not symbols).
    package var documentedSymbols: [String] { pagesBySymbol.keys.filter { !PagePath.isArticleID($0) }.sorted() }

    /// The articles of a language, in path order.
    package func articles(in language: Language) -> [Page] {
        pages.filter { $0.isArticle && $0.language == language }
    }

    static func language(ofPath path: String) -> Language? {
        guard let first = path.split(separator: "/").first else { return nil }
        return Language(rawValue: String(first))
    }

    static func titleLocation(of page: Page, displayPaths: [String: String]) -> SourceLocation {
        SourceLocation(path: displayPaths[page.path] ?? page.path, line: 1, column: 1)
    }
}

extension Corpus {
    /// Reads every `.md` file under `en/` and `zh-Hans/` of a docs folder.
    ///
    /// Unreadable files become diagnostics; the rest of the corpus is still read.
    package static func readFiles(in docsDirectory: URL, displayPrefix: String) -> (
        files: [SourceFile], diagnostics: [Diagnostic]
    ) {
        // Read on every core.
        let loaded = ParallelWork.map(markdownFiles(in: docsDirectory, displayPrefix: displayPrefix)) {
            Input.unread(url: $0.url, path: $0.path, displayPath: $0.display).load()
        }
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for result in loaded {
            switch result {
            case .file(let file): files.append(file)
            case .unreadable(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (files, diagnostics)
    }

    /// The `.md` files under `en/` and `zh-Hans/` of a docs folder, with their docs-folder and display paths.
    fileprivate static func markdownFiles(in docsDirectory: URL, displayPrefix: String) -> [(
        url: URL, path: String, display: String
    )] {
        var found: [(url: URL, path: String, display: String)] = []
        let manager = FileManager.default
        let root = docsDirectory.standardizedFileURL
        for language in Language.allCases {
            let folder = root.appendingPathComponent(language.rawValue)
            guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
            else { continue }
            for case let url as URL in enumerator where url.pathExtension == "md" {
                let relative =
                    language.rawValue + "/"
                    + url.standardizedFileURL.path.dropFirst(folder.path.count).drop { $0 == "/" }
                let display = displayPrefix.isEmpty ? relative : displayPrefix + "/" + relative
                found.append((url, relative, display))
            }
        }
        return found
    }
}
