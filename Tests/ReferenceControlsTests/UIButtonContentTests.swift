import Foundation
import Testing

@testable import ReferenceControls

@Suite("UIButton per-state content")
struct UIButtonContentTests {
    @Test(
        "A state without a title of its own falls back to .normal's",
        arguments: [
            UIControl.State.highlighted, .disabled, .selected, .focused,
        ])
    func titleFallsBackToNormal(state: UIControl.State) {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        #expect(button.title(for: state) == "Play")
    }

    @Test("A state's own title wins over .normal's")
    func ownTitleWins() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.title(for: .normal) == "Play")
    }

    @Test("[.selected, .highlighted] falls back to .normal, not to .selected's title")
    func compoundStateSkipsSelected() {
        let button = UIButton(type: .custom)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        #expect(button.title(for: [.selected, .highlighted]) == "Off")
        #expect(button.title(for: [.selected, .disabled]) == "Off")
    }

    @Test("[.selected, .highlighted] falls back to .normal, not to .highlighted's title")
    func compoundStateSkipsHighlighted() {
        let button = UIButton(type: .custom)
        button.setTitle("Off", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.title(for: [.selected, .highlighted]) == "Off")
    }

    @Test("A value set for the compound state itself is used")
    func compoundStateUsesOwnValue() {
        let button = UIButton(type: .custom)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        button.setTitle("On, pressed", for: [.selected, .highlighted])
        #expect(button.title(for: [.selected, .highlighted]) == "On, pressed")
        #expect(button.title(for: .selected) == "On")
        #expect(button.title(for: .highlighted) == "Off")
    }

    @Test("Compound-state images fall back to .normal too (the flicker reported on Apple's forums)")
    func compoundStateImagesFallBackToNormal() {
        let off = UIImage(size: CGSize(width: 20, height: 20), name: "off")
        let on = UIImage(size: CGSize(width: 20, height: 20), name: "on")
        let button = UIButton(type: .custom)
        button.setImage(off, for: .normal)
        button.setImage(on, for: .selected)
        #expect(button.image(for: [.selected, .highlighted]) === off)
        button.setImage(on, for: [.selected, .highlighted])
        #expect(button.image(for: [.selected, .highlighted]) === on)
    }

    @Test("Setting nil removes a state's title, so it falls back to .normal again")
    func nilRemovesStateTitle() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .highlighted)
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Play")
    }

    @Test("Setting nil for .normal leaves states without titles of their own with none")
    func nilForNormalRemovesFallback() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitle(nil, for: .normal)
        #expect(button.title(for: .normal) == nil)
        #expect(button.title(for: .highlighted) == nil)
        #expect(button.title(for: .selected) == "Pause")
    }

    @Test("With no .normal title, other states without their own have none")
    func noNormalTitleMeansNil() {
        let button = UIButton(type: .custom)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .normal) == nil)
        #expect(button.title(for: .disabled) == nil)
    }

    @Test("An empty title is a title: it does not fall back")
    func emptyTitleDoesNotFallBack() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("", for: .highlighted)
        #expect(button.title(for: .highlighted) == "")
    }

    @Test("States are keyed by their exact raw value, application bits included")
    func applicationStatesAreDistinctKeys() {
        let custom = UIControl.State(rawValue: 1 << 16)
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("App", for: custom)
        #expect(button.title(for: custom) == "App")
        #expect(button.title(for: custom.union(.highlighted)) == "Play")
    }

    @Test("Attributed titles fall back to .normal and are removed by nil")
    func attributedTitleFallback() {
        let styled = NSAttributedString(string: "Bold")
        let button = UIButton(type: .custom)
        button.setAttributedTitle(styled, for: .normal)
        #expect(button.attributedTitle(for: .highlighted) === styled)
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.attributedTitle(for: .highlighted) == nil)
        #expect(button.attributedTitle(for: .normal) == nil)
    }

    @Test("An attributed title wins over the plain title in display")
    func attributedTitleWinsInDisplay() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label.text == "Styled")
        #expect(label.attributedText?.string == "Styled")
        #expect(button.currentTitle == "Plain")
    }

    @Test(".normal's attributed title even wins over a plain title set for the exact state")
    func normalAttributedTitleBeatsExactPlainTitle() throws {
        let button = UIButton(type: .custom)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed")
        #expect(try #require(button.titleLabel).text == "Styled")
    }

    @Test("Removing the attributed title shows the plain title again")
    func removingAttributedTitleRestoresPlain() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        button.setAttributedTitle(nil, for: .normal)
        #expect(try #require(button.titleLabel).text == "Plain")
    }

    @Test("Title colors fall back to .normal; nil removes a state's color")
    func titleColorFallback() {
        let button = UIButton(type: .custom)
        button.setTitleColor(.red, for: .normal)
        #expect(button.titleColor(for: .highlighted) == .red)
        button.setTitleColor(.blue, for: .highlighted)
        #expect(button.titleColor(for: .highlighted) == .blue)
        button.setTitleColor(nil, for: .highlighted)
        #expect(button.titleColor(for: .highlighted) == .red)
        button.setTitleColor(nil, for: .normal)
        #expect(button.titleColor(for: .highlighted) == .white)
    }

    @Test("A disabled custom button uses the .normal title color")
    func customDisabledColorFallsBackToNormal() {
        let button = UIButton(type: .custom)
        button.setTitleColor(.red, for: .normal)
        #expect(button.titleColor(for: .disabled) == .red)
    }

    @Test("A disabled system button keeps its own gray, even when a .normal color is set")
    func systemDisabledColorIgnoresNormal() {
        let button = UIButton(type: .system)
        button.setTitleColor(.red, for: .normal)
        let disabled = button.titleColor(for: .disabled)
        #expect(disabled != nil)
        #expect(disabled != .red)
        #expect(disabled != button.tintColor)
        button.setTitleColor(.green, for: .disabled)
        #expect(button.titleColor(for: .disabled) == .green)
    }

    @Test("Title shadow colors fall back to .normal, then to 50 % black")
    func titleShadowColorFallback() {
        let button = UIButton(type: .custom)
        #expect(button.titleShadowColor(for: .normal) == UIColor(white: 0, alpha: 0.5))
        button.setTitleShadowColor(.black, for: .normal)
        #expect(button.titleShadowColor(for: .selected) == .black)
        button.setTitleShadowColor(nil, for: .normal)
        #expect(button.titleShadowColor(for: .selected) == UIColor(white: 0, alpha: 0.5))
    }

    @Test("Images fall back to .normal and are returned as the same object; nil removes them")
    func imageFallback() {
        let image = UIImage(size: CGSize(width: 10, height: 10))
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        #expect(button.image(for: .disabled) === image)
        button.setImage(nil, for: .normal)
        #expect(button.image(for: .disabled) == nil)
    }

    @Test("Background images fall back to .normal; nil removes them")
    func backgroundImageFallback() {
        let normal = UIImage(size: CGSize(width: 10, height: 10))
        let pressed = UIImage(size: CGSize(width: 10, height: 10))
        let button = UIButton(type: .custom)
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        #expect(button.backgroundImage(for: .selected) === normal)
        #expect(button.backgroundImage(for: .highlighted) === pressed)
        button.setBackgroundImage(nil, for: .highlighted)
        #expect(button.backgroundImage(for: .highlighted) === normal)
    }

    @Test("Symbol configurations fall back to .normal; nil removes them")
    func symbolConfigurationFallback() {
        let large = UIImage.SymbolConfiguration(pointSize: 30)
        let bold = UIImage.SymbolConfiguration(weight: .bold)
        let button = UIButton(type: .system)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == large)
        button.setPreferredSymbolConfiguration(bold, forImageIn: .highlighted)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == bold)
        button.setPreferredSymbolConfiguration(nil, forImageIn: .highlighted)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == large)
    }

    @Test("A system button draws an automatic image as a template; a custom button keeps it")
    func systemButtonTemplatesAutomaticImages() throws {
        let photo = UIImage(size: CGSize(width: 30, height: 30))
        let system = UIButton(type: .system)
        let custom = UIButton(type: .custom)
        system.setImage(photo, for: .normal)
        custom.setImage(photo, for: .normal)
        #expect(system.currentImage === photo)
        #expect(try #require(system.imageView?.image).renderingMode == .alwaysTemplate)
        #expect(try #require(custom.imageView?.image) === photo)
        #expect(photo.renderingMode == .automatic)
    }

    @Test("A system button keeps an .alwaysOriginal image as it is")
    func systemButtonKeepsOriginalImages() throws {
        let photo = UIImage(size: CGSize(width: 30, height: 30)).withRenderingMode(.alwaysOriginal)
        let button = UIButton(type: .system)
        button.setImage(photo, for: .normal)
        #expect(try #require(button.imageView?.image) === photo)
    }

    @Test("The image view gets the current symbol configuration")
    func imageViewGetsSymbolConfiguration() throws {
        let symbol = try #require(UIImage(systemName: "star"))
        let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
        let button = UIButton(type: .system)
        button.setImage(symbol, for: .normal)
        button.setPreferredSymbolConfiguration(configuration, forImageIn: .normal)
        #expect(try #require(button.imageView).preferredSymbolConfiguration == configuration)
    }
}
