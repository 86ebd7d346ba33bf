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

    /// The input as the fuzzer read it: its first byte picks one target, which reads the rest.
    @Test(arguments: inputNames)
    func inputIsHandledAsTheFuzzerReadIt(name: String) throws {
        let targets = try Self.targets.get()
        let bytes = [UInt8](try Data(contentsOf: Self.inputsFolder.appendingPathComponent(name)))
        let outcome = targets.fuzz(bytes)
        let answered = [outcome.page != nil, outcome.caseCode != nil, outcome.renderedFiles != nil]
        #expect(answered.filter { $0 }.count == (bytes.isEmpty ? 0 : 1), "\(name)")
        try Self.check(outcome, of: name, targets: targets)
    }

    /// The whole input through every target (hand-made inputs have no first byte to pick one).
    @Test(arguments: inputNames)
    func inputIsHandledByEveryTarget(name: String) throws {
        let targets = try Self.targets.get()
        let bytes = [UInt8](try Data(contentsOf: Self.inputsFolder.appendingPathComponent(name)))
        let outcome = targets.everyTarget(bytes)
        try Self.check(outcome, of: name, targets: targets)

        guard let wanted = Self.expected[name] else { return }
        if let id = wanted.page {
            #expect(
                outcome.page?.diagnostics.contains { $0.id == id } == true, "\(name): no \(id) from the page checks")
        }
        if let id = wanted.caseCode {
            guard case .rejected(let diagnostics) = outcome.caseCode else {
                Issue.record("\(name): the case language accepted it")
                return
            }
            #expect(diagnostics.contains { $0.id == id }, "\(name): no \(id) from the case language")
        }
    }

    /// What each target that read the input made of it: a page or errors, code that ran or errors, and
    /// rendered files that are not empty, with the page's own file when it names a member.
    static func check(_ outcome: FuzzOutcome, of name: String, targets: FuzzTargets) throws {
        if let page = outcome.page {
            #expect(page.corpus.pages.count == 1 || page.diagnostics.contains { $0.severity == .error }, "\(name)")
            for diagnostic in page.diagnostics {
                #expect(!diagnostic.id.isEmpty && !diagnostic.summary.isEmpty, "\(name): \(diagnostic)")
                #expect((diagnostic.location?.line ?? 1) >= 1, "\(name): \(diagnostic)")
            }
        }
        if case .rejected(let diagnostics) = outcome.caseCode {
            #expect(diagnostics.contains { $0.severity == .error }, "\(name): rejected without an error")
        }
        if let files = outcome.renderedFiles, let corpus = outcome.corpus {
            #expect(files.allSatisfy { !$0.contents.isEmpty }, "\(name)")
            for parsed in corpus.pages {
                #expect(files.contains { $0.path.hasPrefix("assets/search/") }, "\(name)")
                if let symbol = parsed.symbolID, targets.registry[symbol] != nil {
                    #expect(files.contains { $0.path.hasSuffix(".html") }, "\(name): no page for \(symbol)")
                }
            }
        }
    }
}
