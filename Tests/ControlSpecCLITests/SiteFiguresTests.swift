import ControlSpecCLI
import Foundation
import Testing

/// `controlspec site` draws the pages' layout figures as `publish` does, from the reference's answers.
@Suite struct SiteFiguresTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A page for `UIButton.contentEdgeInsets` holding one figure, in `language`.
    static func page(_ language: String) -> String {
        let (heading, summary, caption) =
            language == "en"
            ? ("Discussion", "The margins around the content.", "Figure: a left inset of 20.")
            : ("讨论", "内容四周的边距。", "图：左边距为 20。")
        return """
            # `UIButton.contentEdgeInsets`

            \(summary)

            ## \(heading)

            ```swift figure left-inset evidence=reported source="e-com-net.com/article/1745505489363419136.htm"
            let before = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            before.setTitle("Play", for: .normal)
            let after = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            after.setTitle("Play", for: .normal)
            after.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
            ```

            \(caption)
            """
    }

    @Test func theSiteCommandDrawsFiguresFromTheReference() async throws {
        let registry = try String(
            contentsOf: Self.root.appendingPathComponent("conformance/registry.json"), encoding: .utf8)
        let project = try TemporaryProject(
            pages: [
                "en/UIButton/contentEdgeInsets.md": Self.page("en"),
                "zh-Hans/UIButton/contentEdgeInsets.md": Self.page("zh-Hans"),
            ], registry: registry)
        let result = await project.run("site", "--out", "out")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        for language in ["en", "zh-Hans"] {
            let html = try String(
                contentsOf: project.root.appendingPathComponent("out/\(language)/UIButton/contentEdgeInsets.html"),
                encoding: .utf8)
            #expect(html.contains("<svg"), "\(language): no drawing")
            #expect(html.contains("figure-left-inset-svg-title"), "\(language)")
            #expect(!html.contains("figure-missing"), "\(language): the figure says it was not drawn")
        }
        // The docsets' pages are the site's, figures included.
        #expect(await project.run("docset", "--out", "docsets").status == 0)
        let docsets = project.root.appendingPathComponent("docsets")
        let pages = (FileManager.default.enumerator(atPath: docsets.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("contentEdgeInsets.html") }
        // Each language's docset holds both languages' pages.
        #expect(pages.count == 4, "\(pages)")
        for page in pages {
            let html = try String(contentsOf: docsets.appendingPathComponent(page), encoding: .utf8)
            #expect(html.contains("<svg"), "\(page): no drawing")
        }
    }

    /// A configured button's subtitle is drawn and listed: the titlePadding figure shows the gap it measures.
    @Test func theSubtitleOfAConfiguredButtonIsDrawn() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "controlspec-figures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let context = CommandContext.capturing(workingDirectory: Self.root)
        let status = await ControlSpecMain.main(arguments: ["site", "--out", out.path], context: context)
        #expect(status == 0, "\(context.standardOutput)\(context.standardError)")
        for language in ["en", "zh-Hans"] {
            let html = try String(
                contentsOf: out.appendingPathComponent("\(language)/UIButton/Configuration.titlePadding.html"),
                encoding: .utf8)
            let start = try #require(html.range(of: "id=\"figure-default-and-wide-padding\""))
            let figure = html[start.lowerBound...].prefix(while: { _ in true })
            let end = try #require(figure.range(of: "</figure>"))
            let drawn = String(figure[..<end.lowerBound])
            #expect(drawn.contains("<code>subtitleLabel.frame</code>"), "\(language): no subtitle row")
            #expect(drawn.contains("lf-subtitle"), "\(language): no subtitle box")
        }
    }
}
