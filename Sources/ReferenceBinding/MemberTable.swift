import ControlContract
import Foundation
import ReferenceControls

/// The arguments of one call, converted on demand to the reference model's Swift types.
struct Arguments {
    let values: [Value]
    let session: ReferenceSession

    func at<T: Bridged>(_ index: Int, as type: T.Type = T.self) throws(ContractFailure) -> T {
        guard index < values.count else { throw .failed("missing argument \(index + 1)") }
        return try T.from(values[index], in: session)
    }
}

/// Every member the reference supports, by contract key, with the Swift code that performs it.
///
/// Built once; immutable afterwards. A member's index in ``keys`` is its `MemberID`.
final class MemberTable: @unchecked Sendable {
    typealias Body = (ReferenceSession, AnyObject?, [Value]) throws(ContractFailure) -> Value

    static let shared = MemberTable()

    private(set) var keys: [String] = []
    private(set) var bodies: [Body] = []

    private init() {
        addViewMembers()
        addControlMembers()
        addButtonMembers()
        addLabelAndImageMembers()
        addMoreViewMembers()
        addMoreControlMembers()
        addInheritedInitializers()
        addConfigurationMembers()
        addModernButtonMembers()
        HarnessMembers.add(to: self)
        ConstantMembers.add(to: self)
    }

    // MARK: Building

    func add(_ key: String, _ body: @escaping Body) {
        precondition(!keys.contains(key), "member key \(key) registered twice")
        keys.append(key)
        bodies.append(body)
    }

    static func receiver<Object>(_ object: AnyObject?, _ key: String) throws(ContractFailure) -> Object {
        guard let typed = object as? Object else {
            throw .failed("\(key) needs a \(Object.self) receiver, got \(object.map { "\(type(of: $0))" } ?? "none")")
        }
        return typed
    }

    /// A read-only property.
    func getter<Object, Property: Bridged>(_ key: String, _ path: KeyPath<Object, Property>) {
        add(key) { session, object, _ throws(ContractFailure) in
            let receiver: Object = try MemberTable.receiver(object, key)
            return receiver[keyPath: path].value(in: session)
        }
    }

    /// A read-write property: the getter under `key`, the setter under `key=`.
    func property<Object, Property: Bridged>(_ key: String, _ path: ReferenceWritableKeyPath<Object, Property>) {
        getter(key, path)
        add(MemberKey.setter(key)) { session, object, values throws(ContractFailure) in
            let receiver: Object = try MemberTable.receiver(object, key)
            receiver[keyPath: path] = try Arguments(values: values, session: session).at(0)
            return .void
        }
    }

    /// An instance method.
    func method<Object>(_ key: String, _ body: @escaping (Object, Arguments) throws(ContractFailure) -> Value) {
        add(key) { session, object, values throws(ContractFailure) in
            let receiver: Object = try MemberTable.receiver(object, key)
            return try body(receiver, Arguments(values: values, session: session))
        }
    }

    /// An instance method without arguments that returns nothing (`setNeedsLayout()`).
    func voidMethod<Object>(_ key: String, _ body: @escaping (Object) -> Void) {
        method(key) { (receiver: Object, _) in
            body(receiver)
            return .void
        }
    }

    /// An initializer, class method or free function (no receiver).
    func function(_ key: String, _ body: @escaping (Arguments) throws(ContractFailure) -> Value) {
        add(key) { session, _, values throws(ContractFailure) in
            try body(Arguments(values: values, session: session))
        }
    }

    // MARK: UIView

