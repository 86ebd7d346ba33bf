import ControlSpecHTML
import Foundation
import Synchronization

/// Serves a generated site folder over HTTP, with the preview's script in every HTML page and the
/// builds as server-sent events at ``eventsPath``.
package final class PreviewServer: Sendable {
    /// The event stream every page's script listens to.
    package static let eventsPath = "/_preview/events"
    static let scriptPath = "/_preview/live.js"
    static let stylePath = "/_preview/live.css"

    package let site: SiteRoot
    let events: BuildEvents
    private let daemon: Mutex<HTTPDaemon?>
    private static let script = Data(ResourceText.load("live", "js", from: .module).utf8)
    private static let style = Data(ResourceText.load("live", "css", from: .module).utf8)

    /// Starts serving `siteFolder` on `host`:`port` (0: any free port).
    package init(siteFolder: URL, host: String, port: UInt16, keepAlive: Double = 15) throws {
        site = SiteRoot(folder: siteFolder)
        events = BuildEvents(keepAlive: keepAlive)
        let site = self.site
        let events = self.events
        daemon = Mutex(
            try HTTPDaemon(host: host, port: port) { request in
                Self.respond(to: request, site: site, events: events)
            })
    }

    /// The port it listens on.
    package var port: UInt16 { daemon.withLock { $0?.port ?? 0 } }

    /// Tells every open page about a build.
    package func publish(_ build: PreviewBuild) { events.publish(build) }

    /// The latest build told to the pages.
    package var latestBuild: PreviewBuild { events.current }

    /// Event streams open now.
    package var clientCount: Int { events.clientCount }

    /// Ends the event streams and stops listening.
    package func stop() {
        events.closeAll()
        daemon.withLock { daemon in
            daemon?.stop()
            daemon = nil
        }
    }

    static func respond(to request: HTTPRequest, site: SiteRoot, events: BuildEvents) -> HTTPResponse {
        switch request.path {
        case eventsPath: return .stream(contentType: "text/event-stream; charset=utf-8", events.subscribe())
        case scriptPath: return .body(status: 200, contentType: SiteRoot.contentType(of: scriptPath), data: script)
        case stylePath: return .body(status: 200, contentType: SiteRoot.contentType(of: stylePath), data: style)
        default: break
        }
        // The generation is read before the file: a page read during a rebuild is older than the next one.
        let generation = events.generation
        guard let file = site.file(at: request.path), let data = FileManager.default.contents(atPath: file) else {
            return .notFound
        }
        let type = SiteRoot.contentType(of: file)
        guard type.hasPrefix("text/html"), let page = site.relativePath(of: file) else {
            return .body(status: 200, contentType: type, data: data)
        }
        return .body(status: 200, contentType: type, data: withScript(data, page: page, generation: generation))
    }

    /// The page with the preview's script added before `</head>`, told which page it is and which build
    /// it was read after, and its content security policy letting the script open the event stream
    /// (the site's own policy allows no connection: `default-src 'none'`).
    static func withScript(_ html: Data, page: String, generation: Int) -> Data {
        let tag = Data(
            ("<script src=\"\(scriptPath)\" defer data-page=\"\(HTMLSerializer.escapeAttribute(page))\" "
                + "data-generation=\"\(generation)\"></script>").utf8)
        var result = html
        let policy = Data("default-src &#39;none&#39;;".utf8)
        if let start = result.range(of: policy) {
            result.replaceSubrange(start, with: policy + Data(" connect-src &#39;self&#39;;".utf8))
        }
        guard let end = result.range(of: Data("</head>".utf8)) else { return result + tag }
        result.insert(contentsOf: tag, at: end.lowerBound)
        return result
    }
}
