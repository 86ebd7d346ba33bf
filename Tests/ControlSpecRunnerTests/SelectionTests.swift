import ControlContract
import ControlSpecModel
import ControlSpecRunner
import Foundation
import Testing

@Suite("Selection, sharding and scheduling")
struct SelectionTests {
    @Test("member globs match whole IDs with * for any run of characters")
    func globMatching() {
        #expect(CaseFilter.glob("UIButton.*", matches: "UIButton.title(for:)"))
        #expect(CaseFilter.glob("*Enabled", matches: "UIControl.isEnabled"))
        #expect(CaseFilter.glob("UI*.is*d", matches: "UIControl.isSelected"))
        #expect(CaseFilter.glob("*", matches: ""))
        #expect(!CaseFilter.glob("UIButton", matches: "UIButton.title(for:)"))
        #expect(!CaseFilter.glob("*Selected", matches: "UIControl.isEnabled"))
        #expect(CaseFilter.glob("a*b*c", matches: "axxbyybzc"))
        #expect(!CaseFilter.glob("a*b*c", matches: "axxbyy"))
    }

    func selected(_ filter: CaseFilter) -> [String] {
        Runner(
            corpus: RunnerFixture.corpus, implementation: FakeImplementation(), executor: ScriptedExecutor(),
            options: RunnerFixture.options(filter: filter)
        ).selectedCases().map(\.qualifiedID)
    }

    @Test("an article's cases are planned with their Chinese twins and selected by the article's ID")
    func articleCasesArePlanned() throws {
        let english =
            "# Guide\n\nA guide.\n\n```swift case a evidence=documented source=UIButton.h\n#expect(true)\n```\n"
        let chinese = "# 指南\n\n一篇指南。\n\n```swift case a evidence=documented source=UIButton.h\n#expect(true)\n```\n"
        let corpus = RunnerFixture.makeCorpus([
            ("en/Articles/guide.md", english), ("zh-Hans/Articles/guide.md", chinese),
        ])
        let planned = try #require(corpus.plannedCases().first)
        #expect(planned.qualifiedID == "Articles/guide#a")
        #expect(planned.className == "Articles")
        #expect(planned.chinese?.block.location.path.hasSuffix("zh-Hans/Articles/guide.md") == true)
        #expect(CaseFilter(memberPattern: "Articles/*").emptySelection(in: corpus.plannedCases()) == nil)
    }

