import Foundation

@testable import ReferenceControls

/// A target that records the names of the actions it receives, for the button tests.
final class ButtonTestActionLog: UIActionReceiving {
    private(set) var names: [String] = []

    func perform(_ action: Selector, with sender: Any?, event: UIEvent?) -> Bool {
        names.append(action.name)
        return true
    }
}

/// Small builders shared by the button tests.
enum ButtonTest {
    /// A button of `type` with a 200 × 60 frame at the origin, laid out.
    static func laidOutButton(type: UIButton.ButtonType = .custom, width: CGFloat = 200, height: CGFloat = 60)
        -> UIButton
    {
        let button = UIButton(type: type)
        button.frame = CGRect(x: 0, y: 0, width: width, height: height)
        button.layoutIfNeeded()
        return button
    }

    /// Runs layout passes until the button no longer needs one (a pass that resizes subviews can ask for another).
    static func settleLayout(_ view: UIView) {
        for _ in 0..<4 where view.needsLayout || view.subviews.contains(where: \.needsLayout) {
            view.layoutIfNeeded()
        }
    }

    /// One tap in the middle of `control`.
    static func tap(_ control: UIControl) {
        var touches = TouchSimulator(control: control)
        touches.tap()
    }

    /// A counter for action handlers to bump.
    final class Counter {
        var count = 0
    }
}
