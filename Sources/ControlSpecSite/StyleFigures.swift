import ControlSpecHTML
import ControlSpecModel

/// How a page shows a style schematic (`swift schematic`): what each configured button's style draws, as the
/// implementation answered it. The drawing shows kinds and roles (a gray fill, a label-colored title) in the style
/// sheet's colours, never colours of UIKit's; a base colour the schematic's own code set is drawn as set. The
/// numbers and names are in a table under it, with a note that it is a schematic, not a screenshot.
struct StyleFigures {
    let strings: SiteStrings

    /// Pixels per point: four buttons of 120 points side by side fit a page at their size or a little under.
    static let scale = 1.25

    /// The SVG of `schematic`; `anchor` makes its title and description referable.
    func drawing(_ schematic: StyleSchematic, id: String, anchor: String, description: String) -> HTMLNode {
        let diagram = LayoutDiagram(
            panels: schematic.panels.map(panel), title: strings.schematicTitle(id, schematic.implementation),
            description: description, largestScale: Self.scale)
        return .element("div", ["class": "layout-figure-drawing"], [diagram.svg(id: anchor + "-svg")])
    }

    /// The line under the drawing that says what it is and is not (the header names the implementation).
    var note: HTMLNode {
        .element("p", ["class": "schematic-note"], text: strings.schematicNote)
    }

    /// One button: its bounds with the corner radius answered, filled by kind; its title in the foreground's role,
    /// centred; what it shows, in words, under it.
    private func panel(_ panel: StyleSchematic.Panel) -> LayoutDiagram.Panel {
        let bounds = LayoutFigures.rect(panel.bounds)
        let background = LayoutDiagram.Box(
            role: .button, rect: bounds, cornerRadius: panel.cornerRadius,
            classes: ["lf-fill-" + Self.className(panel.fill)] + (panel.fillColor == nil ? [] : ["lf-base"]),
            fill: panel.fillColor.map(Self.css))
        var texts: [LayoutDiagram.Text] = []
        if let title = panel.title, !title.isEmpty {
            texts.append(
                LayoutDiagram.Text(
                    x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2, text: title,
                    classes: ["lf-style-title", "lf-fg-" + Self.className(panel.foreground)]
                        + (panel.foregroundColor == nil ? [] : ["lf-base"]),
                    fill: panel.foregroundColor.map(Self.css)))
        }
        return LayoutDiagram.Panel(
            caption: panel.name, extent: bounds, boxes: [background], texts: texts,
            notes: [
                strings.schematicFill(panel.fill, custom: panel.fillColor != nil),
                strings.schematicForeground(panel.foreground, custom: panel.foregroundColor != nil),
                strings.schematicCorner(panel.cornerStyle, panel.cornerRadius),
            ])
    }

    /// What the implementation answered, one row per value and one column per button: what a screen reader reads.
    func valuesTable(_ schematic: StyleSchematic) -> HTMLNode {
        func color(_ value: FigureColor?) -> String {
            guard let value else { return "nil" }
            return "UIColor(red: \(LayoutDiagram.number(value.red)), green: \(LayoutDiagram.number(value.green)), "
                + "blue: \(LayoutDiagram.number(value.blue)), alpha: \(LayoutDiagram.number(value.alpha)))"
        }
        let rows: [(String, (StyleSchematic.Panel) -> String)] = [
            ("bounds", { FigureValuesTable.rect($0.bounds) }),
            ("configuration.buttonSize", { $0.buttonSize }),
            ("configuration.cornerStyle", { $0.cornerStyle }),
            ("configuration.background.cornerRadius", { LayoutDiagram.number($0.backgroundCornerRadius) }),
            ("configuration.title", { $0.title.map { "\"\($0)\"" } ?? "nil" }),
            ("styleAppearance.fill", { "." + $0.fill }),
            ("styleAppearance.fillColor", { color($0.fillColor) }),
            ("styleAppearance.foreground", { "." + $0.foreground }),
            ("styleAppearance.foregroundColor", { color($0.foregroundColor) }),
            ("styleAppearance.cornerRadius", { LayoutDiagram.number($0.cornerRadius) }),
        ]
        return FigureValuesTable.table(
            rows: rows, panels: schematic.panels, name: \.name, summary: strings.schematicValues,
            caption: strings.schematicValuesCaption(schematic.implementation), valueHeading: strings.figureValue)
    }

