// UIBackgroundConfiguration.h and UIConfigurationColorTransformer.h with their Swift overlay types, and the
// UIKit attribute scope of AttributeContainer (developer.apple.com's declarations). Declarations only.

/// The overlay's transformer of a color (UIConfigurationColorTransformer.h's block type).
@available(iOS 14.0, *)
public struct UIConfigurationColorTransformer {
    public init(_ transform: @escaping (UIColor) -> UIColor) { fatalError() }
    public let transform: (UIColor) -> UIColor
    public func callAsFunction(_ input: UIColor) -> UIColor { fatalError() }
    public static var grayscale: UIConfigurationColorTransformer { fatalError() }
    public static var preferredTint: UIConfigurationColorTransformer { fatalError() }
    public static var monochromeTint: UIConfigurationColorTransformer { fatalError() }
}

/// The overlay's transformer of text attributes (UIButtonConfiguration.h's
/// UIConfigurationTextAttributesTransformer block, over AttributeContainer in Swift).
@available(iOS 15.0, *)
public struct UIConfigurationTextAttributesTransformer {
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { fatalError() }
    public let transform: (AttributeContainer) -> AttributeContainer
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { fatalError() }
}

/// UIBackgroundConfiguration.h, a structure in Swift.
@available(iOS 14.0, *)
public struct UIBackgroundConfiguration: Hashable {
    public static func clear() -> UIBackgroundConfiguration { fatalError() }
    public static func listPlainCell() -> UIBackgroundConfiguration { fatalError() }
    public var customView: UIView? { get { fatalError() } set { fatalError() } }
    public var cornerRadius: CGFloat { get { fatalError() } set { fatalError() } }
    public var backgroundInsets: NSDirectionalEdgeInsets { get { fatalError() } set { fatalError() } }
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge {
        get { fatalError() }
        set { fatalError() }
    }
    public var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    public var backgroundColorTransformer: UIConfigurationColorTransformer? {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 15.0, *)
    public var image: UIImage? { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, *)
    public var imageContentMode: UIView.ContentMode { get { fatalError() } set { fatalError() } }
    public var strokeColor: UIColor? { get { fatalError() } set { fatalError() } }
    public var strokeColorTransformer: UIConfigurationColorTransformer? {
        get { fatalError() }
        set { fatalError() }
    }
    public var strokeWidth: CGFloat { get { fatalError() } set { fatalError() } }
    public var strokeOutset: CGFloat { get { fatalError() } set { fatalError() } }
    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

/// The attributes of UIKit's attribute scope, which Swift reaches on AttributeContainer through dynamic member
/// lookup (AttributeScopes.UIKitAttributes); declared here as plain properties of the same names and types.
@available(iOS 15.0, *)
extension AttributeContainer {
    public var foregroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    public var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    public var font: UIFont? { get { fatalError() } set { fatalError() } }
}
