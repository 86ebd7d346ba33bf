import ControlContract
import Testing

@testable import ReferenceBinding

/// Calls members by key, as the interpreter does after resolving them.
struct Driver {
    let session: any ControlSession
    let table: [String: MemberID]

    init() throws {
        let implementation = ReferenceImplementation()
        session = try implementation.makeSession()
        table = implementation.info.memberTable()
    }

    func call(_ key: String, on receiver: Value? = nil, _ arguments: Value...) throws -> Value {
        let member = try #require(table[key], "no member \(key)")
        return try session.invoke(member, on: receiver?.objectHandle, with: arguments).get()
    }
}

let normal = Value.options(type: "UIControl.State", raw: 0)
let highlighted = Value.options(type: "UIControl.State", raw: 1)
let touchUpInside = Value.options(type: "UIControl.Event", raw: 1 << 6)
let custom = Value.enumeration(type: "UIButton.ButtonType", raw: 0)
let frame = Value.rect(x: 0, y: 0, width: 100, height: 44)

@Suite struct ReferenceBindingTests {
    @Test func perStateTitlesFallBackToNormalThroughTheContract() throws {
        let driver = try Driver()
        let button = try driver.call("UIButton.init(type:)", custom)
        #expect(button.objectHandle?.className == "UIButton")
        _ = try driver.call("UIButton.setTitle(_:for:)", on: button, .string("播放"), normal)
        #expect(try driver.call("UIButton.title(for:)", on: button, highlighted) == .string("播放"))
        _ = try driver.call("UIControl.isHighlighted=", on: button, .bool(true))
        #expect(try driver.call("UIControl.state", on: button) == highlighted)
    }

    @Test func aTapThroughTheHarnessReachesATargetOfTheKit() throws {
        let driver = try Driver()
        let button = try driver.call("UIButton.init(type:)", custom)
        _ = try driver.call("UIView.frame=", on: button, frame)
        let recorder = ObjectHandle(id: -1, className: "ActionRecorder")
        _ = try driver.call(
            "UIControl.addTarget(_:action:for:)", on: button, .object(recorder), .selector("handle:"), touchUpInside)
        _ = try driver.call("Harness.tap(_:)", button)
        let sender = try #require(button.objectHandle)
        #expect(
            driver.session.takeKitActions() == [
                KitAction(target: recorder, selector: "handle:", sender: .object(sender))
            ])
        #expect(driver.session.takeKitActions().isEmpty)
        #expect(try driver.call("UIControl.allTargets", on: button) == .array([.object(recorder)]))
    }

    @Test func aTouchSendsTheTapSequenceToTargetsOfTheKit() throws {
        let driver = try Driver()
        let control = try driver.call("UIControl.init(frame:)", frame)
        let recorder = Value.object(ObjectHandle(id: -1, className: "EventRecorder"))
        for (name, bit) in [("touchDown", 0), ("touchUpInside", 6), ("touchUpOutside", 7)] {
            _ = try driver.call(
                "UIControl.addTarget(_:action:for:)", on: control, recorder, .selector(name + ":"),
                .options(type: "UIControl.Event", raw: 1 << bit))
        }
        _ = try driver.call("Harness.touchDown(_:at:)", control, .point(x: 10, y: 10))
        _ = try driver.call("Harness.touchUp(_:)", control)
        #expect(driver.session.takeKitActions().map(\.selector) == ["touchDown:", "touchUpInside:"])
    }

    @Test func wrongArgumentTypesAreFailuresNotCrashes() throws {
        let driver = try Driver()
        let button = try driver.call("UIButton.init(type:)", custom)
        let member = try #require(driver.table["UIButton.setTitle(_:for:)"])
        let result = driver.session.invoke(member, on: button.objectHandle, with: [.int(3), normal])
        #expect(throws: ContractFailure.self) { try result.get() }
        let outOfRange = driver.session.invoke(MemberID(999_999), on: nil, with: [])
        #expect(throws: ContractFailure.self) { try outOfRange.get() }
    }

    @Test func sessionsDoNotShareObjects() throws {
        let first = try Driver()
        let button = try first.call("UIButton.init(type:)", custom)
        let second = try Driver()
        let member = try #require(second.table["UIControl.isEnabled"])
        #expect(throws: ContractFailure.self) {
            try second.session.invoke(member, on: button.objectHandle, with: []).get()
        }
    }

    @Test func everyMemberKeyIsUnique() {
        let keys = ReferenceImplementation().info.supportedMembers
        #expect(Set(keys).count == keys.count)
    }
}

@Suite struct ReferenceBindingActionTests {
    @Test func aHarnessActionCountsItsInvocationsThroughCopiesAddedToAControl() throws {
        let driver = try Driver()
        let control = try driver.call("UIControl.init(frame:)", frame)
        let action = try driver.call("Harness.makeAction(title:identifier:)", .string("Go"), .string("go"))
        _ = try driver.call("UIControl.addAction(_:for:)", on: control, action, touchUpInside)
        _ = try driver.call("UIControl.sendActions(for:)", on: control, touchUpInside)
        #expect(try driver.call("UIAction.invocationCount", on: action) == .int(1))
        #expect(try driver.call("UIAction.lastSender", on: action) == control)
        #expect(try driver.call("UIAction.identifier", on: action) == .string("go"))
    }

    @Test func menusAreBuiltFromActionsAndReadBack() throws {
        let driver = try Driver()
        let action = try driver.call("Harness.makeAction(title:identifier:)", .string("A"), .null)
        let menu = try driver.call("UIMenu.init(title:children:)", .string("Sort"), .array([action]))
        #expect(try driver.call("UIMenuElement.title", on: menu) == .string("Sort"))
        #expect(try driver.call("UIMenu.children", on: menu) == .array([action]))
    }
}

@Suite struct InheritedInitializerAndResetTests {
    @Test func nsObjectInitMakesAControlAndACustomButton() throws {
        let driver = try Driver()
        let control = try driver.call("UIControl.init()")
        #expect(control.objectHandle?.className == "UIControl")
        #expect(try driver.call("UIView.frame", on: control) == .rect(x: 0, y: 0, width: 0, height: 0))
        let button = try driver.call("UIButton.init()")
        #expect(button.objectHandle?.className == "UIButton")
        #expect(try driver.call("UIButton.buttonType", on: button) == custom)
    }
}
