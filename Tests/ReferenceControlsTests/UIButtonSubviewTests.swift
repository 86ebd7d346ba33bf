import Foundation
import Testing

@testable import ReferenceControls

/// A subclass that puts the image on top and the title below it, as the seed article's
/// `titleRectForContentRect:` / `imageRectForContentRect:` overrides do.
private final class StackedButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(
            x: 0,
            y: contentRect.width,
            width: contentRect.width,
            height: contentRect.height - contentRect.width
        )
    }

    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: contentRect.width, height: contentRect.width)
    }
}

/// A subclass that moves its subviews after `super.layoutSubviews()`, the seed article's third method.
private final class RelayoutButton: UIButton {
    override func layoutSubviews() {
        super.layoutSubviews()
        imageView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.width)
        titleLabel?.frame = CGRect(x: 0, y: bounds.width, width: bounds.width, height: bounds.height - bounds.width)
    }
}

@Suite("UIButton title label and image view")
struct UIButtonSubviewTests {
    @Test("A new custom button has no subviews: the label and image view are created lazily")
    func freshButtonHasNoSubviews() {
        #expect(UIButton(type: .custom).subviews.isEmpty)
        #expect(UIButton(type: .system).subviews.isEmpty)
    }

    @Test("Reading titleLabel creates it once and adds it as a subview")
    func titleLabelCreatedOnFirstAccess() throws {
        let button = UIButton(type: .custom)
        let label = try #require(button.titleLabel)
        #expect(button.subviews.count == 1)
        #expect(button.subviews.first === label)
        #expect(label.superview === button)
        #expect(button.titleLabel === label)
        #expect(button.subviews.count == 1)
    }

    @Test("Reading imageView creates it once and adds it as a subview")
    func imageViewCreatedOnFirstAccess() throws {
        let button = UIButton(type: .custom)
        let imageView = try #require(button.imageView)
        #expect(button.subviews.count == 1)
        #expect(imageView.superview === button)
        #expect(button.imageView === imageView)
    }

