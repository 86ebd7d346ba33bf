import ControlSpecPreview
import Foundation
import Testing

@testable import ControlSpecCLI

/// A workspace with two pages of the kit (English and Chinese), its glossary and registry, previewed on
/// a free port; stopped and removed at the end of the test.
final class PreviewedWorkspace {
    let root: URL
    let preview: LivePreview
    let context: CommandContext

    static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let pages = ["en/UIControl/isEnabled.md", "zh-Hans/UIControl/isEnabled.md"]

    /// - Parameter options: options of `controlspec preview` besides `--port 0`.
    init(options: [String] = []) throws {
        let manager = FileManager.default
        root = manager.temporaryDirectory.appendingPathComponent("controlspec-preview-\(UUID().uuidString)")
        for path in Self.pages + ["glossary.md"] {
            let target = root.appendingPathComponent("Docs/" + path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: Self.kit.appendingPathComponent("Docs/" + path), to: target)
        }
        try manager.createDirectory(at: root.appendingPathComponent("conformance"), withIntermediateDirectories: true)
        for name in ["registry.json", "misconceptions.json"] {
            try manager.copyItem(
                at: Self.kit.appendingPathComponent("conformance/" + name),
                to: root.appendingPathComponent("conformance/" + name))
        }
        context = CommandContext.capturing(workingDirectory: root)
        let arguments = try ParsedArguments.parse(["--port", "0"] + options, for: PreviewCommand.configuration)
        preview = try PreviewCommand.start(arguments, context: context, output: root.appendingPathComponent("out"))
    }

    deinit {
        preview.stop()
        try? FileManager.default.removeItem(at: root)
    }

    var port: UInt16 { preview.server.port }

    func page(_ path: String) -> URL { root.appendingPathComponent("Docs/" + path) }

    var registry: URL { root.appendingPathComponent("conformance/registry.json") }

    /// Rewrites a page as an editor saves it: a new file renamed over the old one.
    func save(_ path: String, _ transform: (String) -> String) throws {
        let text = try String(contentsOf: page(path), encoding: .utf8)
        try transform(text).write(to: page(path), atomically: true, encoding: .utf8)
    }
}

@Suite(.serialized) struct LivePreviewTests {
    @Test func printsTheAddressAndThatOnlyThisMachineCanConnect() throws {
        let workspace = try PreviewedWorkspace()
        #expect(workspace.context.standardOutput.contains("preview: http://127.0.0.1:\(workspace.port)/"))
        #expect(workspace.context.standardOutput.contains("Only this machine can connect"))
    }

    @Test func byDefaultAConnectionToAnotherAddressOfThisMachineIsRefused() throws {
        let workspace = try PreviewedWorkspace()
        #expect(RawHTTP.connect(port: workspace.port).map { close($0) } != nil)
        // Without an address other than loopback, there is nothing to refuse.
        guard let address = RawHTTP.nonLoopbackAddress() else { return }
        let other = RawHTTP.connect(port: workspace.port, address: address, timeout: 2)
        other.map { _ = close($0) }
        #expect(other == nil, "\(address):\(workspace.port) accepted a connection")
        #expect(workspace.context.standardError.isEmpty, "\(workspace.context.standardError)")
    }

    @Test func aHostBeyondLoopbackIsServedThereWithAWarning() throws {
        let workspace = try PreviewedWorkspace(options: ["--host", "0.0.0.0"])
        #expect(workspace.context.standardError.contains("warning: serving on 0.0.0.0"))
        #expect(!workspace.context.standardOutput.contains("Only this machine can connect"))
        guard let address = RawHTTP.nonLoopbackAddress() else { return }
        let other = RawHTTP.connect(port: workspace.port, address: address, timeout: 2)
        other.map { _ = close($0) }
        #expect(other != nil, "\(address):\(workspace.port) refused the connection")
    }

