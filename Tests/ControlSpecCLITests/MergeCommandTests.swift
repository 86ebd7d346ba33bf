import ControlSpecCLI
import Foundation
import Testing

/// `controlspec merge` and `controlspec report` put the shards of one run back together.
@Suite struct MergeCommandTests {
    private func shardedProject() async throws -> TemporaryProject {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        for index in 1...2 {
            let result = await project.run("run", "--shard", "\(index)/2", "--results", "shard-\(index).json")
            #expect(result.status == 0, "\(result.out)\(result.err)")
        }
        return project
    }

    @Test func mergeWritesOneResultsFileJUnitAndReport() async throws {
        let project = try await shardedProject()
        let result = await project.run(
            "merge", "shard-1.json", "shard-2.json", "--results", "all.json", "--junit", "all.xml", "--report",
            "report")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("2 shards, 1 case, 0 unexpected results"), "\(result.out)")
        let merged = try JSONSerialization.jsonObject(
            with: Data(contentsOf: project.root.appendingPathComponent("all.json")))
        let cases = try #require((merged as? [String: Any])?["cases"] as? [[String: Any]])
        #expect(cases.map { $0["qualifiedID"] as? String } == ["UIControl.isEnabled#disabled-adds-state"])
        #expect(((merged as? [String: Any])?["run"] as? [String: Any])?["shard"] == nil)
        let junit = try String(contentsOf: project.root.appendingPathComponent("all.xml"), encoding: .utf8)
        #expect(junit.contains("disabled-adds-state"))
        // A passing case's line lives in a part file that the report loads when its member opens.
        let reportFolder = project.root.appendingPathComponent("report")
        let parts = try FileManager.default.contentsOfDirectory(
            at: reportFolder.appendingPathComponent("cases"), includingPropertiesForKeys: nil)
        let report = try ([reportFolder.appendingPathComponent("index.html")] + parts)
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        #expect(report.contains("disabled-adds-state"))
    }

    @Test func aMissingOrRepeatedShardIsAnErrorNamingIt() async throws {
        let project = try await shardedProject()
        let missing = await project.run("merge", "shard-1.json", "--results", "all.json")
        #expect(missing.status == 2)
        #expect(missing.err.contains("shard 2/2 is missing (given: shard-1.json)"), "\(missing.err)")
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("all.json").path))
        let twice = await project.run("merge", "shard-1.json", "shard-2.json", "shard-2.json")
        #expect(twice.status == 2)
        #expect(twice.err.contains("shard 2/2 is given twice: shard-2.json and shard-2.json"), "\(twice.err)")
    }

    @Test func reportDrawsTheShardsOfOneRunAsOneImplementation() async throws {
        let project = try await shardedProject()
        let result = await project.run("report", "shard-1.json", "shard-2.json", "--out", "compat")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("matrix of 1 members × 1 implementations"), "\(result.out)")
        let missing = await project.run("report", "shard-2.json", "--out", "compat")
        #expect(missing.status == 2)
        #expect(missing.err.contains("shard 1/2 is missing"), "\(missing.err)")
    }
}
