import ControlSpecPreview
import Foundation
import Testing

/// A site folder with a page, a hidden file and links that lead out of it, beside a secret file.
final class ServedSite {
    let root: URL
    let site: URL
    let server: PreviewServer

    init() throws {
        let manager = FileManager.default
        root = manager.temporaryDirectory.appendingPathComponent("controlspec-preview-\(UUID().uuidString)")
        site = root.appendingPathComponent("out/site")
        try manager.createDirectory(at: site.appendingPathComponent("en/Empty"), withIntermediateDirectories: true)
        try Data("secret\n".utf8).write(to: root.appendingPathComponent("secret.txt"))
        try Data("cache\n".utf8).write(to: root.appendingPathComponent("out/.controlspec-cache"))
        try Data("hidden\n".utf8).write(to: site.appendingPathComponent(".controlspec-output"))
        let page =
            "<!doctype html><html><head><meta http-equiv=\"Content-Security-Policy\" "
            + "content=\"default-src &#39;none&#39;; script-src &#39;self&#39;\"><title>t</title></head>"
            + "<body><p>State page</p></body></html>"
        try Data(page.utf8).write(to: site.appendingPathComponent("en/state.html"))
        try Data("<p>home</p>".utf8).write(to: site.appendingPathComponent("index.html"))
        try manager.createSymbolicLink(
            atPath: site.appendingPathComponent("link-out.txt").path, withDestinationPath: "../../secret.txt")
        try manager.createSymbolicLink(
            atPath: site.appendingPathComponent("folder-out").path, withDestinationPath: root.path)
        server = try PreviewServer(siteFolder: site, host: "127.0.0.1", port: 0, keepAlive: 0.2)
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite struct PreviewServerTests {
    @Test func servesAPageOfTheSiteWithThePreviewScriptAndAConnectionToItsEvents() throws {
        let served = try ServedSite()
        let page = try #require(RawHTTP.get(port: served.server.port, path: "/en/state.html"))
        #expect(page.status == 200)
        #expect(page.body.contains("<p>State page</p>"))
        #expect(page.body.contains("src=\"/_preview/live.js\" defer data-page=\"en/state.html\""))
        #expect(page.body.contains("default-src &#39;none&#39;; connect-src &#39;self&#39;;"))
        #expect(RawHTTP.get(port: served.server.port, path: "/")?.body.contains("home") == true)
        #expect(RawHTTP.get(port: served.server.port, path: "/_preview/live.js")?.status == 200)
    }

    @Test(
        arguments: [
            "/../secret.txt", "/en/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2E%2E/secret.txt",
            "/en/..%2f..%2f..%2fsecret.txt", "/%252e%252e/secret.txt", "/..%5c..%5csecret.txt",
            "/link-out.txt", "/folder-out/secret.txt", "/.controlspec-output", "/../.controlspec-cache",
            "/en/Empty/", "/en/Empty", "/en/missing.html", "/en/state.html%00.txt",
        ])
    func answersNotFoundToEveryPathThatLeavesTheSiteOrNamesNoFile(path: String) throws {
        let served = try ServedSite()
        let answer = try #require(RawHTTP.get(port: served.server.port, path: path))
        #expect(answer.status == 404, "\(path)")
        #expect(!answer.body.contains("secret"))
        #expect(!answer.body.contains("cache"))
    }

    @Test func sendsTheLatestBuildToAClientThatConnectsAndEachNewOneAfter() throws {
        let served = try ServedSite()
        var first = PreviewBuild()
        first.changed = ["en/state.html"]
        served.server.publish(first)
        let client = try #require(EventClient(port: served.server.port))
        #expect(client.build(within: 10) { $0.generation == 1 && $0.changed == ["en/state.html"] } != nil)
        var second = PreviewBuild()
        second.problems = [
            "en/state.html": [
                PreviewProblem(file: "Docs/en/state.md", line: 3, severity: "error", message: "broken", fix: "mend it")
            ]
        ]
        served.server.publish(second)
        let received = client.build(within: 10) { $0.generation == 2 }
        #expect(received?.problems(on: "en/state.html") == ["broken"])
    }

    @Test func aClientThatLeavesIsLetGoAndTheOthersStillReceiveBuilds() throws {
        let served = try ServedSite()
        let leaving = try #require(EventClient(port: served.server.port))
        let staying = try #require(EventClient(port: served.server.port))
        served.server.publish(PreviewBuild())
        #expect(leaving.build(within: 10) { $0.generation == 1 } != nil)
        leaving.disconnect()
        // The keep-alive comment finds the closed connection.
        let deadline = Date(timeIntervalSinceNow: 10)
        while served.server.clientCount > 1, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(served.server.clientCount == 1)
        served.server.publish(PreviewBuild())
        #expect(staying.build(within: 10) { $0.generation == 2 } != nil)
        #expect(RawHTTP.get(port: served.server.port, path: "/en/state.html")?.status == 200)
    }

    @Test func manyClientsAtOnceAreEachAnswered() throws {
        let served = try ServedSite()
        let clients = (0..<20).compactMap { _ in EventClient(port: served.server.port) }
        #expect(clients.count == 20)
        served.server.publish(PreviewBuild())
        for client in clients { #expect(client.build(within: 10) { $0.generation == 1 } != nil) }
        #expect(RawHTTP.get(port: served.server.port, path: "/en/state.html")?.status == 200)
    }
}
