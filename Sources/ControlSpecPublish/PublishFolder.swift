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
    /// Removes files of the previous output that the new one does not have.
    func remove(_ paths: [String]) throws
    /// Makes the new output the folder's.
    func commit() throws
    /// Gives up (after a failure): removes what was built but not committed.
    func discard()
}
