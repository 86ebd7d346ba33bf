import ControlSpecModel
import Foundation
import Testing

@testable import CaseLanguage

/// Checks the schema against `conformance/registry.json` when that file exists; the other tests
/// use a registry built in the test.
enum RealRegistry {
    static let url: URL? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("conformance/registry.json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()
}

@Suite(.enabled(if: RealRegistry.url != nil)) struct RealRegistryTests {
    private func schema() throws -> Schema {
        Schema(registry: try Registry(contentsOf: try #require(RealRegistry.url)))
    }

    @Test func everyRegistryDeclarationIsReadable() throws {
        let schema = try schema()
        #expect(schema.problems.isEmpty, "\(schema.problems.map(\.lineDescription).joined(separator: "\n"))")
    }

    @Test func everyRegistryMemberIsReachableByItsSymbolID() throws {
        let registry = try Registry(contentsOf: try #require(RealRegistry.url))
        let schema = Schema(registry: registry)
        let keys = Set(schema.contractMemberKeys)
        for member in registry.members {
            switch member.kind {
            case .property where member.swiftUnavailable != nil:
                // Swift does not import it, so no case can ask for it.
                #expect(!keys.contains(member.id), "\(member.id)")
            case .property, .method, .classMethod, .initializer:
                #expect(keys.contains(member.id), "\(member.id)")
            case .constant where member.objcValue != nil:
                // A case of a Swift enum without raw values (`UIButton.Configuration.CornerStyle.fixed`) has no
                // contract value until the case language models such enums, so only its name is known.
                let parent = try #require(member.parent)
                #expect(schema.type(named: parent)?.members[member.name]?.isEmpty == false, "\(member.id)")
            case .constant:
                let parent = try #require(member.parent)
                #expect(schema.constants(of: parent).contains { $0.name == member.name }, "\(member.id)")
            case .class, .type:
                #expect(schema.type(named: member.id) != nil || schema.aliases[member.id] != nil, "\(member.id)")
            }
        }
    }

    @Test func typicalCasesCheckCleanly() throws {
        let compiler = CaseCompiler(schema: try schema())
        let code = """
            let button = UIButton(type: .system)
            let recorder = ActionRecorder()
            button.addTarget(recorder, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)
            button.setTitle("播放", for: .normal)
            button.setTitleColor(.red, for: .highlighted)
            button.isHighlighted = true
            #expect(button.state == .highlighted)
            #expect(button.title(for: .highlighted) == "播放")
            #expect(button.titleColor(for: .normal) != nil)
            #expect(button.contentHorizontalAlignment == .center)
            #expect(button.allControlEvents.contains(.touchUpInside))
            tap(button)
            #expect(recorder.actions == ["handle:"])
            let label = try #require(button.titleLabel)
            #expect(label.text == "播放")
            button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            #expect(button.buttonType == .system)
            """
        let diagnostics = compiler.check(CaseSource(code: code, path: "real.md"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.lineDescription).joined(separator: "\n"))")
    }

    /// Apple's Swift declarations default `primaryAction` of `init(configuration:primaryAction:)` to nil and `type`
    /// of `init(type:primaryAction:)` to `.system`; the registry keeps both, so calls may leave them out.
    @Test func callsMayLeaveOutTheArgumentsAppleDeclaresWithADefault() throws {
        let compiler = CaseCompiler(schema: try schema())
        let code = """
            let button = UIButton(configuration: .filled())
            let system = UIButton(primaryAction: nil)
            #expect(system.buttonType == .system)
            #expect(button.configuration != nil)
            """
        let diagnostics = compiler.check(CaseSource(code: code, path: "real.md"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.lineDescription).joined(separator: "\n"))")
    }

    /// A call whose labels fit no declaration is pointed at the declaration with its first label, even when
    /// that one takes another number of arguments (the registry without defaults once suggested `init(coder:)`).
    @Test func theDidYouMeanNamesTheDeclarationWithTheCallsFirstLabel() throws {
        let members = try Registry(contentsOf: try #require(RealRegistry.url)).members.map { member in
            var member = member
            member.swift = member.swift.replacingOccurrences(of: " = nil", with: "")
            return member
        }
        let compiler = CaseCompiler(schema: Schema(registry: Registry(members: members)))
        let diagnostics = compiler.check(
            CaseSource(code: "let button = UIButton(configuration: .filled())", path: "real.md"))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == "case.check.wrongLabels")
        #expect(
            diagnostic.summary
                == "incorrect argument labels in call (have 'init(configuration:)'); did you mean 'init(configuration:primaryAction:)'?"
        )
    }
}