    private func addViewMembers() {
        function("UIView.init(frame:)") { args throws(ContractFailure) in
            UIView(frame: try args.at(0)).value(in: args.session)
        }
        function("UIView.init()") { args in UIView().value(in: args.session) }
        // NSObject's `init()` is inherited by every class, so the checker accepts `UIControl()` and
        // `UIButton()`; UIKit runs them as `init(frame: .zero)` (a `.custom` button).
        function("UIControl.init()") { args in UIControl().value(in: args.session) }
        function("UIButton.init()") { args in UIButton().value(in: args.session) }
        property("UIView.frame", \UIView.frame)
        property("UIView.bounds", \UIView.bounds)
        property("UIView.center", \UIView.center)
        getter("UIView.superview", \UIView.superview)
        getter("UIView.subviews", \UIView.subviews)
        property("UIView.isHidden", \UIView.isHidden)
        property("UIView.alpha", \UIView.alpha)
        property("UIView.isUserInteractionEnabled", \UIView.isUserInteractionEnabled)
        property("UIView.backgroundColor", \UIView.backgroundColor)
        property("UIView.tag", \UIView.tag)
        property("UIView.semanticContentAttribute", \UIView.semanticContentAttribute)
        getter("UIView.effectiveUserInterfaceLayoutDirection", \UIView.effectiveUserInterfaceLayoutDirection)
        getter("UIView.intrinsicContentSize", \UIView.intrinsicContentSize)
        getter("UIView.next", \UIView.next)
        getter("UIView.isFirstResponder", \UIView.isFirstResponder)
        // `UIColor!` properties: their key paths are `UIColor?`, so nil resets them to the default.
        property("UIView.tintColor", \UIView.tintColor)
        method("UIView.addSubview(_:)") { (view: UIView, args) throws(ContractFailure) in
            view.addSubview(try args.at(0))
            return .void
        }
        voidMethod("UIView.removeFromSuperview()") { (view: UIView) in view.removeFromSuperview() }
        voidMethod("UIView.setNeedsLayout()") { (view: UIView) in view.setNeedsLayout() }
        voidMethod("UIView.layoutIfNeeded()") { (view: UIView) in view.layoutIfNeeded() }
        voidMethod("UIView.layoutSubviews()") { (view: UIView) in view.layoutSubviews() }
        method("UIView.sizeThatFits(_:)") { (view: UIView, args) throws(ContractFailure) in
            view.sizeThatFits(try args.at(0)).value(in: args.session)
        }
        voidMethod("UIView.sizeToFit()") { (view: UIView) in view.sizeToFit() }
        method("UIView.becomeFirstResponder()") { (view: UIView, args) in
            view.becomeFirstResponder().value(in: args.session)
        }
        method("UIView.point(inside:with:)") { (view: UIView, args) throws(ContractFailure) in
            view.point(inside: try args.at(0), with: nil).value(in: args.session)
        }
    }

    // MARK: UIControl

    private func addControlMembers() {
        function("UIControl.init(frame:)") { args throws(ContractFailure) in
            args.session.factory.makeControl(try args.at(0), nil).value(in: args.session)
        }
        function("UIControl.init(frame:primaryAction:)") { args throws(ContractFailure) in
            args.session.factory.makeControl(try args.at(0), try args.at(1, as: UIAction?.self)).value(in: args.session)
        }
        property("UIControl.isEnabled", \UIControl.isEnabled)
        property("UIControl.isSelected", \UIControl.isSelected)
        property("UIControl.isHighlighted", \UIControl.isHighlighted)
        getter("UIControl.state", \UIControl.state)
        getter("UIControl.isTracking", \UIControl.isTracking)
        getter("UIControl.isTouchInside", \UIControl.isTouchInside)
        property("UIControl.contentVerticalAlignment", \UIControl.contentVerticalAlignment)
        property("UIControl.contentHorizontalAlignment", \UIControl.contentHorizontalAlignment)
        getter("UIControl.effectiveContentHorizontalAlignment", \UIControl.effectiveContentHorizontalAlignment)
        getter("UIControl.allControlEvents", \UIControl.allControlEvents)
        add("UIControl.allTargets") { session, object, _ throws(ContractFailure) in
            let control: UIControl = try MemberTable.receiver(object, "UIControl.allTargets")
            let targets = control.allTargets.map { ($0.base as? IdentityTarget)?.object ?? ($0.base as AnyObject) }
            return .array(targets.map { .object(session.handle(for: $0)) })
        }
        method("UIControl.addTarget(_:action:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.addTarget(try args.target(0), action: try args.at(1), for: try args.at(2))
            return .void
        }
        method("UIControl.removeTarget(_:action:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.removeTarget(try args.target(0), action: try args.at(1, as: Selector?.self), for: try args.at(2))
            return .void
        }
        method("UIControl.actions(forTarget:forControlEvent:)") { (control: UIControl, args) throws(ContractFailure) in
            let names = control.actions(forTarget: try args.target(0), forControlEvent: try args.at(1))
            return names.map { .array($0.map { .string($0) }) } ?? .null
        }
        method("UIControl.sendAction(_:to:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.sendAction(try args.at(0), to: try args.target(1), for: nil)
            return .void
        }
        method("UIControl.sendActions(for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.sendActions(for: try args.at(0))
            return .void
        }
        method("UIControl.addAction(_:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.addAction(try args.at(0), for: try args.at(1))
            return .void
        }
        method("UIControl.removeAction(_:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.removeAction(try args.at(0), for: try args.at(1))
            return .void
        }
        method("UIControl.removeAction(identifiedBy:for:)") { (control: UIControl, args) throws(ContractFailure) in
            control.removeAction(
                identifiedBy: UIAction.Identifier(try args.at(0, as: String.self)), for: try args.at(1))
            return .void
        }
        method("UIControl.sendAction(_:)") { (control: UIControl, args) throws(ContractFailure) in
            control.sendAction(try args.at(0, as: UIAction.self))
            return .void
        }
        property("UIControl.showsMenuAsPrimaryAction", \UIControl.showsMenuAsPrimaryAction)
        property("UIControl.isContextMenuInteractionEnabled", \UIControl.isContextMenuInteractionEnabled)
        getter("UIControl.contextMenuInteraction", \UIControl.contextMenuInteraction)
        method("UIControl.cancelTracking(with:)") { (control: UIControl, _) in
            control.cancelTracking(with: nil)
            return .void
        }
    }

