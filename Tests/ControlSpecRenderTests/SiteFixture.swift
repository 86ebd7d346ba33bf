import ControlSpecModel
import ControlSpecSite
import ControlSpecTestSupport

/// A tiny bilingual corpus that exercises every construct the site renders: classes, a nested type
/// with constants, parameters, a return value, cases, an example, a deprecated member, `doc:` links
/// (to a page, to a constant, unresolved, and to a member without a page) and hostile content.
enum SiteFixture {
    static let registry = Registry(
        members: [
            .init(
                id: "UIControl", className: "UIControl", kind: .class, name: "UIControl",
                swift: "@MainActor class UIControl : UIView", objc: "@interface UIControl : UIView",
                introduced: "2.0", topic: "Overview", inherits: ["UIView", "UIResponder", "NSObject"],
                conformsTo: [.init(name: "UIContextMenuInteractionDelegate", source: "UIControl.h")]),
            .init(
                id: "UIControl.isEnabled", className: "UIControl", kind: .property, name: "isEnabled",
                swift: "var isEnabled: Bool { get set }",
                objc: "@property(nonatomic, getter=isEnabled) BOOL enabled;", introduced: "2.0",
                topic: "Managing the Control's State",
                platforms: .init(iOS: "2.0", iPadOS: "2.0", macCatalyst: "13.1", tvOS: "9.0", visionOS: "1.0")),
            .init(
                id: "UIControl.State", className: "UIControl", kind: .type, name: "State",
                swift: "struct State : OptionSet", objc: "typedef NS_OPTIONS(NSUInteger, UIControlState)",
                introduced: "2.0", topic: "Managing the Control's State"),
            .init(
                id: "UIControl.State.normal", className: "UIControl", kind: .constant, name: "normal",
                swift: "static var normal: UIControl.State { get }", objc: "UIControlStateNormal",
                introduced: "2.0", parent: "UIControl.State", rawValue: 0),
            .init(
                id: "UIControl.State.highlighted", className: "UIControl", kind: .constant, name: "highlighted",
                swift: "static var highlighted: UIControl.State { get }", objc: "UIControlStateHighlighted",
                introduced: "2.0", parent: "UIControl.State", rawValue: 1),
            .init(
                id: "UIControl.addTarget(_:action:for:)", className: "UIControl", kind: .method,
                name: "addTarget(_:action:for:)",
                swift: "func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)",
                objc: "- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)events;",
                introduced: "2.0", topic: "Target-Action"),
            .init(
                id: "UIButton", className: "UIButton", kind: .class, name: "UIButton",
                swift: "@MainActor class UIButton : UIControl", objc: "@interface UIButton : UIControl",
                introduced: "2.0", topic: "Overview", inherits: ["UIControl", "UIView", "UIResponder", "NSObject"],
                conformsTo: [.init(name: "NSCoding", source: "UIButton.h: <NSCoding>")]),
            .init(
                id: "UIButton.setTitle(_:for:)", className: "UIButton", kind: .method, name: "setTitle(_:for:)",
                swift: "func setTitle(_ title: String?, for state: UIControl.State)",
                objc: "- (void)setTitle:(NSString *)title forState:(UIControlState)state;", introduced: "2.0",
                topic: "Configuring Titles"),
            .init(
                id: "UIButton.title(for:)", className: "UIButton", kind: .method, name: "title(for:)",
                swift: "func title(for state: UIControl.State) -> String?",
                objc: "- (NSString *)titleForState:(UIControlState)state;", introduced: "2.0",
                topic: "Configuring Titles"),
            .init(
                id: "UIButton.adjustsImageWhenHighlighted", className: "UIButton", kind: .property,
                name: "adjustsImageWhenHighlighted", swift: "var adjustsImageWhenHighlighted: Bool { get set }",
                objc: "@property(nonatomic) BOOL adjustsImageWhenHighlighted;", introduced: "2.0",
                deprecated: "15.0", replacement: "UIButton.title(for:)", topic: "Deprecated",
                platforms: .init(iOS: "2.0", iPadOS: "2.0", macCatalyst: "13.1", tvOS: nil, visionOS: "1.0"),
                deprecatedPlatforms: .init(iOS: "15.0", iPadOS: "15.0", macCatalyst: "15.0", visionOS: "1.0")),
        ],
        sdk: "iOS 18")

