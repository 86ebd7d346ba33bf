import ControlContract
import Foundation

/// A tiny implementation of the contract: a button with enabled/selected/highlighted state,
/// titles per state with the normal fallback, target-action, a title label, and the harness's
/// `ActionRecorder` and `tap(_:)`.
struct FakeImplementation: ControlImplementation {
    static let allMembers =
        [
            "UIButton.init(type:)", "UIControl.init(frame:)", "UIView.init(frame:)",
            "UIControl.isEnabled", "UIControl.isEnabled=", "UIControl.isSelected", "UIControl.isSelected=",
            "UIControl.isHighlighted", "UIControl.isHighlighted=", "UIControl.state",
            "UIButton.setTitle(_:for:)", "UIButton.title(for:)", "UIButton.titleLabel", "UIButton.buttonType",
            "UIControl.addTarget(_:action:for:)", "UIControl.sendActions(for:)", "UIControl.allTargets",
            "UIView.frame", "UIView.frame=", "UIView.alpha", "UIView.alpha=", "UILabel.text", "UILabel.text=",
            "ActionRecorder.init()", "ActionRecorder.actions", "ActionRecorder.count", "ActionRecorder.senders",
            "Harness.tap(_:)",
        ] + constants.keys.sorted()

    /// The registry's constants the tests name, which the runner asks the implementation for.
    static let constants: [String: Value] = {
        var constants: [String: Value] = [:]
        for (name, raw) in [("normal", 0), ("highlighted", 1), ("disabled", 2), ("selected", 4), ("focused", 8)] {
            constants["UIControl.State." + name] = .options(type: "UIControl.State", raw: UInt(raw))
        }
        let events = [
            ("touchDown", 1), ("touchUpInside", 64), ("touchUpOutside", 128), ("valueChanged", 4096),
            ("primaryActionTriggered", 8192), ("allTouchEvents", 0xFFF), ("allEvents", 0xFFFF_FFFF),
        ]
        for (name, raw) in events {
            constants["UIControl.Event." + name] = .options(type: "UIControl.Event", raw: UInt(raw))
        }
        for (name, raw) in [("custom", 0), ("system", 1), ("close", 7)] {
            constants["UIButton.ButtonType." + name] = .enumeration(type: "UIButton.ButtonType", raw: raw)
        }
        return constants
    }()

    let info: ImplementationInfo
    let failures: [String: ContractFailure]
    let replies: [String: Value]
    let sessionFailure: ContractFailure?
    let log: SessionLog

    /// - Parameters:
    ///   - removing: members the implementation does not support.
    ///   - failures: members that answer with a contract failure.
    ///   - replies: members that answer with a fixed value (to play a faulty implementation).
    init(
        name: String = "fake", removing: Set<String> = [], failures: [String: ContractFailure] = [:],
        replies: [String: Value] = [:], sessionFailure: ContractFailure? = nil, log: SessionLog = SessionLog()
    ) {
        self.info = ImplementationInfo(
            name: name, version: "1", supportedMembers: Self.allMembers.filter { !removing.contains($0) })
        self.failures = failures
        self.replies = replies
        self.sessionFailure = sessionFailure
        self.log = log
    }

    func makeSession() throws(ContractFailure) -> any ControlSession {
        if let sessionFailure { throw sessionFailure }
        log.opened()
        return FakeSession(keys: info.supportedMembers, failures: failures, replies: replies, log: log)
    }
}

/// Counts sessions opened and closed.
final class SessionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var openedCount = 0
    private var closedCount = 0

    func opened() {
        lock.lock()
        openedCount += 1
        lock.unlock()
    }

    func closed() {
        lock.lock()
        closedCount += 1
        lock.unlock()
    }

    var counts: (opened: Int, closed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (openedCount, closedCount)
    }
}

final class FakeObject {
    let handle: ObjectHandle
    var properties: [String: Value] = [:]
    var titles: [UInt: String] = [:]
    var targets: [(target: Value, action: String, events: UInt)] = []
    var actions: [String] = []
    var senders: [Value] = []

    init(_ handle: ObjectHandle) { self.handle = handle }
}

final class FakeSession: ControlSession {
    private let keys: [String]
    private let failures: [String: ContractFailure]
    private let replies: [String: Value]
    private let log: SessionLog
    private var objects: [Int: FakeObject] = [:]
    private var kitActions: [KitAction] = []

    func takeKitActions() -> [KitAction] {
        defer { kitActions.removeAll() }
        return kitActions
    }

    private static let defaults: [String: Value] = [
        "isEnabled": .bool(true), "isSelected": .bool(false), "isHighlighted": .bool(false), "alpha": .float(1),
        "frame": .rect(x: 0, y: 0, width: 0, height: 0), "text": .null,
    ]

    init(keys: [String], failures: [String: ContractFailure], replies: [String: Value], log: SessionLog) {
        self.keys = keys
        self.failures = failures
        self.replies = replies
        self.log = log
    }

    func close() { log.closed() }

    private func make(_ className: String) -> FakeObject {
        let object = FakeObject(ObjectHandle(id: objects.count + 1, className: className))
        objects[object.handle.id] = object
        return object
    }

