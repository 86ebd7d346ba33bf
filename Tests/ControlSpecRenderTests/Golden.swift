import Foundation
import Testing

/// Expected output kept as files in `Goldens/`: review changes to them like code. Run the tests with
/// `UPDATE_GOLDEN=1` to rewrite them from what the code produces, then read the diff.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Compares line by line, so that a failure names the first line that differs.
    /// - Parameter updating: false for a test that compares the same output again (several writers of one
    ///   file would race).
    static func expectMatches(
        _ actual: String, _ name: String, updating: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = folder.appendingPathComponent(name)
        if updating, ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden \(name); run with UPDATE_GOLDEN=1 to write it", sourceLocation: sourceLocation)
            return
        }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (left, right)) in zip(actualLines, expectedLines).enumerated() where left != right {
            Issue.record(
                "\(name) line \(number + 1) differs:\n  got:      \(left)\n  expected: \(right)",
                sourceLocation: sourceLocation)
            return
        }
        #expect(actualLines.count == expectedLines.count, "\(name): line counts differ", sourceLocation: sourceLocation)
    }
}
