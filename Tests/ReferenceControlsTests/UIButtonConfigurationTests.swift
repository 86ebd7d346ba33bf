import Foundation
import Testing

@testable import ReferenceControls

@Suite("UIButton.Configuration values")
struct UIButtonConfigurationValueTests {
    @Test("a copy changed afterwards leaves the original and the button's configuration unchanged")
    func valueSemantics() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Play"
        let button = UIButton(configuration: configuration)
        var copy = try #require(button.configuration)
        copy.title = "Pause"
        copy.contentInsets.leading = 4
        #expect(button.configuration?.title == "Play")
        #expect(button.configuration?.contentInsets.leading == 12)
        #expect(configuration.title == "Play")
        configuration.title = "Stop"
        #expect(button.configuration?.title == "Play")
    }

    @Test("button.configuration?.title = … reads, changes and writes the configuration back")
    func optionalChainingWritesBack() {
        let button = UIButton(configuration: .plain())
        button.configuration?.title = "Pause"
        #expect(button.configuration?.title == "Pause")
        #expect(button.titleLabel?.text == "Pause")
    }

    @Test("title and attributedTitle are one slot, and so are subtitle and attributedSubtitle (Apple's documentation)")
    func titlesAreOneSlot() {
        var config = UIButton.Configuration.plain()
        config.title = "Play"
        config.attributedTitle = AttributedString("Pause")
        #expect(config.title == "Pause")
        config.title = "Stop"
        #expect(config.attributedTitle == AttributedString("Stop"))
        config.attributedSubtitle = AttributedString("Side A")
        #expect(config.subtitle == "Side A")
        config.subtitle = nil
        #expect(config.attributedSubtitle == nil)
    }

    @Test("documented defaults of a new configuration, and those inferred from the one iOS 26.1 report")
    func defaults() {
        let configuration = UIButton.Configuration.plain()
        #expect(configuration.cornerStyle == .dynamic)  // header
        #expect(configuration.titleLineBreakMode == .byWordWrapping)  // header
        #expect(configuration.subtitleLineBreakMode == .byWordWrapping)  // header
        #expect(configuration.indicator == .automatic)  // header
        #expect(configuration.imagePlacement == .leading)  // header
        #expect(configuration.symbolContentTransition == nil)  // header
        #expect(configuration.imageReservation == 0)  // Apple
        #expect(configuration.buttonSize == .medium)  // inferred, iOS 26.1 report
        #expect(configuration.imagePadding == 0)  // inferred, iOS 26.1 report
        #expect(configuration.titlePadding == 1)  // inferred, iOS 26.1 report
        #expect(configuration.titleAlignment == .automatic)  // inferred, iOS 26.1 report
        #expect(configuration.showsActivityIndicator == false)  // inferred, iOS 26.1 report
        // Inferred, iOS 26.1 report.
        #expect(configuration.baseForegroundColor == nil && configuration.baseBackgroundColor == nil)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(configuration.title == nil && configuration.subtitle == nil && configuration.image == nil)
        #expect(configuration.macIdiomStyle == .automatic)
    }

    @Test(
        "automaticallyUpdateForSelection of each style",
        arguments: [
            ("plain", UIButton.Configuration.plain(), true), ("gray", .gray(), true), ("tinted", .tinted(), true),
            ("borderless", .borderless(), true), ("bordered", .bordered(), true),
            ("borderedTinted", .borderedTinted(), true), ("filled", .filled(), false),
            ("borderedProminent", .borderedProminent(), false), ("glass", .glass(), false),
            ("prominentGlass", .prominentGlass(), false), ("clearGlass", .clearGlass(), false),
            ("prominentClearGlass", .prominentClearGlass(), false),
        ])
    func selectionUpdatePerStyle(name: String, configuration: UIButton.Configuration, expected: Bool) {
        #expect(configuration.automaticallyUpdateForSelection == expected, "\(name)")
    }

    @Test("the glass styles start as capsules, the others with the dynamic corner style")
    func cornerStylePerStyle() {
        for configuration in [UIButton.Configuration.glass(), .prominentGlass(), .clearGlass(), .prominentClearGlass()]
        {
            #expect(configuration.cornerStyle == .capsule)
            #expect(configuration.background.cornerRadius == 5.95)
        }
        for configuration in [UIButton.Configuration.plain(), .filled(), .bordered(), .borderedProminent()] {
            #expect(configuration.cornerStyle == .dynamic)
            #expect(configuration.background.cornerRadius == 17)
        }
    }

    @Test("configurations of different styles differ; two of the same style are equal")
    func equality() {
        #expect(UIButton.Configuration.plain() == .plain())
        #expect(UIButton.Configuration.plain() != .gray())
        #expect(UIButton.Configuration.glass() != .clearGlass())
        var titled = UIButton.Configuration.plain()
        titled.title = "A"
        #expect(titled != .plain())
    }

    @Test("content insets follow the button size until set, and setDefaultContentInsets() restores them")
    func contentInsets() {
        var configuration = UIButton.Configuration.tinted()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    @Test("updated(for:) keeps custom values and leaves the receiver unchanged")
    func updatedKeepsCustomValues() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Play"
        configuration.baseForegroundColor = .red
        configuration.imagePadding = 8
        let button = UIButton(type: .system)
        button.isHighlighted = true
        let updated = configuration.updated(for: button)
        #expect(updated.title == "Play")
        #expect(updated.baseForegroundColor == .red)
        #expect(updated.imagePadding == 8)
        #expect(configuration.title == "Play")
    }

    @Test("a transformer equals its copies only")
    func transformerIdentity() {
        let transformer = UIConfigurationColorTransformer { _ in .red }
        let copy = transformer
        #expect(copy == transformer)
        #expect(UIConfigurationColorTransformer { _ in .red } != transformer)
        #expect(transformer(.blue) == .red)
        var configuration = UIButton.Configuration.plain()
        configuration.imageColorTransformer = transformer
        #expect(configuration != .plain())
    }

    @Test("a text attributes transformer equals its copies only and applies its closure")
    func textTransformerIdentity() {
        let transformer = UIConfigurationTextAttributesTransformer { attributes in
            var changed = attributes
            changed.languageIdentifier = "zh-Hans"
            return changed
        }
        let copy = transformer
        #expect(copy == transformer)
        #expect(UIConfigurationTextAttributesTransformer { $0 } != transformer)
        #expect(transformer(AttributeContainer()).languageIdentifier == "zh-Hans")
        var configuration = UIButton.Configuration.plain()
        configuration.titleTextAttributesTransformer = transformer
        #expect(configuration != .plain())
    }
}

