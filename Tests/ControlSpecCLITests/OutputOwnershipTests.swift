import Foundation
import Testing

/// The output commands replace only folders the tool wrote: anything else at the path is refused and left as it is.
@Suite struct OutputOwnershipTests {
    private func project() throws -> TemporaryProject {
        try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
    }

    private func contents(_ url: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: url.path).sorted()
    }

    @Test func aFolderOfTheUsersOwnFilesIsRefusedAndKept() async throws {
        let project = try project()
        let mine = project.root.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        for arguments in [
            ["site", "--out", "mine"], ["publish", "--out", "mine"], ["run", "--report", "mine"],
            ["docset", "--out", "mine"], ["export-tests", "--out", "mine", "--package-path", RealDocsTests.root.path],
        ] {
            let result = await project.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.out)\(result.err)")
            #expect(result.err.contains("\(mine.path) holds files controlspec did not write"), "\(result.err)")
            #expect(result.err.contains("fix: "), "\(result.err)")
            #expect(try contents(mine) == ["notes.txt"], "\(arguments)")
        }
    }

    @Test func aFileInTheWayIsRefusedAndKept() async throws {
        let project = try project()
        let file = project.root.appendingPathComponent("out")
        try Data("keep me".utf8).write(to: file)
        let result = await project.run("site", "--out", "out")
        #expect(result.status == 2, "\(result.out)\(result.err)")
        #expect(result.err.contains("\(file.path) is a file"), "\(result.err)")
        #expect(try Data(contentsOf: file) == Data("keep me".utf8))
    }

    @Test func aUsersFolderInsideTheToolsOutputIsNotVouchedForByItsMarker() async throws {
        let project = try project()
        #expect(await project.run("site", "--out", "out").status == 0)
        let mine = project.root.appendingPathComponent("out/mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        for arguments in [["site", "--out", "out/mine"], ["run", "--report", "out/mine"]] {
            let result = await project.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.out)\(result.err)")
            #expect(result.err.contains("\(mine.path) holds files controlspec did not write"), "\(result.err)")
            #expect(try contents(mine) == ["notes.txt"], "\(arguments)")
        }
    }

    @Test func aSymbolicLinkGivenAsTheOutputFolderIsRefusedAndKept() async throws {
        let project = try project()
        let dangling = project.root.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "nowhere")
        let result = await project.run("site", "--out", "dangling")
        #expect(result.status == 2, "\(result.out)\(result.err)")
        #expect(result.err.contains("\(dangling.path) is a symbolic link to nothing"), "\(result.err)")
        #expect(result.err.contains("fix: "), "\(result.err)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling.path) == "nowhere")
        #expect(await project.run("site", "--out", "real").status == 0)
        let link = project.root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real")
        let live = await project.run("site", "--out", "link")
        #expect(live.status == 2 && live.err.contains("is a symbolic link to real"), "\(live.err)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real")
    }

    @Test func publishingOverTheDocsFolderIsRefused() async throws {
        let project = try project()
        let before = try contents(project.root.appendingPathComponent("Docs"))
        let result = await project.run("publish", "--out", "Docs")
        #expect(result.status == 2, "\(result.out)\(result.err)")
        #expect(try contents(project.root.appendingPathComponent("Docs")) == before)
    }

    @Test func theToolsOwnOutputAndEmptyFoldersAreReplaced() async throws {
        let project = try project()
        let empty = project.root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(await project.run("site", "--out", "empty").status == 0)
        #expect(await project.run("site", "--out", "empty").status == 0)
        #expect(try contents(empty).contains("index.html"))
        #expect(await project.run("docset", "--out", "docsets").status == 0)
        let docsets = await project.run("docset", "--out", "docsets")
        #expect(docsets.status == 0, "\(docsets.err)")
        #expect(docsets.out.contains("docsets/ControlSpec-zh-Hans.docset"), "\(docsets.out)")
        #expect(try contents(project.root.appendingPathComponent("docsets")).contains("ControlSpec.docset/icon.png"))
        // The archives always, and the feeds when the address they will be served at is given.
        let fed = await project.run("docset", "--out", "docsets", "--feed-url", "https://example.org/docsets")
        #expect(fed.status == 0, "\(fed.err)")
        let written = try contents(project.root.appendingPathComponent("docsets"))
        for name in ["ControlSpec.tgz", "ControlSpec-zh-Hans.tgz", "ControlSpec.xml", "ControlSpec-zh-Hans.xml"] {
            #expect(written.contains(name), "\(name) missing from \(written)")
        }
        let feed = try String(
            contentsOf: project.root.appendingPathComponent("docsets/ControlSpec.xml"), encoding: .utf8)
        #expect(feed.contains("<url>https://example.org/docsets/ControlSpec.tgz</url>"), "\(feed)")
        let wrong = await project.run("docset", "--out", "docsets", "--feed-url", "example.org")
        #expect(wrong.status == 64 && wrong.err.contains("--feed-url 'example.org'"), "\(wrong.err)")
        #expect(await project.run("run", "--report", "report").status == 0)
        #expect(await project.run("run", "--report", "report").status == 0)
        // Each folder a publish writes holds the marker itself: the report of a publish can be written again.
        #expect(await project.run("publish", "--out", "published").status == 0)
        let again = await project.run("run", "--report", "published/report")
        #expect(again.status == 0, "\(again.err)")
    }
}
