import Foundation
import Testing

/// Two publishes of the same pages, each by its own `controlspec` process: Swift seeds its hashing
/// once per process, so only separate processes can show output that follows a dictionary's order.
@Suite struct ReproduciblePublishTests {
    /// The files that hold the run's date or its durations; every other file must be equal byte for byte.
    static let timedFiles: Set<String> = [".controlspec-cache", "results.json", "junit.xml", "report/index.html"]

    /// The `controlspec` executable that `swift test` built beside the test bundle.
    static func executable() throws -> URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("controlspec")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return try #require(nil as URL?, "no controlspec executable near \(Bundle.main.bundleURL.path)")
    }

    /// Runs `controlspec publish --out <folder>` in `project`, with Swift's hashing seeded by the
    /// process (random) or fixed (`SWIFT_DETERMINISTIC_HASHING`).
    static func publish(_ project: TemporaryProject, to folder: String, deterministicHashing: Bool) throws -> Int32 {
        let process = Process()
        process.executableURL = try executable()
        // Without a feed address each docset's feed names its own folder, which differs between the two.
        process.arguments = ["publish", "--out", folder, "--feed-url", "https://example.org/docsets"]
        process.currentDirectoryURL = project.root
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = deterministicHashing ? "1" : nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Every file under `folder`, by path relative to it.
    static func files(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
        }
        return files
    }

    @Test func twoPublishesWithDifferentHashSeedsWriteTheSameBytesApartFromTheRunsTime() throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
            "en/UIControl/state.md": IncrementalPublishOutputTests.statePage,
        ])
        #expect(try Self.publish(project, to: "seeded", deterministicHashing: true) == 0)
        #expect(try Self.publish(project, to: "random", deterministicHashing: false) == 0)
        let seeded = try Self.files(under: project.root.appendingPathComponent("seeded"))
        let random = try Self.files(under: project.root.appendingPathComponent("random"))
        #expect(seeded.keys.contains { $0.hasPrefix(".controlspec-search-entries/") })
        #expect(Set(seeded.keys) == Set(random.keys))
        // The report's part files hold each case's duration too.
        let timed = Self.timedFiles.union(seeded.keys.filter { $0.hasPrefix("report/cases/") })
        for (path, data) in seeded where !timed.contains(path) {
            #expect(random[path] == data, "\(path) differs between two publishes")
        }
        // The timed files differ only in the date and durations.
        let seededText = try IncrementalPublishOutputTests.outputs(of: project.root.appendingPathComponent("seeded"))
        let randomText = try IncrementalPublishOutputTests.outputs(of: project.root.appendingPathComponent("random"))
        for path in timed where !path.hasPrefix(".") {
            #expect(seededText[path] != nil && seededText[path] == randomText[path], "\(path)")
        }
    }
}