    private func state(of object: FakeObject) -> UInt {
        var raw: UInt = 0
        if object.properties["isHighlighted"] == .bool(true) { raw |= 1 }
        if object.properties["isEnabled"] == .bool(false) { raw |= 2 }
        if object.properties["isSelected"] == .bool(true) { raw |= 4 }
        return raw
    }

    private func send(_ events: UInt, from control: FakeObject) {
        for target in control.targets where target.events & events != 0 {
            guard case .object(let handle) = target.target else { continue }
            if handle.isKitObject {
                kitActions.append(KitAction(target: handle, selector: target.action, sender: .object(control.handle)))
                continue
            }
            guard let recorder = objects[handle.id] else { continue }
            recorder.actions.append(target.action)
            recorder.senders.append(.object(control.handle))
        }
    }

    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        let key = keys[member.index]
        if let failure = failures[key] { return .failure(failure) }
        if let reply = replies[key] { return .success(reply) }
        if let constant = FakeImplementation.constants[key] { return .success(constant) }
        let object = receiver.flatMap { objects[$0.id] }
        let property = key.split(separator: ".").last.map { String($0).replacingOccurrences(of: "=", with: "") } ?? ""
        switch key {
        case "UIButton.init(type:)":
            let button = make("UIButton")
            button.properties["buttonType"] = arguments[0]
            return .success(.object(button.handle))
        case "UIControl.init(frame:)", "UIView.init(frame:)":
            let view = make(String(key.prefix { $0 != "." }))
            view.properties["frame"] = arguments[0]
            return .success(.object(view.handle))
        case "ActionRecorder.init()":
            return .success(.object(make("ActionRecorder").handle))
        case "UIControl.state":
            guard let object else { break }
            return .success(.options(type: "UIControl.State", raw: state(of: object)))
        case "UIButton.setTitle(_:for:)":
            guard let object, case .options(_, let raw) = arguments[1] else { break }
            if case .string(let title) = arguments[0] { object.titles[raw] = title } else { object.titles[raw] = nil }
            return .success(.void)
        case "UIButton.title(for:)":
            guard let object, case .options(_, let raw) = arguments[0] else { break }
            return .success((object.titles[raw] ?? object.titles[0]).map(Value.string) ?? .null)
        case "UIButton.titleLabel":
            guard let object else { break }
            if let label = object.properties["titleLabel"] { return .success(label) }
            let label = make("UILabel")
            object.properties["titleLabel"] = .object(label.handle)
            return .success(.object(label.handle))
        case "UIControl.addTarget(_:action:for:)":
            guard let object, case .selector(let action) = arguments[1], case .options(_, let raw) = arguments[2] else {
                break
            }
            object.targets.append((arguments[0], action, raw))
            return .success(.void)
        case "UIControl.sendActions(for:)":
            guard let object, case .options(_, let raw) = arguments[0] else { break }
            send(raw, from: object)
            return .success(.void)
        case "Harness.tap(_:)":
            guard case .object(let handle) = arguments[0], let control = objects[handle.id] else { break }
            send(1 << 6, from: control)
            return .success(.void)
        case "UIControl.allTargets":
            guard let object else { break }
            return .success(.array(object.targets.map(\.target).filter { $0 != .null }))
        case "ActionRecorder.actions":
            guard let object else { break }
            return .success(.array(object.actions.map(Value.string)))
        case "ActionRecorder.count":
            guard let object else { break }
            return .success(.int(object.actions.count))
        case "ActionRecorder.senders":
            guard let object else { break }
            return .success(.array(object.senders))
        default:
            guard let object else { break }
            if key.hasSuffix("=") {
                object.properties[property] = arguments[0]
                return .success(.void)
            }
            return .success(object.properties[property] ?? Self.defaults[property] ?? .null)
        }
        return .failure(.failed("bad call of \(key)"))
    }
}

/// An implementation that supports the menu and action members and records every call.
struct RecordingImplementation: ControlImplementation {
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []

        func append(_ call: String) {
            lock.lock()
            recorded.append(call)
            lock.unlock()
        }

        var calls: [String] {
            lock.lock()
            defer { lock.unlock() }
            return recorded
        }
    }

    final class Session: ControlSession {
        let keys: [String]
        let log: Log
        private var count = 0

        init(keys: [String], log: Log) {
            self.keys = keys
            self.log = log
        }

        func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
            Value, ContractFailure
        > {
            let key = keys[member.index]
            log.append("\(key) [\(arguments.map(\.debugDescription).joined(separator: ", "))]")
            count += 1
            return .success(
                .object(ObjectHandle(id: count, className: key.hasPrefix("UIMenu") ? "UIMenu" : "UIAction")))
        }
    }

    let info = ImplementationInfo(
        name: "recording", version: "1",
        supportedMembers: ["UIMenu.init(title:children:)", "Harness.makeAction(title:identifier:)"])
    let log = Log()

    func makeSession() throws(ContractFailure) -> any ControlSession {
        Session(keys: info.supportedMembers, log: log)
    }
}
