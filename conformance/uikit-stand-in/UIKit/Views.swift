// UIResponder.h, UIView.h, UIWindow.h, UILabel.h, UIImageView.h, UIEvent.h, UITouch.h, UIColor.h, UIImage.h,
// UIImageConfiguration.h, UIFont.h and UIGraphicsImageRenderer.h: the classes UIControl and UIButton code meets,
// with the members the cases and the exported harness use. Declarations only.

/// UIEvent.h.
@MainActor open class UIEvent: NSObject {}

/// UITouch.h.
@MainActor open class UITouch: NSObject {
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    open var tapCount: Int { fatalError() }
}

/// UIResponder.h.
@MainActor open class UIResponder: NSObject {
    public override init() { fatalError() }
    open var next: UIResponder? { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    open func becomeFirstResponder() -> Bool { fatalError() }
    open var canResignFirstResponder: Bool { fatalError() }
    open func resignFirstResponder() -> Bool { fatalError() }
    open var isFirstResponder: Bool { fatalError() }
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { fatalError() }
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? { fatalError() }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
}

/// UIView.h: UIViewContentMode.
extension UIView {
    public enum ContentMode: Int, @unchecked Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}

/// UIView.h.
@MainActor open class UIView: UIResponder, @preconcurrency NSCoding {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { self.init(frame: .zero) }
    open func encode(with coder: NSCoder) { fatalError() }
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    open var bounds: CGRect { get { fatalError() } set { fatalError() } }
    open var center: CGPoint { get { fatalError() } set { fatalError() } }
    open var isUserInteractionEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var tag: Int { get { fatalError() } set { fatalError() } }
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func layoutIfNeeded() { fatalError() }
    open func layoutSubviews() { fatalError() }
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() { fatalError() }
    open var intrinsicContentSize: CGSize { fatalError() }
    open func invalidateIntrinsicContentSize() { fatalError() }
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var alpha: CGFloat { get { fatalError() } set { fatalError() } }
    open var isHidden: Bool { get { fatalError() } set { fatalError() } }
    open var contentMode: UIView.ContentMode { get { fatalError() } set { fatalError() } }
    open var tintColor: UIColor! { get { fatalError() } set { fatalError() } }
    open func tintColorDidChange() { fatalError() }
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    @available(iOS 13.0, *)
    open func addInteraction(_ interaction: any UIInteraction) { fatalError() }
    @available(iOS 13.0, *)
    open func removeInteraction(_ interaction: any UIInteraction) { fatalError() }
    @available(iOS 13.0, *)
    open var interactions: [any UIInteraction] { get { fatalError() } set { fatalError() } }
}

/// UIWindow.h.
@MainActor open class UIWindow: UIView {
    open func makeKeyAndVisible() { fatalError() }
    open var isKeyWindow: Bool { fatalError() }
}

/// UILabel.h.
@MainActor open class UILabel: UIView {
    open var text: String? { get { fatalError() } set { fatalError() } }
    open var font: UIFont! { get { fatalError() } set { fatalError() } }
    open var textColor: UIColor! { get { fatalError() } set { fatalError() } }
    open var shadowColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var shadowOffset: CGSize { get { fatalError() } set { fatalError() } }
    open var textAlignment: NSTextAlignment { get { fatalError() } set { fatalError() } }
    open var lineBreakMode: NSLineBreakMode { get { fatalError() } set { fatalError() } }
    open var attributedText: NSAttributedString? { get { fatalError() } set { fatalError() } }
    open var numberOfLines: Int { get { fatalError() } set { fatalError() } }
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var isHighlighted: Bool { get { fatalError() } set { fatalError() } }
}

/// UIImageView.h.
@MainActor open class UIImageView: UIView {
    public init(image: UIImage?) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var image: UIImage? { get { fatalError() } set { fatalError() } }
    open var highlightedImage: UIImage? { get { fatalError() } set { fatalError() } }
    open var isHighlighted: Bool { get { fatalError() } set { fatalError() } }
}

/// UIColor.h: a color; not main-actor isolated (UIColor is thread-safe).
open class UIColor: NSObject, @unchecked Sendable {
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { fatalError() }
    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    @available(iOS 7.0, *)
    open class var systemBlue: UIColor { fatalError() }
    @available(iOS 7.0, *)
    open class var systemGray: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var label: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var tertiaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { fatalError() }
    @available(iOS 15.0, *)
    open class var tintColor: UIColor { fatalError() }
}

/// UIImageConfiguration.h.
@available(iOS 13.0, *)
open class UIImageConfiguration: NSObject, @unchecked Sendable {}

/// UIImage.h: an image; not main-actor isolated.
open class UIImage: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String) { fatalError() }
    public convenience init?(named name: String) { fatalError() }
    open var size: CGSize { fatalError() }
    open var scale: CGFloat { fatalError() }
    @available(iOS 13.0, *)
    open var isSymbolImage: Bool { fatalError() }
    @available(iOS 13.0, *)
    open var symbolConfiguration: UIImage.SymbolConfiguration? { fatalError() }

    /// UIImageConfiguration.h: UIImageSymbolConfiguration, which Swift nests in UIImage.
    @available(iOS 13.0, *)
    open class SymbolConfiguration: UIImageConfiguration, @unchecked Sendable {
        public convenience init(pointSize: CGFloat) { fatalError() }
        public convenience init(scale: UIImage.SymbolScale) { fatalError() }
        public convenience init(weight: UIImage.SymbolWeight) { fatalError() }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { fatalError() }
        open class var unspecified: UIImage.SymbolConfiguration { fatalError() }
    }

    /// UIImageConfiguration.h: UIImageSymbolScale.
    @available(iOS 13.0, *)
    public enum SymbolScale: Int, @unchecked Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }

    /// UIImageConfiguration.h: UIImageSymbolWeight.
    @available(iOS 13.0, *)
    public enum SymbolWeight: Int, @unchecked Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9
    }
}

/// UIFont.h: a font; not main-actor isolated.
open class UIFont: NSObject, @unchecked Sendable {
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var fontName: String { fatalError() }
    open var familyName: String { fatalError() }
}

/// UIGraphicsImageRenderer.h: the drawing context handed to the actions.
@available(iOS 10.0, *)
open class UIGraphicsImageRendererContext: NSObject {}

/// UIGraphicsImageRenderer.h.
@available(iOS 10.0, *)
open class UIGraphicsImageRenderer: NSObject {
    public init(size: CGSize) { fatalError() }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
}
