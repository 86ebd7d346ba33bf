import ControlSpecCLI
import Foundation
import Testing

/// `controlspec publish` into a folder that holds an earlier publish, against a publish into an empty folder.
@Suite struct IncrementalPublishOutputTests {
    static let statePage = """
        # `UIControl.state`

        The state of the control: a set of flags.

        ## Discussion

        ```swift case starts-normal evidence=documented source=UIButton.h since=15.0
        let control = UIControl(frame: .zero)
        #expect(!control.state.contains(.disabled))
        ```
        """

    /// Every file of a folder except the caches, by path, with what changes from run to run (the run's
    /// date and every duration) blanked out: two full publishes of the same pages differ in those only.
    static func outputs(of folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for (path, data) in try ReproduciblePublishTests.files(under: folder) where !path.hasPrefix(".controlspec-") {
            // The docsets' search indexes and icons are binary: compared as they are.
            guard var text = String(data: data, encoding: .utf8) else {
                files[path] = data.base64EncodedString()
                continue
            }
            for pattern in [
                // A feed names the folder it was written into when no --feed-url is given.
                #"<url>file://[^<]*/docsets/"#,
                #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"#, #""durationMs" : [0-9.e-]+"#, #" time="[0-9.]+""#,
                #"<span class="duration">[^<]*</span>"#,
                // The same in a case of a report's part file (`cases/N.js`).
                #""[0-9.]+ ms""#,
            ] {
                text = text.replacingOccurrences(of: pattern, with: "…", options: .regularExpression)
            }
            files[path] = text
        }
        return files
    }

