import Foundation
import ReferenceControls

// Faults in UIButton's behaviour, one subclass each. Everything else is the reference's.

// MARK: no-normal-fallback-for-titles

final class TitlesWithoutFallbackButton: UIButton, FaultyButton {
    private var exactTitles = ExactStateValues<String>()

    override func setTitle(_ title: String?, for state: UIControl.State) {
        exactTitles[state] = title
        super.setTitle(title, for: state)
    }

    override func title(for state: UIControl.State) -> String? {
        exactTitles[state]
    }
}

// MARK: compound-state-borrows-selected-title

/// A compound selected state without a title of its own uses `.selected`'s title before `.normal`'s.
final class BorrowingSelectedTitleButton: UIButton, FaultyButton {
    private var exactTitles = ExactStateValues<String>()

    override func setTitle(_ title: String?, for state: UIControl.State) {
        exactTitles[state] = title
        super.setTitle(title, for: state)
    }

    override func title(for state: UIControl.State) -> String? {
        if exactTitles[state] == nil, state != .selected, state.contains(.selected),
            let selected = exactTitles[.selected]
        {
            return selected
        }
        return super.title(for: state)
    }
}

// MARK: no-normal-fallback-for-images

final class ImagesWithoutFallbackButton: UIButton, FaultyButton {
    private var exactImages = ExactStateValues<UIImage>()

    override func setImage(_ image: UIImage?, for state: UIControl.State) {
        exactImages[state] = image
        super.setImage(image, for: state)
    }

    override func image(for state: UIControl.State) -> UIImage? {
        exactImages[state]
    }
}

// MARK: current-title-ignores-state

final class StateBlindTitleButton: UIButton, FaultyButton {
    override var currentTitle: String? { title(for: .normal) }
}

// MARK: plain-title-beats-attributed-title

/// After each layout pass the title label shows the plain title whenever there is one.
final class PlainTitleWinsButton: UIButton, FaultyButton {
    override func layoutSubviews() {
        super.layoutSubviews()
        if let title = currentTitle, let label = titleLabel, label.text != title {
            label.text = title
        }
    }
}

// MARK: title-label-frame-sticks

/// A frame given to the title label from outside is kept by every later layout pass.
final class StickyLabelFrameButton: UIButton, FaultyButton {
    private var frameFromLayout = CGRect.zero
    private var frameFromOutside: CGRect?

    override func layoutSubviews() {
        let label = subviews.first { $0 is UILabel }
        if let label, label.frame != frameFromLayout { frameFromOutside = label.frame }
        super.layoutSubviews()
        guard let label else { return }
        if let frameFromOutside, label.frame != frameFromOutside { label.frame = frameFromOutside }
        frameFromLayout = label.frame
    }
}

// MARK: title-label-created-eagerly

final class EagerTitleLabelButton: UIButton, FaultyButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        _ = titleLabel
    }
}

// MARK: content-insets-not-in-intrinsic-size

final class ContentInsetsIgnoredButton: UIButton, FaultyButton {
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize.shrunk(by: contentEdgeInsets) }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        super.sizeThatFits(size).shrunk(by: contentEdgeInsets)
    }
}

// MARK: content-rect-ignores-insets

/// A layout whose geometry differs from the reference's: what the report's expected-and-actual figure draws.
final class ContentRectIgnoresInsetsButton: UIButton, FaultyButton {
    override func contentRect(forBounds bounds: CGRect) -> CGRect { bounds }
}

// MARK: title-insets-in-intrinsic-size

final class TitleInsetsCountedButton: UIButton, FaultyButton {
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize.grown(by: titleEdgeInsets) }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        super.sizeThatFits(size).grown(by: titleEdgeInsets)
    }
}

// MARK: tint-colors-custom-titles

/// A custom button without a title color for the state or for `.normal` draws its title in the tint color.
final class TintedCustomTitleButton: UIButton, FaultyButton {
    private var exactColors = ExactStateValues<UIColor>()

    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        exactColors[state] = color
        super.setTitleColor(color, for: state)
    }

    override func titleColor(for state: UIControl.State) -> UIColor? {
        if buttonType == .custom, exactColors[state] == nil, exactColors[.normal] == nil {
            return tintColor
        }
        return super.titleColor(for: state)
    }

    override var currentTitleColor: UIColor { titleColor(for: state) ?? super.currentTitleColor }
}

// MARK: menu-leaves-context-menu-disabled

final class MenuWithoutInteractionButton: UIButton, FaultyButton {
    override var menu: UIMenu? {
        didSet { isContextMenuInteractionEnabled = false }
    }
}

// MARK: tap-skips-primary-action

final class NoPrimaryActionButton: UIButton, FaultyButton {
    override var sendsPrimaryActionOnTouchUpInside: Bool { false }
}
