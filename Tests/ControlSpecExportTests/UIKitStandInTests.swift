import ControlSpecExport
import ControlSpecModel
import ControlSpecRunner
import ControlSpecTestSupport
import Foundation
import Testing

/// The exported suite type-checked against the signature-only UIKit stand-in (`scripts/uikit-stand-in-check.sh`):
/// code that UIKit would refuse is refused, and the file that holds it is named.
@Suite struct UIKitStandInTests {
    /// Three cases of one page: one that UIKit compiles, one with an argument label UIKit does not have, and one
    /// whose `since=` is older than the iOS 26 factory it calls.
    static let plantedPage =
        TestPages.setTitleOpening + """
            ```swift case compiles evidence=documented source=UIButton.h
            let button = UIButton(type: .custom)
            button.setTitle("Play", for: .normal)
            #expect(button.title(for: .normal) == "Play")
            ```

            ```swift case wrong-label evidence=documented source=UIButton.h
            let button = UIButton(type: .custom)
            button.setTitle("Play", forState: .normal)
            ```

            ```swift case too-new evidence=documented source=UIButton.h since=16.0
            let config = UIButton.Configuration.glass()
            #expect(config.title == nil)
            ```
            """

    /// The checkout this test file belongs to.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs the check script on an exported package; its exit status and standard error.
    static func check(suite: URL, work: URL) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            repository.appendingPathComponent("scripts/uikit-stand-in-check.sh").path, "--suite", suite.path,
            "--skip-registry-probe",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["STAND_IN_CHECK_DIR"] = work.path
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("A wrong label and a member newer than the case's since= are refused, each in its own file")
    func plantedSignatureErrors() throws {
        let corpus = Corpus(
            files: TestDocs.files([("en/UIButton/setTitle(__for_).md", Self.plantedPage)]),
            registry: Registry(members: [TestMembers.setTitle]))
        let cases = corpus.plannedCases()
        try #require(cases.count == 3)
        let exporter = SuiteExporter(
            cases: cases, naming: TestNaming(qualifiedIDs: cases.map(\.qualifiedID)),
            controlSpecPackagePath: Self.repository.path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stand-in-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = folder.appendingPathComponent("suite")
        for (path, text) in exporter.files() {
            let file = suite.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let outcome = try Self.check(suite: suite, work: folder.appendingPathComponent("work"))
        #expect(outcome.status == 1)
        let errorLines = outcome.errors.split(separator: "\n").filter { $0.contains("error:") }
        let wrongLabel = errorLines.filter { $0.contains("__wrong_label.swift:") }
        let tooNew = errorLines.filter { $0.contains("__too_new.swift:") }
        #expect(wrongLabel.contains { $0.contains("incorrect argument label in call (have '_:forState:'") })
        #expect(tooNew.contains { $0.contains("'glass()' is unavailable") })
        #expect(!errorLines.contains { $0.contains("__compiles.swift:") }, "\(outcome.errors)")
    }
}
