import ControlSpecProcess
import ControlSpecPublish
import Foundation
import Synchronization

/// Writes the tool's output so that readers never see half of it: a file is written to a
/// temporary sibling and renamed; a folder is built beside its destination and swapped in.
package enum OutputWriter {
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

/// Where `controlspec publish` writes its files: a new folder swapped in at the end (``StagedFolder``),
/// or the old folder updated file by file (``InPlaceFolder``). ``write(_:at:)`` may be called from
/// several threads at once.
protocol OutputFolder: AnyObject, Sendable {
    /// Writes one file (path relative to the folder) so that no reader sees half of it.
    func write(_ contents: Data, at path: String) throws
    /// Writes one file from what `produce` writes, chunk by chunk, so that no reader sees half of it.
    func write(at path: String, streaming produce: StreamedFile.Contents) throws
    /// Removes files of the previous output that the new one does not have.
    func remove(_ paths: [String]) throws
    /// Makes the new output the folder's.
    func commit() throws
    /// Gives up (after a failure): removes what was built but not committed.
    func discard()
}

/// A folder built file by file beside the one it replaces, then swapped in (``commit()``), so that a
/// large output need not be held in memory and readers never see half of it: until the swap they see
/// the old folder, whole.
final class StagedFolder: OutputFolder, Sendable {
    let url: URL
    private let staging: URL
    private let stagingPath: String
    private let manager = FileManager.default
    private let folders = CreatedFolders()
    /// The staging folder's marker, locked while this run builds it, so that another run does not take it
    /// for the leftover of an interrupted one (``FolderSwap/removeLeftovers(besides:markerName:)``); and the
    /// token of the removal of the staging folder should SIGINT, SIGTERM or SIGHUP end the run before the swap.
    private let held = Mutex<(markerLock: FileHandle?, cleanup: Int?)>((nil, nil))
    /// Held open around each write and the swap; closed for good by that removal, so that no thread writes into
    /// the staging folder (recreating part of it, unmarked) while or after it is removed.
    private let gate = WriteGate()

    /// Whether `name` is that of a staging folder: a failure inside one is a failure to write beside it.
    static func isStagingName(_ name: String) -> Bool { name.hasPrefix(".") && name.contains(FolderSwap.stagingMark) }

    /// The file every folder the tool writes holds, so that a later run knows the folder is the tool's to replace.
    static let ownerMarkName = ".controlspec-output"
    static let ownerMark = Data(
        "This folder was written by controlspec, which replaces it as a whole on its next run.\n".utf8)

    /// Creates the staging folder beside `url`, after making sure that what is at `url`, if anything, is the tool's
    /// own output (or an empty folder): a file, or a folder of anyone else's files, is never replaced. The staging
    /// and old folders that interrupted runs left beside `url` are removed.
    init(replacing url: URL) throws {
        self.url = url
        staging = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent)\(FolderSwap.stagingMark)\(UUID().uuidString)")
        stagingPath = staging.path
        try Self.checkReplaceable(url)
        FolderSwap.removeLeftovers(besides: url, markerName: Self.ownerMarkName)
        let (stagingPath, gate) = (stagingPath, gate)
        let cleanup = TerminationCleanup.add {
            gate.close()
            FolderSwap.removeFolder(stagingPath, markerName: Self.ownerMarkName)
        }
        held.withLock { $0.cleanup = cleanup }
        do {
            // Inside the gate, so that a signal's removal finds the folder marked (and removes it), never empty
            // with the marker written just before its rmdir.
            try gate.whileOpen {
                try manager.createDirectory(at: staging, withIntermediateDirectories: true)
                let marker = staging.appendingPathComponent(Self.ownerMarkName)
                try Self.ownerMark.write(to: marker)
                let markerLock = FolderSwap.lock(marker.path)
                held.withLock { $0.markerLock = markerLock }
            }
        } catch {
            discard()
            throw FileProblem.writing(url, error)
        }
    }

    /// Throws unless `url` is missing, an empty folder, or a folder the tool wrote: one that holds ``ownerMarkName``
    /// itself. A folder inside one is not vouched for by it (the user may have made it); a symbolic link is refused,
    /// as the swap would replace the link, not the folder it leads to.
    static func checkReplaceable(_ url: URL) throws {
        let path = url.path
        let shown = VisibleText.escaped(path)
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFLNK {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            let leads =
                FileManager.default.fileExists(atPath: path) ? "to \(VisibleText.escaped(target))" : "to nothing"
            throw ToolFailure(
                description:
                    "\(shown) is a symbolic link \(leads), where the tool writes a folder; it is left as it is\n"
                    + "  fix: give the folder itself (not a link to it), or another output folder")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw ToolFailure(
                description: "\(shown) is a file, where the tool writes a folder; it is left as it is\n"
                    + "  fix: give another output folder, or move the file away")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        guard !names.isEmpty, !names.contains(ownerMarkName) else { return }
        throw ToolFailure(
            description: "\(shown) holds files controlspec did not write; it is left as it is\n"
                + "  fix: give a new or empty output folder, or remove \(shown) yourself if you mean to replace it")
    }

    /// Writes one file (path relative to the folder); the staging folder is not seen by readers, so
    /// the file is written in place, and not flushed to disk on its own: ``commit()`` flushes the whole
    /// folder at once.
    func write(_ contents: Data, at path: String) throws {
        do {
            try gate.whileOpen {
                try folders.prepare(root: stagingPath, for: path)
                try StreamedFile.write(contents, toPath: stagingPath + "/" + path)
            }
        } catch {
            throw FileProblem.writing(url, error)
        }
    }

    /// Hard-links a file written into the new folder under a second path of it.
    func link(_ existing: String, at path: String) throws {
        do {
            try gate.whileOpen {
                try folders.prepare(root: stagingPath, for: path)
                guard Foundation.link(stagingPath + "/" + existing, stagingPath + "/" + path) == 0 else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
            }
        } catch {
            throw FileProblem.writing(url, error)
        }
    }

    /// Nothing to do: the new folder holds only what was written.
    func remove(_ paths: [String]) throws {}

    func files(under folder: String) throws -> [String: URL] {
        do {
            return try gate.whileOpen { try FolderContents.files(root: stagingPath, under: folder) }
        } catch {
            throw FileProblem.writing(url, error)
        }
    }

    /// Writes one file from what `produce` writes, chunk by chunk; the staging folder is not seen by
    /// readers, so the file is written in place.
    func write(at path: String, streaming produce: StreamedFile.Contents) throws {
        do {
            try gate.whileOpen {
                try folders.prepare(root: stagingPath, for: path)
                try StreamedFile.write(toPath: stagingPath + "/" + path, produce)
            }
        } catch {
            throw FileProblem.writing(url, error)
        }
    }

    /// Hard-links files of the current folder (paths relative to it) into the new one.
    func keep(_ paths: [String]) throws {
        let currentPath = url.path
        do {
            try gate.whileOpen {
                for path in paths {
                    try folders.prepare(root: stagingPath, for: path)
                    try manager.linkItem(atPath: currentPath + "/" + path, toPath: stagingPath + "/" + path)
                }
            }
        } catch {
            throw FileProblem.writing(url, error)
        }
    }

    /// Flushes the new folder to disk, puts it in place of the old one in one step
    /// (``FolderSwap/replace(_:with:retiring:)``), then removes the old one.
    ///
    /// One flush of the file system (`syncfs`) before the swap, rather than one `fsync` per file as it is
    /// written: a crash after the swap must not find a folder whose files the disk has not got, and a
    /// thousand single flushes cost more than the rendering.
    func commit() throws {
        defer { unlock() }
        let retired = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent)\(FolderSwap.retiredMark)\(UUID().uuidString)")
        do {
            // The old folder is removed inside the gate too: after the swap it sits at the staging path, which
            // the termination cleanup also removes, and two removals at once each delete part of it and the
            // marker, leaving files no later sweep recognises. The cleanup waits for the gate instead.
            try gate.whileOpen {
                try Self.flush(stagingPath)
                let old = try FolderSwap.replace(url.path, with: stagingPath, retiring: retired.path)
                if let old { FolderSwap.removeFolder(old, markerName: Self.ownerMarkName) }
            }
        } catch {
            throw FileProblem.writing(url, error)
        }
    }

    /// Writes what the file system holding `path` has in memory to disk (`syncfs`; `sync` where the C
    /// library does not have it).
    private static func flush(_ path: String) throws {
        guard let syncfs = Self.syncfs else { return sync() }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        guard syncfs(descriptor) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// glibc's `syncfs`, looked up at run time: Swift's Glibc module declares it only for `_GNU_SOURCE`.
    private static let syncfs: (@convention(c) (Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    private func unlock() {
        let (markerLock, cleanup) = held.withLock { held in
            defer { held = (nil, nil) }
            return held
        }
        if let cleanup { TerminationCleanup.remove(cleanup) }
        try? markerLock?.close()
    }

    /// Removes the staging folder (after a failure); the old folder stays as it was.
    func discard() {
        FolderSwap.removeFolder(stagingPath, markerName: Self.ownerMarkName)
        unlock()
    }
}

/// The previous output folder, updated in place: each file is written to a temporary sibling and
/// renamed over the old one, so that no file is ever half-written, and files that are not rewritten
/// stay as they are (an incremental publish costs what it changes, not what the folder holds).
///
/// The folder's cache (`cacheFileName`) says which files are current. It is removed before the first
/// change and written again last, by the caller, after every other file: a publish interrupted in
/// between leaves whole files, some old and some new, and no cache, so the next publish rebuilds
/// everything (into a ``StagedFolder``) rather than trust a stale file. Unlike a ``StagedFolder``,
/// readers of the folder during the publish may see some files new and others not yet.
final class InPlaceFolder: OutputFolder, Sendable {
    let url: URL
    private let path: String
    private let manager = FileManager.default
    private let folders = CreatedFolders()

    /// Removes what interrupted runs left beside the folder, then the folder's cache, `cacheFileName` (a path
    /// relative to the folder), before anything else changes.
    init(updating url: URL, cacheFileName: String) throws {
        self.url = url
        path = url.path
        FolderSwap.removeLeftovers(besides: url, markerName: StagedFolder.ownerMarkName)
        do {
            let cache = path + "/" + cacheFileName
            if manager.fileExists(atPath: cache) { try manager.removeItem(atPath: cache) }
        } catch {
            throw FileProblem.writing(url, error)
        }
    }

    /// Writes one file to a temporary sibling and renames it over the old one.
    func write(_ contents: Data, at relativePath: String) throws {
        do {
            try folders.prepare(root: path, for: relativePath)
            try contents.write(to: URL(fileURLWithPath: path + "/" + relativePath), options: .atomic)
        } catch {
            throw FileProblem.writing(url, error)
        }
    }

    /// Writes one file from what `produce` writes to a temporary sibling, then renames it over the old one.
    func write(at relativePath: String, streaming produce: StreamedFile.Contents) throws {
        do {
            try folders.prepare(root: path, for: relativePath)
        } catch {
            throw FileProblem.writing(url, error)
        }
        try OutputWriter.write(to: URL(fileURLWithPath: path + "/" + relativePath), streaming: produce)
    }

    /// Hard-links a file of the folder under a temporary sibling of `relativePath`, then renames the link
    /// over the old file, so that the path never holds half of anything.
    func link(_ existing: String, at relativePath: String) throws {
        let destination = path + "/" + relativePath
        let temporary = destination + ".link-\(UUID().uuidString)"
        do {
            try folders.prepare(root: path, for: relativePath)
            guard Foundation.link(path + "/" + existing, temporary) == 0, rename(temporary, destination) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            unlink(temporary)
            throw FileProblem.writing(url, error)
        }
    }

    func files(under folder: String) throws -> [String: URL] {
        do {
            return try FolderContents.files(root: path, under: folder)
        } catch {
            throw FileProblem.writing(url, error)
        }
    }

    /// Removes files, and the folders they leave empty.
    func remove(_ paths: [String]) throws {
        do {
            for relativePath in paths {
                let file = path + "/" + relativePath
                if manager.fileExists(atPath: file) { try manager.removeItem(atPath: file) }
                var folder = relativePath.split(separator: "/").dropLast()
                while !folder.isEmpty {
                    let folderPath = path + "/" + folder.joined(separator: "/")
                    guard (try? manager.contentsOfDirectory(atPath: folderPath))?.isEmpty == true else { break }
                    try manager.removeItem(atPath: folderPath)
                    folder = folder.dropLast()
                }
            }
        } catch {
            throw FileProblem.writing(url, error)
        }
    }

    /// Nothing to do: every file is in place once written.
    func commit() throws {}

    /// Nothing to undo: every file written is whole, and without its cache the folder is rebuilt next time.
    func discard() {}
}

/// The folders already created under a root, so that each is created once (paths as strings: URL
/// operations cost more than the writes).
private final class CreatedFolders: Sendable {
    private let created = Mutex(Set<Substring>())

    func prepare(root: String, for path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = path[..<slash]
        guard created.withLock({ !$0.contains(folder) }) else { return }
        try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        created.withLock { _ = $0.insert(folder) }
    }
}

/// Many writers or one closer: ``whileOpen(_:)`` runs its body unless ``close()`` was called, and ``close()`` lets no
/// new body start, waits for those running to end, and keeps every later one waiting for good (the process is
/// about to end).
// Unchecked: `running` and `closed` change only under `condition`, an NSCondition, as a closer waits on it (a Mutex
// cannot).
final class WriteGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var running = 0
    private var closed = false

    func whileOpen<Result>(_ body: () throws -> Result) rethrows -> Result {
        condition.withLock {
            while closed { condition.wait() }
            running += 1
        }
        defer {
            condition.withLock {
                running -= 1
                condition.broadcast()
            }
        }
        return try body()
    }

    func close() {
        condition.withLock {
            closed = true
            while running > 0 { condition.wait() }
        }
    }
}
