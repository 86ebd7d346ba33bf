import ControlContract
import Foundation
import ReferenceControls

/// The members of `UIView` the schema declares.
extension MemberTable {
    func addViewMembers() {
        function("UIView.init(frame:)") { args throws(ContractFailure) in
            UIView(frame: try args.at(0)).value(in: args.session)
        }
        function("UIView.init()") { args in UIView().value(in: args.session) }
        // NSObject's `init()` is inherited by every class, so the checker accepts `UIControl()` and
        // `UIButton()`; UIKit runs them as `init(frame: .zero)` (a `.custom` button).
        function("UIControl.init()") { args in UIControl().value(in: args.session) }
        function("UIButton.init()") { args in UIButton().value(in: args.session) }
        property("UIView.frame", \UIView.frame)
        property("UIView.bounds", \UIView.bounds)
        property("UIView.center", \UIView.center)
        getter("UIView.superview", \UIView.superview)
        getter("UIView.subviews", \UIView.subviews)
        property("UIView.isHidden", \UIView.isHidden)
        property("UIView.alpha", \UIView.alpha)
        property("UIView.isUserInteractionEnabled", \UIView.isUserInteractionEnabled)
        property("UIView.backgroundColor", \UIView.backgroundColor)
        property("UIView.tag", \UIView.tag)
        property("UIView.semanticContentAttribute", \UIView.semanticContentAttribute)
        getter("UIView.effectiveUserInterfaceLayoutDirection", \UIView.effectiveUserInterfaceLayoutDirection)
        getter("UIView.intrinsicContentSize", \UIView.intrinsicContentSize)
        getter("UIView.next", \UIView.next)
        getter("UIView.isFirstResponder", \UIView.isFirstResponder)
        // `UIColor!` properties: their key paths are `UIColor?`, so nil resets them to the default.
        property("UIView.tintColor", \UIView.tintColor)
        method("UIView.addSubview(_:)") { (view: UIView, args) throws(ContractFailure) in
            view.addSubview(try args.at(0))
            return .void
        }
        voidMethod("UIView.removeFromSuperview()") { (view: UIView) in view.removeFromSuperview() }
        voidMethod("UIView.setNeedsLayout()") { (view: UIView) in view.setNeedsLayout() }
        voidMethod("UIView.layoutIfNeeded()") { (view: UIView) in view.layoutIfNeeded() }
        voidMethod("UIView.layoutSubviews()") { (view: UIView) in view.layoutSubviews() }
        method("UIView.sizeThatFits(_:)") { (view: UIView, args) throws(ContractFailure) in
            view.sizeThatFits(try args.at(0)).value(in: args.session)
        }
        voidMethod("UIView.sizeToFit()") { (view: UIView) in view.sizeToFit() }
        method("UIView.becomeFirstResponder()") { (view: UIView, args) in
            view.becomeFirstResponder().value(in: args.session)
        }
        method("UIView.point(inside:with:)") { (view: UIView, args) throws(ContractFailure) in
            view.point(inside: try args.at(0), with: nil).value(in: args.session)
        }
        property("UIView.isOpaque", \UIView.isOpaque)
        property("UIView.clipsToBounds", \UIView.clipsToBounds)
        property("UIView.isMultipleTouchEnabled", \UIView.isMultipleTouchEnabled)
        property("UIView.isExclusiveTouch", \UIView.isExclusiveTouch)
        property("UIView.contentMode", \UIView.contentMode)
        getter("UIView.window", \UIView.window)
        getter("UIView.canBecomeFirstResponder", \UIView.canBecomeFirstResponder)
        method("UIView.resignFirstResponder()") { (view: UIView, args) in
            view.resignFirstResponder().value(in: args.session)
        }
        voidMethod("UIView.setNeedsDisplay()") { (view: UIView) in view.setNeedsDisplay() }
        voidMethod("UIView.invalidateIntrinsicContentSize()") { (view: UIView) in view.invalidateIntrinsicContentSize()
        }
        method("UIView.bringSubviewToFront(_:)") { (view: UIView, args) throws(ContractFailure) in
            view.bringSubviewToFront(try args.at(0))
            return .void
        }
        method("UIView.isDescendant(of:)") { (view: UIView, args) throws(ContractFailure) in
            view.isDescendant(of: try args.at(0)).value(in: args.session)
        }
        method("UIView.hitTest(_:with:)") { (view: UIView, args) throws(ContractFailure) in
            view.hitTest(try args.at(0), with: nil).value(in: args.session)
        }
        // The schema declares the point conversions; a rectangle argument converts a rectangle (same labels).
        method("UIView.convert(_:to:)") { (view: UIView, args) throws(ContractFailure) in
            let other = try args.at(1, as: UIView?.self)
            if case .rect = args.values.first {
                return view.convert(try args.at(0, as: CGRect.self), to: other).value(in: args.session)
            }
            return view.convert(try args.at(0, as: CGPoint.self), to: other).value(in: args.session)
        }
        method("UIView.convert(_:from:)") { (view: UIView, args) throws(ContractFailure) in
            let other = try args.at(1, as: UIView?.self)
            if case .rect = args.values.first {
                return view.convert(try args.at(0, as: CGRect.self), from: other).value(in: args.session)
            }
            return view.convert(try args.at(0, as: CGPoint.self), from: other).value(in: args.session)
        }
    }
}
