import ControlSpecCLI
import Foundation
import Testing

/// A driver that greets with the given member keys and answers every session, and nothing else.
func emptyDriver(in project: TemporaryProject, members: [String] = []) throws -> String {
    let list = members.map { "\"\($0)\"" }.joined(separator: ", ")
    let script = """
        import json, sys
        for line in sys.stdin:
            request = json.loads(line)
            if request["type"] == "hello":
                info = {"name": "empty", "version": "1", "supportedMembers": [\(list)]}
                print(json.dumps({"type": "hello", "protocol": 1, "implementation": info}), flush=True)
            elif request["type"] in ("newSession", "closeSession"):
                value = {"kind": "int", "value": 1} if request["type"] == "newSession" else {"kind": "void"}
                print(json.dumps({"type": "result", "id": request["id"], "value": value}), flush=True)
            elif request["type"] == "goodbye":
                break
        """
    let url = project.root.appendingPathComponent("empty_driver.py")
    try script.write(to: url, atomically: true, encoding: .utf8)
    return "exec:python3 \(url.path)"
}

/// The first run of an implementation that supports little: members it does not announce are gaps (UNSUPPORTED)
/// that do not fail the run unless `--strict`, and the run names what blocks the most cases.
@Suite struct FirstRunTests {
    @Test func unannouncedMembersAreUnsupportedAndDoNotFailTheRun() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(3)])
        let driver = try emptyDriver(in: project)
        let result = await project.run("run", "--impl", driver, "--results", "results.json")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(try statuses(project).values.allSatisfy { $0 == "UNSUPPORTED" })
        #expect(result.out.contains("members that block the most cases (3 unsupported):"), "\(result.out)")
        #expect(result.out.contains("  UIControl.init(frame:)  3 cases"), "\(result.out)")
        #expect(result.out.contains("controlspec update-expectations results.json"), "\(result.out)")
    }

    @Test func aStrictRunFailsOnUnsupportedResultsTheFileDoesNotList() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(2)])
        let driver = try emptyDriver(in: project)
        let strict = await project.run("run", "--impl", driver, "--strict", "--results", "results.json")
        #expect(strict.status == 1, "\(strict.out)\(strict.err)")
        #expect(strict.out.contains("UNSUPPORTED (expected PASS)"), "\(strict.out)")
        // Recorded in the expectations file, the gaps are expected even by a strict run.
        let path = "conformance/expectations/empty.json"
        #expect(await project.run("update-expectations", "results.json", "--expectations", path).status == 0)
        let again = await project.run("run", "--impl", driver, "--strict", "--expectations", path)
        #expect(again.status == 0, "\(again.out)\(again.err)")
    }
}

/// `controlspec report` writes the matrix where it says and counts what each implementation passed.
@Suite struct MatrixCommandTests {
    @Test func theMatrixIsWrittenAtThePrintedPathWithTotals() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(2)])
        #expect(await project.run("run", "--results", "reference.json").status == 0)
        let driver = try emptyDriver(in: project)
        #expect(await project.run("run", "--impl", driver, "--results", "empty.json").status == 0)
        let result = await project.run("report", "reference.json", "empty.json", "--out", "compat")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("  reference 0.1.0: 2/2 cases passed"), "\(result.out)")
        #expect(result.out.contains("  empty 1: 0/2 cases passed"), "\(result.out)")
        let printed = try #require(result.out.split(separator: "\n").first { $0.hasPrefix("matrix: ") })
        let path = String(printed.dropFirst("matrix: ".count))
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(html.contains(#"<td class="not-implemented">"#))
    }
}

/// `controlspec members` counts the cases of the docs that call each key.
@Suite struct MembersCommandTests {
    @Test func membersListsKeysWithShapesAndCaseCounts() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(3)])
        let text = await project.run("members")
        #expect(text.status == 0, "\(text.err)")
        #expect(
            text.out.contains("   3 cases  UIControl.isEnabled=  (receiver, _: bool) -> void  iOS 2.0"), "\(text.out)")
        let json = await project.run("members", "--json")
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        let state = try #require(entries.first { $0["key"] as? String == "UIControl.State.disabled" })
        #expect(state["cases"] as? Int == 3)
        #expect((state["result"] as? [String: String])?["wire"] == "options UIControl.State")
        #expect(state["rawValue"] as? Int == 2)
        #expect(
            text.out.contains("UIControl.State.disabled  () -> options UIControl.State  raw 2  iOS 15.0"), "\(text.out)"
        )
    }
}

/// `controlspec report` credits a member only with the cases that call it.
@Suite struct MatrixCreditTests {
    @Test func reportURLsAreOnePerResultsFileOrOneForAll() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(1)])
        _ = await project.run("run", "--results", "results.json")
        let twice = await project.run("report", "results.json", "--report-url", "a", "--report-url", "b")
        #expect(twice.status == 64)
        #expect(twice.err.contains("give --report-url once for every results file (1), or once for all of them"))
        let once = await project.run("report", "results.json", "results.json", "--report-url", "r", "--out", "m")
        #expect(once.status == 0, "\(once.err)")
    }

    @Test func aCaseThatDoesNotCallItsPagesMemberDoesNotCountForIt() async throws {
        let statePage = """
            # `UIControl.state`

            The state of the control.

            ## Discussion

            ```swift case only-enabled evidence=documented source=UIButton.h since=15.0
            let control = UIControl(frame: .zero)
            control.isEnabled = false
            #expect(!control.isEnabled)
            ```
            """
        let project = try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": pageWithCases(1), "en/UIControl/state.md": statePage,
        ])
        _ = await project.run("run", "--results", "results.json")
        let report = await project.run("report", "results.json", "--out", "compat")
        #expect(report.status == 0, "\(report.out)\(report.err)")
        let html = try String(
            contentsOf: project.root.appendingPathComponent("compat/compatibility.html"), encoding: .utf8)
        let stateRow = try #require(html.range(of: "UIControl.state</code>"))
        let rowEnd = try #require(html.range(of: "</tr>", range: stateRow.upperBound..<html.endIndex))
        #expect(html[stateRow.upperBound..<rowEnd.lowerBound].contains("No case calls it"))
        let enabledRow = try #require(html.range(of: "UIControl.isEnabled</code>"))
        let enabledEnd = try #require(html.range(of: "</tr>", range: enabledRow.upperBound..<html.endIndex))
        #expect(html[enabledRow.upperBound..<enabledEnd.lowerBound].contains("Full support"))
    }
}
