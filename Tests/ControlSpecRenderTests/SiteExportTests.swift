import ControlSpecSite
import Foundation
import Testing

/// Writes the fixture site to the folder named by `CONTROLSPEC_SITE_OUT`, for the browser test
/// (`python3 Tests/browser/site_test.py "$CONTROLSPEC_SITE_OUT"`). Skipped when it is unset.
@Suite struct SiteExportTests {
    @Test(.enabled(if: ExportFolder.named("CONTROLSPEC_SITE_OUT") != nil, "CONTROLSPEC_SITE_OUT is not set"))
    func writesTheFixtureSiteWhenAskedTo() throws {
        let output = try #require(ExportFolder.named("CONTROLSPEC_SITE_OUT"))
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let manager = FileManager.default
        for file in SiteFixture.site().files {
            let url = folder.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url)
        }
        #expect(manager.fileExists(atPath: folder.appendingPathComponent("en/index.html").path))
    }
}

/// The folders the browser tests ask fixtures to be written to.
enum ExportFolder {
    /// The folder an environment variable names; nil when it is unset or empty.
    static func named(_ variable: String) -> String? {
        ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : $0 }
    }
}
