import Foundation

/// What kind of value an option takes: how its text is read, what the help says it expects, and how
/// its default is shown.
package struct ValueKind<Value: Sendable>: Sendable {
    /// What a valid value is, for the usage error (`a positive whole number`).
    package let expected: String
    /// The value of `text`; nil when `text` is not a valid value.
    package let parse: @Sendable (String) -> Value?
    /// The value as the help shows it as a default.
    package let describe: @Sendable (Value) -> String

    package init(
        expected: String, parse: @escaping @Sendable (String) -> Value?,
        describe: @escaping @Sendable (Value) -> String = { String(describing: $0) }
    ) {
        self.expected = expected
        self.parse = parse
        self.describe = describe
    }
}

extension ValueKind where Value == String {
    /// Any text: a name, a glob, a URL.
    package static var text: ValueKind { ValueKind(expected: "a value", parse: { $0 }) }
    /// A file or folder, relative to the working directory or absolute; never empty.
    package static var path: ValueKind { ValueKind(expected: "a path", parse: { $0.isEmpty ? nil : $0 }) }
}

extension ValueKind where Value == Int {
    /// A whole number of at least 1 (a count of jobs, rounds, runs).
    package static var positive: ValueKind {
        ValueKind(expected: "a positive whole number", parse: { Int($0).flatMap { $0 >= 1 ? $0 : nil } })
    }
}

extension ValueKind where Value == Double {
    /// A number of seconds greater than zero (`0.5`, `10`).
    package static var positiveSeconds: ValueKind {
        ValueKind(
            expected: "a positive number of seconds",
            parse: { Double($0).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } },
            describe: { $0 == $0.rounded() ? String(Int($0)) : String($0) })
    }
}

extension ValueKind where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of the cases of `Value`, by raw value.
    package static var choice: ValueKind {
        ValueKind(
            expected: "one of " + Value.allCases.map(\.rawValue).joined(separator: ", "),
            parse: { Value(rawValue: $0) }, describe: \.rawValue)
    }
}

/// An option or flag as the parser and the help see it, whatever the type of its value.
package struct OptionSpec: Sendable {
    package let name: String
    /// A second, one-dash name (`-h`).
    package let shortName: String?
    /// The placeholder of the value (`DIR`); nil for a flag.
    package let valueName: String?
    package let help: String
    /// The default as the help shows it; nil when there is none worth showing.
    package let defaultDescription: String?
    package let repeatable: Bool
    /// What a valid value is, for the usage error.
    let expected: String
    /// The typed value of one occurrence's text, or nil when the text is not valid.
    let parse: @Sendable (String) -> (any Sendable)?
}

/// A declaration of a command's option or flag, used both to read the command line and to write the help.
package protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
}

/// An option that takes one value, read as a `Value` (`--jobs 4` as `Int`), with its default.
///
/// Declared once per command (or once for every command that shares it), read with
/// `arguments[option]`, which gives the default when the option is absent.
package struct Option<Value: Sendable>: OptionDeclaration {
    package let spec: OptionSpec
    /// What reading the option gives when it is not given.
    package let defaultValue: Value

    /// An option with a default value, which the help shows (or `shownDefault` instead).
    package init(
        _ name: String, value valueName: String, help: String, kind: ValueKind<Value>, default defaultValue: Value,
        shownDefault: String? = nil
    ) {
        self.defaultValue = defaultValue
        spec = OptionSpec(
            name: name, shortName: nil, valueName: valueName, help: help,
            defaultDescription: shownDefault ?? kind.describe(defaultValue), repeatable: false,
            expected: kind.expected, parse: { kind.parse($0) })
    }

    /// An option that reads as nil when it is not given; `shownDefault` says what the command does then.
    package init<Wrapped>(
        _ name: String, value valueName: String, help: String, kind: ValueKind<Wrapped>, shownDefault: String? = nil
    ) where Value == Wrapped? {
        defaultValue = nil
        spec = OptionSpec(
            name: name, shortName: nil, valueName: valueName, help: help, defaultDescription: shownDefault,
            repeatable: false, expected: kind.expected, parse: { kind.parse($0) })
    }
}

/// An option that may be given several times; reads as its values in command-line order.
package struct RepeatedOption<Element: Sendable>: OptionDeclaration {
    package let spec: OptionSpec

    /// - Parameter shownDefault: what the command does when the option is not given, for the help.
    package init(
        _ name: String, value valueName: String, help: String, kind: ValueKind<Element>, shownDefault: String? = nil
    ) {
        spec = OptionSpec(
            name: name, shortName: nil, valueName: valueName, help: help, defaultDescription: shownDefault,
            repeatable: true,
            expected: kind.expected, parse: { kind.parse($0) })
    }
}

/// An option without a value; reads as whether it was given.
package struct Flag: OptionDeclaration {
    package let spec: OptionSpec

    package init(_ name: String, short shortName: String? = nil, help: String) {
        spec = OptionSpec(
            name: name, shortName: shortName, valueName: nil, help: help, defaultDescription: nil, repeatable: false,
            expected: "no value", parse: { _ in nil })
    }
}
