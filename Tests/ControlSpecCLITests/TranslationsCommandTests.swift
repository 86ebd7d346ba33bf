import ControlSpecCLI
import Foundation
import Testing

/// `controlspec translations` and `docs.translation.outdated` on a copy of the shipped Docs/.
@Suite struct TranslationsCommandTests {
    static func run(_ arguments: [String], in root: URL) async -> (status: Int32, out: String) {
        let context = CommandContext.capturing(workingDirectory: root)
        let status = await ControlSpecMain.main(arguments: arguments, context: context)
        return (status, context.standardOutput + context.standardError)
    }

    @Test func theShippedTranslationsAreUpToDateAndAnEnglishEditIsFollowedUntilReviewed() async throws {
        let root = try GlossaryLintTests.copyOfTheProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let shipped = await Self.run(["translations"], in: root)
        #expect(shipped.out.contains(" 0 outdated, 0 not recorded, 0 missing"), "\(shipped.out)")

        let english = root.appendingPathComponent("Docs/en/UIButton/Configuration.titlePadding.md")
        let text = try String(contentsOf: english, encoding: .utf8)
        // An added sentence changes the Discussion whatever its current wording.
        let edited = text.replacingOccurrences(
            of: "## Discussion\n\n", with: "## Discussion\n\nA sentence the translator has not seen.\n\n")
        #expect(edited != text)
        try edited.write(to: english, atomically: true, encoding: .utf8)
        let lint = await Self.run(["lint"], in: root)
        #expect(lint.status == 0)
        #expect(
            lint.out.contains(
                "Docs/zh-Hans/UIButton/Configuration.titlePadding.md:"), "\(lint.out)")
        #expect(lint.out.contains("in 'Discussion' [docs.translation.outdated]"), "\(lint.out)")
        let listed = await Self.run(["translations"], in: root)
        #expect(listed.out.contains("outdated      UIButton.Configuration.titlePadding  since "), "\(listed.out)")
        #expect(listed.out.contains(": Discussion\n"))

        let marked = await Self.run(
            ["translations", "--mark-reviewed", "Docs/zh-Hans/UIButton/Configuration.titlePadding.md"], in: root)
        #expect(marked.status == 0)
        #expect(marked.out.contains("1 of 1 pages marked reviewed"), "\(marked.out)")
        let clean = await Self.run(["lint"], in: root)
        #expect(
            clean.out.hasSuffix("0 errors, 0 warnings\n") || clean.out.contains(": 0 errors, 0 warnings"),
            "\(clean.out)")
        #expect(!clean.out.contains("docs.translation"))
    }

    @Test func markingAnEnglishOrUnknownPageIsAUsageError() async throws {
        let root = try GlossaryLintTests.copyOfTheProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let english = await Self.run(
            ["translations", "--mark-reviewed", "Docs/en/UIButton/Configuration.titlePadding.md"], in: root)
        #expect(english.status == 64)
        #expect(english.out.contains("this is not a Chinese page; give its zh-Hans twin"), "\(english.out)")
        let unknown = await Self.run(["translations", "--mark-reviewed", "Docs/zh-Hans/UIButton/nothing.md"], in: root)
        #expect(unknown.status == 64)
        #expect(unknown.out.contains("no page of the docs folders is at this path"), "\(unknown.out)")
    }
}
