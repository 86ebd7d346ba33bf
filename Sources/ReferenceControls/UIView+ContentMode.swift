extension UIView {
    /// Options for how a view lays out its content when its bounds change (UIKit's `UIView.ContentMode`), with
    /// UIView.h's raw values (`UIViewContentModeScaleToFill` = 0 … `UIViewContentModeBottomRight` = 12).
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft,
            topRight, bottomLeft, bottomRight
    }
}
