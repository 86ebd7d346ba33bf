import ControlContract
import ControlSpecModel

/// Asks an implementation, through the contract, for the layout of the buttons a figure's code declares.
extension CaseProgram {
    /// The members a layout figure asks of each button: without one of them an implementation gets no figure.
    package static let figureMembers = [
        "UIView.bounds", "UIView.frame", "UIView.layoutIfNeeded()", "UIButton.contentRect(forBounds:)",
        "UIButton.titleRect(forContentRect:)", "UIButton.imageRect(forContentRect:)", "UIButton.titleLabel",
        "UIButton.imageView", "UIButton.contentEdgeInsets", "UIButton.titleEdgeInsets", "UIButton.imageEdgeInsets",
        "UIControl.contentHorizontalAlignment", "UIControl.contentVerticalAlignment", "UIButton.currentTitle",
    ]

    /// The members a style schematic asks of each button and its configuration: without one of them an implementation
    /// gets no schematic. `Harness.styleAppearance(of:)` is the kit's question, not UIKit's: what the style draws.
    package static let schematicMembers = [
        "UIView.bounds", "UIView.layoutIfNeeded()", "UIButton.configuration", "UIButton.Configuration.title",
        "UIButton.Configuration.cornerStyle", "UIButton.Configuration.buttonSize", "UIButton.Configuration.background",
        "UIBackgroundConfiguration.cornerRadius", "Harness.styleAppearance(of:)",
    ]

    /// Runs the figure's code in a fresh session of `implementation`, lays out each of its buttons
    /// (`layoutIfNeeded()`) and asks for the geometry it shows. A figure whose code fails, or that needs a member
    /// the implementation lacks, is not drawn, and the result says why.
    package func drawFigure(on implementation: any ControlImplementation) -> FigureResult {
        probeButtons(on: implementation, members: Self.figureMembers, asking: "a geometry call") {
            (probe, name, button) throws(ContractFailure) in
            try probe.panel(named: name, button: button)
        } drawn: {
            .drawn(FigureGeometry(implementation: implementation.info.name, panels: $0))
        }
    }

    /// Runs a style schematic's code in a fresh session of `implementation`, lays out each of its buttons and asks
    /// what its configuration draws. A button without a configuration, or one whose corner radius the implementation
    /// does not know, leaves the schematic undrawn, as a lacking member or a failing code does.
    package func drawStyleSchematic(on implementation: any ControlImplementation) -> FigureResult {
        probeButtons(on: implementation, members: Self.schematicMembers, asking: "a style call") {
            (probe, name, button) throws(ContractFailure) in
            try probe.schematicPanel(named: name, button: button)
        } drawn: {
            .drawnStyles(StyleSchematic(implementation: implementation.info.name, panels: $0))
        }
    }

    /// Runs the code and asks `ask` for one panel per button the code declares, in order; the panels made into a
    /// result by `drawn`, or why there is none.
    private func probeButtons<Panel>(
        on implementation: any ControlImplementation, members: [String], asking noun: String,
        _ ask: (FigureProbe, String, ObjectHandle) throws(ContractFailure) -> Panel,
        drawn: ([Panel]) -> FigureResult
    ) -> FigureResult {
        let info = implementation.info
        let table = info.memberTable()
        if let missing = members.first(where: { table[$0] == nil }) {
            return .notDrawn(implementation: info.name, reason: "the implementation lacks \(missing)")
        }
        var panels: [Panel] = []
        var failure: String?
        let outcome = run(on: implementation) { context in
            do throws(ContractFailure) {
                let probe = FigureProbe(session: context.session, members: table, renderer: renderer)
                for (name, slot) in buttonVariables {
                    guard case .object(let button) = context.slots[slot] else {
                        throw .failed("'\(name)' holds no button")
                    }
                    panels.append(try ask(probe, name, button))
                }
            } catch {
                switch error {
                case .unsupported(let message), .failed(let message), .crashed(let message), .timedOut(let message):
                    failure = message
                }
            }
            let outcome: CaseOutcome = context.failures.isEmpty ? .passed : .failed(context.failures.map(\.detail))
            return (outcome, context.expectationCount)
        }.outcome
        switch outcome {
        case .passed:
            if let failure { return .notDrawn(implementation: info.name, reason: "\(noun) failed: \(failure)") }
            return drawn(panels)
        case .failed(let failures):
            let first = failures.first.map { detail in
                [detail.location?.description, detail.expression].compactMap { $0 }.joined(separator: ": ")
            }
            return .notDrawn(
                implementation: info.name, reason: "an expectation of the figure's code failed: \(first ?? "")")
        case .error(let details):
            return .notDrawn(implementation: info.name, reason: details.first?.message ?? "the figure's code failed")
        case .unsupported(let detail):
            return .notDrawn(implementation: info.name, reason: detail.message)
        case .crashed(let detail):
            return .notDrawn(implementation: info.name, reason: detail.message)
        case .timedOut:
            return .notDrawn(implementation: info.name, reason: "the implementation did not answer in time")
        }
    }
}

/// The geometry and style calls of one figure, made in the session its code ran in.
private struct FigureProbe {
    let session: any ControlSession
    let members: [String: MemberID]
    let renderer: ValueRenderer

    /// A member called on `receiver`; nil for a structure's member, which takes the structure first, or a harness
    /// function.
    private func call(_ key: String, on receiver: ObjectHandle?, _ arguments: [Value] = []) throws(ContractFailure)
        -> Value
    {
        // The figure's members were checked before the run: every key here resolves.
        guard let member = members[key] else { throw .unsupported(key) }
        return try session.invoke(member, on: receiver, with: arguments).get()
    }

