import Foundation
import Testing

@testable import ReferenceControls

@Suite("UIButton current content")
struct UIButtonCurrentStateTests {
    private func statefulButton(type: UIButton.ButtonType = .custom) -> UIButton {
        let button = UIButton(type: type)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Highlighted", for: .highlighted)
        button.setTitle("Selected", for: .selected)
        button.setTitle("Disabled", for: .disabled)
        return button
    }

    @Test("currentTitle follows isHighlighted")
    func currentTitleFollowsHighlight() {
        let button = statefulButton()
        #expect(button.currentTitle == "Normal")
        button.isHighlighted = true
        #expect(button.currentTitle == "Highlighted")
        button.isHighlighted = false
        #expect(button.currentTitle == "Normal")
    }

    @Test("currentTitle follows isSelected")
    func currentTitleFollowsSelection() {
        let button = statefulButton()
        button.isSelected = true
        #expect(button.currentTitle == "Selected")
        button.isSelected = false
        #expect(button.currentTitle == "Normal")
    }

    @Test("currentTitle follows isEnabled")
    func currentTitleFollowsEnabled() {
        let button = statefulButton()
        button.isEnabled = false
        #expect(button.state == .disabled)
        #expect(button.currentTitle == "Disabled")
        button.isEnabled = true
        #expect(button.currentTitle == "Normal")
    }

    @Test("A selected button being touched is [.selected, .highlighted] and shows the .normal title")
    func selectedButtonTouchedShowsNormalTitle() {
        let button = statefulButton()
        button.isSelected = true
        var touches = TouchSimulator(control: button)
        touches.down(at: CGPoint(x: 100, y: 30))
        #expect(button.state == [.selected, .highlighted])
        #expect(button.currentTitle == "Normal")
        #expect(button.titleLabel?.text == "Normal")
        touches.up()
        #expect(button.currentTitle == "Selected")
    }

    @Test("The title label shows the highlighted title while a touch is down and inside")
    func touchHighlightsTitle() {
        let button = statefulButton()
        var touches = TouchSimulator(control: button)
        touches.down(at: CGPoint(x: 100, y: 30))
        #expect(button.isHighlighted)
        #expect(button.currentTitle == "Highlighted")
        #expect(button.titleLabel?.text == "Highlighted")
        touches.move(to: CGPoint(x: 600, y: 30))
        #expect(!button.isHighlighted)
        #expect(button.titleLabel?.text == "Normal")
        touches.move(to: CGPoint(x: 100, y: 30))
        #expect(button.titleLabel?.text == "Highlighted")
        touches.up()
        #expect(button.titleLabel?.text == "Normal")
    }

    @Test("A disabled button ignores touches and keeps showing its disabled title")
    func disabledButtonIgnoresTouches() {
        let button = statefulButton()
        button.isEnabled = false
        var touches = TouchSimulator(control: button)
        touches.down(at: CGPoint(x: 100, y: 30))
        #expect(!button.isHighlighted)
        #expect(button.currentTitle == "Disabled")
        touches.up()
    }

