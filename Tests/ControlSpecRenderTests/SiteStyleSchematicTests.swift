import ControlSpecModel
import ControlSpecTestSupport
import Foundation
import Testing

@testable import ControlSpecSite

/// Style schematics on the site: drawn from the answers they are given, in kinds and roles, labelled as schematics
/// in both languages.
@Suite struct SiteStyleSchematicTests {
    static let code = """
        ```swift schematic two-styles evidence=reported source=UIButtonConfiguration.h
        let filled = UIButton(configuration: .filled(), primaryAction: nil)
        let custom = UIButton(configuration: .tinted(), primaryAction: nil)
        ```
        """

    static let articles: [String: String] = [
        "en/Articles/styles.md": """
        # Styles

        What each style draws.

        ## Schematics

        \(code)

        Figure: a filled button and a tinted one in a base color.
        """,
        "zh-Hans/Articles/styles.md": """
        # 样式

        各样式绘制什么。

        ## 示意图

        \(code)

        图：一个 filled 按钮和一个使用基础颜色的 tinted 按钮。
        """,
    ]

    static let corpus: Corpus = {
        let pages = SiteFixture.pages.merging(articles) { first, _ in first }
        return Corpus(
            files: TestDocs.files(pages.map { (path: $0.key, text: $0.value) }), registry: SiteFixture.registry)
    }()

    static func panel(
        _ name: String, fill: String, fillColor: FigureColor? = nil, foreground: String, cornerStyle: String,
        radius: Double
    ) -> StyleSchematic.Panel {
        StyleSchematic.Panel(
            name: name, bounds: FigureRect(x: 0, y: 0, width: 120, height: 34), title: "Continue",
            cornerStyle: cornerStyle, buttonSize: ".medium", backgroundCornerRadius: 17, fill: fill,
            fillColor: fillColor, foreground: foreground, foregroundColor: nil, cornerRadius: radius)
    }

    static let schematic = StyleSchematic(
        implementation: "reference",
        panels: [
            panel("filled", fill: "filled", foreground: "white", cornerStyle: ".dynamic", radius: 17),
            panel(
                "custom", fill: "tinted", fillColor: FigureColor(red: 1, green: 0, blue: 0, alpha: 1),
                foreground: "tint", cornerStyle: ".capsule", radius: 17),
        ])

    static func site(_ result: FigureResult) -> Site {
        SiteGenerator(corpus: corpus, figures: ["Articles/styles#figure:two-styles": result]).generate()
    }

    /// The `<figure>` of the schematic in `html`.
    static func figure(in html: String) throws -> String {
        let start = try #require(html.range(of: "id=\"figure-two-styles\""))
        let end = try #require(html[start.upperBound...].range(of: "</figure>"))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func theSchematicIsDrawnInKindsAndRolesFromTheAnswers() throws {
        let html = try Self.site(.drawnStyles(Self.schematic)).requiredText("en/Articles/styles.html")
        #expect(html.contains("<figure class=\"layout-figure style-figure\" id=\"figure-two-styles\">"))
        let figure = try Self.figure(in: html)
        // The background: its kind as a class, its corners at the radius answered (17 points at 1.25 pixels each).
        #expect(figure.contains("class=\"lf-box lf-button lf-fill-filled\""))
        #expect(figure.contains("rx=\"21.25\" ry=\"21.25\""))
        // A base colour the code chose is drawn as chosen; the style sheet's colour gives way to it.
        #expect(figure.contains("class=\"lf-box lf-button lf-fill-tinted lf-base\""))
        #expect(figure.contains("fill=\"rgba(255, 0, 0, 1)\""))
        // The title, centred, in its role's class.
        #expect(figure.contains("class=\"lf-style-title lf-fg-white\""))
        #expect(figure.contains(">Continue</text>"))
        // What it shows, in words, and that it is a schematic, not a screenshot.
        for note in ["tint-color fill", "white title", "dynamic, radius 17", "tinted fill in baseBackgroundColor"] {
            #expect(figure.contains(">\(note)</text>"), "\(note)")
        }
        #expect(figure.contains("class=\"schematic-note\""))
        #expect(figure.contains("not a screenshot"))
        #expect(figure.contains("Style schematic two-styles, drawn from what reference answered"))
        // The values, for a screen reader.
        #expect(figure.contains("<code>styleAppearance.fill</code></th><td>.filled</td><td>.tinted</td>"))
        #expect(figure.contains("<td>UIColor(red: 1, green: 0, blue: 0, alpha: 1)</td>"))
        #expect(figure.contains("a filled button and a tinted one in a base color."))
    }

    @Test func theChineseSchematicIsLabelledInChinese() throws {
        let html = try Self.site(.drawnStyles(Self.schematic)).requiredText("zh-Hans/Articles/styles.html")
        let figure = try Self.figure(in: html)
        for label in ["着色颜色填充", "白色标题", "dynamic，圆角半径 17", "浅着色填充（baseBackgroundColor）"] {
            #expect(figure.contains(">\(label)</text>"), "\(label)")
        }
        #expect(figure.contains("样式示意图 two-styles"))
        #expect(figure.contains("并非截图"))
        #expect(figure.contains("所绘数值"))
    }

    @Test func aSchematicThatWasNotDrawnSaysWhy() throws {
        let html = try Self.site(
            .notDrawn(implementation: "python", reason: "the implementation lacks Harness.styleAppearance(of:)")
        ).requiredText("en/Articles/styles.html")
        let figure = try Self.figure(in: html)
        #expect(!figure.contains("<svg"))
        #expect(figure.contains("No figure: the implementation lacks Harness.styleAppearance(of:)."))
    }

    @Test func kindsBecomeClassNames() {
        #expect(StyleFigures.className("prominentClearGlass") == "prominent-clear-glass")
        #expect(StyleFigures.className("gray") == "gray")
    }
}
