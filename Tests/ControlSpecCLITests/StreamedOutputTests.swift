import ControlSpecCLI
import ControlSpecReport
import ControlSpecRunner
import Foundation
import Testing

/// Results, JUnit XML and the report are streamed to disk: the files hold what the library renders for
/// the results, whole, and nothing half-written is left behind.
@Suite struct StreamedOutputTests {
    static let pages = [
        "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
        "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
    ]

    func data(_ project: TemporaryProject, _ path: String) throws -> Data {
        try Data(contentsOf: project.root.appendingPathComponent(path))
    }

    @Test func runWritesWhatTheLibraryRendersAndReplacesLongerFilesWhole() async throws {
        let project = try TemporaryProject(pages: Self.pages)
        // Earlier outputs of the tool, longer than the new ones (only the tool's own files are replaced).
        #expect(await project.run("run", "--results", "results.json", "--junit", "junit.xml").status == 0)
        let padding = Data(repeating: UInt8(ascii: " "), count: 1 << 20)
        try (try data(project, "results.json") + padding).write(to: project.root.appendingPathComponent("results.json"))
        try (try data(project, "junit.xml") + padding).write(to: project.root.appendingPathComponent("junit.xml"))
        let result = await project.run(
            "run", "--results", "results.json", "--junit", "junit.xml", "--report", "out/report")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let json = try data(project, "results.json")
        let results = try RunResults(jsonData: json)
        #expect(results.cases.count == 1)
        #expect(json == results.jsonData())
        #expect(try data(project, "junit.xml") == JUnitReport.data(results))
        let html = String(decoding: try data(project, "out/report/index.html"), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.hasSuffix("</main>\n</body>\n</html>\n"))
        // The case's member has no problem, so its line is made from the report's part file.
        #expect(html.contains(#"data-member="UIControl.isEnabled""#))
        let part = String(decoding: try data(project, "out/report/cases/0.js"), as: UTF8.self)
        #expect(part.contains(#"["disabled-adds-state","#))
        let listed = try FileManager.default.contentsOfDirectory(atPath: project.root.path).sorted()
        #expect(listed == ["Docs", "conformance", "junit.xml", "out", "results.json"])
        let report = try FileManager.default.contentsOfDirectory(atPath: project.root.path + "/out/report").sorted()
        #expect(report == [".controlspec-output", "cases", "index.html", "report.css", "report.js"])
    }

    @Test func publishWritesWhatTheLibraryRendersForItsResults() async throws {
        let project = try TemporaryProject(pages: Self.pages)
        let result = await project.run("publish", "--out", "out")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let json = try data(project, "out/results.json")
        let results = try RunResults(jsonData: json)
        #expect(json == results.jsonData())
        #expect(try data(project, "out/junit.xml") == JUnitReport.data(results))
        let index = String(decoding: try data(project, "out/report/index.html"), as: UTF8.self)
        #expect(index.contains("<code>UIControl.isEnabled</code>"))
        #expect(index.hasSuffix("</html>\n"))
        #expect(try data(project, "out/report/report.js").count > 0)
    }

    @Test func aJUnitFileThatCannotBeWrittenIsAToolFailureAndLeavesNoTemporaryFile() async throws {
        let project = try TemporaryProject(pages: Self.pages)
        try FileManager.default.createDirectory(
            at: project.root.appendingPathComponent("taken/junit.xml"), withIntermediateDirectories: true)
        let result = await project.run("run", "--junit", "taken/junit.xml")
        #expect(result.status == 2)
        #expect(result.err.contains("taken/junit.xml is a folder"), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path + "/taken") == ["junit.xml"])
    }
}
