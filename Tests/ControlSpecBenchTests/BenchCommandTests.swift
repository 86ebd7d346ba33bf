import ControlSpecCLI
import Foundation
import Testing

@testable import ControlSpecBench

/// `controlspec-bench`, the benchmark's own executable: its options, help and errors, checked before it measures
/// anything.
@Suite struct BenchCommandTests {
    private func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
        let context = CommandContext.capturing(workingDirectory: FileManager.default.temporaryDirectory)
        let status = await BenchCommand.main(arguments: arguments, context: context)
        return (status, context.standardOutput, context.standardError)
    }

    @Test func theHelpNamesTheToolAndShowsTheDefaults() async {
        let help = await run("--help")
        #expect(help.status == 0)
        #expect(help.out.contains("USAGE: controlspec-bench [--scales <LIST>]"), "\(help.out)")
        #expect(help.out.contains("(default: 1,10,100)"), "\(help.out)")
    }

    @Test func usageErrorsExitWith64AndPrintTheToolsUsageLine() async {
        let repeatWithoutParseOnly = await run("--repeat", "3")
        #expect(repeatWithoutParseOnly.status == 64)
        #expect(repeatWithoutParseOnly.err.contains("--repeat measures the parse figures alone: add --parse-only"))
        #expect(repeatWithoutParseOnly.err.contains("Usage: controlspec-bench [--scales <LIST>]"))
        #expect(await run("--parse-only", "--repeat", "0").status == 64)
        for (option, value) in [("--rounds", "0"), ("--scales", "1,x")] {
            let result = await run(option, value)
            #expect(result.status == 64)
            #expect(result.err.contains("Error: invalid value '\(value)' for '\(option) <"), "\(result.err)")
        }
    }

    @Test func theFiguresFileRefusesAUsersFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.txt")
        let text = Data("my notes\n".utf8)
        try text.write(to: notes)
        #expect(throws: ToolFailure.self) { try OutputWriter.write(Data("{}".utf8), to: notes, kind: .benchFigures) }
        #expect(try Data(contentsOf: notes) == text)
    }

    /// The peer and preview tables measure the `controlspec` built beside the bench; without one, the error says
    /// how to build it.
    @Test func theMeasuredControlspecIsTheOneBuiltBesideTheBench() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-kit-\(UUID().uuidString)")
        let release = folder.appendingPathComponent("release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bench = release.appendingPathComponent("controlspec-bench")
        try Data().write(to: bench)
        let link = folder.appendingPathComponent("exe")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: bench)
        let missing = #expect(throws: ToolFailure.self) { try BenchCommand.kitExecutable(besides: link.path) }
        #expect(missing?.description.contains("not built beside controlspec-bench (in \(release.path))") == true)
        #expect(missing?.description.contains("fix: in the package folder") == true)
        #expect(missing?.description.contains("swift build -c release --product controlspec") == true)
        let kit = release.appendingPathComponent("controlspec")
        try Data().write(to: kit)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: kit.path)
        #expect(try BenchCommand.kitExecutable(besides: link.path) == kit.path)
    }
}
