import ControlSpecCLI
import Foundation
import Testing

/// A temporary folder with a registry and a docs tree, removed at the end of the test.
final class TemporaryProject {
    let root: URL

    init(pages: [String: String] = [:], registry: String = TemporaryProject.registry) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Docs/en"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Docs/zh-Hans"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("conformance"), withIntermediateDirectories: true)
        try registry.write(
            to: root.appendingPathComponent("conformance/registry.json"), atomically: true, encoding: .utf8)
        for (path, text) in pages {
            let url = root.appendingPathComponent("Docs/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
        await run(arguments)
    }

    func run(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
        let context = CommandContext.capturing(workingDirectory: root)
        let status = await ControlSpecMain.main(arguments: arguments, context: context)
        return (status, context.standardOutput, context.standardError)
    }

    static let registry = """
        {"formatVersion": 1, "sdk": "iOS 18", "members": [
          {"id": "UIControl.isEnabled", "class": "UIControl", "kind": "property", "name": "isEnabled",
           "swift": "var isEnabled: Bool { get set }", "objc": "@property(nonatomic,getter=isEnabled) BOOL enabled;",
           "introduced": "2.0", "deprecated": null, "replacement": null, "parent": null, "rawValue": null, "topic": null},
          {"id": "UIControl.state", "class": "UIControl", "kind": "property", "name": "state",
           "swift": "var state: UIControl.State { get }", "objc": "@property(nonatomic,readonly) UIControlState state;",
           "introduced": "15.0"},
          {"id": "UIControl.init(frame:)", "class": "UIControl", "kind": "initializer", "name": "init(frame:)",
           "swift": "init(frame: CGRect)", "objc": "- (instancetype)initWithFrame:(CGRect)frame;", "introduced": "15.0"},
          {"id": "UIControl.State", "class": "UIControl", "kind": "type", "name": "State",
           "swift": "struct State : OptionSet", "objc": "typedef NS_OPTIONS(NSUInteger, UIControlState)",
           "introduced": "15.0"},
          {"id": "UIControl.State.disabled", "class": "UIControl", "kind": "constant", "name": "disabled",
           "swift": "static var disabled: UIControl.State { get }", "objc": "UIControlStateDisabled = 1 << 1",
           "introduced": "15.0", "parent": "UIControl.State", "rawValue": 2}
        ]}
        """

    static let englishPage = """
        # `UIControl.isEnabled`

        Whether the control responds to touches.

        ## Discussion

        ```swift case disabled-adds-state evidence=documented source=UIButton.h since=15.0
        let control = UIControl(frame: .zero)
        control.isEnabled = false
        #expect(control.state.contains(.disabled))
        ```
        """

    static let chinesePage = """
        # `UIControl.isEnabled`

        控件是否响应触摸。

        ## 讨论

        ```swift case disabled-adds-state evidence=documented source=UIButton.h since=15.0
        let control = UIControl(frame: .zero)
        control.isEnabled = false
        #expect(control.state.contains(.disabled))
        ```
        """
}

@Suite struct CLITests {
    @Test func helpIsGeneratedFromCommandMetadata() async throws {
        let project = try TemporaryProject()
        let result = await project.run("lint", "--help")
        #expect(result.status == 0)
        for heading in ["OVERVIEW:", "USAGE: controlspec lint", "OPTIONS:", "--docs <DIR>", "(default: Docs)"] {
            #expect(result.out.contains(heading), "\(result.out)")
        }
        let root = await project.run("--help")
        #expect(root.out.contains("SUBCOMMANDS:"))
        #expect(root.out.contains("coverage"))
    }

    @Test func usageErrorsExitWith64AndPrintTheUsageLine() async throws {
        let project = try TemporaryProject()
        let unknownOption = await project.run("lint", "--dcos", "x")
        #expect(unknownOption.status == 64)
        #expect(unknownOption.err.contains("Error: unknown option '--dcos'; did you mean '--docs'?"))
        #expect(unknownOption.err.contains("Usage: controlspec lint"))
        let unknownCommand = await project.run("lnt")
        #expect(unknownCommand.status == 64)
        let badFormat = await project.run("lint", "--format", "xml")
        #expect(badFormat.status == 64)
        // The benchmark is a tool of its own (controlspec-bench), not a subcommand.
        let bench = await project.run("bench", "--quick")
        #expect(bench.status == 64)
        #expect(bench.err.contains("Error: unknown subcommand 'bench'"), "\(bench.err)")
    }

