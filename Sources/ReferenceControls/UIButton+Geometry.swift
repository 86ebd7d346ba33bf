import Foundation

/// The parts of a button that `layoutRect(for:inContentRect:)` places.
enum ButtonLayoutElement {
    /// The image view's rectangle.
    case image
    /// The title label's rectangle.
    case title
}

extension UIButton {
    /// The intrinsic size of a button with no title, no image and no background image.
    ///
    /// 30 × 34 points. Apple does not document a figure. Evidence (reported): flowkey/UIKit-cross-platform,
    /// UIKitTests/Button/ButtonSizeToFitTests.swift, `testSizeToFitWithNoLabelAndNoImage`, run on iOS by its
    /// iOSTestTarget scheme, expects exactly `CGSize(width: 30, height: 34)` after `sizeToFit()` of an empty button.
    static let emptyContentSize = CGSize(width: 30, height: 34)

    /// The vertical padding UIKit adds above and below a title while `contentEdgeInsets` is exactly zero.
    ///
    /// Evidence: a Stack Overflow answer (question 70778238) measured that "UIKit insets the title label by 6-pts on
    /// the Top and Bottom" (an 18-point title, 21 points tall, makes a 33-point button), and
    /// codeandtheory/YMatterType issue 77 found the height is `lineHeight + 12` while `contentEdgeInsets == .zero`
    /// and exactly `lineHeight + insets` once any inset is non-zero, even `0.000001` on one side; Tencent/QMUI_iOS
    /// issue 203 uses that trick to remove the padding. iOS-run tests agree (reported): flowkey/UIKit-cross-platform,
    /// UIKitTests/Button/ButtonTestsConstants.swift, `defaultLabelVerticalPaddingAfterSizeToFit = 6`, used by
    /// ButtonSizeToFitTests.swift and ButtonContentAlignmentTests.swift, run on iOS by its iOSTestTarget scheme.
    static let titlePaddingWithZeroContentInsets: CGFloat = 6

    /// The natural size of the current title in the title label's font: zero when there is no title or it is
    /// empty. A styled title with a font attribute is measured in that font.
    var naturalTitleSize: CGSize {
        guard let title = displayedTitle, !title.string.isEmpty else { return .zero }
        let labelFont = storedTitleLabel?.font ?? UIFont.systemFont(ofSize: UIButton.defaultTitleFontSize)
        var font: UIFont = labelFont
        if case .attributed(let attributed) = title, let own = attributed.leadingFont {
            font = own
        }
        return TextMetrics.size(of: title.string, in: font, numberOfLines: storedTitleLabel?.numberOfLines ?? 1)
    }

    /// The natural size of the current image: zero when there is none.
    var naturalImageSize: CGSize {
        currentImage?.size ?? .zero
    }

