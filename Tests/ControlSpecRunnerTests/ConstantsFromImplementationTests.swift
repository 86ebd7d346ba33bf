import CaseLanguage
import ControlContract
import ControlSpecModel
import ControlSpecRunner
import Foundation
import ReferenceBinding
import Testing

/// The reference with some members taken away or answered differently, to model other implementations.
struct AlteredReference: ControlImplementation {
    let reference = ReferenceImplementation()
    /// The members it announces; all the reference's when nil.
    var announced: [String]?
    /// Answers that replace the reference's, by member key.
    var answers: [String: Value] = [:]
    var harnessRules: HarnessRules = .current

    var info: ImplementationInfo {
        var info = reference.info
        info.name = "altered"
        if let announced { info.supportedMembers = announced }
        return info
    }

    func makeSession() throws(ContractFailure) -> any ControlSession {
        AlteredSession(keys: info.supportedMembers, answers: answers, reference: try reference.makeSession())
    }
}

final class AlteredSession: ControlSession {
    let keys: [String]
    let answers: [String: Value]
    let reference: any ControlSession
    let referenceIDs = ReferenceImplementation().info.memberTable()

    init(keys: [String], answers: [String: Value], reference: any ControlSession) {
        self.keys = keys
        self.answers = answers
        self.reference = reference
    }

    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        let key = keys[member.index]
        if let answer = answers[key] { return .success(answer) }
        guard let id = referenceIDs[key] else { return .failure(.unsupported(key)) }
        return reference.invoke(id, on: receiver, with: arguments)
    }

    func takeKitActions() -> [KitAction] { reference.takeKitActions() }

    func close() { reference.close() }
}

/// Constants come from the implementation: a raw-value case checks the implementation, not the kit.
@Suite struct ConstantsFromImplementationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let corpus: Corpus? = {
        guard let registry = try? Registry(contentsOf: root.appendingPathComponent("conformance/registry.json"))
        else { return nil }
        return Corpus(reading: root.appendingPathComponent("Docs"), displayPrefix: "Docs", registry: registry)
    }()

    static func run(_ implementation: any ControlImplementation, member: String? = nil) throws -> RunResults {
        let corpus = try #require(corpus)
        let options = RunOptions(filter: CaseFilter(memberPattern: member), timeout: nil)
        return Runner(corpus: corpus, implementation: implementation, options: options).run()
    }

    @Test func anImplementationThatSupportsNothingPassesNoCase() throws {
        let results = try Self.run(AlteredReference(announced: []))
        #expect(results.cases.count > 250)
        #expect(results.tally[.pass] == 0, "passed: \(results.cases.filter { $0.status == .pass }.map(\.qualifiedID))")
        #expect(results.tally[.unsupported] == results.cases.count)
    }

    @Test func aWrongRawValueFailsThatConstantsCase() throws {
        let wrong = AlteredReference(answers: ["UIControl.State.highlighted": .options(type: "UIControl.State", raw: 2)]
        )
        let results = try Self.run(wrong, member: "UIControl.State*")
        let failed = results.cases.filter { $0.status == .fail }.map(\.caseID)
        #expect(failed.contains("highlighted-raw-value"), "\(failed)")
        #expect(results.cases.first { $0.caseID == "selected-raw-value" }?.status == .pass)
        let correct = try Self.run(ReferenceImplementation(), member: "UIControl.State*")
        #expect(correct.cases.allSatisfy { $0.status == .pass })
    }

    @Test func anImplementationWithoutAConstantShowsItsCasesUnsupported() throws {
        let keys = ReferenceImplementation().info.supportedMembers.filter { $0 != "UIControl.State.focused" }
        let results = try Self.run(AlteredReference(announced: keys), member: "UIControl.State*")
        let focused = try #require(results.cases.first { $0.caseID == "focused-raw-value" })
        #expect(focused.status == .unsupported)
        #expect(focused.failures.first?.message == "unsupported: UIControl.State.focused")
    }

    /// A case that reaches no member of the implementation checks only the kit's own reading of a declaration and
    /// would count as support for any implementation: none may exist.
    @Test func everyCaseReachesAMemberOfTheImplementation() throws {
        let corpus = try #require(Self.corpus)
        let compiler = CaseCompiler(schema: Schema(registry: corpus.registry))
        var declarationOnly: [String] = []
        for testCase in corpus.pages.filter({ $0.language == .english }).flatMap(\.cases) {
            guard let program = try? compiler.compile(CaseSource(block: testCase.block)) else { continue }
            if program.memberKeys.isEmpty { declarationOnly.append(testCase.qualifiedID) }
        }
        #expect(declarationOnly.isEmpty, "cases that reach no implementation member: \(declarationOnly)")
    }
}
