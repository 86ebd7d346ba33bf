import Foundation

/// An image, as UIKit's `UIImage`, reduced to what buttons and image views use: a size, whether it is a symbol,
/// how it renders, and a symbol configuration. There are no pixels.
///
/// Images are immutable, as in UIKit; the `with…` methods return new images. Equality is identity, as UIKit's
/// default `isEqual:` for images made separately: two images of the same size are not equal.
open class UIImage: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked Sendable is sound because every stored property is an immutable `let` of a Sendable type.

    /// How an image is drawn, with UIKit's raw values (`UIImageRenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// The context decides: template in bars and system buttons, original elsewhere.
        case automatic = 0
        /// Drawn with its own colors, never tinted.
        case alwaysOriginal = 1
        /// Drawn as a template: only its alpha is used, filled with the tint color.
        case alwaysTemplate = 2
    }

    /// The weight of a symbol image, with UIKit's raw values (`UIImageSymbolWeight`).
    public enum SymbolWeight: Int, Sendable {
        /// No weight was chosen; the context decides.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// The scale of a symbol image relative to text, with UIKit's raw values (`UIImageSymbolScale`).
    public enum SymbolScale: Int, Sendable {
        /// The system default scale (medium).
        case `default` = -1
        /// No scale was chosen; the context decides.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }

    /// How a symbol image is drawn, as UIKit's `UIImage.SymbolConfiguration`, reduced to point size, weight and
    /// scale. Unset fields are `nil`.
    ///
    /// In UIKit it is an immutable object compared by value with `isEqual:`; here it is a value type with `==`.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size of the symbol, or `nil` when not specified.
        public var pointSize: CGFloat?
        /// The weight of the symbol, or `nil` when not specified.
        public var weight: SymbolWeight?
        /// The scale of the symbol, or `nil` when not specified.
        public var scale: SymbolScale?

        /// A configuration that specifies a point size.
        public init(pointSize: CGFloat) {
            self.pointSize = pointSize
        }

        /// A configuration that specifies a point size and a weight.
        public init(pointSize: CGFloat, weight: SymbolWeight) {
            self.pointSize = pointSize
            self.weight = weight
        }

        /// A configuration that specifies a point size, a weight and a scale.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A configuration that specifies a weight.
        public init(weight: SymbolWeight) {
            self.weight = weight
        }

        /// A configuration that specifies a scale.
        public init(scale: SymbolScale) {
            self.scale = scale
        }

        /// A configuration that specifies nothing, as UIKit's `UIImage.SymbolConfiguration.unspecified`.
        public static let unspecified = SymbolConfiguration()

        private init() {}

        /// This configuration with the fields `other` specifies taking precedence, as UIKit's `applying(_:)`.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var result = self
            if let pointSize = other.pointSize { result.pointSize = pointSize }
            if let weight = other.weight { result.weight = weight }
            if let scale = other.scale { result.scale = scale }
            return result
        }
    }

    /// The image's size in points.
    public let size: CGSize
    /// A name for descriptions and debugging: the symbol name, or the name given to `init(size:name:)`.
    public let name: String?
    /// Whether the image is an SF Symbol, as images made with `init(systemName:)` are.
    public let isSymbolImage: Bool
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// The configuration of a symbol image; `nil` for other images.
    public let symbolConfiguration: SymbolConfiguration?

    /// The size the model gives every symbol image: UIKit sizes symbols from the font they match (about 20 points
    /// at the default body size), and the model has no symbol catalog, so all symbols share one size.
    public static let modelSymbolSize = CGSize(width: 20, height: 20)

    /// Creates an image of a known size: the model's stand-in for an image loaded from data or an asset.
    ///
    /// UIKit has no such initializer (its images come from files, data or drawing); cases use this one to get an
    /// image whose size they control.
    public convenience init(size: CGSize, name: String? = nil) {
        self.init(size: size, name: name, isSymbolImage: false, renderingMode: .automatic, symbolConfiguration: nil)
    }

    /// Creates a symbol image, as UIKit's `init(systemName:)`; `nil` for an empty name.
    ///
    /// UIKit returns `nil` for names missing from the SF Symbols catalog; the model has no catalog and accepts any
    /// non-empty name. Symbol images are templates, so they report `.alwaysTemplate` and take the tint color.
    public convenience init?(systemName: String) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    /// Creates a symbol image with a configuration, as UIKit's `init(systemName:withConfiguration:)`.
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !systemName.isEmpty else { return nil }
        self.init(
            size: UIImage.modelSymbolSize,
            name: systemName,
            isSymbolImage: true,
            renderingMode: .alwaysTemplate,
            symbolConfiguration: SymbolConfiguration.unspecified.applying(configuration)
        )
    }

    init(
        size: CGSize,
        name: String?,
        isSymbolImage: Bool,
        renderingMode: RenderingMode,
        symbolConfiguration: SymbolConfiguration?
    ) {
        self.size = size
        self.name = name
        self.isSymbolImage = isSymbolImage
        self.renderingMode = renderingMode
        self.symbolConfiguration = symbolConfiguration
    }

    /// This image drawn with `renderingMode`; the image itself when it already has that mode, as in UIKit.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        if renderingMode == self.renderingMode { return self }
        return UIImage(
            size: size,
            name: name,
            isSymbolImage: isSymbolImage,
            renderingMode: renderingMode,
            symbolConfiguration: symbolConfiguration
        )
    }

    /// A symbol image with `configuration` applied over its own, as UIKit's `applyingSymbolConfiguration(_:)`;
    /// `nil` for an image that is not a symbol.
    ///
    /// The model keeps the size unchanged (it has no symbol geometry); only the configuration is recorded.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return UIImage(
            size: size,
            name: name,
            isSymbolImage: true,
            renderingMode: renderingMode,
            symbolConfiguration: (symbolConfiguration ?? .unspecified).applying(configuration)
        )
    }

    /// Images are equal only to themselves, as UIKit's `isEqual:` for separately made images.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs
    }

    /// Hashes the image's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// A description naming the image and its size.
    public var description: String {
        "<UIImage \(name ?? "anonymous") \(size.width)x\(size.height)>"
    }
}
