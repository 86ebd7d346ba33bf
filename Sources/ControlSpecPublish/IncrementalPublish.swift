import CaseLanguage
import ControlContract
import ControlSpecModel
import ControlSpecRunner
import ControlSpecSite
import Foundation
import Synchronization

/// One publish, made incremental by the cache of the previous one (``PublishCache``).
///
/// ``PublishAction`` asks it, step by step, what it may skip:
///
/// 1. ``caseCheckDiagnostics(for:check:)``: static checks only of pages whose checked code (or its
///    place) changed;
/// 2. ``executor(for:)`` and ``finishRun(_:)``: cases whose code, place, schema and implementation
///    are unchanged are not run again; their last outcome is reused. When no case runs, the run
///    keeps the last run's ``RunInfo`` (date, host): the outcomes are that run's;
/// 3. ``siteFilesToBuild(_:exists:)``, ``searchCache`` and ``finishSite(_:)``: only site files whose
///    inputs (``SiteFileInputs``) changed are rendered, and a part of the search index that must be
///    rebuilt only reads the pages that changed; the other files are kept from the last publish;
/// 4. ``runFilesToKeep(results:writeReportFacts:exists:)``: the report, `results.json` and
///    `junit.xml` are kept when the results and what the report shows are the same;
/// 5. ``staleFiles``: files of the last publish that this one does not make;
/// 6. ``cacheFiles()``: the caches for the next publish, written after the outputs.
///
/// Without a usable cache (first publish, another build of the kit) everything is done and
/// ``isIncremental`` is false.
package final class IncrementalPublish: Sendable {
    /// The cache of the previous publish; nil when there was none or it cannot be used.
    package let previous: PublishCache?
    private let tool: String
    /// Content hash of each page, by path in the docs folder.
    private let pageHashes: [String: UInt64]
    private let displayPaths: [String: String]
    /// The registry's entries, hashed: the schema cases are checked and compiled against.
    private let registryHash: UInt64

    /// What this publish records as it goes, from every thread that runs cases or renders.
    private struct State {
        var next: PublishCache
        /// Cases whose outcome was reused, by where they stand (no new strings for tens of thousands of
        /// cases) → the key it was found under.
        var reused: [FileLine: UInt64] = [:]
        /// Cases that ran, by where they stand → their key, for recording their outcomes.
        var executed: [FileLine: UInt64] = [:]
        var siteFingerprints: [String: UInt64] = [:]
        var kept: [String] = []
    }

    private let state: Mutex<State>

    /// The search index's entries of unchanged pages, from the last publish.
    package let searchCache: SearchEntriesCache

    /// Reads the caches the last publish left in `outputFolder` (none is fine).
    ///
    /// - Parameters:
    ///   - tool: ``PublishCache/toolIdentity(version:)``.
    ///   - sources: the pages as read (``Corpus/sources``).
    package convenience init(outputFolder: URL, tool: String, sources: [PageSource], registry: Registry) {
        let cache = try? Data(contentsOf: outputFolder.appendingPathComponent(PublishCache.fileName))
        let folder = outputFolder.path + "/"
        self.init(
            previousCache: cache,
            previousSearchEntries: { part in
                try? Data(contentsOf: URL(fileURLWithPath: folder + PublishCache.searchEntriesFileName(part: part)))
            }, tool: tool, sources: sources, registry: registry)
    }

    /// - Parameters:
    ///   - previousCache: the contents of ``PublishCache/fileName`` in the output folder, if any.
    ///   - previousSearchEntries: the contents of ``PublishCache/searchEntriesFileName(part:)`` for a part
    ///     of the search index, if any; only asked for parts that are rebuilt.
    ///   - tool: ``PublishCache/toolIdentity(version:)``.
    ///   - sources: the pages as read (``Corpus/sources``).
    package init(
        previousCache: Data?, previousSearchEntries: @escaping @Sendable (Int) -> Data?, tool: String,
        sources: [PageSource], registry: Registry
    ) {
        self.tool = tool
        let previous = previousCache.flatMap { PublishCache(data: $0, tool: tool) }
        self.previous = previous
        self.state = Mutex(State(next: PublishCache(tool: tool)))
        var hashes: [String: UInt64] = [:]
        var displays: [String: String] = [:]
        hashes.reserveCapacity(sources.count)
        displays.reserveCapacity(sources.count)
        for source in sources {
            hashes[source.path] = source.contentHash
            displays[source.path] = source.displayPath
        }
        self.pageHashes = hashes
        self.displayPaths = displays
        self.searchCache = SearchEntriesCache(
            previousPart: { previous == nil ? nil : previousSearchEntries($0) }, pageHashes: hashes, salt: tool)
        var registryHash = StableHash()
        registryHash.combine(registry.sdk)
        for member in registry.members { registryHash.combine(member.fingerprint) }
        self.registryHash = registryHash.value
    }

    /// True when a previous publish's cache is being used.
    package var isIncremental: Bool { previous != nil }

    // MARK: - Static checks of case code

    /// The static-check diagnostics of every page, computing only those of pages that changed.
    ///
    /// - Parameter check: the checks of the pages at the given paths (docs-folder paths), plus
    ///   the problems that belong to no page (such as unreadable registry declarations).
    package func caseCheckDiagnostics(for corpus: Corpus, check: (Set<String>) -> [Diagnostic]) -> [Diagnostic] {
        var keys: [String: UInt64] = [:]
        var changed = Set<String>()
        var diagnostics: [Diagnostic] = []
        var byDisplayPath: [String: String] = [:]
        for page in corpus.pages {
            let display = displayPaths[page.path] ?? page.path
            byDisplayPath[display] = page.path
            let key = checkedCodeKey(of: page, displayPath: display)
            keys[page.path] = key
            if let cached = previous?.caseChecks[page.path], cached.key == key {
                diagnostics += cached.diagnostics
                state.withLock { $0.next.caseChecks[page.path] = cached }
            } else {
                changed.insert(page.path)
            }
        }
        var globalHash = StableHash()
        globalHash.combine(tool)
        globalHash.combine(registryHash)
        let globalKey = globalHash.value
        if changed.isEmpty, let global = previous?.globalChecks, global.key == globalKey {
            state.withLock { $0.next.globalChecks = global }
            return diagnostics + global.diagnostics
        }
        var fresh: [String: [Diagnostic]] = [:]
        var global: [Diagnostic] = []
        for diagnostic in check(changed) {
            if let path = diagnostic.location.flatMap({ byDisplayPath[$0.path] }), changed.contains(path) {
                fresh[path, default: []].append(diagnostic)
            } else {
                global.append(diagnostic)
            }
            diagnostics.append(diagnostic)
        }
        state.withLock { state in
            state.next.globalChecks = CachedChecks(key: globalKey, diagnostics: global)
            for path in changed {
                state.next.caseChecks[path] = CachedChecks(key: keys[path] ?? 0, diagnostics: fresh[path] ?? [])
            }
        }
        return diagnostics
    }

    /// What the static checks of a page read (``CorpusCaseChecks/checkedBlocks(of:)``: code, and where
    /// it stands; ``CorpusCaseChecks/checkedAttributes(of:)``: each case's `since=`), so that prose around the code can change without the checks running again.
    private func checkedCodeKey(of page: Page, displayPath: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(tool)
        hash.combine(registryHash)
        hash.combine(displayPath)
        for block in CorpusCaseChecks.checkedBlocks(of: page) {
            hash.combine(block.code)
            hash.combine(block.location.description)
            hash.combine(UInt64(block.firstCodeLine))
            hash.combine(UInt64(block.indentation))
        }
        // The `since=` of each case: whether it is early enough for the members the code uses is checked here too.
        for attribute in CorpusCaseChecks.checkedAttributes(of: page) { hash.combine(attribute) }
        return hash.value
    }

    // MARK: - Case runs

    /// An executor that reuses the last outcome of unchanged cases and runs the others with the case
    /// language (``LanguageExecutor``, whose schema is only built when a case must run).
    ///
    /// Only the in-process reference implementation's outcomes are reused: its behaviour is part of
    /// the tool, whose identity is in every key. Other implementations always run.
    package func executor(for registry: Registry) -> any CaseExecutor {
        executor { LanguageExecutor(registry: registry) }
    }

    /// ``executor(for:)`` running the cases that must run with the executor `make` gives, made on
    /// first use.
    package func executor(making make: @escaping @Sendable () -> any CaseExecutor) -> any CaseExecutor {
        ReusingExecutor(base: LazyExecutor(make), publish: self)
    }

    func outcomeKey(_ testCase: ConformanceCase, implementation: ImplementationInfo) -> UInt64? {
        guard implementation.name == "reference" else { return nil }
        let block = testCase.block
        var hash = StableHash()
        hash.combine(tool)
        hash.combine(registryHash)
        for part in [
            implementation.name, implementation.version, block.code, block.location.description,
            "\(block.firstCodeLine) \(block.indentation)",
        ] {
            hash.combine(part)
        }
        return hash.value
    }

    func reusableOutcome(for testCase: ConformanceCase, key: UInt64) -> CaseOutcome? {
        guard let outcome = previous?.outcomes[key]?.outcome, outcome.isReproducible else {
            state.withLock { $0.executed[Self.place(of: testCase)] = key }
            return nil
        }
        state.withLock { $0.reused[Self.place(of: testCase)] = key }
        return outcome
    }

    /// The run's results with the durations of reused outcomes as they were measured when the cases
    /// last ran, and the last run's information when no case ran; records every outcome for the next
    /// publish.
    package func finishRun(_ results: consuming RunResults) -> RunResults {
        var results = results
        state.withLock { state in
            if state.executed.isEmpty, let last = previous?.run, last.implementation == results.run.implementation,
                last.implementationVersion == results.run.implementationVersion,
                last.kitVersion == results.run.kitVersion, last.gitCommit == results.run.gitCommit,
                last.shard == results.run.shard
            {
                results.run = last
            }
            state.next.run = results.run
            for index in results.cases.indices {
                let result = results.cases[index]
                if let key = state.reused[result.english], let cached = previous?.outcomes[key] {
                    results.cases[index].durationMs = cached.durationMs
                    state.next.outcomes[key] = cached
                } else if let key = state.executed[result.english], let outcome = result.outcome,
                    outcome.isReproducible
                {
                    state.next.outcomes[key] = CachedOutcome(outcome: outcome, durationMs: result.durationMs)
                }
            }
        }
        return results
    }

    /// Where a case stands, as its result records it (``CaseResult/english``).
    private static func place(of testCase: ConformanceCase) -> FileLine {
        FileLine(path: testCase.block.location.path, line: testCase.block.location.line)
    }

    /// How many cases reused their last outcome.
    package var reusedCaseCount: Int { state.withLock { $0.reused.count } }

    // MARK: - Site

    /// The site files to render: those whose inputs changed since the last publish or that are
    /// missing from it (`exists` says whether a file of the last publish is still there).
    ///
    /// Every other file of `inputs` is kept as it is (``keptSiteFiles``).
    package func siteFilesToBuild(_ inputs: [String: SiteFileInputs], exists: (String) -> Bool) -> Set<String> {
        var build = Set<String>()
        var kept: [String] = []
        var fingerprints: [String: UInt64] = [:]
        fingerprints.reserveCapacity(inputs.count)
        var toolHash = StableHash()
        toolHash.combine(tool)
        for (path, input) in inputs {
            var hash = toolHash
            hash.combine(input.facts)
            for page in input.pages {
                hash.combine(page)
                if let pageHash = pageHashes[page] { hash.combine(pageHash) } else { hash.combine("missing") }
            }
            let fingerprint = hash.value
            fingerprints[path] = fingerprint
            if previous?.siteFiles[path] == fingerprint, exists(path) {
                kept.append(path)
            } else {
                build.insert(path)
            }
        }
        state.withLock {
            $0.siteFingerprints = fingerprints
            $0.kept = kept.sorted()
        }
        return build
    }

    /// Site files kept from the last publish, by path in the site folder.
    package var keptSiteFiles: [String] { state.withLock { $0.kept } }

    /// Records the rendered files' fingerprints and diagnostics; returns the diagnostics of the whole
    /// site (those of kept files as they were when the files were rendered).
    package func finishSite(_ site: Site) -> [Diagnostic] {
        state.withLock { state in
            state.next.siteFiles = state.siteFingerprints
            var all: [Diagnostic] = []
            for path in state.kept {
                if let diagnostics = previous?.siteDiagnostics[path] {
                    state.next.siteDiagnostics[path] = diagnostics
                    all += diagnostics
                }
            }
            for (path, diagnostics) in site.diagnosticsByPath where !diagnostics.isEmpty {
                state.next.siteDiagnostics[path] = diagnostics
                all += diagnostics
            }
            return all.sortedForDisplay()
        }
    }

    // MARK: - Whole-run outputs

    /// The report, results and JUnit files of the last publish, when they can be kept as they are: the
    /// results are the same (``finishRun(_:)`` keeps the run information when no case ran) and so is
    /// everything else the report shows. Nil when they must be written; then call
    /// ``recordRunFiles(_:)`` with their paths.
    ///
    /// The results are compared by a hash of their JSON taken as it is written
    /// (``StableHash/of(writing:)``), never whole in memory, on another thread while the report's
    /// facts are hashed on this one.
    ///
    /// - Parameters:
    ///   - writeReportFacts: writes what the report shows besides the results, as text (hashed as it
    ///     is written, never whole in memory).
    ///   - exists: whether a file (path in the output folder) is still there.
    package func runFilesToKeep(
        results: RunResults, writeReportFacts: (OutputSink) -> Void, exists: (String) -> Bool
    ) -> [String]? {
        let resultsHash = Background { StableHash.of(writing: results.writeJSON(to:)) }
        let factsHash = StableHash.of(writing: writeReportFacts)
        var hash = StableHash()
        hash.combine(tool)
        hash.combine(resultsHash.value)
        hash.combine(factsHash)
        let key = hash.value
        return state.withLock { state in
            state.next.runFilesKey = key
            guard let previous, previous.runFilesKey == key, !previous.runFiles.isEmpty,
                previous.runFiles.allSatisfy(exists)
            else { return nil }
            state.next.runFiles = previous.runFiles
            return previous.runFiles
        }
    }

    /// Records the whole-run files written by this publish (paths in the output folder).
    package func recordRunFiles(_ paths: [String]) {
        state.withLock { $0.next.runFiles = paths.sorted() }
    }

    /// Files the last publish wrote that this one does not make (paths in the output folder): a
    /// publish that updates the folder in place removes them. Call after ``finishSite(_:)`` and
    /// ``runFilesToKeep(results:writeReportFacts:exists:)`` or ``recordRunFiles(_:)``.
    package var staleFiles: [String] {
        state.withLock { state in
            guard let previous else { return [] }
            var stale = previous.siteFiles.keys.filter { state.next.siteFiles[$0] == nil }.map { "site/" + $0 }
            let runFiles = Set(state.next.runFiles)
            stale += previous.runFiles.filter { !runFiles.contains($0) }
            return stale.sorted()
        }
    }

    // MARK: - The caches

    /// The caches for the next publish, by path in the output folder: the search entries of the parts of
    /// the index that were rebuilt (the others keep theirs), then ``PublishCache/fileName``, which must be
    /// written last: it is what says that the other outputs are current.
    package func cacheFiles() -> [(path: String, contents: Data)] {
        var files = searchCache.partData().sorted { $0.key < $1.key }.map {
            (path: PublishCache.searchEntriesFileName(part: $0.key), contents: $0.value)
        }
        files.append((PublishCache.fileName, state.withLock { $0.next.data() }))
        return files
    }
}

