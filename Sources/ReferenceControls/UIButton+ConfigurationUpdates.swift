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
    /// handler "is called after `-updateConfiguration`"). A configuration assigned during the update does not ask
    /// for another one, so a handler that sets `configuration` does not loop (inferred).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
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

    /// The title a configuration-based button shows: the configuration's attributed title (its characters; the
    /// model does not carry `AttributedString` attributes into the label), else its title (inferred order: Apple
    /// does not document which wins when both are set).
    var configurationTitle: DisplayedTitle? {
        guard let configuration = storedConfiguration else { return nil }
        if let attributed = configuration.attributedTitle { return .plain(String(attributed.characters)) }
        return configuration.title.map(DisplayedTitle.plain)
    }

    /// The image the image view shows: the configuration's when the button has one, else the current state's.
    var shownImage: UIImage? {
        if let configuration = storedConfiguration { return configuration.image }
        return currentImage
    }
}
