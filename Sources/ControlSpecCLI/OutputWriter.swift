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

    /// Replaces the folder at `url` with exactly `files` (relative path → contents).
    ///
    /// The new folder is written next to the old one and renamed into place; if anything fails,
    /// the previous folder is left as it was.
    static func replaceDirectory(at url: URL, with files: [String: Data]) throws {
        let manager = FileManager.default
        let parent = url.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(url.lastPathComponent).new-\(UUID().uuidString)")
        let retired = parent.appendingPathComponent(".\(url.lastPathComponent).old-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for (path, contents) in files {
                let file = staging.appendingPathComponent(path)
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: file)
            }
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
        } catch let failure as ToolFailure {
            try? manager.removeItem(at: staging)
            throw failure
        } catch {
            try? manager.removeItem(at: staging)
            throw ToolFailure(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}
