import Foundation
import Testing

@testable import ReferenceControls

@Suite("UIControl UIAction handlers")
struct UIControlActionTests {
    @Test func anAddedActionRunsWithTheControlAsSender() {
        let control = UIControl(frame: .zero)
        var senders: [AnyObject?] = []
        control.addAction(UIAction { action in senders.append(action.sender as AnyObject?) }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(senders.count == 1)
        #expect(senders.first! === control)
    }

    @Test func theSenderIsClearedAfterTheHandlerRuns() {
        let control = UIControl(frame: .zero)
        let action = UIAction { _ in }
        control.sendAction(action)
        #expect(action.sender == nil)
    }

    @Test func sendActionWithAUIActionRunsItsHandler() {
        let control = UIControl(frame: .zero)
        var runs = 0
        control.sendAction(
            UIAction { action in
                runs += 1
                #expect((action.sender as AnyObject?) === control)
            })
        #expect(runs == 1)
    }

    @Test func addingAnActionWithTheSameIdentifierReplacesThePreviousOne() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["new", "new"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test func aReplacingActionMovesToTheEndOfTheDispatchOrder() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("a1") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: .init("b")) { _ in log.append("b") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("a2") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["b", "a2"])
    }

    @Test func actionsWithDifferentIdentifiersAllRun() {
        let control = UIControl(frame: .zero)
        var runs = 0
        control.addAction(UIAction { _ in runs += 1 }, for: .touchUpInside)
        control.addAction(UIAction { _ in runs += 1 }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(runs == 2)
    }

    @Test func theControlKeepsACopyOfTheAction() {
        let control = UIControl(frame: .zero)
        let action = UIAction(title: "Go") { _ in }
        var handed: UIAction?
        control.addAction(action, for: .touchUpInside)
        control.enumerateEventHandlers { registered, _, _, _, _ in handed = registered }
        #expect(handed == action)
        #expect(handed !== action)
        #expect(handed?.title == "Go")
    }

    @Test func removeActionRemovesOnlyTheGivenEvents() {
        let control = UIControl(frame: .zero)
        var runs = 0
        let action = UIAction { _ in runs += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(runs == 0)
        control.sendActions(for: .touchUpInside)
        #expect(runs == 1)
        control.removeAction(action, for: .touchUpInside)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func removeActionMatchesByIdentifierNotByObject() {
        let control = UIControl(frame: .zero)
        control.addAction(UIAction(identifier: .init("x")) { _ in }, for: .touchUpInside)
        control.removeAction(UIAction(identifier: .init("x")) { _ in }, for: .touchUpInside)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func removeActionIdentifiedByRemovesThatAction() {
        let control = UIControl(frame: .zero)
        control.addAction(UIAction(identifier: .init("keep")) { _ in }, for: .touchUpInside)
        control.addAction(UIAction(identifier: .init("drop")) { _ in }, for: .touchUpInside)
        control.removeAction(identifiedBy: .init("drop"), for: .allEvents)
        var identifiers: [String] = []
        control.enumerateEventHandlers { action, _, _, _, _ in identifiers.append(action?.identifier.rawValue ?? "-") }
        #expect(identifiers == ["keep"])
    }

    @Test func removeTargetForATargetLeavesActionsAlone() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "a", for: .touchUpInside)
        control.addAction(UIAction { _ in }, for: .touchUpInside)
        control.removeTarget(target, action: nil, for: .allEvents)
        #expect(control.allControlEvents == .touchUpInside)
    }

    @Test func enumerateEventHandlersReportsActionsAndTargetsInDispatchOrder() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        let action = UIAction(identifier: .init("act")) { _ in }
        control.addTarget(target, action: "first:", for: .touchDown)
        control.addAction(action, for: .valueChanged)
        control.addTarget(nil, action: "chain:", for: .touchUpInside)
        var rows: [String] = []
        control.enumerateEventHandlers { handler, handlerTarget, selector, events, _ in
            let who = handler?.identifier.rawValue ?? (handlerTarget === target ? "target" : "nil")
            rows.append("\(who) \(selector?.name ?? "-") \(events.rawValue)")
        }
        #expect(rows == ["target first: 1", "act - 4096", "nil chain: 64"])
    }

    @Test func enumerateEventHandlersStopsWhenAsked() {
        let control = UIControl(frame: .zero)
        control.addAction(UIAction { _ in }, for: .touchUpInside)
        control.addAction(UIAction { _ in }, for: .touchUpInside)
        var visits = 0
        control.enumerateEventHandlers { _, _, _, _, stop in
            visits += 1
            stop = true
        }
        #expect(visits == 1)
    }

    @Test func targetActionsAndActionsFireInOneInterleavedOrder() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let target = RecordingTarget()
        target.onReceive = { selector, _ in log.append(selector.name) }
        control.addTarget(target, action: "one", for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("two") }, for: .touchUpInside)
        control.addTarget(target, action: "three", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["one", "two", "three"])
    }

    @Test func initWithFrameAndPrimaryActionRegistersItForPrimaryActionTriggered() {
        var runs = 0
        let control = UIControl(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: UIAction { _ in runs += 1 })
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
        #expect(control.frame.size == CGSize(width: 10, height: 10))
    }

    @Test func initWithFrameAndNilPrimaryActionRegistersNothing() {
        let control = UIControl(frame: .zero, primaryAction: nil)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func aTapOnATapControlRunsItsPrimaryAction() {
        var runs = 0
        let (_, control) = makeControlInWindow { TapControl(frame: $0, primaryAction: UIAction { _ in runs += 1 }) }
        var touch = TouchSimulator(control: control)
        touch.tap()
        #expect(runs == 1)
    }

    @Test func actionsWithoutAnIdentifierGetUniqueDynamicIdentifiers() {
        let first = UIAction { _ in }, second = UIAction { _ in }
        #expect(first.identifier != second.identifier)
        #expect(first.identifier.rawValue.hasPrefix("com.apple.action.dynamic."))
        #expect(first != second)
    }

    @Test func actionsAreEqualWhenTheirIdentifiersAre() {
        let a = UIAction(title: "A", identifier: .init("same")) { _ in }
        let b = UIAction(title: "B", identifier: .init("same")) { _ in }
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
    }

    @Test func actionDefaultsMatchUIKit() {
        let action = UIAction { _ in }
        #expect(action.title == "")
        #expect(action.image == nil)
        #expect(action.discoverabilityTitle == nil)
        #expect(action.attributes.isEmpty)
        #expect(action.state == .off)
        #expect(action.sender == nil)
    }

    @Test func menuElementRawValuesMatchUIKit() {
        #expect(UIMenuElement.State.off.rawValue == 0)
        #expect(UIMenuElement.State.on.rawValue == 1)
        #expect(UIMenuElement.State.mixed.rawValue == 2)
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1)
        #expect(UIMenuElement.Attributes.destructive.rawValue == 2)
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4)
        #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
    }

    @Test func aMenuKeepsItsTitleAndChildrenInOrder() {
        let copy = UIAction(title: "Copy") { _ in }, paste = UIAction(title: "Paste") { _ in }
        let menu = UIMenu(title: "Edit", children: [copy, paste])
        #expect(menu.title == "Edit")
        #expect(menu.children.map(\.title) == ["Copy", "Paste"])
        #expect(menu.replacingChildren([paste]).children.map(\.title) == ["Paste"])
    }

    @Test func addingAnActionForNoEventsTraps() async {
        await #expect(processExitsWith: .failure) {
            UIControl(frame: .zero).addAction(UIAction { _ in }, for: [])
        }
    }
}
