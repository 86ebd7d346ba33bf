// UIButtonConfiguration.h (iOS 26 SDK) as the UIKit Swift overlay declares it: UIButton.Configuration is a
// structure, its enumerations have no raw values, attributed titles are AttributedString. Declarations only.

extension UIButton {
    /// UIButtonConfiguration.h's UIButtonConfiguration, a value type in Swift.
    @available(iOS 15.0, *)
    public struct Configuration: Hashable {
        /// UIButtonConfigurationSize.
        public enum Size: Hashable {
            case mini
            case small
            case medium
            case large
        }

        /// UIButtonConfigurationTitleAlignment.
        public enum TitleAlignment: Hashable {
            case automatic
            case leading
            case center
            case trailing
        }

        /// UIButtonConfigurationCornerStyle.
        public enum CornerStyle: Hashable {
            case fixed
            case dynamic
            case small
            case medium
            case large
            case capsule
        }

        /// UIButtonConfigurationMacIdiomStyle.
        public enum MacIdiomStyle: Hashable {
            case automatic
            case bordered
            case borderless
            case borderlessTinted
        }

        /// UIButtonConfigurationIndicator.
        @available(iOS 16.0, *)
        public enum Indicator: Hashable {
            case automatic
            case none
            case popup
        }

        public static func plain() -> UIButton.Configuration { fatalError() }
        public static func tinted() -> UIButton.Configuration { fatalError() }
        public static func gray() -> UIButton.Configuration { fatalError() }
        public static func filled() -> UIButton.Configuration { fatalError() }
        public static func borderless() -> UIButton.Configuration { fatalError() }
        public static func bordered() -> UIButton.Configuration { fatalError() }
        public static func borderedTinted() -> UIButton.Configuration { fatalError() }
        public static func borderedProminent() -> UIButton.Configuration { fatalError() }
        @available(iOS 26.0, *)
        public static func glass() -> UIButton.Configuration { fatalError() }
        @available(iOS 26.0, *)
        public static func clearGlass() -> UIButton.Configuration { fatalError() }
        @available(iOS 26.0, *)
        public static func prominentGlass() -> UIButton.Configuration { fatalError() }
        @available(iOS 26.0, *)
        public static func prominentClearGlass() -> UIButton.Configuration { fatalError() }

        @MainActor public func updated(for button: UIButton) -> UIButton.Configuration { fatalError() }

        public var background: UIBackgroundConfiguration { get { fatalError() } set { fatalError() } }
        public var cornerStyle: UIButton.Configuration.CornerStyle { get { fatalError() } set { fatalError() } }
        public var buttonSize: UIButton.Configuration.Size { get { fatalError() } set { fatalError() } }
        public var macIdiomStyle: UIButton.Configuration.MacIdiomStyle { get { fatalError() } set { fatalError() } }
        public var baseForegroundColor: UIColor? { get { fatalError() } set { fatalError() } }
        public var baseBackgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
        public var image: UIImage? { get { fatalError() } set { fatalError() } }
        public var imageColorTransformer: UIConfigurationColorTransformer? {
            get { fatalError() }
            set { fatalError() }
        }
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration? {
            get { fatalError() }
            set { fatalError() }
        }
        @available(iOS 26.0, *)
        public var symbolContentTransition: UISymbolContentTransition? { get { fatalError() } set { fatalError() } }
        public var showsActivityIndicator: Bool { get { fatalError() } set { fatalError() } }
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer? {
            get { fatalError() }
            set { fatalError() }
        }
        public var title: String? { get { fatalError() } set { fatalError() } }
        public var attributedTitle: AttributedString? { get { fatalError() } set { fatalError() } }
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
            get { fatalError() }
            set { fatalError() }
        }
        public var titleLineBreakMode: NSLineBreakMode { get { fatalError() } set { fatalError() } }
        public var subtitle: String? { get { fatalError() } set { fatalError() } }
        public var attributedSubtitle: AttributedString? { get { fatalError() } set { fatalError() } }
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
            get { fatalError() }
            set { fatalError() }
        }
        public var subtitleLineBreakMode: NSLineBreakMode { get { fatalError() } set { fatalError() } }
        @available(iOS 16.0, *)
        public var indicator: UIButton.Configuration.Indicator { get { fatalError() } set { fatalError() } }
        @available(iOS 16.0, *)
        public var indicatorColorTransformer: UIConfigurationColorTransformer? {
            get { fatalError() }
            set { fatalError() }
        }
        public var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set { fatalError() } }
        public mutating func setDefaultContentInsets() { fatalError() }
        public var imagePlacement: NSDirectionalRectEdge { get { fatalError() } set { fatalError() } }
        public var imagePadding: CGFloat { get { fatalError() } set { fatalError() } }
        public var imageReservation: CGFloat { get { fatalError() } set { fatalError() } }
        public var titlePadding: CGFloat { get { fatalError() } set { fatalError() } }
        public var titleAlignment: UIButton.Configuration.TitleAlignment { get { fatalError() } set { fatalError() } }
        public var automaticallyUpdateForSelection: Bool { get { fatalError() } set { fatalError() } }

        public static func == (lhs: UIButton.Configuration, rhs: UIButton.Configuration) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
    }
}
