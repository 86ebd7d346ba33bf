import CaseLanguage
import ControlContract
import ControlSpecModel
import Foundation
import ReferenceBinding
import Testing

/// What the static checker accepts, the reference runs: every member, initializer and harness
/// helper of the schema (the built-in declarations and `conformance/registry.json`) has a body in
/// the reference's member table, so a declaration without an implementation cannot land.
@Suite struct ReferenceBindsTheSchemaTests {
    private static let registryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("conformance/registry.json")

    /// Keys the checker accepts that the reference does not bind yet: each one is a known gap
    /// (a case calling it is UNSUPPORTED), listed so that no new one can join them unnoticed and
    /// so that binding one forces its removal here. Selector-only recorder methods are among them.
    static let knownGaps: Set<String> = [
        "ActionRecorder.handle(_:)",
        "ActionRecorder.handle(_:event:)",
        "ActionRecorder.handleOther(_:)",
        "ActionRecorder.handleWithoutSender()",
        "EventRecorder.init()",
        "NSObject.init()",
        "RecordingControl.init()",
        "RecordingControl.init(coder:)",
        "RecordingControl.init(frame:primaryAction:)",
        "UIAction.image",
        "UIAction.image=",
        "UIAction.init()",
        "UIAction.title=",
        "UIButton.automaticallyUpdatesConfiguration",
        "UIButton.automaticallyUpdatesConfiguration=",
        "UIButton.behavioralStyle",
        "UIButton.configuration",
        "UIButton.configuration=",
        "UIButton.configurationUpdateHandler",
        "UIButton.configurationUpdateHandler=",
        "UIButton.init(coder:)",
        "UIButton.init(configuration:primaryAction:)",
        "UIButton.isHeld",
        "UIButton.isHovered",
        "UIButton.pointerStyleProvider=",
        "UIButton.preferredBehavioralStyle",
        "UIButton.preferredBehavioralStyle=",
        "UIButton.preferredMenuElementOrder",
        "UIButton.preferredMenuElementOrder=",
        "UIButton.setNeedsUpdateConfiguration()",
        "UIButton.subtitleLabel",
        "UIButton.tintColor",
        "UIButton.tintColor=",
        "UIButton.updateConfiguration()",
        "UIControl.beginTracking(_:with:)",
        "UIControl.contextMenuInteraction(_:configurationForMenuAtLocation:)",
        "UIControl.contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)",
        "UIControl.contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)",
        "UIControl.contextMenuInteraction(_:willDisplayMenuFor:animator:)",
        "UIControl.contextMenuInteraction(_:willEndFor:animator:)",
        "UIControl.continueTracking(_:with:)",
        "UIControl.endTracking(_:with:)",
        "UIControl.enumerateEventHandlers(_:)",
        "UIControl.init(coder:)",
        "UIControl.isSymbolAnimationEnabled",
        "UIControl.isSymbolAnimationEnabled=",
        "UIControl.menuAttachmentPoint(for:)",
        "UIControl.performPrimaryAction()",
        "UIControl.toolTip",
        "UIControl.toolTip=",
        "UIControl.toolTipInteraction",
        "UIEvent.init()",
        "UIFont.init()",
        "UIImage.init()",
        "UIImageView.init()",
        "UIImageView.init(frame:)",
        "UIImageView.init(image:)",
        "UIImageView.isHighlighted",
        "UIImageView.isHighlighted=",
        "UILabel.adjustsFontSizeToFitWidth",
        "UILabel.adjustsFontSizeToFitWidth=",
        "UILabel.highlightedTextColor",
        "UILabel.highlightedTextColor=",
        "UILabel.init()",
        "UILabel.init(frame:)",
        "UILabel.isEnabled",
        "UILabel.isEnabled=",
        "UILabel.isHighlighted",
        "UILabel.isHighlighted=",
        "UIMenu.init()",
        "UIMenuElement.init()",
        "UIResponder.init()",
        "UIView.bringSubviewToFront(_:)",
        "UIView.canBecomeFirstResponder",
        "UIView.clipsToBounds",
        "UIView.clipsToBounds=",
        "UIView.contentMode",
        "UIView.contentMode=",
        "UIView.convert(_:from:)",
        "UIView.convert(_:to:)",
        "UIView.hitTest(_:with:)",
        "UIView.invalidateIntrinsicContentSize()",
        "UIView.isDescendant(of:)",
        "UIView.isExclusiveTouch",
        "UIView.isExclusiveTouch=",
        "UIView.isMultipleTouchEnabled",
        "UIView.isMultipleTouchEnabled=",
        "UIView.isOpaque",
        "UIView.isOpaque=",
        "UIView.resignFirstResponder()",
        "UIView.setNeedsDisplay()",
        "UIView.window",
        "UIWindow.init()",
        "UIWindow.init(frame:)",
    ]

