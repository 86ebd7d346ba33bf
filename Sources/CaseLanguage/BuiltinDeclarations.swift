/// The declarations that cases need beyond the registry, in the same Swift form as the
/// registry's `swift` strings.
///
/// Each entry is a type header and the declarations of its members. `class` types live in the
/// implementation under test and are reached through the contract under their member keys
/// (`UIView.frame`, `Harness.tap(_:)`); `struct` and `enum` types are values that the
/// interpreter implements itself (see `NativeLibrary.swift`). `UIColor` and
/// `NSAttributedString` are classes in UIKit but plain values here, so they are declared as
/// structures. Registry declarations win over these when both declare a member.
enum BuiltinDeclarations {
    static let types: [(header: String, members: [String])] =
        objects + harness + values + enumerations + contractStructures

    // MARK: - Structures whose members the implementation performs

    /// Value types outside the registry that a registry member needs, known as the registry's
    /// structures are (`UIButton.Configuration.background` is one): plain data in cases, every
    /// member a contract call.
    static let contractStructures: [(header: String, members: [String])] = [
        (
            // UIBackgroundConfiguration.h (iOS 14; `image` iOS 15), the members a button's background uses.
            "struct UIBackgroundConfiguration",
            [
                "static func clear() -> UIBackgroundConfiguration",
                "var backgroundColor: UIColor? { get set }",
                "var image: UIImage? { get set }",
                "var cornerRadius: CGFloat { get set }",
                "var strokeColor: UIColor? { get set }",
                "var strokeWidth: CGFloat { get set }",
            ]
        )
    ]

    // MARK: - UIKit objects (through the contract)

