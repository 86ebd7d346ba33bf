import ControlSpecSite
import Foundation
import Testing

/// Writes the fixture site to the folder named by `CONTROLSPEC_SITE_OUT`, for the browser test
/// (`python3 Tests/browser/site_test.py "$CONTROLSPEC_SITE_OUT"`). Does nothing when it is unset.
@Suite struct SiteExportTests {
    @Test func writesTheFixtureSiteWhenAskedTo() throws {
        guard let output = ProcessInfo.processInfo.environment["CONTROLSPEC_SITE_OUT"], !output.isEmpty else { return }
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