    /// The members of `UIButton.Configuration` (issue 23). The registry lists them and ReferenceControls models
    /// them (`UIButton.Configuration`), but the case language has no configuration value to hand across the
    /// contract yet, so the binding cannot call them; they leave this group when the case language and the
    /// binding learn configurations.
    static let awaitingConfigurationCaseLanguage: Set<String> = [
        "UIButton.Configuration.activityIndicatorColorTransformer",
        "UIButton.Configuration.activityIndicatorColorTransformer=",
        "UIButton.Configuration.attributedSubtitle",
        "UIButton.Configuration.attributedSubtitle=",
        "UIButton.Configuration.attributedTitle",
        "UIButton.Configuration.attributedTitle=",
        "UIButton.Configuration.automaticallyUpdateForSelection",
        "UIButton.Configuration.automaticallyUpdateForSelection=",
        "UIButton.Configuration.background",
        "UIButton.Configuration.background=",
        "UIButton.Configuration.baseBackgroundColor",
        "UIButton.Configuration.baseBackgroundColor=",
        "UIButton.Configuration.baseForegroundColor",
        "UIButton.Configuration.baseForegroundColor=",
        "UIButton.Configuration.bordered()",
        "UIButton.Configuration.borderedProminent()",
        "UIButton.Configuration.borderedTinted()",
        "UIButton.Configuration.borderless()",
        "UIButton.Configuration.buttonSize",
        "UIButton.Configuration.buttonSize=",
        "UIButton.Configuration.clearGlass()",
        "UIButton.Configuration.contentInsets",
        "UIButton.Configuration.contentInsets=",
        "UIButton.Configuration.cornerStyle",
        "UIButton.Configuration.cornerStyle=",
        "UIButton.Configuration.filled()",
        "UIButton.Configuration.glass()",
        "UIButton.Configuration.gray()",
        "UIButton.Configuration.image",
        "UIButton.Configuration.image=",
        "UIButton.Configuration.imageColorTransformer",
        "UIButton.Configuration.imageColorTransformer=",
        "UIButton.Configuration.imagePadding",
        "UIButton.Configuration.imagePadding=",
        "UIButton.Configuration.imagePlacement",
        "UIButton.Configuration.imagePlacement=",
        "UIButton.Configuration.imageReservation",
        "UIButton.Configuration.imageReservation=",
        "UIButton.Configuration.indicator",
        "UIButton.Configuration.indicator=",
        "UIButton.Configuration.indicatorColorTransformer",
        "UIButton.Configuration.indicatorColorTransformer=",
        "UIButton.Configuration.macIdiomStyle",
        "UIButton.Configuration.macIdiomStyle=",
        "UIButton.Configuration.plain()",
        "UIButton.Configuration.preferredSymbolConfigurationForImage",
        "UIButton.Configuration.preferredSymbolConfigurationForImage=",
        "UIButton.Configuration.prominentClearGlass()",
        "UIButton.Configuration.prominentGlass()",
        "UIButton.Configuration.setDefaultContentInsets()",
        "UIButton.Configuration.showsActivityIndicator",
        "UIButton.Configuration.showsActivityIndicator=",
        "UIButton.Configuration.subtitle",
        "UIButton.Configuration.subtitle=",
        "UIButton.Configuration.subtitleLineBreakMode",
        "UIButton.Configuration.subtitleLineBreakMode=",
        "UIButton.Configuration.subtitleTextAttributesTransformer",
        "UIButton.Configuration.subtitleTextAttributesTransformer=",
        "UIButton.Configuration.symbolContentTransition",
        "UIButton.Configuration.symbolContentTransition=",
        "UIButton.Configuration.tinted()",
        "UIButton.Configuration.title",
        "UIButton.Configuration.title=",
        "UIButton.Configuration.titleAlignment",
        "UIButton.Configuration.titleAlignment=",
        "UIButton.Configuration.titleLineBreakMode",
        "UIButton.Configuration.titleLineBreakMode=",
        "UIButton.Configuration.titlePadding",
        "UIButton.Configuration.titlePadding=",
        "UIButton.Configuration.titleTextAttributesTransformer",
        "UIButton.Configuration.titleTextAttributesTransformer=",
        "UIButton.Configuration.updated(for:)",
    ]

    @Test func everyMemberTheCheckerAcceptsIsBoundInTheReference() throws {
        let schema = Schema(registry: try Registry(contentsOf: Self.registryURL))
        let bound = Set(ReferenceImplementation().info.supportedMembers)
        let unbound = Set(schema.contractMemberKeys.filter { !bound.contains($0) })
        let gaps = Self.knownGaps.union(Self.awaitingConfigurationCaseLanguage)
        let newGaps = unbound.subtracting(gaps).sorted()
        #expect(newGaps.isEmpty, "accepted by the checker, not bound by the reference (bind them): \(newGaps)")
        let closedGaps = gaps.subtracting(unbound).sorted()
        #expect(closedGaps.isEmpty, "bound now; remove from knownGaps: \(closedGaps)")
    }

    @Test func theIssueMembersAreBound() {
        let bound = Set(ReferenceImplementation().info.supportedMembers)
        for key in ["UIControl.init()", "UIButton.init()", "EventRecorder.reset()", "ActionRecorder.reset()"] {
            #expect(bound.contains(key), "\(key) is accepted by the checker but not bound")
        }
    }
}
