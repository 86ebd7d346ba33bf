import CaseLanguage
import ControlContract
import ControlSpecModel
import Foundation
import ReferenceBinding
import Testing

/// What the static checker accepts, the reference runs: every member, initializer and harness
/// helper of the schema (the built-in declarations and `conformance/registry.json`) has a body in
/// the reference's member table, so a declaration without an implementation cannot land.
@Suite struct ReferenceBindsTheSchemaTests {
    private static let registryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("conformance/registry.json")

    /// Keys the checker accepts that the reference does not bind: none may exist. A key is either bound or rejected
    /// by the checker with a diagnostic that names it and says what to write instead.
    static let knownGaps: Set<String> = []

    @Test func everyMemberTheCheckerAcceptsIsBoundInTheReference() throws {
        let schema = Schema(registry: try Registry(contentsOf: Self.registryURL))
        let bound = Set(ReferenceImplementation().info.supportedMembers)
        let unbound = Set(schema.contractMemberKeys.filter { !bound.contains($0) })
        let accepted = unbound.filter { UnmodelledMembers.reason(for: $0) == nil }
        let newGaps = accepted.subtracting(Self.knownGaps).sorted()
        #expect(newGaps.isEmpty, "accepted by the checker, not bound by the reference (bind them): \(newGaps)")
        let closedGaps = Self.knownGaps.subtracting(accepted).sorted()
        #expect(closedGaps.isEmpty, "bound now; remove from knownGaps: \(closedGaps)")
    }

    @Test func everyMemberTheCheckerRejectsIsDeclaredAndUnbound() throws {
        let schema = Set(Schema(registry: try Registry(contentsOf: Self.registryURL)).contractMemberKeys)
        let bound = Set(ReferenceImplementation().info.supportedMembers)
        for key in UnmodelledMembers.reasons.keys.sorted() {
            #expect(schema.contains(key), "\(key) is rejected but the schema does not declare it")
            #expect(!bound.contains(key), "\(key) is bound now: remove it from UnmodelledMembers")
        }
    }

    @Test func everyMemberOfTheConfigurationWorldIsBound() throws {
        let schema = Schema(registry: try Registry(contentsOf: Self.registryURL)).contractMemberKeys
        let bound = Set(ReferenceImplementation().info.supportedMembers)
        let keys = schema.filter { $0.hasPrefix("UIButton.Configuration.") }
        #expect(keys.count > 60, "the registry's UIButton.Configuration members: \(keys.count)")
        let modern = [
            "UIButton.configuration", "UIButton.configuration=", "UIButton.configurationUpdateHandler",
            "UIButton.configurationUpdateHandler=", "UIButton.automaticallyUpdatesConfiguration",
            "UIButton.automaticallyUpdatesConfiguration=", "UIButton.init(configuration:primaryAction:)",
            "UIButton.setNeedsUpdateConfiguration()", "UIButton.updateConfiguration()", "UIControl.toolTipInteraction",
        ]
        for key in keys + modern {
            #expect(bound.contains(key), "\(key) is not bound")
            #expect(UnmodelledMembers.reason(for: key) == nil, "\(key) is still rejected by the checker")
        }
    }

    @Test func theIssueMembersAreBound() {
        let bound = Set(ReferenceImplementation().info.supportedMembers)
        for key in ["UIControl.init()", "UIButton.init()"] {
            #expect(bound.contains(key), "\(key) is accepted by the checker but not bound")
        }
        // The recorders are the kit's: the reference does not build them.
        for key in ["EventRecorder.reset()", "ActionRecorder.reset()"] {
            #expect(KitHarness.keys.contains(key) && !bound.contains(key), "\(key)")
        }
    }
}
