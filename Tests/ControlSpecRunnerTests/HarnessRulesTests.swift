import CaseLanguage
import ControlContract
import ControlSpecModel
import ControlSpecRunner
import Foundation
import ReferenceBinding
import Testing

/// Protocol 1 keeps its rules (registry constants, the implementation's own recorders), and an `EventRecorder`
/// observes the events an implementation has.
@Suite struct HarnessRulesTests {
    static let reference = ReferenceImplementation()
    /// The reference's members without the registry's constants, as a protocol-1 implementation announces them.
    static let withoutConstants = reference.info.supportedMembers.filter {
        !$0.hasPrefix("UIControl.State.") && !$0.hasPrefix("UIControl.Event.") && !$0.hasPrefix("UIButton.ButtonType.")
    }

    static func passes(_ results: RunResults) -> Set<String> {
        Set(results.cases.filter { $0.status == .pass }.map(\.qualifiedID))
    }

    @Test func aProtocol1ImplementationThatAnnouncesNoConstantGetsTheRegistrysRawValues() throws {
        let full = Self.passes(try ConstantsFromImplementationTests.run(Self.reference, member: "UIControl.State*"))
        let protocol1 = AlteredReference(announced: Self.withoutConstants, harnessRules: .protocol1)
        #expect(!full.isEmpty)
        #expect(Self.passes(try ConstantsFromImplementationTests.run(protocol1, member: "UIControl.State*")) == full)
    }

    /// The results say which constants the kit answered for a protocol-1 implementation, so that a matrix does not
    /// credit them to it; the field survives the results file.
    @Test func aProtocol1RunNamesTheConstantsTheKitAnswered() throws {
        let protocol1 = AlteredReference(
            announced: Self.withoutConstants + ["UIControl.State.highlighted"], harnessRules: .protocol1)
        let results = try ConstantsFromImplementationTests.run(protocol1, member: "UIControl.State.normal")
        let answered = try #require(results.run.kitAnswered)
        #expect(answered.contains("UIControl.State.normal"))
        #expect(!answered.contains("UIControl.State.highlighted"))
        #expect(try RunResults(jsonData: results.jsonData()).run.kitAnswered == answered)
        let current = try ConstantsFromImplementationTests.run(Self.reference, member: "UIControl.State.normal")
        #expect(current.run.kitAnswered == nil)
    }

