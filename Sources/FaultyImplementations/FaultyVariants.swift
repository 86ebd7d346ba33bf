import ControlContract
import ReferenceBinding

/// The catalogue of faulty variants of the reference.
package enum FaultyVariants {
    /// Every variant, in a fixed order: faults at the contract, then in UIControl, then in UIButton, then in the
    /// configuration world.
    package static let all: [FaultyVariant] = contractFaults + controlFaults + buttonFaults + configurationFaults

    /// The variant with `name`, if there is one.
    package static func named(_ name: String) -> FaultyVariant? {
        all.first { $0.name == name }
    }

    private static let allEvents = Value.options(type: "UIControl.Event", raw: 0xFFFF_FFFF)

    // MARK: At the contract

    static let contractFaults: [FaultyVariant] = [
        FaultyVariant(
            "wrong-highlighted-raw-value",
            "UIControl.State.highlighted travels as raw value 8 (focused's bit) and focused as 1, violating the "
                + "documented raw value 1 << 0 of .highlighted.",
            members: ["UIControl.State.highlighted", "UIControl.isHighlighted", "UIControl.state"],
            .contract(.swapping(optionsOf: "UIControl.State", bit: 0, withBit: 3))),
        FaultyVariant(
            "wrong-touch-up-inside-raw-value",
            "UIControl.Event.touchUpInside and .touchUpOutside swap raw values (128 and 64), violating the "
                + "documented raw value 1 << 6 of .touchUpInside.",
            members: ["UIControl.Event.touchUpInside", "UIControl.addTarget(_:action:for:)"],
            .contract(.swapping(optionsOf: "UIControl.Event", bit: 6, withBit: 7))),
        FaultyVariant(
            "wrong-alignment-raw-values",
            "UIControl.ContentHorizontalAlignment.left and .right swap raw values (2 and 1), violating the "
                + "documented raw values 1 for .left and 2 for .right.",
            members: ["UIControl.ContentHorizontalAlignment.left", "UIControl.contentHorizontalAlignment"],
            .contract(.swapping(enumeration: "UIControl.ContentHorizontalAlignment", 1, 2))),
        FaultyVariant(
            "wrong-button-type-raw-values",
            "UIButton.ButtonType.custom and .system swap raw values (1 and 0), violating the documented raw values "
                + "0 for .custom and 1 for .system.",
            members: ["UIButton.ButtonType.custom", "UIButton.tintColor", "UIButton.currentTitleColor"],
            .contract(.swapping(enumeration: "UIButton.ButtonType", 0, 1))),
        FaultyVariant(
            "remove-target-nil-action-removes-nothing",
            "removeTarget(_:action:for:) with a nil action removes nothing, violating the documented rule that a "
                + "nil action matches every action of the target.",
            members: ["UIControl.removeTarget(_:action:for:)"],
            .contract(
                .replacing("UIControl.removeTarget(_:action:for:)") { call in
                    call.arguments.count > 1 && call.arguments[1] == .null ? .success(.void) : call.forward()
                })),
        FaultyVariant(
            "actions-for-target-empty-not-nil",
            "actions(forTarget:forControlEvent:) returns an empty array when no action matches, violating the "
                + "documented nil result.",
            members: ["UIControl.actions(forTarget:forControlEvent:)"],
            .contract(
                .replacing("UIControl.actions(forTarget:forControlEvent:)") { call in
                    call.forward().map { $0 == .null ? .array([]) : $0 }
                })),
        FaultyVariant(
            "send-actions-ignores-event-mask",
            "sendActions(for:) sends the actions of every event whatever mask it is given, violating the "
                + "documented rule that only the actions registered for the given events are sent.",
            members: ["UIControl.sendActions(for:)"],
            .contract(
                .replacing("UIControl.sendActions(for:)") { call in
                    call.forward([allEvents])
                })),
        FaultyVariant(
            "system-button-drops-action",
            "UIButton.systemButton(with:target:action:) ignores its action, violating the documented registration "
                + "of the action for .touchUpInside.",
            members: ["UIButton.systemButton(with:target:action:)"],
            .contract(
                .replacing("UIButton.systemButton(with:target:action:)") { call in
                    guard call.arguments.count == 3 else { return call.forward() }
                    return call.forward([call.arguments[0], call.arguments[1], .null])
                })),
        FaultyVariant(
            "set-title-nil-keeps-title",
            "setTitle(nil, for:) leaves the state's title in place, violating the rule that a nil title removes "
                + "the state's own title so that the state falls back to .normal's.",
            members: ["UIButton.setTitle(_:for:)"],
            .contract(
                .replacing("UIButton.setTitle(_:for:)") { call in
                    call.arguments.first == .null ? .success(.void) : call.forward()
                })),
        FaultyVariant(
            "empty-event-mask-removes-pair",
            "addTarget(_:action:for:) with an empty event mask removes the pair, violating the documented rule "
                + "that an empty mask changes nothing.",
            members: ["UIControl.addTarget(_:action:for:)"],
            .contract(
                .replacing("UIControl.addTarget(_:action:for:)") { call in
                    guard call.arguments.count == 3, case .options(_, 0) = call.arguments[2] else {
                        return call.forward()
                    }
                    return call.call(
                        "UIControl.removeTarget(_:action:for:)",
                        with: [call.arguments[0], call.arguments[1], allEvents])
                })),
    ]

    // MARK: In UIControl

    static let controlFaults: [FaultyVariant] = [
        FaultyVariant(
            "highlight-kept-on-cancel",
            "A cancelled touch leaves the control highlighted, violating the documented clearing of isHighlighted "
                + "when tracking is cancelled.",
            members: ["UIControl.isHighlighted"],
            .subclasses(.making(CancelKeepsHighlightControl.self, CancelKeepsHighlightButton.self))),
        FaultyVariant(
            "highlight-kept-after-touch-up",
            "The highlight stays on after a touch lifts inside the control, violating the documented clearing of "
                + "isHighlighted when the touch ends.",
            members: ["UIControl.isHighlighted"],
            .subclasses(.making(TouchUpKeepsHighlightControl.self, TouchUpKeepsHighlightButton.self))),
        FaultyVariant(
            "highlight-kept-when-dragged-out",
            "A touch dragged out of the tracking area keeps the control highlighted, violating the documented rule "
                + "that the highlight follows the touch in and out.",
            members: ["UIControl.isHighlighted"],
            .subclasses(.making(DragOutKeepsHighlightControl.self, DragOutKeepsHighlightButton.self))),
        FaultyVariant(
            "disabled-control-tracks-touches",
            "A disabled control is hit and tracks touches as if it were enabled, violating the documented rule "
                + "that a disabled control ignores touches.",
            members: ["UIControl.isEnabled"],
            .subclasses(.making(DisabledTracksControl.self, DisabledTracksButton.self))),
        FaultyVariant(
            "selected-missing-from-state",
            "state leaves out .selected while isSelected is true, violating the documented derivation of state "
                + "from isSelected.",
            members: ["UIControl.isSelected"],
            .subclasses(.making(UnselectedStateControl.self, UnselectedStateButton.self))),
        FaultyVariant(
            "touch-down-sent-after-touch-up",
            "The actions for .touchDown arrive when the touch ends, after those for .touchUpInside, violating the "
                + "documented order of a tap's events.",
            members: ["UIControl.Event"],
            .subclasses(.making(LateTouchDownControl.self, LateTouchDownButton.self))),
        FaultyVariant(
            "bounds-only-touch-tracking",
            "A tracked touch counts as inside only within the control's bounds, violating the documented tracking "
                + "area that extends about 70 points beyond them.",
            members: ["UIControl.isTouchInside"],
            .subclasses(.making(BoundsOnlyTrackingControl.self, BoundsOnlyTrackingButton.self))),
        FaultyVariant(
            "touch-down-repeat-never-sent",
            "Every touch is tracked as a first tap, violating the documented .touchDownRepeat for a repeated tap.",
            members: ["UIControl.Event.touchDownRepeat"],
            .subclasses(.making(NoRepeatControl.self, NoRepeatButton.self))),
        FaultyVariant(
            "actions-sent-without-sender",
            "Target–action messages carry a nil sender instead of the control, violating the documented sender "
                + "of action messages.",
            members: ["UIControl.sendAction(_:to:for:)"],
            .subclasses(.making(NoSenderControl.self, NoSenderButton.self))),
        FaultyVariant(
            "duplicate-target-action-pairs",
            "Adding a target–action pair that is already registered makes its action fire twice per event, "
                + "violating the documented rule that adding the same pair again is safe.",
            members: ["UIControl.addTarget(_:action:for:)"],
            .subclasses(.making(DuplicatePairsControl.self, DuplicatePairsButton.self))),
        FaultyVariant(
            "alignment-not-mirrored-in-rtl",
            "effectiveContentHorizontalAlignment resolves .leading to .left and .trailing to .right even in "
                + "right-to-left layouts, violating the documented mirroring.",
            members: ["UIControl.effectiveContentHorizontalAlignment"],
            .subclasses(.making(UnmirroredAlignmentControl.self, UnmirroredAlignmentButton.self))),
        FaultyVariant(
            "action-identifier-not-replaced",
            "Adding a UIAction whose identifier is already registered keeps both actions, violating the documented "
                + "replacement of the old action by the new one.",
            members: ["UIControl.addAction(_:for:)"],
            .subclasses(.making(ActionsAlongsideControl.self, ActionsAlongsideButton.self))),
    ]

    // MARK: In UIButton

    static let buttonFaults: [FaultyVariant] = [
        FaultyVariant(
            "no-normal-fallback-for-titles",
            "title(for:) gives only a title set for exactly that state, violating the documented fallback to the "
                + ".normal title.",
            members: ["UIButton.setTitle(_:for:)", "UIButton.title(for:)"],
            .subclasses(.making(buttons: TitlesWithoutFallbackButton.self))),
        FaultyVariant(
            "compound-state-borrows-selected-title",
            "[.selected, .highlighted] without a title of its own uses .selected's title, violating the documented "
                + "lookup of the exact state and then .normal only.",
            members: ["UIButton.title(for:)"],
            .subclasses(.making(buttons: BorrowingSelectedTitleButton.self))),
        FaultyVariant(
            "no-normal-fallback-for-images",
            "image(for:) gives only an image set for exactly that state, violating the documented fallback to the "
                + ".normal image.",
            members: ["UIButton.setImage(_:for:)"],
            .subclasses(.making(buttons: ImagesWithoutFallbackButton.self))),
        FaultyVariant(
            "current-title-ignores-state",
            "currentTitle is always the .normal title, violating the documented rule that it follows the current "
                + "state.",
            members: ["UIButton.currentTitle"],
            .subclasses(.making(buttons: StateBlindTitleButton.self))),
        FaultyVariant(
            "plain-title-beats-attributed-title",
            "The title label shows the plain title when a state has both kinds, violating the documented "
                + "precedence of the attributed title.",
            members: ["UIButton.setAttributedTitle(_:for:)"],
            .subclasses(.making(buttons: PlainTitleWinsButton.self))),
        FaultyVariant(
            "title-label-frame-sticks",
            "A frame given to titleLabel from outside survives layout, violating the documented reset of the "
                + "label's frame by every layout pass.",
            members: ["UIButton.titleLabel"],
            .subclasses(.making(buttons: StickyLabelFrameButton.self))),
        FaultyVariant(
            "title-label-created-eagerly",
            "A new button creates its title label at once, violating the documented lazy creation that leaves a "
                + "new button without subviews.",
            members: ["UIButton.titleLabel"],
            .subclasses(.making(buttons: EagerTitleLabelButton.self))),
        FaultyVariant(
            "content-insets-not-in-intrinsic-size",
            "intrinsicContentSize leaves out contentEdgeInsets, violating the documented growth of the intrinsic "
                + "size by the content insets.",
            members: ["UIButton.contentEdgeInsets"],
            .subclasses(.making(buttons: ContentInsetsIgnoredButton.self))),
        FaultyVariant(
            "content-rect-ignores-insets",
            "contentRect(forBounds:) answers the bounds whatever contentEdgeInsets holds, violating the documented "
                + "margins the content insets put around the button's content.",
            members: ["UIButton.contentEdgeInsets"],
            .subclasses(.making(buttons: ContentRectIgnoresInsetsButton.self))),
        FaultyVariant(
            "title-insets-in-intrinsic-size",
            "intrinsicContentSize grows by titleEdgeInsets, violating the documented rule that title insets do not "
                + "count in it.",
            members: ["UIButton.titleEdgeInsets"],
            .subclasses(.making(buttons: TitleInsetsCountedButton.self))),
        FaultyVariant(
            "tint-colors-custom-titles",
            "A custom button without a title color draws its title in the tint color, violating the documented "
                + "rule that tintColor has no effect on a custom button's title.",
            members: ["UIButton.tintColor"],
            .subclasses(.making(buttons: TintedCustomTitleButton.self))),
        FaultyVariant(
            "menu-leaves-context-menu-disabled",
            "Setting a menu leaves the context-menu interaction off, violating the documented automatic enabling "
                + "of the interaction for a non-nil menu.",
            members: ["UIButton.menu"],
            .subclasses(.making(buttons: MenuWithoutInteractionButton.self))),
        FaultyVariant(
            "tap-skips-primary-action",
            "A tap on a button does not send .primaryActionTriggered, violating the documented primary action of "
                + "a button tap.",
            members: ["UIControl.Event.primaryActionTriggered"],
            .subclasses(.making(buttons: NoPrimaryActionButton.self))),
    ]
}
