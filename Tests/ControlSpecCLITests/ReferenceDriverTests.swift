import Foundation
import Testing

@testable import ControlSpecCLI

/// `--isolate` and `--impl reference-process` need `controlspec-reference-driver`, which `swift build --product
/// controlspec` does not build: it is found beside the executable or on PATH, and when it is in neither the
/// error says exactly how to build it.
@Suite struct ReferenceDriverTests {
    @Test func aMissingDriverIsAToolFailureSayingHowToBuildIt() throws {
        let error = try #require(throws: ToolFailure.self) {
            try Implementations.builtDriver(
                besides: "/nonexistent/.build/release/controlspec", path: "/nonexistent/bin")
        }
        #expect(error.description.contains("is not built beside this controlspec (in /nonexistent/.build/release)"))
        #expect(
            error.description.contains(
                "fix: in the package folder, build it as controlspec was built: "
                    + "swift build -c release --product controlspec-reference-driver"), "\(error.description)")
        let debug = try #require(throws: ToolFailure.self) {
            try Implementations.builtDriver(besides: "/nonexistent/.build/debug/controlspec", path: "")
        }
        #expect(debug.description.contains("swift build --product controlspec-reference-driver"))
    }

    @Test func theDriverIsFoundBesideTheExecutableOrOnPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("driver-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let driver = folder.appendingPathComponent("controlspec-reference-driver")
        try Data("#!/bin/sh\n".utf8).write(to: driver)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: driver.path)
        let beside = try Implementations.builtDriver(
            besides: folder.appendingPathComponent("controlspec").path, path: "")
        #expect(beside == driver.path)
        let onPath = try Implementations.builtDriver(
            besides: "/nonexistent/controlspec", path: "/nowhere:" + folder.path)
        #expect(onPath == driver.path)
    }
}
