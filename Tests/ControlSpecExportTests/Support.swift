import ControlSpecExport
import ControlSpecModel
import ControlSpecRunner
import ControlSpecTestSupport

/// A registry with the members the small corpus documents.
let exportRegistry = Registry(members: [
    .init(
        id: "UIControl.addTarget(_:action:for:)", className: "UIControl", kind: .method,
        name: "addTarget(_:action:for:)",
        swift: "func addTarget(_ target: Any?, action: Selector, for: UIControl.Event)",
        objc: "- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;",
        introduced: "2.0"),
    TestMembers.setTitle,
])

let addTargetPage = """
    # `UIControl.addTarget(_:action:for:)`

    Registers a target and an action.

    ## Parameters
    - `target`: The target.
    - `action`: The action.
    - `controlEvents`: The events.

    ## Discussion

    ```swift case tap-delivers-action evidence=documented source=UIButton.h
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)
    tap(control)
    #expect(recorder.actions == ["handle:"])
    ```
    """

let setTitlePage =
    TestPages.setTitleOpening + """
        ```swift case falls-back evidence=documented source=UIButton.h
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)

        let label = try #require(button.titleLabel)
        #expect(button.title(for: .highlighted) == "Play")
        ```

        ```swift case needs-fourteen evidence=documented source=UIButton.h since=16.0
        let button = UIButton(type: .custom)
        #expect(button.menu == nil)
        ```
        """

/// The small corpus: one UIControl page with a selector case, one UIButton page with two cases.
let exportCorpus = Corpus(
    files: TestDocs.files([
        ("en/UIControl/addTarget(__action_for_).md", addTargetPage),
        ("en/UIButton/setTitle(__for_).md", setTitlePage),
    ]),
    registry: exportRegistry)

/// The corpus's cases as the exporter receives them, with their names.
let exportCases = exportCorpus.plannedCases()
let exportNaming = TestNaming(qualifiedIDs: exportCases.map(\.qualifiedID))

/// The planned case with this qualified ID.
func plannedCase(_ qualifiedID: String) -> PlannedCase {
    exportCases.first { $0.qualifiedID == qualifiedID }!
}

/// A run's metadata for results made in tests.
func runInfo(_ implementation: String) -> RunInfo {
    RunInfo(
        implementation: implementation, implementationVersion: "1", kitVersion: "0.1.0", date: "2025-01-31T12:00:00Z",
        hostName: "test")
}

/// A result with only the fields comparisons read.
func result(_ qualifiedID: String, _ status: CaseStatus, failures: [String] = []) -> CaseResult {
    let caseID = String(qualifiedID.split(separator: "#").last ?? "")
    return CaseResult(
        qualifiedID: qualifiedID, caseID: caseID, member: String(qualifiedID.split(separator: "#").first ?? ""),
        className: "UIControl", english: FileLine(path: "Docs/en/\(caseID).md", line: 3), chinese: nil,
        status: status, expected: status == .pass, expectedStatus: .pass, durationMs: 1,
        failures: failures.map { FailureDetail(message: $0) })
}