    @Test func lintOfCleanPagesExitsZero() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        let result = await project.run("lint")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("2 pages checked: 0 errors, 0 warnings"))
    }

    @Test func lintFindingsExitOneWithFileLineColumn() async throws {
        let broken = TemporaryProject.chinesePage.replacingOccurrences(
            of: "control.isEnabled = false", with: "control.isEnabled = true")
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": broken,
        ])
        let result = await project.run("lint")
        #expect(result.status == 1)
        #expect(
            result.out.contains(
                "Docs/zh-Hans/UIControl/isEnabled.md:9:1: error: code of case 'disabled-adds-state' differs"))
        #expect(result.out.contains("Docs/en/UIControl/isEnabled.md:9:1: note: the English twin"))
        let json = await project.run("lint", "--format", "json")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]]
        #expect(decoded?.first?["id"] as? String == "docs.parity.codeDiffers")
    }

    @Test func requireCompleteTurnsMissingPagesIntoErrors() async throws {
        let project = try TemporaryProject()
        #expect(await project.run("lint").status == 0)
        let strict = await project.run("lint", "--require-complete")
        #expect(strict.status == 1)
        #expect(strict.out.contains("'UIControl.isEnabled' has no en page [docs.coverage.missingPage]"))
    }

    @Test func aFilterThatSelectsNoCaseIsAUsageErrorRatherThanAnEmptySuccess() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": TemporaryProject.englishPage])
        let run = await project.run("run", "--member", "UIControl.isEnabeld")
        #expect(run.status == 64)
        #expect(run.err.contains("did you mean 'UIControl.isEnabled'?"), "\(run.err)")
        #expect(!run.out.contains("0 passed"), "\(run.out)")
        let mutate = await project.run("mutate", "--member", "UIButton.*")
        #expect(mutate.status == 64)
        #expect(mutate.err.contains("no case matches --member 'UIButton.*'"), "\(mutate.err)")
        #expect(await project.run("run", "--member", "UIControl.*").status == 0)
    }

    @Test func reportPrintsThePagesItWrote() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": TemporaryProject.englishPage])
        #expect(await project.run("run", "--results", "results.json").status == 0)
        for arguments in [
            ["report", "results.json", "--out", "matrix"],
            ["report", "results.json", "--baseline", "results.json", "--out", "diff"],
        ] {
            let report = await project.run(arguments)
            #expect(report.status == 0, "\(report.err)")
            let printed = report.out.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: ": /") else { return nil }
                return String(line[line.index(after: range.lowerBound)...]).trimmingCharacters(in: .whitespaces)
            }
            #expect(printed.count == 1, "\(report.out)")
            for path in printed {
                #expect(FileManager.default.fileExists(atPath: path), "printed \(path), which was not written")
            }
        }
    }

    @Test func anUnreadableRegistryOrMissingDocsFolderIsAToolFailure() async throws {
        let project = try TemporaryProject(registry: "{ not json")
        let result = await project.run("lint")
        #expect(result.status == 2)
        #expect(
            result.err.contains("conformance/registry.json:1:3: the registry cannot be read: not valid JSON"),
            "\(result.err)")
        #expect(result.err.contains("fix: correct it"), "\(result.err)")
        let missing = try TemporaryProject()
        let noDocs = await missing.run("lint", "--docs", "Nowhere")
        #expect(noDocs.status == 2)
        #expect(noDocs.err.contains("the docs folder Nowhere does not exist"))
    }

    @Test func coverageJSONIsStableAndCountsCases() async throws {
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
        let first = await project.run("coverage", "--json")
        let second = await project.run("coverage", "--json")
        #expect(first.out == second.out)
        let object = try JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [String: Any]
        let members = object?["members"] as? [[String: Any]]
        #expect(members?.first?["id"] as? String == "UIControl.isEnabled")
        #expect(members?.first?["cases"] as? Int == 1)
        #expect(members?.first?["zh-Hans"] as? Bool == true)
        let text = await project.run("coverage")
        #expect(text.out.contains("5 members: 1 in English, 1 in Chinese, 1 in both; 1 cases"))
    }
}

@Suite struct LintCaseCheckTests {
    @Test func lintReportsUnknownMembersInCaseCodeAtTheMarkdownLine() async throws {
        let english = TemporaryProject.englishPage.replacingOccurrences(
            of: "control.isEnabled = false", with: "control.isEnabeld = false")
        let chinese = TemporaryProject.chinesePage.replacingOccurrences(
            of: "control.isEnabled = false", with: "control.isEnabeld = false")
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": english, "zh-Hans/UIControl/isEnabled.md": chinese,
        ])
        let result = await project.run("lint")
        #expect(result.status == 1)
        #expect(result.out.contains("Docs/en/UIControl/isEnabled.md:9:9: error:"), "\(result.out)")
        #expect(result.out.contains("isEnabled"))
        #expect(!result.out.contains("Docs/zh-Hans/UIControl/isEnabled.md:9:9"))
    }

    @Test func examplesAreCheckedInBothLanguages() async throws {
        let example = "\n\n```swift\nlet button = UIButton(typ: .custom)\n```\n"
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage + example,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage + example,
        ])
        let result = await project.run("lint")
        #expect(result.status == 1)
        #expect(
            result.out.contains("Docs/en/UIControl/isEnabled.md:14:23: error: incorrect argument labels"),
            "\(result.out)")
        #expect(
            result.out.contains("Docs/zh-Hans/UIControl/isEnabled.md:14:23: error: incorrect argument labels"),
            "\(result.out)")
    }
}
