import ControlSpecModel
import Foundation

/// Exit statuses of `controlspec`.
package enum ExitStatus {
    /// Everything was fine.
    package static let success: Int32 = 0
    /// The tool ran and found problems (lint errors, unexpected results).
    package static let findings: Int32 = 1
    /// The tool itself could not run (unreadable input, unwritable output).
    package static let toolFailure: Int32 = 2
    /// The command line was wrong.
    package static let usage: Int32 = 64
}

/// A positional argument of a command.
package struct ArgumentSpec: Sendable {
    package var name: String
    package var help: String
    package var variadic: Bool

    package init(_ name: String, help: String, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.variadic = variadic
    }
}

/// A command's metadata: the single source of its parsing rules and its help text.
package struct CommandConfiguration: Sendable {
    /// `-h` / `--help`, which every command has.
    package static let help = Flag("--help", short: "-h", help: "Show help information.")

    package var name: String
    package var abstract: String
    package var discussion: String?
    package var arguments: [ArgumentSpec]
    package var options: [OptionSpec]

    package init(
        name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [any OptionDeclaration] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options.map(\.spec) + [Self.help.spec]
    }
}

/// A usage error: printed as `Error: …` followed by the usage line; exit status 64.
package struct UsageError: Error, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

/// Parsed command-line values for one command, read through the command's option declarations.
package struct ParsedArguments: Sendable {
    package private(set) var positional: [String] = []
    /// The typed values of each option given, in command-line order.
    private var values: [String: [any Sendable]] = [:]
    private var flags: Set<String> = []
    /// The options of the configuration parsed against; reading another is a programming error.
    private var declared: Set<String> = []

    /// The option's value, or its default when it was not given.
    package subscript<Value>(option: Option<Value>) -> Value {
        guard let value = occurrences(of: option.spec).last else { return option.defaultValue }
        guard let typed = value as? Value else {
            preconditionFailure("\(option.spec.name) is declared as another type")
        }
        return typed
    }

    /// Whether the option was given on the command line (its default does not count).
    package func isGiven<Value>(_ option: Option<Value>) -> Bool {
        !occurrences(of: option.spec).isEmpty
    }

    /// The option's values in command-line order; empty when it was not given.
    package subscript<Element>(option: RepeatedOption<Element>) -> [Element] {
        occurrences(of: option.spec).map { value in
            guard let typed = value as? Element else {
                preconditionFailure("\(option.spec.name) is declared as another type")
            }
            return typed
        }
    }

    /// Whether the flag was given.
    package subscript(flag: Flag) -> Bool {
        precondition(declared.contains(flag.spec.name), "\(flag.spec.name) is not an option of this command")
        return flags.contains(flag.spec.name)
    }

    /// The value of an option the command cannot do without.
    package func required<Wrapped>(_ option: Option<Wrapped?>) throws(UsageError) -> Wrapped {
        guard let value = self[option] else {
            throw UsageError("missing '\(option.spec.name) <\(option.spec.valueName ?? "VALUE")>'")
        }
        return value
    }

    private func occurrences(of spec: OptionSpec) -> [any Sendable] {
        precondition(declared.contains(spec.name), "\(spec.name) is not an option of this command")
        return values[spec.name] ?? []
    }

    /// Parses `arguments` against `configuration`, reading each value as its declaration's type.
    package static func parse(_ arguments: [String], for configuration: CommandConfiguration) throws(UsageError)
        -> ParsedArguments
    {
        var parsed = ParsedArguments()
        var index = 0
        var specs: [String: OptionSpec] = [:]
        for spec in configuration.options {
            specs[spec.name] = spec
            if let shortName = spec.shortName { specs[shortName] = spec }
        }
        parsed.declared = Set(configuration.options.map(\.name))
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.positional += arguments[index...]
                break
            }
            if let spec = specs[argument], spec.shortName == argument {
                parsed.flags.insert(spec.name)
                continue
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
                let suggestion = NameSuggester.suggestion(for: name, among: configuration.options.map(\.name))
                throw UsageError("unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
            }
            guard let valueName = spec.valueName else {
                guard inlineValue == nil else { throw UsageError("'\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let text: String
            if let inlineValue {
                text = inlineValue
            } else {
                guard index < arguments.count else { throw UsageError("missing value for '\(name) <\(valueName)>'") }
                text = arguments[index]
                index += 1
            }
            if !spec.repeatable, parsed.values[name] != nil {
                throw UsageError("'\(name)' given more than once")
            }
            guard let value = spec.parse(text) else {
                throw UsageError("invalid value '\(text)' for '\(name) <\(valueName)>': expected \(spec.expected)")
            }
            parsed.values[name, default: []].append(value)
        }
        let maximum = configuration.arguments.contains(where: \.variadic) ? Int.max : configuration.arguments.count
        if parsed.positional.count > maximum, !parsed[CommandConfiguration.help] {
            throw UsageError("unexpected argument '\(parsed.positional[maximum])'")
        }
        return parsed
    }
}

/// Generates help text from a command's configuration.
package enum HelpFormatter {
    package static func usage(_ configuration: CommandConfiguration, toolName: String = "controlspec") -> String {
        var parts = [toolName, configuration.name]
        for option in configuration.options where option.name != CommandConfiguration.help.spec.name {
            let text = option.name + (option.valueName.map { " <\($0)>" } ?? "")
            parts.append("[" + text + "]" + (option.repeatable ? " ..." : ""))
        }
        for argument in configuration.arguments {
            parts.append("<\(argument.name)>" + (argument.variadic ? " ..." : ""))
        }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    package static func help(_ configuration: CommandConfiguration, toolName: String = "controlspec") -> String {
        var text = "OVERVIEW: \(configuration.abstract)\n"
        if let discussion = configuration.discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usage(configuration, toolName: toolName))\n"
        if !configuration.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in configuration.arguments { text += row("<\(argument.name)>", argument.help) }
        }
        text += "\nOPTIONS:\n"
        for option in configuration.options {
            let name =
                (option.shortName.map { $0 + ", " } ?? "") + option.name + (option.valueName.map { " <\($0)>" } ?? "")
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