    @Test("The image view sits below the title label whichever is created first")
    func imageViewBelowTitleLabel() throws {
        let labelFirst = UIButton(type: .custom)
        let label = try #require(labelFirst.titleLabel)
        let imageView = try #require(labelFirst.imageView)
        #expect(
            labelFirst.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(imageView), ObjectIdentifier(label)])

        let imageFirst = UIButton(type: .custom)
        let otherImageView = try #require(imageFirst.imageView)
        let otherLabel = try #require(imageFirst.titleLabel)
        #expect(
            imageFirst.subviews.map(ObjectIdentifier.init)
                == [ObjectIdentifier(otherImageView), ObjectIdentifier(otherLabel)]
        )
    }

    @Test("Setting a title creates the label; setting an image creates the image view")
    func contentCreatesSubviews() {
        let titled = UIButton(type: .custom)
        titled.setTitle("Go", for: .normal)
        #expect(titled.subviews.count == 1)
        #expect(titled.subviews.first is UILabel)

        let imaged = UIButton(type: .custom)
        imaged.setImage(UIImage(size: CGSize(width: 8, height: 8)), for: .normal)
        #expect(imaged.subviews.count == 1)
        #expect(imaged.subviews.first is UIImageView)
    }

    @Test("Content for a state the button is not in creates nothing yet")
    func contentForOtherStateCreatesNothing() {
        let button = UIButton(type: .custom)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.subviews.isEmpty)
        button.isHighlighted = true
        #expect(button.subviews.count == 1)
    }

    @Test("The title label starts with a button title's defaults: 15-point system font, middle truncation")
    func titleLabelDefaults() throws {
        let label = try #require(UIButton(type: .system).titleLabel)
        #expect(label.font == UIFont.systemFont(ofSize: 15))
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        #expect(label.shadowOffset == .zero)
        #expect(label.numberOfLines == 1)
        #expect(!label.isUserInteractionEnabled)
    }

    @Test("After layout the label and image view sit at titleRect and imageRect of the content rect")
    func layoutPlacesSubviewsAtRects() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setTitle("Hello", for: .normal)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.layoutIfNeeded()
        let content = button.contentRect(forBounds: button.bounds)
        #expect(try #require(button.titleLabel).frame == button.titleRect(forContentRect: content))
        #expect(try #require(button.imageView).frame == button.imageRect(forContentRect: content))
    }

    @Test("A frame set on the title label from outside does not survive the next layout")
    func titleLabelFrameDoesNotStick() throws {
        let button = ButtonTest.laidOutButton()
        button.setTitle("Hello", for: .normal)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        let laidOut = label.frame
        label.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(label.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(label.frame == laidOut)
    }

    @Test("A frame set on the image view from outside does not survive a state change and layout")
    func imageViewFrameDoesNotStick() throws {
        let button = ButtonTest.laidOutButton()
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        button.layoutIfNeeded()
        let imageView = try #require(button.imageView)
        let laidOut = imageView.frame
        imageView.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(imageView.frame == laidOut)
    }

    @Test("Setting titleLabel.text does not change the per-state title, and the state's title comes back")
    func labelTextDoesNotStick() throws {
        let button = ButtonTest.laidOutButton()
        button.setTitle("Real", for: .normal)
        let label = try #require(button.titleLabel)
        label.text = "Hacked"
        #expect(label.text == "Hacked")
        #expect(button.title(for: .normal) == "Real")
        #expect(button.currentTitle == "Real")
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(label.text == "Real")
    }

    @Test("A state change also puts the state's title back into the label")
    func stateChangeRestoresLabelText() throws {
        let button = ButtonTest.laidOutButton()
        button.setTitle("Real", for: .normal)
        let label = try #require(button.titleLabel)
        label.text = "Hacked"
        button.isSelected = true
        #expect(label.text == "Real")
    }

    @Test("Setting titleLabel.textColor does not stick either; setTitleColor is the way")
    func labelTextColorDoesNotStick() throws {
        let button = ButtonTest.laidOutButton()
        button.setTitle("Real", for: .normal)
        let label = try #require(button.titleLabel)
        label.textColor = .red
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(label.textColor == .white)
        button.setTitleColor(.red, for: .normal)
        #expect(label.textColor == .red)
    }

    @Test("Setting imageView.image does not stick; setImage is the way")
    func imageViewImageDoesNotStick() throws {
        let real = UIImage(size: CGSize(width: 20, height: 20))
        let button = ButtonTest.laidOutButton()
        button.setImage(real, for: .normal)
        let imageView = try #require(button.imageView)
        imageView.image = UIImage(size: CGSize(width: 5, height: 5))
        #expect(button.currentImage === real)
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(imageView.image === real)
    }

    @Test("Properties of the label that are not per-state, such as its font, do stick")
    func labelFontSticks() throws {
        let button = ButtonTest.laidOutButton()
        button.setTitle("Real", for: .normal)
        let label = try #require(button.titleLabel)
        label.font = UIFont.boldSystemFont(ofSize: 30)
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(label.font == UIFont.boldSystemFont(ofSize: 30))
        #expect(label.frame.height == UIFont.boldSystemFont(ofSize: 30).lineHeight)
    }

    @Test("A subclass overriding titleRect/imageRect(forContentRect:) places the subviews")
    func subclassRectOverridesPlaceSubviews() throws {
        let button = StackedButton(frame: CGRect(x: 0, y: 0, width: 60, height: 90))
        button.setTitle("Title", for: .normal)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        button.layoutIfNeeded()
        #expect(try #require(button.imageView).frame == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(try #require(button.titleLabel).frame == CGRect(x: 0, y: 60, width: 60, height: 30))
    }

    @Test("A subclass moving subviews after super.layoutSubviews() keeps its frames")
    func subclassLayoutSubviewsWins() throws {
        let button = RelayoutButton(frame: CGRect(x: 0, y: 0, width: 60, height: 90))
        button.setTitle("Title", for: .normal)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        ButtonTest.settleLayout(button)
        #expect(try #require(button.imageView).frame == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(try #require(button.titleLabel).frame == CGRect(x: 0, y: 60, width: 60, height: 30))
    }

    @Test("The title label of a custom button truncates in the middle and has no shadow offset")
    func titleLabelDefaultsOfTheDeprecatedProperties() throws {
        // font, lineBreakMode and titleShadowOffset are unavailable in Swift: what Swift reaches is the label.
        let label = try #require(UIButton(type: .custom).titleLabel)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        #expect(label.shadowOffset == .zero)
    }

    @Test("The label's shadow color is the current title shadow color")
    func labelShadowColorFollowsButton() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        #expect(try #require(button.titleLabel).shadowColor == .black)
    }

    @Test("Without a title the label gets no shadow color, even after layout")
    func labelWithoutTitleHasNoShadowColor() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        button.setTitleShadowColor(.white, for: .normal)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        button.layoutIfNeeded()
        #expect(label.shadowColor == nil)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        #expect(label.shadowColor == .white)
    }
}