    @Test func underTheCurrentRulesAConstantThatIsNotAnnouncedLeavesItsCaseUnsupported() throws {
        let current = AlteredReference(announced: Self.withoutConstants)
        let results = try ConstantsFromImplementationTests.run(current, member: "UIControl.State*")
        #expect(Self.passes(results).isEmpty)
        #expect(
            results.cases.contains {
                $0.status == .unsupported && $0.failures.contains { $0.message.contains("UIControl.State.") }
            })
    }

    @Test func aProtocol1ImplementationsOwnConstantStillAnswers() throws {
        let wrong = AlteredReference(
            announced: Self.withoutConstants + ["UIControl.State.highlighted"],
            answers: ["UIControl.State.highlighted": .options(type: "UIControl.State", raw: 2)],
            harnessRules: .protocol1)
        let results = try ConstantsFromImplementationTests.run(wrong, member: "UIControl.State.highlighted")
        #expect(results.cases.contains { $0.status == .fail })
    }

    @Test func theTargetActionFactsOfAddTargetHoldWithoutTouchHelpers() throws {
        let touches = ["Harness.tap", "Harness.touch"]
        let untouched = AlteredReference(
            announced: Self.reference.info.supportedMembers.filter { key in
                !touches.contains { key.hasPrefix($0) }
            })
        let results = try ConstantsFromImplementationTests.run(untouched, member: "UIControl.addTarget(_:action:for:)")
        #expect(Self.passes(results).count >= 4, "\(Self.passes(results).sorted())")
    }

    static func program(_ code: String) throws -> CaseProgram {
        let registry = try Registry(
            contentsOf: ConstantsFromImplementationTests.root.appendingPathComponent("conformance/registry.json"))
        let source = CaseSource(code: code, path: "test.md", firstLine: 1, columnOffset: 0)
        return try CaseCompiler(schema: Schema(registry: registry)).compile(source)
    }

    @Test func aProtocol1ImplementationThatAnnouncesTheRecordersKeepsThemAsItsOwn() throws {
        let program = try Self.program(
            """
            let recorder = ActionRecorder()
            #expect(recorder.count == 7)
            """)
        let answers: [String: Value] = [
            "ActionRecorder.init()": .object(ObjectHandle(id: 40, className: "ActionRecorder")),
            "ActionRecorder.count": .int(7),
        ]
        let keys = ["ActionRecorder.init()", "ActionRecorder.count"]
        let protocol1 = AlteredReference(announced: keys, answers: answers, harnessRules: .protocol1)
        #expect(program.run(on: protocol1).isPassed)
        // Under the current rules the kit's recorder wins: a new one has recorded nothing.
        #expect(!program.run(on: AlteredReference(announced: keys, answers: answers)).isPassed)
    }

    /// A protocol-1 driver that makes its own recorders but lacks one of their members (here `senders`): a case
    /// that reads it is unsupported for that member, as when protocol 1 was published, not an error of the kit's
    /// recorder member meeting the driver's recorder.
    @Test func aProtocol1RecorderMemberThatIsNotAnnouncedIsMissingWhenTheRecorderIsTheImplementations() throws {
        let program = try Self.program(
            """
            let recorder = ActionRecorder()
            #expect(recorder.senders.isEmpty)
            """)
        let answers: [String: Value] = [
            "ActionRecorder.init()": .object(ObjectHandle(id: 40, className: "ActionRecorder"))
        ]
        let protocol1 = AlteredReference(
            announced: ["ActionRecorder.init()", "ActionRecorder.count"], answers: answers, harnessRules: .protocol1)
        #expect(program.run(on: protocol1).failures.map(\.message) == ["unsupported: ActionRecorder.senders"])
    }

    /// A protocol-1 driver that announces a recorder's member but not its initializer never makes a recorder: the
    /// case's recorder is the kit's, so the kit answers all of its members.
    @Test func aProtocol1RecorderWithoutItsInitializerIsTheKitsWhole() throws {
        let program = try Self.program(
            """
            let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let recorder = ActionRecorder()
            control.addTarget(recorder, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
            #expect(recorder.count == 1)
            """)
        let protocol1 = AlteredReference(
            announced: Self.withoutConstants.filter { $0 != "ActionRecorder.init()" } + ["ActionRecorder.count"],
            answers: ["ActionRecorder.count": .int(7)], harnessRules: .protocol1)
        #expect(program.run(on: protocol1).isPassed)
    }

    /// Such an announced member is never called, and `controlspec run` says so; a recorder the implementation makes
    /// gets no warning.
    @Test func aProtocol1RecorderMemberWithoutItsInitializerIsNamedAsNeverCalled() throws {
        let registry = try Registry(
            contentsOf: ConstantsFromImplementationTests.root.appendingPathComponent("conformance/registry.json"))
        var info = Self.reference.info
        info.supportedMembers = ["ActionRecorder.count", "EventRecorder.init(observing:)", "EventRecorder.names"]
        let problems = KitHarness.announcementProblems(of: info, rules: .protocol1, schema: Schema(registry: registry))
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("'ActionRecorder.count' without 'ActionRecorder.init()'") == true)
    }

    @Test func anEventRecorderObservesOnlyTheEventsTheImplementationHas() throws {
        let program = try Self.program(
            """
            let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let events = EventRecorder(observing: control)
            control.sendActions(for: .touchUpInside)
            #expect(events.names == ["touchUpInside"])
            """)
        let lacking = AlteredReference(
            announced: Self.reference.info.supportedMembers.filter { $0 != "UIControl.Event.menuActionTriggered" })
        #expect(program.run(on: lacking).isPassed)
    }

    @Test func aCaseThatNamesAMissingEventIsUnsupportedForThatEvent() throws {
        let program = try Self.program(
            """
            let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let events = EventRecorder(observing: control)
            control.sendActions(for: .touchUpInside)
            #expect(!events.names.contains("editingDidBegin"))
            """)
        let missing: Set = ["UIControl.Event.menuActionTriggered", "UIControl.Event.editingDidBegin"]
        let lacking = AlteredReference(announced: Self.reference.info.supportedMembers.filter { !missing.contains($0) })
        // Not for menuActionTriggered, which the case does not name.
        #expect(program.run(on: lacking).failures.map(\.message) == ["unsupported: UIControl.Event.editingDidBegin"])
    }
}