    static let pages: [String: String] = [
        "en/UIControl/index.md": """
        # `UIControl`

        The base class for controls, which are views that respond to user interactions.

        ## Discussion

        A control sends actions to targets when [`isEnabled`](doc:UIControl.isEnabled) allows it.
        """,
        "zh-Hans/UIControl/index.md": """
        # `UIControl`

        控件的基类；控件是响应用户交互的视图。

        ## 讨论

        当 [`isEnabled`](doc:UIControl.isEnabled) 允许时，控件向目标发送动作。
        """,
        "en/UIControl/isEnabled.md": """
        # `UIControl.isEnabled`

        A Boolean value that indicates whether the control is enabled.

        ## Discussion

        A disabled control ignores touches and draws itself dimmed.

        ```swift case disabled-sets-state evidence=documented source=UIButton.h
        let control = UIControl(frame: .zero)
        control.isEnabled = false
        #expect(control.state.contains(.disabled))
        ```
        """,
        "zh-Hans/UIControl/isEnabled.md": """
        # `UIControl.isEnabled`

        一个布尔值，表示控件是否启用。

        ## 讨论

        禁用的控件忽略触摸，并以暗淡的样式绘制。

        ```swift case disabled-sets-state evidence=documented source=UIButton.h
        let control = UIControl(frame: .zero)
        control.isEnabled = false
        #expect(control.state.contains(.disabled))
        ```
        """,
        "en/UIControl/State/index.md": """
        # `UIControl.State`

        Constants describing the state of a control.

        ## Constants

        ### `normal`

        The normal, or default, state of a control.

        ### `highlighted`

        The highlighted state of a control: a touch is down and inside.

        ```swift case highlighted-raw-value evidence=documented source=UIButton.h
        #expect(UIControl.State.highlighted.rawValue == 1)
        ```
        """,
        "zh-Hans/UIControl/State/index.md": """
        # `UIControl.State`

        描述控件状态的常量。

        ## 常量

        ### `normal`

        控件的正常（默认）状态。

        ### `highlighted`

        控件的高亮状态：触摸按下且位于内部。

        ```swift case highlighted-raw-value evidence=documented source=UIButton.h
        #expect(UIControl.State.highlighted.rawValue == 1)
        ```
        """,
        "en/UIButton/index.md": """
        # `UIButton`

        A control that executes your custom code in response to user interactions.
        """,
        "zh-Hans/UIButton/index.md": """
        # `UIButton`

        响应用户交互并执行自定义代码的控件。
        """,
        "en/UIButton/setTitle(__for_).md": """
        # `UIButton.setTitle(_:for:)`

        Sets the title to use for the specified state.

        ## Parameters

        - `title`: The title to use for the specified state.
        - `state`: The state that uses the title.

        ## Discussion

        Titles set for the [`normal`](doc:UIControl.State.normal) state are used when no title is set
        for another state. <script>alert("prose")</script> Fallback & [friends](javascript:alert(1)).
        Read it back with `title(for:)`; `isEnabled` and `UIControl.isEnabled` lead to the control's state,
        `setTitle(_:for:)` is this page and `button.isEnabled` is code.

        ```swift case title-falls-back-to-normal evidence=documented source=UIButton.h tags=titles
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        #expect(button.title(for: .highlighted) == "Play") // falls back
        ```

        ```swift case hostile-title evidence=inferred source="https://example.com/a?b=1&c=<2>"
        let button = UIButton(type: .custom)
        button.setTitle("<script>alert('x')</script>", for: .normal)
        #expect(button.title(for: .normal) == "<script>alert('x')</script>")
        ```

        ```swift
        button.setTitle("Pause", for: [.highlighted])
        ```

        ## See Also

        - [`title(for:)`](doc:UIButton.title(for:))
        - [`highlighted`](doc:UIControl.State.highlighted)
        - [`addTarget(_:action:for:)`](doc:UIControl.addTarget(_:action:for:))
        - [`missing`](doc:UIButton.missingMember)
        """,
        "zh-Hans/UIButton/setTitle(__for_).md": """
        # `UIButton.setTitle(_:for:)`

        设置指定状态下使用的标题。

        ## 参数

        - `title`：指定状态下使用的标题。
        - `state`：使用该标题的状态。

        ## 讨论

        为[`normal`](doc:UIControl.State.normal)状态设置的标题会在其他状态没有标题时使用。

        ```swift case title-falls-back-to-normal evidence=documented source=UIButton.h tags=titles
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        #expect(button.title(for: .highlighted) == "Play") // falls back
        ```

        ```swift case hostile-title evidence=inferred source="https://example.com/a?b=1&c=<2>"
        let button = UIButton(type: .custom)
        button.setTitle("<script>alert('x')</script>", for: .normal)
        #expect(button.title(for: .normal) == "<script>alert('x')</script>")
        ```

        ```swift
        button.setTitle("Pause", for: [.highlighted])
        ```

        ## 另请参阅

        - [`title(for:)`](doc:UIButton.title(for:))
        - [`highlighted`](doc:UIControl.State.highlighted)
        """,
        "en/UIButton/title(for_).md": """
        # `UIButton.title(for:)`

        Returns the title associated with the specified state.

        ## Parameters

        - `state`: The state that uses the title.

        ## Return Value

        The title for the specified state, or the title for the normal state.
        """,
        "zh-Hans/UIButton/title(for_).md": """
        # `UIButton.title(for:)`

        返回与指定状态关联的标题。

        ## 参数

        - `state`：使用该标题的状态。

        ## 返回值

        指定状态的标题；没有时返回正常状态的标题。
        """,
        "en/UIButton/adjustsImageWhenHighlighted.md": """
        # `UIButton.adjustsImageWhenHighlighted`

        A Boolean value that determines whether the image changes when the button is highlighted.
        """,
    ]

    static var corpus: Corpus {
        let files = TestDocs.files(pages.map { (path: $0.key, text: $0.value) })
        return Corpus(files: files, registry: registry)
    }

    static let statuses: CaseStatuses = [
        "UIButton.setTitle(_:for:)#title-falls-back-to-normal": [
            ImplementationStatus(implementation: "reference", status: .pass),
            ImplementationStatus(implementation: "faulty", status: .fail),
        ]
    ]

    static func site() -> Site {
        SiteGenerator(corpus: corpus, statuses: statuses).generate()
    }
}
