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

@Suite("Physical floor")
struct PhysicalFloorTests {
    @Test func theCopyHoldsTheSameFilesFoldersAndBytes() throws {
        let manager = FileManager.default
        let folder = PeerBenchmarkTests.temporaryFolder()
        defer { try? manager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        try manager.createDirectory(at: site.appendingPathComponent("en/UIButton"), withIntermediateDirectories: true)
        try manager.createDirectory(at: site.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data("marker\n".utf8).write(to: site.appendingPathComponent(".controlspec-output"))
        try Data("<p>home</p>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data(repeating: 7, count: 100_000).write(to: site.appendingPathComponent("en/UIButton/title.html"))
        try Data().write(to: site.appendingPathComponent("assets/empty.js"))
        let snapshot = try PhysicalFloor.snapshot(of: site)
        #expect(snapshot.files.count == 4)
        #expect(snapshot.byteCount == 100_018)
        let copy = folder.appendingPathComponent("copy")
        let (write, flush) = try PhysicalFloor.write(snapshot, to: copy)
        #expect(write > 0 && flush >= 0)
        let listed = { (root: URL) in (manager.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted() }
        #expect(listed(copy) == listed(site))
        for path in listed(site) where !path.hasSuffix("UIButton") && path != "en" && path != "assets" {
            #expect(
                manager.contents(atPath: copy.appendingPathComponent(path).path)
                    == manager.contents(atPath: site.appendingPathComponent(path).path))
        }
        // The copy is made into a new folder only.
        #expect(throws: BenchmarkError.self) { try PhysicalFloor.write(snapshot, to: copy) }
    }

    @Test func cmarkRendersEveryPage() {
        let pages = [Array("# Title\n\nSome *text*.\n".utf8), Array("```swift\nlet x = 1\n```\n".utf8), []]
        #expect(
            PhysicalFloor.render(pages) == "<h1>Title</h1>\n<p>Some <em>text</em>.</p>\n".utf8.count
                + "<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n".utf8.count)
    }

    @Test func theSiteAndPublishAreDividedByTheFloorOfTheirRound() throws {
        let folder = PeerBenchmarkTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tools = folder.appendingPathComponent("tools")
        // The fake kit writes a small site into the folder after --out.
        let kit = try PeerBenchmarkTests.script(
            #"mkdir -p "$3/en" && echo page > "$3/en/a.html" && sleep 0.3"#, in: tools, name: "kit")
        let page = SourceFile(path: "en/UIButton/index.md", bytes: Array("# UIButton\n".utf8))
        let inputs = BenchmarkInputs(files: [page], registry: Registry(members: []), misconceptions: [])
        let benchmark = PeerBenchmark(
            kitExecutable: kit, doccExecutable: nil, hugoExecutable: nil, inputs: inputs, rounds: 2,
            workFolder: folder.appendingPathComponent("work"))
        let figures = try benchmark.run(scale: 1)
        let floor = try #require(figures.floor)
        #expect(floor.files == 1 && floor.bytes == 5)
        #expect(floor.total >= floor.render + floor.write)
        let site = try #require(figures.figures(of: PeerBenchmark.site))
        // The flush writes back the whole file system, which other processes may keep busy: only its sign is sure.
        #expect(try #require(site.ratioToFloor) > 0)
        #expect(PeerBenchmark.pairedRatio([2, 6, 1], [1, 2, 1]) == 2)
        #expect(PeerReport.text([figures]).contains("floor (sum)"))
    }

    @Test func theFloorTargetsAreCheckedAtTenTimes() {
        let figures = PeerFigures(
            scale: 10, pages: 3_248, rounds: 3,
            tools: [
                PeerToolFigures(
                    tool: PeerBenchmark.site, seconds: 1, peakBytes: 100, ratioToSite: 1, ratioToFloor: 2.9),
                PeerToolFigures(
                    tool: PeerBenchmark.publish, seconds: 2, peakBytes: 100, ratioToSite: 2, ratioToFloor: 5.2),
            ])
        let targets = PeerReport.targets([figures]).filter { $0.name.contains("floor") }
        #expect(targets.map(\.met) == [true, false])
        #expect(targets[1].detail == "5.20× the floor")
    }
}
