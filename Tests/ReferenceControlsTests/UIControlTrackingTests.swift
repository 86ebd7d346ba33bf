import Foundation
import Testing

@testable import ReferenceControls

/// Records the tracking callbacks and the control's state inside them.
final class TrackingProbe: UIControl {
    var log: [String] = []
    var beginResult = true
    var continueResults: [Bool] = []
    var callsSuperOnCancel = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin")
        return beginResult
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue")
        return continueResults.isEmpty ? true : continueResults.removeFirst()
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end tracking=\(isTracking) inside=\(isTouchInside)")
    }

    override func cancelTracking(with event: UIEvent?) {
        log.append("cancel")
        if callsSuperOnCancel { super.cancelTracking(with: event) }
    }
}

@Suite("UIControl touch tracking")
struct UIControlTrackingTests {
    // The control is 100 × 40; (50, 20) is its center.
    let center = CGPoint(x: 50, y: 20)

    @Test func theTrackingMarginIsSeventyPoints() {
        #expect(UIControl.touchTrackingMargin == 70)
    }

    @Test func aTapSendsTouchDownThenTouchUpInside() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.tap()
        #expect(recorder.received == ["touchDown", "touchUpInside"])
    }

    @Test func aTapOnATapControlSendsPrimaryActionTriggeredAfterTouchUpInside() {
        let (_, control) = makeControlInWindow { TapControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.tap()
        #expect(recorder.received == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func actionsDuringATapCarryTheTouchEvent() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.tap()
        #expect(recorder.events.allSatisfy { $0?.allTouches?.count == 1 })
    }

    @Test func aDoubleTapSendsTouchDownRepeatAfterTheSecondTouchDown() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.tap(count: 2)
        #expect(recorder.received == ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
    }

    @Test func aRegistrationForTouchDownAndTouchDownRepeatFiresTwiceOnARepeatedTap() {
        // UIKit sends the two events in separate passes, so one registration for both runs twice.
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let target = RecordingTarget()
        control.addTarget(target, action: "down", for: [.touchDown, .touchDownRepeat])
        var touch = TouchSimulator(control: control)
        touch.down(at: center, tapCount: 2)
        #expect(target.received == ["down", "down"])
    }

    @Test func draggingInsideSendsTouchDragInsideForEveryMove() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.move(to: CGPoint(x: 60, y: 20))
        touch.move(to: CGPoint(x: 70, y: 25))
        touch.up()
        #expect(recorder.received == ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside"])
    }

    @Test func draggingOutSendsExitOnceThenDragOutside() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.move(to: CGPoint(x: 50, y: 200))
        touch.move(to: CGPoint(x: 50, y: 210))
        #expect(recorder.received == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragOutside"])
    }

    @Test func draggingBackInSendsEnterThenDragInside() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.move(to: CGPoint(x: 50, y: 200))
        touch.move(to: center)
        touch.up()
        #expect(
            recorder.received == [
                "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside", "touchUpInside",
            ])
    }

    @Test func aTouchWithinSeventyPointsOfTheBoundsStillCountsAsInside() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.move(to: CGPoint(x: 50, y: 40 + 69))
        #expect(control.isTouchInside)
        #expect(control.isHighlighted)
        touch.up()
        #expect(recorder.received == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test func releasingBeyondTheMarginSendsTouchUpOutside() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.move(to: CGPoint(x: 50, y: 40 + 70))
        #expect(!control.isTouchInside)
        touch.up()
        #expect(recorder.received == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    }

    @Test func theTrackingAreaExtendsOnEverySide() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        for point in [CGPoint(x: -70, y: 20), CGPoint(x: 169, y: 20), CGPoint(x: 50, y: -70)] {
            touch.move(to: point)
            #expect(control.isTouchInside)
        }
        touch.move(to: CGPoint(x: -71, y: 20))
        #expect(!control.isTouchInside)
    }

    @Test func crossingTheBoundaryAtReleaseReportsExitWithoutADragEvent() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.up(at: CGPoint(x: 50, y: 300))
        #expect(recorder.received == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @Test func comingBackInsideAtReleaseReportsEnterAndTouchUpInside() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var states: [Bool] = []
        recorder.onReceive = { selector, _ in
            if selector.name == "touchUpInside" { states.append(control.isHighlighted) }
        }
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.move(to: CGPoint(x: 50, y: 300))
        touch.up(at: center)
        #expect(
            recorder.received == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchUpInside"])
        #expect(states == [true])
        #expect(!control.isHighlighted)
    }

    @Test func cancellingSendsTouchCancelAndClearsTrackingAndHighlight() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.cancel()
        #expect(recorder.received == ["touchDown", "touchCancel"])
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
    }

    @Test func cancellingLeavesIsTouchInsideSet() {
        // UIKit clears the touch-inside flag when a touch ends but not when it is cancelled.
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.cancel()
        #expect(control.isTouchInside)
    }

    @Test func theHighlightFollowsTheTouch() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        #expect(control.isHighlighted && control.state == .highlighted)
        touch.move(to: CGPoint(x: 50, y: 300))
        #expect(!control.isHighlighted)
        touch.move(to: center)
        #expect(control.isHighlighted)
        touch.up()
        #expect(!control.isHighlighted)
    }

    @Test func trackingLastsFromTouchDownToRelease() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        var touch = TouchSimulator(control: control)
        #expect(!control.isTracking)
        touch.down(at: center)
        #expect(control.isTracking && control.isTouchInside)
        touch.move(to: CGPoint(x: 55, y: 20))
        #expect(control.isTracking)
        touch.up()
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
    }

    @Test func touchUpInsideActionsSeeTheControlHighlightedInsideAndNoLongerTracking() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let target = RecordingTarget()
        var snapshot: (tracking: Bool, highlighted: Bool, inside: Bool)?
        target.onReceive = { _, _ in snapshot = (control.isTracking, control.isHighlighted, control.isTouchInside) }
        control.addTarget(target, action: "up", for: .touchUpInside)
        var touch = TouchSimulator(control: control)
        touch.tap()
        #expect(snapshot?.tracking == false)
        #expect(snapshot?.highlighted == true)
        #expect(snapshot?.inside == true)
    }

    @Test func trackingCallbacksRunInOrderAndEndTrackingRunsWhileStillTracking() {
        let (_, control) = makeControlInWindow { TrackingProbe(frame: $0) }
        let target = RecordingTarget()
        target.onReceive = { selector, _ in control.log.append(selector.name) }
        control.addTarget(target, action: "touchUpInside", for: .touchUpInside)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.move(to: CGPoint(x: 60, y: 20))
        touch.up()
        #expect(control.log == ["begin", "continue", "end tracking=true inside=true", "touchUpInside"])
    }

    @Test func aDisabledControlIgnoresTouches() {
        let (_, control) = makeControlInWindow { TrackingProbe(frame: $0) }
        control.isEnabled = false
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
        touch.move(to: CGPoint(x: 60, y: 20))
        touch.up()
        #expect(recorder.received.isEmpty)
        #expect(control.log.isEmpty)
    }

    @Test func touchesOnADisabledControlGoToTheViewBehindIt() {
        let (root, control) = makeControlInWindow { UIControl(frame: $0) }
        control.isEnabled = false
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        #expect(touch.touchedView === root)
    }

    @Test func touchesDeliveredDirectlyToADisabledControlGoToTheNextResponder() {
        final class Catcher: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let parent = Catcher(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        parent.addSubview(control)
        control.isEnabled = false
        let touch = UITouch(view: control, location: .zero)
        control.touchesBegan([touch], with: UIEvent(touches: [touch]))
        #expect(parent.began == 1)
        #expect(!control.isTracking)
    }

    @Test func aNonInteractiveControlIgnoresTouches() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        control.isUserInteractionEnabled = false
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.tap()
        #expect(recorder.received.isEmpty)
    }

    @Test func aHiddenControlIgnoresTouches() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        control.isHidden = true
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.tap()
        #expect(recorder.received.isEmpty)
    }

    @Test func disablingTheControlMidTouchStillDeliversTouchUpInside() {
        // UIKit's setEnabled: does not cancel tracking; the touch is already bound to the control.
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        control.isEnabled = false
        touch.up()
        #expect(recorder.received == ["touchDown", "touchUpInside"])
        #expect(!control.isHighlighted)
    }

    @Test func decliningInBeginTrackingSuppressesHighlightEventsAndLaterCallbacks() {
        let (_, control) = makeControlInWindow { TrackingProbe(frame: $0) }
        control.beginResult = false
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
        touch.move(to: CGPoint(x: 60, y: 20))
        touch.up()
        #expect(control.log == ["begin"])
        #expect(recorder.received.isEmpty)
    }

    @Test func decliningInContinueTrackingStopsTrackingButLeavesTheHighlight() {
        let (_, control) = makeControlInWindow { TrackingProbe(frame: $0) }
        control.continueResults = [false]
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.move(to: CGPoint(x: 60, y: 20))
        #expect(!control.isTracking)
        touch.move(to: CGPoint(x: 70, y: 20))
        touch.up()
        #expect(control.log == ["begin", "continue"])
        #expect(recorder.received == ["touchDown"])
        #expect(control.isHighlighted)
    }

    @Test func overridingCancelTrackingWithoutSuperSuppressesTouchCancel() {
        let (_, control) = makeControlInWindow { TrackingProbe(frame: $0) }
        control.callsSuperOnCancel = false
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.cancel()
        #expect(control.log == ["begin", "cancel"])
        #expect(recorder.received == ["touchDown"])
        #expect(control.isTracking)
    }

    @Test func cancellingWithoutTrackingDoesNothing() {
        let (_, control) = makeControlInWindow { TrackingProbe(frame: $0) }
        control.touchesCancelled([], with: nil)
        #expect(control.log.isEmpty)
    }

    @Test func anEnlargedPointInsideEnlargesTheTrackingArea() {
        final class BigTarget: UIControl {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -200, dy: -200).contains(point)
            }
        }
        let (_, control) = makeControlInWindow { BigTarget(frame: $0) }
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        touch.move(to: CGPoint(x: 50, y: 200))
        #expect(control.isTouchInside)
    }

    @Test func aTouchOnANonInteractiveSubviewTracksTheControl() {
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let label = UIView(frame: control.bounds)
        label.isUserInteractionEnabled = false
        control.addSubview(label)
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.tap()
        #expect(recorder.received == ["touchDown", "touchUpInside"])
    }

    @Test func aTouchOnAnInteractiveSubviewDoesNotTrackTheControl() {
        // The touch belongs to the subview; forwarded up the responder chain, the control still ignores it.
        let (_, control) = makeControlInWindow { UIControl(frame: $0) }
        let subview = UIView(frame: control.bounds)
        control.addSubview(subview)
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        #expect(touch.touchedView === subview)
        #expect(!control.isTracking)
        touch.up()
        #expect(recorder.received.isEmpty)
    }

    @Test func aViewInFrontOfTheControlTakesTheTouch() {
        let (root, control) = makeControlInWindow { UIControl(frame: $0) }
        let cover = UIView(frame: root.bounds)
        root.addSubview(cover)
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        #expect(touch.touchedView === cover)
        touch.up()
        #expect(recorder.received.isEmpty)
    }

    @Test func removingTheControlWhileTrackingCancelsTheTouch() {
        let (root, control) = makeControlInWindow { UIControl(frame: $0) }
        let recorder = recordEvents(of: control)
        var touch = TouchSimulator(control: control)
        withExtendedLifetime(root) {
            touch.down(at: center)
            control.removeFromSuperview()
        }
        #expect(recorder.received == ["touchDown", "touchCancel"])
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
    }

    @Test func movingTheControlWithinItsHierarchyKeepsTracking() {
        let (root, control) = makeControlInWindow { UIControl(frame: $0) }
        let container = UIView(frame: root.bounds)
        root.insertSubview(container, at: 0)
        var touch = TouchSimulator(control: control)
        touch.down(at: center)
        container.addSubview(control)
        #expect(control.isTracking)
    }

    @Test func touchesOutsideAnyTrackingAreNotSentToTheControl() {
        let (_, control) = makeControlInWindow { TrackingProbe(frame: $0) }
        let touch = UITouch(view: control, location: center)
        control.touchesMoved([touch], with: UIEvent(touches: [touch]))
        control.touchesEnded([touch], with: UIEvent(touches: [touch]))
        #expect(control.log.isEmpty)
    }
}