/// A value worked out on a thread of its own (CPU-bound work must not block Swift's cooperative pool).
private final class Background<Value: Sendable>: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<Value?>(nil)

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.start()
    }

    /// The value, once it is there.
    var value: Value {
        done.wait()
        done.signal()
        return result.withLock { $0! }
    }
}

/// Runs cases with a base executor unless the last publish's outcome can be reused.
private struct ReusingExecutor: CaseExecutor {
    let base: any CaseExecutor
    let publish: IncrementalPublish

    func knownOutcome(of testCase: ConformanceCase, on implementation: any ControlImplementation) -> CaseOutcome? {
        guard let key = publish.outcomeKey(testCase, implementation: implementation.info) else { return nil }
        return publish.reusableOutcome(for: testCase, key: key)
    }

    func execute(_ testCase: ConformanceCase, on implementation: any ControlImplementation) -> CaseOutcome {
        knownOutcome(of: testCase, on: implementation) ?? base.execute(testCase, on: implementation)
    }
}

/// An executor made on first use, once, whichever thread asks first.
private final class LazyExecutor: CaseExecutor, Sendable {
    private let make: @Sendable () -> any CaseExecutor
    private let made = Mutex<(any CaseExecutor)?>(nil)

    init(_ make: @escaping @Sendable () -> any CaseExecutor) {
        self.make = make
    }

    func execute(_ testCase: ConformanceCase, on implementation: any ControlImplementation) -> CaseOutcome {
        let executor = made.withLock { made in
            if let made { return made }
            let executor = make()
            made = executor
            return executor
        }
        return executor.execute(testCase, on: implementation)
    }
}