    @Test("Every current… property follows the state")
    func allCurrentPropertiesFollowState() {
        let normalImage = UIImage(size: CGSize(width: 10, height: 10))
        let selectedImage = UIImage(size: CGSize(width: 12, height: 12))
        let normalBackground = UIImage(size: CGSize(width: 50, height: 20))
        let selectedBackground = UIImage(size: CGSize(width: 50, height: 20))
        let normalStyled = NSAttributedString(string: "N")
        let selectedStyled = NSAttributedString(string: "S")
        let normalSymbol = UIImage.SymbolConfiguration(pointSize: 10)
        let selectedSymbol = UIImage.SymbolConfiguration(pointSize: 20)
        let button = UIButton(type: .custom)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .selected)
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.gray, for: .selected)
        button.setImage(normalImage, for: .normal)
        button.setImage(selectedImage, for: .selected)
        button.setBackgroundImage(normalBackground, for: .normal)
        button.setBackgroundImage(selectedBackground, for: .selected)
        button.setAttributedTitle(normalStyled, for: .normal)
        button.setAttributedTitle(selectedStyled, for: .selected)
        button.setPreferredSymbolConfiguration(normalSymbol, forImageIn: .normal)
        button.setPreferredSymbolConfiguration(selectedSymbol, forImageIn: .selected)

        #expect(button.currentTitleColor == .red)
        #expect(button.currentTitleShadowColor == .black)
        #expect(button.currentImage === normalImage)
        #expect(button.currentBackgroundImage === normalBackground)
        #expect(button.currentAttributedTitle === normalStyled)
        #expect(button.currentPreferredSymbolConfiguration == normalSymbol)

        button.isSelected = true
        #expect(button.currentTitleColor == .green)
        #expect(button.currentTitleShadowColor == .gray)
        #expect(button.currentImage === selectedImage)
        #expect(button.currentBackgroundImage === selectedBackground)
        #expect(button.currentAttributedTitle === selectedStyled)
        #expect(button.currentPreferredSymbolConfiguration == selectedSymbol)
    }

    @Test("The subviews show the current colors and image as the state changes")
    func subviewsFollowState() {
        let normalImage = UIImage(size: CGSize(width: 10, height: 10))
        let highlightedImage = UIImage(size: CGSize(width: 10, height: 10))
        let button = UIButton(type: .custom)
        button.setTitle("T", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.blue, for: .highlighted)
        button.setImage(normalImage, for: .normal)
        button.setImage(highlightedImage, for: .highlighted)
        #expect(button.titleLabel?.textColor == .red)
        #expect(button.imageView?.image === normalImage)
        button.isHighlighted = true
        #expect(button.titleLabel?.textColor == .blue)
        #expect(button.imageView?.image === highlightedImage)
    }

    @Test("Changing state marks the button as needing layout")
    func stateChangeMarksLayoutNeeded() {
        let button = statefulButton()
        ButtonTest.settleLayout(button)
        #expect(!button.needsLayout)
        button.isHighlighted = true
        #expect(button.needsLayout)
        ButtonTest.settleLayout(button)
        button.isSelected = true
        #expect(button.needsLayout)
        ButtonTest.settleLayout(button)
        button.isEnabled = false
        #expect(button.needsLayout)
    }

    @Test("Setting a state to the value it already has does not ask for layout")
    func unchangedStateDoesNotAskForLayout() {
        let button = statefulButton()
        ButtonTest.settleLayout(button)
        button.isHighlighted = false
        button.isSelected = false
        button.isEnabled = true
        #expect(!button.needsLayout)
    }

    @Test("After a state change the next layout sizes the title label for the new title")
    func layoutAfterStateChangeResizesLabel() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going somewhere", for: .selected)
        button.layoutIfNeeded()
        let shortWidth = try #require(button.titleLabel).frame.width
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(try #require(button.titleLabel).frame.width > shortWidth)
    }

    @Test("A system button's title color follows a tint change")
    func systemTitleColorFollowsTint() {
        let button = statefulButton(type: .system)
        button.tintColor = .blue
        #expect(button.currentTitleColor == .blue)
        #expect(button.titleLabel?.textColor == .blue)
    }

    @Test("With changesSelectionAsPrimaryAction a tap toggles isSelected before the actions run")
    func changesSelectionAsPrimaryActionTogglesSelection() {
        let button = statefulButton()
        var selectionSeen: [Bool] = []
        button.addAction(UIAction { _ in selectionSeen.append(button.isSelected) }, for: .primaryActionTriggered)
        button.changesSelectionAsPrimaryAction = true
        ButtonTest.tap(button)
        #expect(button.isSelected)
        #expect(button.currentTitle == "Selected")
        ButtonTest.tap(button)
        #expect(!button.isSelected)
        #expect(selectionSeen == [true, false])
    }

    @Test("changesSelectionAsPrimaryAction toggles with a menu that is not the primary action, not with one that is")
    func selectionToggleAndMenus() {
        let button = statefulButton()
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(title: "Options", children: [UIAction(title: "One") { _ in }])
        ButtonTest.tap(button)
        #expect(button.isSelected)
        button.showsMenuAsPrimaryAction = true
        ButtonTest.tap(button)
        #expect(button.isSelected)
    }

    @Test("Without changesSelectionAsPrimaryAction a tap does not change isSelected")
    func tapDoesNotToggleSelectionByDefault() {
        let button = statefulButton()
        ButtonTest.tap(button)
        #expect(!button.isSelected)
    }

    @Test("changesSelectionAsPrimaryAction does not toggle when the touch lifts outside")
    func selectionNotToggledOutside() {
        let button = statefulButton()
        button.changesSelectionAsPrimaryAction = true
        var touches = TouchSimulator(control: button)
        touches.down(at: CGPoint(x: 100, y: 30))
        touches.move(to: CGPoint(x: 600, y: 30))
        touches.up()
        #expect(!button.isSelected)
    }
}
