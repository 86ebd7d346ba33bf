import ControlContract
import Foundation
import ReferenceControls

/// A target the kit owns (a harness recorder), as the reference model sees it: a responder that reports every
/// action sent to it to its session instead of performing it (see `KitAction`). Which actions a recorder keeps is
/// the kit's business.
final class KitTarget: UIResponder {
    let handle: ObjectHandle
    private let report: (String, AnyObject?) -> Void

    init(handle: ObjectHandle, report: @escaping (String, AnyObject?) -> Void) {
        self.handle = handle
        self.report = report
        super.init()
    }

    override func perform(_ action: Selector, with sender: Any?, event: UIEvent?) -> Bool {
        report(action.name, sender as AnyObject?)
        return true
    }
}

/// A control that records calls of its tracking methods and can refuse tracking.
final class RecordingControl: UIControl {
    var trackingCalls: [String] = []
    var beginTrackingResult = true
    var continueTrackingResult = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingCalls.append("beginTracking")
        _ = super.beginTracking(touch, with: event)
        return beginTrackingResult
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingCalls.append("continueTracking")
        _ = super.continueTracking(touch, with: event)
        return continueTrackingResult
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        trackingCalls.append("endTracking")
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        trackingCalls.append("cancelTracking")
        super.cancelTracking(with: event)
    }
}

/// What the handler of a `makeAction(…)` action has seen. The handler closure holds it, so the
/// copies UIKit makes of an added action share it with the original.
final class ActionLog {
    var invocationCount = 0
    weak var lastSender: AnyObject?
}

/// The harness members the implementation provides: the recording control, touches, images and actions (the
/// recorders are the kit's), and what a configured button's style draws, which the site's style schematics ask for.
enum HarnessMembers {
    static func add(to table: MemberTable) {
        table.function("RecordingControl.init(frame:)") { args throws(ContractFailure) in
            RecordingControl(frame: try args.at(0)).value(in: args.session)
        }
        table.function("RecordingControl.init()") { args in RecordingControl().value(in: args.session) }
        table.function("RecordingControl.init(frame:primaryAction:)") { args throws(ContractFailure) in
            RecordingControl(frame: try args.at(0), primaryAction: try args.at(1, as: UIAction?.self))
                .value(in: args.session)
        }
        table.getter("RecordingControl.trackingCalls", \RecordingControl.trackingCalls)
        table.property("RecordingControl.beginTrackingResult", \RecordingControl.beginTrackingResult)
        table.property("RecordingControl.continueTrackingResult", \RecordingControl.continueTrackingResult)
        table.function("Harness.makeImage(width:height:)") { args throws(ContractFailure) in
            let size = CGSize(width: try args.at(0, as: CGFloat.self), height: try args.at(1, as: CGFloat.self))
            return UIImage(size: size).value(in: args.session)
        }
        table.function("Harness.makeAction(title:identifier:)") { args throws(ContractFailure) in
            let identifier = try args.at(1, as: String?.self).map { UIAction.Identifier($0) }
            let log = ActionLog()
            let action = UIAction(title: try args.at(0), identifier: identifier) { action in
                log.invocationCount += 1
                log.lastSender = action.sender as AnyObject?
            }
            args.session.actionLogs[ObjectIdentifier(action)] = log
            return action.value(in: args.session)
        }
        table.add("UIAction.invocationCount") { session, object, _ throws(ContractFailure) in
            guard let action = object as? UIAction else { throw .failed("not a UIAction") }
            return .int(session.actionLogs[ObjectIdentifier(action)]?.invocationCount ?? 0)
        }
        table.add("UIAction.lastSender") { session, object, _ throws(ContractFailure) in
            guard let action = object as? UIAction else { throw .failed("not a UIAction") }
            guard let sender = session.actionLogs[ObjectIdentifier(action)]?.lastSender else { return .null }
            return .object(session.handle(for: sender))
        }
        addTouches(to: table)
        table.function("Harness.styleAppearance(of:)") { args throws(ContractFailure) in
            let button: UIButton = try args.at(0)
            return button.styleAppearance.map { $0.value(in: args.session) } ?? .null
        }
    }

    private static func addTouches(to table: MemberTable) {
        func touch(
            _ key: String, _ body: @escaping (inout TouchSimulator, Arguments) throws(ContractFailure) -> Void
        ) {
            table.function(key) { args throws(ContractFailure) in
                let control: UIControl = try args.at(0)
                let identifier = ObjectIdentifier(control)
                var simulator = args.session.touches[identifier] ?? TouchSimulator(control: control)
                try body(&simulator, args)
                args.session.touches[identifier] = simulator.isTouching ? simulator : nil
                return .void
            }
        }
        touch("Harness.touchDown(_:at:)") { simulator, args throws(ContractFailure) in
            simulator.down(at: try args.at(1))
        }
        touch("Harness.touchDown(_:at:tapCount:)") { simulator, args throws(ContractFailure) in
            simulator.down(at: try args.at(1), tapCount: try args.at(2))
        }
        touch("Harness.touchMove(_:to:)") { simulator, args throws(ContractFailure) in
            simulator.move(to: try args.at(1))
        }
        touch("Harness.touchUp(_:)") { simulator, _ in simulator.up() }
        touch("Harness.touchCancel(_:)") { simulator, _ in simulator.cancel() }
        touch("Harness.tap(_:)") { simulator, _ in
            let center = CGPoint(x: simulator.control.bounds.midX, y: simulator.control.bounds.midY)
            simulator.down(at: center)
            simulator.up()
        }
        touch("Harness.tap(_:count:)") { simulator, args throws(ContractFailure) in
            let center = CGPoint(x: simulator.control.bounds.midX, y: simulator.control.bounds.midY)
            let count: Int = try args.at(1)
            for tapCount in 1...max(count, 1) {
                simulator.down(at: center, tapCount: tapCount)
                simulator.up()
            }
        }
        touch("Harness.tap(_:at:)") { simulator, args throws(ContractFailure) in
            simulator.down(at: try args.at(1))
            simulator.up()
        }
    }
}

extension StyleAppearance.Fill: BridgedCase {
    static var contractType: String { "StyleAppearance.Fill" }
}
extension StyleAppearance.Foreground: BridgedCase {
    static var contractType: String { "StyleAppearance.Foreground" }
}

/// The answer of `Harness.styleAppearance(of:)`: a structure whose fields the kit reads by name (PROTOCOL.md, "Style
/// schematics"); it only leaves the implementation, so it is never made from a value.
extension StyleAppearance {
    func value(in session: ReferenceSession) -> Value {
        .structure(
            type: "StyleAppearance",
            fields: [
                Field("fill", fill.value(in: session)), Field("fillColor", fillColor.value(in: session)),
                Field("foreground", foreground.value(in: session)),
                Field("foregroundColor", foregroundColor.value(in: session)),
                Field("cornerRadius", cornerRadius.value(in: session)),
            ])
    }
}
