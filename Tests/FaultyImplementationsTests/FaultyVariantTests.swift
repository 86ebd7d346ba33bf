import ControlContract
import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation
import ReferenceBinding
import ReferenceControls
import Testing

@testable import FaultyImplementations

/// The package's own docs and registry, read once.
enum RealSuite {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let corpus: Corpus = {
        let registry: Registry
        do {
            registry = try Registry(contentsOf: root.appendingPathComponent("conformance/registry.json"))
        } catch {
            preconditionFailure("cannot read the registry: \(error)")
        }
        let (files, _) = Corpus.readFiles(in: root.appendingPathComponent("Docs"), displayPrefix: "Docs")
        return Corpus(files: files, registry: registry)
    }()

    /// Every member that has a case.
    static let caseMembers = Set(corpus.plannedCases().map(\.english.memberID))

    /// Runs the cases of the members matching any of `patterns` (every case when `nil`).
    static func run(_ implementation: any ControlImplementation, patterns: [String]? = nil) -> RunResults {
        let options = RunOptions(jobs: 1, date: Date(timeIntervalSince1970: 0), hostName: "test")
        let runs = (patterns.map { $0.map(Optional.some) } ?? [nil]).map { (pattern: String?) -> RunResults in
            var filtered = options
            filtered.filter = CaseFilter(memberPattern: pattern)
            return Runner(corpus: corpus, implementation: implementation, options: filtered).run()
        }
        var seen = Set<String>()
        let cases = runs.flatMap { $0.cases }.filter { seen.insert($0.qualifiedID).inserted }
        return RunResults(run: runs[0].run, cases: cases)
    }

    /// How `variant` fares against the reference on the cases of `patterns` (every case when `nil`).
    static func judge(_ variant: FaultyVariant, patterns: [String]?) -> MutationVariantResult {
        MutationVariantResult.judge(
            name: variant.name, summary: variant.summary, memberPatterns: variant.memberPatterns,
            baseline: run(ReferenceImplementation(), patterns: patterns),
            variant: run(variant.implementation, patterns: patterns))
    }
}

/// Subclasses that change nothing, to check that subclassing through the factory is not noticed by itself.
final class UnchangedControl: UIControl, FaultyControl {}
final class UnchangedButton: UIButton, FaultyButton {}

@Suite struct FaultyVariantTests {
    /// Variants no case of the current docs notices: findings, each a documented behaviour without a case.
    /// `withKnownIssue` fails the test once a case catches one of them, so that it leaves this list.
    static let knownSurvivors: [String: String] = [:]

    @Test func theCatalogueIsWellFormed() {
        let variants = FaultyVariants.all
        #expect(variants.count >= 25)
        #expect(Set(variants.map(\.name)).count == variants.count)
        #expect(Set(variants.map(\.implementationName)).count == variants.count)
        for variant in variants {
            let words = variant.name.split(separator: "-", omittingEmptySubsequences: false)
            #expect(
                words.count > 1 && words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber } },
                "\(variant.name) is not kebab-case")
            #expect(variant.implementation.info.name == "faulty:" + variant.name)
            #expect(variant.summary.hasSuffix(".") && variant.summary.contains(", violating "), "\(variant.name)")
            #expect(!variant.summary.contains("\n"))
            #expect(FaultyVariants.named(variant.name)?.name == variant.name)
            for pattern in variant.memberPatterns {
                #expect(
                    RealSuite.caseMembers.contains { CaseFilter.glob(pattern, matches: $0) },
                    "\(variant.name): no case documents a member matching \(pattern)")
            }
        }
        for name in Self.knownSurvivors.keys {
            #expect(FaultyVariants.named(name) != nil)
        }
    }

    @Test func everyVariantSupportsTheReferencesMembers() throws {
        let members = ReferenceImplementation().info.supportedMembers
        for variant in FaultyVariants.all {
            #expect(variant.implementation.info.supportedMembers == members, "\(variant.name)")
            _ = try variant.implementation.makeSession()
        }
    }

    @Test func theReferenceIsNotCaught() {
        let reference = RealSuite.run(ReferenceImplementation())
        #expect(reference.cases.count > 200)
        #expect(reference.cases.allSatisfy { $0.status == .pass })
        let unchanged: [any ControlImplementation] = [
            ReferenceImplementation(),
            ContractFaultImplementation(name: "faulty:nothing", fault: ContractFault()),
            ReferenceImplementation(
                name: "faulty:plain-subclasses", version: ReferenceImplementation.version,
                factory: .making(UnchangedControl.self, UnchangedButton.self)),
        ]
        for implementation in unchanged {
            let result = MutationVariantResult.judge(
                name: implementation.info.name, summary: "", memberPatterns: [], baseline: reference,
                variant: RealSuite.run(implementation))
            #expect(result.verdict == .survived, "\(implementation.info.name): \(result.catchingCases)")
        }
    }

    @Test(arguments: FaultyVariants.all.map(\.name))
    func theVariantIsCaughtByItsMembersCases(_ name: String) throws {
        let variant = try #require(FaultyVariants.named(name))
        if let finding = Self.knownSurvivors[name] {
            let result = RealSuite.judge(variant, patterns: nil)
            withKnownIssue("survives the whole suite: \(finding)") {
                #expect(result.verdict == .caught)
            }
            return
        }
        let result = RealSuite.judge(variant, patterns: variant.memberPatterns)
        #expect(result.verdict == .caught, "\(name) survives the cases of \(variant.memberPatterns)")
    }
}
