import Foundation

/// Where the fuzz target finds the `conformance` folder (its registry and misconceptions): as the command line
/// does, `conformance/` of the working directory; failing that, the one of the package the fuzzer was built in
/// (the executable lives in `<package>/.build/…`), so that it runs from any folder; `CONTROLSPEC_CONFORMANCE`
/// names another.
package enum ConformanceFolder {
    /// The name of the variable that names the folder.
    package static let variable = "CONTROLSPEC_CONFORMANCE"

    /// The folders tried, in order: the variable's, the working directory's, then each folder above the
    /// executable's.
    package static func candidates(environment: [String: String], workingDirectory: URL, executable: URL) -> [URL] {
        if let named = environment[variable] {
            let folder =
                named.hasPrefix("/") ? URL(fileURLWithPath: named) : workingDirectory.appendingPathComponent(named)
            return [folder.standardizedFileURL]
        }
        var folders = [workingDirectory.appendingPathComponent("conformance")]
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            folders.append(folder.appendingPathComponent("conformance"))
            folder = folder.deletingLastPathComponent()
        }
        return folders
    }

    /// The first candidate that holds `registry.json`, or nil.
    package static func find(environment: [String: String], workingDirectory: URL, executable: URL) -> URL? {
        candidates(environment: environment, workingDirectory: workingDirectory, executable: executable).first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("registry.json").path)
        }
    }

    /// What to print when no candidate holds a registry: where it looked, and the fix.
    package static func notFoundMessage(tried: [URL]) -> String {
        "controlspec-fuzz: no conformance/registry.json in "
            + tried.map(\.path).joined(separator: ", ")
            + "\nfix: run from the package folder, or set \(variable) to the package's conformance folder\n"
    }
}
