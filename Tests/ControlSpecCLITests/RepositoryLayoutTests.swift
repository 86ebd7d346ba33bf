import Foundation
import Testing

/// The repository checks out whole on the case-insensitive file systems of macOS and Windows.
@Suite struct RepositoryLayoutTests {
    /// The repository's files and folders, relative to its root, leaving out what git and the build write.
    static func trackedPaths() -> [String] {
        let root = WalkthroughTests.root.standardizedFileURL
        let skipped: Set<String> = [".git", ".build", "_site", ".swiftpm"]
        var paths: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where !skipped.contains(name) {
                let url = folder.appendingPathComponent(name)
                paths.append(String(url.path.dropFirst(root.path.count + 1)))
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                    pending.append(url)
                }
            }
        }
        return paths
    }

    @Test func noTwoPathsDifferOnlyInCase() {
        let byFoldedName = Dictionary(grouping: Self.trackedPaths()) { $0.lowercased() }
        let clashes = byFoldedName.values.filter { $0.count > 1 }.map { $0.sorted().joined(separator: " and ") }
        #expect(clashes.isEmpty, "one path on macOS and Windows: \(clashes.sorted())")
    }
}
