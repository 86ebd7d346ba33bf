import ControlSpecRunner
import Foundation

/// Where a publish writes its files: a new folder swapped in at the end, or the old folder updated
/// file by file. ``write(_:at:)`` and ``write(at:streaming:)`` may be called from several threads at once.
///
/// The command line's folders (`StagedFolder`, `InPlaceFolder`) are the ones `controlspec publish` uses.
package protocol PublishFolder: AnyObject, Sendable {
    /// Writes one file (path relative to the folder) so that no reader sees half of it.
    func write(_ contents: Data, at path: String) throws
    /// Writes one file from what `produce` writes, chunk by chunk, so that no reader sees half of it.
    func write(at path: String, streaming produce: (OutputSink) -> Void) throws
    /// Makes `path` a second name of the file this publish wrote at `existing` (both relative to the
    /// folder): contents that are the same are written once.
    func link(_ existing: String, at path: String) throws
    /// Every file of the new output under `folder` (relative to the output folder), written by this publish or
    /// kept from the last one: by path relative to the output folder, where it can be read.
    func files(under folder: String) throws -> [String: URL]
    /// Removes files of the previous output that the new one does not have.
    func remove(_ paths: [String]) throws
    /// Makes the new output the folder's.
    func commit() throws
    /// Gives up (after a failure): removes what was built but not committed.
    func discard()
}

/// The files of a folder on disk, for ``PublishFolder/files(under:)``.
package enum FolderContents {
    /// Every regular file under `root/folder` (symbolic links are neither followed nor listed): by path
    /// relative to `root`, where it is.
    ///
    /// Read with `readdir`, whose entries carry their type: Foundation's enumerator asked the file system
    /// for each file's attributes, 3 % of a publish's processor time for two docsets' listings.
    package static func files(root: String, under folder: String) throws -> [String: URL] {
        var files: [String: URL] = [:]
        var pending = [folder]
        while let relative = pending.popLast() {
            let path = root + "/" + relative
            guard let directory = opendir(path) else {
                // The folder itself may be absent (nothing written under it); below it, a failure is an error.
                if relative == folder, errno == ENOENT { return files }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
                }
                if name == "." || name == ".." { continue }
                let child = relative + "/" + name
                var type = entry.pointee.d_type
                if type == UInt8(DT_UNKNOWN) {
                    // Some file systems do not say; ask for the entry itself, not what a link points to.
                    var status = stat()
                    guard lstat(root + "/" + child, &status) == 0 else { continue }
                    switch status.st_mode & S_IFMT {
                    case S_IFREG: type = UInt8(DT_REG)
                    case S_IFDIR: type = UInt8(DT_DIR)
                    default: continue
                    }
                }
                if type == UInt8(DT_DIR) {
                    pending.append(child)
                } else if type == UInt8(DT_REG) {
                    files[child] = URL(fileURLWithPath: root + "/" + child)
                }
            }
        }
        return files
    }
}
