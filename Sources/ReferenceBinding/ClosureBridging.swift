import ControlContract
import Foundation
import ReferenceControls

/// The closures of one case that the session turned into Swift values, so that reading one back gives the handle
/// the case wrote (`button.configurationUpdateHandler` after assigning it, a transformer in a configuration).
///
/// The Swift closures capture the session weakly: the session owns the objects that hold them.
struct ClosureTable {
    /// Color transformers made from a closure, by the closure's handle.
    var colorTransformers: [ClosureHandle: UIConfigurationColorTransformer] = [:]
    /// Text-attribute transformers made from a closure, by the closure's handle.
    var textTransformers: [ClosureHandle: UIConfigurationTextAttributesTransformer] = [:]
    /// The closure each button's `configurationUpdateHandler` was made from.
    var updateHandlers: [ObjectIdentifier: ClosureHandle] = [:]
}

private func notAClosure(_ value: Value, _ expected: String) -> ContractFailure {
    .failed("expected a closure (\(expected)), got \(value.debugDescription)")
}

extension ReferenceSession {
    /// A `UIActionHandler` that runs the case's closure with the action, as UIKit calls an action's handler.
    func actionHandler(_ closure: ClosureHandle) -> (UIAction) -> Void {
        { [weak self] action in
            guard let self else { return }
            _ = self.run(closure, with: [action.value(in: self)])
        }
    }

    /// A `configurationUpdateHandler` that runs the case's closure with the button.
    func updateHandler(_ closure: ClosureHandle) -> UIButton.ConfigurationUpdateHandler {
        { [weak self] button in
            guard let self else { return }
            _ = self.run(closure, with: [button.value(in: self)])
        }
    }

    /// The color transformer made from `closure`, the same one each time: it hands the closure a color and takes the
    /// color it returns (the input again when the closure failed or returned something else).
    func colorTransformer(_ closure: ClosureHandle) -> UIConfigurationColorTransformer {
        if let known = closures.colorTransformers[closure] { return known }
        let transformer = UIConfigurationColorTransformer { [weak self] color in
            guard let self, let result = self.run(closure, with: [color.value(in: self)]),
                let transformed = try? UIColor.from(result, in: self)
            else { return color }
            return transformed
        }
        closures.colorTransformers[closure] = transformer
        return transformer
    }

    /// The text-attribute transformer made from `closure`, the same one each time. The model draws no text, so it
    /// never calls one; if it did, the closure would get an empty `AttributeContainer` structure and the input would be
    /// kept.
    func textTransformer(_ closure: ClosureHandle) -> UIConfigurationTextAttributesTransformer {
        if let known = closures.textTransformers[closure] { return known }
        let transformer = UIConfigurationTextAttributesTransformer { [weak self] attributes in
            _ = self?.run(closure, with: [.structure(type: "AttributeContainer", fields: [])])
            return attributes
        }
        closures.textTransformers[closure] = transformer
        return transformer
    }
}

extension UIConfigurationColorTransformer: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        guard case .closure(let closure) = value else { throw notAClosure(value, "UIConfigurationColorTransformer") }
        return session.colorTransformer(closure)
    }

    func value(in session: ReferenceSession) -> Value {
        // Every transformer the model holds came from a case's closure; one made inside the model has no handle.
        guard let handle = session.closures.colorTransformers.first(where: { $0.value == self })?.key else {
            return .string("<UIConfigurationColorTransformer made by the implementation>")
        }
        return .closure(handle)
    }
}

extension UIConfigurationTextAttributesTransformer: Bridged {
    static func from(_ value: Value, in session: ReferenceSession) throws(ContractFailure) -> Self {
        guard case .closure(let closure) = value else {
            throw notAClosure(value, "UIConfigurationTextAttributesTransformer")
        }
        return session.textTransformer(closure)
    }

    func value(in session: ReferenceSession) -> Value {
        guard let handle = session.closures.textTransformers.first(where: { $0.value == self })?.key else {
            return .string("<UIConfigurationTextAttributesTransformer made by the implementation>")
        }
        return .closure(handle)
    }
}

extension MemberTable {
    /// `UIButton.configurationUpdateHandler`: the closure the case assigned, or nil.
    func addUpdateHandlerMembers() {
        let key = "UIButton.configurationUpdateHandler"
        add(key) { session, object, _ throws(ContractFailure) in
            let button: UIButton = try MemberTable.receiver(object, key)
            guard button.configurationUpdateHandler != nil else { return .null }
            guard let handle = session.closures.updateHandlers[ObjectIdentifier(button)] else {
                throw .failed("the button's configurationUpdateHandler was not set by the case")
            }
            return .closure(handle)
        }
        add(MemberKey.setter(key)) { session, object, values throws(ContractFailure) in
            let button: UIButton = try MemberTable.receiver(object, key)
            switch values.first {
            case .null:
                session.closures.updateHandlers[ObjectIdentifier(button)] = nil
                button.configurationUpdateHandler = nil
            case .closure(let closure):
                session.closures.updateHandlers[ObjectIdentifier(button)] = closure
                button.configurationUpdateHandler = session.updateHandler(closure)
            case let other:
                throw notAClosure(other ?? .void, "UIButton.ConfigurationUpdateHandler")
            }
            return .void
        }
    }

    /// `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, the handler a closure of the
    /// case; the arguments the case left out arrive as their defaults.
    func addActionInitializers() {
        function("UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)") {
            args throws(ContractFailure) in
            guard args.values.count == 7 else {
                throw .failed("UIAction's initializer with a handler takes 7 arguments, got \(args.values.count)")
            }
            guard case .closure(let closure) = args.values.last else {
                throw notAClosure(args.values.last ?? .void, "UIActionHandler")
            }
            let identifier = try args.at(2, as: String?.self).map { UIAction.Identifier($0) }
            let action = UIAction(
                title: try args.at(0), image: try args.at(1, as: UIImage?.self), identifier: identifier,
                discoverabilityTitle: try args.at(3, as: String?.self), handler: args.session.actionHandler(closure))
            if case .options(_, let raw) = args.values[4] {
                action.attributes = UIMenuElement.Attributes(rawValue: raw)
            }
            if case .enumeration(_, let raw) = args.values[5], let state = UIMenuElement.State(rawValue: raw) {
                action.state = state
            }
            return action.value(in: args.session)
        }
    }
}