    @Test func anIncrementalPublishWritesWhatAFullPublishWrites() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
            "en/UIControl/state.md": Self.statePage,
        ])
        let first = await project.run("publish", "--out", "out")
        #expect(first.status == 0, "\(first.out)\(first.err)")
        let out = project.root.appendingPathComponent("out")
        #expect(FileManager.default.fileExists(atPath: out.path + "/site/en/UIControl/state.html"))
        // A new summary, and a page that is gone (its files must go too).
        let english = TemporaryProject.englishPage.replacingOccurrences(
            of: "Whether the control responds to touches.", with: "Whether the control responds to touches at all.")
        try english.write(
            to: project.root.appendingPathComponent("Docs/en/UIControl/isEnabled.md"), atomically: true,
            encoding: .utf8)
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Docs/en/UIControl/state.md"))
        let second = await project.run("publish", "--out", "out")
        #expect(second.status == 0, "\(second.out)\(second.err)")
        #expect(second.out.contains("(incremental;"), "\(second.out)")
        let full = await project.run("publish", "--out", "fresh")
        #expect(full.status == 0, "\(full.out)\(full.err)")
        #expect(!full.out.contains("incremental"))

        let incremental = try Self.outputs(of: out)
        let fresh = try Self.outputs(of: project.root.appendingPathComponent("fresh"))
        #expect(incremental["site/en/UIControl/state.html"] == nil, "the page of a removed file is removed")
        #expect(incremental["site/en/UIControl/isEnabled.html"]?.contains("responds to touches at all") == true)
        #expect(Set(incremental.keys) == Set(fresh.keys))
        for (path, text) in fresh { #expect(incremental[path] == text, "\(path)") }
    }

    /// A docset's copy of a site file is that file under a second name when the docset needs it as it is (a
    /// style sheet); a page loses its links to the report, which the docset does not hold, and a member page
    /// gains its anchors: those are files of their own.
    @Test func aDocsetFileTakenAsItIsIsTheSiteFileUnderASecondName() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        for run in ["first", "incremental"] {
            if run == "incremental" {
                try (TemporaryProject.chinesePage + "\n再加一句。\n").write(
                    to: project.root.appendingPathComponent("Docs/zh-Hans/UIControl/isEnabled.md"), atomically: true,
                    encoding: .utf8)
            }
            let result = await project.run("publish", "--out", "out")
            #expect(result.status == 0, "\(result.out)\(result.err)")
            let out = project.root.appendingPathComponent("out").path
            let documents = "/Contents/Resources/Documents/"
            let site = out + "/site/zh-Hans/UIControl/isEnabled.html"
            #expect(try String(contentsOfFile: site, encoding: .utf8).contains("report-link"))
            let styles = "assets/site.css"
            #expect(
                try Self.inode(out + "/docsets/ControlSpec.docset" + documents + styles)
                    == Self.inode(out + "/site/" + styles), "\(run)")
            // The English docset has no anchors for Chinese pages: its copy is the site's page without the report.
            let unlinked = out + "/docsets/ControlSpec.docset" + documents + "zh-Hans/UIControl/isEnabled.html"
            // The Chinese docset's copy has its anchors too.
            let anchored = out + "/docsets/ControlSpec-zh-Hans.docset" + documents + "zh-Hans/UIControl/isEnabled.html"
            #expect(try Self.inode(unlinked) != Self.inode(site), "\(run)")
            #expect(try Self.inode(anchored) != Self.inode(site), "\(run)")
            let copy = try String(contentsOfFile: unlinked, encoding: .utf8)
            #expect(copy.contains("再加一句") == (run == "incremental"))
            #expect(!copy.contains("report-link") && !copy.contains("dashAnchor"), "\(run)")
            #expect(try String(contentsOfFile: anchored, encoding: .utf8).contains("dashAnchor"))
        }
    }

    static func inode(_ path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int ?? -1
    }

    @Test func anInterruptedIncrementalPublishLeavesNoCacheAndTheNextPublishIsFull() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        #expect(await project.run("publish", "--out", "out").status == 0)
        let out = project.root.appendingPathComponent("out")
        let cache = out.path + "/.controlspec-cache"
        #expect(FileManager.default.fileExists(atPath: cache))
        let english = TemporaryProject.englishPage + "\nA sentence added later.\n"
        try english.write(
            to: project.root.appendingPathComponent("Docs/en/UIControl/isEnabled.md"), atomically: true,
            encoding: .utf8)
        // A folder in the way of a page that must be rewritten makes the publish fail half-way.
        let page = out.path + "/site/en/UIControl/isEnabled.html"
        let before = try Data(contentsOf: URL(fileURLWithPath: page))
        try FileManager.default.removeItem(atPath: page)
        try FileManager.default.createDirectory(atPath: page + "/blocker", withIntermediateDirectories: true)
        let failed = await project.run("publish", "--out", "out")
        #expect(failed.status == 2)
        #expect(failed.err.contains("cannot write"), "\(failed.err)")
        #expect(!FileManager.default.fileExists(atPath: cache), "a cache would claim that stale files are current")

        try FileManager.default.removeItem(atPath: page)
        try before.write(to: URL(fileURLWithPath: page))
        let next = await project.run("publish", "--out", "out")
        #expect(next.status == 0, "\(next.out)\(next.err)")
        #expect(!next.out.contains("incremental"), "\(next.out)")
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("A sentence added later."))
        #expect(await project.run("publish", "--out", "fresh").status == 0)
        #expect(try Self.outputs(of: out) == Self.outputs(of: project.root.appendingPathComponent("fresh")))
    }

    /// A page that names a member the registry lacks, and the registry with that member added.
    static let trackingPage = TemporaryProject.englishPage.replacingOccurrences(
        of: "Whether the control responds to touches.",
        with: "Whether the control responds to touches; `UIControl.isTracking` says whether one is under way.")
    static let registryWithTracking = TemporaryProject.registry.replacingOccurrences(
        of: #"{"id": "UIControl.state","#,
        with: #"""
            {"id": "UIControl.isTracking", "class": "UIControl", "kind": "property", "name": "isTracking",
             "swift": "var isTracking: Bool { get }", "objc": "@property(nonatomic,readonly,getter=isTracking) BOOL tracking;",
             "introduced": "2.0"},
            {"id": "UIControl.state",
            """#)

    @Test func anUnchangedPageKeepsItsProseWarningsAndARegistryEditChecksItAgain() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": Self.trackingPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
            "en/UIControl/state.md": Self.statePage,
        ])
        let unknown = "'UIControl.isTracking' is not a UIKit name"
        let first = await project.run("publish", "--out", "out")
        #expect(first.status == 0, "\(first.out)\(first.err)")
        #expect(first.out.contains(unknown), "\(first.out)")
        // Another page changes: the warning of the page that did not comes from the last publish's checks.
        try Self.statePage.replacingOccurrences(of: "a set of flags", with: "a set of flags, read only").write(
            to: project.root.appendingPathComponent("Docs/en/UIControl/state.md"), atomically: true, encoding: .utf8)
        let second = await project.run("publish", "--out", "out")
        #expect(second.out.contains("(incremental;"), "\(second.out)")
        #expect(second.out.contains(unknown), "\(second.out)")
        // The registry now has the name: the same unchanged page is checked again and its warning goes.
        try Self.registryWithTracking.write(
            to: project.root.appendingPathComponent("conformance/registry.json"), atomically: true, encoding: .utf8)
        let third = await project.run("publish", "--out", "out")
        #expect(third.status == 0, "\(third.out)\(third.err)")
        #expect(third.out.contains("(incremental;"), "\(third.out)")
        #expect(!third.out.contains(unknown), "\(third.out)")
        let full = await project.run("publish", "--out", "fresh")
        #expect(full.status == 0, "\(full.out)\(full.err)")
        let incremental = try Self.outputs(of: project.root.appendingPathComponent("out"))
        let fresh = try Self.outputs(of: project.root.appendingPathComponent("fresh"))
        #expect(Set(incremental.keys) == Set(fresh.keys))
        for (path, text) in fresh { #expect(incremental[path] == text, "\(path)") }
    }
}
