import Foundation
import Testing

@testable import ReferenceControls

/// A configured button's image, title and subtitle: placement, paddings and title alignment, checked against the
/// arrangement the iOS 26.1 probe of Vercantez/openuikit records (see `UIButton+ConfiguredLayout.swift`).
@Suite("UIButton.Configuration layout")
struct ConfiguredLayoutTests {
    /// A `.filled()` button (content insets 12 leading and trailing) with a 20 × 20 image and the title "Go", laid
    /// out at its intrinsic size.
    static func button(
        _ placement: NSDirectionalRectEdge, padding: CGFloat = 0, subtitle: String? = nil,
        alignment: UIButton.Configuration.TitleAlignment = .automatic, image: Bool = true
    ) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.subtitle = subtitle
        if image { configuration.image = UIImage(size: CGSize(width: 20, height: 20)) }
        configuration.imagePlacement = placement
        configuration.imagePadding = padding
        configuration.titleAlignment = alignment
        let button = UIButton(configuration: configuration)
        button.sizeToFit()
        button.layoutIfNeeded()
        return button
    }

    static func frames(_ button: UIButton) -> (image: CGRect, title: CGRect) {
        (button.imageView?.frame ?? .zero, button.titleLabel?.frame ?? .zero)
    }

    @Test("leading puts the image first and the title right after it, the padding between")
    func leading() {
        let insets = Self.button(.leading).configuration!.contentInsets
        for padding: CGFloat in [0, 6, 20] {
            let button = Self.button(.leading, padding: padding)
            let (image, title) = Self.frames(button)
            #expect(image.minX == insets.leading)
            #expect(image.size == CGSize(width: 20, height: 20))
            #expect(title.minX == image.maxX + padding)
            #expect(button.bounds.width == insets.leading + 20 + padding + title.width + insets.trailing)
            #expect(image.midY == title.midY)
        }
    }

    @Test("trailing puts the title first")
    func trailing() {
        let button = Self.button(.trailing, padding: 6)
        let (image, title) = Self.frames(button)
        #expect(title.minX == button.configuration!.contentInsets.leading)
        #expect(image.minX == title.maxX + 6)
    }

    @Test("top and bottom stack image and title, centered on each other, the padding counted once")
    func stacked() {
        let top = Self.button(.top, padding: 6)
        let (image, title) = Self.frames(top)
        let insets = top.configuration!.contentInsets
        #expect(image.minY == insets.top)
        #expect(title.minY == image.maxY + 6)
        #expect(image.midX == title.midX)
        #expect(top.bounds.height == insets.top + 20 + 6 + title.height + insets.bottom)
        #expect(Self.button(.top, padding: 20).bounds.height == top.bounds.height + 14)
        let bottom = Self.button(.bottom, padding: 6)
        let (lowImage, highTitle) = Self.frames(bottom)
        #expect(highTitle.minY == insets.top)
        #expect(lowImage.minY == highTitle.maxY + 6)
    }

    @Test("the image padding needs both an image and a title")
    func paddingNeedsBoth() {
        let titleOnly = Self.button(.leading, padding: 20, image: false)
        let plain = Self.button(.leading, image: false)
        #expect(titleOnly.bounds.size == plain.bounds.size)
    }

    @Test("the group is centered in a larger button")
    func centeredInLargerBounds() {
        let button = Self.button(.leading, padding: 6)
        let fitted = Self.frames(button)
        button.frame = CGRect(x: 0, y: 0, width: button.bounds.width + 40, height: button.bounds.height + 20)
        button.layoutIfNeeded()
        let (image, title) = Self.frames(button)
        #expect(image.minX == fitted.image.minX + 20)
        #expect(title.minY == fitted.title.minY + 10)
    }

    @Test("the subtitle is titlePadding below the title and lined up by titleAlignment")
    func subtitle() throws {
        let automatic = Self.button(.leading, subtitle: "Subtitle text", image: false)
        let title = try #require(automatic.titleLabel?.frame)
        let subtitle = try #require(automatic.subtitleLabel?.frame)
        #expect(subtitle.width > title.width)
        #expect(subtitle.minY == title.maxY + 1)
        // The title is the narrower line: automatic and leading start it at the block's leading edge with the
        // subtitle, center centers it over the subtitle, trailing ends it with the subtitle.
        #expect(title.minX == subtitle.minX)
        let leading = Self.button(.leading, subtitle: "Subtitle text", alignment: .leading, image: false)
        #expect(leading.titleLabel?.frame.minX == leading.subtitleLabel?.frame.minX)
        let center = Self.button(.leading, subtitle: "Subtitle text", alignment: .center, image: false)
        #expect(center.titleLabel?.frame.midX == center.subtitleLabel?.frame.midX)
        let trailing = Self.button(.leading, subtitle: "Subtitle text", alignment: .trailing, image: false)
        #expect(trailing.titleLabel?.frame.maxX == trailing.subtitleLabel?.frame.maxX)
        var configuration = try #require(automatic.configuration)
        configuration.titlePadding = 8
        automatic.configuration = configuration
        automatic.layoutIfNeeded()
        #expect(automatic.subtitleLabel?.frame.minY == automatic.titleLabel!.frame.maxY + 8)
    }

    @Test("the rectangles the button answers are the frames it lays out")
    func rectsMatchFrames() {
        let button = Self.button(.top, padding: 6)
        let content = button.contentRect(forBounds: button.bounds)
        #expect(button.imageRect(forContentRect: content) == button.imageView?.frame)
        #expect(button.titleRect(forContentRect: content) == button.titleLabel?.frame)
    }
}
