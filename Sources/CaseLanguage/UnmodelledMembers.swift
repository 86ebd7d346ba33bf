/// Members that the schema declares but that the reference does not model, with what to write instead.
///
/// The checker rejects a case that uses one (`case.check.notModelled`) rather than accepting a case that could only
/// end UNSUPPORTED: what the checker accepts, the reference runs. Binding one of these members in the reference means
/// removing it here (a test compares this table with the reference's member table).
package enum UnmodelledMembers {
    private static let selectorOnly =
        "ActionRecorder's action methods are selectors only: pass #selector(ActionRecorder.handle(_:)) to addTarget(_:action:for:) and read recorder.actions"
    private static let archiving =
        "archiving is not modelled: cases cannot make an NSCoder; create the object with init(frame:) instead"
    private static let touches =
        "cases cannot make a UITouch: drive tracking with touchDown(_:at:), touchMove(_:to:) and touchUp(_:), and read RecordingControl.trackingCalls"
    private static let contextMenus =
        "context-menu configurations and previews are not modelled; check menu, showsMenuAsPrimaryAction and isContextMenuInteractionEnabled instead"

    /// The reason and fix for each rejected contract key.
    package static let reasons: [String: String] = [
        "ActionRecorder.handle(_:)": selectorOnly,
        "ActionRecorder.handle(_:event:)": selectorOnly,
        "ActionRecorder.handleOther(_:)": selectorOnly,
        "ActionRecorder.handleWithoutSender()": selectorOnly,
        "EventRecorder.init()": "an EventRecorder observes one control: write EventRecorder(observing: control)",
        "UIAction.init()":
            "UIKit has no UIAction() (UIMenuElement's init is unavailable): write makeAction(title:identifier:)",
        "UIMenuElement.init()":
            "UIMenuElement is abstract (its init is unavailable): make a UIAction with makeAction(title:identifier:) or a UIMenu",
        "UIEvent.init()":
            "events come from touches in the reference: drive the control with touchDown(_:at:) and touchUp(_:)",
        "UIFont.init()":
            "UIKit fonts are made by class methods: write UIFont.systemFont(ofSize:) or UIFont.boldSystemFont(ofSize:)",
        "UIControl.init(coder:)": archiving,
        "UIButton.init(coder:)": archiving,
        "RecordingControl.init(coder:)": archiving,
        "UIControl.beginTracking(_:with:)": touches,
        "UIControl.continueTracking(_:with:)": touches,
        "UIControl.contextMenuInteraction(_:configurationForMenuAtLocation:)": contextMenus,
        "UIControl.contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)": contextMenus,
        "UIControl.contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)": contextMenus,
        "UIControl.contextMenuInteraction(_:willDisplayMenuFor:animator:)": contextMenus,
        "UIControl.contextMenuInteraction(_:willEndFor:animator:)": contextMenus,
        "UIControl.menuAttachmentPoint(for:)": contextMenus,
    ]

    /// The reason a case may not use the contract member `key` (a setter ends in `=`); nil when it may.
    package static func reason(for key: String) -> String? {
        reasons[key]
    }

    /// Whether `key` is an action method of the harness that cases may only name in `#selector(…)`.
    package static func isSelectorOnly(_ key: String) -> Bool { reasons[key] == selectorOnly }
}
