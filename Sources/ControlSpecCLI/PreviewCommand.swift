import ControlSpecModel
import ControlSpecPreview
import ControlSpecPublish
import Dispatch
import Foundation
import Synchronization

/// `controlspec preview`: the site served on this machine, rebuilt on every save of a page and reloaded
/// in the browser, with each page's problems shown on it.
enum PreviewCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "preview",
        abstract: "Serve the site on this machine, rebuild it on every save of a page and reload the open pages.",
        discussion: """
            Publishes the pages into a folder of its own (removed when the preview stops), serves its site over
            HTTP and prints the address; it opens no browser. Every save of a page, of the glossary or of the
            registry rebuilds what changed (the incremental publish) and reloads the open pages that it
            rewrote, where they were scrolled to. A page with lint errors or failing cases shows them in an
            overlay (file:line, message, fix) until they are fixed. Only this machine can connect unless
            --host names another address. Ctrl-C stops it.
            """,
        options: SharedOptions.corpus + [port, host, SharedOptions.jobs])

    static let port = Option(
        "--port", value: "N", help: "The port to listen on (0: any free port).", kind: .port, default: 8420)
    static let host = Option(
        "--host", value: "ADDRESS",
        help: "The address to listen on; anything but a loopback address lets other machines read the pages.",
        kind: .text, default: "127.0.0.1")

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "controlspec-preview-\(getpid())")
        let preview = try start(arguments, context: context, output: output)
        await waitForInterrupt()
        preview.stop()
        try? FileManager.default.removeItem(at: output)
        return ExitStatus.success
    }

    /// Publishes once into `output`, starts serving it and watching the pages, and prints the address.
    static func start(_ arguments: ParsedArguments, context: CommandContext, output: URL) throws -> LivePreview {
        let hostName = arguments[host]
        let publisher = PreviewPublisher { try action(arguments, context: context, output: output) }
        let first = publisher.build()
        if let failure = first.failure {
            throw ToolFailure(description: "the preview cannot publish the pages: \(failure)")
        }
        if !FileManager.default.fileExists(atPath: output.path + "/site") {
            // Nothing to show yet: the errors are printed, and the site appears with the save that fixes them.
            LivePreview.errorLines(first).forEach(context.out)
            context.out("not published yet: fix the errors above; the site appears when they are fixed")
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(
                siteFolder: output.appendingPathComponent("site"), host: hostName, port: arguments[port])
        } catch {
            throw ToolFailure(description: "\(error)\n  fix: give another --port, or stop what listens there")
        }
        server.publish(first)
        let docs = SharedOptions.docsFolders(arguments).map(context.url)
        let watcher = try FolderWatcher(folders: docs, files: [context.url(arguments[SharedOptions.registry])])
        let preview = LivePreview(server: server, watcher: watcher, rebuild: publisher.build, log: context.out)
        preview.start()
        let shownHost = hostName.contains(":") ? "[\(hostName)]" : hostName
        context.out("preview: http://\(shownHost):\(server.port)/")
        if isLoopback(hostName) {
            context.out("Only this machine can connect (\(hostName)); --host widens it.")
        } else {
            context.err(
                "warning: serving on \(hostName): anyone who can reach this machine on port \(server.port) "
                    + "can read the pages")
        }
        context.out("Watching \(docs.map(\.path).joined(separator: ", ")) for saves; Ctrl-C stops.")
        return preview
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The publish of the pages as they are now into `output`, printing nothing (the preview prints one
    /// line per rebuild).
    static func action(_ arguments: ParsedArguments, context: CommandContext, output: URL) throws -> PublishAction {
        let quiet = CommandContext.capturing(workingDirectory: context.workingDirectory)
        let workspace = try Workspace.load(
            arguments, context: quiet, proseChecks: output.appendingPathComponent(ProseCheckCache.fileName))
        return PublishAction(
            corpus: workspace.corpus, diagnostics: workspace.diagnostics, outputFolder: output,
            tool: PublishCache.toolIdentity(version: ControlSpecVersion.current),
            runCases: PublishCommand.caseRunner(arguments, workspace: workspace, context: quiet),
            openFolder: { url, incremental -> any PublishFolder in
                incremental
                    ? try InPlaceFolder(updating: url, cacheFileName: PublishCache.fileName)
                    : try StagedFolder(replacing: url)
            }, figureImplementation: ReferenceFactory.make(), packsDocsets: false, proseChecks: workspace.proseChecks)
    }

    /// Returns once SIGINT or SIGTERM arrives.
    private static func waitForInterrupt() async {
        let queue = DispatchQueue(label: "controlspec preview signals")
        var sources: [any DispatchSourceSignal] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumed = ResumeOnce(continuation)
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { resumed.resume() }
                source.resume()
                sources.append(source)
            }
        }
        // The signal sources live until a signal has come.
        withExtendedLifetime(sources) {}
    }
}

/// Resumes a continuation once, however many signals arrive.
private final class ResumeOnce: Sendable {
    private let continuation: Mutex<CheckedContinuation<Void, Never>?>

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume() {
        let waiting = continuation.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume()
    }
}

extension ValueKind where Value == UInt16 {
    /// A TCP port, 0 to 65535 (0: any free port).
    static var port: ValueKind {
        ValueKind(expected: "a port number from 0 to 65535", parse: { UInt16($0) })
    }
}
