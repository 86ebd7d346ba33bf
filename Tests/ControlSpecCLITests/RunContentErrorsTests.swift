import ControlSpecCLI
import ControlSpecModel
import Foundation
import Testing

/// `run` reads the pages as `lint` and `publish` do: their content errors are printed and make the run
/// exit 1, and no case is run twice or left out without a word.
@Suite struct RunContentErrorsTests {
    /// The case IDs in results.json, in file order (duplicates kept).
    private func caseIDs(_ project: TemporaryProject) throws -> [String] {
        let data = try Data(contentsOf: project.root.appendingPathComponent("results.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let cases = object?["cases"] as? [[String: Any]] ?? []
        return cases.compactMap { $0["qualifiedID"] as? String }
    }

    @Test func aSecondPageForASymbolIsAnErrorAndItsCasesAreInTheResultsOnce() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "en/UIControl/isEnabled copy.md": TemporaryProject.englishPage,
        ])
        let result = await project.run("run", "--results", "results.json")
        #expect(result.status == ExitStatus.findings, "\(result.out)\(result.err)")
        #expect(result.out.contains("error: a second en page for 'UIControl.isEnabled'"), "\(result.out)")
        #expect(result.out.contains("Docs/en/UIControl/isEnabled.md:1:1"), "\(result.out)")
        #expect(result.out.contains("Docs/en/UIControl/isEnabled copy.md:1:1"), "\(result.out)")
        let ids = try caseIDs(project)
        #expect(ids == ["UIControl.isEnabled#disabled-adds-state"], "\(ids)")
        // The case of the second page is named as not run.
        #expect(result.out.contains("not run: UIControl.isEnabled#disabled-adds-state"), "\(result.out)")
    }

    @Test func publishRefusesTheSamePagesThatRunReports() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "en/UIControl/isEnabled copy.md": TemporaryProject.englishPage, "en/UIControl/state.md": "",
        ])
        let result = await project.run("publish", "--out", "out")
        #expect(result.status == ExitStatus.findings, "\(result.out)\(result.err)")
        #expect(result.out.contains("error: a second en page for 'UIControl.isEnabled'"), "\(result.out)")
        #expect(result.out.contains("Docs/en/UIControl/state.md:1:1: error: page is empty"), "\(result.out)")
        #expect(result.out.contains("not published: fix the errors above first"), "\(result.out)")
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("out").path))
    }

    @Test func aCaseIDUsedTwiceOnAPageIsAnErrorAndRunsOnce() async throws {
        let twice =
            TemporaryProject.englishPage + "\n\n"
            + TemporaryProject.englishPage.split(separator: "\n")
            .drop { !$0.hasPrefix("```swift case") }.joined(separator: "\n")
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": twice])
        let result = await project.run("run", "--results", "results.json")
        #expect(result.status == ExitStatus.findings, "\(result.out)\(result.err)")
        #expect(
            result.out.contains("Docs/en/UIControl/isEnabled.md:13:1: error: duplicate case ID 'disabled-adds-state'"),
            "\(result.out)")
        #expect(
            result.out.contains("not run: UIControl.isEnabled#disabled-adds-state at Docs/en/UIControl/isEnabled.md:13")
        )
        #expect(try caseIDs(project) == ["UIControl.isEnabled#disabled-adds-state"])
    }

    @Test func anEmptyPageIsAnErrorOfTheRunAndTheOtherPagesStillRun() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage, "en/UIControl/state.md": "\n  \n",
        ])
        let result = await project.run("run", "--results", "results.json")
        #expect(result.status == ExitStatus.findings, "\(result.out)\(result.err)")
        #expect(result.out.contains("Docs/en/UIControl/state.md:1:1: error: page is empty"), "\(result.out)")
        #expect(result.out.contains("fix: write the page or delete the file"), "\(result.out)")
        #expect(result.out.contains("not run: the cases of Docs/en/UIControl/state.md"), "\(result.out)")
        #expect(try caseIDs(project) == ["UIControl.isEnabled#disabled-adds-state"])
    }

    @Test func anEmptyChinesePageIsAnErrorButLeavesNoEnglishCaseOut() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage, "zh-Hans/UIControl/isEnabled.md": "",
        ])
        let result = await project.run("run", "--results", "results.json")
        #expect(result.status == ExitStatus.findings, "\(result.out)\(result.err)")
        #expect(result.out.contains("Docs/zh-Hans/UIControl/isEnabled.md:1:1: error: page is empty"), "\(result.out)")
        #expect(!result.out.contains("not run:"), "\(result.out)")
        #expect(try caseIDs(project) == ["UIControl.isEnabled#disabled-adds-state"])
    }

    @Test func anOversizedPageIsAnErrorOfTheRun() async throws {
        let oversized = TemporaryProject.englishPage + String(repeating: "x", count: Corpus.maximumPageBytes)
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage, "en/UIControl/state.md": oversized,
        ])
        let result = await project.run("run")
        #expect(result.status == ExitStatus.findings, "\(result.out)\(result.err)")
        #expect(
            result.out.contains("Docs/en/UIControl/state.md:1:1: error: page is \(oversized.utf8.count) bytes"),
            "\(result.out)")
    }

    @Test func anUnreadablePageIsAnErrorOfTheRun() async throws {
        // A folder named like a page cannot be read as one, whoever runs the test (root reads any file).
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": TemporaryProject.englishPage])
        try FileManager.default.createDirectory(
            at: project.root.appendingPathComponent("Docs/en/UIControl/state.md"), withIntermediateDirectories: true)
        let result = await project.run("run", "--results", "results.json")
        #expect(result.status == ExitStatus.findings, "\(result.out)\(result.err)")
        #expect(result.out.contains("Docs/en/UIControl/state.md:1:1: error:"), "\(result.out)")
        #expect(result.out.contains("not run: the cases of Docs/en/UIControl/state.md"), "\(result.out)")
        #expect(try caseIDs(project) == ["UIControl.isEnabled#disabled-adds-state"])
    }

    // Root reads a file whatever its mode; the folder test above covers that case.
    @Test(.enabled(if: geteuid() != 0, "root reads a file whatever its mode"))
    func aPageWithoutPermissionToReadItIsAnErrorOfTheRun() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage, "en/UIControl/state.md": "# `UIControl.state`\n",
        ])
        let page = project.root.appendingPathComponent("Docs/en/UIControl/state.md")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: page.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: page.path) }
        let result = await project.run("run")
        #expect(result.status == ExitStatus.findings, "\(result.out)\(result.err)")
        #expect(result.out.contains("Docs/en/UIControl/state.md:1:1: error: cannot read page"), "\(result.out)")
    }
}
