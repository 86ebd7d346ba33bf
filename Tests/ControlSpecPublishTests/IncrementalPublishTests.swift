import ControlContract
import ControlSpecBench
import ControlSpecModel
import ControlSpecPublish
import ControlSpecRunner
import ControlSpecSite
import Foundation
import ReferenceBinding
import Testing

/// One publish's site step, as `controlspec publish` makes it, in memory.
private struct SitePublish {
    var rendered: Set<String>
    var files: [String: Data]
    var caches: [String: Data]
}

@Suite struct IncrementalPublishTests {
    let inputs = RealInputs.inputs
    let tool = "tests"

    private func publishSite(_ files: [SourceFile], previous: [String: Data]?) -> SitePublish {
        let corpus = Corpus(files: files, registry: inputs.registry)
        let incremental = IncrementalPublish(
            previousCache: previous?[PublishCache.fileName],
            previousSearchEntries: { previous?[PublishCache.searchEntriesFileName(part: $0)] }, tool: tool,
            sources: files.map(\.source), registry: inputs.registry)
        let generator = SiteGenerator(corpus: corpus)
        let build = incremental.siteFilesToBuild(generator.fileInputs()) { _ in true }
        let site = generator.generate(only: build, searchCache: incremental.searchCache)
        _ = incremental.finishSite(site)
        // Caches of parts that were not rebuilt stay as they were.
        var caches = previous ?? [:]
        for (path, contents) in incremental.cacheFiles() { caches[path] = contents }
        return SitePublish(rendered: build, files: site.filesByPath, caches: caches)
    }

    /// The first English member page, its file in the site and the part of the search index that holds it.
    private func memberPage() throws -> (index: Int, sitePath: String, searchPart: String) {
        let files = inputs.files
        let page = try #require(SyntheticWorkspace.pageToTouch(in: files))
        let index = try #require(files.firstIndex { $0.path == page.path })
        let text = String(decoding: page.bytes, as: UTF8.self)
        let symbol = try #require(SyntheticCorpus.titleSymbol(of: text))
        let member = try #require(inputs.registry[symbol])
        return (
            index, "en/" + PagePath.relativePath(forSymbol: symbol, kind: member.kind) + ".html",
            SiteGenerator.searchIndexPart(ofPage: page.path)
        )
    }

    /// The English pages that link to the touched page's member: their links show its summary.
    private func linkingPages() throws -> Set<String> {
        let page = try #require(SyntheticWorkspace.pageToTouch(in: inputs.files))
        let symbol = try #require(SyntheticCorpus.titleSymbol(of: String(decoding: page.bytes, as: UTF8.self)))
        var pages: Set<String> = []
        for file in inputs.files where file.path.hasPrefix("en/") {
            let text = String(decoding: file.bytes, as: UTF8.self)
            guard text.contains("(doc:\(symbol))"), let title = SyntheticCorpus.titleSymbol(of: text),
                let member = inputs.registry[title]
            else { continue }
            pages.insert("en/" + PagePath.relativePath(forSymbol: title, kind: member.kind) + ".html")
        }
        return pages
    }

    private func editing(_ index: Int, _ edit: (String) -> String) -> [SourceFile] {
        var files = inputs.files
        let text = String(decoding: files[index].bytes, as: UTF8.self)
        files[index].bytes = Array(edit(text).utf8)
        return files
    }

    /// The paths whose static checks ran in a publish after one of `before`, with `after` as the pages.
    private func checkedPaths(before: [SourceFile], after: [SourceFile]) -> Set<String>? {
        func publish(_ files: [SourceFile], previous: Data?) -> (checked: Set<String>?, cache: Data) {
            let corpus = Corpus(files: files, registry: inputs.registry)
            let incremental = IncrementalPublish(
                previousCache: previous, previousSearchEntries: { _ in nil }, tool: tool, sources: files.map(\.source),
                registry: inputs.registry)
            var checked: Set<String>?
            _ = incremental.caseCheckDiagnostics(for: corpus) { paths in
                checked = paths
                return []
            }
            return (checked, incremental.cacheFiles().first { $0.path == PublishCache.fileName }?.contents ?? Data())
        }
        let first = publish(before, previous: nil)
        return publish(after, previous: first.cache).checked
    }

