import ControlSpecModel
import ControlSpecPublish
import ControlSpecRunner
import Foundation
import ReferenceBinding
import Testing

/// A folder written in place, which records what was done to it, in order.
private final class RecordingFolder: PublishFolder, @unchecked Sendable {
    let root: String
    private let lock = NSLock()
    private var recorded: [String] = []

    init(_ url: URL) { root = url.path }

    var events: [String] { lock.withLock { recorded } }

    private func record(_ event: String) { lock.withLock { recorded.append(event) } }

    func write(_ contents: Data, at path: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
        record("write " + path)
    }

    func write(at path: String, streaming produce: (OutputSink) -> Void) throws {
        var bytes: [UInt8] = []
        let sink = OutputSink { bytes += $0 }
        produce(sink)
        try sink.finish()
        try write(Data(bytes), at: path)
    }

    func link(_ existing: String, at path: String) throws {
        try write(try Data(contentsOf: URL(fileURLWithPath: root + "/" + existing)), at: path)
    }

    func remove(_ paths: [String]) throws {
        for path in paths { try? FileManager.default.removeItem(atPath: root + "/" + path) }
        record("remove \(paths.count)")
    }

    func files(under folder: String) throws -> [String: URL] {
        try FolderContents.files(root: root, under: folder)
    }

    func commit() throws { record("commit") }
    func discard() { record("discard") }
}

@Suite struct PublishActionTests {
    let inputs = RealInputs.inputs
    /// A few pages of the real docs, in both languages, so that a publish takes little time.
    var files: [SourceFile] {
        let names: Set = ["index.md", "isEnabled.md", "state.md"]
        return inputs.files.filter { file in
            let parts = file.path.split(separator: "/")
            return parts.count == 3 && parts[1] == "UIControl" && names.contains(String(parts[2]))
        }
    }

