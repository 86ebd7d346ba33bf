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
    /// Every regular file under `root/folder`: by path relative to `root`, where it is.
    package static func files(root: String, under folder: String) throws -> [String: URL] {
        let start = URL(fileURLWithPath: root + "/" + folder, isDirectory: true)
        var files: [String: URL] = [:]
        guard let walker = FileManager.default.enumerator(at: start, includingPropertiesForKeys: [.isRegularFileKey])
        else { return files }
        for case let url as URL in walker
        where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            let relative = url.path.dropFirst(start.path.count + 1)
            files[folder + "/" + relative] = url
        }
        return files
    }
}
