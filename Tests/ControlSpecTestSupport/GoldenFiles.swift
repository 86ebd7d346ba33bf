import Foundation

/// Expected output kept as files in a test target's folder: review changes to them like code. With
/// `UPDATE_GOLDEN=1` in the environment the files are rewritten from what the code produces; then read the diff.
package struct GoldenFiles: Sendable {
    /// The folder of the golden files.
    package let folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    /// Nil when `actual` is the golden file `name`; otherwise what differs, line by line so that it names the
    /// first line that differs, or that the file is missing.
    /// - Parameter updating: false for a test that compares the same output again (several writers of one
    ///   file would race).
    package func difference(_ actual: String, _ name: String, updating: Bool = true) -> String? {
        let url = folder.appendingPathComponent(name)
        if updating, ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "no golden \(name); run with UPDATE_GOLDEN=1 to write it"
        }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (left, right)) in zip(actualLines, expectedLines).enumerated() where left != right {
            return "\(name) line \(number + 1) differs:\n  got:      \(left)\n  expected: \(right)"
        }
        guard actualLines.count == expectedLines.count else { return "\(name): line counts differ" }
        return nil
    }
}
