import Foundation

/// An event, as UIKit's `UIEvent`, reduced to touch events.
open class UIEvent {
    /// The kinds of event; only touches are modelled.
    public enum EventType: Int, Sendable {
        /// A touch event.
        case touches = 0
        /// A motion event.
        case motion = 1
        /// A remote-control event.
        case remoteControl = 2
        /// A physical key press.
        case presses = 3
    }

    /// The event's type.
    public let type: EventType
    /// When the event happened, in seconds.
    public let timestamp: TimeInterval
    private let touches: Set<UITouch>

    /// Creates a touch event carrying `touches`.
    public init(touches: Set<UITouch>, timestamp: TimeInterval = 0) {
        self.type = .touches
        self.touches = touches
        self.timestamp = timestamp
    }

    /// All touches of the event, as UIKit's `allTouches`.
    open var allTouches: Set<UITouch>? { touches }

    /// The touches that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }
}

/// One finger on the screen, as UIKit's `UITouch`.
///
/// Locations are stored in the coordinate space of the root of the touched view's hierarchy, which stands in for
/// the window, and are converted on demand, so a touch reports a different location after its view moves.
open class UITouch: Hashable {
    /// The phase of a touch, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down but has not moved.
        case stationary = 2
        /// The finger left the screen.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
    }

    /// The view the touch began in.
    public private(set) weak var view: UIView?
    /// The current phase.
    open var phase: Phase
    /// How many times the finger tapped in quick succession at this point; 2 for the second tap of a double tap.
    open var tapCount: Int
    /// When the touch last changed, in seconds.
    open var timestamp: TimeInterval
    private var locationInRoot: CGPoint
    private var previousLocationInRoot: CGPoint

    /// Creates a touch at `location`, given in `view`'s coordinates (or root coordinates when `view` is `nil`).
    public init(
        view: UIView?,
        location: CGPoint,
        phase: Phase = .began,
        tapCount: Int = 1,
        timestamp: TimeInterval = 0
    ) {
        self.view = view
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
        let rootLocation = view?.convert(location, to: nil) ?? location
        self.locationInRoot = rootLocation
        self.previousLocationInRoot = rootLocation
    }

    /// The touch's location in `view`'s coordinates, or in root coordinates when `view` is `nil`.
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(locationInRoot, from: nil) ?? locationInRoot
    }

    /// The touch's location before its latest move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousLocationInRoot, from: nil) ?? previousLocationInRoot
    }

    /// Moves the touch to `location`, given in `view`'s coordinates (root coordinates when `nil`), keeping the old
    /// location as the previous one. Used by touch simulation; UIKit's touches are moved by the system.
    open func update(location: CGPoint, in view: UIView?, phase: Phase, timestamp: TimeInterval? = nil) {
        previousLocationInRoot = locationInRoot
        locationInRoot = view?.convert(location, to: nil) ?? location
        self.phase = phase
        if let timestamp { self.timestamp = timestamp }
    }

    /// Touches are equal only to themselves, as UIKit's touch objects.
    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

    /// Hashes the touch's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
