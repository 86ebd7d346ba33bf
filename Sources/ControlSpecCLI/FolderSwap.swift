import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The renames that put a new output folder in place of the old one so that, whatever moment the tool
/// is killed at, the path holds the old folder or the new one, whole.
enum FolderSwap {
    /// `renameat2(2)` flags, from linux/fs.h: fail when the destination exists; exchange the two paths.
    private static let renameNoReplace: UInt32 = 1
    private static let renameExchange: UInt32 = 2

    private typealias RenameAt2 =
        @convention(c) (
            Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
        ) -> Int32

    /// glibc's `renameat2` (glibc 2.28 and later), found at run time: Swift's Glibc module does not declare
    /// it, and Swift cannot call the variadic `syscall`. Nil elsewhere (macOS), where the two-rename path is taken.
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    /// Whether `renameat2` failed because the system or file system lacks the operation, not because of the paths.
    private static func isUnsupported(_ code: Int32) -> Bool { code == EINVAL || code == ENOSYS || code == ENOTSUP }

    private static func failure(_ code: Int32 = errno) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }

    /// Puts the folder at `staging` at `destination`, and returns where the folder that was there now is
    /// (for the caller to remove), or nil when nothing was there.
    ///
    /// An existing destination is exchanged with the staging folder in one step, which leaves the old folder
    /// at `staging`. Where the file system cannot exchange, the old folder is first renamed to `retired` and
    /// kept until the new one is in place (put back if that fails); a kill between the two renames leaves it
    /// there, whole, under that name.
    static func replace(_ destination: String, with staging: String, retiring retired: String) throws -> String? {
        var status = stat()
        let destinationExists = lstat(destination, &status) == 0
        if let renameat2 {
            let flags = destinationExists ? renameExchange : renameNoReplace
            if renameat2(AT_FDCWD, staging, AT_FDCWD, destination, flags) == 0 {
                return destinationExists ? staging : nil
            }
            let code = errno
            guard isUnsupported(code) else { throw failure(code) }
        }
        guard destinationExists else {
            guard rename(staging, destination) == 0 else { throw failure() }
            return nil
        }
        guard rename(destination, retired) == 0 else { throw failure() }
        guard rename(staging, destination) == 0 else {
            let code = errno
            _ = rename(retired, destination)
            throw failure(code)
        }
        return retired
    }

    /// The mark in the name of a folder the tool builds beside its output (`.site.new-UUID`), and of the old
    /// folder it moves aside (`.site.old-UUID`), after a dot and the output folder's name.
    static let stagingMark = ".new-"
    static let retiredMark = ".old-"

    /// Removes the folders beside `url` that an interrupted run of the tool left: only real folders (not links)
    /// named exactly as the tool names its staging and retired folders for `url`, holding the tool's marker
    /// `markerName`, and not in use by a run still going (whose marker is locked, ``lock(_:)``).
    static func removeLeftovers(besides url: URL, markerName: String) {
        let parent = url.deletingLastPathComponent().path
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: parent) else { return }
        let base = "." + url.lastPathComponent
        for name in names where name.hasPrefix(base) {
            let rest = name.dropFirst(base.count)
            guard let mark = [stagingMark, retiredMark].first(where: { rest.hasPrefix($0) }),
                UUID(uuidString: String(rest.dropFirst(mark.count))) != nil
            else { continue }
            let folder = parent + "/" + name
            var status = stat()
            guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            let marker = folder + "/" + markerName
            guard lstat(marker, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                let held = lock(marker, waiting: false)
            else { continue }
            removeFolder(folder, markerName: markerName)
            try? held.close()
        }
    }

    /// Removes a folder of the tool's with its marker `markerName` last, so that a run killed partway leaves a folder
    /// that still holds its marker, which the next run's ``removeLeftovers(besides:markerName:)`` removes.
    static func removeFolder(_ folder: String, markerName: String) {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where name != markerName {
            try? manager.removeItem(atPath: folder + "/" + name)
        }
        unlink(folder + "/" + markerName)
        rmdir(folder)
    }

    /// Opens `path` and takes an exclusive lock on it, held until the handle is closed or the process ends;
    /// nil when the file cannot be opened, or (when not `waiting`) another process holds the lock.
    static func lock(_ path: String, waiting: Bool = true) -> FileHandle? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        guard flock(handle.fileDescriptor, LOCK_EX | (waiting ? 0 : LOCK_NB)) == 0 else {
            try? handle.close()
            return nil
        }
        return handle
    }
}
