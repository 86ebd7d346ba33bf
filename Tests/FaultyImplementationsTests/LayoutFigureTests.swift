import CaseLanguage
import ControlContract
import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation
import ReferenceBinding
import Testing

@testable import FaultyImplementations

/// Layout figures drawn from what an implementation answers, and the report's expected-and-actual figure.
@Suite struct LayoutFigureTests {
    /// The reference with one member renamed away: an implementation that lacks it.
    struct Lacking: ControlImplementation {
        let inner = ReferenceImplementation()
        let member: String

        var info: ImplementationInfo {
            var info = inner.info
            info.name = "lacking"
            info.supportedMembers = info.supportedMembers.map { $0 == member ? "removed " + $0 : $0 }
            return info
        }

        func makeSession() throws(ContractFailure) -> any ControlSession { try inner.makeSession() }
    }

    static let compiler = CaseCompiler(schema: Schema(registry: RealSuite.corpus.registry))
    static let figureID = "UIButton.contentEdgeInsets#figure:one-sided-inset"

    @Test func theContentInsetsFigureIsDrawnFromTheReferencesAnswers() throws {
        let results = FigureDrawing.results(
            for: RealSuite.corpus, compiler: Self.compiler, on: ReferenceImplementation())
        guard case .drawn(let geometry) = try #require(results[Self.figureID]) else {
            Issue.record("not drawn: \(String(describing: results[Self.figureID]))")
            return
        }
        #expect(geometry.implementation == "reference")
        #expect(geometry.panels.map(\.name) == ["before", "after"])
        let after = try #require(geometry.panels.last)
        #expect(after.contentRect == FigureRect(x: 20, y: 0, width: 180, height: 60))
        #expect(after.contentEdgeInsets == FigureInsets(top: 0, left: 20, bottom: 0, right: 0))
        // The centered content moves by half the inset: the figure shows what the implementation answered.
        let before = try #require(geometry.panels.first)
        #expect((after.imageFrame?.x ?? 0) - (before.imageFrame?.x ?? 0) == 10)
        #expect(after.horizontalAlignment == ".center")
    }

    @Test func anImplementationThatLacksAMemberGetsANoteAndNoFigure() throws {
        let lacking = Lacking(member: "UIButton.titleRect(forContentRect:)")
        let results = FigureDrawing.results(for: RealSuite.corpus, compiler: Self.compiler, on: lacking)
        #expect(
            results[Self.figureID]
                == .notDrawn(
                    implementation: "lacking", reason: "the implementation lacks UIButton.titleRect(forContentRect:)"))
    }

    @Test func aFaultyGeometryIsDrawnAsExpectedAndActualInTheReport() throws {
        let variant = try #require(FaultyVariants.all.first { $0.name == "content-rect-ignores-insets" })
        let results = RealSuite.run(variant.implementation, patterns: ["UIButton.contentEdgeInsets"])
        let failing = try #require(
            results.cases.first { $0.qualifiedID == "UIButton.contentEdgeInsets#content-insets-shape-content-rect" })
        #expect(failing.status == .fail)
        let report = HTMLReport(results: results, corpus: RealSuite.corpus).files()
        let html = String(decoding: try #require(report["index.html"]), as: UTF8.self)
        let start = try #require(html.firstByteRange(of: "<figure class=\"geometry-diff\""))
        let figure = String(html[start.lowerBound...].prefix(6_000))
        // The expected rectangle and the answered one, to scale, with the difference measured.
        #expect(figure.contains("<rect class=\"lf-box lf-expected\""))
        #expect(figure.contains("<rect class=\"lf-box lf-actual\""))
        #expect(figure.contains("lf-difference"))
        #expect(figure.contains("<title"))
        #expect(figure.contains("(10.0, 5.0, 180.0, 50.0)"))
        #expect(figure.contains("Δx -10"))
    }
}
