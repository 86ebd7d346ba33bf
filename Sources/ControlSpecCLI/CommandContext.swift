import ControlSpecModel
import ControlSpecProcess
import Foundation
import Synchronization

/// Where a command writes and reads: the real terminal, or buffers in tests.
package final class CommandContext: Sendable {
    /// What a capturing context was given: standard output, then standard error.
    private let buffers = Mutex((out: "", err: ""))
    private let capture: Bool
    /// True when standard output is a terminal (diagnostics then get source context).
    package let isTerminal: Bool
    /// The folder relative paths are resolved against.
    package let workingDirectory: URL

    /// A context that writes to the process's standard output and error.
    package static func standard() -> CommandContext {
        CommandContext(
            capture: false, isTerminal: isatty(STDOUT_FILENO) == 1,
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// A context that keeps output in memory, for tests.
    package static func capturing(workingDirectory: URL, isTerminal: Bool = false) -> CommandContext {
        CommandContext(capture: true, isTerminal: isTerminal, workingDirectory: workingDirectory)
    }

    init(capture: Bool, isTerminal: Bool, workingDirectory: URL) {
        self.capture = capture
        self.isTerminal = isTerminal
        self.workingDirectory = workingDirectory
    }

    /// Prints a line. What the tool prints holds text from outside it (page file names, case IDs, messages and
    /// values from implementations), so every line is printed as ``VisibleText`` shows it: control characters
    /// and bidirectional overrides escaped, never acting on the terminal.
    package func out(_ text: String) { write(VisibleText.escaped(text), error: false) }
    package func err(_ text: String) { write(VisibleText.escaped(text), error: true) }
    /// Prints a JSON document, whose strings hold the same outside text: the characters ``VisibleText`` escapes
    /// and JSON's encoders leave as they are become JSON escapes (`\u202E`), so the document reads back the same.
    package func outJSON(_ json: String) { write(VisibleText.jsonEscaped(json), error: false) }

    /// What was written to standard output (capturing contexts only).
    package var standardOutput: String { buffers.withLock { $0.out } }
    package var standardError: String { buffers.withLock { $0.err } }

    private func write(_ text: String, error: Bool) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        if capture {
            buffers.withLock {
                if error { $0.err += line } else { $0.out += line }
            }
        } else {
            Self.writeOrEnd(Array(line.utf8), to: error ? STDERR_FILENO : STDOUT_FILENO)
        }
    }

    /// Writes every byte, or ends the process when the reader has gone (`controlspec run | head`): there is no one
    /// left to tell, and the run's children and half-written outputs are cleaned up as for a signal.
    private static func writeOrEnd(_ bytes: [UInt8], to descriptor: Int32) {
        do {
            try bytes.withUnsafeBytes { try StreamedFile.writeAll($0, to: descriptor) }
        } catch let error as POSIXError where error.code == .EPIPE {
            TerminationCleanup.endForClosedOutput()
        } catch {
            // Any other failure of standard output or error leaves nowhere to report it.
        }
    }

    /// Resolves a path given on the command line.
    package func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
    }
}

/// A subcommand of `controlspec`.
package protocol CLICommand {
    static var configuration: CommandConfiguration { get }
    /// Runs with parsed arguments; returns an ``ExitStatus``. Usage problems are thrown.
    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32
}

/// The entry point: `controlspec <subcommand> [options]`.
package enum ControlSpecMain {
    /// Every subcommand, in help order.
    package static var commands: [any CLICommand.Type] {
        [
            LintCommand.self, CoverageCommand.self, TranslationsCommand.self, MembersCommand.self, RunCommand.self,
            SiteCommand.self, DocsetCommand.self,
            PublishCommand.self, PreviewCommand.self,
            MergeCommand.self, ReportCommand.self, UpdateExpectationsCommand.self,
            ExportTestsCommand.self, ImportResultsCommand.self, MutateCommand.self,
        ]
    }

    static let overview = CommandConfiguration(
        name: "", abstract: "A documentation-driven reference and conformance kit for UIControl and UIButton.")

    /// Runs the tool with `arguments` (without the program name), writing to `context`.
    package static func main(arguments: [String], context: CommandContext = .standard()) async -> Int32 {
        guard let name = arguments.first else {
            context.out(rootHelp())
            return ExitStatus.usage
        }
        switch name {
        case "--help", "-h":
            context.out(rootHelp())
            return ExitStatus.success
        case "help":
            return help(Array(arguments.dropFirst()), context: context)
        case "--version":
            context.out(ControlSpecVersion.current)
            return ExitStatus.success
        default:
            break
        }
        guard let command = command(named: name) else {
            context.err("Error: \(unknownSubcommand(name))\n\(rootUsage())")
            return ExitStatus.usage
        }
        return await run(command, arguments: Array(arguments.dropFirst()), context: context)
    }

    /// Parses `arguments` for `command` and runs it: its help with `-h`, exit status 64 with the usage line on a
    /// usage error, 2 on any other failure. A tool of its own (`controlspec-bench`) is one command with `toolName`.
    package static func run(
        _ command: any CLICommand.Type, arguments: [String], toolName: String = "controlspec",
        context: CommandContext
    ) async -> Int32 {
        let configuration = command.configuration
        do {
            let parsed = try ParsedArguments.parse(arguments, for: configuration)
            if parsed[CommandConfiguration.help] {
                context.out(HelpFormatter.help(configuration, toolName: toolName))
                return ExitStatus.success
            }
            return try await command.run(parsed, context: context)
        } catch let error as UsageError {
            context.err("Error: \(error.message)\nUsage: \(HelpFormatter.usage(configuration, toolName: toolName))")
            return ExitStatus.usage
        } catch {
            // A failure can quote an implementation's stderr.
            context.err("Error: " + VisibleText.escaped("\(error)"))
            return ExitStatus.toolFailure
        }
    }

    /// `controlspec help [<subcommand>]`: the root help, or the help of one subcommand.
    static func help(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let name = arguments.first else {
            context.out(rootHelp())
            return ExitStatus.success
        }
        guard arguments.count == 1 else {
            context.err("Error: unexpected argument '\(arguments[1])'\nUsage: controlspec help [<subcommand>]")
            return ExitStatus.usage
        }
        guard let command = command(named: name) else {
            context.err("Error: \(unknownSubcommand(name))\nUsage: controlspec help [<subcommand>]")
            return ExitStatus.usage
        }
        context.out(HelpFormatter.help(command.configuration))
        return ExitStatus.success
    }

    static func command(named name: String) -> (any CLICommand.Type)? {
        commands.first { $0.configuration.name == name }
    }

    static func unknownSubcommand(_ name: String) -> String {
        let suggestion = NameSuggester.suggestion(for: name, among: commands.map { $0.configuration.name })
        return "unknown subcommand '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }

    static func rootUsage() -> String { "Usage: controlspec <subcommand> [options]" }

    static func rootHelp() -> String {
        var text = "OVERVIEW: \(overview.abstract)\n\nUSAGE: controlspec <subcommand> [options]\n\n"
        text += "OPTIONS:\n" + HelpFormatter.row("--version", "Show the version.")
        text += HelpFormatter.row("-h, --help", "Show help information.")
        text += "\nSUBCOMMANDS:\n"
        for command in commands {
            text += HelpFormatter.row(command.configuration.name, command.configuration.abstract)
        }
        text += HelpFormatter.row("help", "Show the help of a subcommand.")
        text += "\n  See 'controlspec help <subcommand>' for details.\n"
        return text
    }
}

/// The kit's version, written into results files.
package enum ControlSpecVersion {
    package static let current = "0.1.0"
}
