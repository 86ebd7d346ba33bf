import ControlSpecModel
import Foundation

/// `controlspec coverage`: which registry members have pages and cases.
enum CoverageCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "coverage",
        abstract: "Show which registry members have English and Chinese pages and how many cases.",
        options: SharedOptions.corpus + [json])

    static let json = Flag("--json", help: "Print the coverage as stable JSON.")

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let workspace = try Workspace.load(arguments, context: context)
        let coverage = Coverage(corpus: workspace.corpus)
        if arguments[Self.json] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            context.outJSON(String(decoding: try encoder.encode(coverage), as: UTF8.self))
            return ExitStatus.success
        }
        var lines: [String] = []
        for entry in coverage.entries {
            let en = entry.english ? "en" : "--"
            let zh = entry.chinese ? "zh" : "--"
            let since = entry.introduced.map { "iOS \($0)" } ?? ""
            lines.append("\(en) \(zh) \(String(format: "%3d", entry.cases)) cases  \(entry.id)  \(since)")
        }
        let totals = coverage.totals
        lines.append(
            "\(totals.members) members: \(totals.english) in English, \(totals.chinese) in Chinese, "
                + "\(totals.both) in both; \(totals.cases) cases, \(totals.withCases) members with cases")
        context.out(lines.joined(separator: "\n"))
        return ExitStatus.success
    }
}
