import ControlSpecModel
import ControlSpecTestSupport
import Testing

@testable import CaseLanguage

/// `since=` checked from the registry: a case must say at least the newest iOS version that introduced a member
/// its code uses (as the checker resolved it), when that version is after iOS 13.0.
@Suite struct CaseAvailabilityTests {
    private static func member(
        _ id: String, _ kind: Registry.Kind, _ swift: String, introduced: String, parent: String? = nil,
        rawValue: UInt64? = nil
    ) -> Registry.Member {
        let className = String(id.prefix { $0 != "." })
        var name = String(id.dropFirst(className.count + 1))
        if name.isEmpty { name = id }
        if let parent { name = String(id.dropFirst(parent.count + 1)) }
        return Registry.Member(
            id: id, className: className, kind: kind, name: name, swift: swift, objc: "", introduced: introduced,
            parent: parent, rawValue: rawValue)
    }

    private static let registry = Registry(members: [
        member("UIControl", .class, "@MainActor class UIControl : UIView", introduced: "2.0"),
        member("UIButton", .class, "@MainActor class UIButton : UIControl", introduced: "2.0"),
        member("UIControl.State", .type, "struct State : OptionSet, @unchecked Sendable", introduced: "2.0"),
        member(
            "UIControl.State.normal", .constant, "static var normal: UIControl.State { get }", introduced: "2.0",
            parent: "UIControl.State", rawValue: 0),
        member("UIControl.isEnabled", .property, "var isEnabled: Bool { get set }", introduced: "2.0"),
        member(
            "UIButton.setTitle(_:for:)", .method, "func setTitle(_ title: String?, for state: UIControl.State)",
            introduced: "2.0"),
        member("UIButton.ButtonType", .type, "enum ButtonType : Int, @unchecked Sendable", introduced: "2.0"),
        member(
            "UIButton.ButtonType.custom", .constant, "case custom", introduced: "2.0", parent: "UIButton.ButtonType",
            rawValue: 0),
        member(
            "UIButton.ButtonType.close", .constant, "case close", introduced: "13.0", parent: "UIButton.ButtonType",
            rawValue: 7),
        member(
            "UIButton.init(type:)", .initializer, "convenience init(type buttonType: UIButton.ButtonType)",
            introduced: "2.0"),
        member(
            "UIButton.isPointerInteractionEnabled", .property, "var isPointerInteractionEnabled: Bool { get set }",
            introduced: "13.4"),
        member("UIButton.isHovered", .property, "var isHovered: Bool { get }", introduced: "15.0"),
        member("UIButton.isHeld", .property, "var isHeld: Bool { get }", introduced: "15.0"),
    ])

    /// The case-code diagnostics of a page holding one case with the given attributes and code.
    private func diagnostics(attributes: String, code: String) -> [Diagnostic] {
        let page = """
            # `UIButton.isHovered`

            Whether the pointer is over the button.

            ## Discussion

            ```swift case the-case evidence=documented source=UIButton.h \(attributes)
            \(code)
            ```
            """
        let corpus = Corpus(files: TestDocs.files([("en/UIButton/isHovered.md", page)]), registry: Self.registry)
        return CorpusCaseChecks.diagnostics(for: corpus, schema: Schema(registry: Self.registry))
            .filter { $0.id.hasPrefix("docs.case.") }
    }

    private let hoveredCase = """
        let button = UIButton(type: .custom)
        button.isPointerInteractionEnabled = true
        #expect(button.isHovered == false)
        """

    @Test func aSinceBeforeTheNewestMemberIsAnErrorNamingMemberAndFix() throws {
        let found = diagnostics(attributes: "since=13.4", code: hoveredCase)
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(diagnostic.id == "docs.case.sinceTooEarly")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.summary.contains("UIButton.isHovered"))
        #expect(diagnostic.summary.contains("15.0"))
        #expect(diagnostic.fix?.contains("since=15.0") == true)
        #expect(diagnostic.location?.path == "Docs/en/UIButton/isHovered.md")
        #expect(diagnostic.location?.line == 7)
    }

    @Test func aMissingSinceIsAnErrorWithTheVersionToWrite() throws {
        let found = diagnostics(attributes: "", code: hoveredCase)
        let diagnostic = try #require(found.first)
        #expect(found.map(\.id) == ["docs.case.sinceMissing"])
        #expect(diagnostic.summary.contains("UIButton.isHovered"))
        #expect(diagnostic.fix?.contains("since=15.0") == true)
    }

    @Test func versionsCompareAsNumbersNotText() {
        #expect(diagnostics(attributes: "since=15.0", code: hoveredCase).isEmpty)
        #expect(diagnostics(attributes: "since=15", code: hoveredCase).isEmpty)
        #expect(diagnostics(attributes: "since=16.0", code: hoveredCase).isEmpty)
        // As text, "9.0" sorts after "15.0".
        #expect(diagnostics(attributes: "since=9.0", code: hoveredCase).map(\.id) == ["docs.case.sinceTooEarly"])
    }

    @Test func aSetterCountsAsItsProperty() throws {
        let code = """
            let button = UIButton(type: .custom)
            button.isPointerInteractionEnabled = true
            """
        let found = diagnostics(attributes: "", code: code)
        #expect(found.map(\.id) == ["docs.case.sinceMissing"])
        #expect(try #require(found.first).fix?.contains("since=13.4") == true)
        #expect(diagnostics(attributes: "since=13.4", code: code).isEmpty)
    }

    @Test func membersOfIOS13OrEarlierNeedNoSince() {
        let code = """
            let button = UIButton(type: .close)
            #expect(button.isEnabled)
            """
        #expect(diagnostics(attributes: "", code: code).isEmpty)
    }

    @Test func onlyResolvedCallsCountNotTheTextOfTheCode() {
        // The newer member's name stands in a comment and a string, but the code calls only iOS 2 members.
        let code = """
            // isHovered is not read here
            let button = UIButton(type: .custom)
            button.setTitle("isHovered", for: .normal)
            """
        #expect(diagnostics(attributes: "", code: code).isEmpty)
    }

    @Test func aSinceThatIsNotAVersionIsAnError() {
        #expect(diagnostics(attributes: "since=fifteen", code: hoveredCase).map(\.id) == ["docs.case.invalidSince"])
        #expect(diagnostics(attributes: "since=15.", code: hoveredCase).map(\.id) == ["docs.case.invalidSince"])
    }
}
