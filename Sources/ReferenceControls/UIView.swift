import Foundation
import Synchronization

/// A rectangular area that draws and receives touches, as UIKit's `UIView`, reduced to what controls need:
/// geometry, hierarchy, hit-testing, tint inheritance, layout passes and layout direction.
///
/// Geometry follows UIKit's storage: a view stores `center` and `bounds`, and `frame` is derived from them, so
/// changing `bounds.size` grows the frame around the center and setting `frame` keeps `bounds.origin`.
/// Transforms are not modelled.
open class UIView: UIResponder {
    /// The value of an `intrinsicContentSize` dimension that has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    private var storedCenter: CGPoint
    private var storedBounds: CGRect
    private var storedTintColor: UIColor?
    private var storedTintAdjustmentMode: TintAdjustmentMode = .automatic
    private var storedSubviews: [UIView] = []
    // Weak as in UIKit, where a view does not own its superview.
    private weak var storedSuperview: UIView?
    /// The first responder of the hierarchy this view is the root of; read only on root views.
    weak var hierarchyFirstResponder: UIResponder?

    /// Whether the view needs a layout pass; a fresh view does, as in UIKit. Exposed for tests.
    public private(set) var needsLayout = true

    /// Creates a view with the given frame; `bounds` gets the frame's size and a zero origin.
    public init(frame: CGRect) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates, derived from `center` and `bounds.size`.
    ///
    /// Setting it moves `center` and resizes `bounds` while keeping `bounds.origin`, as UIKit does.
    open var frame: CGRect {
        get {
            CGRect(
                x: storedCenter.x - storedBounds.width / 2,
                y: storedCenter.y - storedBounds.height / 2,
                width: storedBounds.width,
                height: storedBounds.height
            )
        }
        set {
            storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
            resize(to: newValue.size)
        }
    }

