import Foundation

/// The git commit of the working tree a command runs in, read from git's files so that no git is needed.
///
/// Covers what git writes: a `.git` folder, or a `.git` file pointing at the folder of a linked worktree or a
/// submodule (`gitdir: …`); a branch's commit in a loose ref or in `packed-refs`, found in the repository's
/// common folder for a linked worktree (`commondir`); a detached HEAD.
enum GitInfo {
    /// The commit HEAD names in the nearest repository at or above `directory` (up to eight levels); nil when
    /// there is none or its branch has no commit yet.
    static func commit(in directory: URL) -> String? {
        var url = directory.standardizedFileURL
        for _ in 0..<8 {
            if let gitFolder = gitFolder(of: url) { return commit(ofRepositoryAt: gitFolder) }
            url.deleteLastPathComponent()
        }
        return nil
    }

    /// The git folder of a working tree: `.git` itself, or where a `.git` file points.
    private static func gitFolder(of workingTree: URL) -> URL? {
        let dotGit = workingTree.appendingPathComponent(".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let pointer = read(dotGit), pointer.hasPrefix("gitdir: ") else { return nil }
        return resolve(String(pointer.dropFirst(8)), against: workingTree)
    }

    private static func commit(ofRepositoryAt gitFolder: URL) -> String? {
        guard let head = read(gitFolder.appendingPathComponent("HEAD")) else { return nil }
        guard head.hasPrefix("ref: ") else { return head }
        let ref = String(head.dropFirst(5))
        // A linked worktree keeps its own HEAD; branches live in the repository's common folder.
        var common = gitFolder
        if let commonDirectory = read(gitFolder.appendingPathComponent("commondir")) {
            common = resolve(commonDirectory, against: gitFolder)
        }
        for folder in [gitFolder, common] {
            if let loose = read(folder.appendingPathComponent(ref)) { return loose }
        }
        return packedRef(ref, in: common)
    }

    /// The commit of `ref` in `packed-refs`, where `git gc` and `git pack-refs` move branches:
    /// lines of `<commit> <ref>`, comments starting with `#`, peeled tags starting with `^`.
    private static func packedRef(_ ref: String, in gitFolder: URL) -> String? {
        guard let packed = read(gitFolder.appendingPathComponent("packed-refs")) else { return nil }
        for line in packed.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("^") {
            let fields = line.split(separator: " ", maxSplits: 1)
            if fields.count == 2, fields[1] == ref { return String(fields[0]) }
        }
        return nil
    }

    /// A path git wrote in a file of `folder`: absolute, or relative to `folder` (`../..`, `../.git/modules/x`).
    private static func resolve(_ path: String, against folder: URL) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    private static func read(_ file: URL) -> String? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
