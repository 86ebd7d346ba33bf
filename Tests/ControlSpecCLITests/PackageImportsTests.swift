import Foundation
import Testing

/// Every module of this package that a target's files import is one of that target's declared dependencies in
/// Package.swift, so that a target does not build only because another dependency happened to bring the module in.
@Suite struct PackageImportsTests {
    /// A target of the manifest: its name and the names in its `dependencies:` list.
    struct Target {
        var name: String
        var dependencies: Set<String>
    }

    /// The targets of Package.swift, read from its `.target`, `.executableTarget` and `.testTarget` calls.
    static func targets() throws -> [Target] {
        let manifest = try String(
            contentsOf: WalkthroughTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let call = try Regex(#"\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)"([^)]*)\)"#)
        let quoted = try Regex(#""([^"]+)""#)
        return manifest.matches(of: call).map { match in
            let name = String(match.output[1].substring ?? "")
            let rest = String(match.output[2].substring ?? "")
            var dependencies: Set<String> = []
            if let list = rest.range(of: "dependencies:"),
                let open = rest.range(of: "[", range: list.upperBound..<rest.endIndex),
                let close = rest.range(of: "]", range: open.upperBound..<rest.endIndex)
            {
                for item in rest[open.upperBound..<close.lowerBound].matches(of: quoted) {
                    dependencies.insert(String(item.output[1].substring ?? ""))
                }
            }
            return Target(name: name, dependencies: dependencies)
        }
    }

    /// The modules imported by the leading import lines of a Swift file (a line starting with `import` further down
    /// is inside a string literal, as in the export's fixtures).
    static func imports(ofFile text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            let words = trimmed.split(separator: " ")
            guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
                words[..<importIndex].allSatisfy({ $0.hasPrefix("@") })
            else { break }
            modules.insert(String(words[importIndex + 1]))
        }
        return modules
    }

    @Test func everyImportedModuleOfThisPackageIsADeclaredDependency() throws {
        let targets = try Self.targets()
        #expect(targets.count > 20, "Package.swift should declare the package's targets")
        let names = Set(targets.map(\.name))
        var undeclared: [String] = []
        for target in targets {
            for folder in ["Sources", "Tests"] {
                let directory = WalkthroughTests.root.appendingPathComponent(folder).appendingPathComponent(target.name)
                guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
                    continue
                }
                for case let file as URL in files where file.pathExtension == "swift" {
                    let text = try String(contentsOf: file, encoding: .utf8)
                    for module in Self.imports(ofFile: text).sorted()
                    where names.contains(module) && module != target.name && !target.dependencies.contains(module) {
                        undeclared.append("\(folder)/\(target.name)/\(file.lastPathComponent) imports \(module)")
                    }
                }
            }
        }
        #expect(undeclared.isEmpty, "declare these in Package.swift:\n\(undeclared.joined(separator: "\n"))")
    }

    @Test func importsAreReadFromTheLeadingLinesOnly() {
        let text =
            "// A file.\nimport Foundation\n@testable import CaseLanguage\n\nlet code = \"\"\"\nimport UIKit\n\"\"\"\n"
        #expect(Self.imports(ofFile: text) == ["Foundation", "CaseLanguage"])
    }
}
