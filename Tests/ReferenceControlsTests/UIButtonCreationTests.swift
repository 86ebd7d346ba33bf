import Foundation
import Testing

@testable import ReferenceControls

@Suite("UIButton creation")
struct UIButtonCreationTests {
    @Test("init(frame:) creates a .custom button with that frame")
    func initWithFrameCreatesCustomButton() {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 44)
        let button = UIButton(frame: frame)
        #expect(button.buttonType == .custom)
        #expect(button.frame == frame)
    }

    @Test(
        "init(type:) creates a button of that type with a zero frame",
        arguments: [
            UIButton.ButtonType.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close,
        ])
    func initWithTypeHasZeroFrame(type: UIButton.ButtonType) {
        let button = UIButton(type: type)
        #expect(button.buttonType == type)
        #expect(button.frame == .zero)
    }

    @Test("Button types have UIKit's raw values, with .close at 7 after tvOS's .plain")
    func buttonTypeRawValues() {
        #expect(UIButton.ButtonType.custom.rawValue == 0)
        #expect(UIButton.ButtonType.system.rawValue == 1)
        #expect(UIButton.ButtonType.detailDisclosure.rawValue == 2)
        #expect(UIButton.ButtonType.infoLight.rawValue == 3)
        #expect(UIButton.ButtonType.infoDark.rawValue == 4)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5)
        #expect(UIButton.ButtonType(rawValue: 6) == .plain)
        #expect(UIButton.ButtonType.close.rawValue == 7)
    }

    @Test(".roundedRect is another name for .system, raw value 1")
    func roundedRectIsSystem() {
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton.ButtonType.roundedRect.rawValue == 1)
        #expect(UIButton(type: .roundedRect).buttonType == .system)
    }

    @Test("Roles have UIKit's raw values")
    func roleRawValues() {
        #expect(UIButton.Role.normal.rawValue == 0)
        #expect(UIButton.Role.primary.rawValue == 1)
        #expect(UIButton.Role.cancel.rawValue == 2)
        #expect(UIButton.Role.destructive.rawValue == 3)
    }

    @Test("A new custom button has no title or image and a white title color")
    func customButtonDefaults() {
        let button = UIButton(type: .custom)
        #expect(button.currentTitle == nil)
        #expect(button.currentAttributedTitle == nil)
        #expect(button.currentImage == nil)
        #expect(button.currentBackgroundImage == nil)
        #expect(button.currentTitleColor == .white)
        #expect(button.titleColor(for: .normal) == .white)
    }

    @Test("A new system button draws its title in the tint color, system blue")
    func systemButtonTitleColorIsTint() {
        let button = UIButton(type: .system)
        #expect(button.currentTitleColor == .systemBlue)
        #expect(button.currentTitleColor == button.tintColor)
    }

    @Test("A system button's title follows its tint color; a custom button's does not")
    func tintColorAffectsOnlySystemTitles() {
        let system = UIButton(type: .system)
        let custom = UIButton(type: .custom)
        system.setTitle("Go", for: .normal)
        custom.setTitle("Go", for: .normal)
        system.tintColor = .red
        custom.tintColor = .red
        #expect(system.currentTitleColor == .red)
        #expect(system.titleLabel?.textColor == .red)
        #expect(custom.currentTitleColor == .white)
        #expect(custom.titleLabel?.textColor == .white)
    }

    @Test("A system button inherits its superview's tint for the title")
    func systemButtonInheritsTint() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        container.tintColor = .green
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        container.addSubview(button)
        #expect(button.currentTitleColor == .green)
        #expect(button.titleLabel?.textColor == .green)
    }

    @Test("Info and detail disclosure buttons share one built-in template image")
    func infoButtonsShareImage() throws {
        let infoLight = try #require(UIButton(type: .infoLight).image(for: .normal))
        let infoDark = try #require(UIButton(type: .infoDark).image(for: .normal))
        let disclosure = try #require(UIButton(type: .detailDisclosure).image(for: .normal))
        #expect(infoLight === infoDark)
        #expect(infoLight === disclosure)
        #expect(infoLight.isSymbolImage)
        #expect(infoLight.renderingMode == .alwaysTemplate)
        #expect(infoLight.size == CGSize(width: 22, height: 22))
    }

    @Test("Contact-add and close buttons have their own built-in images; custom and system have none")
    func builtInImagesPerType() throws {
        let add = try #require(UIButton(type: .contactAdd).currentImage)
        let close = try #require(UIButton(type: .close).currentImage)
        let info = try #require(UIButton(type: .infoLight).currentImage)
        #expect(add !== info)
        #expect(close !== info)
        #expect(close !== add)
        #expect(UIButton(type: .custom).currentImage == nil)
        #expect(UIButton(type: .system).currentImage == nil)
    }

    @Test("A built-in image can be removed like any image set for .normal")
    func builtInImageCanBeRemoved() {
        let button = UIButton(type: .infoLight)
        button.setImage(nil, for: .normal)
        #expect(button.currentImage == nil)
    }

    @Test(
        "titleLabel and imageView are non-nil for every type (the 'nil for system buttons' note is pre-iOS 7)",
        arguments: [UIButton.ButtonType.custom, .system, .detailDisclosure, .infoLight, .contactAdd, .close])
    func subviewsExistForEveryType(type: UIButton.ButtonType) {
        let button = UIButton(type: type)
        #expect(button.titleLabel != nil)
        #expect(button.imageView != nil)
    }

    @Test("init(primaryAction:) defaults to .system, takes the action's title and image, and fires it on a tap")
    func primaryActionInitializerDefaultsToSystem() {
        let image = UIImage(size: CGSize(width: 16, height: 16))
        let counter = ButtonTest.Counter()
        let action = UIAction(title: "Play", image: image) { _ in counter.count += 1 }
        let button = UIButton(primaryAction: action)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Play")
        #expect(button.image(for: .normal) === image)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        ButtonTest.tap(button)
        #expect(counter.count == 1)
    }

    @Test("init(type:primaryAction:) keeps an explicit type")
    func primaryActionInitializerKeepsType() {
        let button = UIButton(type: .custom, primaryAction: UIAction(title: "Stop") { _ in })
        #expect(button.buttonType == .custom)
        #expect(button.currentTitle == "Stop")
        #expect(button.allControlEvents == .primaryActionTriggered)
    }

    @Test("init(frame:primaryAction:) makes a custom button that takes the action's title")
    func framePrimaryActionInitializer() {
        let frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        let button = UIButton(frame: frame, primaryAction: UIAction(title: "Save") { _ in })
        #expect(button.buttonType == .custom)
        #expect(button.frame == frame)
        #expect(button.currentTitle == "Save")
        #expect(button.allControlEvents == .primaryActionTriggered)
    }

    @Test("A nil primary action registers nothing")
    func nilPrimaryActionRegistersNothing() {
        let button = UIButton(type: .system, primaryAction: nil)
        #expect(button.allControlEvents.isEmpty)
        #expect(button.currentTitle == nil)
    }

    @Test("systemButton(with:target:action:) makes a system button that sends its action on touch up inside")
    func systemButtonFactory() {
        let image = UIImage(size: CGSize(width: 24, height: 24))
        let log = ButtonTestActionLog()
        let button = UIButton.systemButton(with: image, target: log, action: "handle:")
        #expect(button.buttonType == .system)
        #expect(button.image(for: .normal) === image)
        #expect(button.actions(forTarget: log, forControlEvent: .touchUpInside) == ["handle:"])
        button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        ButtonTest.tap(button)
        #expect(log.names == ["handle:"])
    }

    @Test("systemButton(with:target:action:) with a nil action registers nothing")
    func systemButtonFactoryWithoutAction() {
        let button = UIButton.systemButton(with: UIImage(size: CGSize(width: 24, height: 24)), target: nil, action: nil)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("A tap sends .touchUpInside and then .primaryActionTriggered")
    func tapSendsPrimaryAction() {
        let log = ButtonTestActionLog()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.addTarget(log, action: "up:", for: .touchUpInside)
        button.addTarget(log, action: "primary:", for: .primaryActionTriggered)
        #expect(button.sendsPrimaryActionOnTouchUpInside)
        ButtonTest.tap(button)
        #expect(log.names == ["up:", "primary:"])
    }
}
