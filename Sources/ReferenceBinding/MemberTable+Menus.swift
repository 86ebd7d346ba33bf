import ControlContract
import Foundation
import ReferenceControls

extension UIMenu.Options: BridgedOptionSet {
    static var contractType: String { "UIMenu.Options" }
}

extension UIMenuElement.Attributes: BridgedOptionSet {
    static var contractType: String { "UIMenuElement.Attributes" }
}

extension UIMenuElement.State: BridgedEnumeration {
    static var contractType: String { "UIMenuElement.State" }
}

/// Menus and the selection state of their actions: what a button's `menu` holds.
extension MemberTable {
    func addMenuMembers() {
        function("UIMenu.init(title:children:)") { args throws(ContractFailure) in
            UIMenu(title: try args.at(0), children: try args.at(1)).value(in: args.session)
        }
        function("UIMenu.init(title:subtitle:image:identifier:options:children:)") { args throws(ContractFailure) in
            UIMenu(
                title: try args.at(0), subtitle: try args.at(1, as: String?.self),
                image: try args.at(2, as: UIImage?.self),
                identifier: try args.at(3, as: String?.self).map { UIMenu.Identifier($0) }, options: try args.at(4),
                children: try args.at(5)
            ).value(in: args.session)
        }
        add("UIMenu.children") { session, object, _ throws(ContractFailure) in
            let menu: UIMenu = try MemberTable.receiver(object, "UIMenu.children")
            return .array(menu.children.map { .object(session.handle(for: $0)) })
        }
        add("UIMenu.selectedElements") { session, object, _ throws(ContractFailure) in
            let menu: UIMenu = try MemberTable.receiver(object, "UIMenu.selectedElements")
            return .array(menu.selectedElements.map { .object(session.handle(for: $0)) })
        }
        getter("UIMenu.options", \UIMenu.options)
        getter("UIMenu.subtitle", \UIMenu.subtitle)
        add("UIMenu.identifier") { _, object, _ throws(ContractFailure) in
            let menu: UIMenu = try MemberTable.receiver(object, "UIMenu.identifier")
            return .string(menu.identifier.rawValue)
        }
        property("UIAction.state", \UIAction.state)
        property("UIAction.attributes", \UIAction.attributes)
        property("UIAction.discoverabilityTitle", \UIAction.discoverabilityTitle)
    }
}