    @Test("a second page for a symbol and a repeated case ID are left out, named, and planned once")
    func duplicatesArePlannedOnce() {
        let corpus = RunnerFixture.makeCorpus([
            (
                "en/UIControl/isEnabled.md",
                RunnerFixture.page("UIControl.isEnabled", chinese: false, cases: ["a", "a"])
            ),
            ("en/UIControl/zz-copy.md", RunnerFixture.page("UIControl.isEnabled", chinese: false, cases: ["a", "b"])),
        ])
        #expect(corpus.plannedCases().map(\.qualifiedID) == ["UIControl.isEnabled#a"])
        #expect(corpus.plannedCases().first?.english.block.location.line == 7)
        let leftOut = corpus.leftOutCases()
        #expect(
            leftOut.map(\.lineDescription) == [
                "not run: UIControl.isEnabled#a at Docs/en/UIControl/isEnabled.md:12: the case at "
                    + "Docs/en/UIControl/isEnabled.md:7 has the same qualified ID and runs instead",
                "not run: UIControl.isEnabled#a at Docs/en/UIControl/zz-copy.md:7: its page is a second en page for "
                    + "'UIControl.isEnabled'",
                "not run: UIControl.isEnabled#b at Docs/en/UIControl/zz-copy.md:12: its page is a second en page for "
                    + "'UIControl.isEnabled'",
            ])
    }

    @Test("filters that select nothing say why, with the nearest name that exists")
    func emptySelections() {
        let cases = RunnerFixture.corpus.plannedCases()
        #expect(CaseFilter().emptySelection(in: cases) == nil)
        #expect(CaseFilter(memberPattern: "UIButton.*").emptySelection(in: cases) == nil)
        #expect(
            CaseFilter(memberPattern: "UIControl.isEnabeld").emptySelection(in: cases)
                == "no case matches --member 'UIControl.isEnabeld' (did you mean 'UIControl.isEnabled'?)")
        #expect(
            CaseFilter(memberPattern: "UIFoo.*").emptySelection(in: cases)?
                .hasPrefix("no case matches --member 'UIFoo.*' (member IDs look like") == true)
        #expect(
            CaseFilter(caseID: "pases").emptySelection(in: cases)
                == "no case has the ID 'pases' (did you mean 'passes'?)")
        #expect(
            CaseFilter(tag: "smok").emptySelection(in: cases) == "no case has the tag 'smok' (the tags are smoke)")
        #expect(
            CaseFilter(memberPattern: "*Selected", caseID: "passes").emptySelection(in: cases)
                == "no case matches --member '*Selected', --case 'passes' together (each selects cases on its own)")
    }

    @Test("filters select by member pattern, case ID, qualified ID and tag")
    func filters() {
        #expect(
            selected(CaseFilter(memberPattern: "UIButton.*")) == [
                "UIButton.title(for:)#fails", "UIButton.title(for:)#passes",
            ])
        #expect(
            selected(CaseFilter(caseID: "passes")) == ["UIButton.title(for:)#passes", "UIControl.isEnabled#passes"])
        #expect(selected(CaseFilter(caseID: "UIButton.title(for:)#passes")) == ["UIButton.title(for:)#passes"])
        #expect(selected(CaseFilter(tag: "smoke")) == ["UIControl.isEnabled#passes"])
        #expect(selected(CaseFilter(memberPattern: "*Selected", caseID: "passes")).isEmpty)
        // --case takes globs, over the case ID or, with a '#', the qualified ID.
        #expect(selected(CaseFilter(caseID: "pass*")) == selected(CaseFilter(caseID: "passes")))
        #expect(selected(CaseFilter(caseID: "UIButton.*#*")) == selected(CaseFilter(memberPattern: "UIButton.*")))
        #expect(selected(CaseFilter(caseID: "*")).count == 9)
        #expect(CaseFilter(caseID: "zzz*").emptySelection(in: RunnerFixture.corpus.plannedCases()) != nil)
        #expect(selected(CaseFilter()).count == 9)
    }

    @Test("shards are parsed from I/N and refuse out-of-range values")
    func shardParsing() {
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(Shard(parsing: "2/4")?.description == "2/4")
        for bad in ["0/4", "5/4", "1/0", "x/2", "1", "1/2/3", ""] { #expect(Shard(parsing: bad) == nil) }
    }

    @Test("shards are disjoint, balanced, and together equal the full run", arguments: [1, 2, 3, 5, 8])
    func shardsPartitionTheRun(count: Int) {
        let corpus = RunnerFixture.largeCorpus(count: 23)
        let full = RunnerFixture.run(corpus: corpus, options: RunnerFixture.options())
        var seen: [String] = []
        for index in 1...count {
            let shard = RunnerFixture.run(
                corpus: corpus, options: RunnerFixture.options(shard: Shard(index: index, count: count)))
            #expect(shard.run.shard == "\(index)/\(count)")
            #expect(abs(shard.cases.count - 23 / count) <= 1)
            seen += shard.cases.map(\.qualifiedID)
        }
        #expect(seen.count == Set(seen).count)
        #expect(seen.sorted() == full.cases.map(\.qualifiedID))
    }

    @Test("results are in qualified-ID order and identical with 1 and 4 jobs")
    func orderingIsIndependentOfJobs() {
        let corpus = RunnerFixture.largeCorpus(count: 40)
        let serial = RunnerFixture.run(
            corpus: corpus, executor: JitterExecutor(), options: RunnerFixture.options(jobs: 1))
        let parallel = RunnerFixture.run(
            corpus: corpus, executor: JitterExecutor(), options: RunnerFixture.options(jobs: 4))
        let ids = serial.cases.map(\.qualifiedID)
        #expect(ids == ids.sorted())
        #expect(parallel.cases.map(\.qualifiedID) == ids)
        #expect(parallel.withoutDurations == serial.withoutDurations)
    }

    @Test("jobs bound how many cases run at once")
    func jobsAreHonoured() {
        let corpus = RunnerFixture.largeCorpus(count: 16)
        let serialProbe = ConcurrencyProbe()
        _ = RunnerFixture.run(
            corpus: corpus, executor: ProbingExecutor(probe: serialProbe), options: RunnerFixture.options(jobs: 1))
        #expect(serialProbe.maximum == 1)
        let parallelProbe = ConcurrencyProbe()
        _ = RunnerFixture.run(
            corpus: corpus, executor: ProbingExecutor(probe: parallelProbe), options: RunnerFixture.options(jobs: 4))
        #expect(parallelProbe.maximum > 1)
        #expect(parallelProbe.maximum <= 4)
    }

    @Test("progress is reported once per case")
    func progressPerCase() {
        let seen = SeenIDs()
        let runner = Runner(
            corpus: RunnerFixture.largeCorpus(count: 12), implementation: FakeImplementation(),
            executor: ScriptedExecutor(), options: RunnerFixture.options(jobs: 3))
        let results = runner.run { seen.add($0.qualifiedID) }
        #expect(seen.ids.sorted() == results.cases.map(\.qualifiedID))
    }
}

/// Finishes cases in a scrambled order, so that completion order differs from run order.
struct JitterExecutor: CaseExecutor {
    func execute(_ testCase: ConformanceCase, on implementation: any ControlImplementation) -> CaseOutcome {
        let number = Int(testCase.id.dropFirst("case-".count)) ?? 0
        Thread.sleep(forTimeInterval: Double((number * 7) % 5) / 1000)
        return number % 3 == 0 ? .failed([FailureDetail(message: "case \(number)")]) : .passed
    }
}

final class SeenIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func add(_ id: String) {
        lock.lock()
        stored.append(id)
        lock.unlock()
    }

    var ids: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

extension RunResults {
    /// The results with every duration zeroed, for comparing runs.
    var withoutDurations: RunResults {
        RunResults(
            run: run,
            cases: cases.map {
                var copy = $0; copy.durationMs = 0; return copy
            })
    }
}