    static let objects: [(header: String, members: [String])] = [
        ("class NSObject", ["init()"]),
        // Apple: "A singleton object used to represent null values"; allTargets holds it for nil targets.
        ("class NSNull: NSObject", []),
        ("class UIResponder: NSObject", []),
        ("class UIEvent: NSObject", []),
        (
            "class UIView: UIResponder",
            [
                "init(frame: CGRect)",
                // UIResponder's members, keyed under UIView as the contract spells them.
                "var next: UIResponder? { get }",
                "var isFirstResponder: Bool { get }",
                "var canBecomeFirstResponder: Bool { get }",
                "@discardableResult func becomeFirstResponder() -> Bool",
                "@discardableResult func resignFirstResponder() -> Bool",
                "var frame: CGRect { get set }",
                "var bounds: CGRect { get set }",
                "var center: CGPoint { get set }",
                "var superview: UIView? { get }",
                "var subviews: [UIView] { get }",
                "var window: UIWindow? { get }",
                "func addSubview(_ view: UIView)",
                "func removeFromSuperview()",
                "func bringSubviewToFront(_ view: UIView)",
                "func isDescendant(of view: UIView) -> Bool",
                "var tag: Int { get set }",
                "var isHidden: Bool { get set }",
                "var alpha: CGFloat { get set }",
                "var isOpaque: Bool { get set }",
                "var clipsToBounds: Bool { get set }",
                "var isUserInteractionEnabled: Bool { get set }",
                "var isMultipleTouchEnabled: Bool { get set }",
                "var isExclusiveTouch: Bool { get set }",
                "var tintColor: UIColor! { get set }",
                "var backgroundColor: UIColor? { get set }",
                "var contentMode: UIView.ContentMode { get set }",
                "var semanticContentAttribute: UISemanticContentAttribute { get set }",
                "var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }",
                "func setNeedsLayout()",
                "func layoutIfNeeded()",
                "func layoutSubviews()",
                "func setNeedsDisplay()",
                "func sizeThatFits(_ size: CGSize) -> CGSize",
                "func sizeToFit()",
                "var intrinsicContentSize: CGSize { get }",
                "func invalidateIntrinsicContentSize()",
                "func point(inside point: CGPoint, with event: UIEvent?) -> Bool",
                "func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?",
                "func convert(_ point: CGPoint, to view: UIView?) -> CGPoint",
                "func convert(_ point: CGPoint, from view: UIView?) -> CGPoint",
            ]
        ),
        ("class UIWindow: UIView", []),
        // UIControl and UIButton come from the registry; these headers keep the hierarchy when
        // the registry lacks their class entries.
        ("class UIControl: UIView", []),
        ("class UIButton: UIControl", []),
        (
            "class UILabel: UIView",
            [
                "var text: String? { get set }",
                "var attributedText: NSAttributedString? { get set }",
                "var font: UIFont! { get set }",
                "var textColor: UIColor! { get set }",
                "var highlightedTextColor: UIColor? { get set }",
                "var lineBreakMode: NSLineBreakMode { get set }",
                "var numberOfLines: Int { get set }",
                "var textAlignment: NSTextAlignment { get set }",
                "var shadowColor: UIColor? { get set }",
                "var shadowOffset: CGSize { get set }",
                "var isEnabled: Bool { get set }",
                "var isHighlighted: Bool { get set }",
                "var adjustsFontSizeToFitWidth: Bool { get set }",
            ]
        ),
        (
            "class UIImageView: UIView",
            [
                "init(image: UIImage?)",
                "var image: UIImage? { get set }",
                "var highlightedImage: UIImage? { get set }",
                "var isHighlighted: Bool { get set }",
            ]
        ),
        (
            "class UIImage: NSObject",
            [
                "init?(systemName name: String)",
                "var size: CGSize { get }",
                "var isSymbolImage: Bool { get }",
            ]
        ),
        (
            "class UIFont: NSObject",
            [
                "class func systemFont(ofSize fontSize: CGFloat) -> UIFont",
                "class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont",
                "var pointSize: CGFloat { get }",
                "var fontName: String { get }",
            ]
        ),
        ("class UIMenuElement: NSObject", ["var title: String { get }"]),
        // UIToolTipInteraction.h (iOS 15): what a control's `toolTipInteraction` holds.
        (
            "class UIToolTipInteraction: NSObject",
            ["var defaultToolTip: String? { get set }", "var isEnabled: Bool { get set }"]
        ),
        // UIAction.h: `typedef void (^UIActionHandler)(__kindof UIAction *action);`
        ("typealias UIActionHandler = (UIAction) -> Void", []),
        (
            "class UIAction: UIMenuElement",
            [
                // UIAction.h's initializer, with UIKit's defaults.
                "convenience init(title: String = \"\", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)",
                "var title: String { get set }",
                "var image: UIImage? { get set }",
                "var identifier: UIAction.Identifier { get }",
                // Harness extension: the handler of a `makeAction(…)` action records its calls.
                "var state: UIMenuElement.State { get set }",
                "var attributes: UIMenuElement.Attributes { get set }",
                "var discoverabilityTitle: String? { get set }",
                "var invocationCount: Int { get }",
                "var lastSender: AnyObject? { get }",
            ]
        ),
        (
            "class UIMenu: UIMenuElement",
            [
                "convenience init(title: String = \"\", children: [UIMenuElement] = [])",
                // UIMenu.h (iOS 15), every argument with UIKit's default: `UIMenu(title:options:children:)` and the
                // other spellings cases write leave out what they do not need.
                "convenience init(title: String = \"\", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = [])",
                "var children: [UIMenuElement] { get }",
                "var subtitle: String? { get }",
                "var identifier: UIMenu.Identifier { get }",
                "var options: UIMenu.Options { get }",
                // Apple (iOS 15): "The elements in the menu and its sub-menus that are in the on state."
                "var selectedElements: [UIMenuElement] { get }",
            ]
        ),
    ]

    // MARK: - The harness (through the contract)

