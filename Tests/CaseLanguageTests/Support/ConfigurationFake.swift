import ControlContract
import Foundation

/// A small implementation of the modern-button members, to test the case language without the
/// reference binding: configurations as structures, a primary action and an update handler that
/// it calls through the session's closure host. Its values are the fake's own, not UIKit's.
struct ConfigurationFake: ControlImplementation {
    static let members: [String] = objectMembers + structureMembers

    private static let objectMembers: [String] = [
        "UIButton.init(type:)", "UIButton.init(configuration:primaryAction:)", "UIButton.configuration",
        "UIButton.configuration=", "UIButton.configurationUpdateHandler", "UIButton.configurationUpdateHandler=",
        "UIButton.setNeedsUpdateConfiguration()",
        "UIControl.isSelected", "UIControl.isSelected=", "UIControl.sendActions(for:)",
        "UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)", "UIAction.title",
    ]

    private static let structureMembers: [String] = [
        "UIButton.Configuration.filled()", "UIButton.Configuration.plain()", "UIButton.Configuration.updated(for:)",
        "UIButton.Configuration.setDefaultContentInsets()", "UIBackgroundConfiguration.clear()",
        "UIButton.Configuration.title", "UIButton.Configuration.title=", "UIButton.Configuration.subtitle",
        "UIButton.Configuration.subtitle=", "UIButton.Configuration.contentInsets",
        "UIButton.Configuration.contentInsets=", "UIButton.Configuration.cornerStyle",
        "UIButton.Configuration.cornerStyle=", "UIButton.Configuration.background",
        "UIButton.Configuration.background=", "UIBackgroundConfiguration.backgroundColor",
        "UIBackgroundConfiguration.backgroundColor=",
    ]

    var info: ImplementationInfo {
        ImplementationInfo(name: "configuration-fake", version: "1", supportedMembers: Self.members)
    }

    func makeSession() throws(ContractFailure) -> any ControlSession { Session() }

    static func configuration(cornerStyle: String) -> Value {
        .structure(
            type: "UIButton.Configuration",
            fields: [
                Field("title", .null), Field("subtitle", .null),
                Field("contentInsets", .insets(top: 0, left: 0, bottom: 0, right: 0)),
                Field("cornerStyle", .enumCase(type: "UIButton.Configuration.CornerStyle", name: cornerStyle)),
                Field("background", background),
            ])
    }

    static let background = Value.structure(
        type: "UIBackgroundConfiguration", fields: [Field("backgroundColor", .null)])

    final class Object {
        var properties: [String: Value] = [:]
    }

    final class Session: ControlSession {
        private var host: (any ClosureHost)?
        private var objects: [Object] = []

        func attach(closures host: any ClosureHost) { self.host = host }
        func close() { host = nil }

        private func make(_ properties: [String: Value], className: String) -> Value {
            let object = Object()
            object.properties = properties
            objects.append(object)
            return .object(ObjectHandle(id: objects.count, className: className))
        }

        private func runHandler(of button: ObjectHandle) -> Result<Value, ContractFailure> {
            guard case .closure(let handler)? = objects[button.id - 1].properties["configurationUpdateHandler"] else {
                return .success(.void)
            }
            guard let host else { return .failure(.failed("no closure host attached")) }
            return host.call(handler, with: [.object(button)]).map { _ in .void }
        }

        func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
            Value, ContractFailure
        > {
            let key = ConfigurationFake.members[member.index]
            let object = receiver.map { objects[$0.id - 1] }
            switch key {
            case "UIButton.init(type:)":
                return .success(make(["isSelected": .bool(false), "configuration": .null], className: "UIButton"))
            case "UIButton.init(configuration:primaryAction:)":
                return .success(
                    make(
                        ["isSelected": .bool(false), "configuration": arguments[0], "primaryAction": arguments[1]],
                        className: "UIButton"))
            case "UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)":
                return .success(make(["title": arguments[0], "handler": arguments[6]], className: "UIAction"))
            case "UIButton.Configuration.filled()":
                return .success(ConfigurationFake.configuration(cornerStyle: "dynamic"))
            case "UIButton.Configuration.plain()":
                return .success(ConfigurationFake.configuration(cornerStyle: "fixed"))
            case "UIBackgroundConfiguration.clear()":
                return .success(ConfigurationFake.background)
            case "UIButton.Configuration.updated(for:)":
                return .success(arguments[0])
            case "UIButton.Configuration.setDefaultContentInsets()":
                return property(
                    "UIButton.Configuration.contentInsets=", of: nil,
                    [arguments[0], .insets(top: 1, left: 2, bottom: 3, right: 4)])
            case "UIControl.sendActions(for:)":
                guard case .object(let action)? = object?.properties["primaryAction"],
                    case .closure(let handler)? = objects[action.id - 1].properties["handler"], let host
                else { return .success(.void) }
                return host.call(handler, with: [.object(action)]).map { _ in .void }
            case "UIButton.setNeedsUpdateConfiguration()":
                return runHandler(of: receiver!)
            case "UIControl.isSelected=":
                object?.properties["isSelected"] = arguments[0]
                return runHandler(of: receiver!)
            default:
                return property(key, of: object, arguments)
            }
        }

