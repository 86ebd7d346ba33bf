import ControlSpecFuzzing
import Foundation
import Testing

/// The fuzz target finds the `conformance` folder from any working directory: the working directory's, as the
/// command line does, else the package's it was built in, else what `CONTROLSPEC_CONFORMANCE` names; when none
/// holds a registry, it says where it looked and how to fix it.
@Suite struct ConformanceFolderTests {
    static let package = FuzzRegressionTests.packageFolder
    static let builtFuzzer = package.appendingPathComponent(".build/fuzzer/release/controlspec-fuzz")

    @Test func fromOutsideThePackageTheFolderOfThePackageItWasBuiltInIsFound() {
        let found = ConformanceFolder.find(
            environment: [:], workingDirectory: URL(fileURLWithPath: "/"), executable: Self.builtFuzzer)
        #expect(found?.standardizedFileURL == Self.package.appendingPathComponent("conformance").standardizedFileURL)
    }

    @Test func theWorkingDirectorysFolderComesFirstAndTheVariableOverridesBoth() throws {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.createDirectory(
            at: elsewhere.appendingPathComponent("conformance"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: elsewhere.appendingPathComponent("conformance/registry.json"))
        let local = ConformanceFolder.find(environment: [:], workingDirectory: elsewhere, executable: Self.builtFuzzer)
        #expect(local?.path == elsewhere.appendingPathComponent("conformance").path)
        let named = ConformanceFolder.candidates(
            environment: ["CONTROLSPEC_CONFORMANCE": "x/conformance"], workingDirectory: elsewhere,
            executable: Self.builtFuzzer)
        #expect(named.map(\.path) == [elsewhere.appendingPathComponent("x/conformance").path])
    }

    @Test func whenNoFolderHoldsARegistryTheMessageSaysWhereItLookedAndTheFix() {
        let nowhere = URL(fileURLWithPath: "/nonexistent/bin/controlspec-fuzz")
        let tried = ConformanceFolder.candidates(
            environment: [:], workingDirectory: URL(fileURLWithPath: "/tmp"), executable: nowhere)
        #expect(
            ConformanceFolder.find(
                environment: [:], workingDirectory: URL(fileURLWithPath: "/tmp"), executable: nowhere) == nil)
        let message = ConformanceFolder.notFoundMessage(tried: tried)
        #expect(message.contains("/tmp/conformance, /nonexistent/bin/conformance, /nonexistent/conformance"))
        #expect(message.contains("fix: run from the package folder, or set CONTROLSPEC_CONFORMANCE"))
    }
}
