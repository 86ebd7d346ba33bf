import Foundation
import Testing

@testable import ReferenceControls

@Suite("UIControl state, raw values and alignment")
struct UIControlStateTests {
    @Test func stateRawValuesMatchUIControlHeader() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    }

    @Test func eventRawValuesMatchUIControlHeader() {
        let expected: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2),
            (.touchDragOutside, 1 << 3), (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5),
            (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7), (.touchCancel, 1 << 8),
            (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13), (.menuActionTriggered, 1 << 14),
            (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18),
            (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0FFF), (.allEditingEvents, 0x000F_0000),
            (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in expected {
            #expect(event.rawValue == raw)
        }
    }

    @Test func allTouchEventsCoversEveryTouchEvent() {
        for (event, _) in namedTouchEvents where event.rawValue < (1 << 12) {
            #expect(UIControl.Event.allTouchEvents.contains(event))
        }
        #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
    }

    @Test func contentAlignmentRawValuesMatchUIKit() {
        #expect(UIControl.ContentVerticalAlignment.center.rawValue == 0)
        #expect(UIControl.ContentVerticalAlignment.top.rawValue == 1)
        #expect(UIControl.ContentVerticalAlignment.bottom.rawValue == 2)
        #expect(UIControl.ContentVerticalAlignment.fill.rawValue == 3)
        #expect(UIControl.ContentHorizontalAlignment.center.rawValue == 0)
        #expect(UIControl.ContentHorizontalAlignment.left.rawValue == 1)
        #expect(UIControl.ContentHorizontalAlignment.right.rawValue == 2)
        #expect(UIControl.ContentHorizontalAlignment.fill.rawValue == 3)
        #expect(UIControl.ContentHorizontalAlignment.leading.rawValue == 4)
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
    }

    @Test func aNewControlIsEnabledNormalCenteredAndIdle() {
        let control = UIControl(frame: .zero)
        #expect(control.isEnabled)
        #expect(!control.isSelected)
        #expect(!control.isHighlighted)
        #expect(control.state == .normal)
        #expect(control.contentVerticalAlignment == .center)
        #expect(control.contentHorizontalAlignment == .center)
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
        #expect(control.isUserInteractionEnabled)
        #expect(control.allControlEvents.isEmpty)
        #expect(control.allTargets.isEmpty)
    }

    @Test func stateCombinesHighlightedDisabledAndSelected() {
        let control = UIControl(frame: .zero)
        control.isSelected = true
        #expect(control.state == .selected)
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.isHighlighted = false
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
        #expect(control.state.rawValue == 6)
    }

    @Test func aDisabledControlCannotBecomeHighlighted() {
        let control = UIControl(frame: .zero)
        control.isEnabled = false
        control.isHighlighted = true
        #expect(!control.isHighlighted)
        #expect(control.state == .disabled)
    }

    @Test func disablingAHighlightedControlKeepsTheHighlightUntilCleared() {
        let control = UIControl(frame: .zero)
        control.isHighlighted = true
        control.isEnabled = false
        #expect(control.state == [.highlighted, .disabled])
        control.isHighlighted = false
        #expect(control.state == .disabled)
    }

    @Test func stateDidChangeRunsOnlyForRealChanges() {
        final class Observed: UIControl {
            var changes = 0
            override func stateDidChange() { changes += 1 }
        }
        let control = Observed(frame: .zero)
        control.isSelected = true
        control.isSelected = true
        control.isHighlighted = true
        control.isEnabled = true
        #expect(control.changes == 2)
    }

    @Test func effectiveAlignmentResolvesLeadingAndTrailingInLeftToRight() {
        let control = UIControl(frame: .zero)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }

    @Test func effectiveAlignmentResolvesLeadingAndTrailingInRightToLeft() {
        let control = UIControl(frame: .zero)
        control.semanticContentAttribute = .forceRightToLeft
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .left)
    }

    @Test func effectiveAlignmentFollowsTheAppDirectionForUnspecifiedContent() {
        UIView.withDefaultLayoutDirection(.rightToLeft) {
            let control = UIControl(frame: .zero)
            control.contentHorizontalAlignment = .leading
            #expect(control.effectiveContentHorizontalAlignment == .right)
        }
    }

    @Test func absoluteAlignmentsAreNotFlippedInRightToLeft() {
        let control = UIControl(frame: .zero)
        control.semanticContentAttribute = .forceRightToLeft
        for alignment: UIControl.ContentHorizontalAlignment in [.left, .right, .center, .fill] {
            control.contentHorizontalAlignment = alignment
            #expect(control.effectiveContentHorizontalAlignment == alignment)
        }
    }

    @Test func changingContentAlignmentMarksLayoutNeeded() {
        let control = UIControl(frame: .zero)
        control.layoutIfNeeded()
        control.contentVerticalAlignment = .top
        #expect(control.needsLayout)
    }

    @Test func aDisabledControlIsNeverHitAndNeitherAreItsSubviews() {
        let (root, control) = makeControlInWindow { UIControl(frame: $0) }
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        control.addSubview(inner)
        let point = control.convert(CGPoint(x: 5, y: 5), to: root)
        #expect(root.hitTest(point, with: nil) === inner)
        control.isEnabled = false
        #expect(root.hitTest(point, with: nil) === root)
    }
}
