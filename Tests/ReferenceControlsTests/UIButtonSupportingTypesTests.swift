import Foundation
import Testing

@testable import ReferenceControls

/// The views and values a button is built from: labels, image views, images, fonts, text metrics.
@Suite("UIButton supporting types")
struct UIButtonSupportingTypesTests {
    @Test("UIFont's standard sizes are UIFont.h's")
    func fontStandardSizes() {
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.smallSystemFontSize == 12)
    }

    @Test("Fonts are equal by name and size; the model's line height is pointSize × 1.2 rounded")
    func fontEqualityAndLineHeight() {
        #expect(UIFont.systemFont(ofSize: 15) == UIFont.systemFont(ofSize: 15))
        #expect(UIFont.systemFont(ofSize: 15) != UIFont.boldSystemFont(ofSize: 15))
        #expect(UIFont.systemFont(ofSize: 15).withSize(20) == UIFont.systemFont(ofSize: 20))
        #expect(UIFont.systemFont(ofSize: 15).lineHeight == 18)
        #expect(UIFont.systemFont(ofSize: 17).lineHeight == 20)
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFont(name: "Menlo", size: 12)?.fontName == "Menlo")
    }

    @Test("Text metrics: ASCII is half an em, CJK a full em, height is the line height")
    func textMetricsRule() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(TextMetrics.size(of: "ab", in: font) == CGSize(width: 20, height: 24))
        #expect(TextMetrics.size(of: "中文", in: font) == CGSize(width: 40, height: 24))
        #expect(TextMetrics.size(of: "", in: font) == .zero)
        #expect(TextMetrics.width(of: "e\u{301}", in: font) == 10)
    }

    @Test("Text metrics: newlines and wrapping make lines, limited by numberOfLines")
    func textMetricsLines() {
        let font = UIFont.systemFont(ofSize: 10)
        #expect(TextMetrics.size(of: "ab\ncdef", in: font, numberOfLines: 0) == CGSize(width: 20, height: 24))
        #expect(TextMetrics.size(of: "ab\ncdef", in: font, numberOfLines: 1) == CGSize(width: 10, height: 12))
        #expect(TextMetrics.size(of: "abcdef", in: font, numberOfLines: 0, maxWidth: 10).height == 36)
        #expect(TextMetrics.size(of: "abcdef", in: font, numberOfLines: 2, maxWidth: 10).height == 24)
    }

    @Test("UILabel defaults")
    func labelDefaults() {
        let label = UILabel(frame: .zero)
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.numberOfLines == 1)
        #expect(label.textAlignment == .natural)
        #expect(!label.isUserInteractionEnabled)
    }

    @Test("NSLineBreakMode and NSTextAlignment have the iOS raw values")
    func textEnumRawValues() {
        #expect(NSLineBreakMode.byWordWrapping.rawValue == 0)
        #expect(NSLineBreakMode.byCharWrapping.rawValue == 1)
        #expect(NSLineBreakMode.byClipping.rawValue == 2)
        #expect(NSLineBreakMode.byTruncatingHead.rawValue == 3)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
        #expect(NSTextAlignment.left.rawValue == 0)
        #expect(NSTextAlignment.center.rawValue == 1)
        #expect(NSTextAlignment.right.rawValue == 2)
        #expect(NSTextAlignment.justified.rawValue == 3)
        #expect(NSTextAlignment.natural.rawValue == 4)
    }

    @Test("UILabel's text and attributedText are two views of one value")
    func labelTextAndAttributedText() {
        let label = UILabel(frame: .zero)
        label.text = "Hi"
        #expect(label.attributedText?.string == "Hi")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
        label.attributedText = NSAttributedString(string: "Styled")
        #expect(label.text == "Styled")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test("UILabel's null-resettable font and textColor go back to their defaults on nil")
    func labelNullResettable() {
        let label = UILabel(frame: .zero)
        label.font = UIFont.systemFont(ofSize: 30)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        label.textColor = .red
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    @Test("UILabel sizes to its text, and sizeThatFits wraps multi-line labels")
    func labelSizing() {
        let label = UILabel(frame: .zero)
        #expect(label.intrinsicContentSize == .zero)
        label.font = UIFont.systemFont(ofSize: 10)
        label.text = "abcdef"
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 12))
        #expect(label.sizeThatFits(CGSize(width: 10, height: 100)) == CGSize(width: 30, height: 12))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 10, height: 100)) == CGSize(width: 10, height: 36))
    }

    @Test("UIImageView sizes to its image and shows the highlighted image while highlighted")
    func imageView() {
        let image = UIImage(size: CGSize(width: 30, height: 20))
        let highlighted = UIImage(size: CGSize(width: 40, height: 40))
        let view = UIImageView(image: image, highlightedImage: highlighted)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(view.intrinsicContentSize == image.size)
        view.isHighlighted = true
        #expect(view.displayedImage === highlighted)
        #expect(view.intrinsicContentSize == highlighted.size)
        let empty = UIImageView(image: nil)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(!empty.isUserInteractionEnabled)
    }

    @Test("UIImage: identity equality, symbols are templates, rendering modes have UIKit's raw values")
    func images() throws {
        let one = UIImage(size: CGSize(width: 10, height: 10))
        let two = UIImage(size: CGSize(width: 10, height: 10))
        #expect(one == one)
        #expect(one != two)
        #expect(one.withRenderingMode(.automatic) === one)
        #expect(one.withRenderingMode(.alwaysTemplate) !== one)
        let symbol = try #require(UIImage(systemName: "star"))
        #expect(symbol.isSymbolImage)
        #expect(symbol.renderingMode == .alwaysTemplate)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage.RenderingMode.automatic.rawValue == 0)
        #expect(UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
        #expect(UIImage.SymbolScale.default.rawValue == -1)
        #expect(UIImage.SymbolWeight.black.rawValue == 9)
    }

    @Test("Symbol configurations compare by value and combine with applying(_:)")
    func symbolConfigurations() {
        let size = UIImage.SymbolConfiguration(pointSize: 20)
        #expect(size == UIImage.SymbolConfiguration(pointSize: 20))
        #expect(size != UIImage.SymbolConfiguration(pointSize: 21))
        let combined = size.applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(combined == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
    }

    @Test("Attributed strings use UIKit's key names and compare by string and attributes")
    func attributedStrings() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        let red = NSAttributedString(string: "A", attributes: [.foregroundColor: UIColor.red])
        #expect(red == NSAttributedString(string: "A", attributes: [.foregroundColor: UIColor.red]))
        #expect(red != NSAttributedString(string: "A", attributes: [.foregroundColor: UIColor.blue]))
        #expect(red != NSAttributedString(string: "A"))
        #expect(NSAttributedString(string: "中文").length == 2)
    }
}