    /// The view's own coordinate space: its origin is what the top-left corner shows, its size the view's size.
    ///
    /// Changing the size keeps `center`, so the frame grows or shrinks around it.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            storedBounds.origin = newValue.origin
            resize(to: newValue.size)
        }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue }
    }

    private func resize(to size: CGSize) {
        guard size != storedBounds.size else { return }
        storedBounds.size = size
        // UIKit lays out a resized view and its superview (whose layout may depend on the subview's size).
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Hierarchy

    /// The view this view is a subview of; not retained, as in UIKit.
    open var superview: UIView? { storedSuperview }

    /// The subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The topmost ancestor, which stands in for the window in this model.
    var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Adds `view` on top of the other subviews, first removing it from its previous superview.
    ///
    /// Adding a view that is already a subview moves it to the front, as UIKit does.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the valid range), removing it from its previous superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "Can't add self as subview")
        precondition(!isDescendant(of: view), "Can't add an ancestor as a subview")
        let tintsBefore = view.effectiveTintSnapshot()
        if view.superview === self {
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
            return
        }
        view.willMove(toSuperview: self)
        if view.superview != nil {
            let leavesHierarchy = view.rootView !== rootView
            view.detachFromSuperview()
            if leavesHierarchy { view.notifyDetachment() }
        }
        storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
        view.storedSuperview = self
        adoptFirstResponder(of: view)
        didAddSubview(view)
        view.didMoveToSuperview()
        setNeedsLayout()
        view.setNeedsLayout()
        view.notifyTintChanges(since: tintsBefore)
    }

    /// Moves `view` to the front of the subviews; does nothing if it is not a subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        storedSubviews.removeAll { $0 === view }
        storedSubviews.append(view)
    }

    /// Moves `view` to the back of the subviews; does nothing if it is not a subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        storedSubviews.removeAll { $0 === view }
        storedSubviews.insert(view, at: 0)
    }

    /// Removes the view from its superview; the first responder inside the removed subtree resigns, as in UIKit.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let tintsBefore = effectiveTintSnapshot()
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        notifyDetachment()
        notifyTintChanges(since: tintsBefore)
    }

    private func notifyDetachment() {
        didDetachFromHierarchy()
        subviews.forEach { $0.notifyDetachment() }
    }

    /// Called on every view of a subtree that was removed from its hierarchy (the model's stand-in for leaving the
    /// window); controls cancel tracking here.
    func didDetachFromHierarchy() {}

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        let oldRoot = rootView
        if let responder = oldRoot.hierarchyFirstResponder as? UIView, responder.isDescendant(of: self) {
            _ = responder.resignFirstResponder()
            oldRoot.hierarchyFirstResponder = nil
        }
        parent.willRemoveSubview(self)
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        parent.setNeedsLayout()
    }

    // A subtree that was a hierarchy of its own brings its first responder along, unless the new hierarchy has one.
    private func adoptFirstResponder(of view: UIView) {
        guard let responder = view.hierarchyFirstResponder else { return }
        view.hierarchyFirstResponder = nil
        let root = rootView
        if root.hierarchyFirstResponder == nil {
            root.hierarchyFirstResponder = responder
        }
    }

    /// Called before the view moves to `newSuperview` (`nil` when it is being removed); does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview or was removed; does nothing by default.
    open func didMoveToSuperview() {}

    /// Called after `subview` was added; does nothing by default.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` is removed; does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The next responder: the superview (UIKit would return a managing view controller first; none are modelled).
    open override var next: UIResponder? { superview }

    // MARK: Appearance

    /// Whether the view is hidden; hidden views are skipped by hit-testing.
    open var isHidden = false

    /// The view's opacity; views below 0.01 are skipped by hit-testing, as in UIKit.
    open var alpha: CGFloat = 1

    /// Whether the view receives touches; `true` for views (controls too), `false` only for a few UIKit classes
    /// such as `UILabel` and `UIImageView`, which override it.
    open var isUserInteractionEnabled = true

    /// The background color; `nil` (transparent) by default.
    open var backgroundColor: UIColor?

    /// A number for finding the view with `viewWithTag(_:)`; 0 by default.
    open var tag = 0

    /// Whether the view declares itself fully opaque (a drawing hint); UIView.h: "default is YES".
    open var isOpaque = true

    /// Whether subviews are clipped to the bounds when drawn; UIView.h: "Default is NO". Drawing is not modelled,
    /// and hit-testing already stops at the bounds, so the flag changes nothing else.
    open var clipsToBounds = false

    /// Whether the view takes more than one touch at a time; UIView.h: "default is NO". The harness sends one touch.
    open var isMultipleTouchEnabled = false

    /// Whether the view keeps touches to itself while tracking; UIView.h: "default is NO". The harness sends one touch.
    open var isExclusiveTouch = false

    /// How content is laid out when the bounds change; UIView.h: "default is UIViewContentModeScaleToFill".
    open var contentMode: ContentMode = .scaleToFill

    /// Whether `setNeedsDisplay()` was called since the view was created (the model never draws, so it stays set).
    public private(set) var needsDisplay = false

    /// Marks the view as needing to be redrawn; the model records the request and draws nothing.
    open func setNeedsDisplay() { needsDisplay = true }

    /// The window the view is in: the nearest `UIWindow` among the view and its ancestors; `nil` outside a window
    /// (Apple: "This property is nil if the view has not yet been added to a window").
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The view itself when its tag matches, otherwise the first matching descendant in depth-first order.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: Tint

    /// How the tint color is adjusted, as UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Inherits the superview's mode; `.normal` at the root.
        case automatic = 0
        /// The tint color is used unmodified.
        case normal = 1
        /// The tint color is desaturated, as behind a modal presentation.
        case dimmed = 2
    }

    /// The tint color: the view's own when set, otherwise inherited from the superview, and system blue at the root.
    /// Apple documents only "a system-defined color" at the root; that it is system blue, (0, 122/255, 1), is what a
    /// fresh system button's blue title shows (inferred; cases compare with `tintColor`, not with a value).
    ///
    /// As in UIKit, the getter never returns `nil` and assigning `nil` restores inheritance. Changing the effective
    /// tint calls `tintColorDidChange()` on every affected view. While the effective `tintAdjustmentMode` is
    /// `.dimmed` the getter returns "a desaturated, dimmed version" of the color (Apple's words); UIKit's exact
    /// formula is not public, so the model returns the gray of equal luma (Rec. 601 weights) with the same alpha.
    open var tintColor: UIColor! {
        get {
            let color = undimmedTintColor
            guard tintAdjustmentMode == .dimmed else { return color }
            let (red, green, blue, alpha) = color.rgba
            return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
        }
        set {
            let before = effectiveTintSnapshot()
            storedTintColor = newValue
            notifyTintChanges(since: before)
        }
    }

    /// The tint adjustment mode; reads back the effective mode, never `.automatic`, as UIKit does.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if storedTintAdjustmentMode != .automatic { return storedTintAdjustmentMode }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            let before = effectiveTintSnapshot()
            storedTintAdjustmentMode = newValue
            notifyTintChanges(since: before)
        }
    }

    private var undimmedTintColor: UIColor {
        storedTintColor ?? superview?.undimmedTintColor ?? UIColor.systemBlue
    }

    /// Called when the effective tint color or tint adjustment mode changes; does nothing by default.
    open func tintColorDidChange() {}

    private struct TintState: Equatable {
        let color: UIColor
        let mode: TintAdjustmentMode
    }

    private func effectiveTintSnapshot() -> [ObjectIdentifier: TintState] {
        var snapshot: [ObjectIdentifier: TintState] = [:]
        func record(_ view: UIView) {
            snapshot[ObjectIdentifier(view)] = TintState(color: view.tintColor, mode: view.tintAdjustmentMode)
            view.subviews.forEach(record)
        }
        record(self)
        return snapshot
    }

    private func notifyTintChanges(since before: [ObjectIdentifier: TintState]) {
        let now = TintState(color: tintColor, mode: tintAdjustmentMode)
        if before[ObjectIdentifier(self)] != now {
            tintColorDidChange()
        }
        for subview in subviews {
            subview.notifyTintChanges(since: before)
        }
    }

    // MARK: Layout direction

    /// The raw value of the process-wide direction: an atomic, not a lock, because every layout of every view on
    /// every thread reads it, and a contended lock showed in the run's execution time.
    private static let processLayoutDirection = Atomic<Int>(UIUserInterfaceLayoutDirection.leftToRight.rawValue)
    @TaskLocal private static var scopedLayoutDirection: UIUserInterfaceLayoutDirection?

    /// The layout direction of views whose `semanticContentAttribute` is `.unspecified`; stands in for the app's
    /// localization (UIKit's `UIApplication.userInterfaceLayoutDirection`). Left to right by default.
    ///
    /// A test hook. Setting it affects the whole process; concurrently running tests should prefer
    /// `withDefaultLayoutDirection(_:_:)`, which overrides it for the current task only.
    public static var defaultLayoutDirection: UIUserInterfaceLayoutDirection {
        get {
            if let scoped = scopedLayoutDirection { return scoped }
            return UIUserInterfaceLayoutDirection(rawValue: processLayoutDirection.load(ordering: .relaxed))
                ?? .leftToRight
        }
        set {
            processLayoutDirection.store(newValue.rawValue, ordering: .relaxed)
        }
    }

    /// Runs `body` with `defaultLayoutDirection` overridden for the current task (and tasks it creates).
    public static func withDefaultLayoutDirection<Result>(
        _ direction: UIUserInterfaceLayoutDirection,
        _ body: () throws -> Result
    ) rethrows -> Result {
        try $scopedLayoutDirection.withValue(direction, operation: body)
    }

    /// The layout direction for a view with `attribute`, as UIKit's class method of the same name.
    ///
    /// Playback and spatial content is never flipped, so it is left to right even in a right-to-left app.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return defaultLayoutDirection
        }
    }

    /// How the view's content behaves when the layout direction flips; `.unspecified` by default.
    ///
    /// Not inherited by subviews, as in UIKit (which is why apps set it through appearance proxies).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { setNeedsLayout() }
    }

    /// The layout direction this view's content uses, derived from `semanticContentAttribute`.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    // MARK: Layout

    /// Marks the view as needing a layout pass; the pass runs at the next `layoutIfNeeded()`.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs pending layout passes now.
    ///
    /// As CALayer documents for `layoutIfNeeded`, the pass starts from the highest ancestor chain of views that
    /// need layout, then walks down the tree calling `layoutSubviews()` on each view that needs it (parents first,
    /// so a parent positioning its children can mark them for layout in the same pass).
    open func layoutIfNeeded() {
        var top = self
        while let parent = top.superview, parent.needsLayout {
            top = parent
        }
        top.layoutSubtreeIfNeeded()
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews {
            subview.layoutSubtreeIfNeeded()
        }
    }

    /// Positions subviews; does nothing by default. Call `layoutIfNeeded()` rather than this directly.
    open func layoutSubviews() {}

    /// The size that best fits `size`; the default returns the current `bounds.size`, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin, as UIKit does.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        frame = CGRect(origin: origin, size: size)
    }

    /// The natural size of the content; `noIntrinsicMetric` in both dimensions by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells layout that `intrinsicContentSize` changed; marks the superview and the view as needing layout.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Hit-testing

    /// Whether `point` (in the view's coordinates) is inside `bounds`.
    ///
    /// The rectangle is half-open, as `CGRectContainsPoint`: the left and top edges are inside, the right and bottom
    /// edges are not.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.halfOpenContains(point)
    }

    /// The deepest visible, interactive view containing `point` (in the view's coordinates), front-most first.
    ///
    /// As UIKit, returns `nil` when the view is hidden, not interactive, or has an alpha below 0.01; subviews outside
    /// the view's bounds are unreachable because `point(inside:with:)` fails first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let converted = subview.convert(point, from: self)
            if let hit = subview.hitTest(converted, with: event) {
                return hit
            }
        }
        return self
    }

    // MARK: Coordinate conversion

    /// Converts `point` from this view's coordinates to `view`'s (to root coordinates when `view` is `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// Converts `point` from `view`'s coordinates (root coordinates when `view` is `nil`) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        return pointFromRoot(inRoot)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (to root coordinates when `view` is `nil`).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (root coordinates when `view` is `nil`) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // A point in a view maps to its superview by removing the bounds origin and adding the frame origin.
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view, current.superview != nil {
            result.x += current.frame.minX - current.bounds.minX
            result.y += current.frame.minY - current.bounds.minY
            view = current.superview
        }
        return result
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view, current.superview != nil {
            chain.append(current)
            view = current.superview
        }
        var result = point
        for current in chain.reversed() {
            result.x -= current.frame.minX - current.bounds.minX
            result.y -= current.frame.minY - current.bounds.minY
        }
        return result
    }
}

extension CGRect {
    /// Half-open containment as `CGRectContainsPoint`, independent of Foundation's implementation on this platform.
    func halfOpenContains(_ point: CGPoint) -> Bool {
        let rect = standardized
        return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }
}
