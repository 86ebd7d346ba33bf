import ControlContract
import ControlSpecModel
import ControlSpecProcess
import FaultyImplementations
import Foundation

/// Finds the implementation a `--impl` value names.
///
/// - `reference`: the reference model in process (with `--isolate`, in worker processes);
/// - `exec:'COMMAND ARGS'`: any program speaking the wire protocol (conformance/PROTOCOL.md);
/// - `faulty:NAME`: a faulty variant of the reference that `controlspec mutate` judges, in process, to see how its
///   failures are reported;
/// - a name from `conformance/implementations.json`.
package enum Implementations {
    static let registryPath = "conformance/implementations.json"

    /// - Parameter timeout: the longest time, in seconds, one case may take with an out-of-process implementation
    ///   (and so any one answer of it); the implementation is stopped when it is up.
    static func resolve(_ name: String, isolate: Bool = false, timeout: Double = 10, context: CommandContext) throws
        -> any ControlImplementation
    {
        if name == "reference" {
            return isolate
                ? try pool([try builtDriver()], timeout: timeout, context: context) : ReferenceFactory.make()
        }
        if name.hasPrefix("faulty:") {
            let variantName = String(name.dropFirst(7))
            guard let variant = FaultyVariants.all.first(where: { $0.name == variantName }) else {
                let suggestion = NameSuggester.suggestion(for: variantName, among: FaultyVariants.all.map(\.name))
                throw UsageError(
                    "unknown faulty variant '\(variantName)'"
                        + (suggestion.map { "; did you mean 'faulty:\($0)'?" } ?? "; 'controlspec mutate' lists them"))
            }
            return variant.implementation
        }
        if name.hasPrefix("exec:") {
            let commandLine = String(name.dropFirst(5))
            let command: [String]
            do {
                command = try ShellWords.split(commandLine)
            } catch {
                throw UsageError("cannot read the command in '\(name)': \(error)")
            }
            return try pool(command, timeout: timeout, context: context)
        }
        guard let command = try registeredCommand(name, context: context) else {
            throw UsageError(
                "unknown implementation '\(name)'; use reference, exec:'COMMAND ARGS', faulty:VARIANT or a name from "
                    + registryPath)
        }
        return try pool(command, timeout: timeout, context: context)
    }

    private static func pool(_ command: [String], timeout: Double, context: CommandContext) throws -> ProcessPool {
        do {
            return try ProcessPool(
                command: command, currentDirectory: context.workingDirectory, kitVersion: ControlSpecVersion.current,
                timeout: .milliseconds(Int(timeout * 1000)), caseTimeout: .milliseconds(Int(timeout * 1000)))
        } catch {
            throw ToolFailure(
                description: "cannot start the implementation \(command.joined(separator: " ")): \(error)")
        }
    }

    /// The command of a named implementation. A program named `controlspec-reference-driver` is the
    /// one built beside this executable.
    private static func registeredCommand(_ name: String, context: CommandContext) throws -> [String]? {
        let url = context.url(registryPath)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        struct Entry: Decodable { var command: [String] }
        let entries = try FileProblem.decode(.implementations, at: registryPath, url: url) {
            try JSONDecoder().decode([String: Entry].self, from: $0)
        }
        guard var command = entries[name]?.command, let program = command.first else { return nil }
        if program == "controlspec-reference-driver" { command[0] = try builtDriver() }
        return command
    }

    /// The reference driver executable built next to this one.
    package static func driverPath(besides executable: String = CommandLine.arguments[0]) -> String {
        let executable = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent(driverName).path
    }

    static let driverName = "controlspec-reference-driver"

    /// The reference driver (`--isolate`, `--impl reference-process`): the one built beside `executable`, else one
    /// on `PATH`. `swift build --product controlspec` does not build it, so when there is none the error says how.
    static func builtDriver(
        besides executable: String = CommandLine.arguments[0],
        path: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
    ) throws -> String {
        let beside = driverPath(besides: executable)
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + driverName
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        let folder = URL(fileURLWithPath: beside).deletingLastPathComponent()
        let configuration = folder.lastPathComponent == "release" ? "-c release " : ""
        throw ToolFailure(
            description: "\(driverName), which runs the reference in processes of its own (--isolate, "
                + "--impl reference-process), is not built beside this controlspec (in \(folder.path)) nor on PATH\n"
                + "  fix: in the package folder, build it as controlspec was built: "
                + "swift build \(configuration)--product \(driverName) (or swift build \(configuration)to build both)")
    }
}