    /// A kind's name as a class name: `clearGlass` as `clear-glass`.
    static func className(_ name: String) -> String {
        String(name.flatMap { $0.isUppercase ? ["-"] + $0.lowercased() : [$0] })
    }

    /// A colour the schematic's code chose, as CSS: `rgba(255, 0, 0, 1)`.
    static func css(_ color: FigureColor) -> String {
        let channels = [color.red, color.green, color.blue].map { String(Int((min(max($0, 0), 1) * 255).rounded())) }
        return "rgba(" + channels.joined(separator: ", ") + ", " + LayoutDiagram.number(min(max(color.alpha, 0), 1))
            + ")"
    }
}

/// The words of style schematics.
extension SiteStrings {
    func schematicTitle(_ id: String, _ implementation: String) -> String {
        pick(
            "Style schematic \(id), drawn from what \(implementation) answered",
            "样式示意图 \(id)：依据 \(implementation) 的回答绘制")
    }
    var schematicNote: String {
        pick(
            "A schematic, not a screenshot: it shows the kind of background and the color role of the title in this "
                + "site's colors; the colors UIKit draws are not shown.",
            "这是示意图，并非截图：它以本站的配色表示背景的种类和标题的颜色角色，不显示 UIKit 实际绘制的颜色。")
    }
    var schematicValues: String { pick("The values drawn", "所绘数值") }
    func schematicValuesCaption(_ implementation: String) -> String {
        pick(
            "What \(implementation) answered; bounds as (x, y, width, height) and radii in points; "
                + "styleAppearance is the kit's question Harness.styleAppearance(of:)",
            "\(implementation) 的回答；bounds 为 (x, y, 宽, 高)，半径单位为点；"
                + "styleAppearance 是工具包的提问 Harness.styleAppearance(of:)")
    }
    /// The background's kind in words: `gray fill`, `灰色填充`.
    func schematicFill(_ fill: String, custom: Bool) -> String {
        let kind: String =
            switch fill {
            case "none": pick("no background", "无背景")
            case "gray": pick("gray fill", "灰色填充")
            case "tinted": pick("tinted fill", "浅着色填充")
            case "filled": pick("tint-color fill", "着色颜色填充")
            case "glass": pick("Liquid Glass", "Liquid Glass")
            case "clearGlass": pick("clear Liquid Glass", "透明 Liquid Glass")
            case "prominentGlass": pick("prominent Liquid Glass", "醒目 Liquid Glass")
            case "prominentClearGlass": pick("prominent clear Liquid Glass", "醒目透明 Liquid Glass")
            default: fill
            }
        return custom ? kind + pick(" in baseBackgroundColor", "（baseBackgroundColor）") : kind
    }
    /// The title's color role in words: `label-color title`, `标签色标题`.
    func schematicForeground(_ foreground: String, custom: Bool) -> String {
        if custom { return pick("title in baseForegroundColor", "标题为 baseForegroundColor") }
        return switch foreground {
        case "tint": pick("tint-color title", "着色颜色标题")
        case "label": pick("label-color title", "标签色标题")
        case "white": pick("white title", "白色标题")
        default: foreground
        }
    }
    /// The corners in words: `dynamic, radius 17`, `dynamic，圆角半径 17`.
    func schematicCorner(_ cornerStyle: String, _ radius: Double) -> String {
        let style = cornerStyle.hasPrefix(".") ? String(cornerStyle.dropFirst()) : cornerStyle
        return style + pick(", radius ", "，圆角半径 ") + LayoutDiagram.number(radius)
    }
}
