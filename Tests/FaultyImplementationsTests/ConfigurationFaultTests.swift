import ControlContract
import Foundation
import ReferenceBinding
import Testing

@testable import FaultyImplementations

/// Counts the runs of the case closures it is handed, as the interpreter would run them.
final class CountingHost: ClosureHost {
    private(set) var runs = 0

    func call(_ closure: ClosureHandle, with arguments: [Value]) -> Result<Value, ContractFailure> {
        runs += 1
        return .success(.void)
    }
}

/// One implementation's session, driven by member keys with contract values.
struct ContractDriver {
    let session: any ControlSession
    let members: [String: MemberID]
    let host = CountingHost()

    init(_ implementation: any ControlImplementation) throws {
        session = try implementation.makeSession()
        members = implementation.info.memberTable()
        session.attach(closures: host)
    }

    @discardableResult
    func call(_ key: String, on receiver: Value? = nil, _ arguments: Value...) throws -> Value {
        let member = try #require(members[key], "no member \(key)")
        return try session.invoke(member, on: receiver?.objectHandle, with: arguments).get()
    }
}

private let frame = Value.rect(x: 0, y: 0, width: 100, height: 44)
private let system = Value.enumeration(type: "UIButton.ButtonType", raw: 1)

/// What each variant of the configuration world gets wrong (``FaultyVariants/awaitingCases`` and the ones already
/// in ``FaultyVariants/all``), as one observation through the contract: the reference and the variant must give
/// different values.
private let observations: [String: @Sendable (ContractDriver) throws -> Value] = [
    "plain-does-not-update-for-selection": { driver in
        try driver.call(
            "UIButton.Configuration.automaticallyUpdateForSelection", try driver.call("UIButton.Configuration.plain()"))
    },
    "plain-corner-style-fixed": { driver in
        try driver.call("UIButton.Configuration.cornerStyle", try driver.call("UIButton.Configuration.plain()"))
    },
    "title-setter-changes-subtitle": { driver in
        let plain = try driver.call("UIButton.Configuration.plain()")
        let titled = try driver.call("UIButton.Configuration.title=", plain, .string("Play"))
        return try driver.call("UIButton.Configuration.subtitle", titled)
    },
    "attributed-title-leaves-title": { driver in
        let plain = try driver.call("UIButton.Configuration.plain()")
        let titled = try driver.call("UIButton.Configuration.title=", plain, .string("Play"))
        let styled = try driver.call("UIButton.Configuration.attributedTitle=", titled, .attributedString("Pause"))
        return try driver.call("UIButton.Configuration.title", styled)
    },
    "configuration-read-stays-live": { driver in
        let button = try driver.call("UIButton.init(type:)", system)
        try driver.call("UIButton.configuration=", on: button, try driver.call("UIButton.Configuration.plain()"))
        let copy = try driver.call("UIButton.configuration", on: button)
        try driver.call("UIButton.Configuration.title=", copy, .string("Pause"))
        return try driver.call("UIButton.Configuration.title", try driver.call("UIButton.configuration", on: button))
    },
    "updated-for-drops-custom-title": { driver in
        let button = try driver.call("UIButton.init(type:)", system)
        let plain = try driver.call("UIButton.Configuration.plain()")
        let titled = try driver.call("UIButton.Configuration.title=", plain, .string("Play"))
        return try driver.call(
            "UIButton.Configuration.title", try driver.call("UIButton.Configuration.updated(for:)", titled, button))
    },
    "init-configuration-drops-action-title": { driver in
        let action = try driver.call("Harness.makeAction(title:identifier:)", .string("Play"), .null)
        let button = try driver.call(
            "UIButton.init(configuration:primaryAction:)", try driver.call("UIButton.Configuration.plain()"), action)
        return try driver.call("UIButton.Configuration.title", try driver.call("UIButton.configuration", on: button))
    },
    "subtitle-label-without-configuration": { driver in
        let button = try driver.call("UIButton.init(type:)", system)
        return .bool(try driver.call("UIButton.subtitleLabel", on: button) == .null)
    },
    "tool-tip-interaction-missing": { driver in
        let control = try driver.call("UIControl.init(frame:)", frame)
        try driver.call("UIControl.toolTip=", on: control, .string("Play"))
        return .bool(try driver.call("UIControl.toolTipInteraction", on: control) == .null)
    },
    "update-handler-skipped-on-state-change": { driver in
        let button = try driver.call("UIButton.init(type:)", system)
        try driver.call("UIButton.configurationUpdateHandler=", on: button, .closure(ClosureHandle(id: 1)))
        try driver.call("UIView.layoutIfNeeded()", on: button)
        let before = driver.host.runs
        try driver.call("UIControl.isSelected=", on: button, .bool(true))
        try driver.call("UIView.layoutIfNeeded()", on: button)
        return .int(driver.host.runs - before)
    },
    "set-needs-update-configuration-ignored": { driver in
        let button = try driver.call("UIButton.init(type:)", system)
        try driver.call("UIButton.configurationUpdateHandler=", on: button, .closure(ClosureHandle(id: 1)))
        try driver.call("UIView.layoutIfNeeded()", on: button)
        let before = driver.host.runs
        try driver.call("UIButton.setNeedsUpdateConfiguration()", on: button)
        try driver.call("UIView.layoutIfNeeded()", on: button)
        return .int(driver.host.runs - before)
    },
    "automatically-updates-configuration-off": { driver in
        try driver.call(
            "UIButton.automaticallyUpdatesConfiguration", on: try driver.call("UIButton.init(type:)", system))
    },
    "menu-primary-action-toggles-selection": { driver in
        let button = try driver.call("UIButton.init(type:)", system)
        try driver.call("UIView.frame=", on: button, frame)
        try driver.call(
            "UIButton.menu=", on: button, try driver.call("UIMenu.init(title:children:)", .string(""), .array([])))
        try driver.call("UIControl.showsMenuAsPrimaryAction=", on: button, .bool(true))
        try driver.call("UIButton.changesSelectionAsPrimaryAction=", on: button, .bool(true))
        try driver.call("Harness.tap(_:)", button)
        return try driver.call("UIControl.isSelected", on: button)
    },
    "legacy-insets-applied-with-configuration": { driver in
        let button = try driver.call("UIButton.init(type:)", system)
        try driver.call("UIButton.contentEdgeInsets=", on: button, .insets(top: 10, left: 10, bottom: 10, right: 10))
        try driver.call("UIButton.configuration=", on: button, try driver.call("UIButton.Configuration.plain()"))
        return try driver.call("UIButton.contentRect(forBounds:)", on: button, frame)
    },
    "configuration-insets-not-in-size": { driver in
        var configuration = try driver.call("UIButton.Configuration.plain()")
        configuration = try driver.call("UIButton.Configuration.title=", configuration, .string("Play"))
        let button = try driver.call("UIButton.init(configuration:primaryAction:)", configuration, .null)
        return try driver.call("UIView.intrinsicContentSize", on: button)
    },
    "configured-button-hides-state-title": { driver in
        let button = try driver.call(
            "UIButton.init(configuration:primaryAction:)", try driver.call("UIButton.Configuration.filled()"), .null)
        try driver.call("UIView.frame=", on: button, frame)
        let normal = Value.options(type: "UIControl.State", raw: 0)
        try driver.call("UIButton.setTitle(_:for:)", on: button, .string("Legacy"), normal)
        try driver.call("UIView.layoutIfNeeded()", on: button)
        let label = try driver.call("UIButton.titleLabel", on: button)
        return try driver.call("UILabel.text", on: label)
    },
]

