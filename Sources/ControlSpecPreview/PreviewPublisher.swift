import ControlSpecPublish
import ControlSpecRunner
import Foundation
import Synchronization

/// Rebuilds the preview's site with the incremental publish (``PublishAction``), and says what it wrote
/// and found as a ``PreviewBuild``.
package struct PreviewPublisher: Sendable {
    /// The publish of the pages as they are now (read again on each call), writing the preview's folder.
    package var makeAction: @Sendable () throws -> PublishAction

    package init(makeAction: @escaping @Sendable () throws -> PublishAction) {
        self.makeAction = makeAction
    }

    /// One rebuild. It never throws: a page that cannot be read or parsed is a diagnostic of the build,
    /// and a failure of the publish itself (a docs folder removed, an unreadable registry) is its
    /// ``PreviewBuild/failure``, so that the server goes on and the next save is tried again.
    package func build() -> PreviewBuild {
        do {
            var action = try makeAction()
            let written = WrittenPaths()
            let open = action.openFolder
            action.openFolder = { url, incremental in
                RecordingFolder(base: try open(url, incremental), written: written)
            }
            action.checked = { _ in }
            let result = try action.perform()
            return PreviewBuild(result: result, sources: action.corpus.sources, written: written.paths)
        } catch {
            var build = PreviewBuild()
            build.failure = "\(error)"
            return build
        }
    }
}

/// The paths a publish wrote or removed, from every thread that writes.
final class WrittenPaths: Sendable {
    private let written = Mutex<[String]>([])

    func add(_ path: String) { written.withLock { $0.append(path) } }
    var paths: [String] { written.withLock { $0 } }
}

/// A publish folder that notes each path written, linked or removed, then hands the call on.
final class RecordingFolder: PublishFolder, Sendable {
    let base: any PublishFolder
    let written: WrittenPaths

    init(base: any PublishFolder, written: WrittenPaths) {
        self.base = base
        self.written = written
    }

    func write(_ contents: Data, at path: String) throws {
        try base.write(contents, at: path)
        written.add(path)
    }

    func write(at path: String, streaming produce: (OutputSink) -> Void) throws {
        try base.write(at: path, streaming: produce)
        written.add(path)
    }

    func link(_ existing: String, at path: String) throws {
        try base.link(existing, at: path)
        written.add(path)
    }

    func remove(_ paths: [String]) throws {
        try base.remove(paths)
        paths.forEach(written.add)
    }

    func files(under folder: String) throws -> [String: URL] { try base.files(under: folder) }
    func commit() throws { try base.commit() }
    func discard() { base.discard() }
}
