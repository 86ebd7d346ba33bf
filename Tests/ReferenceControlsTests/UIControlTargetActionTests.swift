import Foundation
import Testing

@testable import ReferenceControls

@Suite("UIControl target–action")
struct UIControlTargetActionTests {
    @Test func theTargetReceivesTheActionWithTheControlAsSender() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "tapped:", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.received == ["tapped:"])
        #expect(target.senders.first! === control)
    }

    @Test func addingTheSameTargetActionPairTwiceDispatchesOnce() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "tapped:", for: .touchUpInside)
        control.addTarget(target, action: "tapped:", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.received == ["tapped:"])
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:"])
    }

    @Test func addingThePairForMoreEventsMergesTheEvents() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "changed:", for: .touchUpInside)
        control.addTarget(target, action: "changed:", for: .valueChanged)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(target.received == ["changed:"])
    }

    @Test func actionsAreSentInRegistrationOrder() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "first", for: .touchUpInside)
        control.addTarget(target, action: "second", for: .touchUpInside)
        control.addTarget(target, action: "third", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.received == ["first", "second", "third"])
    }

    @Test func reAddingAPairMovesItToTheEndOfTheDispatchOrder() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "first", for: .touchUpInside)
        control.addTarget(target, action: "second", for: .touchUpInside)
        control.addTarget(target, action: "first", for: .touchDown)
        control.sendActions(for: .touchUpInside)
        #expect(target.received == ["second", "first"])
    }

    @Test func differentTargetsWithTheSameActionAreSeparateRegistrations() {
        let control = UIControl(frame: .zero)
        let a = RecordingTarget(), b = RecordingTarget()
        control.addTarget(a, action: "tapped:", for: .touchUpInside)
        control.addTarget(b, action: "tapped:", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(a.received == ["tapped:"])
        #expect(b.received == ["tapped:"])
    }

    @Test func addingATargetForNoEventsIsIgnored() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "tapped:", for: [])
        #expect(control.allTargets.isEmpty)
    }

    @Test func aRegistrationForSeveralSentEventsFiresOnce() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "any", for: [.touchDown, .touchUpInside])
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(target.received == ["any"])
    }

    @Test func onlyRegistrationsForTheSentEventsFire() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "down", for: .touchDown)
        control.addTarget(target, action: "up", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.received == ["up"])
    }

    @Test func targetsAreNotRetained() {
        let control = UIControl(frame: .zero)
        weak var weakTarget: RecordingTarget?
        do {
            let target = RecordingTarget()
            weakTarget = target
            control.addTarget(target, action: "tapped:", for: .touchUpInside)
        }
        #expect(weakTarget == nil)
    }

    @Test func aDeallocatedTargetsActionNoLongerReachesIt() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        do {
            let target = RecordingTarget()
            target.onReceive = { action, _ in log.append(action.name) }
            control.addTarget(target, action: "tapped:", for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
        }
        control.sendActions(for: .touchUpInside)
        #expect(log == ["tapped:"])
    }

    @Test func aDeallocatedTargetsActionGoesUpTheResponderChain() {
        // UIKit's weak target zeroes, and the registration then dispatches like a nil-targeted one.
        let handler = RecordingView(handling: ["tapped:"])
        let control = UIControl(frame: .zero)
        handler.addSubview(control)
        do {
            let target = RecordingTarget()
            control.addTarget(target, action: "tapped:", for: .touchUpInside)
        }
        control.sendActions(for: .touchUpInside)
        #expect(handler.received == ["tapped:"])
    }

    @Test func aNilTargetWalksTheResponderChainFromTheSender() {
        let outer = RecordingView(handling: ["save:"])
        let inner = RecordingView(handling: ["other:"])
        let control = UIControl(frame: .zero)
        outer.addSubview(inner)
        inner.addSubview(control)
        control.addTarget(nil, action: "save:", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(inner.received.isEmpty)
        #expect(outer.received == ["save:"])
    }

    @Test func aNilTargetStartsAtTheFirstResponderWhenThereIsOne() {
        final class Editor: UIView {
            var received: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func perform(_ action: Selector, with sender: Any?, event: UIEvent?) -> Bool {
                received.append(action.name)
                return true
            }
        }
        let root = RecordingView(handling: ["copy:"])
        let editor = Editor(), control = UIControl(frame: .zero)
        root.addSubview(editor)
        root.addSubview(control)
        editor.becomeFirstResponder()
        control.addTarget(nil, action: "copy:", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(editor.received == ["copy:"])
        #expect(root.received.isEmpty)
    }

    @Test func theResponderChainSkipsRespondersThatCannotPerformTheAction() {
        final class Refusing: UIView {
            var received = 0
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
            override func perform(_ action: Selector, with sender: Any?, event: UIEvent?) -> Bool {
                received += 1
                return true
            }
        }
        let outer = RecordingView(handling: ["go:"])
        let refusing = Refusing(), control = UIControl(frame: .zero)
        outer.addSubview(refusing)
        refusing.addSubview(control)
        control.addTarget(nil, action: "go:", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(refusing.received == 0)
        #expect(outer.received == ["go:"])
    }

    @Test func applicationSendActionReportsWhetherSomeoneHandledIt() {
        let view = RecordingView(handling: ["known:"])
        #expect(UIApplication.shared.sendAction("known:", to: nil, from: view, for: nil))
        #expect(!UIApplication.shared.sendAction("unknown:", to: nil, from: view, for: nil))
        #expect(UIApplication.shared.sendAction("known:", to: view, from: nil, for: nil))
        #expect(!UIApplication.shared.sendAction("known:", to: NSObject(), from: view, for: nil))
    }

    @Test func overridingSendActionSeesEveryTargetActionDispatch() {
        final class Filtering: UIControl {
            var seen: [String] = []
            override func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
                seen.append(action.name)
                if action.name != "blocked" { super.sendAction(action, to: target, for: event) }
            }
        }
        let control = Filtering(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "blocked", for: .valueChanged)
        control.addTarget(target, action: "allowed", for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(control.seen == ["blocked", "allowed"])
        #expect(target.received == ["allowed"])
    }

    @Test func removeTargetRemovesOnlyTheGivenEvents() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "tapped:", for: [.touchUpInside, .touchDown])
        control.removeTarget(target, action: "tapped:", for: .touchDown)
        #expect(control.allControlEvents == .touchUpInside)
        control.sendActions(for: .touchDown)
        #expect(target.received.isEmpty)
        control.sendActions(for: .touchUpInside)
        #expect(target.received == ["tapped:"])
    }

    @Test func removingEveryEventOfARegistrationRemovesIt() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "tapped:", for: .touchUpInside)
        control.removeTarget(target, action: "tapped:", for: .touchUpInside)
        #expect(control.allTargets.isEmpty)
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
    }

    @Test func removeTargetWithANilActionRemovesEveryActionOfThatTarget() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget(), other = RecordingTarget()
        control.addTarget(target, action: "a", for: .touchUpInside)
        control.addTarget(target, action: "b", for: .touchUpInside)
        control.addTarget(other, action: "a", for: .touchUpInside)
        control.removeTarget(target, action: nil, for: .touchUpInside)
        #expect(control.allTargets == [AnyHashable(other)])
    }

    @Test func removeTargetWithANilTargetRemovesThatActionForEveryTarget() {
        let control = UIControl(frame: .zero)
        let a = RecordingTarget(), b = RecordingTarget()
        control.addTarget(a, action: "tap", for: .touchUpInside)
        control.addTarget(b, action: "tap", for: .touchUpInside)
        control.addTarget(nil, action: "tap", for: .touchUpInside)
        control.removeTarget(nil, action: "tap", for: .touchUpInside)
        #expect(control.allTargets.isEmpty)
    }

    @Test func removeTargetForAllEventsWithNilTargetAndActionRemovesEverything() {
        let control = UIControl(frame: .zero)
        control.addTarget(RecordingTarget(), action: "a", for: .touchUpInside)
        control.addTarget(nil, action: "b", for: .valueChanged)
        control.addAction(UIAction { _ in }, for: .primaryActionTriggered)
        control.removeTarget(nil, action: nil, for: .allEvents)
        var count = 0
        control.enumerateEventHandlers { _, _, _, _, _ in count += 1 }
        #expect(count == 0)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func removeTargetWithASpecificActionAlsoStripsTheEventsFromTheTargetsOtherActions() {
        // UIKit clears the events from every registration of the target and only then checks the action.
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "a", for: .touchUpInside)
        control.addTarget(target, action: "b", for: [.touchUpInside, .touchDown])
        control.removeTarget(target, action: "a", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.received.isEmpty)
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == ["b"])
    }

    @Test func removeTargetLeavesAnEmptyRegistrationWhenTheActionDoesNotMatch() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "b", for: .touchUpInside)
        control.removeTarget(target, action: "a", for: .touchUpInside)
        #expect(control.allControlEvents.isEmpty)
        #expect(control.allTargets.count == 1)
        var events: [UIControl.Event] = []
        control.enumerateEventHandlers { _, _, _, controlEvents, _ in events.append(controlEvents) }
        #expect(events == [[]])
    }

    @Test func allTargetsListsEachTargetOnceAndNSNullForTheResponderChain() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "a", for: .touchUpInside)
        control.addTarget(target, action: "b", for: .touchUpInside)
        control.addTarget(nil, action: "c", for: .touchUpInside)
        control.addTarget(nil, action: "d", for: .touchUpInside)
        control.addAction(UIAction { _ in }, for: .touchUpInside)
        let targets = control.allTargets
        #expect(targets.count == 2)
        #expect(targets.contains(AnyHashable(target)))
        #expect(targets.contains(AnyHashable(UIControl.responderChainTarget)))
    }

    @Test func aDeallocatedTargetShowsAsNSNullInAllTargets() {
        let control = UIControl(frame: .zero)
        do {
            control.addTarget(RecordingTarget(), action: "a", for: .touchUpInside)
        }
        #expect(control.allTargets == [AnyHashable(UIControl.responderChainTarget)])
    }

    @Test func allControlEventsIncludesUIActionRegistrations() {
        let control = UIControl(frame: .zero)
        control.addTarget(RecordingTarget(), action: "a", for: .touchUpInside)
        control.addAction(UIAction { _ in }, for: .valueChanged)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test func actionsForTargetIsNilWhenNothingMatches() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget(), stranger = RecordingTarget()
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
        control.addTarget(target, action: "a", for: .touchUpInside)
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
        #expect(control.actions(forTarget: stranger, forControlEvent: .touchUpInside) == nil)
    }

    @Test func actionsForTargetListsMatchingActionsInOrder() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "a:", for: .touchUpInside)
        control.addTarget(target, action: "b:forEvent:", for: [.touchUpInside, .touchDown])
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["a:", "b:forEvent:"])
    }

    @Test func actionsForTargetNeedsARegistrationForEveryAskedEvent() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        control.addTarget(target, action: "up", for: .touchUpInside)
        control.addTarget(target, action: "both", for: [.touchUpInside, .touchDown])
        #expect(control.actions(forTarget: target, forControlEvent: [.touchUpInside, .touchDown]) == ["both"])
    }

    @Test func actionsForANilTargetIsAlwaysNil() {
        // Apple's reference for actions(forTarget:forControlEvent:): "Specifying nil always returns nil."
        let control = UIControl(frame: .zero)
        control.addTarget(nil, action: "chain:", for: .touchUpInside)
        control.addTarget(RecordingTarget(), action: "gone:", for: .touchUpInside)
        control.addAction(UIAction { _ in }, for: .touchUpInside)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
    }

    @Test func sendActionForwardsToTheApplicationWithTheControlAsSender() {
        let control = UIControl(frame: .zero)
        let target = RecordingTarget()
        let event = UIEvent(touches: [])
        control.sendAction("direct:", to: target, for: event)
        #expect(target.received == ["direct:"])
        #expect(target.senders.first! === control)
        #expect(target.events.first! === event)
    }

    @Test func eventsRemovedByAnEarlierActionStopLaterOnesInTheSamePass() {
        let control = UIControl(frame: .zero)
        let first = RecordingTarget(), second = RecordingTarget()
        first.onReceive = { _, _ in control.removeTarget(second, action: nil, for: .allEvents) }
        control.addTarget(first, action: "first", for: .touchUpInside)
        control.addTarget(second, action: "second", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(second.received.isEmpty)
    }

    @Test func registrationsAddedByAnActionWaitForTheNextPass() {
        let control = UIControl(frame: .zero)
        let first = RecordingTarget(), late = RecordingTarget()
        first.onReceive = { _, _ in control.addTarget(late, action: "late", for: .touchUpInside) }
        control.addTarget(first, action: "first", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(late.received.isEmpty)
        control.sendActions(for: .touchUpInside)
        #expect(late.received == ["late"])
    }

    @Test func sendingTouchUpInsideAlsoTriggersThePrimaryActionOfATapControl() {
        let control = TapControl(frame: .zero)
        let recorder = recordEvents(of: control)
        control.sendActions(for: .touchUpInside)
        #expect(recorder.received == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test func aPlainControlHasNoPrimaryActionTrigger() {
        let control = UIControl(frame: .zero)
        let recorder = recordEvents(of: control)
        control.sendActions(for: .touchUpInside)
        #expect(recorder.received == ["touchUpInside"])
    }

    @Test func performPrimaryActionSendsPrimaryActionTriggered() {
        let control = UIControl(frame: .zero)
        let recorder = recordEvents(of: control)
        control.performPrimaryAction()
        #expect(recorder.received == ["primaryActionTriggered"])
    }
}
