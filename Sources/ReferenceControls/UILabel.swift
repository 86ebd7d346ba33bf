import Foundation

/// How text that does not fit is wrapped or truncated, with UIKit's raw values (`NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Cut the text off at the edge.
    case byClipping = 2
    /// Replace the start of the line with an ellipsis: "…fox jumps".
    case byTruncatingHead = 3
    /// Replace the end of the line with an ellipsis: "The quick…".
    case byTruncatingTail = 4
    /// Replace the middle of the line with an ellipsis: "The q…umps".
    case byTruncatingMiddle = 5
}

/// How text lines up horizontally, with the raw values of iOS (`NSTextAlignment`).
///
/// The raw values differ between platforms: on iOS center is 1 and right is 2, while on macOS right is 1 and
/// center is 2. These are the iOS ones.
public enum NSTextAlignment: Int, Sendable {
    /// Aligned to the left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Aligned to the right edge.
    case right = 2
    /// Stretched to both edges, except the last line.
    case justified = 3
    /// The natural alignment of the script: left for left-to-right text, right for right-to-left text.
    case natural = 4
}

/// A view that shows read-only text, as UIKit's `UILabel`.
///
/// The label measures its text with the model in `TextMetrics.swift`, so sizes are deterministic. `text` and
/// `attributedText` are two views of one value, as in UIKit: setting either changes what the other returns.
open class UILabel: UIView {
    // When the text was set as plain text, `storedAttributedText` is nil and `attributedText` is derived on demand
    // from the label's font and color, so later font or color changes show up in it, as they do in UIKit.
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
    private var storedTextColor = UIColor.label

    /// Creates a label with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // UIKit's labels do not take touches, so touches reach the view behind them.
        isUserInteractionEnabled = false
    }

    /// The text shown; `nil` by default. Setting it replaces any attributed text.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The styled text shown; `nil` by default.
    ///
    /// After plain `text` is set, this returns that text with the label's `font` and `textColor` as attributes.
    /// Setting it also sets `text` to its characters.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(
                string: storedText, attributes: [.font: storedFont, .foregroundColor: storedTextColor])
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            invalidateIntrinsicContentSize()
        }
    }

    /// The font of the text; the 17-point system font (`labelFontSize`) by default, as Apple's `UILabel.font`
    /// reference documents. Assigning `nil` restores the default, as UIKit's null-resettable property does.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            invalidateIntrinsicContentSize()
        }
    }

    /// The color of the text; `.label` by default (documented in Apple's `UILabel.textColor` reference). Assigning
    /// `nil` restores the default.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? UIColor.label }
    }

    /// The color of the text's shadow; `nil` (no shadow) by default.
    open var shadowColor: UIColor?

    /// The offset of the text's shadow; (0, -1), one point above the text, by default, as UIKit documents.
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// How text that does not fit is wrapped or truncated; `.byTruncatingTail` by default (documented).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// The most lines shown, 0 for no limit; 1 by default (documented).
    open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The horizontal alignment of the text; `.natural` by default (iOS 9 and later; documented).
    open var textAlignment: NSTextAlignment = .natural

    /// Whether the text is drawn in its enabled appearance; `true` by default.
    open var isEnabled = true

    /// Whether the label is highlighted (drawn with `highlightedTextColor` when it has one); `false` by default.
    open var isHighlighted = false

    /// The color of the text while highlighted; `nil` by default.
    open var highlightedTextColor: UIColor?

    /// Whether the font shrinks to fit the width; UILabel.h: "default is NO". Shrinking is not modelled.
    open var adjustsFontSizeToFitWidth = false

    /// Whether the text was set as styled text (so `text` is derived from it), not as plain text.
    var hasStyledText: Bool { storedAttributedText != nil }

    /// The font used to measure: the attributed text's own font when it has one, otherwise `font`.
    ///
    /// UIKit fills attributes that the attributed text lacks from the label's properties.
    var measuringFont: UIFont {
        storedAttributedText?.leadingFont ?? storedFont
    }

    /// The text's size by the model in `TextMetrics.swift`, unconstrained in width; zero for no text.
    open override var intrinsicContentSize: CGSize {
        TextMetrics.size(of: storedText ?? "", in: measuringFont, numberOfLines: numberOfLines)
    }

    /// The text's size when lines may wrap at `size.width` (one-line labels never wrap and report their full width).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let limit = size.width > 0 ? size.width : .greatestFiniteMagnitude
        return TextMetrics.size(of: storedText ?? "", in: measuringFont, numberOfLines: numberOfLines, maxWidth: limit)
    }
}
