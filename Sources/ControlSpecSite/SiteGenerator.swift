import ControlSpecHTML
import ControlSpecModel
import Foundation
import Synchronization

/// One generated file of the site.
package struct SiteFile: Hashable, Sendable {
    /// Path relative to the site folder, with `/` separators (`en/UIButton/setTitle(__for_).html`).
    package var path: String
    package var contents: Data
}

/// The generated site: files in path order, and the problems met while rendering.
package struct Site: Sendable {
    /// Every file, sorted by path.
    package var files: [SiteFile]
    /// Problems in the content, such as `site.link.unresolved`; the site is complete regardless.
    package var diagnostics: [Diagnostic]
    /// The same problems, by the path of the file whose rendering met them (only files that met some).
    package var diagnosticsByPath: [String: [Diagnostic]] = [:]
    /// The error that stopped a generation that writes its files as they are built.
    var failure: (any Error)?

    /// The files keyed by relative path.
    package var filesByPath: [String: Data] {
        Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The contents of the file at `path`, if generated.
    package subscript(path: String) -> Data? { files.first { $0.path == path }?.contents }

    /// The contents of the file at `path` as UTF-8 text, if generated.
    package func text(at path: String) -> String? { self[path].map { String(decoding: $0, as: UTF8.self) } }
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
/// and `assets/` with the style sheet, the script and the search index in parts.
package struct SiteGenerator: Sendable {
    package let corpus: Corpus
    package let statuses: CaseStatuses
    /// The geometry each page figure was drawn from, by ``PageFigure/qualifiedID``; a figure without an entry
    /// is shown as not drawn.
    package let figures: FigureResults
    /// Where the conformance report of `statuses` is: relative to the site folder (`../report`, as `publish`
    /// writes it) or a URL; nil when there is none. Pages link to it, and each case's results to its entry.
    package let reportBase: String?
    /// Whether code spans that name a member link to its page (as Apple's pages do); off only for the bench,
    /// which measures what the links cost.
    package var linksCodeSpans = true
    /// The context and plan, made on first use.
    private let prepared = Locked<(SiteContext, SitePlan)?>(nil)

    /// - Parameters:
    ///   - corpus: the pages and the registry to render.
    ///   - statuses: run results per case qualified ID; empty when no run was made.
    ///   - figures: what the implementation answered for the pages' figures.
    ///   - reportBase: the folder of the report of those results, relative to the site folder, or a URL.
    package init(
        corpus: Corpus, statuses: CaseStatuses = [:], figures: FigureResults = [:], reportBase: String? = nil
    ) {
        self.corpus = corpus
        self.statuses = statuses
        self.figures = figures
        self.reportBase = reportBase
    }

    /// The context and the plan of the site, made once for ``fileInputs()`` and the generation (the context on
    /// `threads` threads).
    func contextAndPlan(threads: Int = defaultThreads) -> (SiteContext, SitePlan) {
        prepared.withLock { prepared in
            if let prepared { return prepared }
            let context = SiteContext(
                corpus: corpus, statuses: statuses, figures: figures, reportBase: reportBase,
                linksCodeSpans: linksCodeSpans, threads: threads)
            let made = (context, SitePlan(context: context))
            prepared = made
            return made
        }
    }

    /// Builds every file of the site, or only the files whose paths `only` holds (for an incremental
    /// publish: see ``fileInputs()``); the search index takes unchanged pages' entries from `searchCache`.
    /// The work is spread over `threads` threads (1: all of it on the calling thread, starting none, as the
    /// fuzz target renders one page per input).
    package func generate(
        only: Set<String>? = nil, searchCache: SearchEntriesCache? = nil, threads: Int = defaultThreads
    ) -> Site {
        let collected = Locked<[SiteFile]>([])
        var site = produce(only: only, searchCache: searchCache, threads: threads) { file in
            collected.withLock { $0.append(file) }
            return nil
        }
        site.files = collected.withLock { $0 }.sorted { $0.path < $1.path }
        return site
    }

    /// Builds the files like ``generate(only:searchCache:)`` on `threads` threads and hands each one to
    /// `write` as soon as it is built, so that the site is never held in memory whole: nothing of a file
    /// is kept once it is written, except its diagnostics when it has some. The returned site has no files.
    ///
    /// `write` is called from several threads at once. When it throws, no further file is built and the
    /// first error is thrown.
    package func generate(
        only: Set<String>? = nil, searchCache: SearchEntriesCache? = nil, threads: Int = defaultThreads,
        writingTo write: @escaping @Sendable (SiteFile) throws -> Void
    ) throws -> Site {
        let site = produce(only: only, searchCache: searchCache, threads: threads) { file in
            do {
                try write(file)
                return nil
            } catch {
                return error
            }
        }
        if let error = site.failure { throw error }
        return site
    }

    /// The file of the search index (in the site folder) that holds the documents of a page (by its path
    /// in the docs folder): `assets/search/07.js`.
    package static func searchIndexPart(ofPage path: String) -> String {
        SitePaths.searchPart(SearchParts.part(ofPage: path))
    }

    /// The number of processors.
    package static var defaultThreads: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Renders the wanted files on `threads` threads; `deliver` returns an error to stop.
    private func produce(
        only: Set<String>?, searchCache: SearchEntriesCache?, threads: Int,
        deliver: @escaping @Sendable (SiteFile) -> (any Error)?
    ) -> Site {
        let (context, plan) = contextAndPlan(threads: threads)
        let jobs = Self.jobs(plan.files.indices.filter { only?.contains(plan.files[$0].path) ?? true }, plan: plan)
        let shared = Locked(Collected())
        let work: @Sendable () -> Void = {
            while true {
                let next: [Int]? = shared.withLock { state in
                    guard state.error == nil, state.next < jobs.count else { return nil }
                    state.next += 1
                    return jobs[state.next - 1]
                }
                guard let next else { return }
                var jobContext = context
                jobContext.highlights = HighlightMemo()
                for file in next {
                    let (path, item) = plan.files[file]
                    let (contents, diagnostics) = Self.render(
                        item, path: path, context: jobContext, plan: plan, searchCache: searchCache)
                    let error = deliver(SiteFile(path: path, contents: contents))
                    guard error != nil || !diagnostics.isEmpty else { continue }
                    shared.withLock { state in
                        if let error, state.error == nil { state.error = error }
                        if !diagnostics.isEmpty { state.diagnostics[path] = diagnostics }
                    }
                }
            }
        }
        Threads.run(max(1, min(threads, jobs.count))) { _ in work() }
        return shared.withLock { state in
            var site = Site(
                files: [], diagnostics: Array(state.diagnostics.values.joined()).sortedForDisplay(),
                diagnosticsByPath: state.diagnostics)
            site.failure = state.error
            return site
        }
    }

    /// The wanted files (indices of `plan.files`) as jobs, each made by one thread in turn: a member's
    /// pages in every language are one job, so that what they share (the highlighted case code) is made
    /// once; every other file is a job of its own.
    private static func jobs(_ wanted: [Int], plan: SitePlan) -> [[Int]] {
        var jobs: [[Int]] = []
        var jobOfMember: [String: Int] = [:]
        for file in wanted {
            guard case .member(let entry) = plan.files[file].item, let symbol = entry.page.symbolID else {
                jobs.append([file])
                continue
            }
            if let job = jobOfMember[symbol] {
                jobs[job].append(file)
            } else {
                jobOfMember[symbol] = jobs.count
                jobs.append([file])
            }
        }
        return jobs
    }

    /// One file of the site and the diagnostics met while building it.
    private static func render(
        _ item: SitePlan.Item, path: String, context: SiteContext, plan: SitePlan, searchCache: SearchEntriesCache?
    ) -> (Data, [Diagnostic]) {
        func html(_ node: HTMLNode) -> Data { HTMLSerializer.documentData(node) }
        switch item {
        case .root:
            return (html(RootPage(context: context).build()), [])
        case .home(let language):
            return (html(HomePage(context: context, language: language).build()), [])
        case .classPage(let className, let language):
            var page = ClassPage(context: context, language: language, className: className)
            let data = html(page.build())
            return (data, page.markdown.diagnostics)
        case .member(let entry):
            let (page, member) = (entry.page, entry.member)
            var builder = MemberPage(context: context, page: page, member: member)
            let data = html(builder.build())
            return (data, builder.markdown.diagnostics)
        case .article(let corpus, let index):
            var builder = ArticlePage(context: context, page: corpus.pages[index])
            let data = html(builder.build())
            return (data, builder.markdown.diagnostics)
        case .stylesheet:
            return (Data(SiteAssets.stylesheet.utf8), [])
        case .script:
            return (Data(SiteAssets.script.utf8), [])
        case .icon:
            return (Data(SiteAssets.icon.utf8), [])
        case .navigation(let language):
            return (NavigationTree(context: context, language: language).script(), [])
        case .searchManifest:
            return (Data(SearchIndex.manifestScript.utf8), [])
        case .searchPart(let number):
            let cache = searchCache?.part(number)
            let index = SearchIndexBuilder(context: context).build(plan.searchPages[number], cache: cache)
            if let cache { searchCache?.finish(cache) }
            return (index.partScriptData(number), [])
        }
    }
}

/// Threads of our own for CPU-bound work (which must not block Swift's cooperative pool).
enum Threads {
    /// Runs `work(0)` … `work(count - 1)` on `count` threads (on the calling one when `count` is 1) and
    /// waits for them.
    static func run(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) {
        guard count > 1 else { return work(0) }
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            let thread = Thread {
                work(index)
                group.leave()
            }
            // Markdown and HTML trees are walked recursively.
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
    }
}

/// One result per thread of ``Threads/run(_:_:)``.
final class PartResults<Value: Sendable>: Sendable {
    private let results: Mutex<[Value?]>

    init(count: Int) { results = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ value: Value) { results.withLock { $0[index] = value } }

    /// The results in thread order.
    var values: [Value] { results.withLock { $0.compactMap { $0 } } }
}

/// What the threads of one generation share.
private struct Collected {
    var next = 0
    var files: [SiteFile] = []
    var diagnostics: [String: [Diagnostic]] = [:]
    var error: (any Error)?
}
