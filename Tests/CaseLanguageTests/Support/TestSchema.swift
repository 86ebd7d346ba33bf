import ControlSpecModel

@testable import CaseLanguage

/// A small registry in the format of `conformance/registry.json`, built in the test so that the
/// tests do not depend on the real registry.
enum TestSchema {
    static let registry = Registry(members: classes + types + constants + members)

    static let schema = Schema(registry: registry)

    static let compiler = CaseCompiler(schema: schema)

    private static func member(
        _ id: String, _ kind: Registry.Kind, _ swift: String, parent: String? = nil, rawValue: UInt64? = nil
    ) -> Registry.Member {
        let className = String(id.prefix { $0 != "." })
        var name = String(id.dropFirst(className.count + 1))
        if name.isEmpty { name = id }
        if let parent { name = String(id.dropFirst(parent.count + 1)) }
        return Registry.Member(
            id: id, className: className, kind: kind, name: name, swift: swift, objc: "", parent: parent,
            rawValue: rawValue)
    }

    static let classes = [
        member("UIControl", .class, "@MainActor class UIControl : UIView"),
        member("UIButton", .class, "@MainActor class UIButton : UIControl"),
    ]

    static let types = [
        member("UIControl.State", .type, "struct State : OptionSet, @unchecked Sendable"),
        member("UIControl.Event", .type, "struct Event : OptionSet, @unchecked Sendable"),
        member("UIButton.ButtonType", .type, "enum ButtonType : Int, @unchecked Sendable"),
    ]

    static let constants: [Registry.Member] = stateConstants + eventConstants + buttonTypeConstants

    private static let stateConstants: [Registry.Member] = [
        ("normal", 0), ("highlighted", 1), ("disabled", 2), ("selected", 4), ("focused", 8),
    ].map { (name: String, raw: UInt64) in
        member(
            "UIControl.State." + name, .constant, "static var \(name): UIControl.State { get }",
            parent: "UIControl.State", rawValue: raw)
    }

    private static let eventConstants: [Registry.Member] = [
        ("touchDown", 1), ("touchDownRepeat", 2), ("touchUpInside", 64), ("valueChanged", 4096),
        ("primaryActionTriggered", 8192), ("allEvents", 0xFFFF_FFFF),
    ].map { (name: String, raw: UInt64) in
        member(
            "UIControl.Event." + name, .constant, "static var \(name): UIControl.Event { get }",
            parent: "UIControl.Event", rawValue: raw)
    }

    private static let buttonTypeConstants: [Registry.Member] = [
        ("custom", 0), ("system", 1), ("detailDisclosure", 2), ("close", 7),
    ].map { (name: String, raw: UInt64) in
        member("UIButton.ButtonType." + name, .constant, "case " + name, parent: "UIButton.ButtonType", rawValue: raw)
    }

    static let members = [
        member("UIControl.init(frame:)", .initializer, "init(frame: CGRect)"),
        member("UIControl.isEnabled", .property, "var isEnabled: Bool { get set }"),
        member("UIControl.isSelected", .property, "var isSelected: Bool { get set }"),
        member("UIControl.isHighlighted", .property, "var isHighlighted: Bool { get set }"),
        member("UIControl.state", .property, "var state: UIControl.State { get }"),
        member(
            "UIControl.addTarget(_:action:for:)", .method,
            "func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)"),
        member("UIControl.sendActions(for:)", .method, "func sendActions(for controlEvents: UIControl.Event)"),
        member("UIControl.allTargets", .property, "var allTargets: Set<AnyHashable> { get }"),
        member("UIButton.init(type:)", .initializer, "convenience init(type buttonType: UIButton.ButtonType)"),
        member("UIButton.setTitle(_:for:)", .method, "func setTitle(_ title: String?, for state: UIControl.State)"),
        member("UIButton.title(for:)", .method, "func title(for state: UIControl.State) -> String?"),
        member("UIButton.titleLabel", .property, "var titleLabel: UILabel? { get }"),
        member("UIButton.buttonType", .property, "var buttonType: UIButton.ButtonType { get }"),
        member("UIButton.currentTitle", .property, "var currentTitle: String? { get }"),
        member(
            "UIButton.systemButton(with:target:action:)", .classMethod,
            "class func systemButton(with image: UIImage?, target: Any?, action: Selector?) -> Self"),
    ]

    /// A case source as it would come out of a Markdown page.
    static func source(
        _ code: String, path: String = "Docs/en/UIButton/title(for_).md", line: Int = 40, column: Int = 0
    )
        -> CaseSource
    {
        CaseSource(code: code, path: path, firstLine: line, columnOffset: column)
    }
}
