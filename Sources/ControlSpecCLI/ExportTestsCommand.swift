import ControlSpecExport
import ControlSpecModel
import ControlSpecRunner
import Foundation

/// `controlspec export-tests`: writes the cases as a Swift package with one Swift Testing `@Test` per case.
enum ExportTestsCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "export-tests",
        abstract: "Write the cases as a Swift Testing package that compiles against UIKit or the reference model.",
        discussion: """
            One @Test per case, named by its case ID, with the Markdown file and line above it; the harness is
            Harness.swift. On Apple platforms the package imports UIKit; elsewhere it imports ReferenceControls from
            this repository through a path dependency. The folder is replaced atomically.
            """,
        options: SharedOptions.corpus + [out, SharedOptions.member, packagePath, excludeFailing])

    static let out: Option<String?> = Option(
        "--out", value: "DIR", help: "The folder to write the package into (required).", kind: .path)
    static let packagePath: Option<String?> = Option(
        "--package-path", value: "PATH",
        help: "How the exported Package.swift reaches this repository (absolute or relative to DIR).", kind: .path,
        shownDefault: "the working directory, absolute")
    static let excludeFailing = RepeatedOption(
        "--exclude-failing", value: "LOG",
        help: "Leave out the cases this build output of an earlier export says did not compile.", kind: .path)

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let out = try arguments.required(Self.out)
        let workspace = try Workspace.load(arguments, context: context)
        let givenPackagePath = arguments[Self.packagePath]
        let packagePath = givenPackagePath ?? context.workingDirectory.standardizedFileURL.path
        if givenPackagePath == nil {
            let reference = context.workingDirectory.appendingPathComponent("Sources/ReferenceControls")
            guard FileManager.default.fileExists(atPath: reference.path) else {
                throw UsageError("the working directory is not the ControlSpec repository; pass --package-path")
            }
        }
        let planned = workspace.corpus.plannedCases()
        let naming = TestNaming(qualifiedIDs: planned.map(\.qualifiedID))
        let filter = CaseFilter(memberPattern: arguments[SharedOptions.member])
        if let problem = filter.emptySelection(in: planned) { throw UsageError(problem) }
        var log = BuildLog(text: "")
        for path in arguments[Self.excludeFailing] {
            let text = try FileProblem.read(.buildLog, at: path, url: context.url(path))
            log.merge(BuildLog(text: String(decoding: text, as: UTF8.self)))
        }
        let failing = log.problemsByQualifiedID(naming: naming)
        let matching = planned.filter { filter.matches($0.english) }
        let selected = matching.filter { failing[$0.qualifiedID] == nil }
        let url = context.url(out)
        // SwiftPM names a path dependency by the last component of its resolved path.
        let resolved =
            packagePath.hasPrefix("/") ? URL(fileURLWithPath: packagePath) : url.appendingPathComponent(packagePath)
        let identity = resolved.standardizedFileURL.lastPathComponent
        let exporter = SuiteExporter(
            cases: selected, naming: naming, controlSpecPackagePath: packagePath, controlSpecPackageIdentity: identity)
        let files = exporter.files().mapValues { Data($0.utf8) }
        try OutputWriter.replaceDirectory(at: url, with: files)
        for excluded in matching {
            guard let problem = failing[excluded.qualifiedID] else { continue }
            context.out("left out \(excluded.qualifiedID): did not compile: \(problem)")
        }
        context.out("exported \(selected.count) case\(selected.count == 1 ? "" : "s") to \(url.path)")
        return ExitStatus.success
    }
}
