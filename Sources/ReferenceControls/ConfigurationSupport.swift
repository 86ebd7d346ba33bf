import Foundation

// The UIKit value types that `UIButton.Configuration`'s properties take (iOS 14–26), reduced to what the model
// stores. None of them draws anything: the model keeps the values so that a configuration can be built, copied,
// compared and read back.

/// The edges of a rectangle in layout-direction terms, as UIKit's `NSDirectionalRectEdge` (an option set; the raw
/// values are those of UIKit's `UIGeometry.h`, iOS 13: top 1, leading 2, bottom 4, trailing 8).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none = NSDirectionalRectEdge([])
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left in left-to-right layouts).
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right in left-to-right layouts).
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A transforming closure that equals only its own copies: closures cannot be compared, so each one wrapped with
/// `init(_:)` gets an identity of its own (inferred: UIKit's `UIButton.Configuration` is `Hashable` while holding
/// transformer closures, so it can only compare them by identity). The one job of both configuration transformers.
// Unchecked: UIKit's transformer types are plain closures, which the compiler cannot see as Sendable; one is only
// ever called, never changed, and its identity is an empty object.
struct IdentifiedTransform<Input>: Hashable, @unchecked Sendable {
    private final class Identity {}
    private let identity = Identity()
    private let transform: (Input) -> Input

    init(_ transform: @escaping (Input) -> Input) {
        self.transform = transform
    }

    func callAsFunction(_ input: Input) -> Input {
        transform(input)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}

/// A closure that turns one color into another, as UIKit's `UIConfigurationColorTransformer` (iOS 14). Two
/// transformers are equal when one is a copy of the other.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
    private let transform: IdentifiedTransform<UIColor>

    /// Creates a transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = IdentifiedTransform(transform)
    }

    /// Applies the transformer to `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }
}

/// A closure that rewrites text attributes, as UIKit's `UIConfigurationTextAttributesTransformer` (iOS 15), whose
/// Swift form takes and returns an `AttributeContainer`. Equal when one is a copy of the other, as
/// ``UIConfigurationColorTransformer``.
public struct UIConfigurationTextAttributesTransformer: Hashable, Sendable {
    private let transform: IdentifiedTransform<AttributeContainer>

    /// Creates a transformer that applies `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = IdentifiedTransform(transform)
    }

    /// Applies the transformer to `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}

/// The background of a configuration-based view, as UIKit's `UIBackgroundConfiguration` (iOS 14), reduced to the
/// color, corner and stroke values a button background is built from. Every property starts at its zero value
/// (`nil`, 0) unless the maker sets it (inferred: Apple documents no defaults for these properties).
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill color; `nil` lets the owner choose one.
    public var backgroundColor: UIColor?
    /// The image drawn in the background.
    public var image: UIImage?
    /// The radius of the corners.
    public var cornerRadius: CGFloat = 0
    /// The color of the outline; `nil` lets the owner choose one.
    public var strokeColor: UIColor?
    /// The width of the outline.
    public var strokeWidth: CGFloat = 0

    /// A background with a clear fill, as Apple documents `clear()`; the other values keep their zero defaults.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }

    /// A background with every value at its zero default (no fill, no image, square corners, no stroke).
    public init() {}
}

/// The transition a view plays between two symbol images, as UIKit's `UISymbolContentTransition` (iOS 26). Symbol
/// effects are not modelled, so the model has no way to make one: a configuration's `symbolContentTransition` can
/// only be `nil`, its documented default.
public final class UISymbolContentTransition: Hashable, Sendable {
    private init() {}

    public static func == (lhs: UISymbolContentTransition, rhs: UISymbolContentTransition) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
