import Foundation

/// Writes the tool's output so that readers never see half of it: a file is written to a
/// temporary sibling and renamed; a folder is built beside its destination and swapped in.
enum OutputWriter {
    /// Writes `data` to `url` atomically, creating parent folders.
    static func write(_ data: Data, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw ToolFailure(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// Replaces the folder at `url` with exactly `files` (relative path → contents), plus the files at
    /// `keeping` (relative paths) as they are in the current folder.
    ///
    /// The new folder is written next to the old one and renamed into place; if anything fails,
    /// the previous folder is left as it was. Kept files are hard-linked into the new folder, not
    /// copied, so that an incremental publish costs little more than the files it changed.
    static func replaceDirectory(at url: URL, with files: [String: Data], keeping: [String] = []) throws {
        let folder = try StagedFolder(replacing: url)
        do {
            for (path, contents) in files { try folder.write(contents, at: path) }
            try folder.keep(keeping.filter { files[$0] == nil })
            try folder.commit()
        } catch {
            folder.discard()
            throw error
        }
    }
}

/// A folder built file by file beside the one it replaces, then swapped in (``commit()``), so that a
/// large output need not be held in memory and readers never see half of it.
final class StagedFolder {
    let url: URL
    private let staging: URL
    private let stagingPath: String
    private let manager = FileManager.default
    /// Folders already created, relative to the staging folder.
    private var folders = Set<Substring>()

    /// Creates the staging folder beside `url`.
    init(replacing url: URL) throws {
        self.url = url
        staging = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).new-\(UUID().uuidString)")
        stagingPath = staging.path
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw ToolFailure(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// Writes one file (path relative to the folder).
    func write(_ contents: Data, at path: String) throws {
        do {
            try prepareFolder(of: path)
            try contents.write(to: URL(fileURLWithPath: stagingPath + "/" + path))
        } catch {
            throw ToolFailure(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// Writes one file (path relative to the folder) from what `produce` writes, chunk by chunk.
    func write(at path: String, streaming produce: StreamedFile.Contents) throws {
        do {
            try prepareFolder(of: path)
            try StreamedFile.write(toPath: stagingPath + "/" + path, produce)
        } catch {
            throw ToolFailure(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// Hard-links files of the current folder (paths relative to it) into the new one.
    func keep(_ paths: [String]) throws {
        let currentPath = url.path
        do {
            for path in paths {
                try prepareFolder(of: path)
                try manager.linkItem(atPath: currentPath + "/" + path, toPath: stagingPath + "/" + path)
            }
        } catch {
            throw ToolFailure(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// Swaps the new folder in place of the old one, which is then removed.
    func commit() throws {
        let retired = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).old-\(UUID().uuidString)")
        do {
            if manager.fileExists(atPath: url.path) {
                try manager.moveItem(at: url, to: retired)
            }
            do {
                try manager.moveItem(at: staging, to: url)
            } catch {
                if manager.fileExists(atPath: retired.path) { try? manager.moveItem(at: retired, to: url) }
                throw error
            }
            try? manager.removeItem(at: retired)
        } catch {
            throw ToolFailure(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// Removes the staging folder (after a failure); the old folder stays as it was.
    func discard() {
        try? manager.removeItem(at: staging)
    }

    /// Creates the folder of `path` once (paths as strings: URL operations cost more than the writes).
    private func prepareFolder(of path: String) throws {
        guard let slash = path.lastIndex(of: "/"), folders.insert(path[..<slash]).inserted else { return }
        try manager.createDirectory(atPath: stagingPath + "/" + path[..<slash], withIntermediateDirectories: true)
    }
}