@Suite("UIButton configuration updates")
struct UIButtonConfigurationUpdateTests {
    @Test("a new button has no configuration, no handler, and updates automatically")
    func buttonDefaults() {
        let button = UIButton(type: .system)
        #expect(button.configuration == nil)
        #expect(button.configurationUpdateHandler == nil)
        #expect(button.automaticallyUpdatesConfiguration)
        #expect(!button.isConfigurationBased)
    }

    @Test("setting a configuration or a handler opts the button in")
    func optingIn() {
        let configured = UIButton(type: .system)
        configured.configuration = .plain()
        #expect(configured.isConfigurationBased)
        let handled = UIButton(type: .system)
        handled.configurationUpdateHandler = { _ in }
        #expect(handled.isConfigurationBased)
    }

    @Test("the handler runs after updateConfiguration(), once per layout pass however many requests came before")
    func updateOrderAndCoalescing() {
        let button = RecordingConfigurationButton(type: .system)
        button.configuration = .plain()
        button.configurationUpdateHandler = { _ in button.log.append("handler") }
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        #expect(button.log.isEmpty)
        button.layoutIfNeeded()
        #expect(button.log == ["updateConfiguration", "handler"])
        button.layoutIfNeeded()
        #expect(button.log == ["updateConfiguration", "handler"])
    }

    @Test("a state change of a configuration-based button requests an update; a legacy button's does not")
    func stateChangeRequestsUpdate() {
        let button = UIButton(configuration: .tinted())
        var states: [UIControl.State] = []
        button.configurationUpdateHandler = { states.append($0.state) }
        button.layoutIfNeeded()
        button.isSelected = true
        button.layoutIfNeeded()
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(states == [.normal, .selected, [.selected, .disabled]])

        let legacy = RecordingConfigurationButton(type: .system)
        legacy.layoutIfNeeded()
        legacy.isSelected = true
        legacy.layoutIfNeeded()
        #expect(legacy.log.isEmpty)
    }

