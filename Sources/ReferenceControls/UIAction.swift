import Foundation

/// The common shape of menu elements, as UIKit's `UIMenuElement`, reduced to the nested types `UIAction` uses.
open class UIMenuElement {
    /// The check state shown beside a menu element, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash, for a mixed state.
        case mixed = 2
    }

    /// Options for how a menu element looks and behaves, with UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates attributes from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is destructive and shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element keeps the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The title shown for the element.
    open var title: String

    /// Creates an element with a title.
    public init(title: String) {
        self.title = title
    }
}

/// A closure-based action, as UIKit's `UIAction` (iOS 14), usable with controls and menus.
///
/// Two actions are equal when their identifiers are (UIKit's `-[UIAction isEqual:]` compares only identifiers).
open class UIAction: UIMenuElement, Hashable {
    /// A unique name for an action; controls keep at most one action per identifier.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The image shown with the action.
    ///
    /// Typed `AnyObject?` rather than `UIImage?` so this file does not depend on the image model; pass a `UIImage`.
    open var image: AnyObject?
    /// The identifier; unique per action unless one was given, so two actions made with the same identifier
    /// replace each other when added to a control.
    public let identifier: Identifier
    /// A longer title for discoverability displays (the iPad keyboard-shortcut HUD).
    open var discoverabilityTitle: String?
    /// Options such as `.disabled` or `.destructive`.
    open var attributes: UIMenuElement.Attributes = []
    /// The check state.
    open var state: UIMenuElement.State = .off
    /// The object that sent the action; set while the handler runs and `nil` otherwise.
    public private(set) var sender: Any?

    private let handler: (UIAction) -> Void

    /// Creates an action; without an identifier it gets a fresh unique one.
    public init(
        title: String = "",
        image: AnyObject? = nil,
        identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping (UIAction) -> Void
    ) {
        self.image = image
        // UIKit's format for actions made without an identifier (decompiled iOS 26.1 `-[UIAction initWithTitle:…]`).
        self.identifier = identifier ?? Identifier(rawValue: "com.apple.action.dynamic.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title)
    }

    /// Runs the handler with `sender` visible through `sender`, then sets `sender` back to `nil`, as UIKit's
    /// `performWithSender:target:`.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }

    /// A new action with the same title, image, identifier, attributes, state and handler, as UIKit's `copy()`.
    func copy() -> UIAction {
        UIAction(
            title: title,
            image: image,
            identifier: identifier,
            discoverabilityTitle: discoverabilityTitle,
            attributes: attributes,
            state: state,
            handler: handler
        )
    }

    /// Actions are equal when their identifiers are.
    public static func == (lhs: UIAction, rhs: UIAction) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}

/// A menu, as UIKit's `UIMenu`: a title, options and elements (actions and submenus); menus are not presented in
/// the model, so what a menu holds is all there is to it.
open class UIMenu: UIMenuElement {
    /// A unique name for a menu (UIMenu.h: `UIMenuIdentifier`, an extensible string enumeration).
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its elements, with the raw values of UIMenu.h's `UIMenuOptions`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates options from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Header: "Show children inline in parent, instead of hierarchically".
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Header: rendered "with a destructive appearance in its parent".
        public static let destructive = Options(rawValue: 1 << 1)
        /// Header (iOS 15): the menu and its submenus "should only allow a single 'on' menu item".
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Header (iOS 17): "this menu should be rendered as a palette".
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's elements, in display order: actions and submenus.
    public let children: [UIMenuElement]
    /// The subtitle (iOS 15); `nil` unless given.
    public let subtitle: String?
    /// The image shown with the menu; typed `AnyObject?` as ``UIAction/image``.
    public let image: AnyObject?
    /// The identifier; a fresh unique one when none was given (inferred, as for ``UIAction``).
    public let identifier: Identifier
    /// How the menu shows its elements.
    public let options: Options

    /// Creates a menu, with UIKit's defaults for every argument.
    public init(
        title: String = "", subtitle: String? = nil, image: AnyObject? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.children = children
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)")
        self.options = options
        super.init(title: title)
    }

    /// Apple (selectedElements, iOS 15): "The elements in the menu and its sub-menus that are in the on state",
    /// in display order, a submenu's where the submenu stands.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { element -> [UIMenuElement] in
            if let menu = element as? UIMenu { return menu.selectedElements }
            return (element as? UIAction)?.state == .on ? [element] : []
        }
    }

    /// A copy of the menu with different children, as UIKit's `replacingChildren(_:)`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}

/// The interaction that presents a control's context menu; a placeholder, since menus are not presented in the model.
open class UIContextMenuInteraction {
    /// Creates an interaction.
    public init() {}
}

/// The interaction that shows a tool tip when a pointer hovers over a view, as UIKit's `UIToolTipInteraction` (iOS 15),
/// reduced to the two properties of UIToolTipInteraction.h that hold values; pointers are not modelled.
open class UIToolTipInteraction {
    /// The text shown when no delegate supplies one (header: "The interaction's default tool tip string").
    open var defaultToolTip: String?
    /// Whether the interaction shows tool tips (header: "Defaults to YES").
    open var isEnabled = true

    /// Creates an interaction without a default text.
    public init() {}
}
