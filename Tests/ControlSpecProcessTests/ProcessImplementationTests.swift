import ControlContract
import ControlSpecProcess
import Foundation
import ReferenceBinding
import Testing

@Suite("Process implementations")
struct ProcessImplementationTests {
    @Test("the reference driver shakes hands with the reference's own description")
    func driverHandshake() throws {
        let driver = try Support.startDriver()
        #expect(driver.info == ReferenceImplementation().info)
        #expect(driver.protocolVersion == WireProtocol.version)
        #expect(driver.isRunning)
        driver.shutdown()
        #expect(!driver.isRunning)
    }

    @Test("calls through the driver give the same values as the reference in process")
    func driverMatchesInProcessReference() throws {
        let driver = try Support.startDriver()
        let results = try [driver as any ControlImplementation, ReferenceImplementation()].map(Self.story)
        #expect(results[0] == results[1])
        #expect(results[0].contains(.string("Play")))
        let sent: Value = .array([.selector("touchDown:"), .selector("touchDragExit:"), .selector("touchUpOutside:")])
        #expect(results[1].last == sent)
        #expect(!results[1].contains { $0.debugDescription.hasPrefix("\"failed") })
    }

    @Test("the Python implementation shakes hands, and its tap reaches a recorder of the kit")
    func pythonImplementation() throws {
        let python = try Support.startPython()
        #expect(python.info.name == "python-minimal")
        #expect(python.info.supportedMembers.contains("Harness.tap(_:)"))
        let session = try python.makeSession()
        defer { session.close() }
        let button = try Support.object(Support.call(python, session, "UIButton.init(type:)", .customButtonType))
        #expect(button.className == "UIButton")
        _ = Support.call(python, session, "UIView.frame=", on: button, .rect(x: 0, y: 0, width: 100, height: 44))
        // The kit's ActionRecorder: a handle with a negative ID, which the implementation only sends actions to.
        let recorder = ObjectHandle(id: -1, className: "ActionRecorder")
        _ = Support.call(
            python, session, "UIControl.addTarget(_:action:for:)", on: button, .object(recorder), .selector("handle:"),
            .event(1 << 6))
        #expect(session.takeKitActions().isEmpty)
        _ = Support.call(python, session, "Harness.tap(_:)", .object(button))
        #expect(
            session.takeKitActions() == [KitAction(target: recorder, selector: "handle:", sender: .object(button))])
        #expect(session.takeKitActions().isEmpty)
        let targets = Support.call(python, session, "UIControl.allTargets", on: button)
        #expect(targets == .success(.array([.object(recorder)])))
        _ = Support.call(python, session, "UIButton.setTitle(_:for:)", on: button, .string("Play"), .state(0))
        #expect(
            Support.call(python, session, "UIButton.title(for:)", on: button, .state(1)) == .success(.string("Play")))
        let wrongType = Support.call(python, session, "UIControl.isEnabled=", on: button, .int(3))
        guard case .failed = wrongType.failure else {
            Issue.record("expected a failed call, got \(wrongType)")
            return
        }
    }

    @Test("the Python implementation and the reference agree on a short story")
    func pythonMatchesReferenceOnAStory() throws {
        let python = try Support.startPython()
        let results = try [python as any ControlImplementation, ReferenceImplementation()].map(Self.story)
        #expect(results[0] == results[1])
        #expect(!results[0].contains { $0.debugDescription.hasPrefix("\"failed") })
    }

    @Test("a command line with an exec: prefix starts the implementation")
    func commandLineWithExecPrefix() throws {
        let python = try ProcessImplementation(
            commandLine: "exec:'python3 conformance/implementations/python/controls.py'",
            currentDirectory: Support.packageRoot)
        #expect(python.command == Support.pythonCommand)
        #expect(python.info.name == "python-minimal")
    }

    @Test("a member outside the implementation's list is unsupported without asking the child")
    func unknownMemberIndex() throws {
        let driver = try Support.startDriver()
        let session = try driver.makeSession()
        let result = session.invoke(MemberID(100_000), on: nil, with: [])
        guard case .unsupported = result.failure else {
            Issue.record("expected unsupported, got \(result)")
            return
        }
        #expect(driver.isRunning)
    }

    @Test("a program that does not exist is reported by name")
    func missingProgram() {
        #expect(throws: ProcessImplementationError.commandNotFound("no-such-implementation-program")) {
            try ProcessImplementation(command: ["no-such-implementation-program"])
        }
        #expect(throws: ProcessImplementationError.commandNotFound("./missing/driver")) {
            try ProcessImplementation(command: ["./missing/driver"], currentDirectory: Support.packageRoot)
        }
    }

    /// A few calls every implementation should answer the same way, with the values they returned.
    static func story(_ implementation: any ControlImplementation) throws -> [Value] {
        let session = try implementation.makeSession()
        defer { session.close() }
        var values: [Value] = []
        func call(_ key: String, on receiver: ObjectHandle? = nil, _ arguments: Value...) -> Value {
            guard let index = implementation.info.supportedMembers.firstIndex(of: key) else { return .string(key) }
            let result = session.invoke(MemberID(index), on: receiver, with: arguments)
            let value = (try? result.get()) ?? .string("failed: \(key)")
            values.append(value)
            return value
        }
        let button = try #require(call("UIButton.init(type:)", .customButtonType).objectHandle)
        _ = call("UIView.frame=", on: button, .rect(x: 10, y: 20, width: 100, height: 44))
        _ = call("UIView.bounds", on: button)
        _ = call("UIView.center", on: button)
        _ = call("UIControl.isEnabled", on: button)
        _ = call("UIControl.isSelected=", on: button, .bool(true))
        _ = call("UIControl.state", on: button)
        _ = call("UIButton.setTitle(_:for:)", on: button, .string("Play"), .state(0))
        _ = call("UIButton.title(for:)", on: button, .state(4))
        _ = call("UIButton.currentTitle", on: button)
        _ = call(
            "UIControl.contentHorizontalAlignment=", on: button,
            .enumeration(
                type: "UIControl.ContentHorizontalAlignment", raw: 4))
        _ = call("UIControl.effectiveContentHorizontalAlignment", on: button)
        // A target of the kit, registered as an EventRecorder registers: every action sent to it is reported.
        let recorder = ObjectHandle(id: -1, className: "EventRecorder")
        for (name, bit) in [("touchDown", 0), ("touchDragExit", 5), ("touchUpInside", 6), ("touchUpOutside", 7)] {
            _ = call(
                "UIControl.addTarget(_:action:for:)", on: button, .object(recorder), .selector(name + ":"),
                .event(1 << bit))
        }
        _ = call("UIControl.allControlEvents", on: button)
        _ = call("Harness.touchDown(_:at:)", .object(button), .point(x: 5, y: 5))
        _ = call("UIControl.isHighlighted", on: button)
        _ = call("Harness.touchMove(_:to:)", .object(button), .point(x: 300, y: 5))
        _ = call("UIControl.isTouchInside", on: button)
        _ = call("Harness.touchUp(_:)", .object(button))
        let actions = session.takeKitActions()
        #expect(actions.allSatisfy { $0.target == recorder && $0.sender == .object(button) })
        values.append(.array(actions.map { .selector($0.selector) }))
        return values
    }
}
