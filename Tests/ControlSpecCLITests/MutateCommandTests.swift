import ControlSpecCLI
import ControlSpecReport
import Foundation
import Testing

/// A small project: `UIControl.state` with two cases, which catch `selected-missing-from-state` and
/// `wrong-highlighted-raw-value` and nothing that needs touches.
private func stateProject() throws -> TemporaryProject {
    let registry = """
        {"formatVersion": 1, "sdk": "iOS 18", "members": [
          {"id": "UIControl.init(frame:)", "class": "UIControl", "kind": "initializer", "name": "init(frame:)",
           "swift": "init(frame: CGRect)", "objc": "- (instancetype)initWithFrame:(CGRect)frame;", "introduced": "2.0"},
          {"id": "UIControl.isSelected", "class": "UIControl", "kind": "property", "name": "isSelected",
           "swift": "var isSelected: Bool { get set }", "objc": "@property(nonatomic,getter=isSelected) BOOL selected;",
           "introduced": "2.0"},
          {"id": "UIControl.isHighlighted", "class": "UIControl", "kind": "property", "name": "isHighlighted",
           "swift": "var isHighlighted: Bool { get set }",
           "objc": "@property(nonatomic,getter=isHighlighted) BOOL highlighted;", "introduced": "2.0"},
          {"id": "UIControl.state", "class": "UIControl", "kind": "property", "name": "state",
           "swift": "var state: UIControl.State { get }", "objc": "@property(nonatomic,readonly) UIControlState state;",
           "introduced": "2.0"},
          {"id": "UIControl.State", "class": "UIControl", "kind": "type", "name": "State",
           "swift": "struct State : OptionSet", "objc": "typedef NS_OPTIONS(NSUInteger, UIControlState)",
           "introduced": "2.0"},
          {"id": "UIControl.State.highlighted", "class": "UIControl", "kind": "constant", "name": "highlighted",
           "swift": "static var highlighted: UIControl.State { get }", "objc": "UIControlStateHighlighted = 1 << 0",
           "introduced": "2.0", "parent": "UIControl.State", "rawValue": 1},
          {"id": "UIControl.State.selected", "class": "UIControl", "kind": "constant", "name": "selected",
           "swift": "static var selected: UIControl.State { get }", "objc": "UIControlStateSelected = 1 << 2",
           "introduced": "2.0", "parent": "UIControl.State", "rawValue": 4}
        ]}
        """
    func page(_ summary: String, _ discussion: String) -> String {
        """
        # `UIControl.state`

        \(summary)

        ## \(discussion)

        ```swift case selected-in-state evidence=documented source=UIButton.h
        let control = UIControl(frame: .zero)
        control.isSelected = true
        #expect(control.state == .selected)
        ```

        ```swift case highlighted-in-state evidence=documented source=UIButton.h
        let control = UIControl(frame: .zero)
        control.isHighlighted = true
        #expect(control.state == .highlighted)
        #expect(control.state.rawValue == 1)
        ```
        """
    }
    return try TemporaryProject(
        pages: [
            "en/UIControl/state.md": page("The state of the control.", "Discussion"),
            "zh-Hans/UIControl/state.md": page("控件的状态。", "讨论"),
        ], registry: registry)
}

@Suite struct MutateCommandTests {
    @Test func everyCountedVariantCaughtExitsZeroWithScoreAndTally() async throws {
        let project = try stateProject()
        let result = await project.run(
            "mutate", "--variant", "wrong-highlighted-raw-value", "--variant", "selected-missing-from-state")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("caught      wrong-highlighted-raw-value  by UIControl.state#highlighted-in-state"))
        #expect(lines[1].hasPrefix("caught      selected-missing-from-state  by UIControl.state#selected-in-state"))
        #expect(lines[2] == "mutation score: 2/2 (100%)")
        #expect(lines[3] == "2 passed, 0 failed")
    }

    @Test func aSurvivorExitsOneAndNamesTheBehaviourWithoutACase() async throws {
        let project = try stateProject()
        let result = await project.run(
            "mutate", "--variant", "selected-missing-from-state", "--variant", "highlight-kept-on-cancel")
        #expect(result.status == 1, "\(result.out)\(result.err)")
        #expect(result.out.contains("caught      selected-missing-from-state"))
        #expect(
            result.out.contains(
                "survived    highlight-kept-on-cancel     no case notices it; lacking a case: A cancelled touch"))
        #expect(result.out.hasSuffix("mutation score: 1/2 (50%)\n1 passed, 1 failed\n"))
    }

    @Test func memberFilterRestrictsCasesAndTheVariantsThatCount() async throws {
        let project = try stateProject()
        let result = await project.run(
            "mutate", "--member", "UIControl.isHighlighted", "--variant", "wrong-highlighted-raw-value")
        #expect(result.status == 64)
        #expect(result.err.contains("Error: no case matches --member 'UIControl.isHighlighted'"), "\(result.err)")
        let state = await project.run(
            "mutate", "--member", "UIControl.state", "--jobs", "1", "--variant", "wrong-highlighted-raw-value",
            "--variant", "selected-missing-from-state")
        #expect(state.status == 0, "\(state.out)\(state.err)")
        #expect(state.out.contains("caught      wrong-highlighted-raw-value"))
        #expect(
            state.out.contains(
                "not counted selected-missing-from-state  no selected case documents its members (UIControl.isSelected)"
            ))
        #expect(state.out.hasSuffix("mutation score: 1/1 (100%)\n1 passed, 0 failed\n"))
    }

    @Test func usageErrorsAndToolFailures() async throws {
        let project = try stateProject()
        let unknown = await project.run("mutate", "--variant", "no-such-variant")
        #expect(unknown.status == 64)
        #expect(
            unknown.err.contains("unknown variant 'no-such-variant'; the variants are: wrong-highlighted-raw-value"))
        #expect(await project.run("mutate", "--jobs", "0").status == 64)
        #expect(await project.run("mutate", "--bogus").status == 64)
        let missing = await project.run("mutate", "--docs", "Nowhere")
        #expect(missing.status == 2)
        #expect(missing.err.contains("the docs folder Nowhere does not exist"))
        let help = await project.run("mutate", "--help")
        #expect(help.status == 0)
        #expect(help.out.contains("--variant <NAME>"))
    }

    @Test func jsonAndReportAreWritten() async throws {
        let project = try stateProject()
        let result = await project.run(
            "mutate", "--variant", "selected-missing-from-state", "--variant", "highlight-kept-on-cancel", "--json",
            "out/mutation.json", "--report", "out/mutation")
        #expect(result.status == 1)
        let data = try Data(contentsOf: project.root.appendingPathComponent("out/mutation.json"))
        let summary = try MutationSummary(jsonData: data)
        #expect(summary.baseline == "reference")
        #expect(summary.caseCount == 2)
        #expect(summary.variants.map(\.name) == ["highlight-kept-on-cancel", "selected-missing-from-state"])
        #expect(summary.variants.map(\.verdict) == [.survived, .caught])
        #expect(summary.variants[1].catchingCases.map(\.qualifiedID) == ["UIControl.state#selected-in-state"])
        let folder = project.root.appendingPathComponent("out/mutation")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == [".controlspec-output", "index.html", "report.css", "report.js"])
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<code>mutation score: 1/2 (50%)</code>"))
        #expect(html.contains(#"href="../site/en/UIControl/state.html#selected-in-state""#))
        #expect(result.out.contains("report: "))
    }
}
