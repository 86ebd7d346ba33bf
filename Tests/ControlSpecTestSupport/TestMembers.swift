import ControlSpecModel

/// Registry entries shaped like the real ones, for the small registries of the test targets.
package enum TestMembers {
    package static let control = Registry.Member(
        id: "UIControl", className: "UIControl", kind: .class, name: "UIControl", swift: "class UIControl : UIView",
        objc: "@interface UIControl : UIView")

    package static let isEnabled = Registry.Member(
        id: "UIControl.isEnabled", className: "UIControl", kind: .property, name: "isEnabled",
        swift: "var isEnabled: Bool { get set }", objc: "@property(nonatomic,getter=isEnabled) BOOL enabled;",
        introduced: "2.0")

    package static let isSelected = Registry.Member(
        id: "UIControl.isSelected", className: "UIControl", kind: .property, name: "isSelected",
        swift: "var isSelected: Bool { get set }", objc: "@property(nonatomic,getter=isSelected) BOOL selected;",
        introduced: "2.0")

    package static let button = Registry.Member(
        id: "UIButton", className: "UIButton", kind: .class, name: "UIButton", swift: "class UIButton : UIControl",
        objc: "@interface UIButton : UIControl")

    package static let setTitle = Registry.Member(
        id: "UIButton.setTitle(_:for:)", className: "UIButton", kind: .method, name: "setTitle(_:for:)",
        swift: "func setTitle(_ title: String?, for state: UIControl.State)",
        objc: "- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;", introduced: "2.0")

    package static let title = Registry.Member(
        id: "UIButton.title(for:)", className: "UIButton", kind: .method, name: "title(for:)",
        swift: "func title(for state: UIControl.State) -> String?",
        objc: "- (nullable NSString *)titleForState:(UIControlState)state;", introduced: "2.0")
}

/// Pages of a test corpus, as the command line reads them from a `Docs` folder.
package enum TestDocs {
    /// One source file per (path in the docs folder, text) pair, shown in messages as `Docs/<path>`.
    package static func files(_ pages: [(path: String, text: String)]) -> [SourceFile] {
        pages.map { SourceFile(path: $0.path, displayPath: "Docs/" + $0.path, bytes: Array($0.text.utf8)) }
    }
}

/// Parts of test pages that several test targets write.
package enum TestPages {
    /// The English page of ``TestMembers/setTitle`` from its title to its discussion's heading and
    /// the blank line after it: a discussion's paragraphs and cases follow.
    package static let setTitleOpening = """
        # `UIButton.setTitle(_:for:)`

        Sets the title for a state.

        ## Parameters
        - `title`: The title.
        - `state`: The state.

        ## Discussion


        """
}
