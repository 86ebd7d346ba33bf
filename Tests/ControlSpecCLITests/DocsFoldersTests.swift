import Foundation
import Testing

/// `--docs` given more than once: an implementation author's own pages, in a folder of their own, add
/// their cases to the kit's for every command that reads pages.
@Suite struct DocsFoldersTests {
    /// A page for `UIControl.isEnabled` in `language` whose one case is `caseID`.
    static func page(_ language: String, caseID: String, summary: String) -> String {
        let heading = language == "en" ? "Discussion" : "讨论"
        return """
            # `UIControl.isEnabled`

            \(summary)

            ## \(heading)

            ```swift case \(caseID) evidence=documented source=UIButton.h since=15.0
            let control = UIControl(frame: .zero)
            control.isEnabled = false
            #expect(control.state.contains(.disabled))
            ```
            """
    }

    /// The kit's pages in `Docs/`, and the author's pages for the same member, with `authorCase` as their
    /// one case, in `Author/` (a name that sorts before `Docs`).
    static func project(authorCase: String = "author-disabled") throws -> TemporaryProject {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        for language in ["en", "zh-Hans"] {
            let summary = language == "en" ? "The author's own words." : "作者自己的话。"
            try write(
                page(language, caseID: authorCase, summary: summary), to: "Author/\(language)/UIControl/isEnabled.md",
                in: project)
        }
        return project
    }

    static func write(_ text: String, to path: String, in project: TemporaryProject) throws {
        let url = project.root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func qualifiedIDs(inResults path: String, of project: TemporaryProject) throws -> [String] {
        let data = try Data(contentsOf: project.root.appendingPathComponent(path))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let cases = object?["cases"] as? [[String: Any]] ?? []
        return cases.compactMap { $0["qualifiedID"] as? String }.sorted()
    }

    @Test func lintAcceptsASecondPageForAMemberFromAnotherFolder() async throws {
        let project = try Self.project()
        let result = await project.run("lint", "--docs", "Docs", "--docs", "Author")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("0 errors, 0 warnings"), "\(result.out)")
    }

    @Test func aSecondPageInTheSameFolderIsStillAnError() async throws {
        let project = try Self.project()
        try Self.write(
            Self.page("en", caseID: "other", summary: "Again."), to: "Docs/en/UIControl/isEnabledAgain.md",
            in: project)
        let result = await project.run("lint", "--docs", "Docs", "--docs", "Author")
        #expect(result.status == 1)
        #expect(result.out.contains("[docs.page.duplicateSymbol]"), "\(result.out)")
    }

