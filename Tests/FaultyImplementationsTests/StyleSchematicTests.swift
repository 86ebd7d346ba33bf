import CaseLanguage
import ControlContract
import ControlSpecModel
import ControlSpecRunner
import ReferenceBinding
import Testing

@testable import FaultyImplementations

/// Style schematics drawn from what an implementation answers about its configured buttons.
@Suite struct StyleSchematicTests {
    static let compiler = CaseCompiler(schema: Schema(registry: RealSuite.corpus.registry))

    /// The schematic `code` drawn on `implementation`.
    static func draw(_ code: String, on implementation: any ControlImplementation = ReferenceImplementation())
        throws -> FigureResult
    {
        try compiler.compile(CaseSource(code: code)).drawStyleSchematic(on: implementation)
    }

    @Test func theFilledPagesSchematicIsDrawnFromTheReferencesAnswers() throws {
        let results = FigureDrawing.results(
            for: RealSuite.corpus, compiler: Self.compiler, on: ReferenceImplementation())
        let id = "UIButton.Configuration.filled()#figure:filled-style"
        guard case .drawnStyles(let schematic) = try #require(results[id]) else {
            Issue.record("not drawn: \(String(describing: results[id]))")
            return
        }
        #expect(schematic.implementation == "reference")
        let panel = try #require(schematic.panels.first)
        #expect(schematic.panels.map(\.name) == ["filled"])
        #expect(panel.bounds == FigureRect(x: 0, y: 0, width: 120, height: 34))
        #expect(panel.fill == "filled" && panel.foreground == "white")
        #expect(panel.fillColor == nil && panel.foregroundColor == nil)
        #expect(panel.cornerStyle == ".dynamic" && panel.buttonSize == ".medium")
        #expect(panel.backgroundCornerRadius == 17 && panel.cornerRadius == 17)
        #expect(panel.title == "Continue")
    }

    @Test func everyStylePageAndTheArticleHaveADrawnSchematic() {
        let results = FigureDrawing.results(
            for: RealSuite.corpus, compiler: Self.compiler, on: ReferenceImplementation())
        let schematics = RealSuite.corpus.pages.filter { $0.language == .english }.flatMap(\.figures)
            .filter { $0.kind == .style }
        let pages = Set(schematics.map(\.memberID))
        for style in [
            "plain", "gray", "tinted", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent",
            "glass", "clearGlass", "prominentGlass", "prominentClearGlass",
        ] {
            #expect(pages.contains("UIButton.Configuration.\(style)()"), "\(style)")
        }
        #expect(pages.contains("UIButton.Configuration.cornerStyle"))
        #expect(pages.contains("Articles/choosing-a-button-style"))
        for figure in schematics {
            guard case .drawnStyles = results[figure.qualifiedID] else {
                Issue.record("\(figure.qualifiedID): \(String(describing: results[figure.qualifiedID]))")
                continue
            }
        }
    }

    @Test func baseColorsAndCapsuleCornersAreAnsweredAsSet() throws {
        let result = try Self.draw(
            """
            var config = UIButton.Configuration.tinted()
            config.baseBackgroundColor = .red
            config.baseForegroundColor = .black
            config.cornerStyle = .capsule
            let custom = UIButton(configuration: config, primaryAction: nil)
            custom.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            """)
        guard case .drawnStyles(let schematic) = result else {
            Issue.record("not drawn: \(result)")
            return
        }
        let panel = try #require(schematic.panels.first)
        #expect(panel.fill == "tinted" && panel.foreground == "tint")
        #expect(panel.fillColor == FigureColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(panel.foregroundColor == FigureColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(panel.cornerStyle == ".capsule" && panel.cornerRadius == 20)
    }

    @Test func anImplementationThatLacksTheStyleQuestionGetsANoteAndNoSchematic() throws {
        let lacking = LayoutFigureTests.Lacking(member: "Harness.styleAppearance(of:)")
        let result = try Self.draw(
            "let plain = UIButton(configuration: .plain(), primaryAction: nil)", on: lacking)
        #expect(
            result
                == .notDrawn(implementation: "lacking", reason: "the implementation lacks Harness.styleAppearance(of:)")
        )
    }

    @Test func aButtonWithoutAConfigurationOrWithASystemRadiusIsNotDrawn() throws {
        let unconfigured = try Self.draw("let button = UIButton(type: .system)")
        #expect(
            unconfigured
                == .notDrawn(implementation: "reference", reason: "a style call failed: 'button' has no configuration"))
        let large = try Self.draw(
            """
            var config = UIButton.Configuration.filled()
            config.cornerStyle = .large
            let large = UIButton(configuration: config, primaryAction: nil)
            """)
        #expect(
            large
                == .notDrawn(
                    implementation: "reference",
                    reason:
                        "a style call failed: the implementation has no corner radius for 'large' (cornerStyle .large)")
        )
    }
}
