import ControlContract
import Foundation
import Testing

@testable import CaseLanguage

/// The value types' members against CoreGraphics' documented behaviour, and against swift-corelibs-foundation's
/// reimplementation of CoreGraphics geometry (the `CGRect` of Foundation on Linux) for a set of awkward rectangles.
@Suite struct GeometryTests {
    private func passes(_ code: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = try TestSchema.compiler.compile(TestSchema.source(code)).run(on: FakeImplementation())
        #expect(outcome.isPassed, "\(outcome.renderedText)", sourceLocation: sourceLocation)
    }

    @Test func edgesAndSizeAreOfTheStandardizedRectangle() throws {
        // CGRectGetMinX … CGRectGetHeight standardize first: a negative width extends left of the origin.
        try passes(
            """
            let r = CGRect(x: 10, y: 20, width: -4, height: -6)
            #expect(r.minX == 6 && r.midX == 8 && r.maxX == 10)
            #expect(r.minY == 14 && r.midY == 17 && r.maxY == 20)
            #expect(r.width == 4 && r.height == 6)
            #expect(r.size == CGSize(width: -4, height: -6))
            """)
    }

    @Test func standardizedMakesTheSizeNonNegative() throws {
        // CGRectStandardize: same rectangle, non-negative width and height; the null rectangle stays null.
        try passes(
            """
            let r = CGRect(x: 10, y: 20, width: -4, height: 6)
            #expect(r.standardized.origin == CGPoint(x: 6, y: 20))
            #expect(r.standardized.size == CGSize(width: 4, height: 6))
            #expect(CGRect.null.standardized.isNull)
            """)
    }

    @Test func integralRoundsOutward() throws {
        // CGRectIntegral: origin rounded down, far edges rounded up, so the result holds the rectangle.
        try passes(
            """
            let r = CGRect(x: 0.5, y: 1.2, width: 2.1, height: 3.3)
            #expect(r.integral == CGRect(x: 0, y: 1, width: 3, height: 4))
            #expect(CGRect(x: 0.5, y: 1.2, width: -10, height: 3.3).integral == CGRect(x: -10, y: 1, width: 11, height: 4))
            #expect(CGRect.null.integral.isNull)
            #expect(CGRect(x: 1, y: 2, width: 3, height: 4).integral == CGRect(x: 1, y: 2, width: 3, height: 4))
            """)
    }

    @Test func infiniteRectangle() throws {
        // CGRectInfinite has no bounds: it contains every finite rectangle and is neither null nor empty.
        try passes(
            """
            #expect(CGRect.infinite.isInfinite)
            #expect(!CGRect.zero.isInfinite && !CGRect.null.isInfinite)
            #expect(!CGRect.infinite.isNull && !CGRect.infinite.isEmpty)
            #expect(CGRect.infinite.contains(CGRect(x: -1000, y: -1000, width: 5000, height: 5000)))
            #expect(CGRect.infinite.contains(CGPoint(x: 1e300, y: -1e300)))
            #expect(CGRect.infinite.intersection(CGRect(x: 1, y: 2, width: 3, height: 4)) == CGRect(x: 1, y: 2, width: 3, height: 4))
            """)
    }

    @Test func equalityComparesStandardizedRectangles() throws {
        // CGRect's == is CGRectEqualToRect: the same rectangle written with a negative size is equal; null rectangles
        // are equal to each other.
        try passes(
            """
            #expect(CGRect(x: 10, y: 10, width: -10, height: -10) == CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(CGRect(x: 0, y: 0, width: 1, height: 1) != CGRect(x: 0, y: 0, width: 1, height: 2))
            #expect(CGRect.null == CGRect.null)
            #expect(CGRect.null != CGRect.zero)
            """)
    }

    @Test func containsFollowsTheUnionDefinition() throws {
        // Apple: "The first rectangle contains the second if the union of the two rectangles is equal to the first
        // rectangle": edges count, the null rectangle is contained, an empty rectangle outside is not.
        try passes(
            """
            let r = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(r.contains(r))
            #expect(r.contains(CGRect(x: 0, y: 0, width: 10, height: 5)))
            #expect(r.contains(CGRect.null))
            #expect(!r.contains(CGRect(x: 20, y: 20, width: 0, height: 0)))
            #expect(!r.contains(CGRect(x: 5, y: 5, width: 10, height: 1)))
            #expect(!r.contains(CGPoint(x: 10, y: 10)))
            #expect(r.contains(CGPoint(x: 0, y: 0)))
            #expect(!CGRect.null.contains(CGPoint(x: 0, y: 0)))
            """)
    }

