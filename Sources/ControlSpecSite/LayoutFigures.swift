import ControlSpecHTML
import ControlSpecModel

/// How a page shows a figure: a layout figure (`swift figure`), the geometry the implementation answered, drawn as
/// an inline SVG with its numbers in a table, or a style schematic (`swift schematic`, drawn by ``StyleFigures``);
/// the caption; and the code it was drawn from.
struct LayoutFigures {
    let context: SiteContext
    let language: Language

    var strings: SiteStrings { SiteStrings(language: language) }

    /// The figure, or its code and why it was not drawn; `caption` is its rendered caption.
    func figure(_ figure: PageFigure, on page: Page, caption: HTMLNode?) -> HTMLNode {
        let anchor = "figure-" + figure.id
        var header = CaseFigures.headerStart(
            id: figure.id, anchor: anchor, linkTitle: strings.figureLink, evidence: figure.evidence, strings: strings)
        var children: [HTMLNode] = []
        let descriptionText = figure.caption.map { Self.plainText($0.markdown) } ?? figure.id
        switch context.figures[figure.qualifiedID] {
        case .drawn(let geometry):
            header.append(
                .element("span", ["class": "figure-origin"], text: strings.figureDrawn(geometry.implementation)))
            children.append(.element("figcaption", ["class": "case-header"], header))
            let diagram = LayoutDiagram(
                panels: geometry.panels.map(panel), title: strings.figureTitle(figure.id, geometry.implementation),
                description: descriptionText)
            children.append(.element("div", ["class": "layout-figure-drawing"], [diagram.svg(id: anchor + "-svg")]))
            if let caption { children.append(.element("div", ["class": "figure-caption"], [caption])) }
            children.append(valuesTable(geometry))
        case .drawnStyles(let schematic):
            header.append(
                .element("span", ["class": "figure-origin"], text: strings.figureDrawn(schematic.implementation)))
            children.append(.element("figcaption", ["class": "case-header"], header))
            let styles = StyleFigures(strings: strings)
            children.append(
                styles.drawing(schematic, id: figure.id, anchor: anchor, description: descriptionText))
            children.append(styles.note)
            if let caption { children.append(.element("div", ["class": "figure-caption"], [caption])) }
            children.append(styles.valuesTable(schematic))
        case .notDrawn(let implementation, let reason):
            header.append(.element("span", ["class": "figure-origin"], text: strings.figureNotDrawn(implementation)))
            children.append(.element("figcaption", ["class": "case-header"], header))
            children.append(.element("p", ["class": "figure-missing"], text: strings.figureMissing(reason)))
            if let caption { children.append(.element("div", ["class": "figure-caption"], [caption])) }
        case nil:
            children.append(.element("figcaption", ["class": "case-header"], header))
            children.append(.element("p", ["class": "figure-missing"], text: strings.figureNotRun))
            if let caption { children.append(.element("div", ["class": "figure-caption"], [caption])) }
        }
        children.append(
            .element(
                "details", ["class": "figure-code"],
                [
                    .element("summary", [:], text: strings.figureCode),
                    .element(
                        "pre", ["class": "code"],
                        [.element("code", [:], [SwiftHighlighter.highlight(figure.block.code)])]
                    ),
                ]))
        if let source = figure.source, !source.isEmpty {
            children.append(.element("p", ["class": "case-source"], [.text(strings.sourceLabel + source)]))
        }
        let kind = figure.kind == .style ? "layout-figure style-figure" : "layout-figure"
        return .element("figure", ["class": kind, "id": anchor], children)
    }

