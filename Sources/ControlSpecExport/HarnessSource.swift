import ControlSpecHTML
import Foundation

/// The harness of the exported suite (`Harness.swift`): the helpers of Docs/CASES.md as plain Swift.
///
/// On UIKit they are built from public API: `ActionRecorder` and `EventRecorder` are `NSObject`s with `@objc`
/// action methods, `makeImage` draws with `UIGraphicsImageRenderer`. Touches cannot be synthesized with public
/// API (a `UITouch` cannot be made outside the system), so on UIKit the touch helpers record an issue, "touch
/// simulation needs a host app", and the cases that touch fail; `controlspec import-results` reads that failure as
/// UNSUPPORTED. Elsewhere the helpers are written against ReferenceControls with exactly the semantics of
/// `Sources/ReferenceBinding/Harness.swift` (same selector names, same event names, `TouchSimulator` for touches),
/// so a compiled case and an interpreted case see the same harness.
///
/// The text is the module's resource `Resources/Harness.swift`, copied into the package as it is on disk. SwiftPM
/// does not compile it (it is a `.copy` resource); `swift format lint` checks it with the settings of
/// `Resources/.swift-format`, which keep the exported file's layout: `#if` blocks not indented, `import Testing`
/// after the platform's imports.
enum HarnessSource {
    /// The contents of `Harness.swift`.
    static let text = ResourceText.load("Harness", "swift", from: .module)
}
