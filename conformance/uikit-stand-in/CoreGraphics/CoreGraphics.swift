// The part of CoreGraphics that UIKit code meets (CGBase.h's CGFloat, CGGeometry.h and its Swift overlay),
// which UIKit re-exports. Declarations only. CGFloat here has the conformances and operators the cases use, not
// all of BinaryFloatingPoint: a case that compiles against UIKit may fail here, never the reverse.

/// CGBase.h: the native floating-point type of Core Graphics (a Double on 64-bit platforms).
@frozen
public struct CGFloat: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    AdditiveArithmetic, CustomStringConvertible
{
    public init() { fatalError() }
    public init(_ value: Double) { fatalError() }
    public init(_ value: Float) { fatalError() }
    public init(_ value: Int) { fatalError() }
    public init(_ value: CGFloat) { fatalError() }
    public init(floatLiteral value: Double) { fatalError() }
    public init(integerLiteral value: Int) { fatalError() }
    public var native: Double { fatalError() }
    public var description: String { fatalError() }
    public static var zero: CGFloat { fatalError() }
    public static var infinity: CGFloat { fatalError() }
    public static var greatestFiniteMagnitude: CGFloat { fatalError() }
    public var isFinite: Bool { fatalError() }
    public var isNaN: Bool { fatalError() }
    public var isInfinite: Bool { fatalError() }
    public var magnitude: CGFloat { fatalError() }
    public func rounded() -> CGFloat { fatalError() }
    public func rounded(_ rule: FloatingPointRoundingRule) -> CGFloat { fatalError() }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError() }
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func += (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static func -= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static func *= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static func /= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static prefix func - (operand: CGFloat) -> CGFloat { fatalError() }
}

extension Double {
    public init(_ value: CGFloat) { fatalError() }
}

extension Float {
    public init(_ value: CGFloat) { fatalError() }
}

extension Int {
    public init(_ value: CGFloat) { fatalError() }
}

public func abs(_ x: CGFloat) -> CGFloat { fatalError() }

/// CGGeometry.h: a point.
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { fatalError() }
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    public init(x: Double, y: Double) { fatalError() }
    public init(x: Int, y: Int) { fatalError() }
    public static var zero: CGPoint { fatalError() }
}

/// CGGeometry.h: a size.
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init() { fatalError() }
    public init(width: CGFloat, height: CGFloat) { fatalError() }
    public init(width: Double, height: Double) { fatalError() }
    public init(width: Int, height: Int) { fatalError() }
    public static var zero: CGSize { fatalError() }
}

/// CGGeometry.h: a vector.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { fatalError() }
}

/// CGGeometry.h: a rectangle, with the functions the Swift overlay imports as members.
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init() { fatalError() }
    public init(origin: CGPoint, size: CGSize) { fatalError() }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
    public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }
    public init(x: Int, y: Int, width: Int, height: Int) { fatalError() }
    public static var zero: CGRect { fatalError() }
    public static var null: CGRect { fatalError() }
    public static var infinite: CGRect { fatalError() }
    public var width: CGFloat { fatalError() }
    public var height: CGFloat { fatalError() }
    public var minX: CGFloat { fatalError() }
    public var midX: CGFloat { fatalError() }
    public var maxX: CGFloat { fatalError() }
    public var minY: CGFloat { fatalError() }
    public var midY: CGFloat { fatalError() }
    public var maxY: CGFloat { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var isNull: Bool { fatalError() }
    public var isInfinite: Bool { fatalError() }
    public var standardized: CGRect { fatalError() }
    public var integral: CGRect { fatalError() }
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { fatalError() }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { fatalError() }
    public func union(_ r2: CGRect) -> CGRect { fatalError() }
    public func intersection(_ r2: CGRect) -> CGRect { fatalError() }
    public func intersects(_ rect2: CGRect) -> Bool { fatalError() }
    public func contains(_ point: CGPoint) -> Bool { fatalError() }
    public func contains(_ rect2: CGRect) -> Bool { fatalError() }
}
