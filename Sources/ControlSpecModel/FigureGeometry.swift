/// A rectangle an implementation answered, in points, in the button's coordinates.
package struct FigureRect: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    /// Whether the rectangle covers no area (a title label with no title, an image view with no image).
    package var isEmpty: Bool { width <= 0 || height <= 0 }
}

/// Edge insets an implementation answered (`UIEdgeInsets`; a configuration's directional insets with leading
/// as left).
package struct FigureInsets: Hashable, Sendable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}

/// What an implementation answered about the layout of the buttons a figure's code declares: the values a
/// page's figure is drawn from, never computed by the drawing.
package struct FigureGeometry: Hashable, Sendable {
    /// One button of the figure, drawn as one panel.
    package struct Panel: Hashable, Sendable {
        /// The variable that holds the button in the figure's code (`before`, `after`).
        package var name: String
        /// `bounds`.
        package var bounds: FigureRect
        /// `contentRect(forBounds: bounds)`.
        package var contentRect: FigureRect
        /// `titleRect(forContentRect: contentRect)` and `imageRect(forContentRect: contentRect)`.
        package var titleRect: FigureRect
        package var imageRect: FigureRect
        /// `titleLabel?.frame` and `imageView?.frame`, after `layoutIfNeeded()`; nil when the button has none.
        package var titleFrame: FigureRect?
        package var imageFrame: FigureRect?
        /// `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets`.
        package var contentEdgeInsets: FigureInsets
        package var titleEdgeInsets: FigureInsets
        package var imageEdgeInsets: FigureInsets
        /// `contentHorizontalAlignment` and `contentVerticalAlignment`, by their constants' names (`.left`).
        package var horizontalAlignment: String
        package var verticalAlignment: String
        /// The title the button shows (`currentTitle`), drawn in its label's box.
        package var title: String?
        /// `subtitleLabel?.frame` of a configured button, after `layoutIfNeeded()`; nil when the button has no
        /// configuration or the implementation lacks `subtitleLabel`.
        package var subtitleFrame: FigureRect?

        package init(
            name: String, bounds: FigureRect, contentRect: FigureRect, titleRect: FigureRect, imageRect: FigureRect,
            titleFrame: FigureRect?, imageFrame: FigureRect?, contentEdgeInsets: FigureInsets,
            titleEdgeInsets: FigureInsets, imageEdgeInsets: FigureInsets, horizontalAlignment: String,
            verticalAlignment: String, title: String?, subtitleFrame: FigureRect? = nil
        ) {
            self.name = name
            self.bounds = bounds
            self.contentRect = contentRect
            self.titleRect = titleRect
            self.imageRect = imageRect
            self.titleFrame = titleFrame
            self.imageFrame = imageFrame
            self.contentEdgeInsets = contentEdgeInsets
            self.titleEdgeInsets = titleEdgeInsets
            self.imageEdgeInsets = imageEdgeInsets
            self.horizontalAlignment = horizontalAlignment
            self.verticalAlignment = verticalAlignment
            self.title = title
            self.subtitleFrame = subtitleFrame
        }
    }

    /// The implementation that answered (`reference`).
    package var implementation: String
    /// The panels, in the order the figure's code declares its buttons.
    package var panels: [Panel]

    package init(implementation: String, panels: [Panel]) {
        self.implementation = implementation
        self.panels = panels
    }
}

/// What became of a page's figure when the kit ran it.
package enum FigureResult: Hashable, Sendable {
    /// The implementation answered every member a layout figure needs.
    case drawn(FigureGeometry)
    /// The implementation answered every member a style schematic needs.
    case drawnStyles(StyleSchematic)
    /// No figure: the implementation lacks a member the figure needs, or the code failed. The reason names the
    /// implementation and the member or the failure; the page shows it instead of a figure.
    case notDrawn(implementation: String, reason: String)
}

/// The figures of a corpus by ``PageFigure/qualifiedID``.
package typealias FigureResults = [String: FigureResult]
