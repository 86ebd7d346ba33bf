import ControlContract
import Foundation
import ReferenceControls

/// The members of `UIButton.Configuration` and the iOS 15+ members of buttons and controls.
///
/// A structure is plain data on the case's side, and every read and change of one of its members is a call here, so
/// that the implementation owns the semantics (DESIGN-23): a factory takes no receiver and no arguments; a getter
/// takes `[self]`; a setter takes `[self, newValue]` and returns the changed structure; a method takes `[self, …]`
/// and returns its result, a mutating one the changed structure.
extension MemberTable {
    func addConfigurationMembers() {
        let factories: [(String, () -> UIButton.Configuration)] = [
            ("plain()", UIButton.Configuration.plain), ("tinted()", UIButton.Configuration.tinted),
            ("gray()", UIButton.Configuration.gray), ("filled()", UIButton.Configuration.filled),
            ("borderless()", UIButton.Configuration.borderless), ("bordered()", UIButton.Configuration.bordered),
            ("borderedTinted()", UIButton.Configuration.borderedTinted),
            ("borderedProminent()", UIButton.Configuration.borderedProminent),
            ("glass()", UIButton.Configuration.glass), ("prominentGlass()", UIButton.Configuration.prominentGlass),
            ("clearGlass()", UIButton.Configuration.clearGlass),
            ("prominentClearGlass()", UIButton.Configuration.prominentClearGlass),
        ]
        for (name, make) in factories {
            function("UIButton.Configuration." + name) { args in make().value(in: args.session) }
        }
        structureProperties(of: UIButton.Configuration.self)
        function("UIButton.Configuration.updated(for:)") { args throws(ContractFailure) in
            let configuration = try args.at(0, as: UIButton.Configuration.self)
            return configuration.updated(for: try args.at(1)).value(in: args.session)
        }
        function("UIButton.Configuration.setDefaultContentInsets()") { args throws(ContractFailure) in
            var configuration = try args.at(0, as: UIButton.Configuration.self)
            configuration.setDefaultContentInsets()
            return configuration.value(in: args.session)
        }
        function("UIButton.Configuration.hashValue") { args throws(ContractFailure) in
            .int(try args.at(0, as: UIButton.Configuration.self).hashValue)
        }
        function("UIBackgroundConfiguration.clear()") { args in
            UIBackgroundConfiguration.clear().value(in: args.session)
        }
        structureProperties(of: UIBackgroundConfiguration.self)
    }

    /// The getter and setter keys of every property of `Structure`, by the structure-member scheme.
    private func structureProperties<Structure: BridgedStructure>(of structure: Structure.Type) {
        for property in Structure.properties {
            let key = Structure.contractType + "." + property.name
            function(key) { args throws(ContractFailure) in
                property.get(try args.at(0, as: Structure.self), args.session)
            }
            function(MemberKey.setter(key)) { args throws(ContractFailure) in
                var value = try args.at(0, as: Structure.self)
                guard args.values.count > 1 else { throw .failed("\(key)= needs the structure and a new value") }
                try property.set(&value, args.values[1], args.session)
                return value.value(in: args.session)
            }
        }
    }

    func addModernButtonMembers() {
        function("UIButton.init(configuration:primaryAction:)") { args throws(ContractFailure) in
            let configuration = try args.at(0, as: UIButton.Configuration.self)
            let action = args.values.count > 1 ? try args.at(1, as: UIAction?.self) : nil
            return args.session.factory.makeButton(.configuration(configuration), action).value(in: args.session)
        }
        property("UIButton.configuration", \UIButton.configuration)
        property("UIButton.automaticallyUpdatesConfiguration", \UIButton.automaticallyUpdatesConfiguration)
        voidMethod("UIButton.setNeedsUpdateConfiguration()") { (button: UIButton) in
            button.setNeedsUpdateConfiguration()
        }
        voidMethod("UIButton.updateConfiguration()") { (button: UIButton) in button.updateConfiguration() }
        addUpdateHandlerMembers()
        addActionInitializers()
        getter("UIControl.toolTipInteraction", \UIControl.toolTipInteraction)
        function("UIToolTipInteraction.init()") { args in UIToolTipInteraction().value(in: args.session) }
        property("UIToolTipInteraction.defaultToolTip", \UIToolTipInteraction.defaultToolTip)
        property("UIToolTipInteraction.isEnabled", \UIToolTipInteraction.isEnabled)
    }
}

extension UIToolTipInteraction: BridgedObject {}