    // MARK: UIButton

    private func addButtonMembers() {
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
        property("UIButton.lineBreakMode", \UIButton.lineBreakMode)
        property("UIButton.titleShadowOffset", \UIButton.titleShadowOffset)
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
        property("UIButton.font", \UIButton.font)
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

    // MARK: Labels, image views, images

    private func addLabelAndImageMembers() {
        property("UILabel.text", \UILabel.text)
        property("UILabel.attributedText", \UILabel.attributedText)
        property("UILabel.shadowColor", \UILabel.shadowColor)
        property("UILabel.shadowOffset", \UILabel.shadowOffset)
        property("UILabel.lineBreakMode", \UILabel.lineBreakMode)
        property("UILabel.numberOfLines", \UILabel.numberOfLines)
        property("UILabel.textAlignment", \UILabel.textAlignment)
        property("UILabel.textColor", \UILabel.textColor)
        property("UILabel.font", \UILabel.font)
        getter("UIFont.pointSize", \UIFont.pointSize)
        getter("UIFont.fontName", \UIFont.fontName)
        function("UIFont.systemFont(ofSize:)") { args throws(ContractFailure) in
            UIFont.systemFont(ofSize: try args.at(0)).value(in: args.session)
        }
        function("UIFont.boldSystemFont(ofSize:)") { args throws(ContractFailure) in
            UIFont.boldSystemFont(ofSize: try args.at(0)).value(in: args.session)
        }
        function("UIMenu.init(title:children:)") { args throws(ContractFailure) in
            let children = try args.at(1, as: [UIMenuElement].self).compactMap { $0 as? UIAction }
            return UIMenu(title: try args.at(0), children: children).value(in: args.session)
        }
        add("UIMenu.children") { session, object, _ throws(ContractFailure) in
            let menu: UIMenu = try MemberTable.receiver(object, "UIMenu.children")
            return .array(menu.children.map { .object(session.handle(for: $0)) })
        }
        getter("UIMenuElement.title", \UIMenuElement.title)
        add("UIAction.title") { session, object, _ throws(ContractFailure) in
            let action: UIAction = try MemberTable.receiver(object, "UIAction.title")
            return .string(action.title)
        }
        add("UIAction.identifier") { _, object, _ throws(ContractFailure) in
            let action: UIAction = try MemberTable.receiver(object, "UIAction.identifier")
            return .string(action.identifier.rawValue)
        }
        property("UIImageView.image", \UIImageView.image)
        property("UIImageView.highlightedImage", \UIImageView.highlightedImage)
        getter("UIImage.size", \UIImage.size)
        getter("UIImage.isSymbolImage", \UIImage.isSymbolImage)
        function("UIImage.init(systemName:)") { args throws(ContractFailure) in
            UIImage(systemName: try args.at(0)).value(in: args.session)
        }
    }
}

extension Arguments {
    /// A target argument: any object of the session, or nil.
    func target(_ index: Int) throws(ContractFailure) -> AnyObject? {
        guard index < values.count else { throw .failed("missing argument \(index + 1)") }
        switch values[index] {
        case .null: return nil
        case .object(let handle):
            guard let object = session.object(handle) else { throw .failed("no object #\(handle.id)") }
            return object
        default: throw .failed("expected an object or nil, got \(values[index].debugDescription)")
        }
    }
}
