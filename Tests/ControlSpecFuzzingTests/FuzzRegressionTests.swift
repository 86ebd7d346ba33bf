import ControlSpecFuzzing
import ControlSpecModel
import Foundation
import Testing

/// Every input kept in `Tests/FuzzRegressions` (crashes the fuzzer found, and hostile inputs made by hand)
/// goes through the fuzz target's entry points: each is handled, and yields a model or diagnostics.
@Suite struct FuzzRegressionTests {
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let inputsFolder = packageFolder.appendingPathComponent("Tests/FuzzRegressions")
    static let targets = Result {
        try FuzzTargets(conformanceFolder: packageFolder.appendingPathComponent("conformance"))
    }

    /// The kept inputs' file names, in order.
    static let inputNames: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: inputsFolder.path)) ?? [])
        .filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()

    /// The diagnostic each hand-made input must get, by file name and by entry point.
    static let expected: [String: (page: String?, caseCode: String?)] = [
        "hostile-and-chain-4000.txt": (nil, "case.parse.tooDeep"),
        "hostile-plus-chain-4000.txt": (nil, "case.parse.tooDeep"),
        "hostile-parentheses-10000.txt": (nil, "case.parse.tooDeep"),
        "hostile-page-with-and-chain.md": ("case.parse.tooDeep", nil),
        "hostile-page-deep-nesting.md": ("docs.file.tooDeep", nil),
    ]

    @Test func theFolderHoldsTheHandMadeInputs() {
        #expect(Set(Self.expected.keys).isSubset(of: Self.inputNames))
    }

    @Test(arguments: inputNames)
    func inputIsHandledByEveryEntryPoint(name: String) throws {
        let targets = try Self.targets.get()
        let bytes = [UInt8](try Data(contentsOf: Self.inputsFolder.appendingPathComponent(name)))
        let outcome = targets.run(bytes)

        let page = outcome.page
        #expect(page.corpus.pages.count == 1 || page.diagnostics.contains { $0.severity == .error }, "\(name)")
        for diagnostic in page.diagnostics {
            #expect(!diagnostic.id.isEmpty && !diagnostic.summary.isEmpty, "\(name): \(diagnostic)")
            #expect((diagnostic.location?.line ?? 1) >= 1, "\(name): \(diagnostic)")
        }

        switch outcome.caseCode {
        case .rejected(let diagnostics):
            #expect(diagnostics.contains { $0.severity == .error }, "\(name): rejected without an error")
        case .ran:
            break
        }

        // The page is rendered: its search-index part always, its member page when it names a member.
        #expect(outcome.renderedFiles.allSatisfy { !$0.contents.isEmpty }, "\(name)")
        for parsed in page.corpus.pages {
            #expect(outcome.renderedFiles.contains { $0.path.hasPrefix("assets/search/") }, "\(name)")
            if let symbol = parsed.symbolID, targets.registry[symbol] != nil {
                #expect(outcome.renderedFiles.contains { $0.path.hasSuffix(".html") }, "\(name): no page for \(symbol)")
            }
        }

        if let wanted = Self.expected[name] {
            if let id = wanted.page {
                #expect(page.diagnostics.contains { $0.id == id }, "\(name): no \(id) from the page checks")
            }
            if let id = wanted.caseCode {
                guard case .rejected(let diagnostics) = outcome.caseCode else {
                    Issue.record("\(name): the case language accepted it")
                    return
                }
                #expect(diagnostics.contains { $0.id == id }, "\(name): no \(id) from the case language")
            }
        }
    }
}
