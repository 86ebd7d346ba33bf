import Foundation
import Testing

/// Replacing an output folder: one atomic exchange, whatever moment the tool is killed at, and the next
/// run removes what an interrupted run left beside the folder, but nothing it did not write.
@Suite struct FolderSwapTests {
    private func project() throws -> TemporaryProject {
        try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
    }

    private func names(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    /// A folder named `name` beside the output, holding a file, and the tool's marker when `marked`.
    private func makeFolder(_ name: String, in project: TemporaryProject, marked: Bool) throws -> URL {
        let folder = project.root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("half of a site".utf8).write(to: folder.appendingPathComponent("index.html"))
        if marked { try Data("controlspec".utf8).write(to: folder.appendingPathComponent(".controlspec-output")) }
        return folder
    }

    @Test func theNextRunRemovesTheStagingFoldersOfAnInterruptedOne() async throws {
        let project = try project()
        #expect(await project.run("site", "--out", "out").status == 0)
        let leftovers = [".out.new-\(UUID().uuidString)", ".out.old-\(UUID().uuidString)"]
        for name in leftovers { _ = try makeFolder(name, in: project, marked: true) }
        let result = await project.run("site", "--out", "out")
        #expect(result.status == 0, "\(result.err)")
        let remaining = try names(in: project.root)
        for name in leftovers { #expect(!remaining.contains(name), "\(remaining)") }
        #expect(remaining.filter { $0.hasPrefix(".out.") }.isEmpty, "\(remaining)")
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("out/index.html").path))
    }

    @Test func foldersTheToolDidNotWriteAreLeftAloneWhateverTheirName() async throws {
        let project = try project()
        let kept = [
            try makeFolder(".out.new-\(UUID().uuidString)", in: project, marked: false),
            try makeFolder(".out.old-not-a-uuid", in: project, marked: true),
            try makeFolder(".other.new-\(UUID().uuidString)", in: project, marked: true),
            try makeFolder(".out.new-\(UUID().uuidString)-mine", in: project, marked: true),
        ]
        // A link with a staging name, to a folder of the tool's: the link is not the tool's.
        let target = try makeFolder("elsewhere", in: project, marked: true)
        let link = project.root.appendingPathComponent(".out.old-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = await project.run("site", "--out", "out")
        #expect(result.status == 0, "\(result.err)")
        for folder in kept + [target] {
            #expect(try names(in: folder).contains("index.html"), "\(folder.lastPathComponent)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }

    /// Every regular file under `folder`, by path relative to it.
    private func files(under folder: URL) throws -> [String: Data]? {
        guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
        return try ReproduciblePublishTests.files(under: folder)
    }

    /// Runs `controlspec export-tests` in `project` (the package path tells old output from new), under
    /// strace when `killAtRename` is given: the process is killed on entry to that rename (1-based).
    private func export(
        _ project: TemporaryProject, packagePath: String, killAtRename: Int? = nil
    ) throws -> Int32 {
        let process = Process()
        var arguments = [
            try ReproduciblePublishTests.executable().path, "export-tests", "--out", "out", "--package-path",
            packagePath,
        ]
        if let killAtRename {
            arguments =
                [
                    "-f", "-qq", "-o", "/dev/null",
                    "-e", "inject=rename,renameat,renameat2:signal=KILL:when=\(killAtRename)",
                ] + arguments
            process.executableURL = URL(fileURLWithPath: Self.strace)
        } else {
            process.executableURL = URL(fileURLWithPath: arguments.removeFirst())
        }
        process.arguments = arguments
        process.currentDirectoryURL = project.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    static let strace = "/usr/bin/strace"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: strace), "needs strace"))
    func aKillAtAnyRenameLeavesTheOldFolderOrTheNew() throws {
        let project = try project()
        let out = project.root.appendingPathComponent("out")
        #expect(try export(project, packagePath: "/new") == 0)
        let new = try #require(try files(under: out))
        var killedAt: [Int] = []
        for rename in 1...20 {
            try? FileManager.default.removeItem(at: out)
            #expect(try export(project, packagePath: "/old") == 0)
            let old = try #require(try files(under: out))
            #expect(old != new)
            let status = try export(project, packagePath: "/new", killAtRename: rename)
            let after = try files(under: out)
            #expect(after == old || after == new, "killed at rename \(rename): \(after.map { $0.keys.sorted() } ?? [])")
            if status == 0 {
                // No rename left to kill at: the run finished, and put the new folder in place.
                #expect(after == new)
                break
            }
            killedAt.append(rename)
        }
        // The swap is at least one rename; a run that was never killed would prove nothing.
        #expect(!killedAt.isEmpty)
        // The next run clears what the killed ones left.
        #expect(try export(project, packagePath: "/new") == 0)
        #expect(try names(in: project.root).filter { $0.hasPrefix(".out.") }.isEmpty)
    }
}
