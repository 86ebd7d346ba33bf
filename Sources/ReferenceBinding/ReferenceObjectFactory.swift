import Foundation
import ReferenceControls

/// How the reference binding creates the controls and buttons that cases ask for.
///
/// ``standard`` creates `UIControl` and `UIButton` themselves. A faulty variant of the reference passes closures
/// that create subclasses with one behaviour changed, so the shared member table stays as it is. Only the
/// initializers go through the factory: harness classes (`RecordingControl`) and
/// `UIButton.systemButton(with:target:action:)` always create the reference's own classes.
package struct ReferenceObjectFactory: Sendable {
    /// The initializer a case called to create a button.
    package enum ButtonCreation: Sendable {
        /// `UIButton(frame:)` and `UIButton(frame:primaryAction:)`.
        case frame(CGRect)
        /// `UIButton(type:)` and `UIButton(type:primaryAction:)`.
        case type(UIButton.ButtonType)
        /// `UIButton(configuration:primaryAction:)` (iOS 15).
        case configuration(UIButton.Configuration)
    }

    /// Creates a control for `UIControl(frame:)` (primary action `nil`) and `UIControl(frame:primaryAction:)`.
    package var makeControl: @Sendable (_ frame: CGRect, _ primaryAction: UIAction?) -> UIControl
    /// Creates a button for the `UIButton` initializers (primary action `nil` for those without one).
    package var makeButton: @Sendable (_ creation: ButtonCreation, _ primaryAction: UIAction?) -> UIButton

    /// A factory with the given closures.
    package init(
        makeControl: @escaping @Sendable (_ frame: CGRect, _ primaryAction: UIAction?) -> UIControl,
        makeButton: @escaping @Sendable (_ creation: ButtonCreation, _ primaryAction: UIAction?) -> UIButton
    ) {
        self.makeControl = makeControl
        self.makeButton = makeButton
    }

    /// The reference's own classes. An initializer with a `nil` primary action behaves exactly as the one without.
    package static let standard = ReferenceObjectFactory(
        makeControl: { frame, primaryAction in UIControl(frame: frame, primaryAction: primaryAction) },
        makeButton: { creation, primaryAction in
            switch creation {
            case .frame(let frame): UIButton(frame: frame, primaryAction: primaryAction)
            case .type(let type): UIButton(type: type, primaryAction: primaryAction)
            case .configuration(let configuration):
                UIButton(configuration: configuration, primaryAction: primaryAction)
            }
        })
}