    static let harness: [(header: String, members: [String])] = [
        (
            "class ActionRecorder: NSObject",
            [
                "@objc(handle:) func handle(_ sender: Any)",
                "@objc(handleOther:) func handleOther(_ sender: Any)",
                "@objc(handle:event:) func handle(_ sender: Any, event: UIEvent)",
                "@objc(handleWithoutSender) func handleWithoutSender()",
                "var actions: [String] { get }",
                "var senders: [AnyObject] { get }",
                "var count: Int { get }",
                "func reset()",
            ]
        ),
        (
            "class EventRecorder: NSObject",
            [
                "init(observing control: UIControl)",
                "var events: [UIControl.Event] { get }",
                "var names: [String] { get }",
                "func reset()",
            ]
        ),
        (
            "class RecordingControl: UIControl",
            [
                "var trackingCalls: [String] { get }",
                "var beginTrackingResult: Bool { get set }",
                "var continueTrackingResult: Bool { get set }",
            ]
        ),
        (
            "enum Harness",
            [
                "static func touchDown(_ control: UIControl, at point: CGPoint)",
                "static func touchDown(_ control: UIControl, at point: CGPoint, tapCount: Int)",
                "static func touchMove(_ control: UIControl, to point: CGPoint)",
                "static func touchUp(_ control: UIControl)",
                "static func touchCancel(_ control: UIControl)",
                "static func tap(_ control: UIControl)",
                "static func tap(_ control: UIControl, count: Int)",
                "static func tap(_ control: UIControl, at point: CGPoint)",
                "static func makeImage(width: CGFloat, height: CGFloat) -> UIImage",
                "static func makeAction(title: String = \"\", identifier: UIAction.Identifier? = nil) -> UIAction",
            ]
        ),
    ]

    // MARK: - Values (implemented by the interpreter)