        /// Plain getters and setters: of an object by its receiver, of a structure by its first argument.
        private func property(_ key: String, of object: Object?, _ arguments: [Value]) -> Result<Value, ContractFailure>
        {
            let isSetter = key.hasSuffix("=")
            let name = String(key.split(separator: ".").last!.filter { $0 != "=" })
            if let object {
                if isSetter { object.properties[name] = arguments[0] }
                return .success(isSetter ? .void : object.properties[name] ?? .null)
            }
            guard case .structure(let type, var fields)? = arguments.first,
                let index = fields.firstIndex(where: { $0.name == name })
            else { return .failure(.failed("bad call of \(key)")) }
            guard isSetter else { return .success(fields[index].value) }
            fields[index].value = arguments[1]
            return .success(.structure(type: type, fields: fields))
        }
    }
}

/// An implementation whose `sendActions(for:)` calls one closure handle with fixed arguments, right or wrong,
/// as a broken implementation (or a child process) might.
struct CallbackFake: ControlImplementation {
    static let members = [
        "UIButton.init(type:)", "UIControl.sendActions(for:)", "UIButton.configurationUpdateHandler=",
    ]
    let handle: ClosureHandle
    let arguments: [Value]

    var info: ImplementationInfo {
        ImplementationInfo(name: "callback-fake", version: "1", supportedMembers: Self.members)
    }

    func makeSession() throws(ContractFailure) -> any ControlSession { Session(handle: handle, arguments: arguments) }

    final class Session: ControlSession {
        let handle: ClosureHandle
        let arguments: [Value]
        private var host: (any ClosureHost)?

        init(handle: ClosureHandle, arguments: [Value]) {
            self.handle = handle
            self.arguments = arguments
        }

        func attach(closures host: any ClosureHost) { self.host = host }

        func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
            Value, ContractFailure
        > {
            switch CallbackFake.members[member.index] {
            case "UIButton.init(type:)": return .success(.object(ObjectHandle(id: 1, className: "UIButton")))
            case "UIControl.sendActions(for:)":
                guard let host else { return .failure(.failed("no host")) }
                return host.call(handle, with: self.arguments)
            default: return .success(.void)
            }
        }
    }
}

/// An implementation whose `imageColorTransformer` setter runs the transformer it gets on red and on white, and
/// logs what it returned.
struct TransformerFake: ControlImplementation {
    static let members = [
        "UIButton.Configuration.plain()", "UIButton.Configuration.imageColorTransformer",
        "UIButton.Configuration.imageColorTransformer=",
    ]

    final class Log: @unchecked Sendable {
        var results: [Value] = []
    }

    let log = Log()

    var info: ImplementationInfo {
        ImplementationInfo(name: "transformer-fake", version: "1", supportedMembers: Self.members)
    }

    func makeSession() throws(ContractFailure) -> any ControlSession { Session(log: log) }

    final class Session: ControlSession {
        let log: Log
        private var host: (any ClosureHost)?

        init(log: Log) { self.log = log }

        func attach(closures host: any ClosureHost) { self.host = host }

        func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
            Value, ContractFailure
        > {
            switch TransformerFake.members[member.index] {
            case "UIButton.Configuration.imageColorTransformer=":
                guard case .closure(let closure) = arguments[1], let host else {
                    return .failure(.failed("no closure"))
                }
                for color in [
                    Value.color(red: 1, green: 0, blue: 0, alpha: 1), .color(red: 1, green: 1, blue: 1, alpha: 1),
                ] {
                    switch host.call(closure, with: [color]) {
                    case .success(let result): log.results.append(result)
                    case .failure(let failure): return .failure(failure)
                    }
                }
                return .success(arguments[0])
            default:
                return .success(
                    .structure(type: "UIButton.Configuration", fields: [Field("imageColorTransformer", .null)]))
            }
        }
    }
}
