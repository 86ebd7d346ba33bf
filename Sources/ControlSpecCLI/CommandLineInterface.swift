import ControlSpecModel
import Foundation

/// Exit statuses of `controlspec`.
public enum ExitStatus {
    /// Everything was fine.
    public static let success: Int32 = 0
    /// The tool ran and found problems (lint errors, unexpected results).
    public static let findings: Int32 = 1
    /// The tool itself could not run (unreadable input, unwritable output).
    public static let toolFailure: Int32 = 2
    /// The command line was wrong.
    public static let usage: Int32 = 64
}

/// An option or flag of a command, described once and used for parsing and for `--help`.
public struct OptionSpec: Sendable {
    public var name: String
    /// The placeholder of the value (`DIR`); nil for a flag.
    public var valueName: String?
    public var help: String
    public var defaultDescription: String?
    public var repeatable: Bool

    public init(_ name: String, value: String? = nil, help: String, default: String? = nil, repeatable: Bool = false) {
        self.name = name
        self.valueName = value
        self.help = help
        self.defaultDescription = `default`
        self.repeatable = repeatable
    }
}

/// A positional argument of a command.
public struct ArgumentSpec: Sendable {
    public var name: String
    public var help: String
    public var variadic: Bool

    public init(_ name: String, help: String, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.variadic = variadic
    }
}

/// A command's metadata: the single source of its parsing rules and its help text.
public struct CommandConfiguration: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String?
    public var arguments: [ArgumentSpec]
    public var options: [OptionSpec]

    public init(
        name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options + [OptionSpec("--help", help: "Show help information.")]
    }
}

/// A usage error: printed as `Error: …` followed by the usage line; exit status 64.
public struct UsageError: Error, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// Parsed command-line values for one command.
public struct ParsedArguments: Sendable {
    public var positional: [String] = []
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []

    public func value(_ name: String) -> String? { values[name]?.last }
    public func all(_ name: String) -> [String] { values[name] ?? [] }
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Parses `arguments` against `configuration`.
    public static func parse(_ arguments: [String], for configuration: CommandConfiguration) throws(UsageError)
        -> ParsedArguments
    {
        var parsed = ParsedArguments()
        var index = 0
        let specs = Dictionary(uniqueKeysWithValues: configuration.options.map { ($0.name, $0) })
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.positional += arguments[index...]
                break
            }
            guard argument.hasPrefix("--") else {
                parsed.positional.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = specs[name] else {
                let suggestion = closest(name, among: Array(specs.keys))
                throw UsageError("unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
            }
            if spec.valueName == nil {
                guard inlineValue == nil else { throw UsageError("'\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw UsageError("missing value for '\(name) <\(spec.valueName!)>'")
                }
                value = arguments[index]
                index += 1
            }
            if !spec.repeatable, parsed.values[name] != nil {
                throw UsageError("'\(name)' given more than once")
            }
            parsed.values[name, default: []].append(value)
        }
        let maximum = configuration.arguments.contains(where: \.variadic) ? Int.max : configuration.arguments.count
        if parsed.positional.count > maximum, !parsed.flag("--help") {
            throw UsageError("unexpected argument '\(parsed.positional[maximum])'")
        }
        return parsed
    }

    private static func closest(_ name: String, among names: [String]) -> String? {
        NameSuggester.suggestion(for: name, among: names)
    }
}

/// Generates help text from a command's configuration.
public enum HelpFormatter {
    public static func usage(_ configuration: CommandConfiguration, toolName: String = "controlspec") -> String {
        var parts = [toolName, configuration.name]
        for option in configuration.options where option.name != "--help" {
            let text = option.name + (option.valueName.map { " <\($0)>" } ?? "")
            parts.append("[" + text + "]" + (option.repeatable ? " ..." : ""))
        }
        for argument in configuration.arguments {
            parts.append("<\(argument.name)>" + (argument.variadic ? " ..." : ""))
        }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    public static func help(_ configuration: CommandConfiguration) -> String {
        var text = "OVERVIEW: \(configuration.abstract)\n"
        if let discussion = configuration.discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usage(configuration))\n"
        if !configuration.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in configuration.arguments { text += row("<\(argument.name)>", argument.help) }
        }
        text += "\nOPTIONS:\n"
        for option in configuration.options {
            let name = option.name + (option.valueName.map { " <\($0)>" } ?? "")
            let help = option.help + (option.defaultDescription.map { " (default: \($0))" } ?? "")
            text += row(name, help)
        }
        return text
    }

    static func row(_ name: String, _ help: String) -> String {
        let padded =
            name.count < 24
            ? name.padding(toLength: 24, withPad: " ", startingAt: 0) : name + "\n" + String(repeating: " ", count: 26)
        return "  " + padded + help + "\n"
    }
}
