import ControlSpecMarkdown
import Foundation

/// A Markdown file as read from disk, before parsing.
public struct SourceFile: Sendable {
    /// Path relative to the docs folder, with `/` separators (`en/UIControl/isEnabled.md`).
    public var path: String
    /// The path to print in diagnostics (as the user would type it, e.g. `Docs/en/…`).
    public var displayPath: String
    public var bytes: [UInt8]

    public init(path: String, displayPath: String? = nil, bytes: [UInt8]) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.bytes = bytes
    }
}

/// Options for checking a corpus.
public struct LintOptions: Sendable {
    /// Report registry members without a page as errors (otherwise they are only coverage).
    public var requireComplete: Bool
    /// Only members introduced up to this iOS version must have pages under `requireComplete`.
    public var requiredThroughVersion: Double
    /// Wrong names that circulate (in the seed documents and elsewhere) with their real names.
    public var misconceptions: [Misconception]

    public init(
        requireComplete: Bool = false, requiredThroughVersion: Double = 14.0, misconceptions: [Misconception] = []
    ) {
        self.requireComplete = requireComplete
        self.requiredThroughVersion = requiredThroughVersion
        self.misconceptions = misconceptions
    }
}

/// Every page of a docs folder, paired by symbol across languages, with the registry.
public struct Corpus: Sendable {
    public let registry: Registry
    /// Pages in path order.
    public let pages: [Page]
    /// All problems found while reading, parsing and cross-checking.
    public let diagnostics: [Diagnostic]
    private let pagesBySymbol: [String: [Language: Int]]

    /// Pages larger than this are reported and not parsed.
    public static let maximumPageBytes = 4 * 1024 * 1024

    /// Parses and checks `files` against `registry`.
    public init(files: [SourceFile], registry: Registry, options: LintOptions = LintOptions()) {
        self.registry = registry
        var pages: [Page] = []
        var diagnostics: [Diagnostic] = []
        // Pages are read, parsed and their names checked on every core (each on its own), then taken
        // in path order.
        let sorted = files.sorted(by: { $0.path < $1.path })
        let mentionChecker = MentionChecker(registry: registry, misconceptions: options.misconceptions)
        let outcomes = ParallelWork.map(sorted) { Self.read($0, mentionChecker: mentionChecker) }
        for outcome in outcomes {
            diagnostics += outcome.diagnostics
            guard let page = outcome.page else { continue }
            pages.append(page)
        }
        var index: [String: [Language: Int]] = [:]
        for (position, page) in pages.enumerated() {
            guard let symbol = page.symbolID else { continue }
            if let existing = index[symbol]?[page.language] {
                diagnostics.append(
                    Diagnostic(
                        id: "docs.page.duplicateSymbol", severity: .error,
                        summary: "a second \(page.language.rawValue) page for '\(symbol)'",
                        location: Self.titleLocation(of: page, files: files),
                        notes: [
                            .init(
                                location: Self.titleLocation(of: pages[existing], files: files),
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
            registry: registry, pages: pages, pagesBySymbol: index, files: files, options: options)
        checker.checkPages()
        checker.checkParity()
        checker.checkCoverage()
        diagnostics += checker.diagnostics
        self.diagnostics = diagnostics.sortedForDisplay()
    }

    /// What reading one file gave: its page (nil when it could not be parsed) and its problems.
    private struct FileOutcome: Sendable {
        var page: Page?
        var diagnostics: [Diagnostic] = []
    }

    /// Checks, decodes and parses one file.
    private static func read(_ file: SourceFile, mentionChecker: MentionChecker) -> FileOutcome {
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
            source: text, path: file.displayPath, language: language)
        page.path = file.path
        outcome.diagnostics += pageDiagnostics
        outcome.diagnostics += mentionChecker.diagnostics(for: pageMentions)
        outcome.page = page
        return outcome
    }

    /// The page of a symbol in a language.
    public func page(for symbol: String, language: Language) -> Page? {
        pagesBySymbol[symbol]?[language].map { pages[$0] }
    }

    /// Symbols that have at least one page, sorted.
    public var documentedSymbols: [String] { pagesBySymbol.keys.sorted() }

    static func language(ofPath path: String) -> Language? {
        guard let first = path.split(separator: "/").first else { return nil }
        return Language(rawValue: String(first))
    }

    static func titleLocation(of page: Page, files: [SourceFile]) -> SourceLocation {
        let display = files.first { $0.path == page.path }?.displayPath ?? page.path
        return SourceLocation(path: display, line: 1, column: 1)
    }
}

extension Corpus {
    /// Reads every `.md` file under `en/` and `zh-Hans/` of a docs folder.
    ///
    /// Unreadable files become diagnostics; the rest of the corpus is still read.
    public static func readFiles(in docsDirectory: URL, displayPrefix: String) -> (
        files: [SourceFile], diagnostics: [Diagnostic]
    ) {
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
        // Read on every core.
        let contents = ParallelWork.map(found.map(\.url)) { url in Result { [UInt8](try Data(contentsOf: url)) } }
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        files.reserveCapacity(found.count)
        for (file, content) in zip(found, contents) {
            switch content {
            case .success(let bytes):
                files.append(SourceFile(path: file.path, displayPath: file.display, bytes: bytes))
            case .failure(let error):
                diagnostics.append(
                    Diagnostic(
                        id: "docs.file.unreadable", severity: .error,
                        summary: "cannot read page: \(error.localizedDescription)",
                        location: SourceLocation(path: file.display, line: 1, column: 1),
                        fix: "check the file's permissions"))
            }
        }
        return (files, diagnostics)
    }
}
