// UIGeometry.h, NSParagraphStyle.h, NSText.h, UIView.h and UIInterface.h: the value types and enumerations that
// UIControl and UIButton declarations mention. Declarations only.
@_exported import CoreGraphics
@_exported import Foundation

/// UIGeometry.h: insets in left-to-right terms.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static var zero: UIEdgeInsets { fatalError() }
}

/// UIGeometry.h: insets in leading/trailing terms.
@available(iOS 11.0, *)
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public static var zero: NSDirectionalEdgeInsets { fatalError() }
}

/// UIGeometry.h: NSDirectionalRectEdge.
@available(iOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var top: NSDirectionalRectEdge { fatalError() }
    public static var leading: NSDirectionalRectEdge { fatalError() }
    public static var bottom: NSDirectionalRectEdge { fatalError() }
    public static var trailing: NSDirectionalRectEdge { fatalError() }
    public static var all: NSDirectionalRectEdge { fatalError() }
}

extension CGRect {
    /// UIGeometry.h's UIEdgeInsetsInsetRect, as Swift imports it.
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

/// NSParagraphStyle.h.
public enum NSLineBreakMode: Int, @unchecked Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// NSText.h (UIKit): the values on iOS.
public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// UIView.h.
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// UIInterface.h.
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// UIBehavioralStyle.h.
@available(iOS 15.0, *)
public enum UIBehavioralStyle: UInt, @unchecked Sendable {
    case automatic = 0
    case pad = 1
    case mac = 2
}
