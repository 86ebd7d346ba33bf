// The part of the ObjectiveC Swift overlay that UIKit code meets: Selector, and NSObject's Hashable conformance.
// Declarations only.
@_exported import ObjectiveC

/// An Objective-C selector (objc.h's SEL), as the overlay imports it.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public init(_ str: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public var description: String { fatalError() }
}

extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}
