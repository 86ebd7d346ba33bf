import ControlSpecCLI
import Foundation
import Testing

/// The walkthrough of PROTOCOL.md: its driver is the shipped one, in both languages, and it passes cases.
@Suite struct WalkthroughTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let driver = root.appendingPathComponent("conformance/implementations/minimal/driver.py")

    /// The first Python block after the walkthrough's heading.
    static func walkthroughCode(in document: String, heading: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let section = try #require(text.range(of: heading))
        let start = try #require(text.range(of: "```python\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```\n", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test(arguments: [
        ("conformance/PROTOCOL.md", "## Walkthrough: from nothing to a first PASS"),
        ("conformance/PROTOCOL.zh-Hans.md", "## 演练：从零到第一个 PASS"),
    ])
    func theDocumentShowsTheShippedDriverWhole(document: String, heading: String) throws {
        let shipped = try String(contentsOf: Self.driver, encoding: .utf8)
        #expect(try Self.walkthroughCode(in: document, heading: heading) == shipped)
        #expect(shipped.split(separator: "\n").count <= 120, "the walkthrough's driver should stay about 100 lines")
    }

    @Test func theDriverPassesEveryCaseItAnnouncesTheMembersOf() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(3)])
        let result = await project.run(
            "run", "--impl", "exec:python3 \(Self.driver.path)", "--strict", "--results", "results.json")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(try statuses(project) == ["case-1": "PASS", "case-2": "PASS", "case-3": "PASS"])
        #expect(result.out.contains("minimal: 0 unexpected results"))
    }
}

/// The recorders are the kit's: a case's `ActionRecorder` and `EventRecorder` record what the Python
/// implementation sends them.
@Suite struct KitHarnessTests {
    static let python = WalkthroughTests.root.appendingPathComponent("conformance/implementations/python/controls.py")

    @Test func theKitsRecordersRecordWhatThePythonImplementationSends() async throws {
        let page = """
            # `UIControl.isEnabled`

            Whether the control responds to touches.

            ## Discussion

            ```swift case recorded-by-the-kit evidence=documented source=UIButton.h since=15.0
            let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let recorder = ActionRecorder()
            let events = EventRecorder(observing: control)
            control.addTarget(recorder, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)
            tap(control)
            #expect(recorder.actions == ["handle:"])
            #expect(recorder.senders.first === control)
            #expect(events.names == ["touchDown", "touchUpInside"])
            #expect(control.allTargets.contains(recorder))
            control.isEnabled = false
            tap(control)
            #expect(recorder.count == 1)
            ```
            """
        let registry = try String(
            contentsOf: WalkthroughTests.root.appendingPathComponent("conformance/registry.json"), encoding: .utf8)
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": page], registry: registry)
        let result = await project.run(
            "run", "--impl", "exec:python3 \(Self.python.path)", "--strict", "--results", "results.json")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(try statuses(project) == ["recorded-by-the-kit": "PASS"])
    }
}
