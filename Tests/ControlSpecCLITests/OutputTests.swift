import ControlSpecCLI
import Foundation
import Testing

@Suite struct OutputTests {
    @Test func publishWritesSiteReportAndResultsAndPrintsWhereTheyAre() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        let result = await project.run("publish", "--out", "out")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        for path in [
            "out/site/index.html", "out/site/en/UIControl/isEnabled.html", "out/report/index.html",
            "out/results.json", "out/junit.xml", "out/index.html",
        ] {
            #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent(path).path), "\(path)")
        }
        #expect(result.out.contains("site:    \(project.root.appendingPathComponent("out/site/index.html").path)"))
        #expect(result.out.contains("1 passed, 0 failed, 0 errored, 0 skipped"))
    }

    @Test func anUnwritableOutputIsAToolFailureAndThePreviousOutputStaysIntact() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        #expect(await project.run("publish", "--out", "out").status == 0)
        let marker = project.root.appendingPathComponent("out/results.json")
        let before = try Data(contentsOf: marker)
        // A file where a folder is needed makes the next write fail half-way.
        let blocker = project.root.appendingPathComponent("blocked")
        try Data("not a folder".utf8).write(to: blocker)
        let failed = await project.run("publish", "--out", "blocked/out")
        #expect(failed.status == 2)
        #expect(failed.err.contains("cannot write"), "\(failed.err)")
        #expect(failed.err.contains("\(blocker.path) is a file, where a folder is needed"), "\(failed.err)")
        #expect(try Data(contentsOf: marker) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.root.path)
            .filter { $0.hasPrefix(".out") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func aResultsFileThatCannotBeWrittenIsAToolFailure() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": TemporaryProject.englishPage])
        try Data().write(to: project.root.appendingPathComponent("file"))
        let result = await project.run("run", "--results", "file/results.json")
        #expect(result.status == 2)
        #expect(result.err.contains("cannot write"))
    }

    @Test func publishRefusesToWriteWhenThePagesHaveErrors() async throws {
        let broken = TemporaryProject.chinesePage.replacingOccurrences(of: "## 讨论", with: "## 讨论\n\n## 讨论")
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage, "zh-Hans/UIControl/isEnabled.md": broken,
        ])
        let result = await project.run("publish", "--out", "out")
        #expect(result.status == 1)
        #expect(result.out.contains("not published"))
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("out").path))
    }
}

@Suite struct RealDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The shipped Docs, run in process and through the reference driver, give identical results.
    @Test func theWholeSuiteGivesTheSameResultsInProcessAndThroughTheDriver() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-real-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let context = CommandContext.capturing(workingDirectory: Self.root)
        let inProcess = out.appendingPathComponent("in-process.json").path
        let isolated = out.appendingPathComponent("isolated.json").path
        #expect(await ControlSpecMain.main(arguments: ["run", "--results", inProcess], context: context) == 0)
        #expect(
            await ControlSpecMain.main(arguments: ["run", "--isolate", "--results", isolated], context: context) == 0,
            "\(context.standardOutput)\(context.standardError)")
        func statuses(_ path: String) throws -> [String: String] {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
            let cases = (object as? [String: Any])?["cases"] as? [[String: Any]] ?? []
            return Dictionary(
                uniqueKeysWithValues: cases.map { ($0["qualifiedID"] as! String, $0["status"] as! String) })
        }
        let left = try statuses(inProcess)
        #expect(left.count > 250)
        #expect(try statuses(isolated) == left)
    }

    /// The shipped Python implementation announces only keys of the contract: anything else is never called, and a
    /// key on the wrong class (a UIControl property under UIButton) hides that the member is missing.
    @Test func theShippedPythonImplementationAnnouncesOnlyMemberKeys() async throws {
        let context = CommandContext.capturing(workingDirectory: Self.root)
        let status = await ControlSpecMain.main(
            arguments: ["run", "--impl", "python-minimal", "--member", "UIControl.isEnabled"], context: context)
        #expect(status == 0, "\(context.standardError)")
        #expect(!context.standardError.contains("python-minimal announces"), "\(context.standardError)")
    }
}

@Suite struct HumanDiagnosticsTests {
    @Test func aTerminalGetsTheSourceLineAndACaretUnderTheCharacterColumn() async throws {
        let chinese = TemporaryProject.chinesePage.replacingOccurrences(
            of: "控件是否响应触摸。", with: "控件是否响应 `UIControlEventTouchChanged` 事件。")
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage, "zh-Hans/UIControl/isEnabled.md": chinese,
        ])
        let context = CommandContext.capturing(workingDirectory: project.root, isTerminal: true)
        _ = await ControlSpecMain.main(arguments: ["lint"], context: context)
        let out = context.standardOutput
        #expect(out.contains("Docs/zh-Hans/UIControl/isEnabled.md:3:9: warning:"), "\(out)")
        #expect(out.contains("    3 | 控件是否响应 `UIControlEventTouchChanged` 事件。"), "\(out)")
        #expect(out.contains("      |         ^"), "\(out)")
    }
}

@Suite struct PublishMutationTests {
    @Test func publishWithMutationShowsTheScoreInTheReport() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        let result = await project.run("publish", "--mutation", "--out", "out")
        #expect(result.out.contains("mutation score: "), "\(result.out)\(result.err)")
        let page = project.root.appendingPathComponent("out/report/mutation.html")
        #expect(FileManager.default.fileExists(atPath: page.path))
    }
}

@Suite struct UnreadablePageTests {
    @Test func anUnreadablePageIsADiagnosticAndTheOtherPagesAreStillChecked() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        // A folder with a page's name cannot be read as a file.
        try FileManager.default.createDirectory(
            at: project.root.appendingPathComponent("Docs/en/UIControl/broken.md"), withIntermediateDirectories: true)
        let result = await project.run("lint")
        #expect(result.status == 1)
        #expect(result.out.contains("Docs/en/UIControl/broken.md:1:1: error: cannot read page"), "\(result.out)")
        #expect(result.out.contains("2 pages checked"), "\(result.out)")
    }

    @Test func foldersFIFOsAndLinkLoopsNamedLikePagesEachSayWhatTheyAreAndTheFix() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        let folder = project.root.appendingPathComponent("Docs/en/UIControl")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("folder.md"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("pipe.md").path, 0o644) == 0)
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop.md").path, withDestinationPath: "loop.md")
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("gone.md").path, withDestinationPath: "nothing")
        let result = await project.run("lint")
        #expect(result.status == 1)
        for (name, cause, fix) in [
            ("folder.md", "it is a folder, not a file", "rename the folder"),
            ("pipe.md", "it is a FIFO (named pipe), not a file", "replace it with the page's Markdown file"),
            ("loop.md", "a symbolic link that leads back to itself", "point the link at a page file"),
            ("gone.md", "a symbolic link to nothing", "point the link at a page file that exists"),
        ] {
            let lines = result.out.split(separator: "\n").map(String.init)
            let index = try #require(
                lines.firstIndex { $0.hasPrefix("Docs/en/UIControl/\(name):1:1: error: cannot read page") },
                "\(result.out)")
            #expect(lines[index].contains(cause), "\(lines[index])")
            let fixLine = try #require(lines.dropFirst(index + 1).first { $0.contains("fix:") }, "\(result.out)")
            #expect(fixLine.contains(fix), "\(fixLine)")
        }
        #expect(!result.out.contains("check the file's permissions"), "\(result.out)")
        #expect(!result.out.contains("couldn"), "\(result.out)")
    }
}
