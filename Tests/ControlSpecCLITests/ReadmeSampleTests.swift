import ControlSpecCLI
import Foundation
import Testing

/// README.md's "A short session" stays true: each command it shows is run on the repository, and the last line it
/// prints is the last line the README shows for it.
@Suite struct ReadmeSampleTests {
    /// A command of the sample and the last line the README shows for it.
    struct Step: CustomStringConvertible {
        var arguments: [String]
        var lastLine: String
        var description: String { "controlspec " + arguments.joined(separator: " ") }
    }

    /// The commands of the first text block after `## A short session`, each with the last line shown after it.
    static func sample() throws -> [Step] {
        let readme = try String(contentsOf: WalkthroughTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## A short session"), "README.md has no \"A short session\"")
        let start = try #require(readme.range(of: "```text\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        var steps: [Step] = []
        for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("$ swift run controlspec ") {
                let words = line.dropFirst("$ swift run controlspec ".count).split(separator: " ").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: "'"))
                }
                steps.append(Step(arguments: words, lastLine: ""))
            } else if !line.isEmpty, !steps.isEmpty {
                steps[steps.count - 1].lastLine = String(line)
            }
        }
        return steps
    }

    @Test func theSampleShowsWhatTheCommandsPrintLast() async throws {
        let steps = try Self.sample()
        #expect(steps.count >= 3, "the sample should show a few commands")
        for step in steps {
            let context = CommandContext.capturing(workingDirectory: WalkthroughTests.root)
            let status = await ControlSpecMain.main(arguments: step.arguments, context: context)
            #expect(status == 0, "\(step) exited \(status): \(context.standardError)")
            let printed = context.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
            #expect(
                printed == step.lastLine,
                "README.md's sample shows \"\(step.lastLine)\" after `\(step)`, which now prints \"\(printed)\"")
        }
    }
}