    @Test func aSavedRegistryRebuildsThePagesItChangesAndABrokenOneIsShownWhileTheServerGoesOn() throws {
        let workspace = try PreviewedWorkspace()
        let client = try #require(EventClient(port: workspace.port))
        let first = try #require(client.build(within: 30) { _ in true })
        let original = try String(contentsOf: workspace.registry, encoding: .utf8)
        // The declaration the page shows, changed: the page of the member is written again, not the others.
        let declaration = "var isEnabled: Bool { get set }"
        #expect(original.contains(declaration))
        try original.replacingOccurrences(of: declaration, with: "var isEnabled: Bool { get set } // edited")
            .write(to: workspace.registry, atomically: true, encoding: .utf8)
        let edited = try #require(client.build { $0.generation > first.generation })
        #expect(edited.failure == nil)
        #expect(edited.changed.contains("en/UIControl/isEnabled.html"), "\(edited.changed)")
        let page = RawHTTP.get(port: workspace.port, path: "/en/UIControl/isEnabled.html")
        #expect(page?.body.contains("// edited") == true)
        // Saved half-written: the rebuild fails, says why on every page, and the last site is still served.
        try Data(original.prefix(200).utf8).write(to: workspace.registry)
        let broken = try #require(client.build { $0.generation > edited.generation && $0.failure != nil })
        #expect(broken.failure?.contains("registry.json") == true, "\(broken.failure ?? "")")
        #expect(RawHTTP.get(port: workspace.port, path: "/en/UIControl/isEnabled.html")?.status == 200)
        try original.write(to: workspace.registry, atomically: true, encoding: .utf8)
        let fixed = client.build { $0.generation > broken.generation && $0.failure == nil }
        #expect(fixed != nil)
        #expect(
            RawHTTP.get(port: workspace.port, path: "/en/UIControl/isEnabled.html")?.body.contains("// edited") == false
        )
    }

    @Test func anEditedPageIsRebuiltAndItsReloadEventSentThenItServesTheNewText() throws {
        let workspace = try PreviewedWorkspace()
        let client = try #require(EventClient(port: workspace.port))
        let first = try #require(client.build(within: 30) { _ in true })
        try workspace.save("en/UIControl/isEnabled.md") {
            // Prepended to the summary, so that the edit does not depend on the page's current wording.
            $0.replacingOccurrences(
                of: "# `UIControl.isEnabled`\n\n", with: "# `UIControl.isEnabled`\n\nA summary freshly edited. ")
        }
        let build = client.build { $0.generation > first.generation }
        #expect(build?.changed.contains("en/UIControl/isEnabled.html") == true)
        // An English prose edit makes the Chinese twin outdated, so the twin is rendered again with its notice.
        #expect(build?.changed.contains("zh-Hans/UIControl/isEnabled.html") == true)
        #expect(build?.changed.contains("en/UIControl/isHighlighted.html") == false)
        let page = RawHTTP.get(port: workspace.port, path: "/en/UIControl/isEnabled.html")
        #expect(page?.body.contains("freshly edited") == true)
    }

    @Test func editingTheChinesePageReloadsTheChinesePage() throws {
        let workspace = try PreviewedWorkspace()
        let client = try #require(EventClient(port: workspace.port))
        let first = try #require(client.build(within: 30) { _ in true })
        try workspace.save("zh-Hans/UIControl/isEnabled.md") {
            $0.replacingOccurrences(of: "## ", with: "刚刚修改的一句话。\n\n## ", options: [], range: $0.range(of: "## "))
        }
        let build = client.build { $0.generation > first.generation }
        #expect(build?.changed.contains("zh-Hans/UIControl/isEnabled.html") == true)
        #expect(build?.changed.contains("en/UIControl/isEnabled.html") == false)
        let page = RawHTTP.get(port: workspace.port, path: "/zh-Hans/UIControl/isEnabled.html")
        #expect(page?.body.contains("刚刚修改的一句话") == true)
    }

    @Test func aFailingCaseIsShownOnItsPageUntilItPassesAgain() throws {
        let workspace = try PreviewedWorkspace()
        let client = try #require(EventClient(port: workspace.port))
        let first = try #require(client.build(within: 30) { _ in true })
        #expect(first.problems(on: "en/UIControl/isEnabled.html").isEmpty)
        for path in PreviewedWorkspace.pages {
            try workspace.save(path) {
                $0.replacingOccurrences(
                    of: "control.isUserInteractionEnabled = false\n#expect(control.isEnabled)",
                    with: "control.isUserInteractionEnabled = false\n#expect(!control.isEnabled)")
            }
        }
        let failing = client.build { !$0.problems(on: "en/UIControl/isEnabled.html").isEmpty }
        #expect(
            failing?.problems(on: "en/UIControl/isEnabled.html").contains {
                $0.contains("user-interaction-is-a-separate-flag")
            } == true)
        #expect(failing?.problems(on: "zh-Hans/UIControl/isEnabled.html").isEmpty == false)
        for path in PreviewedWorkspace.pages {
            try workspace.save(path) {
                $0.replacingOccurrences(of: "#expect(!control.isEnabled)", with: "#expect(control.isEnabled)")
            }
        }
        let fixed = client.build {
            $0.generation > (failing?.generation ?? 0) && $0.problems(on: "en/UIControl/isEnabled.html").isEmpty
        }
        #expect(fixed != nil)
    }

    @Test func aHalfWrittenPageIsReportedOnItsPageAndTheServerGoesOn() throws {
        let workspace = try PreviewedWorkspace()
        let client = try #require(EventClient(port: workspace.port))
        let first = try #require(client.build(within: 30) { _ in true })
        try workspace.save("en/UIControl/isEnabled.md") { text in
            String(text.prefix(upTo: text.range(of: "contains(.disabled))")!.lowerBound))
        }
        let broken = try #require(client.build { $0.generation > first.generation })
        #expect(!broken.problems(on: "en/UIControl/isEnabled.html").isEmpty)
        #expect(broken.failure == nil)
        #expect(RawHTTP.get(port: workspace.port, path: "/en/UIControl/isEnabled.html")?.status == 200)
        try Data([0xFF, 0xFE, 0x00, 0x80]).write(to: workspace.page("en/UIControl/isEnabled.md"))
        #expect(client.build { $0.generation > broken.generation } != nil)
        #expect(RawHTTP.get(port: workspace.port, path: "/en/UIControl/isEnabled.html")?.status == 200)
    }

    @Test func aFolderDeletedUnderThePreviewIsReportedAndWatchedAgainWhenItComesBack() throws {
        let workspace = try PreviewedWorkspace()
        let client = try #require(EventClient(port: workspace.port))
        let first = try #require(client.build(within: 30) { _ in true })
        try FileManager.default.removeItem(at: workspace.page("zh-Hans"))
        let withoutChinese = try #require(client.build { $0.generation > first.generation })
        #expect(withoutChinese.failure == nil)
        try FileManager.default.removeItem(at: workspace.root.appendingPathComponent("Docs"))
        let withoutDocs = try #require(client.build { $0.failure != nil })
        #expect(withoutDocs.failure?.contains("Docs") == true)
        #expect(RawHTTP.get(port: workspace.port, path: "/en/UIControl/isEnabled.html")?.status == 200)
        let english = workspace.page("en/UIControl/isEnabled.md")
        try FileManager.default.createDirectory(
            at: english.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PreviewedWorkspace.kit.appendingPathComponent("Docs/en/UIControl/isEnabled.md"), to: english)
        let back = client.build { $0.generation > withoutDocs.generation && $0.failure == nil }
        #expect(back != nil)
    }
}
