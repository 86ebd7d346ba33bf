import Foundation

/// A window: the root of a view hierarchy that the views in it report as their `window`.
///
/// The model has no screens, scenes or key windows; a window is a view that ends the `window` search.
open class UIWindow: UIView {}