    static let values: [(header: String, members: [String])] = [
        ("struct Int", ["init(_ value: Double)"]),
        ("struct UInt", []),
        ("struct Double", ["init(_ value: Int)"]),
        ("struct Float", []),
        ("struct CGFloat", ["init(_ value: Int)", "init(_ value: Double)"]),
        ("struct Bool", []),
        (
            "struct String",
            [
                "init(_ value: Int)",
                "init(_ characters: AttributedString.CharacterView)",
                "var count: Int { get }",
                "var isEmpty: Bool { get }",
                "func contains(_ other: String) -> Bool",
                "func hasPrefix(_ prefix: String) -> Bool",
                "func hasSuffix(_ suffix: String) -> Bool",
                "func lowercased() -> String",
                "func uppercased() -> String",
            ]
        ),
        (
            "struct Array",
            [
                "var count: Int { get }",
                "var isEmpty: Bool { get }",
                "var first: Element? { get }",
                "var last: Element? { get }",
                "func contains(_ element: Element) -> Bool",
            ]
        ),
        (
            "struct Set",
            [
                "var count: Int { get }",
                "var isEmpty: Bool { get }",
                "var first: Element? { get }",
                "func contains(_ member: Element) -> Bool",
                "func isSubset(of other: Set<Element>) -> Bool",
                "func isSuperset(of other: Set<Element>) -> Bool",
                "func isDisjoint(with other: Set<Element>) -> Bool",
                "func union(_ other: Set<Element>) -> Set<Element>",
                "func intersection(_ other: Set<Element>) -> Set<Element>",
                "func subtracting(_ other: Set<Element>) -> Set<Element>",
                "func symmetricDifference(_ other: Set<Element>) -> Set<Element>",
            ]
        ),
        ("struct Selector", ["init(_ name: String)"]),
        // `AnyHashable(NSNull())`, to compare an element of `allTargets`; the value is the wrapped one.
        ("struct AnyHashable", ["init(_ base: Any)"]),
        (
            "struct CGPoint",
            [
                "init(x: CGFloat, y: CGFloat)",
                "static var zero: CGPoint { get }",
                "var x: CGFloat { get set }",
                "var y: CGFloat { get set }",
            ]
        ),
        (
            "struct CGSize",
            [
                "init(width: CGFloat, height: CGFloat)",
                "static var zero: CGSize { get }",
                "var width: CGFloat { get set }",
                "var height: CGFloat { get set }",
            ]
        ),
        (
            "struct CGRect",
            [
                "init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)",
                "init(origin: CGPoint, size: CGSize)",
                "static var zero: CGRect { get }",
                "static var null: CGRect { get }",
                "static var infinite: CGRect { get }",
                "var origin: CGPoint { get set }",
                "var size: CGSize { get set }",
                "var width: CGFloat { get }",
                "var height: CGFloat { get }",
                "var minX: CGFloat { get }",
                "var midX: CGFloat { get }",
                "var maxX: CGFloat { get }",
                "var minY: CGFloat { get }",
                "var midY: CGFloat { get }",
                "var maxY: CGFloat { get }",
                "var isEmpty: Bool { get }",
                "var isNull: Bool { get }",
                "var isInfinite: Bool { get }",
                "var standardized: CGRect { get }",
                "var integral: CGRect { get }",
                "func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect",
                "func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect",
                "func contains(_ point: CGPoint) -> Bool",
                "func contains(_ rect: CGRect) -> Bool",
                "func intersects(_ rect: CGRect) -> Bool",
                "func union(_ rect: CGRect) -> CGRect",
                "func intersection(_ rect: CGRect) -> CGRect",
                "func inset(by insets: UIEdgeInsets) -> CGRect",
            ]
        ),
        (
            "struct UIEdgeInsets",
            [
                "init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)",
                "static var zero: UIEdgeInsets { get }",
                "var top: CGFloat { get set }",
                "var left: CGFloat { get set }",
                "var bottom: CGFloat { get set }",
                "var right: CGFloat { get set }",
            ]
        ),
        (
            "struct NSDirectionalEdgeInsets",
            [
                "init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)",
                "static var zero: NSDirectionalEdgeInsets { get }",
                "var top: CGFloat { get set }",
                "var leading: CGFloat { get set }",
                "var bottom: CGFloat { get set }",
                "var trailing: CGFloat { get set }",
            ]
        ),
        (
            "struct UIColor",
            [
                "init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                "init(white: CGFloat, alpha: CGFloat)",
                "func withAlphaComponent(_ alpha: CGFloat) -> UIColor",
            ] + NativeLibrary.namedColors.map { "class var \($0.name): UIColor { get }" }
        ),
        (
            "struct NSAttributedString",
            [
                "init(string: String)",
                "var string: String { get }",
                "var length: Int { get }",
            ]
        ),
        (
            // Foundation's Swift attributed string (iOS 15), as button code uses it: the configuration's
            // `attributedTitle` and `attributedSubtitle` are of this type. Attributes are not modelled:
            // equality compares the characters.
            "struct AttributedString",
            [
                "init(_ string: String)",
                "init()",
                "var characters: AttributedString.CharacterView { get }",
            ]
        ),
        // The characters of an attributed string; `String(attributed.characters)` makes a string of them.
        ("struct AttributedString.CharacterView", ["var count: Int { get }", "var isEmpty: Bool { get }"]),
        (
            // UIKit's Swift overlay (iOS 14): a transformer wraps a closure from color to color; in
            // cases it is the closure itself, which the implementation calls with a color, and
            // `callAsFunction(_:)` calls it in the case.
            "struct UIConfigurationColorTransformer",
            [
                "init(_ transform: @escaping (UIColor) -> UIColor)",
                "func callAsFunction(_ input: UIColor) -> UIColor",
            ]
        ),
        (
            // Foundation's attribute container (iOS 15), with the UIKit attributes a text transformer sets in
            // Apple's examples; a value whose unset attributes read `nil`.
            "struct AttributeContainer",
            [
                "init()",
                "var foregroundColor: UIColor? { get set }",
                "var backgroundColor: UIColor? { get set }",
                "var font: UIFont? { get set }",
            ]
        ),
        (
            // UIKit's Swift overlay (iOS 15), as the color transformer: the closure itself.
            "struct UIConfigurationTextAttributesTransformer",
            [
                "init(_ transform: @escaping (AttributeContainer) -> AttributeContainer)",
                "func callAsFunction(_ input: AttributeContainer) -> AttributeContainer",
            ]
        ),
        (
            "struct UIMenu.Identifier",
            [
                "init(_ rawValue: String)",
                "init(rawValue: String)",
                "var rawValue: String { get }",
            ]
        ),
        (
            "struct UIAction.Identifier",
            [
                "init(_ rawValue: String)",
                "init(rawValue: String)",
                "var rawValue: String { get }",
            ]
        ),
    ]

    // MARK: - Enumerations not in the registry