    private func action(
        into folder: URL, diagnostics: [Diagnostic] = [], opened: @escaping (RecordingFolder) -> Void = { _ in },
        ran: @escaping () -> Void = {}
    ) -> PublishAction {
        let corpus = Corpus(files: files, registry: inputs.registry)
        return PublishAction(
            corpus: corpus, diagnostics: diagnostics, outputFolder: folder, tool: "tests",
            runCases: { executor in
                ran()
                return Runner(
                    corpus: corpus, implementation: ReferenceImplementation(), executor: executor,
                    options: RunOptions(jobs: 2)
                ).run()
            },
            openFolder: { url, _ in
                let folder = RecordingFolder(url)
                opened(folder)
                return folder
            })
    }

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("publish-action-\(UUID().uuidString)")
    }

    @Test func aPublishWritesItsCacheLastAndGivesItsFiguresAsValues() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        var folders: [RecordingFolder] = []
        let first = try action(into: out, opened: { folders.append($0) }).perform()
        #expect(first.published)
        #expect(!first.isIncremental)
        #expect(first.siteFiles > 0)
        #expect(first.renderedSiteFiles == first.siteFiles)
        let results = try #require(first.results)
        #expect(files.count == 6)
        #expect(results.cases.count == Corpus(files: files, registry: inputs.registry).plannedCases().count)
        #expect(!results.cases.isEmpty)
        #expect(first.timings.phases.map(\.name).last == "caches, commit folder")
        let events = try #require(folders.first).events
        #expect(events.suffix(3) == ["write " + PublishCache.fileName, "commit", "discard"])
        #expect(events.contains("write index.html"))
        #expect(events.contains("write results.json"))

        let second = try action(into: out, opened: { folders.append($0) }).perform()
        #expect(second.isIncremental)
        #expect(second.renderedSiteFiles == 0)
        #expect(second.siteFiles == first.siteFiles)
        #expect(second.reusedCaseCount == results.cases.count)
        let secondEvents = try #require(folders.last).events
        #expect(!secondEvents.contains("write results.json"), "the results are the same: their files are kept")
        #expect(secondEvents.suffix(2) == ["commit", "discard"])
    }

    @Test func errorsInThePagesStopThePublishBeforeAnyCaseRuns() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let problem = Diagnostic(
            id: "tests.error", severity: .error, summary: "a test's error",
            location: SourceLocation(path: "Docs/en/UIControl/isEnabled.md", line: 1, column: 1))
        var ran = false
        var opened = false
        var checked: [[Diagnostic]] = []
        var publish = action(into: out, diagnostics: [problem], opened: { _ in opened = true }, ran: { ran = true })
        publish.checked = { checked.append($0) }
        let result = try publish.perform()
        #expect(!result.published)
        #expect(result.diagnostics.contains(problem))
        #expect(checked == [result.diagnostics])
        #expect(!ran)
        #expect(!opened)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func theDocsetsFollowTheSiteFileByFile() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        var folders: [RecordingFolder] = []
        let first = try action(into: out, opened: { folders.append($0) }).perform()
        let written = try #require(folders.first).events.filter { $0.hasPrefix("write ") }.map { $0.dropFirst(6) }
        let sitePages = written.filter { $0.hasPrefix("site/") && $0.hasSuffix(".html") }
        #expect(!sitePages.isEmpty)
        for page in sitePages {
            let path = page.dropFirst("site/".count)
            #expect(written.contains("docsets/ControlSpec.docset/Contents/Resources/Documents/" + path))
            #expect(written.contains("docsets/ControlSpec-zh-Hans.docset/Contents/Resources/Documents/" + path))
        }
        #expect(written.contains("docsets/ControlSpec-zh-Hans.docset/Contents/Resources/docSet.dsidx"))
        #expect(written.contains("docsets/ControlSpec.docset/Contents/Info.plist"))
        let enabled = try String(
            contentsOf: out.appendingPathComponent(
                "docsets/ControlSpec.docset/Contents/Resources/Documents/en/UIControl/isEnabled.html"),
            encoding: .utf8)
        #expect(enabled.contains(#"<a name="//apple_ref/cpp/Test/enabled-by-default" class="dashAnchor"></a>"#))

        // A docset page that went missing is rendered again with its site page; nothing else is.
        let lost = "docsets/ControlSpec-zh-Hans.docset/Contents/Resources/Documents/en/UIControl/isEnabled.html"
        try FileManager.default.removeItem(at: out.appendingPathComponent(lost))
        let second = try action(into: out, opened: { folders.append($0) }).perform()
        #expect(second.isIncremental)
        #expect(second.renderedSiteFiles == 1)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(lost).path))
        #expect(first.siteFiles == second.siteFiles)
    }

    /// Readers subscribe to a feed; Dash and Zeal download the `.tgz` it names whenever its version changes.
    @Test func aPublishPacksEachDocsetWithAFeedThatChangesWithItsContents() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        var publish = action(into: out)
        publish.feedURL = "https://example.org/controlspec/docsets"
        _ = try publish.perform()
        let docsets = out.appendingPathComponent("docsets")
        var versions: [String] = []
        for name in ["ControlSpec", "ControlSpec-zh-Hans"] {
            let archive = try Data(contentsOf: docsets.appendingPathComponent(name + ".tgz"))
            let unpacked = temporaryFolder()
            defer { try? FileManager.default.removeItem(at: unpacked) }
            try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
            try archive.write(to: unpacked.appendingPathComponent("a.tgz"))
            let tar = Process()
            tar.executableURL = URL(fileURLWithPath: "/usr/bin/tar")
            tar.arguments = ["-xzf", "a.tgz"]
            tar.currentDirectoryURL = unpacked
            try tar.run()
            tar.waitUntilExit()
            #expect(tar.terminationStatus == 0)
            // The archive holds the docset as the folder holds it, file for file.
            let packed = Self.files(under: unpacked.appendingPathComponent(name + ".docset"))
            let written = Self.files(under: docsets.appendingPathComponent(name + ".docset"))
            #expect(!written.isEmpty && packed == written, "\(name).tgz differs from \(name).docset")
            let feed = try String(contentsOf: docsets.appendingPathComponent(name + ".xml"), encoding: .utf8)
            #expect(feed.contains("<url>https://example.org/controlspec/docsets/\(name).tgz</url>"), "\(feed)")
            let version = try #require(
                feed.components(separatedBy: "<version>").last?.components(separatedBy: "<").first)
            versions.append(version)
        }
        // A page that changes changes the archive, and so the feed's version; the old archive is replaced.
        let edited = files.map { file in
            var file = file
            if file.path == "en/UIControl/isEnabled.md" {
                let text = String(decoding: file.bytes, as: UTF8.self)
                file.bytes = Array(
                    text.replacingOccurrences(of: "\n## Discussion\n", with: "\n## Discussion\n\nEdited.\n").utf8)
            }
            return file
        }
        #expect(edited.map(\.bytes) != files.map(\.bytes))
        publish.corpus = Corpus(files: edited, registry: inputs.registry)
        _ = try publish.perform()
        let feed = try String(contentsOf: docsets.appendingPathComponent("ControlSpec.xml"), encoding: .utf8)
        #expect(!feed.contains("<version>\(versions[0])</version>"), "the feed's version did not change")
    }

    /// The live preview rebuilds on every save and serves the site alone: it does not pack the docsets.
    @Test func aPublishThatDoesNotPackTheDocsetsWritesNoArchiveOrFeed() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        var publish = action(into: out)
        publish.packsDocsets = false
        _ = try publish.perform()
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path + "/docsets")
        #expect(names.contains("ControlSpec.docset"))
        #expect(!names.contains { $0.hasSuffix(".tgz") || $0.hasSuffix(".xml") }, "\(names)")
    }

    /// Every file under `folder`, by relative path.
    static func files(under folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            ?? .init()
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = try? Data(contentsOf: url)
        }
        return files
    }
}