@Suite struct ConfigurationFaultTests {
    /// The configuration variants: those still waiting for cases and those the cases catch.
    static let variants = FaultyVariants.awaitingCases + FaultyVariants.configurationFaults

    @Test func thereAreAtLeastTenAndEachHasAnObservation() {
        let names = FaultyVariants.awaitingCases.map(\.name)
        let caught = FaultyVariants.configurationFaults.map(\.name)
        #expect(names.count + caught.count >= 10)
        #expect(Set(names).count == names.count)
        #expect(Set(names).isDisjoint(with: FaultyVariants.all.map(\.name)))
        #expect(Set(caught).isSubset(of: FaultyVariants.all.map(\.name)))
        #expect(Set(observations.keys) == Set(names + caught))
        for variant in FaultyVariants.awaitingCases + FaultyVariants.configurationFaults {
            #expect(variant.summary.hasSuffix(".") && variant.summary.contains(", violating "), "\(variant.name)")
            #expect(!variant.memberPatterns.isEmpty, "\(variant.name)")
            #expect(variant.implementation.info.supportedMembers == ReferenceImplementation().info.supportedMembers)
        }
    }

    @Test func aContractFaultHandsTheClosureHostToTheReference() throws {
        let driver = try ContractDriver(ContractFaultImplementation(name: "faulty:nothing", fault: ContractFault()))
        let button = try driver.call("UIButton.init(type:)", system)
        try driver.call("UIButton.configurationUpdateHandler=", on: button, .closure(ClosureHandle(id: 1)))
        try driver.call("UIView.layoutIfNeeded()", on: button)
        #expect(driver.host.runs == 1)
    }

    @Test(arguments: (FaultyVariants.awaitingCases + FaultyVariants.configurationFaults).map(\.name))
    func theVariantDiffersFromTheReferenceThroughTheContract(_ name: String) throws {
        let variants = FaultyVariants.awaitingCases + FaultyVariants.configurationFaults
        let variant = try #require(variants.first { $0.name == name })
        let observe = try #require(observations[name], "no observation for \(name)")
        let expected = try observe(ContractDriver(ReferenceImplementation()))
        let observed = try observe(ContractDriver(variant.implementation))
        #expect(observed != expected, "\(name): \(observed.debugDescription) on both")
    }
}
