import ControlSpecCLI
import ControlSpecModel
import Foundation
import Testing

/// `controlspec lint` on a copy of the shipped Docs/ and its glossary.
@Suite struct GlossaryLintTests {
    /// A copy of Docs/ and conformance/ in a temporary folder, removed by the caller.
    static func copyOfTheProject() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-glossary-\(UUID())")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for folder in ["Docs", "conformance"] {
            try FileManager.default.copyItem(
                at: RealDocsTests.root.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
        }
        return copy
    }

    static func lint(_ root: URL) async -> (status: Int32, out: String) {
        let context = CommandContext.capturing(workingDirectory: root)
        let status = await ControlSpecMain.main(arguments: ["lint"], context: context)
        return (status, context.standardOutput)
    }

    @Test func theShippedPagesUseTheGlossaryAndAPlantedVariantIsFlagged() async throws {
        let root = try Self.copyOfTheProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let clean = await Self.lint(root)
        #expect(clean.status == 0)
        #expect(!clean.out.contains("docs.glossary"), "\(clean.out)")

        let page = root.appendingPathComponent("Docs/zh-Hans/UIControl/isEnabled.md")
        var text = try String(contentsOf: page, encoding: .utf8)
        text += "\n控件的框架不受影响，`框架` 与“框架”不算。\n"
        try text.write(to: page, atomically: true, encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let planted = await Self.lint(root)
        let warnings = planted.out.split(separator: "\n").filter { $0.contains("[docs.glossary.rejectedTerm]") }
        #expect(
            warnings == [
                "Docs/zh-Hans/UIControl/isEnabled.md:\(line):4: warning: '框架' is not the glossary's term for frame "
                    + "[docs.glossary.rejectedTerm]"
            ], "\(planted.out)")
        #expect(planted.out.contains("fix: write `frame`"))
    }

    @Test func aPlantedDriftOfEveryEnforcedTermIsFlaggedAtItsLine() async throws {
        let root = try Self.copyOfTheProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let glossaryText = try String(
            contentsOf: root.appendingPathComponent("Docs/glossary.md"), encoding: .utf8)
        let glossary = Glossary(markdown: glossaryText, path: "Docs/glossary.md")
        let spellings = glossary.terms.flatMap(\.rejected)
        #expect(glossary.terms.count > 80, "every list entry is a term")
        let page = root.appendingPathComponent("Docs/zh-Hans/UIControl/isEnabled.md")
        var text = try String(contentsOf: page, encoding: .utf8)
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).count
        text += spellings.map { "\n这里写 \($0) 作为测试。" }.joined() + "\n"
        try text.write(to: page, atomically: true, encoding: .utf8)
        let out = await Self.lint(root).out
        for (offset, spelling) in spellings.enumerated() {
            let at = "Docs/zh-Hans/UIControl/isEnabled.md:\(firstLine + offset + 1):5: warning: '\(spelling)'"
            #expect(out.contains(at), "not flagged: \(spelling)")
        }
    }

    @Test func englishAndHalfWidthPunctuationAreFlaggedInPagesAndFrameworkDocuments() async throws {
        let root = try Self.copyOfTheProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let planted = "\n控件忽略它,然后 This sentence was left in English 继续。测试套件不算，工具套件算。\n"
        var lines: [String: Int] = [:]
        for path in [
            "Docs/zh-Hans/UIControl/isEnabled.md", "Docs/CASES.zh-Hans.md", "Docs/FORMAT.zh-Hans.md",
            "conformance/PROTOCOL.zh-Hans.md",
        ] {
            let file = root.appendingPathComponent(path)
            var text = try String(contentsOf: file, encoding: .utf8)
            if !text.hasSuffix("\n") { text += "\n" }
            text += planted
            try text.write(to: file, atomically: true, encoding: .utf8)
            lines[path] = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
        let result = await Self.lint(root)
        for (path, line) in lines {
            #expect(result.out.contains("\(path):\(line):6: warning: half-width ',' after Chinese text"), "\(path)")
            #expect(
                result.out.contains(
                    "\(path):\(line):10: warning: an English sentence in Chinese prose: "
                        + "'This sentence was left in English'"), "\(path)")
            #expect(
                result.out.contains("\(path):\(line):56: warning: '套件' is not the glossary's term for kit"),
                "\(path)")
            #expect(!result.out.contains("\(path):\(line):49:"), "测试套件 is allowed")
        }
    }

    @Test func aBrokenTableRowNamesTheGlossaryFileAndLine() async throws {
        let root = try Self.copyOfTheProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let glossary = root.appendingPathComponent("Docs/glossary.md")
        var text = try String(contentsOf: glossary, encoding: .utf8)
        if !text.hasSuffix("\n") { text += "\n" }
        text += "| bounds | `bounds` |\n"
        try text.write(to: glossary, atomically: true, encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let result = await Self.lint(root)
        #expect(result.status == 1)
        #expect(
            result.out.contains("Docs/glossary.md:\(line):1: error: a glossary row needs four cells"), "\(result.out)")
    }
}