    @Test func proseEditsDoNotCheckCaseCodeAgain() throws {
        let page = try memberPage()
        // A sentence after everything moves no code block.
        let prose = editing(page.index) { $0 + "\nOne more sentence.\n" }
        #expect(checkedPaths(before: inputs.files, after: prose) == nil)
        // A line at the top moves every block: their diagnostics would point at the wrong lines.
        let moved = editing(page.index) { text in
            let firstLineEnd = text.firstIndex(of: "\n") ?? text.endIndex
            return String(text[..<firstLineEnd]) + "\n\nA new first paragraph.\n" + text[firstLineEnd...]
        }
        #expect(checkedPaths(before: inputs.files, after: moved) == [inputs.files[page.index].path])
    }

    @Test func aFirstPublishRendersEverything() {
        let first = publishSite(inputs.files, previous: nil)
        #expect(first.rendered.count == first.files.count)
        #expect(first.files["assets/search-index.js"] != nil)
        #expect(first.files["assets/search/00.js"] != nil)
    }

    @Test func anUnchangedCorpusRendersNothing() {
        let first = publishSite(inputs.files, previous: nil)
        let second = publishSite(inputs.files, previous: first.caches)
        #expect(second.rendered.isEmpty)
    }

    @Test func aNewParagraphRendersThePageItsPartOfTheSearchIndexAndItsNowOutdatedTwinOnly() throws {
        let (index, sitePath, searchPart) = try memberPage()
        let first = publishSite(inputs.files, previous: nil)
        let edited = editing(index) { $0 + "\nA sentence added by a test.\n" }
        let second = publishSite(edited, previous: first.caches)
        // The Chinese twin now translates an older English page, and says so.
        let twin = "zh-Hans/" + sitePath.dropFirst("en/".count)
        let notice = { (file: Data?) in file.map { String(decoding: $0, as: UTF8.self).contains("translation-notice") }
        }
        #expect(notice(first.files[twin]) == false)
        #expect(second.rendered == [sitePath, searchPart, twin])
        #expect(notice(second.files[twin]) == true)
        let full = publishSite(edited, previous: nil)
        for path in second.rendered { #expect(second.files[path] == full.files[path], "\(path)") }
    }

    @Test func aNewSummaryAlsoRendersTheClassPagesThatListTheMember() throws {
        let (index, sitePath, searchPart) = try memberPage()
        let first = publishSite(inputs.files, previous: nil)
        let edited = editing(index) { text in
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // The summary is the first paragraph after the title.
            if let summary = lines.indices.dropFirst().first(where: { !lines[$0].isEmpty }) {
                lines[summary] = "Changed by a test: " + lines[summary]
            }
            return lines.joined(separator: "\n")
        }
        let second = publishSite(edited, previous: first.caches)
        let className = String(sitePath.dropFirst(3).prefix { $0 != "/" })
        // The member's own class page lists it; so do the pages of its subclasses, under "inherited".
        let classPages = Set(
            inputs.registry.members.filter { $0.kind == .class }.map { "en/\($0.id)/index.html" })
        #expect(second.rendered.isSuperset(of: [sitePath, "en/\(className)/index.html", searchPart]))
        // A nested type's page (UIButton.Configuration) lists its own members in Topics.
        let typePages = Set(
            inputs.registry.members.filter { $0.kind == .type }.map {
                "en/" + PagePath.relativePath(forSymbol: $0.id, kind: .type) + ".html"
            })
        let listingPages = classPages.union(typePages).union(try linkingPages())
        let twin = "zh-Hans/" + sitePath.dropFirst("en/".count)
        #expect(second.rendered.subtracting([sitePath, searchPart, twin]).isSubset(of: listingPages))
        let full = publishSite(edited, previous: nil)
        for path in second.rendered { #expect(second.files[path] == full.files[path], "\(path)") }
    }

    @Test func theSearchIndexFromCachedEntriesEqualsAFreshOne() throws {
        let (index, _, searchPart) = try memberPage()
        let first = publishSite(inputs.files, previous: nil)
        let edited = editing(index) { $0 + "\nUnverwechselbar 独特的 words.\n" }
        let second = publishSite(edited, previous: first.caches)
        let full = publishSite(edited, previous: nil)
        #expect(second.rendered.contains(searchPart))
        let cached = try #require(second.files[searchPart])
        #expect(cached == full.files[searchPart])
        #expect(String(decoding: cached, as: UTF8.self).contains("unverwechselbar"))
    }

    @Test func unchangedCasesReuseTheirOutcomes() throws {
        let corpus = Corpus(files: inputs.files, registry: inputs.registry)
        let options = RunOptions(jobs: 2, timeout: nil)
        func run(previous: Data?) -> (IncrementalPublish, RunResults) {
            let incremental = IncrementalPublish(
                previousCache: previous, previousSearchEntries: { _ in nil }, tool: tool,
                sources: inputs.files.map(\.source),
                registry: inputs.registry)
            let runner = Runner(
                corpus: corpus, implementation: ReferenceImplementation(),
                executor: incremental.executor(for: inputs.registry), options: options)
            return (incremental, incremental.finishRun(runner.run()))
        }
        let (first, firstResults) = run(previous: nil)
        #expect(first.reusedCaseCount == 0)
        let caches = Dictionary(uniqueKeysWithValues: first.cacheFiles().map { ($0.path, $0.contents) })
        let (second, secondResults) = run(previous: caches[PublishCache.fileName])
        let deterministic = firstResults.cases.filter { [.pass, .fail, .error, .unsupported].contains($0.status) }
        #expect(second.reusedCaseCount == deterministic.count)
        #expect(secondResults == firstResults, "no case ran: the results, run information included, are the last ones")
    }

    @Test func aCrashedCaseRunsAgainWhileTheOthersReuseTheirOutcomes() throws {
        let corpus = Corpus(files: inputs.files, registry: inputs.registry)
        let crashing = try #require(corpus.plannedCases().first?.english.id)
        let runs = CountingExecutor(crashing: crashing)
        func run(previous: Data?) -> (IncrementalPublish, RunResults) {
            let incremental = IncrementalPublish(
                previousCache: previous, previousSearchEntries: { _ in nil }, tool: tool,
                sources: inputs.files.map(\.source), registry: inputs.registry)
            let runner = Runner(
                corpus: corpus, implementation: ReferenceImplementation(),
                executor: incremental.executor(making: { runs }), options: RunOptions(jobs: 2, timeout: nil))
            return (incremental, incremental.finishRun(runner.run()))
        }
        let (first, firstResults) = run(previous: nil)
        let crashed = firstResults.cases.filter { $0.status == .crash }.count
        #expect(crashed > 0)
        let caches = Dictionary(uniqueKeysWithValues: first.cacheFiles().map { ($0.path, $0.contents) })
        let cache = try #require(caches[PublishCache.fileName].flatMap { PublishCache(data: $0, tool: tool) })
        #expect(cache.outcomes.count == firstResults.cases.count - crashed)
        #expect(cache.outcomes.values.allSatisfy { $0.outcome == .passed })
        let ranBefore = runs.count
        let (second, secondResults) = run(previous: caches[PublishCache.fileName])
        #expect(second.reusedCaseCount == firstResults.cases.count - crashed)
        #expect(runs.count - ranBefore == crashed)
        #expect(secondResults.cases.map(\.status) == firstResults.cases.map(\.status))
    }
}

/// Passes every case but those with one ID, which crash; counts the cases it ran.
private final class CountingExecutor: CaseExecutor, @unchecked Sendable {
    let crashing: String
    private let lock = NSLock()
    private var ran = 0

    init(crashing: String) { self.crashing = crashing }

    var count: Int { lock.withLock { ran } }

    func execute(_ testCase: ConformanceCase, on implementation: any ControlImplementation) -> CaseOutcome {
        lock.withLock { ran += 1 }
        return testCase.id == crashing ? .crashed(FailureDetail(message: "crashed: signal 11")) : .passed
    }
}
