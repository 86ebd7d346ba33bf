import ControlSpecFuzzing
import Foundation

/// The targets of the fuzzer, made once from the `conformance` folder ``ConformanceFolder`` finds.
enum FuzzHarness {
    static let targets: FuzzTargets = {
        let environment = ProcessInfo.processInfo.environment
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: workingDirectory)
            .standardizedFileURL.resolvingSymlinksInPath()
        guard
            let folder = ConformanceFolder.find(
                environment: environment, workingDirectory: workingDirectory, executable: executable)
        else {
            let tried = ConformanceFolder.candidates(
                environment: environment, workingDirectory: workingDirectory, executable: executable)
            FileHandle.standardError.write(Data(ConformanceFolder.notFoundMessage(tried: tried).utf8))
            exit(2)
        }
        do {
            return try FuzzTargets(conformanceFolder: folder)
        } catch {
            FileHandle.standardError.write(
                Data("controlspec-fuzz: cannot read the registry in \(folder.path): \(error)\n".utf8))
            FileHandle.standardError.write(
                Data("fix: correct it, or set \(ConformanceFolder.variable) to another conformance folder\n".utf8))
            exit(2)
        }
    }()
}