    static let enumerations: [(header: String, members: [String])] = [
        (
            "enum NSLineBreakMode: Int",
            [
                "case byWordWrapping = 0", "case byCharWrapping = 1", "case byClipping = 2",
                "case byTruncatingHead = 3", "case byTruncatingTail = 4", "case byTruncatingMiddle = 5",
            ]
        ),
        (
            "enum NSTextAlignment: Int",
            ["case left = 0", "case center = 1", "case right = 2", "case justified = 3", "case natural = 4"]
        ),
        (
            "enum UISemanticContentAttribute: Int",
            [
                "case unspecified = 0", "case playback = 1", "case spatial = 2", "case forceLeftToRight = 3",
                "case forceRightToLeft = 4",
            ]
        ),
        ("enum UIUserInterfaceLayoutDirection: Int", ["case leftToRight = 0", "case rightToLeft = 1"]),
        // UIMenuElement.h (iOS 13): UIMenuElementAttributesDisabled 1 << 0, Destructive 1 << 1, Hidden 1 << 2,
        // KeepsMenuPresented 1 << 3 (iOS 16); UIMenuElementState Off, On, Mixed (0, 1, 2).
        (
            "struct UIMenuElement.Attributes: OptionSet",
            ["case disabled = 1", "case destructive = 2", "case hidden = 4", "case keepsMenuPresented = 8"]
        ),
        ("enum UIMenuElement.State: Int", ["case off = 0", "case on = 1", "case mixed = 2"]),
        // UIMenu.h: UIMenuOptionsDisplayInline 1 << 0, Destructive 1 << 1, SingleSelection 1 << 5 (iOS 15),
        // DisplayAsPalette 1 << 7 (iOS 17).
        (
            "struct UIMenu.Options: OptionSet",
            [
                "case displayInline = 1", "case destructive = 2", "case singleSelection = 32",
                "case displayAsPalette = 128",
            ]
        ),
        // UIGeometry.h (iOS 13): NSDirectionalRectEdgeNone 0, Top 1 << 0, Leading 1 << 1, Bottom 1 << 2,
        // Trailing 1 << 3, All the four; `UIButton.Configuration.imagePlacement` takes one.
        (
            "struct NSDirectionalRectEdge: OptionSet",
            [
                "case none = 0", "case top = 1", "case leading = 2", "case bottom = 4", "case trailing = 8",
                "case all = 15",
            ]
        ),
        // UIBehavioralStyle.h (an NSUInteger enumeration in UIKit).
        ("enum UIBehavioralStyle: Int", ["case automatic = 0", "case pad = 1", "case mac = 2"]),
        // UIContextMenuConfiguration.h.
        (
            "enum UIContextMenuConfiguration.ElementOrder: Int",
            ["case automatic = 0", "case priority = 1", "case fixed = 2"]
        ),
        (
            "enum UIView.ContentMode: Int",
            [
                "case scaleToFill = 0", "case scaleAspectFit = 1", "case scaleAspectFill = 2", "case redraw = 3",
                "case center = 4", "case top = 5", "case bottom = 6", "case left = 7", "case right = 8",
                "case topLeft = 9", "case topRight = 10", "case bottomLeft = 11", "case bottomRight = 12",
            ]
        ),
    ]

    // MARK: - Members of every enumeration and option set

    /// Added to every enumeration (`Self` is the enumeration).
    static let enumerationMembers = [
        "init?(rawValue: Int)",
        "var rawValue: Int { get }",
    ]

    /// Added to every option set (`Self` is the option set).
    static let optionSetMembers = [
        "init(rawValue: UInt)",
        "init()",
        "var rawValue: UInt { get }",
        "var isEmpty: Bool { get }",
        "func contains(_ member: Self) -> Bool",
        "func union(_ other: Self) -> Self",
        "func intersection(_ other: Self) -> Self",
        "func subtracting(_ other: Self) -> Self",
        "func symmetricDifference(_ other: Self) -> Self",
        "func isSubset(of other: Self) -> Bool",
        "func isSuperset(of other: Self) -> Bool",
        "func isDisjoint(with other: Self) -> Bool",
    ]
}
