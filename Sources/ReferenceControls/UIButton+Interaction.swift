/// The behavioral styles of UIBehavioralStyle.h (iOS 15), with its raw values.
public enum UIBehavioralStyle: UInt, Sendable {
    /// "The system will choose the most appropriate style for the targetted platform."
    case automatic = 0
    /// "A style and set of behaviors best for iOS/iPadOS applications."
    case pad = 1
    /// "A style and set of behaviors best for macOS applications."
    case mac = 2
}

/// The configuration of a context menu. The model keeps only the element-order constants that buttons use.
open class UIContextMenuConfiguration {
    /// The orders of UIContextMenuConfiguration.h (iOS 16), with its raw values.
    public enum ElementOrder: Int, Sendable {
        /// "Allows the system to choose the appropriate ordering strategy for the current context."
        case automatic = 0
        /// "Order menu elements according to priority."
        case priority = 1
        /// "Order menu elements in a fixed order."
        case fixed = 2
    }
}

extension UIButton {
    /// The style the button behaves in (iOS 15). UIBehavioralStyle.h: "always returns a concrete, resolved style
    /// (never UIBehavioralStyleAutomatic)"; the model is an iPhone or iPad, so `.automatic` resolves to `.pad`
    /// ("best for iOS/iPadOS applications"). Any other preference is kept (inferred: the header does not say
    /// what an iOS app that asks for `.mac` gets).
    public var behavioralStyle: UIBehavioralStyle {
        preferredBehavioralStyle == .automatic ? .pad : preferredBehavioralStyle
    }

    /// Whether a pointer hovers over the button (iOS 15). The model has no pointer, so it is always `false`.
    public var isHovered: Bool { false }

    /// Whether the button is held down to show its menu (iOS 15). The model has no press-and-hold gesture, so it is
    /// always `false` (inferred: outside such an interaction UIKit reports `false` too).
    public var isHeld: Bool { false }

    /// The label of the configuration's subtitle (iOS 15). Apple's subtitleLabel reference: "If configuration is
    /// nil, this property is nil" (documented). With a configuration the label exists and shows the configuration's
    /// subtitle, `nil` text when it has none (inferred: Apple says no more). It is made on first access and kept, and
    /// the model does not add it to the button's subviews (inferred: where UIKit puts it is not documented).
    public var subtitleLabel: UILabel? {
        guard storedConfiguration != nil else { return nil }
        let label: UILabel
        if let stored = storedSubtitleLabel {
            label = stored
        } else {
            // Made after the last layout pass: it starts where that pass would have put it.
            label = UILabel(frame: configuredLayout(inContentRect: contentRect(forBounds: bounds)).subtitle)
            storedSubtitleLabel = label
        }
        let subtitle = configurationSubtitle
        if label.text != subtitle { label.text = subtitle }
        return label
    }
}
