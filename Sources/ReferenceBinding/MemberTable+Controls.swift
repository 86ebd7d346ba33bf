import ControlContract
import Foundation
import ReferenceControls

/// The members of `UIControl`.
extension MemberTable {
    func addControlMembers() {
        function("UIControl.init(frame:)") { args throws(ContractFailure) in
            args.session.factory.makeControl(try args.at(0), nil).value(in: args.session)
        }
        function("UIControl.init(frame:primaryAction:)") { args throws(ContractFailure) in
            args.session.factory.makeControl(try args.at(0), try args.at(1, as: UIAction?.self)).value(in: args.session)
        }
        property("UIControl.isEnabled", \UIControl.isEnabled)
        property("UIControl.isSelected", \UIControl.isSelected)
        property("UIControl.isHighlighted", \UIControl.isHighlighted)
        getter("UIControl.state", \UIControl.state)
        getter("UIControl.isTracking", \UIControl.isTracking)
        getter("UIControl.isTouchInside", \UIControl.isTouchInside)
        property("UIControl.contentVerticalAlignment", \UIControl.contentVerticalAlignment)
        property("UIControl.contentHorizontalAlignment", \UIControl.contentHorizontalAlignment)
        getter("UIControl.effectiveContentHorizontalAlignment", \UIControl.effectiveContentHorizontalAlignment)
        getter("UIControl.allControlEvents", \UIControl.allControlEvents)
        add("UIControl.allTargets") { session, object, _ throws(ContractFailure) in
            let control: UIControl = try MemberTable.receiver(object, "UIControl.allTargets")
            let targets = control.allTargets.map { ($0.base as? IdentityTarget)?.object ?? ($0.base as AnyObject) }
            return .array(targets.map { .object(session.handle(for: $0)) })
        }
        method("UIControl.addTarget(_:action:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.addTarget(try args.target(0), action: try args.at(1), for: try args.at(2))
            return .void
        }
        method("UIControl.removeTarget(_:action:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.removeTarget(try args.target(0), action: try args.at(1, as: Selector?.self), for: try args.at(2))
            return .void
        }
        method("UIControl.actions(forTarget:forControlEvent:)") { (control: UIControl, args) throws(ContractFailure) in
            let names = control.actions(forTarget: try args.target(0), forControlEvent: try args.at(1))
            return names.map { .array($0.map { .string($0) }) } ?? .null
        }
        method("UIControl.sendAction(_:to:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.sendAction(try args.at(0), to: try args.target(1), for: nil)
            return .void
        }
        method("UIControl.sendActions(for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.sendActions(for: try args.at(0))
            return .void
        }
        method("UIControl.addAction(_:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.addAction(try args.at(0), for: try args.at(1))
            return .void
        }
        method("UIControl.removeAction(_:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.removeAction(try args.at(0), for: try args.at(1))
            return .void
        }
        method("UIControl.removeAction(identifiedBy:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.removeAction(
                identifiedBy: UIAction.Identifier(try args.at(0, as: String.self)), for: try args.at(1))
            return .void
        }
        method("UIControl.sendAction(_:)") { (control: UIControl, args) throws(ContractFailure) in
            control.sendAction(try args.at(0, as: UIAction.self))
            return .void
        }
        property("UIControl.showsMenuAsPrimaryAction", \UIControl.showsMenuAsPrimaryAction)
        property("UIControl.isSymbolAnimationEnabled", \UIControl.isSymbolAnimationEnabled)
        property("UIControl.isContextMenuInteractionEnabled", \UIControl.isContextMenuInteractionEnabled)
        getter("UIControl.contextMenuInteraction", \UIControl.contextMenuInteraction)
        method("UIControl.cancelTracking(with:)") { (control: UIControl, _) in
            control.cancelTracking(with: nil)
            return .void
        }
        method("UIControl.enumerateEventHandlers(_:)") { (control: UIControl, args) throws(ContractFailure) in
            guard case .closure(let closure)? = args.values.first else {
                throw .failed(
                    "enumerateEventHandlers(_:) takes a closure, got \(args.values.first?.debugDescription ?? "nothing")"
                )
            }
            let session = args.session
            control.enumerateEventHandlers { action, targetAction, events, stop in
                let arguments = [
                    action.value(in: session), Self.pairValue(targetAction, in: session), events.value(in: session),
                    .bool(stop),
                ]
                guard case .bool(let stopped)? = session.run(closure, with: arguments) else {
                    stop = true
                    return
                }
                stop = stopped
            }
            return .void
        }
        property("UIControl.toolTip", \UIControl.toolTip)
        voidMethod("UIControl.performPrimaryAction()") { (control: UIControl) in control.performPrimaryAction() }
        // `endTracking(_:with:)` takes an optional touch, so a case can call it with `nil`; the other two tracking
        // methods need a UITouch, which cases cannot make (the checker rejects them).
        method("UIControl.endTracking(_:with:)") { (control: UIControl, _) in
            control.endTracking(nil, with: nil)
            return .void
        }
    }

    /// The target–action pair an `enumerateEventHandlers(_:)` iterator gets, as a two-element array, or `.null` for a
    /// `UIAction` registration.
    private static func pairValue(_ pair: (Any?, Selector)?, in session: ReferenceSession) -> Value {
        guard let (target, selector) = pair else { return .null }
        let targetValue: Value = (target as AnyObject?).map { .object(session.handle(for: $0)) } ?? .null
        return .array([targetValue, selector.value(in: session)])
    }
}
