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

/// What a killed or interrupted run leaves beside its output is removed: the old folder keeps its marker until
/// last, incremental publishes sweep too, and SIGINT or SIGTERM removes the staging folder before the tool ends.
@Suite struct LeftoverTests {
    private func project() throws -> TemporaryProject {
        try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
    }

    private func leftovers(in project: TemporaryProject) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix(".out.") }
    }

    /// Starts `controlspec publish --out out` in `project`, under `tracer` (a command and its arguments) when one is
    /// given, and returns once the staging folder exists (`seen`) or the process has ended.
    private func startPublishUntilStaging(
        in project: TemporaryProject, under tracer: [String] = []
    ) throws -> (process: Process, seen: Bool) {
        let command = tracer + [try ReproduciblePublishTests.executable().path, "publish", "--out", "out"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = project.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var seen = false
        while process.isRunning && !seen {
            seen = (try? leftovers(in: project))?.contains { $0.hasPrefix(".out.new-") } == true
        }
        return (process, seen)
    }

    /// Runs `controlspec ARGUMENTS` in `project`, under strace when `killAtRemoval` is given: the process is
    /// killed on entry to that unlink or rmdir (1-based).
    private func run(_ project: TemporaryProject, _ arguments: [String], killAtRemoval: Int? = nil) throws -> Int32 {
        let process = Process()
        var arguments = [try ReproduciblePublishTests.executable().path] + arguments
        if let killAtRemoval {
            arguments =
                [
                    "-f", "-qq", "-o", "/dev/null", "-e",
                    "inject=unlink,unlinkat,rmdir:signal=KILL:when=\(killAtRemoval)",
                ]
                + arguments
            process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
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

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "needs strace"))
    func aKillDuringTheRemovalOfTheOldFolderLeavesItMarkedForTheNextRun() throws {
        let project = try project()
        var killed = 0
        #expect(try run(project, ["site", "--out", "out"]) == 0)
        // Removals spread over the run, until one finishes (each normal run leaves an old folder for the next).
        for removal in [1, 2, 3, 4, 6, 9, 14, 21, 32, 48, 72, 108, 162] {
            // The marker written again, so that it is the folder's newest entry: the first a directory listing
            // gives on tmpfs, and so the first a plain recursive removal deletes.
            let marker = project.root.appendingPathComponent("out/.controlspec-output")
            let contents = try Data(contentsOf: marker)
            try FileManager.default.removeItem(at: marker)
            try contents.write(to: marker)
            guard try run(project, ["site", "--out", "out"], killAtRemoval: removal) != 0 else { break }
            killed += 1
            for name in try leftovers(in: project) {
                let marker = project.root.appendingPathComponent(name + "/.controlspec-output").path
                #expect(
                    FileManager.default.fileExists(atPath: marker), "killed at removal \(removal): \(name) unmarked")
            }
            #expect(try run(project, ["site", "--out", "out"]) == 0)
            #expect(try leftovers(in: project).isEmpty, "after removal \(removal)")
        }
        #expect(killed > 3)
    }

    @Test func anIncrementalPublishSweepsTheLeftoversOfAnInterruptedOne() async throws {
        let project = try project()
        #expect(await project.run("publish", "--out", "out").status == 0)
        let leftover = project.root.appendingPathComponent(".out.new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: leftover.appendingPathComponent(".controlspec-output"))
        let again = await project.run("publish", "--out", "out")
        #expect(again.status == 0 && again.out.contains("incremental"), "\(again.out)\(again.err)")
        #expect(try leftovers(in: project).isEmpty)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalWhileTheFolderIsBuiltRemovesTheStagingFolder(_ signal: Int32) throws {
        let project = try project()
        let (process, seen) = try startPublishUntilStaging(in: project)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(seen, "the publish ended before its staging folder was seen")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(try leftovers(in: project).isEmpty)
    }

    /// A signal just after the staging folder is made, before its marker is written: the removal waits for the
    /// marker, so that it does not find the folder empty, then fail to remove it once the marker is in.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "needs strace"))
    func aSignalBeforeTheStagingFolderIsMarkedStillRemovesIt() throws {
        let project = try project()
        // The first mkdir (the staging folder's) returns late, and every rmdir starts late: without the wait, the
        // removal lists the folder empty, the marker is written, and the rmdir fails.
        let (process, seen) = try startPublishUntilStaging(
            in: project,
            under: [
                "/usr/bin/strace", "-f", "-qq", "-o", "/dev/null",
                "-e", "inject=mkdir:delay_exit=600000:when=1", "-e", "inject=rmdir:delay_enter=1200000",
            ])
        // strace's child is the tool.
        let children = try String(
            contentsOfFile: "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children",
            encoding: .utf8)
        let tool = try #require(children.split(separator: " ").first.flatMap { pid_t($0) })
        kill(tool, SIGTERM)
        process.waitUntilExit()
        #expect(seen, "the publish ended before its staging folder was seen")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(try leftovers(in: project).isEmpty)
    }
}
