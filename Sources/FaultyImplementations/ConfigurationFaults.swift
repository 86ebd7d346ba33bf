import ControlContract
import Foundation
import ReferenceBinding
import ReferenceControls

// Faults in the configuration world of iOS 15+ buttons: subclasses for the button's own behaviour, contract faults
// for the `UIButton.Configuration` value (a structure, so no subclass can change it).

// MARK: update-handler-skipped-on-state-change

/// A change of `isHighlighted`, `isSelected` or `isEnabled` asks for no configuration update.
final class StateChangeWithoutUpdateButton: UIButton, FaultyButton {
    private var isChangingState = false

    override var isSelected: Bool {
        get { super.isSelected }
        set { withoutUpdateRequests { super.isSelected = newValue } }
    }

    override var isHighlighted: Bool {
        get { super.isHighlighted }
        set { withoutUpdateRequests { super.isHighlighted = newValue } }
    }

    override var isEnabled: Bool {
        get { super.isEnabled }
        set { withoutUpdateRequests { super.isEnabled = newValue } }
    }

    override func setNeedsUpdateConfiguration() {
        if !isChangingState { super.setNeedsUpdateConfiguration() }
    }

    private func withoutUpdateRequests(_ change: () -> Void) {
        isChangingState = true
        change()
        isChangingState = false
    }
}

// MARK: set-needs-update-configuration-ignored

/// `setNeedsUpdateConfiguration()` requests nothing, so no update (and no handler) ever runs.
final class IgnoredUpdateRequestButton: UIButton, FaultyButton {
    override func setNeedsUpdateConfiguration() {}
}

// MARK: automatically-updates-configuration-off

/// A new button starts with `automaticallyUpdatesConfiguration` off.
final class ManualUpdatesButton: UIButton, FaultyButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        automaticallyUpdatesConfiguration = false
    }
}

// MARK: menu-primary-action-toggles-selection

/// A tap toggles the selection even while the menu is the primary action.
final class MenuTogglesSelectionButton: UIButton, FaultyButton {
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil && isTouchInside {
            isSelected.toggle()
        }
    }
}

// MARK: legacy-insets-applied-with-configuration

/// `contentEdgeInsets` still shrink the content rectangle of a button that has a configuration.
final class LegacyInsetsButton: UIButton, FaultyButton {
    override func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }
}

// MARK: configuration-insets-not-in-size

/// A configured button's fitting size leaves out its configuration's `contentInsets`.
final class ConfigurationInsetsIgnoredButton: UIButton, FaultyButton {
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize.shrunk(by: configurationInsets) }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        super.sizeThatFits(size).shrunk(by: configurationInsets)
    }

    private var configurationInsets: UIEdgeInsets {
        guard let insets = configuration?.contentInsets else { return .zero }
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
}

// MARK: configured-button-hides-state-title

/// After each layout pass a configured button's title label shows only the configuration's title, never one set
/// with `setTitle(_:for:)`.
final class ConfigurationTitleOnlyButton: UIButton, FaultyButton {
    override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration, currentTitle != nil, let label = titleLabel, label.text != configuration.title {
            label.text = configuration.title
        }
    }
}

// MARK: Contract faults on configurations

/// Sets the property `name` of the configuration `configuration` through the reference's own setter.
private func setting(_ name: String, to value: Value, in configuration: Value, _ call: InterceptedCall) -> Result<
    Value, ContractFailure
> {
    call.call("UIButton.Configuration.\(name)=", on: .some(nil), with: [configuration, value])
}

/// A fault in `member`, which returns a configuration: the reference's configuration with its property `name` set to
/// `value`.
private func resultOf(_ member: String, setting name: String, to value: Value) -> ContractFault {
    .replacing(member) { call in
        call.forward().flatMap { setting(name, to: value, in: $0, call) }
    }
}

/// The setters through which a case changes a configuration it read (the ones cases use most).
private let configurationSetters = [
    "title", "subtitle", "image", "attributedTitle", "baseForegroundColor", "baseBackgroundColor", "buttonSize",
    "cornerStyle", "contentInsets", "imagePadding", "imagePlacement", "showsActivityIndicator",
]

