import Foundation
import Testing

/// A reader that stops reading (`controlspec run | head -1`) ends the tool quietly, as a broken pipe ends other
/// command-line tools, never with a crash report.
@Suite struct ClosedOutputTests {
    /// In process, and with an implementation process (the tool then ignores SIGPIPE, so a write fails instead).
    static let commands = [
        ["lint"], ["run"],
        [
            "run", "--impl",
            "exec:python3 " + RealDocsTests.root.path + "/conformance/implementations/python/controls.py",
        ],
    ]

    @Test(arguments: commands)
    func aClosedStandardOutputEndsTheRunAsABrokenPipe(_ arguments: [String]) throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        let output = Pipe()
        let errors = Pipe()
        let process = Process()
        process.executableURL = try ReproduciblePublishTests.executable()
        process.arguments = arguments
        process.currentDirectoryURL = project.root
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Nobody reads: the first line written finds the pipe closed.
        try output.fileHandleForReading.close()
        try output.fileHandleForWriting.close()
        let report = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: report, as: UTF8.self)
        let killedByTheSignal = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE
        let endedAsIfKilled = process.terminationReason == .exit && process.terminationStatus == 128 + SIGPIPE
        #expect(
            killedByTheSignal || endedAsIfKilled, "\(process.terminationReason) \(process.terminationStatus): \(text)")
        #expect(!text.contains("crashed") && !text.contains("Fatal error"), "\(text)")
    }
}
