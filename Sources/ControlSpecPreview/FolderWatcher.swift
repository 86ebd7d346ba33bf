import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Watches folders of pages (every folder under them) and single files with inotify, and says which of
/// their pages (`.md`), folders and files were saved, created, moved or removed.
///
/// A folder created under a watched one is watched from then on; a watched folder that is removed
/// stops being watched, and a root folder that comes back is watched again. Editors that save by
/// writing a new file and renaming it over the old one are seen as the rename.
package final class FolderWatcher: Sendable {
    private let descriptor: Int32
    private let roots: [String]
    /// The files watched one by one (through their folder), by path.
    private let files: Set<String>
    /// The folder each watch stands for.
    private let folders = Mutex<[Int32: String]>([:])
    private static let folderEvents = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)

    /// - Parameters:
    ///   - folders: watched with every folder under them; a change to any file in them counts.
    ///   - files: watched alone (`conformance/registry.json`).
    package init(folders: [URL], files: [URL]) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else {
            throw HTTPDaemonError(description: "cannot watch files: inotify: \(String(cString: strerror(errno)))")
        }
        roots = folders.map(\.standardizedFileURL.path)
        self.files = Set(files.map(\.standardizedFileURL.path))
        for root in roots { watchTree(root) }
        for folder in Set(self.files.map { ($0 as NSString).deletingLastPathComponent }) { watch(folder) }
    }

    deinit { close(descriptor) }

    /// Waits up to `timeout` seconds for changes; returns the paths that changed (empty when none did),
    /// once no further event has come for `settle` seconds, so that one save is one answer.
    package func waitForChanges(timeout: Double, settle: Double = 0.005) -> [String] {
        var changed: [String] = []
        guard waitReadable(timeout) else {
            rewatchRoots(into: &changed)
            return changed
        }
        repeat { readEvents(into: &changed) } while waitReadable(settle)
        rewatchRoots(into: &changed)
        return Array(Set(changed)).sorted()
    }

    private func waitReadable(_ seconds: Double) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, Int32(seconds * 1000)) > 0
    }

    private func readEvents(into changed: inout [String]) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (event, name) = buffer.withUnsafeBytes { bytes -> (inotify_event, String) in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = bytes[start..<(start + Int(event.len))].prefix { $0 != 0 }
                    return (event, String(decoding: nameBytes, as: UTF8.self))
                }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
                handle(event, name: name, into: &changed)
            }
        }
    }

    private func handle(_ event: inotify_event, name: String, into changed: inout [String]) {
        guard let folder = folders.withLock({ $0[event.wd] }) else { return }
        if event.mask & UInt32(IN_IGNORED) != 0 {
            folders.withLock { $0[event.wd] = nil }
            return
        }
        if event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            changed.append(folder)
            return
        }
        let path = folder + "/" + name
        let isFolder = event.mask & UInt32(IN_ISDIR) != 0
        if isFolder, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, isInRoots(path) { watchTree(path) }
        if isFolder {
            if isInRoots(path) { changed.append(path) }
            return
        }
        // A file just created is reported when it is written and closed; in the folders, only pages count
        // (an editor's swap and backup files do not).
        if event.mask & UInt32(IN_CREATE) != 0 { return }
        if (isInRoots(path) && name.hasSuffix(".md")) || files.contains(path) { changed.append(path) }
    }

    private func isInRoots(_ path: String) -> Bool {
        roots.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// Watches again a root folder that was removed and has come back.
    private func rewatchRoots(into changed: inout [String]) {
        let watched = folders.withLock { Set($0.values) }
        for root in roots where !watched.contains(root) && FileManager.default.fileExists(atPath: root) {
            watchTree(root)
            changed.append(root)
        }
    }

    private func watchTree(_ root: String) {
        watch(root)
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return }
        while let relative = enumerator.nextObject() as? String {
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                watch(root + "/" + relative)
            }
        }
    }

    private func watch(_ folder: String) {
        let watch = inotify_add_watch(descriptor, folder, Self.folderEvents | UInt32(IN_ONLYDIR))
        if watch >= 0 { folders.withLock { $0[watch] = folder } }
    }
}