    /// One button's panel: its bounds, content rectangle, image and title frames, and dimension lines for the
    /// insets in force.
    private func panel(_ panel: FigureGeometry.Panel) -> LayoutDiagram.Panel {
        let bounds = Self.rect(panel.bounds)
        let content = Self.rect(panel.contentRect)
        var boxes = [
            LayoutDiagram.Box(role: .bounds, rect: bounds, label: "bounds"),
            LayoutDiagram.Box(role: .content, rect: content),
        ]
        if let image = panel.imageFrame, !image.isEmpty {
            boxes.append(LayoutDiagram.Box(role: .image, rect: Self.rect(image), label: strings.figureImage))
        }
        if let title = panel.titleFrame, !title.isEmpty {
            boxes.append(LayoutDiagram.Box(role: .title, rect: Self.rect(title), label: panel.title ?? "title"))
        }
        if let subtitle = panel.subtitleFrame, !subtitle.isEmpty {
            boxes.append(LayoutDiagram.Box(role: .subtitle, rect: Self.rect(subtitle), label: strings.figureSubtitle))
        }
        var dimensions: [LayoutDiagram.Dimension] = []
        // The content edge insets, between the bounds and the content rectangle, low in the panel.
        let insets = panel.contentEdgeInsets
        let lowY = bounds.y + bounds.height * 0.85
        let rightX = bounds.x + bounds.width * 0.9
        if insets.left != 0 {
            dimensions.append(
                .init(x1: bounds.x, y1: lowY, x2: content.x, y2: lowY, label: strings.side(.left, insets.left)))
        }
        if insets.right != 0 {
            dimensions.append(
                .init(
                    x1: content.x + content.width, y1: lowY, x2: bounds.x + bounds.width, y2: lowY,
                    label: strings.side(.right, insets.right)))
        }
        if insets.top != 0 {
            dimensions.append(
                .init(x1: rightX, y1: bounds.y, x2: rightX, y2: content.y, label: strings.side(.top, insets.top)))
        }
        if insets.bottom != 0 {
            dimensions.append(
                .init(
                    x1: rightX, y1: content.y + content.height, x2: rightX, y2: bounds.y + bounds.height,
                    label: strings.side(.bottom, insets.bottom)))
        }
        // A title or image inset moves its view: the distance it keeps from the content rectangle is measured.
        for (frame, edgeInsets) in [
            (panel.titleFrame, panel.titleEdgeInsets), (panel.imageFrame, panel.imageEdgeInsets),
        ] {
            guard let frame, !frame.isEmpty, !edgeInsets.isZero else { continue }
            let y = frame.y + frame.height / 2
            if edgeInsets.left != 0 || edgeInsets.right != 0 {
                dimensions.append(
                    .init(
                        x1: content.x, y1: y, x2: frame.x, y2: y,
                        label: LayoutDiagram.number(frame.x - content.x)))
            }
            if edgeInsets.top != 0 || edgeInsets.bottom != 0 {
                let x = frame.x + frame.width / 2
                dimensions.append(
                    .init(x1: x, y1: content.y, x2: x, y2: frame.y, label: LayoutDiagram.number(frame.y - content.y)))
            }
        }
        return LayoutDiagram.Panel(caption: panel.name, extent: bounds, boxes: boxes, dimensions: dimensions)
    }

    /// The numbers the drawing shows, one row per quantity and one column per button: what a screen reader reads.
    private func valuesTable(_ geometry: FigureGeometry) -> HTMLNode {
        func rect(_ value: FigureRect?) -> String { value.map(FigureValuesTable.rect) ?? "nil" }
        func insets(_ value: FigureInsets) -> String {
            "(" + [value.top, value.left, value.bottom, value.right].map(LayoutDiagram.number).joined(separator: ", ")
                + ")"
        }
        var rows: [(String, (FigureGeometry.Panel) -> String)] = [
            ("bounds", { rect($0.bounds) }),
            ("contentRect(forBounds:)", { rect($0.contentRect) }),
            ("titleRect(forContentRect:)", { rect($0.titleRect) }),
            ("imageRect(forContentRect:)", { rect($0.imageRect) }),
            ("titleLabel.frame", { rect($0.titleFrame) }),
            ("imageView.frame", { rect($0.imageFrame) }),
            ("contentEdgeInsets", { insets($0.contentEdgeInsets) }),
            ("titleEdgeInsets", { insets($0.titleEdgeInsets) }),
            ("imageEdgeInsets", { insets($0.imageEdgeInsets) }),
            ("contentHorizontalAlignment", { $0.horizontalAlignment }),
            ("contentVerticalAlignment", { $0.verticalAlignment }),
        ]
        if geometry.panels.contains(where: { $0.subtitleFrame.map { !$0.isEmpty } ?? false }) {
            rows.insert(("subtitleLabel.frame", { rect($0.subtitleFrame) }), at: 5)
        }
        return FigureValuesTable.table(
            rows: rows, panels: geometry.panels, name: \.name, summary: strings.figureValues,
            caption: strings.figureValuesCaption(geometry.implementation), valueHeading: strings.figureValue)
    }

    /// A rectangle the implementation answered, as the drawing takes it (layout figures and style schematics).
    static func rect(_ rect: FigureRect) -> LayoutDiagram.Rect {
        LayoutDiagram.Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// A caption's Markdown as plain text for the SVG's description: code spans and emphasis marks dropped.
    static func plainText(_ markdown: String) -> String {
        String(markdown.filter { $0 != "`" && $0 != "*" && $0 != "_" }.map { $0.isNewline ? " " : $0 })
    }
}
