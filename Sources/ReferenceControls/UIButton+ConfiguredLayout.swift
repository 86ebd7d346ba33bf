import Foundation

/// Where a configured button puts its image, title and subtitle, in the button's coordinates.
struct ConfiguredLayout: Equatable {
    /// The image view's frame; empty when the configuration has no image.
    var image: CGRect
    /// The title label's frame; empty when the configuration has no title.
    var title: CGRect
    /// The subtitle label's frame; empty when the configuration has no subtitle.
    var subtitle: CGRect
}

extension UIButton {
    /// The point size the model measures a configuration's subtitle in.
    ///
    /// Evidence (reported): the iOS 26.1 simulator probe Vercantez/openuikit publishes
    /// (uikit/Tools/oracle2/buttonconfigprobe/ios-26.1-iphone16.json, `titles.titleAlignment`) records the subtitle
    /// label of a `.filled()` medium button in `.SFUI-Regular@13.0`. Other sizes are not recorded; the model uses 13
    /// for every size (inferred).
    static let configurationSubtitleFontSize: CGFloat = 13

    /// The natural size of the configuration's subtitle: zero when there is none.
    var naturalSubtitleSize: CGSize {
        guard let subtitle = configurationSubtitle, !subtitle.isEmpty else { return .zero }
        return TextMetrics.size(
            of: subtitle, in: UIFont.systemFont(ofSize: UIButton.configurationSubtitleFontSize), numberOfLines: 0)
    }

    /// The natural size of the configuration's image: zero when there is none.
    var naturalConfigurationImageSize: CGSize {
        storedConfiguration?.image?.size ?? .zero
    }

    /// The size of the configured content: image and title block side by side or stacked by `imagePlacement`,
    /// `imagePadding` between them when both are present, the title above the subtitle with `titlePadding` between
    /// them when both are present. Zero when the configuration shows nothing.
    var configuredContentSize: CGSize {
        let parts = configuredParts
        guard let configuration = storedConfiguration else { return .zero }
        let block = parts.textBlock
        let image = parts.image
        let padding = image != .zero && block != .zero ? configuration.imagePadding : 0
        if configuredPlacementIsVertical {
            return CGSize(width: max(image.width, block.width), height: image.height + padding + block.height)
        }
        return CGSize(width: image.width + padding + block.width, height: max(image.height, block.height))
    }

    /// Whether the image goes above or below the title (`.top`, `.bottom`) rather than beside it.
    var configuredPlacementIsVertical: Bool {
        guard let placement = storedConfiguration?.imagePlacement else { return false }
        return placement == .top || placement == .bottom
    }

    /// The natural sizes of the image, title and subtitle, and of the block the title and subtitle make.
    private var configuredParts: (image: CGSize, title: CGSize, subtitle: CGSize, textBlock: CGSize) {
        let image = naturalConfigurationImageSize
        let title = naturalTitleSize
        let subtitle = naturalSubtitleSize
        let titlePadding = title != .zero && subtitle != .zero ? (storedConfiguration?.titlePadding ?? 0) : 0
        let block = CGSize(
            width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height)
        return (image, title, subtitle, block == CGSize(width: 0, height: titlePadding) ? .zero : block)
    }

