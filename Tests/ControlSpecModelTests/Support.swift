import ControlSpecModel
import ControlSpecTestSupport

/// A small registry shaped like the real one.
let testRegistry = Registry(members: [
    TestMembers.control, TestMembers.isEnabled,
    .init(
        id: "UIControl.Event", className: "UIControl", kind: .type, name: "Event", swift: "struct Event : OptionSet",
        objc: "typedef NS_OPTIONS(NSUInteger, UIControlEvents)", introduced: "2.0"),
    .init(
        id: "UIControl.Event.valueChanged", className: "UIControl", kind: .constant, name: "valueChanged",
        swift: "static var valueChanged: UIControl.Event { get }", objc: "UIControlEventValueChanged = 1 << 12",
        introduced: "2.0", parent: "UIControl.Event", rawValue: 4096),
    .init(
        id: "UIControl.Event.touchDown", className: "UIControl", kind: .constant, name: "touchDown",
        swift: "static var touchDown: UIControl.Event { get }", objc: "UIControlEventTouchDown = 1 << 0",
        introduced: "2.0", parent: "UIControl.Event", rawValue: 1),
    .init(
        id: "UIControl.menu", className: "UIControl", kind: .property, name: "menu",
        swift: "var menu: UIMenu? { get set }", objc: "@property UIMenu *menu;", introduced: "15.0"),
    .init(
        id: "UIButton.Configuration", className: "UIButton", kind: .type, name: "Configuration",
        swift: "struct Configuration", objc: "@interface UIButtonConfiguration : NSObject", introduced: "15.0"),
    TestMembers.button, TestMembers.setTitle, TestMembers.title,
])

/// Builds a corpus from (path, text) pairs.
func corpus(_ files: [(String, String)], requireComplete: Bool = false) -> Corpus {
    Corpus(
        files: TestDocs.files(files.map { (path: $0.0, text: $0.1) }),
        registry: testRegistry, options: LintOptions(requireComplete: requireComplete))
}

func ids(_ corpus: Corpus) -> [String] { corpus.diagnostics.map(\.id) }

let setTitleEnglish =
    TestPages.setTitleOpening + """
        A state without a title uses the normal one.

        ```swift case falls-back evidence=documented source=UIButton.h
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        #expect(button.title(for: .highlighted) == "Play")
        ```

        ## See Also
        - [`title(for:)`](doc:UIButton.title(for:))
        """

let setTitleChinese = """
    # `UIButton.setTitle(_:for:)`

    设置某个状态下的标题。

    ## 参数
    - `title`：标题。
    - `state`：状态。

    ## 讨论

    没有自己标题的状态使用普通状态的标题。

    ```swift case falls-back evidence=documented source=UIButton.h
    let button = UIButton(type: .custom)
    button.setTitle("Play", for: .normal)
    #expect(button.title(for: .highlighted) == "Play")
    ```

    ## 另请参阅
    - [`title(for:)`](doc:UIButton.title(for:))
    """
