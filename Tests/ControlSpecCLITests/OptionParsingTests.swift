import ControlSpecCLI
import Foundation
import Testing

/// A command's options, declared as the commands declare theirs.
private enum Sample {
    enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    static let jobs = Option("--jobs", value: "N", help: "Cases run at once.", kind: .positive, default: 2)
    static let timeout = Option(
        "--timeout", value: "SECONDS", help: "Per-case time limit.", kind: .positiveSeconds, default: 10.0)
    static let out = Option("--out", value: "DIR", help: "The folder to write.", kind: .path, default: "_site")
    static let format = Option(
        "--format", value: "text|json", help: "Output format.", kind: .choice, default: Format.text)
    static let baseline: Option<String?> = Option("--baseline", value: "FILE", help: "Compare with it.", kind: .path)
    static let include = RepeatedOption("--include", value: "NAME", help: "Only these.", kind: .text)
    static let verbose = Flag("--verbose", help: "Say more.")

    static let configuration = CommandConfiguration(
        name: "sample", abstract: "A sample.", arguments: [ArgumentSpec("input", help: "The input.")],
        options: [jobs, timeout, out, format, baseline, include, verbose])

    static func parse(_ arguments: String...) throws(UsageError) -> ParsedArguments {
        try ParsedArguments.parse(arguments, for: configuration)
    }

    static func usageError(_ arguments: String...) -> String? {
        do {
            _ = try ParsedArguments.parse(arguments, for: configuration)
            return nil
        } catch {
            return error.message
        }
    }
}

@Suite struct OptionParsingTests {
    @Test func eachKindIsReadAsItsType() throws {
        let parsed = try Sample.parse(
            "--jobs", "4", "--timeout=0.5", "--out", "build/out", "--format", "json", "--baseline", "old.json",
            "--include", "a", "--verbose", "input.md", "--include", "b")
        #expect(parsed[Sample.jobs] == 4)
        #expect(parsed[Sample.timeout] == 0.5)
        #expect(parsed[Sample.out] == "build/out")
        #expect(parsed[Sample.format] == .json)
        #expect(parsed[Sample.baseline] == "old.json")
        #expect(parsed[Sample.include] == ["a", "b"])
        #expect(parsed[Sample.verbose])
        #expect(parsed.positional == ["input.md"])
    }

    @Test func anOptionNotGivenReadsAsTheDefaultItsDeclarationShows() throws {
        let parsed = try Sample.parse()
        #expect(parsed[Sample.jobs] == Sample.jobs.defaultValue)
        #expect(parsed[Sample.jobs] == 2)
        #expect(parsed[Sample.timeout] == 10)
        #expect(parsed[Sample.out] == "_site")
        #expect(parsed[Sample.format] == .text)
        #expect(parsed[Sample.baseline] == nil)
        #expect(parsed[Sample.include].isEmpty)
        #expect(!parsed[Sample.verbose])
        let help = HelpFormatter.help(Sample.configuration)
        for line in [
            "--jobs <N>              Cases run at once. (default: 2)",
            "--timeout <SECONDS>     Per-case time limit. (default: 10)",
            "--out <DIR>             The folder to write. (default: _site)",
            "--format <text|json>    Output format. (default: text)",
            "--baseline <FILE>       Compare with it.\n",
            "-h, --help              Show help information.",
        ] {
            #expect(help.contains(line), "\(help)")
        }
    }

    @Test func aBadValueIsAUsageErrorNamingTheOptionAndWhatItExpects() {
        #expect(
            Sample.usageError("--jobs", "x") == "invalid value 'x' for '--jobs <N>': expected a positive whole number")
        #expect(
            Sample.usageError("--jobs", "0") == "invalid value '0' for '--jobs <N>': expected a positive whole number")
        #expect(
            Sample.usageError("--timeout", "-1")
                == "invalid value '-1' for '--timeout <SECONDS>': expected a positive number of seconds")
        #expect(Sample.usageError("--out=") == "invalid value '' for '--out <DIR>': expected a path")
        #expect(
            Sample.usageError("--format", "xml")
                == "invalid value 'xml' for '--format <text|json>': expected one of text, json")
        #expect(Sample.usageError("--jobs", "2", "--jobs", "3") == "'--jobs' given more than once")
        #expect(Sample.usageError("--jobs") == "missing value for '--jobs <N>'")
        #expect(Sample.usageError("--verbose=yes") == "'--verbose' takes no value")
    }

    @Test func dashHIsHelp() throws {
        #expect(try Sample.parse("-h")[CommandConfiguration.help])
        #expect(try Sample.parse("--help")[CommandConfiguration.help])
        #expect(try !Sample.parse("input.md")[CommandConfiguration.help])
    }

    @Test func aRequiredOptionNamesItselfWhenMissing() throws {
        #expect(throws: UsageError("missing '--baseline <FILE>'")) { try Sample.parse().required(Sample.baseline) }
        #expect(try Sample.parse("--baseline", "a.json").required(Sample.baseline) == "a.json")
    }
}

