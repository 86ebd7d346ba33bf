import ControlSpecModel
import Foundation
import Testing

@testable import ControlSpecRunner

@Suite("Merging the shards of one run")
struct ShardMergeTests {
    /// Eleven cases of every status but TIMEOUT (which would make the test wait), over three members.
    static let corpus = RunnerFixture.makeCorpus([
        (
            "en/UIControl/isEnabled.md",
            RunnerFixture.page(
                "UIControl.isEnabled", chinese: false, cases: ["passes", "fails", "errors", "a", "b", "c"])
        ),
        (
            "en/UIControl/isSelected.md",
            RunnerFixture.page("UIControl.isSelected", chinese: false, cases: ["crashes", "unsupported", "d"])
        ),
        (
            "en/UIButton/title(for_).md",
            RunnerFixture.page("UIButton.title(for:)", chinese: false, cases: ["passes", "fails"])
        ),
    ])

    static func shards(of count: Int) -> [ShardMerge.Part] {
        (1...count).map { index in
            ShardMerge.Part(
                name: "shard-\(index).json",
                results: RunnerFixture.run(
                    corpus: corpus, options: RunnerFixture.options(shard: Shard(index: index, count: count))))
        }
    }

    /// The results without what differs from run to run (the wall time of each case).
    static func timeless(_ results: RunResults) -> RunResults {
        var copy = results
        for index in copy.cases.indices { copy.cases[index].durationMs = 0 }
        return copy
    }

    @Test("four shards merge into the results of one unsharded run")
    func fourShardsEqualOneRun() throws {
        let whole = RunnerFixture.run(corpus: Self.corpus)
        #expect(whole.cases.count == 11)
        let parts = Self.shards(of: 4)
        #expect(parts.allSatisfy { !$0.results.cases.isEmpty })
        let merged = try ShardMerge.merge(parts.reversed())
        #expect(Self.timeless(merged) == Self.timeless(whole))
        #expect(merged.run.shard == nil)
        #expect(merged.jsonData().count > 0)
    }

    @Test("a missing shard is an error naming it")
    func missingShard() {
        let parts = Self.shards(of: 4)
        #expect(throws: ShardMergeError.missing(["3/4"], given: ["shard-1.json", "shard-2.json", "shard-4.json"])) {
            try ShardMerge.merge([parts[0], parts[1], parts[3]])
        }
        let error = ShardMergeError.missing(["3/4"], given: ["a.json"])
        #expect(error.description.contains("shard 3/4 is missing"))
    }

    @Test("a shard given twice is an error naming both files")
    func duplicateShard() {
        let parts = Self.shards(of: 2)
        var again = parts[1]
        again.name = "copy.json"
        #expect(throws: ShardMergeError.duplicate(shard: "2/2", first: "shard-2.json", second: "copy.json")) {
            try ShardMerge.merge(parts + [again])
        }
    }

    @Test("shards of another run, of another N, or a whole run are refused")
    func otherRunsAreRefused() {
        let parts = Self.shards(of: 2)
        var other = parts[1]
        other.results.run.implementation = "python-minimal"
        #expect(throws: ShardMergeError.self) { try ShardMerge.merge([parts[0], other]) }
        let three = Self.shards(of: 3)
        #expect(throws: ShardMergeError.differentCounts("shard-2.json", shard: "2/3", expected: 2)) {
            try ShardMerge.merge([parts[0], three[1]])
        }
        let whole = ShardMerge.Part(name: "all.json", results: RunnerFixture.run(corpus: Self.corpus))
        #expect(throws: ShardMergeError.notAShard("all.json")) { try ShardMerge.merge([parts[0], whole]) }
        #expect(throws: ShardMergeError.noShards) { try ShardMerge.merge([]) }
    }
}
