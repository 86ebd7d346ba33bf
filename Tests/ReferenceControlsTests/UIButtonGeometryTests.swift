import Foundation
import Testing

@testable import ReferenceControls

@Suite("UIButton geometry")
struct UIButtonGeometryTests {
    private let imageSize = CGSize(width: 20, height: 20)

    /// A 200 × 60 custom button with a 20 × 20 image and the title "Hello".
    private func button(title: String? = "Hello", image: Bool = true) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        if let title { button.setTitle(title, for: .normal) }
        if image { button.setImage(UIImage(size: imageSize), for: .normal) }
        return button
    }

    private func rects(_ button: UIButton) -> (image: CGRect, title: CGRect) {
        let content = button.contentRect(forBounds: button.bounds)
        return (button.imageRect(forContentRect: content), button.titleRect(forContentRect: content))
    }

    @Test("backgroundRect(forBounds:) is the bounds")
    func backgroundRectIsBounds() {
        let bounds = CGRect(x: 5, y: 5, width: 100, height: 40)
        #expect(UIButton(type: .custom).backgroundRect(forBounds: bounds) == bounds)
    }

    @Test("contentRect(forBounds:) is the bounds inset by contentEdgeInsets")
    func contentRectIsInsetBounds() {
        let button = UIButton(type: .custom)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(button.contentRect(forBounds: bounds) == bounds)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(button.contentRect(forBounds: bounds) == CGRect(x: 2, y: 1, width: 94, height: 36))
    }

    @Test("The image sits immediately left of the title")
    func imageLeftOfTitle() {
        let (image, title) = rects(button())
        #expect(image.maxX == title.minX)
        #expect(image.size == imageSize)
    }

    @Test("The image-and-title group is centered horizontally and each is centered vertically by default")
    func groupCenteredByDefault() {
        let (image, title) = rects(button())
        #expect((image.minX + title.maxX) / 2 == 100)
        #expect(image.midY == 30)
        #expect(title.midY == 30)
    }

    @Test("A lone title or a lone image is centered")
    func loneElementsCentered() {
        let titleOnly = rects(button(image: false)).title
        #expect(titleOnly.midX == 100)
        let imageOnly = rects(button(title: nil)).image
        #expect(imageOnly.midX == 100)
        #expect(imageOnly.midY == 30)
    }

    @Test("In right-to-left layouts the title comes first and the image follows it")
    func rightToLeftPutsImageAfterTitle() {
        let button = button()
        button.semanticContentAttribute = .forceRightToLeft
        let (image, title) = rects(button)
        #expect(title.maxX == image.minX)
        #expect((title.minX + image.maxX) / 2 == 100)
    }

    @Test("Centered: a single title inset moves the title by half its amount")
    func singleInsetMovesHalfWhenCentered() {
        let plain = rects(button()).title
        let shifted = button()
        shifted.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        let moved = rects(shifted).title
        #expect(moved.minX - plain.minX == 5)
        #expect(moved.width == plain.width)
    }

    @Test("Centered: a balanced inset pair (left d, right -d) moves the element by exactly d")
    func balancedPairMovesExactly() {
        let plain = rects(button())
        let shifted = button()
        shifted.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        shifted.imageEdgeInsets = UIEdgeInsets(top: -6, left: -4, bottom: 6, right: 4)
        let moved = rects(shifted)
        #expect(moved.title.minX - plain.title.minX == 10)
        #expect(moved.title.size == plain.title.size)
        #expect(moved.image.minX - plain.image.minX == -4)
        #expect(moved.image.minY - plain.image.minY == -6)
        #expect(moved.image.size == plain.image.size)
    }

    @Test("Centered vertically: a single top inset moves the element down by half its amount")
    func singleTopInsetMovesHalf() {
        let plain = rects(button()).image
        let shifted = button()
        shifted.imageEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        #expect(rects(shifted).image.minY - plain.minY == 4)
    }

    @Test("Left-aligned: a left inset moves its element right by exactly its amount")
    func leftInsetMovesExactlyWhenLeftAligned() {
        let plain = button()
        plain.contentHorizontalAlignment = .left
        let shifted = button()
        shifted.contentHorizontalAlignment = .left
        shifted.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        shifted.imageEdgeInsets = UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 0)
        #expect(rects(plain).image.minX == 0)
        #expect(rects(shifted).title.minX - rects(plain).title.minX == 10)
        #expect(rects(shifted).image.minX - rects(plain).image.minX == 7)
    }

    @Test("Right-aligned: a right inset moves its element left by exactly its amount")
    func rightInsetMovesExactlyWhenRightAligned() {
        let plain = button()
        plain.contentHorizontalAlignment = .right
        let shifted = button()
        shifted.contentHorizontalAlignment = .right
        shifted.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 12)
        #expect(rects(plain).title.maxX == 200)
        #expect(rects(plain).title.minX - rects(shifted).title.minX == 12)
    }

    @Test("Top-aligned: a top inset moves its element down by exactly its amount")
    func topInsetMovesExactlyWhenTopAligned() {
        let plain = button()
        plain.contentVerticalAlignment = .top
        let shifted = button()
        shifted.contentVerticalAlignment = .top
        shifted.imageEdgeInsets = UIEdgeInsets(top: 9, left: 0, bottom: 0, right: 0)
        #expect(rects(plain).image.minY == 0)
        #expect(rects(shifted).image.minY == 9)
    }

    @Test("An image inset does not move the title, and a title inset does not move the image")
    func insetsMoveOnlyTheirElement() {
        let plain = rects(button())
        let imageShifted = button()
        imageShifted.imageEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        #expect(rects(imageShifted).title == plain.title)
        let titleShifted = button()
        titleShifted.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 100)
        #expect(rects(titleShifted).image == plain.image)
    }

    @Test("In a button sized to fit, a positive title inset clips the title by its amount")
    func insetClipsTitleWhenSizedToFit() {
        let plain = button()
        plain.sizeToFit()
        let shifted = button()
        shifted.sizeToFit()
        shifted.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        let before = rects(plain).title
        let after = rects(shifted).title
        #expect(after.width == before.width - 10)
        #expect(after.minX == before.minX + 10)
        #expect(after.maxX == before.maxX)
    }

    @Test("contentEdgeInsets move the content: a left inset shifts left-aligned content by its amount")
    func contentInsetsMoveContent() {
        let button = button()
        button.contentHorizontalAlignment = .left
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        #expect(rects(button).image.minX == 20)
    }

    @Test("Leading and trailing alignment follow the layout direction")
    func leadingTrailingFollowDirection() {
        let leading = button()
        leading.contentHorizontalAlignment = .leading
        #expect(rects(leading).image.minX == 0)
        leading.semanticContentAttribute = .forceRightToLeft
        #expect(rects(leading).image.maxX == 200)
        let trailing = button()
        trailing.contentHorizontalAlignment = .trailing
        #expect(rects(trailing).title.maxX == 200)
    }

    @Test("Bottom alignment puts each element on the bottom edge")
    func bottomAlignment() {
        let button = button()
        button.contentVerticalAlignment = .bottom
        let (image, title) = rects(button)
        #expect(image.maxY == 60)
        #expect(title.maxY == 60)
    }

    @Test("Fill alignment stretches a lone image over the content rect")
    func fillStretchesLoneImage() {
        let button = button(title: nil)
        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        #expect(rects(button).image == CGRect(x: 0, y: 0, width: 200, height: 60))
    }

    @Test("Fill alignment gives the title the width left after the image")
    func fillGivesTitleRemainingWidth() {
        let button = button()
        button.contentHorizontalAlignment = .fill
        let (image, title) = rects(button)
        #expect(image.minX == 0)
        #expect(image.width == 20)
        #expect(title.minX == 20)
        #expect(title.maxX == 200)
    }

    @Test("An image larger than the content rect is shrunk to fit it")
    func largeImageShrinks() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        button.setImage(UIImage(size: CGSize(width: 50, height: 40)), for: .normal)
        let image = rects(button).image
        #expect(image.width == 20)
        #expect(image.height == 20)
    }

    @Test("A title wider than the room left by the image is clipped, the image keeps its size")
    func titleClippedBeforeImage() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        button.setTitle("A rather long title", for: .normal)
        button.setImage(UIImage(size: imageSize), for: .normal)
        let (image, title) = rects(button)
        #expect(image.width == 20)
        #expect(title.width == 40)
        #expect(title.maxX == 60)
    }

    @Test("intrinsicContentSize: image width plus title width, by the taller of the image and the title padded by 6")
    func intrinsicSizeAddsImageAndTitle() {
        let label = UILabel(frame: .zero)
        label.font = UIFont.systemFont(ofSize: 15)
        label.text = "Hello"
        let text = label.intrinsicContentSize
        let titleOnly = button(image: false).intrinsicContentSize
        #expect(titleOnly == CGSize(width: text.width, height: text.height + 12))
        let both = button().intrinsicContentSize
        #expect(both.width == text.width + imageSize.width)
        #expect(both.height == max(text.height + 12, imageSize.height))
    }

    @Test("The title padding is the title's own: an 80 × 80 image with a short title fits to a height of 80")
    func titlePaddingDoesNotPadTheImage() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(size: CGSize(width: 80, height: 80)), for: .normal)
        button.setTitle("Hi", for: .normal)
        #expect(button.sizeThatFits(.zero).height == 80)
        button.sizeToFit()
        #expect(button.bounds.height == 80)
    }

    /// A 200 × 100 button with a lone title, sized to fit first when `fitted`, then given its frame.
    private func titleButton(fitted: Bool, alignment: UIControl.ContentVerticalAlignment) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle("Hello", for: .normal)
        if fitted { button.sizeToFit() }
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        button.contentVerticalAlignment = alignment
        button.layoutIfNeeded()
        return button
    }

    @Test("After sizeToFit() a top- or bottom-aligned lone title keeps 6 points from the edge; before, it is flush")
    func sizedToFitTitleKeepsPadding() throws {
        let fittedTop = try #require(titleButton(fitted: true, alignment: .top).titleLabel)
        let fittedBottom = try #require(titleButton(fitted: true, alignment: .bottom).titleLabel)
        let plainTop = try #require(titleButton(fitted: false, alignment: .top).titleLabel)
        let plainBottom = try #require(titleButton(fitted: false, alignment: .bottom).titleLabel)
        #expect(fittedTop.frame.minY == 6)
        #expect(fittedBottom.frame.maxY == 94)
        #expect(plainTop.frame.minY == 0)
        #expect(plainBottom.frame.maxY == 100)
    }

    @Test("The fitted edge padding leaves centered titles, titles beside an image and inset content alone")
    func fittedPaddingLimits() throws {
        let centered = try #require(titleButton(fitted: true, alignment: .center).titleLabel)
        let plainCentered = try #require(titleButton(fitted: false, alignment: .center).titleLabel)
        #expect(centered.frame == plainCentered.frame)
        let withImage = button()
        withImage.sizeToFit()
        withImage.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        withImage.contentVerticalAlignment = .top
        #expect(rects(withImage).title.minY == 0)
        let inset = titleButton(fitted: true, alignment: .top)
        inset.contentEdgeInsets = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        #expect(rects(inset).title.minY == 1)
    }

    @Test("An image-only button is the image's size")
    func imageOnlyIntrinsicSize() {
        #expect(button(title: nil).intrinsicContentSize == imageSize)
    }

    @Test("An empty button's intrinsic size is 30 × 34")
    func emptyIntrinsicSize() {
        #expect(UIButton(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    @Test("contentEdgeInsets count in the intrinsic size")
    func contentInsetsCount() {
        let plain = button(title: nil).intrinsicContentSize
        let padded = button(title: nil)
        padded.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(padded.intrinsicContentSize == CGSize(width: plain.width + 6, height: plain.height + 4))
    }

    @Test("titleEdgeInsets and imageEdgeInsets do not count in the intrinsic size")
    func elementInsetsDoNotCount() {
        let plain = button().intrinsicContentSize
        let inset = button()
        inset.titleEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        inset.imageEdgeInsets = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        #expect(inset.intrinsicContentSize == plain)
        #expect(inset.sizeThatFits(.zero) == plain)
    }

    @Test("Any non-zero contentEdgeInsets, however tiny, removes the 12 points of title padding")
    func tinyContentInsetRemovesPadding() {
        let plain = button(image: false).intrinsicContentSize
        let tiny = button(image: false)
        tiny.contentEdgeInsets = UIEdgeInsets(top: 0, left: 0.001, bottom: 0, right: 0)
        let size = tiny.intrinsicContentSize
        #expect(size.height == plain.height - 12)
        #expect(abs(size.width - (plain.width + 0.001)) < 0.000_001)
    }

    @Test("A background image larger than the content sets the size")
    func backgroundImageSetsMinimumSize() {
        let button = button(title: "Hi", image: false)
        button.setBackgroundImage(UIImage(size: CGSize(width: 150, height: 50)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 150, height: 50))
        let backgroundOnly = UIButton(type: .custom)
        backgroundOnly.setBackgroundImage(UIImage(size: CGSize(width: 10, height: 12)), for: .normal)
        #expect(backgroundOnly.intrinsicContentSize == CGSize(width: 10, height: 12))
    }

    @Test("sizeThatFits(_:) returns the intrinsic size whatever size is offered, and sizeToFit() applies it")
    func sizeThatFitsIgnoresProposal() {
        let button = button()
        let intrinsic = button.intrinsicContentSize
        #expect(button.sizeThatFits(CGSize(width: 10, height: 10)) == intrinsic)
        #expect(button.sizeThatFits(CGSize(width: 1000, height: 1000)) == intrinsic)
        button.sizeToFit()
        #expect(button.bounds.size == intrinsic)
        #expect(button.frame.origin == .zero)
    }

    @Test("A longer title and a larger font make a larger button")
    func titleAndFontDriveSize() throws {
        let short = button(title: "Go", image: false).intrinsicContentSize
        let long = button(title: "Go somewhere", image: false).intrinsicContentSize
        #expect(long.width > short.width)
        #expect(long.height == short.height)
        let big = button(title: "Go", image: false)
        try #require(big.titleLabel).font = UIFont.systemFont(ofSize: 30)
        #expect(big.intrinsicContentSize.width > short.width)
        #expect(big.intrinsicContentSize.height > short.height)
    }

    @Test("A Chinese title is wider than an ASCII title of the same length")
    func wideCharactersAreWider() {
        let ascii = button(title: "Go", image: false).intrinsicContentSize
        let chinese = button(title: "前进", image: false).intrinsicContentSize
        #expect(chinese.width > ascii.width)
    }

    @Test("A styled title is measured in its own font")
    func attributedTitleMeasuredInItsFont() {
        let plain = button(title: "Go", image: false).intrinsicContentSize
        let styled = button(title: nil, image: false)
        styled.setAttributedTitle(
            NSAttributedString(string: "Go", attributes: [.font: UIFont.boldSystemFont(ofSize: 40)]),
            for: .normal
        )
        #expect(styled.intrinsicContentSize.width > plain.width)
    }

    @Test("The intrinsic size follows the current state's content")
    func intrinsicSizeFollowsState() {
        let button = button(title: "Off", image: false)
        button.setTitle("Switched on", for: .selected)
        let off = button.intrinsicContentSize
        button.isSelected = true
        #expect(button.intrinsicContentSize.width > off.width)
    }
}
