import Foundation

// The tracking algorithm follows UIKit's own `-[UIControl touchesBegan:…]`, `touchesMoved:…`, `touchesEnded:…`,
// `touchesCancelled:…` and `cancelTrackingWithEvent:` as decompiled from iOS 26.1 UIKitCore (public repository
// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `…/UIKitCore.framework/UIKitCore/UIControl.mm`); only the facts are
// used. Comments note where that differs from the documentation or from older open reimplementations (Chameleon,
// WinObjC), which send touchDown even when tracking is declined or highlight regardless.
extension UIControl {
    /// How far outside its bounds a tracked touch still counts as inside the control.
    ///
    /// While tracking, UIKit does not test `point(inside:with:)` alone but `pointMostlyInside:withEvent:`: the bounds
    /// grown by `_UIControlMostlyInsideEdgeInsets()`, or `point(inside:with:)`. The insets' value is not in the
    /// decompiled source; measurements put it at about 70 points (Stack Overflow 14340122, "UIControlEventTouchDragExit
    /// triggers when 100 pixels away from UIButton", answer: "about 70 pixels, which is the default behavior of the
    /// UIControl"; Stack Overflow 1300528: the finger can move "about 150% of the width and height" away and still
    /// get touch up inside).
    static let touchTrackingMargin: CGFloat = 70

    /// UIKit's `pointMostlyInside:withEvent:`: inside the bounds grown by `touchTrackingMargin`, or inside by
    /// `point(inside:with:)` (so a subclass that enlarges its hit area enlarges its tracking area too).
    func isMostlyInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let margin = UIControl.touchTrackingMargin
        let area = bounds.insetBy(dx: -margin, dy: -margin)
        return area.halfOpenContains(point) || self.point(inside: point, with: event)
    }

    /// UIKit's `_firstTouchForEvent:`: the first touch that belongs to this control.
    ///
    /// A touch that began on an interactive subview belongs to that subview, so a control ignores it even when the
    /// subview's default `touchesBegan` forwards it up the responder chain; that is why custom controls disable
    /// interaction on their subviews.
    private func trackedTouch(in touches: Set<UITouch>, with event: UIEvent?) -> UITouch? {
        let candidates = event?.allTouches ?? touches
        return candidates.first { $0.view === self }
    }

    func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // UIKit's `shouldTrack`: enabled and interactive; otherwise the touch goes up the responder chain.
        guard isEnabled && isUserInteractionEnabled else {
            next?.touchesBegan(touches, with: event)
            return
        }
        guard let touch = trackedTouch(in: touches, with: event) else { return }
        trackingFlag = beginTracking(touch, with: event)
        // Declining in beginTracking leaves the control untouched: no highlight, no touchDown (Chameleon highlights
        // regardless; UIKit does not).
        guard trackingFlag else { return }
        touchInsideFlag = true
        isHighlighted = true
        dispatchActions(for: .touchDown, with: event)
        // A separate pass after touchDown, not one combined mask: a registration for both fires twice.
        if touch.tapCount >= 2 {
            dispatchActions(for: .touchDownRepeat, with: event)
        }
    }

    func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else {
            next?.touchesMoved(touches, with: event)
            return
        }
        guard let touch = trackedTouch(in: touches, with: event) else { return }
        trackingFlag = continueTracking(touch, with: event)
        guard trackingFlag else { return }
        let inside = isMostlyInside(touch.location(in: self), with: event)
        let wasInside = touchInsideFlag
        touchInsideFlag = inside
        isHighlighted = inside
        if inside != wasInside {
            dispatchActions(for: inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        dispatchActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else {
            next?.touchesEnded(touches, with: event)
            return
        }
        guard let touch = trackedTouch(in: touches, with: event) else { return }
        let inside = isMostlyInside(touch.location(in: self), with: event)
        // A touch that comes back inside without a move (or was un-highlighted by the app) is highlighted for the
        // release; UIKit keeps that highlight for at least 0.12 s, the model until the actions have run.
        if inside && !isHighlighted {
            isHighlighted = true
        }
        // Crossing the boundary between the last move and the release still reports enter or exit, without a
        // drag-inside or drag-outside.
        if inside != touchInsideFlag {
            touchInsideFlag = inside
            dispatchActions(for: inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        endTracking(touch, with: event)
        trackingFlag = false
        // The actions run with isTracking already false but the control still highlighted and isTouchInside set.
        dispatchActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
        isHighlighted = false
        touchInsideFlag = false
    }
}