@Suite struct CommandLineHelpTests {
    @Test(arguments: [
        ["run", "--jobs", "x"], ["run", "--timeout", "-1"], ["run", "--shard", "3/2"], ["mutate", "--jobs", "x"],
        ["lint", "--format", "xml"],
    ])
    func aBadValueExitsWith64NamingTheOption(arguments: [String]) async throws {
        let project = try TemporaryProject()
        let result = await project.run(arguments)
        #expect(result.status == 64)
        #expect(result.err.contains("Error: invalid value '\(arguments[2])' for '\(arguments[1]) <"), "\(result.err)")
        #expect(result.err.contains(": expected "), "\(result.err)")
        #expect(result.err.contains("Usage: controlspec \(arguments[0])"), "\(result.err)")
        #expect(result.out.isEmpty, "nothing runs: \(result.out)")
    }

    @Test func everyCommandDeclaresEachOptionOnce() {
        for command in ControlSpecMain.commands {
            let names = command.configuration.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.configuration.name): \(names)")
        }
    }

    @Test func dashHShowsEachCommandsHelp() async throws {
        let project = try TemporaryProject()
        for name in ControlSpecMain.commands.map({ $0.configuration.name }) {
            let short = await project.run(name, "-h")
            let long = await project.run(name, "--help")
            #expect(short.status == 0, "\(name): \(short.err)")
            #expect(short.out.contains("USAGE: controlspec \(name)"), "\(name): \(short.out)")
            #expect(short.out == long.out)
        }
        let root = await project.run("-h")
        #expect(root.status == 0)
        #expect(root.out.contains("SUBCOMMANDS:"))
    }

    @Test func helpOfASubcommandIsThatCommandsHelp() async throws {
        let project = try TemporaryProject()
        let help = await project.run("help", "run")
        #expect(help.status == 0)
        #expect(help.out.contains("OVERVIEW: Run the conformance cases against an implementation."), "\(help.out)")
        #expect(help.out.contains("--timeout <SECONDS>     Per-case time limit. (default: 10)"), "\(help.out)")
        #expect(help.out == (await project.run("run", "--help")).out)
        let root = await project.run("help")
        #expect(root.status == 0)
        #expect(root.out == (await project.run("--help")).out)
        #expect(root.out.contains("See 'controlspec help <subcommand>' for details."))
    }

    /// A reader learns from `publish -h` where the docsets are and how to subscribe to them.
    @Test func publishHelpNamesTheDocsetsTheirArchivesAndFeeds() async throws {
        let project = try TemporaryProject()
        let help = await project.run("publish", "-h")
        #expect(help.status == 0)
        for text in ["docsets/", ".tgz", "ControlSpec.xml", "Add feed", "--feed-url <URL>"] {
            #expect(help.out.contains(text), "publish -h does not mention \(text): \(help.out)")
        }
    }

    @Test func helpOfAnUnknownSubcommandIsAUsageErrorWithASuggestion() async throws {
        let project = try TemporaryProject()
        let typo = await project.run("help", "rnu")
        #expect(typo.status == 64)
        #expect(typo.err.contains("Error: unknown subcommand 'rnu'; did you mean 'run'?"), "\(typo.err)")
        #expect(typo.out.isEmpty)
        let unknown = await project.run("help", "nosuch")
        #expect(unknown.status == 64)
        #expect(unknown.err.contains("Error: unknown subcommand 'nosuch'\n"), "\(unknown.err)")
        #expect(await project.run("help", "run", "lint").status == 64)
        let direct = await project.run("pubilsh")
        #expect(direct.status == 64)
        #expect(direct.err.contains("did you mean 'publish'?"), "\(direct.err)")
    }

    @Test func theHelpShowsTheDefaultsTheCommandsUse() async throws {
        let project = try TemporaryProject()
        let site = await project.run("site", "--help")
        #expect(site.out.contains("--out <DIR>             The folder to write. (default: _site/site)"), "\(site.out)")
        // The site command writes into the folder its help names when no --out is given.
        let written = await project.run("site")
        #expect(written.status == 0, "\(written.out)\(written.err)")
        #expect(
            FileManager.default.fileExists(atPath: project.root.appendingPathComponent("_site/site/index.html").path))
    }
}