    @Test("assigning a configuration asks for no update: the handler does not run at the next layout")
    func assigningAConfigurationRunsNoUpdate() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Configure"
        let button = UIButton(configuration: configuration, primaryAction: nil)
        var runs = 0
        button.configurationUpdateHandler = { _ in runs += 1 }
        window.addSubview(button)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        window.layoutIfNeeded()
        #expect(runs == 1)
        button.configuration?.title = "Changed"
        window.layoutIfNeeded()
        #expect(runs == 1)
        #expect(button.titleLabel?.text == "Changed")
    }

    @Test("a handler that sets the configuration does not ask for another update")
    func handlerSettingConfigurationDoesNotLoop() {
        let button = UIButton(configuration: .plain())
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            button.configuration?.title = button.isSelected ? "On" : "Off"
        }
        button.layoutIfNeeded()
        button.layoutIfNeeded()
        #expect(runs == 1)
        #expect(button.configuration?.title == "Off")
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(runs == 2)
        #expect(button.titleLabel?.text == "On")
    }

    @Test("the automatic update runs only while automaticallyUpdatesConfiguration is true")
    func automaticUpdateSwitch() {
        let button = CountingUpdatedButton(configuration: .plain())
        button.layoutIfNeeded()
        #expect(button.automaticUpdates == 1)
        button.automaticallyUpdatesConfiguration = false
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(button.automaticUpdates == 1)
    }

    @Test("init(configuration:primaryAction:) installs the configuration and copies the action's title and image")
    func initWithConfigurationAndAction() throws {
        let image = try #require(UIImage(systemName: "play"))
        var fired = 0
        let action = UIAction(title: "Play", image: image) { _ in fired += 1 }
        var configuration = UIButton.Configuration.filled()
        configuration.subtitle = "Now"
        let button = UIButton(configuration: configuration, primaryAction: action)
        #expect(button.configuration?.title == "Play")
        #expect(button.configuration?.image === image)
        #expect(button.configuration?.subtitle == "Now")
        #expect(button.titleLabel?.text == "Play")
        #expect(button.imageView?.image != nil)
        button.sendActions(for: .primaryActionTriggered)
        #expect(fired == 1)
    }

    @Test("an action without a title leaves the configuration's title")
    func untitledActionKeepsTitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Keep"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in })
        #expect(button.configuration?.title == "Keep")
    }

    @Test("a configured button shows the configuration's title, not the per-state one")
    func configurationTitleWins() {
        let button = UIButton(type: .system)
        button.setTitle("Legacy", for: .normal)
        var configuration = UIButton.Configuration.plain()
        configuration.title = "New"
        button.configuration = configuration
        #expect(button.titleLabel?.text == "New")
        button.configuration?.attributedTitle = AttributedString("Styled")
        #expect(button.titleLabel?.text == "Styled")
    }

    @Test("a configured button without a title of its own shows the per-state title")
    func stateTitleShowsWithoutAConfigurationTitle() {
        let button = UIButton(configuration: .filled(), primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Legacy", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Legacy")
    }

    @Test("a configured button's size counts its configuration's content insets")
    func configurationInsetsCountInTheSize() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Play"
        configuration.contentInsets = .zero
        let tight = UIButton(configuration: configuration, primaryAction: nil)
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 10, trailing: 30)
        let padded = UIButton(configuration: configuration, primaryAction: nil)
        #expect(padded.intrinsicContentSize.width == tight.intrinsicContentSize.width + 60)
        #expect(padded.intrinsicContentSize.height == tight.intrinsicContentSize.height + 20)
    }
}

/// Records the configuration updates it receives.
private final class RecordingConfigurationButton: UIButton {
    var log: [String] = []

    override func updateConfiguration() {
        super.updateConfiguration()
        log.append("updateConfiguration")
    }
}

/// Counts the automatic updates: the calls of `updateConfiguration()` that assign an updated configuration.
private final class CountingUpdatedButton: UIButton {
    var automaticUpdates = 0
    private var isUpdating = false

    override func updateConfiguration() {
        isUpdating = true
        super.updateConfiguration()
        isUpdating = false
    }

    override var configuration: UIButton.Configuration? {
        didSet { if isUpdating { automaticUpdates += 1 } }
    }
}
