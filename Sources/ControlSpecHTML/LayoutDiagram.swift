/// An inline SVG of one or more rectangles' layouts, drawn to scale from numbers given to it: the site's
/// layout figures and style schematics, and the report's expected-and-actual overlays. It draws what it is given
/// and computes no layout itself. Colours come from the style sheet (classes `lf-…`), so that it follows light and
/// dark appearance and prints; the one exception is a colour a figure's own code chose, given as ``Box/fill``.
package struct LayoutDiagram: Sendable {
    /// A rectangle in points, in its panel's coordinates.
    package struct Rect: Hashable, Sendable {
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
    }

    /// What a box stands for: its class in the style sheet.
    package enum Role: String, Sendable {
        case bounds, content, title, subtitle, image, expected, actual
        /// A configured button's background, as its style draws it.
        case button
    }

    /// A labelled box.
    package struct Box: Sendable {
        package var role: Role
        package var rect: Rect
        /// Text drawn inside the box, at its top left.
        package var label: String?
        /// The radius of its corners, in points; nil for square corners.
        package var cornerRadius: Double?
        /// Classes beside the role's (`lf-fill-gray`): what kind of fill or stroke the style sheet gives it.
        package var classes: [String]
        /// A colour of the figure's own choosing (`rgba(…)`), drawn as is in every appearance; nil: the style
        /// sheet's.
        package var fill: String?

        package init(
            role: Role, rect: Rect, label: String? = nil, cornerRadius: Double? = nil, classes: [String] = [],
            fill: String? = nil
        ) {
            self.role = role
            self.rect = rect
            self.label = label
            self.cornerRadius = cornerRadius
            self.classes = classes
            self.fill = fill
        }
    }

    /// Text centred on a point of a panel (a button's title).
    package struct Text: Sendable {
        package var x: Double
        package var y: Double
        package var text: String
        /// Its classes in the style sheet (`lf-fg-tint`).
        package var classes: [String]
        /// A colour of the figure's own choosing, as ``Box/fill``.
        package var fill: String?

        package init(x: Double, y: Double, text: String, classes: [String], fill: String? = nil) {
            self.x = x
            self.y = y
            self.text = text
            self.classes = classes
            self.fill = fill
        }
    }

    /// A dimension line between two points of a panel (horizontal or vertical), with its label beside it.
    package struct Dimension: Sendable {
        package var x1: Double
        package var y1: Double
        package var x2: Double
        package var y2: Double
        package var label: String
        /// Drawn in the colour of the difference between expected and actual, not of an inset.
        package var isDifference: Bool

        package init(x1: Double, y1: Double, x2: Double, y2: Double, label: String, isDifference: Bool = false) {
            self.x1 = x1
            self.y1 = y1
            self.x2 = x2
            self.y2 = y2
            self.label = label
            self.isDifference = isDifference
        }
    }

    /// One drawing of the diagram, side by side with the others: a button in one state.
    package struct Panel: Sendable {
        package var caption: String
        /// The area the panel shows, in points (a button's bounds, or what holds every box).
        package var extent: Rect
        package var boxes: [Box]
        package var dimensions: [Dimension]
        /// Text drawn over the boxes.
        package var texts: [Text]
        /// Lines written under the panel, one under the other.
        package var notes: [String]

        package init(
            caption: String, extent: Rect, boxes: [Box], dimensions: [Dimension] = [], texts: [Text] = [],
            notes: [String] = []
        ) {
            self.caption = caption
            self.extent = extent
            self.boxes = boxes
            self.dimensions = dimensions
            self.texts = texts
            self.notes = notes
        }
    }

    package var panels: [Panel]
    /// The SVG's `<title>` and `<desc>`: its accessible name and description.
    package var title: String
    package var description: String

    /// The most pixels per point it draws (2; a row of several buttons is clearer at less).
    package var largestScale: Double

    package init(panels: [Panel], title: String, description: String, largestScale: Double = 2) {
        self.panels = panels
        self.title = title
        self.description = description
        self.largestScale = largestScale
    }

    /// Pixels per point; wide panels are drawn smaller, so that a row fits a page.
    private var scale: Double {
        let widest = panels.map(\.extent.width).max() ?? 1
        return min(largestScale, max(0.5, 260 / max(widest, 1)))
    }

    /// Room around each panel for its caption and dimension labels, in pixels.
    private static let margin = 30.0
    private static let captionHeight = 18.0
    /// The height of one line of a panel's notes, in pixels.
    private static let noteHeight = 14.0

    /// The SVG element; `id` makes its title and description referable (`aria-labelledby`).
    package func svg(id: String) -> HTMLNode {
        let scale = self.scale
        var x = 0.0
        var groups: [HTMLNode] = []
        var height = 0.0
        for panel in panels {
            let width = panel.extent.width * scale + 2 * Self.margin
            groups.append(draw(panel, at: x, scale: scale))
            x += width
            height = max(
                height,
                panel.extent.height * scale + 2 * Self.margin + Self.captionHeight
                    + Double(panel.notes.count) * Self.noteHeight)
        }
        let titleID = id + "-title"
        let descriptionID = id + "-desc"
        return .element(
            "svg",
            [
                "class": "layout-diagram", "viewbox": "0 0 \(Self.number(x)) \(Self.number(height))",
                "width": Self.number(x), "height": Self.number(height), "role": "img",
                "aria-labelledby": titleID + " " + descriptionID, "xmlns": "http://www.w3.org/2000/svg",
            ],
            [
                .element("title", ["id": titleID], text: title),
                .element("desc", ["id": descriptionID], text: description),
            ] + groups)
    }

    private func draw(_ panel: Panel, at left: Double, scale: Double) -> HTMLNode {
        let originX = left + Self.margin - panel.extent.x * scale
        let originY = Self.captionHeight + Self.margin - panel.extent.y * scale
        func px(_ value: Double) -> String { Self.number(originX + value * scale) }
        func py(_ value: Double) -> String { Self.number(originY + value * scale) }
        var nodes: [HTMLNode] = [
            .element(
                "text", ["class": "lf-caption", "x": Self.number(left + Self.margin), "y": "14"], text: panel.caption)
        ]
        for box in panel.boxes {
            // Circular corners, at most half the shorter side: SVG would otherwise clamp each axis on its own and
            // draw elliptical ones.
            let radius = box.cornerRadius.map {
                Self.number(min(max($0, 0), box.rect.width / 2, box.rect.height / 2) * scale)
            }
            nodes.append(
                .element(
                    "rect",
                    [
                        "class": (["lf-box", "lf-" + box.role.rawValue] + box.classes).joined(separator: " "),
                        "x": px(box.rect.x), "y": py(box.rect.y),
                        "width": Self.number(max(box.rect.width, 0) * scale),
                        "height": Self.number(max(box.rect.height, 0) * scale), "rx": radius, "ry": radius,
                        "fill": box.fill,
                    ]))
            if let label = box.label {
                nodes.append(
                    .element(
                        "text",
                        [
                            "class": "lf-label lf-label-" + box.role.rawValue, "x": px(box.rect.x + 2 / scale),
                            "y": py(box.rect.y + 11 / scale),
                        ], text: label))
            }
        }
        for dimension in panel.dimensions {
            let horizontal = dimension.y1 == dimension.y2
            let kind = dimension.isDifference ? "lf-dimension lf-difference" : "lf-dimension"
            nodes.append(
                .element(
                    "line",
                    [
                        "class": kind, "x1": px(dimension.x1), "y1": py(dimension.y1), "x2": px(dimension.x2),
                        "y2": py(dimension.y2),
                    ]))
            // Ticks at both ends, across the line.
            for (x, y) in [(dimension.x1, dimension.y1), (dimension.x2, dimension.y2)] {
                let cx = originX + x * scale
                let cy = originY + y * scale
                nodes.append(
                    .element(
                        "line",
                        [
                            "class": kind, "x1": Self.number(horizontal ? cx : cx - 4),
                            "y1": Self.number(horizontal ? cy - 4 : cy), "x2": Self.number(horizontal ? cx : cx + 4),
                            "y2": Self.number(horizontal ? cy + 4 : cy),
                        ]))
            }
            let midX = originX + (dimension.x1 + dimension.x2) / 2 * scale
            let midY = originY + (dimension.y1 + dimension.y2) / 2 * scale
            nodes.append(
                .element(
                    "text",
                    [
                        "class": "lf-dimension-label" + (dimension.isDifference ? " lf-difference-label" : ""),
                        "x": Self.number(horizontal ? midX : midX + 5), "y": Self.number(horizontal ? midY - 4 : midY),
                        "text-anchor": horizontal ? "middle" : "start",
                    ], text: dimension.label))
        }
        for text in panel.texts {
            nodes.append(
                .element(
                    "text",
                    [
                        "class": text.classes.joined(separator: " "), "x": px(text.x), "y": py(text.y),
                        "text-anchor": "middle", "dominant-baseline": "central", "fill": text.fill,
                    ], text: text.text))
        }
        let noteTop = Self.captionHeight + Self.margin + panel.extent.height * scale + Self.margin / 2
        for (index, note) in panel.notes.enumerated() {
            nodes.append(
                .element(
                    "text",
                    [
                        "class": "lf-note", "x": Self.number(left + Self.margin),
                        "y": Self.number(noteTop + Double(index) * Self.noteHeight),
                    ], text: note))
        }
        return .element("g", ["class": "lf-panel"], nodes)
    }

    /// A number as the diagram and its tables write it: no more than two decimals, no trailing zeros.
    package static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e12 { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
