import ControlSpecExport
import ControlSpecModel
import ControlSpecRunner
import ControlSpecTestSupport
import Testing

/// Closures, the conditional operator, `if`/`else` and structure write-back leave the exporter as
/// written: they are Swift, so the exported test compiles them as UIKit code does.
@Suite("Exported modern constructs")
struct ModernConstructsExportTests {
    static let code = """
        var count = 0
        var config = UIButton.Configuration.filled()
        config.contentInsets.leading = 4
        let button = UIButton(configuration: config, primaryAction: UIAction(title: "Play") { _ in count += 1 })
        button.configuration?.title = "Pause"
        button.configurationUpdateHandler = { button in
            if button.isSelected {
                button.configuration?.title = count > 1 ? "Again" : "Pause"
            } else {
                button.configuration?.title = "Play"
            }
        }
        let recorder = ActionRecorder()
        button.addTarget(recorder, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)
        #expect(count == 0)
        """

    static let page = """
        # `UIControl.addTarget(_:action:for:)`

        Registers a target and an action.

        ## Parameters
        - `target`: The target.
        - `action`: The action.
        - `controlEvents`: The events.

        ## Discussion

        ```swift case modern evidence=inferred
        \(code)
        ```
        """

    @Test("Both variants keep the closures, branches and write-backs verbatim; only #selector is rewritten")
    func closuresAreExportedVerbatim() throws {
        let corpus = Corpus(
            files: TestDocs.files([("en/UIControl/addTarget(__action_for_).md", Self.page)]), registry: exportRegistry)
        let planned = try #require(corpus.plannedCases().first)
        let exporter = SuiteExporter(
            cases: [planned], naming: TestNaming(qualifiedIDs: [planned.qualifiedID]),
            controlSpecPackagePath: "/src/ControlSpec")
        let function = exporter.testFunction(for: planned.english)
        let indented = Self.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            .joined(separator: "\n")
        let uikit = indented
        let reference = indented.replacingOccurrences(
            of: "#selector(ActionRecorder.handle(_:))", with: "Selector(\"handle:\")")
        #expect(
            function.contains("    #if canImport(UIKit)\n" + uikit + "\n    #else\n" + reference + "\n    #endif\n"))
    }
}
