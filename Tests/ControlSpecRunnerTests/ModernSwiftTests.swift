import ControlSpecRunner
import Testing

/// UIKit code as people write it for the iOS 15+ button, checked and run on the reference: what the
/// checker accepts, the reference runs (issue 37).
@Suite("Modern UIKit Swift")
struct ModernSwiftTests {
    private func expectPasses(_ code: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = try LanguageExecutorTests.outcome(code)
        #expect(outcome == .passed, "\(outcome)", sourceLocation: sourceLocation)
    }

    @Test("a call may leave out an argument Apple's declaration defaults")
    func defaultArguments() throws {
        try expectPasses(
            """
            let button = UIButton(configuration: .filled())
            #expect(button.configuration?.cornerStyle == .dynamic)
            let system = UIButton(primaryAction: UIAction(title: "Play") { _ in })
            #expect(system.buttonType == .system)
            #expect(system.title(for: .normal) == "Play")
            """)
    }

    @Test("a nested type qualified by its outer type is an expression, as in an annotation")
    func qualifiedNestedTypes() throws {
        try expectPasses(
            """
            let button = UIButton(type: .system)
            button.preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.fixed
            let order: UIContextMenuConfiguration.ElementOrder = .fixed
            #expect(button.preferredMenuElementOrder == order)
            #expect(UIMenuElement.Attributes.disabled.rawValue == 1)
            #expect(UIMenuElement.State.on.rawValue == 1)
            #expect(UIView.ContentMode.center.rawValue == 4)
            #expect(NSDirectionalRectEdge.leading.rawValue == 2)
            #expect(UIControl.State.selected.rawValue == 4)
            """)
    }

    /// The message of the check error a case ends with, or nil when it did not end with one.
    private func checkError(_ code: String) throws -> String? {
        guard case .error(let details) = try LanguageExecutorTests.outcome(code) else { return nil }
        return details.first?.message
    }

    @Test("AttributedString: made from a string, compared, read back as characters, through optionals")
    func attributedStrings() throws {
        try expectPasses(
            """
            var config = UIButton.Configuration.filled()
            config.attributedTitle = AttributedString("Play")
            config.attributedSubtitle = AttributedString("Side A")
            let button = UIButton(configuration: config)
            #expect(button.configuration?.attributedTitle == AttributedString("Play"))
            #expect(button.configuration?.attributedTitle != AttributedString("Pause"))
            let subtitle = try #require(button.configuration?.attributedSubtitle)
            #expect(String(subtitle.characters) == "Side A")
            #expect(subtitle.characters.count == 6)
            #expect(button.configuration?.attributedTitle?.characters.isEmpty == false)
            #expect(AttributedString() == AttributedString(""))
            """)
    }

