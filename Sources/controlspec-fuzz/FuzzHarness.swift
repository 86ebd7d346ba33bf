import ControlSpecFuzzing
import Foundation

/// The targets of the fuzzer, made once from the `conformance` folder of the working directory (or the
/// one `CONTROLSPEC_CONFORMANCE` names).
enum FuzzHarness {
    static let targets: FuzzTargets = {
        let folder = ProcessInfo.processInfo.environment["CONTROLSPEC_CONFORMANCE"] ?? "conformance"
        do {
            return try FuzzTargets(conformanceFolder: URL(fileURLWithPath: folder, isDirectory: true))
        } catch {
            FileHandle.standardError.write(
                Data("controlspec-fuzz: cannot read the registry in \(folder): \(error)\n".utf8))
            FileHandle.standardError.write(
                Data("fix: run from the package folder, or set CONTROLSPEC_CONFORMANCE\n".utf8))
            exit(2)
        }
    }()
}
