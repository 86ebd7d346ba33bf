import ControlContract
import Foundation
import ReferenceControls

/// A target that records the actions it receives (the harness's `ActionRecorder`).
final class ActionRecorder: UIResponder {
    /// The Objective-C names of the action methods the recorder implements.
    static let selectors: Set<String> = ["handle:", "handleOther:", "handle:event:", "handleWithoutSender"]

    private(set) var actions: [String] = []
    private(set) var senders: [AnyObject] = []

    func reset() {
        actions.removeAll()
        senders.removeAll()
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        Self.selectors.contains(action.name)
    }

    override func perform(_ action: Selector, with sender: Any?, event: UIEvent?) -> Bool {
        guard Self.selectors.contains(action.name) else { return false }
        actions.append(action.name)
        if let sender = sender as AnyObject? { senders.append(sender) }
        return true
    }
}

/// Observes every single control event of a control, in the order they fire.
final class EventRecorder: UIResponder {
    /// Each single event with the Swift name of its `UIControl.Event` constant.
    static let events: [(name: String, event: UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
        ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter),
        ("touchDragExit", .touchDragExit), ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
        ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered), ("menuActionTriggered", .menuActionTriggered),
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
        ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
    ]

    private(set) var names: [String] = []

    init(observing control: UIControl) {
        super.init()
        for (name, event) in Self.events { control.addTarget(self, action: Selector(name + ":"), for: event) }
    }

    func reset() { names.removeAll() }

    var events: [UIControl.Event] {
        names.compactMap { name in Self.events.first { $0.name == name }?.event }
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        Self.events.contains { $0.name + ":" == action.name }
    }

    override func perform(_ action: Selector, with sender: Any?, event: UIEvent?) -> Bool {
        let name = String(action.name.dropLast())
        guard Self.events.contains(where: { $0.name == name }) else { return false }
        names.append(name)
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

/// The harness members: recorders, touches and images.
enum HarnessMembers {
    static func add(to table: MemberTable) {
        table.function("ActionRecorder.init()") { args in ActionRecorder().value(in: args.session) }
        table.getter("ActionRecorder.actions", \ActionRecorder.actions)
        table.add("ActionRecorder.senders") { session, object, _ throws(ContractFailure) in
            guard let recorder = object as? ActionRecorder else { throw .failed("not an ActionRecorder") }
            return .array(recorder.senders.map { .object(session.handle(for: $0)) })
        }
        table.add("ActionRecorder.count") { _, object, _ throws(ContractFailure) in
            guard let recorder = object as? ActionRecorder else { throw .failed("not an ActionRecorder") }
            return .int(recorder.actions.count)
        }
        table.method("ActionRecorder.reset()") { (recorder: ActionRecorder, _) in
            recorder.reset()
            return .void
        }
        table.function("EventRecorder.init(observing:)") { args throws(ContractFailure) in
            EventRecorder(observing: try args.at(0)).value(in: args.session)
        }
        table.getter("EventRecorder.names", \EventRecorder.names)
        table.getter("EventRecorder.events", \EventRecorder.events)
        table.method("EventRecorder.reset()") { (recorder: EventRecorder, _) in
            recorder.reset()
            return .void
        }
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
