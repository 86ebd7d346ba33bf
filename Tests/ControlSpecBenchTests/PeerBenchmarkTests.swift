import ControlSpecModel
import Foundation
import Testing

@testable import ControlSpecBench

@Suite("Peer benchmark")
struct PeerBenchmarkTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("peer-tests-\(UUID().uuidString)")
    }

    /// A shell script at a fresh path that runs `body`.
    static func script(_ body: String, in folder: URL, name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    @Test func aMeasuredRunReportsItsExitStatusTimeAndMemory() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failing = try Self.script("echo to the log; exit 3", in: folder, name: "fails")
        let log = folder.appendingPathComponent("log")
        let run = try MeasuredProcess.run(failing, [], in: folder, log: log)
        #expect(run.exitStatus == 3)
        #expect(run.peakBytes > 0)
        #expect(run.seconds > 0)
        #expect(try String(contentsOf: log, encoding: .utf8) == "to the log\n")
        let killed = try Self.script("kill -9 $$", in: folder, name: "killed")
        #expect(try MeasuredProcess.run(killed, [], in: folder, log: log).exitStatus == 128 + 9)
    }

    @Test func docCArticlesAreFlatAndUniqueAndHugoIndexPagesAreBranchBundles() throws {
        let pages: [(path: String, data: Data)] = [
            ("en/UIButton/index.md", Data("# UIButton\n".utf8)),
            ("en/UIButton/setTitle(__for_).md", Data("# setTitle\n".utf8)),
            ("en/UIButton/setTitle(_for_).md", Data("# other\n".utf8)),
        ]
        let names = pages.enumerated().map { PeerWorkspaces.doccArticleName($1.path, index: $0) }
        #expect(names == ["en-UIButton-index-0.md", "en-UIButton-setTitle-for-1.md", "en-UIButton-setTitle-for-2.md"])
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PeerWorkspaces.writeHugoSite(pages: pages, to: folder)
        let content = folder.appendingPathComponent("content/en/UIButton")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: content.path).sorted() == [
                "_index.md", "setTitle(__for_).md", "setTitle(_for_).md",
            ])
        #expect(try Data(contentsOf: content.appendingPathComponent("_index.md")) == pages[0].data)
    }

    @Test func aPeerThatIsMissingOrFailsGetsAReasonAndTheOthersAreStillMeasured() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tools = folder.appendingPathComponent("tools")
        // The kit's site takes longer than its publish here, so the ratios are told apart.
        let kit = try Self.script(#"if [ "$1" = site ]; then sleep 0.2; else sleep 0.1; fi"#, in: tools, name: "kit")
        let docc = try Self.script("exit 1", in: tools, name: "docc")
        let page = SourceFile(path: "en/UIButton/index.md", bytes: Array("# UIButton\n".utf8))
        let inputs = BenchmarkInputs(files: [page], registry: Registry(members: []), misconceptions: [])
        let benchmark = PeerBenchmark(
            kitExecutable: kit, doccExecutable: docc, hugoExecutable: nil, inputs: inputs, rounds: 2,
            workFolder: folder.appendingPathComponent("work"))
        let figures = try benchmark.run(scale: 1)
        #expect(
            figures.tools.map(\.tool) == [
                PeerBenchmark.site, PeerBenchmark.publish, PeerBenchmark.docc, PeerBenchmark.hugo,
            ])
        let publish = try #require(figures.figures(of: PeerBenchmark.publish))
        #expect(try #require(publish.ratioToSite) < 0.9)
        #expect(publish.ratioToPublish == 1)
        #expect(figures.figures(of: PeerBenchmark.docc)?.skipped?.hasPrefix("exited with status 1") == true)
        #expect(figures.figures(of: PeerBenchmark.hugo)?.skipped?.contains("not installed") == true)
        let text = PeerReport.text(figures.tools.isEmpty ? [] : [figures])
        #expect(text.contains("– (exited with status 1"))
        // No target at 1×: the targets are checked at 10×.
        #expect(PeerReport.targets([figures]).isEmpty)
    }

    @Test func theTargetsCompareTheSiteWithEachPeerAtTenTimes() {
        let figures = PeerFigures(
            scale: 10, pages: 1_940, rounds: 3,
            tools: [
                PeerToolFigures(tool: PeerBenchmark.site, seconds: 1, peakBytes: 100, ratioToSite: 1),
                PeerToolFigures(tool: PeerBenchmark.docc, seconds: 25, peakBytes: 300, ratioToSite: 25),
                PeerToolFigures(tool: PeerBenchmark.hugo, seconds: 2.5, peakBytes: 90, ratioToSite: 2.5),
            ])
        let targets = PeerReport.targets([figures])
        #expect(targets.map(\.met) == [true, false, false])
        #expect(targets[0].detail == "25.0× faster")
        #expect(targets[2].detail.contains("against"))
    }
}