    private func rect(_ value: Value, _ key: String) throws(ContractFailure) -> FigureRect {
        guard case .rect(let x, let y, let width, let height) = value else {
            throw .failed("\(key) answered \(value.debugDescription), not a CGRect")
        }
        return FigureRect(x: x, y: y, width: width, height: height)
    }

    private func insets(_ key: String, of button: ObjectHandle) throws(ContractFailure) -> FigureInsets {
        let value = try call(key, on: button)
        guard case .insets(let top, let left, let bottom, let right) = value else {
            throw .failed("\(key) answered \(value.debugDescription), not a UIEdgeInsets")
        }
        return FigureInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The frame of the subview `key` answers; nil when it answers `nil`.
    private func subviewFrame(_ key: String, of button: ObjectHandle) throws(ContractFailure) -> FigureRect? {
        guard case .object(let view) = try call(key, on: button) else { return nil }
        return try rect(call("UIView.frame", on: view), "UIView.frame")
    }

    func panel(named name: String, button: ObjectHandle) throws(ContractFailure) -> FigureGeometry.Panel {
        _ = try call("UIView.layoutIfNeeded()", on: button)
        let bounds = try rect(call("UIView.bounds", on: button), "UIView.bounds")
        let boundsValue = Value.rect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
        let content = try rect(
            call("UIButton.contentRect(forBounds:)", on: button, [boundsValue]), "contentRect(forBounds:)")
        let contentValue = Value.rect(x: content.x, y: content.y, width: content.width, height: content.height)
        let title = try call("UIButton.currentTitle", on: button)
        return FigureGeometry.Panel(
            name: name, bounds: bounds, contentRect: content,
            titleRect: try rect(
                call("UIButton.titleRect(forContentRect:)", on: button, [contentValue]), "titleRect(forContentRect:)"),
            imageRect: try rect(
                call("UIButton.imageRect(forContentRect:)", on: button, [contentValue]), "imageRect(forContentRect:)"),
            titleFrame: try subviewFrame("UIButton.titleLabel", of: button),
            imageFrame: try subviewFrame("UIButton.imageView", of: button),
            contentEdgeInsets: try insets("UIButton.contentEdgeInsets", of: button),
            titleEdgeInsets: try insets("UIButton.titleEdgeInsets", of: button),
            imageEdgeInsets: try insets("UIButton.imageEdgeInsets", of: button),
            horizontalAlignment: renderer.render(try call("UIControl.contentHorizontalAlignment", on: button)),
            verticalAlignment: renderer.render(try call("UIControl.contentVerticalAlignment", on: button)),
            title: { if case .string(let text) = title { return text } else { return nil } }(),
            // Asked only of an implementation that has it: a figure without subtitles needs no such member.
            subtitleFrame: members["UIButton.subtitleLabel"] == nil
                ? nil : try subviewFrame("UIButton.subtitleLabel", of: button))
    }

    /// A getter of a structure (`UIButton.Configuration.cornerStyle`): no receiver, the structure as `self`.
    private func read(_ key: String, of structure: Value) throws(ContractFailure) -> Value {
        try call(key, on: nil, [structure])
    }

    private func color(_ value: Value?, _ key: String) throws(ContractFailure) -> FigureColor? {
        switch value {
        case nil, .null?: return nil
        case .color(let red, let green, let blue, let alpha)?:
            return FigureColor(red: red, green: green, blue: blue, alpha: alpha)
        case let other?: throw .failed("\(key) answered \(other.debugDescription), not a UIColor")
        }
    }

    private func number(_ value: Value, _ key: String) throws(ContractFailure) -> Double {
        switch value {
        case .float(let number): return number
        case .int(let number): return Double(number)
        default: throw .failed("\(key) answered \(value.debugDescription), not a number")
        }
    }

    /// The style of one configured button: its size, its configuration's corner values and title, and what
    /// `Harness.styleAppearance(of:)` says the style draws.
    func schematicPanel(named name: String, button: ObjectHandle) throws(ContractFailure) -> StyleSchematic.Panel {
        _ = try call("UIView.layoutIfNeeded()", on: button)
        let bounds = try rect(call("UIView.bounds", on: button), "UIView.bounds")
        let configuration = try call("UIButton.configuration", on: button)
        guard case .structure = configuration else { throw .failed("'\(name)' has no configuration") }
        let title = try read("UIButton.Configuration.title", of: configuration)
        let cornerStyle = renderer.render(try read("UIButton.Configuration.cornerStyle", of: configuration))
        let background = try read("UIButton.Configuration.background", of: configuration)
        let appearance = try call("Harness.styleAppearance(of:)", on: nil, [.object(button)])
        guard case .structure("StyleAppearance", let fields) = appearance else {
            throw .failed("Harness.styleAppearance(of:) answered \(appearance.debugDescription) for '\(name)'")
        }
        let field = Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard case .enumCase(_, let fill)? = field["fill"], case .enumCase(_, let foreground)? = field["foreground"]
        else { throw .failed("Harness.styleAppearance(of:) answered no fill or foreground for '\(name)'") }
        guard let radius = field["cornerRadius"], radius != .null else {
            throw .unsupported("the implementation has no corner radius for '\(name)' (cornerStyle \(cornerStyle))")
        }
        return StyleSchematic.Panel(
            name: name, bounds: bounds, title: { if case .string(let text) = title { text } else { nil } }(),
            cornerStyle: cornerStyle,
            buttonSize: renderer.render(try read("UIButton.Configuration.buttonSize", of: configuration)),
            backgroundCornerRadius: try number(
                read("UIBackgroundConfiguration.cornerRadius", of: background), "background.cornerRadius"),
            fill: fill, fillColor: try color(field["fillColor"], "fillColor"), foreground: foreground,
            foregroundColor: try color(field["foregroundColor"], "foregroundColor"),
            cornerRadius: try number(radius, "cornerRadius"))
    }
}