    @Test("an NSAttributedString is refused where UIKit's Swift takes an AttributedString")
    func nsAttributedStringIsNotAnAttributedString() throws {
        let message = try checkError(
            """
            var config = UIButton.Configuration.plain()
            config.attributedTitle = NSAttributedString(string: "Play")
            """)
        #expect(
            message
                == "cannot convert value of type 'NSAttributedString' to expected type 'AttributedString?' [case.check.typeMismatch]"
        )
    }

    @Test("menus: UIMenu(title:options:children:), submenus, options, selectedElements and an action's state")
    func menus() throws {
        try expectPasses(
            """
            let small = UIAction(title: "Small", state: .on) { _ in }
            let large = UIAction(title: "Large") { _ in }
            let sizes = UIMenu(title: "Size", options: [.singleSelection, .displayInline], children: [small, large])
            let menu = UIMenu(title: "Options", identifier: UIMenu.Identifier("options"), children: [sizes])
            #expect(sizes.options.contains(.singleSelection))
            #expect(sizes.options == [.displayInline, .singleSelection])
            #expect(UIMenu.Options.singleSelection.rawValue == 32)
            #expect(menu.identifier.rawValue == "options")
            #expect(menu.children.count == 1)
            #expect(menu.selectedElements.count == 1)
            #expect(menu.selectedElements.first?.title == "Small")
            small.state = .off
            large.state = .on
            #expect(menu.selectedElements.first?.title == "Large")
            #expect(large.state == .on)
            large.attributes = [.disabled]
            #expect(large.attributes.contains(.disabled))
            let button = UIButton(configuration: .gray())
            button.menu = menu
            button.showsMenuAsPrimaryAction = true
            button.changesSelectionAsPrimaryAction = true
            #expect(button.menu?.selectedElements.count == 1)
            """)
    }

    @Test("a closure with an inout parameter changes it for its caller: enumerateEventHandlers(_:) stops early")
    func inoutClosureParameters() throws {
        try expectPasses(
            """
            let button = UIButton(type: .system)
            let recorder = ActionRecorder()
            button.addTarget(recorder, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)
            button.addAction(UIAction(title: "Play") { _ in }, for: .primaryActionTriggered)
            button.addAction(UIAction(title: "Stop") { _ in }, for: .touchDown)
            var seen = 0
            var titles: [String] = []
            var pairs = 0
            button.enumerateEventHandlers { action, targetAction, events, stop in
                seen += 1
                if targetAction != nil {
                    pairs += 1
                    #expect(action == nil)
                    #expect(events == .touchUpInside)
                } else {
                    titles = [action?.title ?? ""]
                    stop = true
                }
            }
            #expect(seen == 2)
            #expect(pairs == 1)
            #expect(titles == ["Play"])
            var all = 0
            button.enumerateEventHandlers { _, _, _, _ in all += 1 }
            #expect(all == 3)
            """)
    }

    @Test("toolTipInteraction: the interaction behind toolTip, with defaultToolTip and isEnabled")
    func toolTipInteraction() throws {
        try expectPasses(
            """
            let button = UIButton(configuration: .plain())
            #expect(button.toolTipInteraction == nil)
            button.toolTip = "Play the track"
            #expect(button.toolTipInteraction?.defaultToolTip == "Play the track")
            #expect(button.toolTipInteraction?.isEnabled == true)
            button.toolTipInteraction?.isEnabled = false
            #expect(button.toolTipInteraction?.isEnabled == false)
            """)
    }

    @Test("UIButton.Configuration is Hashable: equal configurations have equal hash values")
    func configurationHashValue() throws {
        try expectPasses(
            """
            var first = UIButton.Configuration.filled()
            var second = UIButton.Configuration.filled()
            first.title = "Play"
            second.title = "Play"
            #expect(first == second)
            #expect(first.hashValue == second.hashValue)
            let button = UIButton(configuration: first)
            #expect(button.configuration?.hashValue == first.hashValue)
            """)
    }

    /// Apple's two examples of UIConfigurationTextAttributesTransformer (its overview and callAsFunction(_:)),
    /// unchanged but for the expectations after them.
    @Test("text transformers: statements then return in a closure, AttributeContainer, callAsFunction(_:)")
    func textAttributesTransformers() throws {
        try expectPasses(
            """
            let transformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.foregroundColor = UIColor.black
                outgoing.font = UIFont.boldSystemFont(ofSize: 20)
                return outgoing
            }
            let styled = transformer.callAsFunction(AttributeContainer())
            #expect(styled.foregroundColor == UIColor.black)
            #expect(styled.font?.pointSize == 20)
            var config = UIButton.Configuration.plain()
            config.titleTextAttributesTransformer = transformer
            #expect(config.titleTextAttributesTransformer != nil)
            """)
        try expectPasses(
            """
            var container = AttributeContainer()
            container.backgroundColor = UIColor.blue
            let transformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.backgroundColor = incoming.backgroundColor?.withAlphaComponent(0.6)
                return outgoing
            }
            let transformed = transformer.callAsFunction(container)
            #expect(transformed.backgroundColor == UIColor.blue.withAlphaComponent(0.6))
            #expect(container.backgroundColor == UIColor.blue)
            #expect(transformed.foregroundColor == nil)
            """)
    }

    @Test("return is refused anywhere but at the end of a closure that returns a value")
    func earlyReturnIsRefused() throws {
        let message = try checkError(
            """
            let button = UIButton(type: .system)
            button.configurationUpdateHandler = { button in
                return button
            }
            """)
        #expect(
            message
                == "'return' is supported only as the last statement of a closure that returns a value [case.check.unsupported]"
        )
    }
}