    /// Where `element` goes in `contentRect`, for the current state.
    ///
    /// The image and the title form one group, image first in left-to-right layouts and title first in
    /// right-to-left ones (`effectiveUserInterfaceLayoutDirection`). Each element is placed in its own region,
    /// `contentRect` inset by the element's edge insets (`imageEdgeInsets` or `titleEdgeInsets`):
    /// - Horizontally the whole group is aligned in that region by `effectiveContentHorizontalAlignment` (center,
    ///   left, right; fill gives the title the region's width after the image, or gives a lone image the whole
    ///   width), and the element sits at its offset inside the group.
    /// - Vertically the element alone is aligned in its region by `contentVerticalAlignment` (fill stretches it).
    /// - Sizes are the natural ones clamped to the region: the image keeps its width first, the title gets the
    ///   rest, so a title that does not fit is clipped (and truncated by its label).
    ///
    /// What follows, and matches measurements of UIKit:
    /// - Alignment without insets: flowkey/UIKit-cross-platform, UIKitTests/Button/ButtonContentAlignmentTests.swift,
    ///   run on iOS by its iOSTestTarget scheme, puts a lone image or title in the middle by default, at the top-left
    ///   corner for `.left` + `.top` (a title beside an image at x = image width) and at the bottom-right corner for
    ///   `.right` + `.bottom` (the image ending where the title starts).
    /// - With the default centering, an inset moves its element by half the difference of opposite insets:
    ///   `(left - right) / 2` horizontally and `(top - bottom) / 2` vertically. So a single inset of 10 moves the
    ///   element 5 points, and the pair `left: d, right: -d` moves it exactly `d`. Evidence: cnblogs.com/premier
    ///   (2015) measured the offset "始终是 topMargin/2" and derived `x = (left - right) / 2`; an e-com-net.com
    ///   Debug View Hierarchy table gives, for a 335-point button with a 32-point image, x = 151.5 with no insets and
    ///   156.5 with `imageEdgeInsets.left = 10`, i.e. `(335 - 32 - 10) / 2 + 10`.
    /// - With left (right) alignment an inset moves its element by exactly `left` (`-right`).
    /// - When the button is sized to fit, the region is smaller than the group, so a positive inset shrinks its
    ///   element by the inset and moves its edge by the full inset: Apple documents that "positive inset values may
    ///   actually clip the title text".
    /// - Insets of one element do not move the other: the group is measured without insets, as in the same
    ///   e-com-net table (an image inset leaves the title's x unchanged).
    /// - No rounding to the pixel grid is applied (UIKit rounds to the screen scale, e.g. 151.5 on a 2x screen).
    func layoutRect(for element: ButtonLayoutElement, inContentRect contentRect: CGRect) -> CGRect {
        let insets = element == .image ? appliedImageEdgeInsets : appliedTitleEdgeInsets
        let region = contentRect.inset(by: insets)
        let imageSize = naturalImageSize
        let titleSize = naturalTitleSize
        let available = max(region.width, 0)
        let imageWidth = min(imageSize.width, available)
        let titleWidth = min(titleSize.width, max(available - imageWidth, 0))
        let groupWidth = imageWidth + titleWidth
        let imageFirst = effectiveUserInterfaceLayoutDirection == .leftToRight
        let offset: CGFloat
        switch element {
        case .image: offset = imageFirst ? 0 : titleWidth
        case .title: offset = imageFirst ? imageWidth : 0
        }

        var x: CGFloat
        var width = element == .image ? imageWidth : titleWidth
        switch effectiveContentHorizontalAlignment {
        case .left, .leading:
            x = region.minX + offset
        case .right, .trailing:
            x = region.maxX - groupWidth + offset
        case .fill:
            switch element {
            case .image where titleWidth == 0:
                x = region.minX
                width = available
            case .image:
                x = imageFirst ? region.minX : region.maxX - imageWidth
            case .title:
                width = max(available - imageWidth, 0)
                x = imageFirst ? region.minX + imageWidth : region.minX
            }
        case .center:
            x = region.minX + (region.width - groupWidth) / 2 + offset
        }

        let naturalHeight = element == .image ? imageSize.height : titleSize.height
        var height = min(naturalHeight, max(region.height, 0))
        let edgePadding = element == .title ? fittedTitleEdgePadding : 0
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top:
            y = region.minY + edgePadding
        case .bottom:
            y = region.maxY - height - edgePadding
        case .fill:
            y = region.minY
            height = max(region.height, 0)
        case .center:
            y = region.minY + (region.height - height) / 2
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// How far a lone title stays from the top or bottom edge under `.top` or `.bottom` alignment: the title
    /// padding once the button has been sized to fit, zero otherwise.
    ///
    /// Evidence: flowkey/UIKit-cross-platform, UIKitTests/Button/ButtonContentAlignmentTests.swift, run on iOS by
    /// its iOSTestTarget scheme: after `sizeToFit()` and a new 200 × 100 frame a top-aligned title-only button has
    /// its title at y = 6 and a bottom-aligned one at maxY − 6; without `sizeToFit()` they are at 0 and maxY (its
    /// `Button.swift` notes that iOS lays out differently once `sizeToFit` was ever called). The tests cover a
    /// title without an image and zero content insets; that an image or a non-zero inset turns it off is inferred
    /// (a title next to an image is at 0 in the same tests, and an inset removes the fitted padding itself).
    var fittedTitleEdgePadding: CGFloat {
        guard wasSizedToFit, storedConfiguration == nil, currentImage == nil, contentEdgeInsets == .zero,
            naturalTitleSize.width > 0
        else {
            return 0
        }
        return UIButton.titlePaddingWithZeroContentInsets
    }

    /// The size that shows the current content, for `intrinsicContentSize` and `sizeThatFits(_:)`.
    ///
    /// 1. Content: image width + title width by the taller of the image and the padded title (a configured button's
    ///    content is `configuredContentSize`, see `UIButton+ConfiguredLayout.swift`). With no title and
    ///    no image it is `emptyContentSize` (30 × 34), or nothing when a background image will set the size or the
    ///    button has a configuration (whose insets then make the whole size; inferred, measured on none). An
    ///    image alone fits to exactly its own size (flowkey's `testSizeToFitWithMediumImage`, same suite).
    /// 2. While `contentEdgeInsets` is exactly zero the title's height counts with 6 points above and below
    ///    (`titlePaddingWithZeroContentInsets`). The padding is the title's own, not the content's: an 80 × 80
    ///    image with a short title fits to a height of 80 (flowkey/UIKit-cross-platform,
    ///    UIKitTests/Button/ButtonSizeToFitTests.swift, `testSizeToFitWithLabelAndImage`, run on iOS by its
    ///    iOSTestTarget scheme, expects max(image height, padded title height) exactly).
    ///    The padding is measured on buttons without a configuration; a configured button has its configuration's
    ///    `contentInsets` instead and no such padding (inferred: the reports above predate configurations).
    /// 3. The content insets are added: `contentEdgeInsets`, or a configured button's `contentInsets`
    ///    (`appliedContentEdgeInsets`). `titleEdgeInsets` and `imageEdgeInsets` are not: Apple documents that the
    ///    button "does not use this property to determine intrinsicContentSize and sizeThatFits", and Open Radar
    ///    18348992 reports the resulting truncation as a bug.
    /// 4. The result grows to the current background image's size, which the background fills.
    func fittingSize() -> CGSize {
        let imageSize = naturalImageSize
        let titleSize = naturalTitleSize
        let hasTitle = titleSize.width > 0
        var titleHeight = titleSize.height
        let contentEdgeInsets = appliedContentEdgeInsets
        if hasTitle && storedConfiguration == nil && contentEdgeInsets == .zero {
            titleHeight += 2 * UIButton.titlePaddingWithZeroContentInsets
        }
        var size: CGSize
        if storedConfiguration != nil {
            size = configuredContentSize
        } else if hasTitle || currentImage != nil {
            size = CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleHeight))
        } else if currentBackgroundImage != nil || storedConfiguration != nil {
            size = .zero
        } else {
            size = UIButton.emptyContentSize
        }
        size.width += contentEdgeInsets.left + contentEdgeInsets.right
        size.height += contentEdgeInsets.top + contentEdgeInsets.bottom
        if let background = currentBackgroundImage {
            size.width = max(size.width, background.size.width)
            size.height = max(size.height, background.size.height)
        }
        return size
    }
}
