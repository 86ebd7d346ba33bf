import Foundation
import Testing

@testable import ControlSpecCLI

/// Runs git in `directory`; the tests make real repositories so that every layout git writes is covered.
private func git(_ arguments: [String], in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments =
        ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "init.defaultBranch=main"]
        + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

private let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

/// A repository with one commit in a fresh temporary folder, and its commit.
private func repository() throws -> (root: URL, commit: String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-git-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    _ = try git(["init", "-q"], in: root)
    try "x".write(to: root.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
    _ = try git(["add", "file.txt"], in: root)
    _ = try git(["commit", "-q", "-m", "first"], in: root)
    return (root, try git(["rev-parse", "HEAD"], in: root))
}

@Suite("The git commit recorded in results", .enabled(if: hasGit, "needs /usr/bin/git"))
struct GitInfoTests {
    @Test func aBranchWithALooseRefIsRead() throws {
        let (root, commit) = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(GitInfo.commit(in: root.appendingPathComponent("Docs")) == commit)
    }

    @Test func aBranchWhoseRefIsPackedIsRead() throws {
        let (root, commit) = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try git(["pack-refs", "--all"], in: root)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".git/refs/heads/main").path))
        #expect(GitInfo.commit(in: root) == commit)
    }

    @Test func aLinkedWorktreeIsRead() throws {
        let (root, _) = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try "y".write(to: root.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
        let worktree = root.appendingPathComponent("linked")
        _ = try git(["worktree", "add", "-q", "-b", "side", worktree.path], in: root)
        try "z".write(to: worktree.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
        _ = try git(["commit", "-q", "-am", "side"], in: worktree)
        let side = try git(["rev-parse", "HEAD"], in: worktree)
        #expect(GitInfo.commit(in: worktree) == side)
    }

    /// Submodules point at their git folder with a path relative to the working tree.
    @Test func aGitFileWithARelativePathIsRead() throws {
        let (root, commit) = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let tree = root.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: root.appendingPathComponent(".git"), to: root.appendingPathComponent("moved.git"))
        try "gitdir: ../moved.git\n".write(to: tree.appendingPathComponent(".git"), atomically: true, encoding: .utf8)
        #expect(GitInfo.commit(in: tree) == commit)
    }

    @Test func aDetachedHeadIsRead() throws {
        let (root, commit) = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try git(["checkout", "-q", "--detach"], in: root)
        #expect(GitInfo.commit(in: root) == commit)
    }

    @Test func aBranchWithNoCommitYetHasNone() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try git(["init", "-q"], in: root)
        #expect(GitInfo.commit(in: root) == nil)
    }
}
