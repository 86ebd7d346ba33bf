import Foundation
import Synchronization

/// The preview at work: watches the pages, rebuilds on every save and tells the open pages, on a thread
/// of its own, until ``stop()``.
package final class LivePreview: Sendable {
    package let server: PreviewServer
    private let watcher: FolderWatcher
    private let rebuild: @Sendable () -> PreviewBuild
    private let log: @Sendable (String) -> Void
    private let stopping = Mutex(false)
    private let finished = DispatchSemaphore(value: 0)

    /// - Parameters:
    ///   - rebuild: one rebuild (``PreviewPublisher/build()``); it must not throw or stop the program on
    ///     bad input.
    ///   - log: told one line per rebuild.
    package init(
        server: PreviewServer, watcher: FolderWatcher, rebuild: @escaping @Sendable () -> PreviewBuild,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.server = server
        self.watcher = watcher
        self.rebuild = rebuild
        self.log = log
    }

    /// Starts watching (the first build is the caller's: publish it to the server before).
    package func start() {
        let thread = Thread { [self] in
            while !stopping.withLock({ $0 }) {
                let changed = watcher.waitForChanges(timeout: 0.25)
                guard !changed.isEmpty, !stopping.withLock({ $0 }) else { continue }
                let started = Date()
                let build = rebuild()
                server.publish(build)
                log(Self.summary(build, changed: changed, seconds: Date().timeIntervalSince(started)))
                Self.errorLines(build).forEach(log)
            }
            finished.signal()
        }
        thread.name = "controlspec preview watcher"
        thread.start()
    }

    /// Stops watching and serving.
    package func stop() {
        stopping.withLock { $0 = true }
        finished.wait()
        server.stop()
    }

    /// The build's errors, one line each (`  Docs/en/…/state.md:12: message`), at most `limit` of them.
    package static func errorLines(_ build: PreviewBuild, limit: Int = 20) -> [String] {
        let errors = (build.problems.keys.sorted().flatMap { build.problems[$0] ?? [] } + build.elsewhere)
            .filter { $0.severity == "error" }
        var lines = errors.prefix(limit).map { problem in
            "  " + problem.file + (problem.line.map { ":\($0)" } ?? "") + ": " + problem.message
        }
        if errors.count > limit { lines.append("  … and \(errors.count - limit) more") }
        return lines
    }

    /// `rebuilt in 42 ms: 3 files, 1 page with problems` (or why it failed).
    static func summary(_ build: PreviewBuild, changed: [String], seconds: Double) -> String {
        let time = "\(Int((seconds * 1000).rounded())) ms"
        if let failure = build.failure { return "rebuild failed after \(time): \(failure)" }
        let pages = build.problems.count
        return "rebuilt in \(time) after \(changed.count) change\(changed.count == 1 ? "" : "s"): "
            + "\(build.changed.count) file\(build.changed.count == 1 ? "" : "s") written"
            + (pages == 0 ? "" : ", \(pages) page\(pages == 1 ? "" : "s") with problems")
            + (build.elsewhere.isEmpty ? "" : ", \(build.elsewhere.count) errors outside the pages")
    }
}
