import Foundation
import Testing

/// Text that came from outside the tool (page file names, case IDs, messages) cannot colour, clear, retitle or
/// reorder the terminal: control characters and bidirectional overrides are printed escaped, in every command.
@Suite struct TerminalEscapingTests {
    static let hostile = ["\u{1B}[2J", "\u{07}", "\u{202E}", "\u{9B}"]

    private func project() throws -> TemporaryProject {
        let english = TemporaryProject.englishPage.replacingOccurrences(
            of: "swift case disabled-adds-state", with: "swift case clear\u{1B}[2J-\u{202E}rtl\u{07}")
        return try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": english,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
            "en/UIControl/bell\u{07}\u{1B}]0;title\u{07}.md": "no title here\n",
        ])
    }

    @Test func lintAndRunPrintHostileFileNamesAndCaseIDsEscaped() async throws {
        let project = try project()
        for arguments in [["lint"], ["run"], ["lint", "--format", "json"], ["coverage"], ["site", "--out", "s"]] {
            let result = await project.run(arguments)
            let printed = result.out + result.err
            for raw in Self.hostile {
                #expect(!printed.contains(raw), "\(arguments) printed \(raw.unicodeScalars.map(\.value)): \(printed)")
            }
            if arguments != ["coverage"] {
                #expect(printed.contains("bell\\u{7}") || printed.contains("bell\\u0007"), "\(arguments): \(printed)")
            }
        }
        let lint = await project.run("lint")
        #expect(lint.out.contains("clear\\u{1B}[2J-\\u{202E}rtl\\u{7}"), "\(lint.out)")
        let json = await project.run("lint", "--format", "json")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.out.utf8))
        #expect("\(decoded)".contains("rtl"))
    }
}
