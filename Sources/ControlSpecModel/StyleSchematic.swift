/// A color an implementation answered (`UIColor`), as sRGB components in 0…1.
package struct FigureColor: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// What an implementation answered about the configured buttons a style schematic's code declares: the values the
/// schematic is drawn from, never computed by the drawing. A sibling of ``FigureGeometry``: a layout figure says where
/// a button puts its content, a style schematic what its style draws.
package struct StyleSchematic: Hashable, Sendable {
    /// One configured button, drawn as one panel.
    package struct Panel: Hashable, Sendable {
        /// The variable that holds the button in the schematic's code (`filled`).
        package var name: String
        /// `bounds`, after `layoutIfNeeded()`.
        package var bounds: FigureRect
        /// The configuration's `title`, drawn in the foreground's color.
        package var title: String?
        /// The configuration's `cornerStyle`, `buttonSize` and `background.cornerRadius`, constants by name.
        package var cornerStyle: String
        package var buttonSize: String
        package var backgroundCornerRadius: Double
        /// What the style fills the background with (`Harness.styleAppearance(of:)`): a kind (`gray`, `filled`,
        /// `glass`…), not a color; and the base color it is made from, nil when the style chooses or draws none.
        package var fill: String
        package var fillColor: FigureColor?
        /// The title's color role (`tint`, `label`, `white`), and the base color that replaces it, nil when the style
        /// chooses.
        package var foreground: String
        package var foregroundColor: FigureColor?
        /// The radius of the background's corners at the button's size.
        package var cornerRadius: Double

        package init(
            name: String, bounds: FigureRect, title: String?, cornerStyle: String, buttonSize: String,
            backgroundCornerRadius: Double, fill: String, fillColor: FigureColor?, foreground: String,
            foregroundColor: FigureColor?, cornerRadius: Double
        ) {
            self.name = name
            self.bounds = bounds
            self.title = title
            self.cornerStyle = cornerStyle
            self.buttonSize = buttonSize
            self.backgroundCornerRadius = backgroundCornerRadius
            self.fill = fill
            self.fillColor = fillColor
            self.foreground = foreground
            self.foregroundColor = foregroundColor
            self.cornerRadius = cornerRadius
        }
    }

    /// The implementation that answered (`reference`).
    package var implementation: String
    /// The panels, in the order the schematic's code declares its buttons.
    package var panels: [Panel]

    package init(implementation: String, panels: [Panel]) {
        self.implementation = implementation
        self.panels = panels
    }
}
