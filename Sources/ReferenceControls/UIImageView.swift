import Foundation

/// A view that shows an image, as UIKit's `UIImageView`.
open class UIImageView: UIView {
    /// Creates an image view with the given frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // UIKit's image views do not take touches, so touches reach the view behind them.
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, sized to it: the frame is the image's size at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted, sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image shown; `nil` by default. Changing it does not resize the view (only `init(image:)` does).
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The image shown while `isHighlighted` is `true`; when `nil`, `image` is shown instead.
    open var highlightedImage: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the view shows `highlightedImage`; `false` by default.
    open var isHighlighted = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The configuration applied to symbol images shown in the view; `nil` by default.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The image currently shown: `highlightedImage` while highlighted (when set), otherwise `image`.
    public var displayedImage: UIImage? {
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image
    }

    /// The size of the shown image, or `noIntrinsicMetric` in both dimensions when there is none.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size of the shown image (zero when there is none), whatever `size` is offered, as UIKit's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }
}
