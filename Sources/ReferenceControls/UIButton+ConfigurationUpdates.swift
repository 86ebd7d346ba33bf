import Foundation

// The configuration update cycle of a configuration-based button (iOS 15): a request
// (`setNeedsUpdateConfiguration()`) marks the button, and the next layout pass runs one update:
// `updateConfiguration()`, then `configurationUpdateHandler`. The members are declared in UIButton.swift; the rules
// that tie them to the rest of the button are here.

extension UIButton {
    /// The closure type of `configurationUpdateHandler` (iOS 15), as UIKit's `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// Whether the button has opted into configuration-based behaviour: it has a configuration or an update handler
    /// (UIButton.h: a non-nil `configuration` opts in, and setting the handler "will force the button into
    /// configuration-based behavior").
    var isConfigurationBased: Bool {
        storedConfiguration != nil || configurationUpdateHandler != nil
    }

    /// Runs the pending configuration update, if any: `updateConfiguration()`, then the handler (UIButton.h: the
    /// handler "is called after `-updateConfiguration`"). Assigning `configuration` asks for no update, so a handler
    /// that sets it runs once per update (reported: the iOS 26.1 probe's `updateHandlerReentrancy` section).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    /// Called when `isHighlighted`, `isSelected` or `isEnabled` changes: shows the state's content and, for a
    /// configuration-based button, asks for a configuration update (UIButton.h: `setNeedsUpdateConfiguration` "is
    /// called automatically when the button's state may have changed").
    func stateDidChangeContent() {
        if isConfigurationBased { setNeedsUpdateConfiguration() }
        contentDidChange()
    }

    /// The title a configuration-based button shows: the configuration's title, the characters of its one
    /// title slot (the model does not carry `AttributedString` attributes into the label).
    var configurationTitle: DisplayedTitle? {
        storedConfiguration?.title.map(DisplayedTitle.plain)
    }

    /// The image the image view shows: the configuration's when the button has one, else the current state's.
    var shownImage: UIImage? {
        if let configuration = storedConfiguration { return configuration.image }
        return currentImage
    }
}

// MARK: Legacy members once a configuration is set

extension UIButton {
    /// The content insets the layout and the fitting size use: `contentEdgeInsets`, or the configuration's
    /// `contentInsets` while the button has one. UIButton.h deprecates the three edge insets with "This property is
    /// ignored when using UIButtonConfiguration" (documented); the value set is still stored and read back. Apple's
    /// page for `UIButton.Configuration.contentInsets` calls them "the distance from the button's content area to its
    /// bounds", and a Frameworks Engineer answered on the Apple Developer Forums (thread 730102) that they always
    /// apply, "an inset from the button bounds to any content at all" (documented). Leading is left in a
    /// left-to-right layout and right in a right-to-left one.
    var appliedContentEdgeInsets: UIEdgeInsets {
        guard let insets = storedConfiguration?.contentInsets else { return contentEdgeInsets }
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        return UIEdgeInsets(
            top: insets.top,
            left: leftToRight ? insets.leading : insets.trailing,
            bottom: insets.bottom,
            right: leftToRight ? insets.trailing : insets.leading
        )
    }

    /// `titleEdgeInsets` for the layout, zero while the button has a configuration (UIButton.h, as above).
    var appliedTitleEdgeInsets: UIEdgeInsets { storedConfiguration == nil ? titleEdgeInsets : .zero }

    /// `imageEdgeInsets` for the layout, zero while the button has a configuration (UIButton.h, as above).
    var appliedImageEdgeInsets: UIEdgeInsets { storedConfiguration == nil ? imageEdgeInsets : .zero }

    /// The subtitle a configured button shows: the characters of the configuration's one subtitle slot.
    var configurationSubtitle: String? { storedConfiguration?.subtitle }
}
