import ControlContract
import ReferenceControls

/// The registry's constants as the reference model defines them: a case reads `UIControl.State.highlighted`
/// through the contract (key `UIControl.State.highlighted`, no receiver, no arguments), so that a raw-value case
/// checks the implementation under test. The values are the model's own (evidence beside each type's declaration
/// in ReferenceControls), never the registry's.
enum ConstantMembers {
    static func add(to table: MemberTable) {
        bind(
            "UIControl.State", to: table,
            [
                "normal": UIControl.State.normal, "highlighted": .highlighted, "disabled": .disabled,
                "selected": .selected, "focused": .focused, "application": .application, "reserved": .reserved,
            ])
        bind(
            "UIControl.Event", to: table,
            [
                "touchDown": UIControl.Event.touchDown, "touchDownRepeat": .touchDownRepeat,
                "touchDragInside": .touchDragInside, "touchDragOutside": .touchDragOutside,
                "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit, "touchUpInside": .touchUpInside,
                "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel, "valueChanged": .valueChanged,
                "primaryActionTriggered": .primaryActionTriggered, "menuActionTriggered": .menuActionTriggered,
                "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
                "editingDidEndOnExit": .editingDidEndOnExit, "allTouchEvents": .allTouchEvents,
                "allEditingEvents": .allEditingEvents, "applicationReserved": .applicationReserved,
                "systemReserved": .systemReserved, "allEvents": .allEvents,
            ])
        bind(
            "UIControl.ContentVerticalAlignment", to: table,
            [
                "center": UIControl.ContentVerticalAlignment.center, "top": .top, "bottom": .bottom, "fill": .fill,
            ])
        bind(
            "UIControl.ContentHorizontalAlignment", to: table,
            [
                "center": UIControl.ContentHorizontalAlignment.center, "left": .left, "right": .right, "fill": .fill,
                "leading": .leading, "trailing": .trailing,
            ])
        bind(
            "UIButton.ButtonType", to: table,
            [
                "custom": UIButton.ButtonType.custom, "system": .system, "detailDisclosure": .detailDisclosure,
                "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "plain": .plain,
                "close": .close, "roundedRect": .roundedRect,
            ])
        bind(
            "UIButton.Role", to: table,
            [
                "normal": UIButton.Role.normal, "primary": .primary, "cancel": .cancel, "destructive": .destructive,
            ])
        // The configuration's enumerations have no raw values: each case is its own name.
        bindCases(UIButton.Configuration.Size.self, to: table)
        bindCases(UIButton.Configuration.TitleAlignment.self, to: table)
        bindCases(UIButton.Configuration.CornerStyle.self, to: table)
        bindCases(UIButton.Configuration.MacIdiomStyle.self, to: table)
        bindCases(UIButton.Configuration.Indicator.self, to: table)
    }

    /// Binds every case of an enumeration without raw values, by its name.
    private static func bindCases<T: BridgedCase>(_ type: T.Type, to table: MemberTable) {
        bind(T.contractType, to: table, Dictionary(uniqueKeysWithValues: T.allCases.map { ("\($0)", $0) }))
    }

    /// Binds `type.name` for each constant, in name order so that member numbers are stable.
    private static func bind<T: Bridged>(_ type: String, to table: MemberTable, _ constants: [String: T]) {
        for (name, constant) in constants.sorted(by: { $0.key < $1.key }) {
            table.function(type + "." + name) { args in constant.value(in: args.session) }
        }
    }
}
