import ControlContract
import Foundation
import ReferenceControls
import Testing

@testable import ReferenceBinding

/// A closure host that runs Swift closures by handle, as the interpreter runs a case's closures.
final class ScriptedHost: ClosureHost {
    var bodies: [Int: ([Value]) -> Result<Value, ContractFailure>] = [:]
    private(set) var calls: [(id: Int, arguments: [Value])] = []

    func call(_ closure: ClosureHandle, with arguments: [Value]) -> Result<Value, ContractFailure> {
        calls.append((closure.id, arguments))
        guard let body = bodies[closure.id] else { return .failure(.failed("no closure #\(closure.id)")) }
        return body(arguments)
    }
}

extension Driver {
    /// Calls `key` and expects a failure; returns it.
    func failure(_ key: String, on receiver: Value? = nil, _ arguments: Value...) throws -> ContractFailure {
        let member = try #require(table[key], "no member \(key)")
        guard case .failure(let failure) = session.invoke(member, on: receiver?.objectHandle, with: arguments) else {
            Issue.record("\(key) succeeded")
            return .failed("")
        }
        return failure
    }
}

let selected = Value.options(type: "UIControl.State", raw: 4)

@Suite struct ConfigurationBindingTests {
    @Test func aFactoryMakesAStructureWhosePropertiesAreContractCalls() throws {
        let driver = try Driver()
        let filled = try driver.call("UIButton.Configuration.filled()")
        guard case .structure(let type, let fields) = filled else {
            Issue.record("not a structure: \(filled)")
            return
        }
        #expect(type == "UIButton.Configuration")
        #expect(fields.map(\.name).contains("title"))
        #expect(try driver.call("UIButton.Configuration.title", filled) == .null)
        #expect(
            try driver.call("UIButton.Configuration.cornerStyle", filled)
                == .enumCase(type: "UIButton.Configuration.CornerStyle", name: "dynamic"))
        #expect(try driver.call("UIButton.Configuration.automaticallyUpdateForSelection", filled) == .bool(false))
        let titled = try driver.call("UIButton.Configuration.title=", filled, .string("Play"))
        #expect(try driver.call("UIButton.Configuration.title", titled) == .string("Play"))
        // Value semantics: the structure the setter got is unchanged.
        #expect(try driver.call("UIButton.Configuration.title", filled) == .null)
        #expect(titled != filled)
    }

    @Test func contentInsetsFollowTheSizeUntilSetAcrossTheContract() throws {
        let driver = try Driver()
        var config = try driver.call("UIButton.Configuration.plain()")
        #expect(try driver.call("UIButton.Configuration.contentInsets", config) == .insets(7, 12, 7, 12))
        config = try driver.call(
            "UIButton.Configuration.buttonSize=", config, .enumCase(type: "UIButton.Configuration.Size", name: "large"))
        #expect(try driver.call("UIButton.Configuration.contentInsets", config) == .insets(15, 20, 15, 20))
        config = try driver.call("UIButton.Configuration.contentInsets=", config, .insets(1, 4, 1, 4))
        config = try driver.call(
            "UIButton.Configuration.buttonSize=", config, .enumCase(type: "UIButton.Configuration.Size", name: "small"))
        #expect(try driver.call("UIButton.Configuration.contentInsets", config) == .insets(1, 4, 1, 4))
        config = try driver.call("UIButton.Configuration.setDefaultContentInsets()", config)
        #expect(try driver.call("UIButton.Configuration.contentInsets", config) == .insets(5, 10, 5, 10))
    }

    @Test func aButtonShowsItsConfigurationAndReadingItGivesACopy() throws {
        let driver = try Driver()
        let button = try driver.call("UIButton.init(type:)", custom)
        #expect(try driver.call("UIButton.subtitleLabel", on: button) == .null)
        var config = try driver.call("UIButton.Configuration.tinted()")
        config = try driver.call("UIButton.Configuration.title=", config, .string("Play"))
        config = try driver.call("UIButton.Configuration.subtitle=", config, .string("Side A"))
        _ = try driver.call("UIButton.configuration=", on: button, config)
        let read = try driver.call("UIButton.configuration", on: button)
        #expect(read == config)
        let label = try driver.call("UIButton.titleLabel", on: button)
        #expect(try driver.call("UILabel.text", on: label) == .string("Play"))
        let subtitle = try driver.call("UIButton.subtitleLabel", on: button)
        #expect(try driver.call("UILabel.text", on: subtitle) == .string("Side A"))
        // The per-state title does not replace the configuration's.
        _ = try driver.call("UIButton.setTitle(_:for:)", on: button, .string("Legacy"), normal)
        #expect(try driver.call("UILabel.text", on: label) == .string("Play"))
        _ = try driver.call("UIButton.configuration=", on: button, .null)
        #expect(try driver.call("UIButton.subtitleLabel", on: button) == .null)
    }

    @Test func theStructureSurvivesTheWireUnchanged() throws {
        let driver = try Driver()
        var config = try driver.call("UIButton.Configuration.glass()")
        config = try driver.call("UIButton.Configuration.imagePadding=", config, .float(4))
        config = try driver.call(
            "UIButton.Configuration.imagePlacement=", config, .options(type: "NSDirectionalRectEdge", raw: 8))
        config = try driver.call("UIButton.Configuration.attributedTitle=", config, .attributedString("Go"))
        let background = try driver.call("UIButton.Configuration.background", config)
        let cleared = try driver.call(
            "UIBackgroundConfiguration.cornerRadius=", try driver.call("UIBackgroundConfiguration.clear()"), .float(3))
        config = try driver.call("UIButton.Configuration.background=", config, cleared)
        #expect(try driver.call("UIButton.Configuration.background", config) != background)
        let data = try JSONEncoderForTests.roundTrip(config)
        #expect(data == config)
        #expect(try driver.call("UIButton.Configuration.imagePadding", data) == .float(4))
        #expect(try driver.call("UIButton.Configuration.attributedTitle", data) == .attributedString("Go"))
    }

    @Test func badStructuresAreFailuresThatNameTheProblem() throws {
        let driver = try Driver()
        let unknown = Value.structure(type: "UIButton.Configuration", fields: [Field("style", .null)])
        let failure = try driver.failure("UIButton.Configuration.title", unknown)
        #expect("\(failure)".contains("UIButton.Configuration.Style"))
        let extra = Value.structure(
            type: "UIButton.Configuration",
            fields: [Field("style", .enumCase(type: "UIButton.Configuration.Style", name: "plain")), Field("x", .null)])
        let extraFailure = try driver.failure("UIButton.Configuration.title", extra)
        #expect("\(extraFailure)".contains("has no stored property"), "\(extraFailure)")
        let wrongValue = try driver.failure(
            "UIButton.Configuration.cornerStyle=", try driver.call("UIButton.Configuration.plain()"), .int(4))
        #expect("\(wrongValue)".contains("CornerStyle"))
    }

    @Test func initWithConfigurationAndAClosureActionRunsTheCasesHandler() throws {
        let driver = try Driver()
        let host = ScriptedHost()
        var count = 0
        host.bodies[1] = { _ in
            count += 1
            return .success(.void)
        }
        driver.session.attach(closures: host)
        let action = try driver.call(
            "UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)", .string("Play"),
            .null, .null, .null, .options(type: "UIMenuElement.Attributes", raw: 0),
            .enumeration(type: "UIMenuElement.State", raw: 0), .closure(ClosureHandle(id: 1)))
        let button = try driver.call(
            "UIButton.init(configuration:primaryAction:)", try driver.call("UIButton.Configuration.filled()"), action)
        let config = try driver.call("UIButton.configuration", on: button)
        #expect(try driver.call("UIButton.Configuration.title", config) == .string("Play"))
        _ = try driver.call("UIView.frame=", on: button, frame)
        _ = try driver.call("Harness.tap(_:)", button)
        #expect(count == 1)
        // The handler gets the action the control performed (UIKit copies an action it adds), titled as the case's.
        let argument = try #require(host.calls.first?.arguments.first)
        #expect(argument.objectHandle?.className == "UIAction")
        #expect(try driver.call("UIAction.title", on: argument) == .string("Play"))
    }

    @Test func theUpdateHandlerRunsOnAStateChangeAndReadsBackAsTheCasesClosure() throws {
        let driver = try Driver()
        let host = ScriptedHost()
        var seen: [Value] = []
        host.bodies[7] = { arguments in
            seen.append(contentsOf: arguments)
            return .success(.void)
        }
        driver.session.attach(closures: host)
        let button = try driver.call("UIButton.init(type:)", custom)
        #expect(try driver.call("UIButton.configurationUpdateHandler", on: button) == .null)
        _ = try driver.call("UIButton.configurationUpdateHandler=", on: button, .closure(ClosureHandle(id: 7)))
        #expect(try driver.call("UIButton.configurationUpdateHandler", on: button) == .closure(ClosureHandle(id: 7)))
        _ = try driver.call("UIView.layoutIfNeeded()", on: button)
        #expect(seen == [button])
        _ = try driver.call("UIControl.isSelected=", on: button, .bool(true))
        _ = try driver.call("UIView.layoutIfNeeded()", on: button)
        #expect(seen == [button, button])
        _ = try driver.call("UIButton.configurationUpdateHandler=", on: button, .null)
        #expect(try driver.call("UIButton.configurationUpdateHandler", on: button) == .null)
    }

    @Test func aClosureThatFailsFailsTheCallThatRanIt() throws {
        let driver = try Driver()
        let host = ScriptedHost()
        host.bodies[2] = { _ in .failure(.failed("#expect failed in the handler")) }
        driver.session.attach(closures: host)
        let action = try driver.call(
            "UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)", .string(""), .null,
            .null, .null, .options(type: "UIMenuElement.Attributes", raw: 0),
            .enumeration(type: "UIMenuElement.State", raw: 0), .closure(ClosureHandle(id: 2)))
        let control = try driver.call("UIControl.init(frame:primaryAction:)", frame, action)
        let failure = try driver.failure("UIControl.performPrimaryAction()", on: control)
        #expect(failure == .failed("#expect failed in the handler"))
        // The next call is not failed by the earlier closure.
        #expect(try driver.call("UIControl.isEnabled", on: control) == .bool(true))
    }

    @Test func anUpdateHandlerThatChangesTheConfigurationCallsBackIntoTheSession() throws {
        let driver = try Driver()
        let host = ScriptedHost()
        driver.session.attach(closures: host)
        // The handler does what `button.configuration?.title = isSelected ? "On" : "Off"` compiles to.
        host.bodies[4] = { arguments in
            Result { () throws -> Value in
                let button = try #require(arguments.first)
                let selected = try driver.call("UIControl.isSelected", on: button)
                let config = try driver.call("UIButton.configuration", on: button)
                let title = Value.string(selected == .bool(true) ? "On" : "Off")
                let changed = try driver.call("UIButton.Configuration.title=", config, title)
                return try driver.call("UIButton.configuration=", on: button, changed)
            }.mapError { .failed("\($0)") }
        }
        let button = try driver.call("UIButton.init(type:)", custom)
        _ = try driver.call("UIButton.configuration=", on: button, try driver.call("UIButton.Configuration.gray()"))
        _ = try driver.call("UIButton.configurationUpdateHandler=", on: button, .closure(ClosureHandle(id: 4)))
        _ = try driver.call("UIView.layoutIfNeeded()", on: button)
        let title = {
            try driver.call("UIButton.Configuration.title", try driver.call("UIButton.configuration", on: button))
        }
        #expect(try title() == .string("Off"))
        _ = try driver.call("UIControl.isSelected=", on: button, .bool(true))
        _ = try driver.call("UIView.layoutIfNeeded()", on: button)
        #expect(try title() == .string("On"))
        // Setting the configuration inside the handler asked for no further update: one run per layout pass.
        #expect(host.calls.count == 2)
        let label = try driver.call("UIButton.titleLabel", on: button)
        #expect(try driver.call("UILabel.text", on: label) == .string("On"))
    }

    @Test func aClosureWithoutAHostFailsWithAClearMessage() throws {
        let driver = try Driver()
        let button = try driver.call("UIButton.init(type:)", custom)
        _ = try driver.call("UIButton.configurationUpdateHandler=", on: button, .closure(ClosureHandle(id: 3)))
        let failure = try driver.failure("UIView.layoutIfNeeded()", on: button)
        #expect("\(failure)".contains("no closure host is attached"))
    }

    @Test func aColorTransformerIsTheCasesClosureAndRunsThroughTheHost() throws {
        let driver = try Driver()
        let host = ScriptedHost()
        host.bodies[5] = { _ in .success(.color(red: 1, green: 0, blue: 0, alpha: 1)) }
        driver.session.attach(closures: host)
        var config = try driver.call("UIButton.Configuration.plain()")
        config = try driver.call(
            "UIButton.Configuration.imageColorTransformer=", config, .closure(ClosureHandle(id: 5)))
        #expect(
            try driver.call("UIButton.Configuration.imageColorTransformer", config) == .closure(ClosureHandle(id: 5)))
        // The same closure makes the same transformer, so two configurations holding it are equal.
        #expect(
            try driver.call("UIButton.Configuration.imageColorTransformer=", config, .closure(ClosureHandle(id: 5)))
                == config)
    }

    @Test func theLegacyEdgeInsetsAreIgnoredOnceAConfigurationIsSet() throws {
        let driver = try Driver()
        let button = try driver.call("UIButton.init(type:)", custom)
        let insets = Value.insets(10, 10, 10, 10)
        _ = try driver.call("UIButton.contentEdgeInsets=", on: button, insets)
        #expect(
            try driver.call("UIButton.contentRect(forBounds:)", on: button, frame)
                == .rect(x: 10, y: 10, width: 80, height: 24))
        _ = try driver.call("UIButton.configuration=", on: button, try driver.call("UIButton.Configuration.plain()"))
        // The configuration's own insets, (7, 12, 7, 12) for plain(), take the place of the legacy ones.
        #expect(
            try driver.call("UIButton.contentRect(forBounds:)", on: button, frame)
                == .rect(x: 12, y: 7, width: 76, height: 30))
        // The value set is still kept and read back.
        #expect(try driver.call("UIButton.contentEdgeInsets", on: button) == insets)
    }

    @Test func aConfigurationWithASymbolConfigurationReadsBackEqual() throws {
        let session = ReferenceSession(table: MemberTable.shared, factory: .standard)
        var configuration = UIButton.Configuration.plain()
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 20)
        let value = configuration.value(in: session)
        #expect(configuration.value(in: session) == value)
        #expect(try UIButton.Configuration.from(value, in: session) == configuration)
    }

    @Test func toolTipMakesTheToolTipInteraction() throws {
        let driver = try Driver()
        let control = try driver.call("UIControl.init(frame:)", frame)
        #expect(try driver.call("UIControl.toolTipInteraction", on: control) == .null)
        _ = try driver.call("UIControl.toolTip=", on: control, .string("Play"))
        let interaction = try driver.call("UIControl.toolTipInteraction", on: control)
        #expect(try driver.call("UIToolTipInteraction.defaultToolTip", on: interaction) == .string("Play"))
        #expect(try driver.call("UIToolTipInteraction.isEnabled", on: interaction) == .bool(true))
    }
}

extension Value {
    /// Insets with the contract's spelling, shorter for tests.
    static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Value {
        .insets(top: top, left: left, bottom: bottom, right: right)
    }
}

/// Encodes and decodes a value as JSON, as a value crossing to another process is.
enum JSONEncoderForTests {
    static func roundTrip(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: try JSONEncoder().encode(value))
    }
}
