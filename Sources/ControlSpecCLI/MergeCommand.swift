import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation

/// `controlspec merge`: the results files of the shards of one run, as one run.
enum MergeCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "merge",
        abstract: "Merge the results files of 'run --shard I/N' into one run (results, JUnit, report).",
        discussion: """
            The shards must be of one implementation, kit version and commit, and together hold each of the
            N parts once: a missing or repeated shard is an error naming it. Prints the tally of the whole
            run; exit status 0 when every result was expected, 1 otherwise, 2 when the shards do not merge.
            """,
        arguments: [ArgumentSpec("shards", help: "The results file of each shard.", variadic: true)],
        options: SharedOptions.corpus + [RunCommand.results, RunCommand.junit, RunCommand.report, RunCommand.siteURL])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        guard !arguments.positional.isEmpty else { throw UsageError("give the results file of each shard") }
        let parts = try arguments.positional.map { path in
            ShardMerge.Part(name: path, results: try ResultsFile.read(path, context: context))
        }
        let results = try merged(parts)
        for result in results.cases where !result.expected {
            context.out(RunCommand.describe(result))
        }
        let unexpected = results.unexpected.count
        context.out(
            "\(results.run.implementation): \(parts.count) shards, \(results.cases.count) case\(results.cases.count == 1 ? "" : "s"), "
                + "\(unexpected) unexpected result\(unexpected == 1 ? "" : "s")")
        context.out(results.tally.line)
        try RunCommand.writeOutputs(results, arguments: arguments, context: context) {
            try corpus(arguments, context: context)
        }
        return results.exitCode
    }

    /// The shards as one run; a tool failure (exit status 2) naming the shard when they do not merge.
    static func merged(_ parts: [ShardMerge.Part]) throws -> RunResults {
        do {
            return try ShardMerge.merge(parts)
        } catch {
            throw ToolFailure(description: error.description)
        }
    }

    /// The pages, for the report's case code and evidence, when the docs folder is there (a merge job may
    /// have only the results files, and its report then names each case's file and line).
    private static func corpus(_ arguments: ParsedArguments, context: CommandContext) throws -> Corpus? {
        var isDirectory: ObjCBool = false
        let docs = context.url(SharedOptions.docsFolders(arguments)[0])
        guard FileManager.default.fileExists(atPath: docs.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        return try Workspace.load(arguments, context: context).corpus
    }
}