/// `button.configuration` hands out a live reference: later changes of that copy reach the button.
private let liveConfiguration: ContractFault = {
    var replacements: [String: @Sendable (InterceptedCall) -> Result<Value, ContractFailure>] = [
        "UIButton.configuration": { call in
            if let receiver = call.receiver { call.memory.values["live"] = .object(receiver) }
            return call.forward()
        }
    ]
    for name in configurationSetters {
        replacements["UIButton.Configuration.\(name)="] = { call in
            call.forward().flatMap { changed in
                guard case .object(let button)? = call.memory.values["live"] else { return .success(changed) }
                return call.call("UIButton.configuration=", on: .some(button), with: [changed]).map { _ in changed }
            }
        }
    }
    return .replacing(replacements)
}()

extension FaultyVariants {
    /// The variants of the configuration world that cases of the current docs catch; they are part of ``all``.
    static let configurationFaults: [FaultyVariant] = [
        FaultyVariant(
            "update-handler-skipped-on-state-change",
            "A change of isSelected, isHighlighted or isEnabled requests no configuration update, so the update "
                + "handler does not run, violating the header's automatic setNeedsUpdateConfiguration() on a state "
                + "change.",
            members: ["UIButton.configurationUpdateHandler", "UIButton.setNeedsUpdateConfiguration()"],
            .subclasses(.making(buttons: StateChangeWithoutUpdateButton.self))),
        FaultyVariant(
            "set-needs-update-configuration-ignored",
            "setNeedsUpdateConfiguration() requests nothing, so neither updateConfiguration() nor the update handler "
                + "runs, violating the header's request for an update.",
            members: ["UIButton.setNeedsUpdateConfiguration()", "UIButton.updateConfiguration()"],
            .subclasses(.making(buttons: IgnoredUpdateRequestButton.self))),
        FaultyVariant(
            "automatically-updates-configuration-off",
            "A new button starts with automaticallyUpdatesConfiguration false, violating the header's \"The default "
                + "value is YES\".",
            members: ["UIButton.automaticallyUpdatesConfiguration"],
            .subclasses(.making(buttons: ManualUpdatesButton.self))),
        FaultyVariant(
            "menu-primary-action-toggles-selection",
            "A tap toggles isSelected while the menu is the primary action, violating the header's rule that such a "
                + "button tracks a selection among its menu items instead.",
            members: ["UIButton.changesSelectionAsPrimaryAction"],
            .subclasses(.making(buttons: MenuTogglesSelectionButton.self))),
        FaultyVariant(
            "legacy-insets-applied-with-configuration",
            "contentEdgeInsets still shrink contentRect(forBounds:) of a button with a configuration, violating the "
                + "header's \"This property is ignored when using UIButtonConfiguration\".",
            members: ["UIButton.contentRect(forBounds:)", "UIButton.contentEdgeInsets", "UIButton.configuration"],
            .subclasses(.making(buttons: LegacyInsetsButton.self))),
        FaultyVariant(
            "configuration-insets-not-in-size",
            "A configured button's intrinsicContentSize and sizeThatFits(_:) leave out the configuration's "
                + "contentInsets, violating Apple's \"the distance from the button's content area to its bounds\".",
            members: ["UIButton.Configuration.contentInsets", "UIButton.configuration"],
            .subclasses(.making(buttons: ConfigurationInsetsIgnoredButton.self))),
        FaultyVariant(
            "configured-button-hides-state-title",
            "A configured button's title label ignores a title set with setTitle(_:for:), violating Apple's "
                + "\"you can combine most other methods and properties of UIButton with a configuration\".",
            members: ["UIButton.setTitle(_:for:)", "UIButton.configuration"],
            .subclasses(.making(buttons: ConfigurationTitleOnlyButton.self))),
        FaultyVariant(
            "subtitle-label-without-configuration",
            "subtitleLabel returns a label for a button without a configuration, violating Apple's documented nil "
                + "when configuration is nil.",
            members: ["UIButton.subtitleLabel"],
            .contract(
                .replacing("UIButton.subtitleLabel") { call in
                    call.forward().flatMap { label in
                        label == .null ? call.call("UILabel.init()", on: .some(nil), with: []) : .success(label)
                    }
                })),
        FaultyVariant(
            "tool-tip-interaction-missing",
            "toolTipInteraction stays nil after toolTip is set, violating Apple's documented creation of the "
                + "interaction when toolTip is set.",
            members: ["UIControl.toolTipInteraction", "UIControl.toolTip"],
            .contract(.replacing("UIControl.toolTipInteraction") { _ in .success(.null) })),
        FaultyVariant(
            "init-configuration-drops-action-title",
            "UIButton(configuration:primaryAction:) adds the action but does not copy its title into the "
                + "configuration, violating the header's rule that the action's title and image are copied.",
            members: ["UIButton.init(configuration:primaryAction:)"],
            .contract(
                .replacing("UIButton.init(configuration:primaryAction:)") { call in
                    guard call.arguments.count == 2, call.arguments[1] != .null else { return call.forward() }
                    return call.forward([call.arguments[0], .null]).flatMap { button in
                        call.call(
                            "UIControl.addAction(_:for:)", on: .some(button.objectHandle),
                            with: [call.arguments[1], .options(type: "UIControl.Event", raw: 1 << 13)]
                        ).map { _ in button }
                    }
                })),
        FaultyVariant(
            "configuration-read-stays-live",
            "A configuration read from button.configuration stays tied to the button, so changing the copy changes "
                + "the button, violating the value semantics of the UIButton.Configuration structure.",
            members: ["UIButton.configuration"],
            .contract(liveConfiguration)),
        FaultyVariant(
            "title-setter-changes-subtitle",
            "Setting a configuration's title sets its subtitle to the same text, violating the header's separate "
                + "title and subtitle properties.",
            members: ["UIButton.Configuration.title", "UIButton.Configuration.subtitle"],
            .contract(
                .replacing("UIButton.Configuration.title=") { call in
                    call.forward().flatMap { changed in
                        setting("subtitle", to: call.arguments.count > 1 ? call.arguments[1] : .null, in: changed, call)
                    }
                })),
        FaultyVariant(
            "attributed-title-leaves-title",
            "Setting a configuration's attributedTitle leaves its title as it was, violating Apple's documented rule "
                + "that the configuration sets title to match the string value of attributedTitle.",
            members: ["UIButton.Configuration.attributedTitle", "UIButton.Configuration.title"],
            .contract(
                .replacing("UIButton.Configuration.attributedTitle=") { call in
                    guard let original = call.arguments.first else { return call.forward() }
                    return call.call("UIButton.Configuration.title", on: .some(nil), with: [original]).flatMap {
                        title in call.forward().flatMap { setting("title", to: title, in: $0, call) }
                    }
                })),
        FaultyVariant(
            "plain-does-not-update-for-selection",
            "UIButton.Configuration.plain() starts with automaticallyUpdateForSelection false, violating Apple's "
                + "documented default true for the plain, gray and tinted styles.",
            members: ["UIButton.Configuration.plain()"],
            .contract(
                resultOf(
                    "UIButton.Configuration.plain()", setting: "automaticallyUpdateForSelection", to: .bool(false))
            )),
        FaultyVariant(
            "plain-corner-style-fixed",
            "UIButton.Configuration.plain() starts with the fixed corner style, violating the header's "
                + "\"Defaults to Dynamic\" for cornerStyle.",
            members: ["UIButton.Configuration.plain()"],
            .contract(
                resultOf(
                    "UIButton.Configuration.plain()", setting: "cornerStyle",
                    to: .enumCase(type: "UIButton.Configuration.CornerStyle", name: "fixed")))),
        FaultyVariant(
            "updated-for-drops-custom-title",
            "updated(for:) returns the configuration without its custom title, violating Apple's documented rule that "
                + "it preserves custom values.",
            members: ["UIButton.Configuration.updated(for:)"],
            .contract(resultOf("UIButton.Configuration.updated(for:)", setting: "title", to: .null))),
    ]

    /// Variants of the configuration world written before the cases that catch them: kept out of ``all`` (and so
    /// out of `controlspec mutate` and `publish --mutation`) until such cases exist, and each proven meanwhile by a
    /// test that drives it through the contract. Today every configuration variant has its cases.
    package static let awaitingCases: [FaultyVariant] = []
}