    @Test func aCaseIDTheKitAlreadyHasIsAnErrorNamingBothFiles() async throws {
        let project = try Self.project(authorCase: "disabled-adds-state")
        let result = await project.run("lint", "--docs", "Docs", "--docs", "Author")
        #expect(result.status == 1)
        #expect(
            result.out.contains(
                "Author/en/UIControl/isEnabled.md:7:1: error: case 'disabled-adds-state' of 'UIControl.isEnabled' is also in Docs/en/UIControl/isEnabled.md [docs.case.duplicateAcrossFolders]"
            ), "\(result.out)")
        #expect(result.out.contains("Docs/en/UIControl/isEnabled.md:7:1: note: the case of the earlier docs folder"))
        #expect(result.out.contains("fix: give the case an ID of its own"))
    }

    @Test func diagnosticsOfTheAuthorsPagesNameTheirFolder() async throws {
        let project = try Self.project()
        let broken = Self.page("zh-Hans", caseID: "author-disabled", summary: "作者自己的话。")
            .replacingOccurrences(of: "control.isEnabled = false", with: "control.isEnabled = true")
        try Self.write(broken, to: "Author/zh-Hans/UIControl/isEnabled.md", in: project)
        let result = await project.run("lint", "--docs", "Docs", "--docs", "Author")
        #expect(result.status == 1)
        #expect(
            result.out.contains(
                "Author/zh-Hans/UIControl/isEnabled.md:9:1: error: code of case 'author-disabled' differs"),
            "\(result.out)")
        #expect(result.out.contains("Author/en/UIControl/isEnabled.md:9:1: note: the English twin"))
    }

    @Test func theSameFolderTwiceIsAUsageError() async throws {
        let project = try Self.project()
        let result = await project.run("lint", "--docs", "Docs", "--docs", "./Docs/")
        #expect(result.status == 64)
        #expect(result.err.contains("--docs ./Docs/ names the same folder as --docs Docs"), "\(result.err)")
    }

    @Test func runRunsTheCasesOfEveryFolder() async throws {
        let project = try Self.project()
        let result = await project.run("run", "--docs", "Docs", "--docs", "Author", "--results", "results.json")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasSuffix("2 passed, 0 failed, 0 errored, 0 skipped\n"), "\(result.out)")
        #expect(
            try Self.qualifiedIDs(inResults: "results.json", of: project) == [
                "UIControl.isEnabled#author-disabled", "UIControl.isEnabled#disabled-adds-state",
            ])
    }

    @Test func ofTwoCasesWithOneIDTheEarlierFoldersRuns() async throws {
        let project = try Self.project(authorCase: "disabled-adds-state")
        let result = await project.run("run", "--docs", "Docs", "--docs", "Author")
        #expect(
            result.out.contains(
                "not run: UIControl.isEnabled#disabled-adds-state at Author/en/UIControl/isEnabled.md:7: the case at Docs/en/UIControl/isEnabled.md:7 has the same qualified ID and runs instead"
            ), "\(result.out)")
    }

    @Test func coverageAndMembersCountTheAuthorsCases() async throws {
        let project = try Self.project()
        let coverage = await project.run("coverage", "--docs", "Docs", "--docs", "Author")
        #expect(coverage.out.contains("1 in both; 2 cases"), "\(coverage.out)")
        let kitOnly = await project.run("coverage")
        #expect(kitOnly.out.contains("1 in both; 1 cases"), "\(kitOnly.out)")
    }

    @Test func exportTestsExportsTheAuthorsCases() async throws {
        let project = try Self.project()
        let result = await project.run(
            "export-tests", "--docs", "Docs", "--docs", "Author", "--out", "out", "--package-path", "/nowhere")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("exported 2 cases"), "\(result.out)")
    }

    @Test func theSiteShowsTheFirstFoldersProseAndEveryCaseRuns() async throws {
        let project = try Self.project()
        // A member only the author documents gets its page from the author's folder.
        try Self.write(
            """
            # `UIControl.state`

            The author's page for state.
            """, to: "Author/en/UIControl/state.md", in: project)
        let result = await project.run("publish", "--docs", "Docs", "--docs", "Author", "--out", "out")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let site = project.root.appendingPathComponent("out/site/en/UIControl")
        let page = try String(contentsOf: site.appendingPathComponent("isEnabled.html"), encoding: .utf8)
        #expect(page.contains("Whether the control responds to touches."))
        #expect(!page.contains("own words"))
        let state = try String(contentsOf: site.appendingPathComponent("state.html"), encoding: .utf8)
        #expect(state.contains("The author"), "\(state)")
        #expect(
            try Self.qualifiedIDs(inResults: "out/results.json", of: project) == [
                "UIControl.isEnabled#author-disabled", "UIControl.isEnabled#disabled-adds-state",
            ])
        let alone = await project.run("site", "--docs", "Docs", "--docs", "Author", "--out", "alone")
        #expect(alone.status == 0, "\(alone.out)\(alone.err)")
        let alonePage = try String(
            contentsOf: project.root.appendingPathComponent("alone/en/UIControl/isEnabled.html"), encoding: .utf8)
        #expect(alonePage.contains("Whether the control responds to touches."))
        #expect(!alonePage.contains("own words"))
    }

    @Test func theHelpSaysTheOptionRepeats() async throws {
        let project = try TemporaryProject()
        let result = await project.run("run", "--help")
        #expect(result.out.contains("--docs <DIR>"))
        #expect(result.out.contains("repeat it"), "\(result.out)")
        #expect(result.out.contains("(default: Docs)"))
    }
}
