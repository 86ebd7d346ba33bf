import ControlSpecModel
import Testing

@testable import CaseLanguage

/// A member UIKit's Swift does not import (the registry's `swiftUnavailable`) is refused in cases as Swift refuses
/// it, reading and writing alike, and is no contract member a case can ask for.
@Suite struct SwiftUnavailableTests {
    private static let reason = "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"

    private static let registry = Registry(members: [
        Registry.Member(
            id: "UIControl", className: "UIControl", kind: .class, name: "UIControl",
            swift: "@MainActor class UIControl : UIView", objc: "", introduced: "2.0"),
        Registry.Member(
            id: "UIButton", className: "UIButton", kind: .class, name: "UIButton",
            swift: "@MainActor class UIButton : UIControl", objc: "", introduced: "2.0"),
        Registry.Member(
            id: "UIButton.titleShadowOffset", className: "UIButton", kind: .property, name: "titleShadowOffset",
            swift: "var titleShadowOffset: CGSize { get set }", objc: "", introduced: "2.0", deprecated: "3.0",
            replacement: "UIButton.setAttributedTitle(_:for:)", swiftUnavailable: reason),
        Registry.Member(
            id: "UIButton.titleLabel", className: "UIButton", kind: .property, name: "titleLabel",
            swift: "var titleLabel: UILabel? { get }", objc: "", introduced: "3.0"),
    ])

    private func diagnostics(_ code: String) -> [Diagnostic] {
        CaseCompiler(schema: Schema(registry: Self.registry)).check(
            CaseSource(code: "let button = UIButton(frame: .zero)\n" + code))
    }

    @Test func writingItIsRefusedWithSwiftsMessage() throws {
        let found = diagnostics("button.titleShadowOffset = CGSize(width: 1, height: 2)")
        let diagnostic = try #require(found.first)
        #expect(found.map(\.id) == ["case.check.unavailableInSwift"])
        #expect(diagnostic.summary == "'titleShadowOffset' is unavailable: \(Self.reason)")
        #expect(diagnostic.fix?.contains("UIButton.setAttributedTitle(_:for:)") == true)
        #expect(diagnostic.location?.line == 2)
    }

    @Test func readingItIsRefusedToo() {
        #expect(diagnostics("_ = button.titleShadowOffset").map(\.id) == ["case.check.unavailableInSwift"])
    }

    @Test func theSwiftReplacementIsAccepted() {
        #expect(diagnostics("_ = button.titleLabel").isEmpty)
    }

    @Test func itIsNoContractMember() {
        let keys = Schema(registry: Self.registry).contractMemberKeys
        #expect(!keys.contains("UIButton.titleShadowOffset"))
        #expect(!keys.contains("UIButton.titleShadowOffset="))
        #expect(keys.contains("UIButton.titleLabel"))
    }
}
