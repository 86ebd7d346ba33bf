import Foundation
import Testing

@testable import ControlSpecCLI

/// Single-file outputs (`--results`, `--junit`, `import-results --out`, `update-expectations`,
/// `mutate --json`) replace only a file of their own kind: a page, a user's file, a folder is refused and kept;
/// a FIFO, `/dev/null` or an open descriptor is written through, never replaced.
@Suite struct SingleFileOutputTests {
    private func project() throws -> TemporaryProject {
        try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
    }

    @Test func resultsOverAnInputPageAreRefusedAndThePageIsKept() async throws {
        let project = try project()
        let page = project.root.appendingPathComponent("Docs/en/UIControl/isEnabled.md")
        let before = try Data(contentsOf: page)
        for option in ["--results", "--junit"] {
            let result = await project.run("run", option, "Docs/en/UIControl/isEnabled.md")
            #expect(result.status == 2, "\(option): \(result.out)\(result.err)")
            #expect(result.err.contains("\(page.path) is not "), "\(result.err)")
            #expect(result.err.contains("fix: give \(option) a new path"), "\(result.err)")
            #expect(try Data(contentsOf: page) == before)
        }
    }

    @Test func aUsersFileIsRefusedByEverySingleFileOutput() async throws {
        let project = try project()
        let notes = project.root.appendingPathComponent("notes.txt")
        let text = Data("my notes\n".utf8)
        try text.write(to: notes)
        #expect(await project.run("run", "--results", "results.json").status == 0)
        for arguments in [
            ["run", "--results", "notes.txt"], ["run", "--junit", "notes.txt"],
            ["update-expectations", "results.json", "--expectations", "notes.txt"],
        ] {
            let result = await project.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.out)\(result.err)")
            #expect(result.err.contains("notes.txt"), "\(arguments): \(result.err)")
            #expect(try Data(contentsOf: notes) == text, "\(arguments)")
        }
        for kind in [OutputFileKind.importedResults, .mutationSummary] {
            #expect(throws: ToolFailure.self) { try OutputWriter.write(Data("{}".utf8), to: notes, kind: kind) }
            #expect(try Data(contentsOf: notes) == text)
        }
    }

    @Test func theToolsOwnFilesAndEmptyFilesAreReplaced() async throws {
        let project = try project()
        #expect(await project.run("run", "--results", "results.json", "--junit", "junit.xml").status == 0)
        let again = await project.run("run", "--results", "results.json", "--junit", "junit.xml")
        #expect(again.status == 0, "\(again.err)")
        let empty = project.root.appendingPathComponent("empty.json")
        try Data().write(to: empty)
        #expect(await project.run("run", "--results", "empty.json").status == 0)
        #expect(try String(contentsOf: empty, encoding: .utf8).contains("\"formatVersion\""))
        #expect(await project.run("update-expectations", "results.json", "--expectations", "e.json").status == 0)
        #expect(await project.run("update-expectations", "results.json", "--expectations", "e.json").status == 0)
    }

    @Test func aSymbolicLinkToTheToolsFileKeepsTheLinkAndAFolderOrDanglingLinkIsRefused() async throws {
        let project = try project()
        #expect(await project.run("run", "--results", "results.json").status == 0)
        let link = project.root.appendingPathComponent("latest.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "results.json")
        #expect(await project.run("run", "--results", "latest.json").status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "results.json")
        let dangling = project.root.appendingPathComponent("dangling.json")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "nowhere/x.json")
        let refused = await project.run("run", "--results", "dangling.json")
        #expect(refused.status == 2 && refused.err.contains("symbolic link to nothing"), "\(refused.err)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling.path) == "nowhere/x.json")
        let folder = await project.run("run", "--results", "Docs")
        #expect(folder.status == 2 && folder.err.contains("is a folder"), "\(folder.err)")
    }

    @Test func aNullDeviceAFIFOAndAnOpenDescriptorAreWrittenThroughNotReplaced() async throws {
        let project = try project()
        // A null device of the test's own (as root): were it replaced, the system's /dev/null would be kept.
        var status = stat()
        let device = project.root.appendingPathComponent("null")
        if mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 {  // major 1, minor 3: the null device
            let null = await project.run("run", "--results", "null", "--junit", "null")
            #expect(null.status == 0, "\(null.err)")
            #expect(lstat(device.path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        }

        let fifo = project.root.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let reader = Task.detached { () -> Data in
            let handle = try FileHandle(forReadingFrom: fifo)
            return handle.readDataToEndOfFile()
        }
        let piped = await project.run("run", "--results", "pipe")
        #expect(piped.status == 0, "\(piped.err)")
        let read = try await reader.value
        #expect(String(decoding: read, as: UTF8.self).contains("\"formatVersion\""))
        #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)

        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let drain = Task.detached { () -> Data in
            FileHandle(fileDescriptor: readEnd, closeOnDealloc: true).readDataToEndOfFile()
        }
        let described = await project.run("run", "--junit", "/dev/fd/\(writeEnd)")
        #expect(described.status == 0, "\(described.err)")
        close(writeEnd)
        #expect(String(decoding: try await drain.value, as: UTF8.self).contains("<testsuites name=\"controlspec "))
    }
}
