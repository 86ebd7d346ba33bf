import ControlContract
import Foundation
import ReferenceControls

/// The members of views, labels, image views, controls and buttons beyond the first table: the rest of what the
/// schema declares and the reference models (what the checker accepts, the reference runs).
extension MemberTable {
    func addMoreViewMembers() {
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
        property("UILabel.isEnabled", \UILabel.isEnabled)
        property("UILabel.isHighlighted", \UILabel.isHighlighted)
        property("UILabel.highlightedTextColor", \UILabel.highlightedTextColor)
        property("UILabel.adjustsFontSizeToFitWidth", \UILabel.adjustsFontSizeToFitWidth)
        property("UIImageView.isHighlighted", \UIImageView.isHighlighted)
        function("UIImageView.init(image:)") { args throws(ContractFailure) in
            UIImageView(image: try args.at(0, as: UIImage?.self)).value(in: args.session)
        }
        add("UIAction.title=") { session, object, values throws(ContractFailure) in
            let action: UIAction = try MemberTable.receiver(object, "UIAction.title")
            action.title = try Arguments(values: values, session: session).at(0)
            return .void
        }
        add("UIAction.image") { session, object, _ throws(ContractFailure) in
            let action: UIAction = try MemberTable.receiver(object, "UIAction.image")
            return (action.image as? UIImage).value(in: session)
        }
        add("UIAction.image=") { session, object, values throws(ContractFailure) in
            let action: UIAction = try MemberTable.receiver(object, "UIAction.image")
            action.image = try Arguments(values: values, session: session).at(0, as: UIImage?.self)
            return .void
        }
    }

    func addMoreControlMembers() {
        property("UIControl.toolTip", \UIControl.toolTip)
        voidMethod("UIControl.performPrimaryAction()") { (control: UIControl) in control.performPrimaryAction() }
        // `endTracking(_:with:)` takes an optional touch, so a case can call it with `nil`; the other two tracking
        // methods need a UITouch, which cases cannot make (the checker rejects them).
        method("UIControl.endTracking(_:with:)") { (control: UIControl, _) in
            control.endTracking(nil, with: nil)
            return .void
        }
        // UIButton's `tintColor` overrides UIView's; the model's button inherits it unchanged.
        property("UIButton.tintColor", \UIButton.tintColor)
        add("UIButton.pointerStyleProvider=") { _, object, values throws(ContractFailure) in
            let button: UIButton = try MemberTable.receiver(object, "UIButton.pointerStyleProvider")
            // Pointer styles are not modelled, so the only value a case can assign is nil.
            guard case .null = values.first else { throw .unsupported("a pointer style provider closure") }
            button.pointerStyleProvider = nil
            return .void
        }
        getter("UIButton.behavioralStyle", \UIButton.behavioralStyle)
        property("UIButton.preferredBehavioralStyle", \UIButton.preferredBehavioralStyle)
        property("UIButton.preferredMenuElementOrder", \UIButton.preferredMenuElementOrder)
        getter("UIButton.isHovered", \UIButton.isHovered)
        getter("UIButton.isHeld", \UIButton.isHeld)
        getter("UIButton.subtitleLabel", \UIButton.subtitleLabel)
    }

    /// NSObject's `init()`, which every class inherits, and `init(frame:)` of the view classes that inherit it.
    func addInheritedInitializers() {
        // Apple: NSNull is "a singleton object"; `NSNull()` gives the one instance, the one allTargets holds.
        function("NSNull.init()") { args in .object(args.session.handle(for: UIControl.responderChainTarget)) }
        function("NSObject.init()") { args in .object(args.session.handle(for: NSObject())) }
        function("UIResponder.init()") { args in UIResponder().value(in: args.session) }
        function("UIWindow.init()") { args in UIWindow().value(in: args.session) }
        function("UIWindow.init(frame:)") { args throws(ContractFailure) in
            UIWindow(frame: try args.at(0)).value(in: args.session)
        }
        function("UILabel.init()") { args in UILabel().value(in: args.session) }
        function("UILabel.init(frame:)") { args throws(ContractFailure) in
            UILabel(frame: try args.at(0)).value(in: args.session)
        }
        function("UIImageView.init()") { args in UIImageView().value(in: args.session) }
        function("UIImageView.init(frame:)") { args throws(ContractFailure) in
            UIImageView(frame: try args.at(0)).value(in: args.session)
        }
        // Swift's `UIImage()` is an empty image: no size, no symbol.
        function("UIImage.init()") { args in UIImage(size: .zero).value(in: args.session) }
        // `UIMenu()` is the convenience initializer with its defaults: no title, no children.
        function("UIMenu.init()") { args in UIMenu(title: "", children: []).value(in: args.session) }
    }
}