    @Test func intersectsWhenTheIntersectionIsNotNull() throws {
        // Apple: rectangles intersect when their intersection is not the null rectangle; touching edges meet in a
        // rectangle of zero width, and nothing intersects the null rectangle.
        try passes(
            """
            let r = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(r.intersects(CGRect(x: 5, y: 5, width: 10, height: 10)))
            #expect(r.intersects(CGRect(x: 10, y: 0, width: 5, height: 5)))
            #expect(!r.intersects(CGRect(x: 11, y: 0, width: 5, height: 5)))
            #expect(!r.intersects(CGRect.null))
            #expect(r.intersects(CGRect(x: 10, y: 0, width: 5, height: 5)) == !r.intersection(CGRect(x: 10, y: 0, width: 5, height: 5)).isNull)
            """)
    }

    @Test func insetAndOffset() throws {
        // CGRectInset past an empty rectangle gives the null rectangle; CGRectOffset of null stays null.
        try passes(
            """
            let r = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(r.insetBy(dx: 2, dy: 3) == CGRect(x: 2, y: 3, width: 6, height: 4))
            #expect(r.insetBy(dx: -1, dy: -1) == CGRect(x: -1, y: -1, width: 12, height: 12))
            #expect(r.insetBy(dx: 6, dy: 0).isNull)
            #expect(r.offsetBy(dx: 3, dy: -2).origin == CGPoint(x: 3, y: -2))
            #expect(CGRect.null.offsetBy(dx: 1, dy: 1).isNull)
            """)
    }

    @Test func pointsSizesAndInsetsCompareByValue() throws {
        try passes(
            """
            #expect(CGPoint.zero == CGPoint(x: 0, y: 0))
            #expect(CGPoint(x: 1, y: 2) != CGPoint(x: 2, y: 1))
            #expect(CGSize.zero == CGSize(width: 0, height: 0))
            #expect(CGSize(width: 1, height: 2) != CGSize(width: 2, height: 1))
            #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
            #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing == 4)
            """)
    }

    /// The interpreter and Foundation's CGRect agree on every derived rectangle of a set of awkward inputs.
    @Test func agreesWithFoundationsGeometry() throws {
        let rects = [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: -5, width: -7.5, height: 3.25),
            CGRect(x: 0.5, y: 1.2, width: 2.1, height: 3.3), CGRect(x: 10, y: 0, width: 0, height: 5), .null, .zero,
            .infinite,
        ]
        func literal(_ rect: CGRect) -> String {
            if rect.isNull { return "CGRect.null" }
            if rect.isInfinite { return "CGRect.infinite" }
            return
                "CGRect(x: \(rect.origin.x), y: \(rect.origin.y), width: \(rect.size.width), height: \(rect.size.height))"
        }
        var lines: [String] = []
        for (i, a) in rects.enumerated() {
            lines.append("let r\(i) = \(literal(a))")
            lines.append(
                "#expect(r\(i).isNull == \(a.isNull) && r\(i).isEmpty == \(a.isEmpty) && r\(i).isInfinite == \(a.isInfinite))"
            )
            lines.append("#expect(r\(i).standardized == \(literal(a.standardized)))")
            lines.append("#expect(r\(i).integral == \(literal(a.integral)))")
        }
        for (i, a) in rects.enumerated() {
            for (j, b) in rects.enumerated() {
                lines.append("#expect(r\(i).union(r\(j)) == \(literal(a.union(b))))")
                lines.append("#expect(r\(i).intersection(r\(j)) == \(literal(a.intersection(b))))")
                lines.append("#expect(r\(i).intersects(r\(j)) == \(a.intersects(b)))")
                lines.append("#expect(r\(i).contains(r\(j)) == \(a.contains(b)))")
                lines.append("#expect((r\(i) == r\(j)) == \(a == b))")
            }
        }
        try passes(lines.joined(separator: "\n"))
    }
}
