import ControlSpecTestSupport
import Foundation
import Testing

/// The render tests' golden files, in `Goldens/` (see ``GoldenFiles``).
enum Golden {
    static let files = GoldenFiles(
        folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens"))

    /// Records an issue naming the first line that differs.
    /// - Parameter updating: false for a test that compares the same output again (several writers of one
    ///   file would race).
    static func expectMatches(
        _ actual: String, _ name: String, updating: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let difference = files.difference(actual, name, updating: updating) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }
}
