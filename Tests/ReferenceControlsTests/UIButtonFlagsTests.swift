import Foundation
import Testing

@testable import ReferenceControls

@Suite("UIButton flags and iOS 13–15 properties")
struct UIButtonFlagsTests {
    private let image = UIImage(size: CGSize(width: 20, height: 20))

    @Test("Appearance flags have UIKit's defaults")
    func appearanceFlagDefaults() {
        let button = UIButton(type: .custom)
        #expect(button.adjustsImageWhenHighlighted)
        #expect(button.adjustsImageWhenDisabled)
        #expect(!button.showsTouchWhenHighlighted)
        #expect(!button.reversesTitleShadowWhenHighlighted)
    }

    @Test("Edge insets are zero by default")
    func edgeInsetDefaults() {
        let button = UIButton(type: .system)
        #expect(button.contentEdgeInsets == .zero)
        #expect(button.titleEdgeInsets == .zero)
        #expect(button.imageEdgeInsets == .zero)
    }

    @Test("iOS 13–15 properties have UIKit's defaults")
    func modernPropertyDefaults() {
        let button = UIButton(type: .system)
        #expect(button.menu == nil)
        #expect(!button.showsMenuAsPrimaryAction)
        #expect(button.role == .normal)
        #expect(!button.isPointerInteractionEnabled)
        #expect(!button.changesSelectionAsPrimaryAction)
    }

    @Test("Appearance flags and modern properties can be set")
    func propertiesAreSettable() {
        let button = UIButton(type: .custom)
        button.adjustsImageWhenHighlighted = false
        button.adjustsImageWhenDisabled = false
        button.showsTouchWhenHighlighted = true
        button.reversesTitleShadowWhenHighlighted = true
        button.role = .destructive
        button.isPointerInteractionEnabled = true
        #expect(!button.adjustsImageWhenHighlighted)
        #expect(!button.adjustsImageWhenDisabled)
        #expect(button.showsTouchWhenHighlighted)
        #expect(button.reversesTitleShadowWhenHighlighted)
        #expect(button.role == .destructive)
        #expect(button.isPointerInteractionEnabled)
    }

    @Test("reversesTitleShadowWhenHighlighted only affects drawing: the label's shadow offset stays")
    func reversedShadowIsDrawingOnly() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        try #require(button.titleLabel).shadowOffset = CGSize(width: 0, height: 1)
        button.reversesTitleShadowWhenHighlighted = true
        button.isHighlighted = true
        #expect(try #require(button.titleLabel).shadowOffset == CGSize(width: 0, height: 1))
    }

    @Test("A highlighted button draws the .normal image darker")
    func highlightedImageAdjusted() {
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        #expect(button.imageAdjustment == .none)
        button.isHighlighted = true
        #expect(button.imageAdjustment == .highlighted)
    }

    @Test("adjustsImageWhenHighlighted = false turns the darkening off")
    func highlightAdjustmentCanBeTurnedOff() {
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        button.adjustsImageWhenHighlighted = false
        button.isHighlighted = true
        #expect(button.imageAdjustment == .none)
    }

    @Test("An image set for the exact highlighted state is drawn as is")
    func ownHighlightedImageNotAdjusted() {
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .highlighted)
        button.isHighlighted = true
        #expect(button.imageAdjustment == .none)
    }

    @Test("An image for [.selected, .highlighted] loses the highlight darkening (Apple forums 694625)")
    func compoundStateImageLosesDarkening() {
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .selected)
        button.isSelected = true
        button.isHighlighted = true
        #expect(button.imageAdjustment == .highlighted)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: [.selected, .highlighted])
        #expect(button.imageAdjustment == .none)
    }

    @Test("A disabled button draws the .normal image lighter unless adjustsImageWhenDisabled is false")
    func disabledImageAdjusted() {
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        button.isEnabled = false
        #expect(button.imageAdjustment == .disabled)
        button.adjustsImageWhenDisabled = false
        #expect(button.imageAdjustment == .none)
    }

    @Test("A button without an image has nothing to adjust")
    func noImageNoAdjustment() {
        let button = UIButton(type: .custom)
        button.isHighlighted = true
        #expect(button.imageAdjustment == .none)
    }

    @Test("Background images follow the same adjustment rule")
    func backgroundImageAdjusted() {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(image, for: .normal)
        button.isHighlighted = true
        #expect(button.backgroundImageAdjustment == .highlighted)
        button.setBackgroundImage(UIImage(size: CGSize(width: 20, height: 20)), for: .highlighted)
        #expect(button.backgroundImageAdjustment == .none)
    }

    @Test("System buttons tint their template image by inheritance; custom buttons keep automatic images")
    func tintReachesSystemImages() throws {
        let system = UIButton(type: .system)
        system.tintColor = .red
        system.setImage(image, for: .normal)
        let imageView = try #require(system.imageView)
        #expect(try #require(imageView.image).renderingMode == .alwaysTemplate)
        #expect(imageView.tintColor == .red)

        let custom = UIButton(type: .custom)
        custom.setImage(image, for: .normal)
        #expect(try #require(custom.imageView?.image).renderingMode == .automatic)
    }

    @Test("A menu shown as the primary action replaces .primaryActionTriggered")
    func menuAsPrimaryActionSuppressesPrimaryAction() {
        let log = ButtonTestActionLog()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.addTarget(log, action: "up:", for: .touchUpInside)
        button.addTarget(log, action: "primary:", for: .primaryActionTriggered)
        button.showsMenuAsPrimaryAction = true
        #expect(button.sendsPrimaryActionOnTouchUpInside)
        button.menu = UIMenu(title: "Options", children: [UIAction(title: "One") { _ in }])
        #expect(!button.sendsPrimaryActionOnTouchUpInside)
        ButtonTest.tap(button)
        #expect(!log.names.contains("primary:"))
    }

    @Test("A menu that is not the primary action leaves taps alone")
    func menuAloneDoesNotChangeTaps() {
        let log = ButtonTestActionLog()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.addTarget(log, action: "primary:", for: .primaryActionTriggered)
        button.menu = UIMenu(title: "Options")
        ButtonTest.tap(button)
        #expect(log.names == ["primary:"])
    }
}

@Suite struct UIButtonMenuInteractionTests {
    @Test func settingAMenuEnablesTheContextMenuInteractionAndClearingItDisablesIt() {
        let button = UIButton(type: .system)
        #expect(!button.isContextMenuInteractionEnabled)
        #expect(button.contextMenuInteraction == nil)
        button.menu = UIMenu(title: "Sort")
        #expect(button.isContextMenuInteractionEnabled)
        #expect(button.contextMenuInteraction != nil)
        button.menu = nil
        #expect(!button.isContextMenuInteractionEnabled)
        #expect(button.contextMenuInteraction == nil)
    }

    @Test func showsMenuAsPrimaryActionIsDeclaredOnUIControlAndOffByDefault() {
        let control = UIControl(frame: .zero)
        #expect(!control.showsMenuAsPrimaryAction)
        control.showsMenuAsPrimaryAction = true
        #expect(control.showsMenuAsPrimaryAction)
    }

    @Test func accessibilitySpringLoadingAndPointerFlagsDefaultOff() {
        let button = UIButton(type: .custom)
        #expect(!button.adjustsImageSizeForAccessibilityContentSizeCategory)
        #expect(!button.isSpringLoaded)
        #expect(button.pointerStyleProvider == nil)
    }
}
