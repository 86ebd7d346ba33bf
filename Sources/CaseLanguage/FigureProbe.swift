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

    /// Runs the figure's code in a fresh session of `implementation`, lays out each of its buttons
    /// (`layoutIfNeeded()`) and asks for the geometry it shows. A figure whose code fails, or that needs a member
    /// the implementation lacks, is not drawn, and the result says why.
    package func drawFigure(on implementation: any ControlImplementation) -> FigureResult {
        let info = implementation.info
        let table = info.memberTable()
        if let missing = Self.figureMembers.first(where: { table[$0] == nil }) {
            return .notDrawn(implementation: info.name, reason: "the implementation lacks \(missing)")
        }
        var panels: [FigureGeometry.Panel] = []
        var failure: String?
        let outcome = run(on: implementation) { context in
            do throws(ContractFailure) {
                let probe = FigureProbe(session: context.session, members: table, renderer: renderer)
                for (name, slot) in buttonVariables {
                    guard case .object(let button) = context.slots[slot] else {
                        throw .failed("'\(name)' holds no button")
                    }
                    panels.append(try probe.panel(named: name, button: button))
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
            if let failure { return .notDrawn(implementation: info.name, reason: "a geometry call failed: \(failure)") }
            return .drawn(FigureGeometry(implementation: info.name, panels: panels))
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

/// The geometry calls of one figure, made in the session its code ran in.
private struct FigureProbe {
    let session: any ControlSession
    let members: [String: MemberID]
    let renderer: ValueRenderer

    private func call(_ key: String, on receiver: ObjectHandle, _ arguments: [Value] = []) throws(ContractFailure)
        -> Value
    {
        // figureMembers were checked before the run: every key here resolves.
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
}