    /// The frames of a configured button's image, title and subtitle in `contentRect`.
    ///
    /// Apple documents the parts: `imagePlacement` is "the edge of the title that the image is adjacent to"
    /// (leading, trailing, top or bottom), `imagePadding` "the distance between the button's image and text",
    /// `titlePadding` "the distance between the title and subtitle labels", `titleAlignment` how the title and
    /// subtitle line up, and `contentInsets` the distance from the content to the bounds. The arrangement follows
    /// the iOS 26.1 simulator probe Vercantez/openuikit publishes
    /// (uikit/Tools/oracle2/buttonconfigprobe/ios-26.1-iphone16.json, reported), for a `.filled()` button with a
    /// symbol image and the title "Go":
    /// - `imagePlacement`: `.leading` puts the image at the leading content edge and the title right after it
    ///   (`leading_pad0`: image x 12, title x 40 = 12 + the image view's width 28); `.trailing` the title first
    ///   (`trailing_pad0`: title x 12, image x 34); `.top` the image above the title, `.bottom` below it.
    /// - `imagePadding` is added once between image and title: padding 6 moves the title 6 points and widens the
    ///   button by 6 (`leading_pad6`: title x 46, width 80), padding 20 instead of 6 adds 14 to a stacked button's
    ///   height (`top_pad6` 60.67, `top_pad20` 74.67).
    /// - Across the placement's axis each part is centered on the group: under a top image the title is centered
    ///   (`top_pad6`: image x 12 width 28, title x 15 width 22).
    /// - The group is centered in `contentRect` (`titles.titleAlignment`: in a 260 × 60 button a 75-point title
    ///   block starts at x 92.33).
    /// - The subtitle starts `titlePadding` below the title (title y 11.33, height 20.33, subtitle y 32.67 with the
    ///   default padding 1), and `titleAlignment` lines it up with the title: `.automatic` and `.leading` at the
    ///   title's leading edge (subtitle x 92.33 = title x), `.center` centered (118), `.trailing` at its trailing
    ///   edge.
    ///
    /// Inferred (the probe does not record it): sizes are the natural ones, not clamped to a smaller content
    /// rectangle; `.automatic` centers the title and subtitle when the image is above or below them (Apple:
    /// automatic aligns them "based on other elements in the button configuration, like the image and image
    /// placement") and lines them up at the leading edge otherwise; the group follows `contentHorizontalAlignment`
    /// and `contentVerticalAlignment` when they are not centered, as an unconfigured button's content does. The
    /// probe's symbol image has a view frame larger than its layout size (28 × 26.67 for a 22 × 20 image); the model
    /// lays out plain images, whose frame is their size.
    func configuredLayout(inContentRect contentRect: CGRect) -> ConfiguredLayout {
        guard let configuration = storedConfiguration else {
            return ConfiguredLayout(image: .zero, title: .zero, subtitle: .zero)
        }
        let parts = configuredParts
        let group = configuredContentSize
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let originX: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: originX = contentRect.minX
        case .right, .trailing: originX = contentRect.maxX - group.width
        case .center, .fill: originX = contentRect.minX + (contentRect.width - group.width) / 2
        }
        let originY: CGFloat
        switch contentVerticalAlignment {
        case .top: originY = contentRect.minY
        case .bottom: originY = contentRect.maxY - group.height
        case .center, .fill: originY = contentRect.minY + (contentRect.height - group.height) / 2
        }
        let hasBoth = parts.image != .zero && parts.textBlock != .zero
        let padding = hasBoth ? configuration.imagePadding : 0
        var image = CGRect(origin: .zero, size: parts.image)
        var block = CGRect(origin: .zero, size: parts.textBlock)
        let placement = configuration.imagePlacement
        let imageOnLeft =
            (placement == .leading && leftToRight) || (placement == .trailing && !leftToRight)
        if configuredPlacementIsVertical {
            image.origin.x = originX + (group.width - image.width) / 2
            block.origin.x = originX + (group.width - block.width) / 2
            if placement == .top {
                image.origin.y = originY
                block.origin.y = originY + image.height + padding
            } else {
                block.origin.y = originY
                image.origin.y = originY + block.height + padding
            }
        } else {
            image.origin.y = originY + (group.height - image.height) / 2
            block.origin.y = originY + (group.height - block.height) / 2
            if imageOnLeft {
                image.origin.x = originX
                block.origin.x = originX + image.width + padding
            } else {
                block.origin.x = originX
                image.origin.x = originX + block.width + padding
            }
        }
        let title = CGRect(origin: .zero, size: parts.title)
        let subtitle = CGRect(origin: .zero, size: parts.subtitle)
        let titlePadding = parts.title != .zero && parts.subtitle != .zero ? configuration.titlePadding : 0
        return ConfiguredLayout(
            image: image,
            title: lineUp(title, in: block, y: block.minY),
            subtitle: lineUp(subtitle, in: block, y: block.minY + parts.title.height + titlePadding))
    }

    /// `line` (the title or subtitle) at `y`, placed across `block` by the configuration's title alignment.
    private func lineUp(_ line: CGRect, in block: CGRect, y: CGFloat) -> CGRect {
        var alignment = storedConfiguration?.titleAlignment ?? .automatic
        if alignment == .automatic {
            alignment = configuredPlacementIsVertical && naturalConfigurationImageSize != .zero ? .center : .leading
        }
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let x: CGFloat
        switch alignment {
        case .center: x = block.minX + (block.width - line.width) / 2
        case .trailing: x = leftToRight ? block.maxX - line.width : block.minX
        case .leading, .automatic: x = leftToRight ? block.minX : block.maxX - line.width
        }
        return CGRect(x: x, y: y, width: line.width, height: line.height)
    }
}
