import ControlContract
import Foundation
import ReferenceControls

/// The members of `UIButton` before configurations (MemberTable+Configuration.swift has those).
extension MemberTable {
    func addButtonMembers() {
        function("UIButton.init(type:)") { args throws(ContractFailure) in
            args.session.factory.makeButton(.type(try args.at(0)), nil).value(in: args.session)
        }
        function("UIButton.init(frame:)") { args throws(ContractFailure) in
            args.session.factory.makeButton(.frame(try args.at(0)), nil).value(in: args.session)
        }
        function("UIButton.init(type:primaryAction:)") { args throws(ContractFailure) in
            let action = try args.at(1, as: UIAction?.self)
            return args.session.factory.makeButton(.type(try args.at(0)), action).value(in: args.session)
        }
        function("UIButton.init(frame:primaryAction:)") { args throws(ContractFailure) in
            let action = try args.at(1, as: UIAction?.self)
            return args.session.factory.makeButton(.frame(try args.at(0)), action).value(in: args.session)
        }
        function("UIButton.systemButton(with:target:action:)") { args throws(ContractFailure) in
            UIButton.systemButton(with: try args.at(0), target: try args.target(1), action: try args.at(2))
                .value(in: args.session)
        }
        getter("UIButton.buttonType", \UIButton.buttonType)
        perState("Title", get: { $0.title(for: $1) }, set: { $0.setTitle($1, for: $2) }, type: String?.self)
        perState("TitleColor", get: { $0.titleColor(for: $1) }, set: { $0.setTitleColor($1, for: $2) })
        perState(
            "TitleShadowColor", get: { $0.titleShadowColor(for: $1) }, set: { $0.setTitleShadowColor($1, for: $2) })
        perState("Image", get: { $0.image(for: $1) }, set: { $0.setImage($1, for: $2) })
        perState("BackgroundImage", get: { $0.backgroundImage(for: $1) }, set: { $0.setBackgroundImage($1, for: $2) })
        perState("AttributedTitle", get: { $0.attributedTitle(for: $1) }, set: { $0.setAttributedTitle($1, for: $2) })
        getter("UIButton.currentTitle", \UIButton.currentTitle)
        getter("UIButton.currentTitleColor", \UIButton.currentTitleColor)
        getter("UIButton.currentTitleShadowColor", \UIButton.currentTitleShadowColor)
        getter("UIButton.currentImage", \UIButton.currentImage)
        getter("UIButton.currentBackgroundImage", \UIButton.currentBackgroundImage)
        getter("UIButton.currentAttributedTitle", \UIButton.currentAttributedTitle)
        getter("UIButton.titleLabel", \UIButton.titleLabel)
        getter("UIButton.imageView", \UIButton.imageView)
        property("UIButton.adjustsImageWhenHighlighted", \UIButton.adjustsImageWhenHighlighted)
        property("UIButton.adjustsImageWhenDisabled", \UIButton.adjustsImageWhenDisabled)
        property("UIButton.showsTouchWhenHighlighted", \UIButton.showsTouchWhenHighlighted)
        property("UIButton.reversesTitleShadowWhenHighlighted", \UIButton.reversesTitleShadowWhenHighlighted)
        property("UIButton.contentEdgeInsets", \UIButton.contentEdgeInsets)
        property("UIButton.titleEdgeInsets", \UIButton.titleEdgeInsets)
        property("UIButton.imageEdgeInsets", \UIButton.imageEdgeInsets)
        property("UIButton.menu", \UIButton.menu)
        property("UIButton.isSpringLoaded", \UIButton.isSpringLoaded)
        property(
            "UIButton.adjustsImageSizeForAccessibilityContentSizeCategory",
            \UIButton.adjustsImageSizeForAccessibilityContentSizeCategory)
        add("UIButton.pointerStyleProvider") { _, object, _ throws(ContractFailure) in
            let button: UIButton = try MemberTable.receiver(object, "UIButton.pointerStyleProvider")
            // Pointer styles are not modelled, so a provider can only be absent.
            guard button.pointerStyleProvider == nil else { throw .unsupported("a pointer style provider closure") }
            return .null
        }
        perStateSymbolConfiguration()
        property("UIButton.role", \UIButton.role)
        property("UIButton.isPointerInteractionEnabled", \UIButton.isPointerInteractionEnabled)
        property("UIButton.changesSelectionAsPrimaryAction", \UIButton.changesSelectionAsPrimaryAction)
        for (name, body) in [
            (
                "backgroundRect(forBounds:)",
                { (button: UIButton, rect: CGRect) in button.backgroundRect(forBounds: rect) }
            ),
            ("contentRect(forBounds:)", { (button: UIButton, rect: CGRect) in button.contentRect(forBounds: rect) }),
            (
                "titleRect(forContentRect:)",
                { (button: UIButton, rect: CGRect) in button.titleRect(forContentRect: rect) }
            ),
            (
                "imageRect(forContentRect:)",
                { (button: UIButton, rect: CGRect) in button.imageRect(forContentRect: rect) }
            ),
        ] {
            method("UIButton." + name) { (button: UIButton, args) throws(ContractFailure) in
                body(button, try args.at(0)).value(in: args.session)
            }
        }
        // UIButton's `tintColor` overrides UIView's; the model's button inherits it unchanged.
        property("UIButton.tintColor", \UIButton.tintColor)
        add("UIButton.pointerStyleProvider=") { _, object, values throws(ContractFailure) in
            let button: UIButton = try MemberTable.receiver(object, "UIButton.pointerStyleProvider")
            // Pointer styles are not modelled, so the only value a case can assign is nil.
            guard case .null = values.first else { throw .unsupported("a pointer style provider closure") }
            button.pointerStyleProvider = nil
            return .void
        }
        getter("UIButton.behavioralStyle", \UIButton.behavioralStyle)
        property("UIButton.preferredBehavioralStyle", \UIButton.preferredBehavioralStyle)
        property("UIButton.preferredMenuElementOrder", \UIButton.preferredMenuElementOrder)
        getter("UIButton.isHovered", \UIButton.isHovered)
        getter("UIButton.isHeld", \UIButton.isHeld)
        getter("UIButton.subtitleLabel", \UIButton.subtitleLabel)
    }
    /// The preferred symbol configuration per state; configurations travel as boxed objects.
    private func perStateSymbolConfiguration() {
        method("UIButton.setPreferredSymbolConfiguration(_:forImageIn:)") {
            (button: UIButton, args) throws(ContractFailure) in
            let box = try args.at(0, as: SymbolConfigurationBox?.self)
            button.setPreferredSymbolConfiguration(box?.configuration, forImageIn: try args.at(1))
            return .void
        }
        method("UIButton.preferredSymbolConfigurationForImage(in:)") {
            (button: UIButton, args) throws(ContractFailure) in
            let configuration = button.preferredSymbolConfigurationForImage(in: try args.at(0))
            return configuration.map { SymbolConfigurationBox($0).value(in: args.session) } ?? .null
        }
        add("UIButton.currentPreferredSymbolConfiguration") { session, object, _ throws(ContractFailure) in
            let button: UIButton = try MemberTable.receiver(object, "UIButton.currentPreferredSymbolConfiguration")
            return button.currentPreferredSymbolConfiguration.map { SymbolConfigurationBox($0).value(in: session) }
                ?? .null
        }
    }

    /// `setX(_:for:)` and `x(for:)` for one kind of per-state content.
    private func perState<Content: Bridged>(
        _ name: String, get: @escaping (UIButton, UIControl.State) -> Content,
        set: @escaping (UIButton, Content, UIControl.State) -> Void, type: Content.Type = Content.self
    ) {
        let getterName = name.prefix(1).lowercased() + name.dropFirst()
        method("UIButton.set\(name)(_:for:)") { (button: UIButton, args) throws(ContractFailure) in
            set(button, try args.at(0), try args.at(1))
            return .void
        }
        method("UIButton.\(getterName)(for:)") { (button: UIButton, args) throws(ContractFailure) in
            get(button, try args.at(0)).value(in: args.session)
        }
    }
}
