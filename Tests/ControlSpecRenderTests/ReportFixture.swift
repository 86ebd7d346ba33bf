import CaseLanguage
import ControlSpecModel
import ControlSpecRunner
import ControlSpecTestSupport
import Foundation

/// A small run and the corpus it came from: a failure with captured values, a pass, an unexpected pass,
/// a skip, and text that must be escaped.
enum ReportFixture {
    static let registry = Registry(members: [
        TestMembers.control, TestMembers.isEnabled, TestMembers.button, TestMembers.title,
    ])

    static let titleCases = """
        ```swift case falls-back evidence=documented source=UIButton.h
        let button = UIButton(type: .custom)
        button.setTitle("<Play>", for: .normal)
        #expect(button.title(for: .highlighted) == "<Play>")
        ```

        ```swift case keeps-normal evidence=documented source=UIButton.h
        let button = UIButton(type: .custom)
        #expect(button.title(for: .normal) == nil)
        ```
        """

    static let enabledCases = """
        ```swift case disabled-ignores-touches evidence=documented source=UIButton.h
        let control = UIControl()
        control.isEnabled = false
        #expect(!control.isEnabled)
        ```

        ```swift case needs-ios-99 evidence=documented source=UIButton.h since=99.0
        let control = UIControl()
        #expect(control.isEnabled)
        ```
        """

    static let corpus = Corpus(
        files: TestDocs.files([
            ("en/UIButton/title(for_).md", "# `UIButton.title(for:)`\n\nThe title.\n\n## Discussion\n\n" + titleCases),
            ("zh-Hans/UIButton/title(for_).md", "# `UIButton.title(for:)`\n\n标题。\n\n## 讨论\n\n" + titleCases),
            ("en/UIControl/isEnabled.md", "# `UIControl.isEnabled`\n\nEnabled.\n\n## Discussion\n\n" + enabledCases),
            ("zh-Hans/UIControl/isEnabled.md", "# `UIControl.isEnabled`\n\n启用。\n\n## 讨论\n\n" + enabledCases),
        ]),
        registry: registry)

    static let run = RunInfo(
        implementation: "reference", implementationVersion: "0.1.0", kitVersion: "0.1.0", gitCommit: "0123abc",
        date: "2025-01-31T12:00:00Z", hostName: "builder", shard: nil)

    static func english(_ page: String, _ line: Int) -> FileLine { FileLine(path: "Docs/en/" + page, line: line) }
    static func chinese(_ page: String, _ line: Int) -> FileLine { FileLine(path: "Docs/zh-Hans/" + page, line: line) }

    static let results = RunResults(
        run: run,
        cases: [
            CaseResult(
                qualifiedID: "UIButton.title(for:)#falls-back", caseID: "falls-back", member: "UIButton.title(for:)",
                className: "UIButton", english: english("UIButton/title(for_).md", 7),
                chinese: chinese("UIButton/title(for_).md", 7), status: .fail, expected: false, expectedStatus: .pass,
                durationMs: 1.25,
                failures: [
                    FailureDetail(
                        message: #"expectation failed: button.title(for: .highlighted) == "<Play>""#,
                        location: SourceLocation(path: "Docs/en/UIButton/title(for_).md", line: 10, column: 1),
                        expression: #"button.title(for: .highlighted) == "<Play>""#,
                        values: [
                            CapturedValue(expression: "button.title(for: .highlighted)", value: "nil"),
                            CapturedValue(expression: #""<Play>""#, value: #""<Play>""#),
                        ])
                ]),
            CaseResult(
                qualifiedID: "UIButton.title(for:)#keeps-normal", caseID: "keeps-normal",
                member: "UIButton.title(for:)", className: "UIButton", english: english("UIButton/title(for_).md", 13),
                chinese: chinese("UIButton/title(for_).md", 13), status: .pass, expected: true, expectedStatus: .pass,
                durationMs: 0.5),
            CaseResult(
                qualifiedID: "UIControl.isEnabled#disabled-ignores-touches", caseID: "disabled-ignores-touches",
                member: "UIControl.isEnabled", className: "UIControl", english: english("UIControl/isEnabled.md", 7),
                chinese: chinese("UIControl/isEnabled.md", 7), status: .pass, expected: false, expectedStatus: .fail,
                durationMs: 12),
            CaseResult(
                qualifiedID: "UIControl.isEnabled#needs-ios-99", caseID: "needs-ios-99", member: "UIControl.isEnabled",
                className: "UIControl", english: english("UIControl/isEnabled.md", 13), chinese: nil, status: .skip,
                expected: true, expectedStatus: .skip, durationMs: 0,
                skipReason: "needs iOS 99.0; reference models iOS 18.0"),
        ])
}
