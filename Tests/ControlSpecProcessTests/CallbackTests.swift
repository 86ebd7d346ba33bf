import ControlContract
import ControlSpecProcess
import Foundation
import ReferenceBinding
import Testing

/// Protocol 2's callbacks, runner side: a child asks for a closure of the case during an `invoke`, and the session
/// answers through its ``ControlContract/ClosureHost``. The Python implementation plays a real child (its UIAction
/// handlers are closures of the case); the fake of ``Support/fakeDriver(_:)`` plays the broken ones.
@Suite("Callbacks")
struct CallbackTests {
    private static let echo = MemberID(0)
    private static let actionInit =
        "UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)"

    /// A `UIAction(title:handler:)` in `session` whose handler is closure `closure`; the other parameters have the
    /// values Swift's defaults give them.
    private static func makeAction(
        _ python: ProcessImplementation, _ session: any ControlSession, _ title: String, closure: Int
    ) throws -> ObjectHandle {
        try Support.object(
            Support.call(
                python, session, actionInit, .string(title), .null, .null, .null,
                .options(type: "UIMenuElement.Attributes", raw: 0), .enumeration(type: "UIMenuElement.State", raw: 0),
                .closure(ClosureHandle(id: closure))))
    }

    /// A 100 × 44 custom button in `session` whose primary action is `action`.
    private static func makeButton(
        _ python: ProcessImplementation, _ session: any ControlSession, primaryAction action: ObjectHandle
    ) throws -> ObjectHandle {
        let button = try Support.object(
            Support.call(python, session, "UIButton.init(type:primaryAction:)", .customButtonType, .object(action)))
        _ = Support.call(python, session, "UIView.frame=", on: button, .rect(x: 0, y: 0, width: 100, height: 44))
        return button
    }

    @Test("a tap runs the action's handler in the runner, which calls the child back during the callback")
    func pythonRunsAnActionHandler() throws {
        let python = try Support.startPython()
        #expect(python.protocolVersion == 2)
        let session = try python.makeSession()
        defer { session.close() }
        let host = TestClosureHost()
        session.attach(closures: host)
        var titles: [Value] = []
        host.bodies[1] = { arguments in
            // The closure's body reads the action it was given: a call into the child while the child waits.
            guard let action = arguments.first?.objectHandle else { return .failure(.failed("no action")) }
            titles.append((try? Support.call(python, session, "UIAction.title", on: action).get()) ?? .null)
            return .success(.void)
        }
        let action = try Self.makeAction(python, session, "Play", closure: 1)
        let button = try Self.makeButton(python, session, primaryAction: action)

        #expect(Support.call(python, session, "Harness.tap(_:)", .object(button)) == .success(.void))
        #expect(host.calls.map(\.closure) == [1])
        #expect(host.calls.first?.arguments.first?.objectHandle?.className == "UIAction")
        #expect(titles == [.string("Play")])

        #expect(Support.call(python, session, "UIControl.performPrimaryAction()", on: button) == .success(.void))
        #expect(
            Support.call(python, session, "UIControl.sendActions(for:)", on: button, .event(1 << 12)) == .success(.void)
        )
        // performPrimaryAction ran it again; .valueChanged is not its event.
        #expect(host.calls.count == 2)
    }

    /// Whether the reference binds UIAction's handler initializer; until it does, its driver has no closures to run.
    static let referenceBindsActionHandlers = ReferenceImplementation().info.supportedMembers.contains(actionInit)

    @Test(
        "the reference driver runs an action's handler through a callback, with a call back into the driver",
        .enabled(if: referenceBindsActionHandlers, "the reference does not bind UIAction's handler yet"))
    func referenceDriverRunsAnActionHandler() throws {
        let driver = try Support.startDriver()
        let session = try driver.makeSession()
        defer { session.close() }
        let host = TestClosureHost()
        session.attach(closures: host)
        var titles: [Value] = []
        host.bodies[1] = { arguments in
            guard let action = arguments.first?.objectHandle else { return .failure(.failed("no action")) }
            titles.append((try? Support.call(driver, session, "UIAction.title", on: action).get()) ?? .null)
            return .success(.void)
        }
        let action = try Self.makeAction(driver, session, "Play", closure: 1)
        let button = try Self.makeButton(driver, session, primaryAction: action)
        #expect(Support.call(driver, session, "Harness.tap(_:)", .object(button)) == .success(.void))
        #expect(host.calls.map(\.closure) == [1])
        #expect(titles == [.string("Play")])
    }

    @Test("a closure's body can fire another action, whose handler calls back while the first waits")
    func nestedCallbacks() throws {
        let python = try Support.startPython()
        let session = try python.makeSession()
        defer { session.close() }
        let host = TestClosureHost()
        session.attach(closures: host)
        let inner = try Self.makeAction(python, session, "Inner", closure: 2)
        let outer = try Self.makeAction(python, session, "Outer", closure: 1)
        let button = try Self.makeButton(python, session, primaryAction: outer)
        var log: [String] = []
        host.bodies[1] = { _ in
            log.append("outer begins")
            let sent = Support.call(python, session, "UIControl.sendAction(_:)", on: button, .object(inner))
            log.append(sent == .success(.void) ? "outer ends" : "outer ends after \(sent)")
            return .success(.void)
        }
        host.bodies[2] = { _ in
            log.append("inner")
            return .success(.void)
        }
        #expect(Support.call(python, session, "Harness.tap(_:)", .object(button)) == .success(.void))
        #expect(log == ["outer begins", "inner", "outer ends"])
    }

    @Test("a pooled session passes its closure host on to the child's session")
    func pooledSessionsAnswerCallbacks() throws {
        let pool = try ProcessPool(
            command: Support.pythonCommand, currentDirectory: Support.packageRoot, kitVersion: "test")
        defer { pool.shutdown() }
        let session = try pool.makeSession()
        defer { session.close() }
        let host = TestClosureHost()
        host.bodies[1] = { _ in .success(.void) }
        session.attach(closures: host)
        let actionInit = try #require(pool.info.supportedMembers.firstIndex(of: Self.actionInit))
        let performKey = "UIControl.sendAction(_:)"
        let perform = try #require(pool.info.supportedMembers.firstIndex(of: performKey))
        let makeControl = try #require(pool.info.supportedMembers.firstIndex(of: "UIControl.init(frame:)"))
        let action = try #require(
            try session.invoke(
                MemberID(actionInit), on: nil,
                with: [
                    .string("Play"), .null, .null, .null, .options(type: "UIMenuElement.Attributes", raw: 0),
                    .enumeration(type: "UIMenuElement.State", raw: 0), .closure(ClosureHandle(id: 1)),
                ]
            ).get().objectHandle)
        let control = try #require(
            try session.invoke(MemberID(makeControl), on: nil, with: [.rect(x: 0, y: 0, width: 10, height: 10)]).get()
                .objectHandle)
        #expect(session.invoke(MemberID(perform), on: control, with: [.object(action)]) == .success(.void))
        #expect(host.calls.map(\.closure) == [1])
    }

    @Test("a closure that fails fails the call that ran it, and the child goes on")
    func failingClosure() throws {
        let python = try Support.startPython()
        let session = try python.makeSession()
        defer { session.close() }
        let host = TestClosureHost()
        session.attach(closures: host)
        host.bodies[1] = { _ in .failure(.failed("#expect(count == 2) failed at line 4")) }
        let button = try Self.makeButton(
            python, session, primaryAction: try Self.makeAction(python, session, "Play", closure: 1))
        let tap = Support.call(python, session, "Harness.tap(_:)", .object(button))
        #expect(tap == .failure(.failed("#expect(count == 2) failed at line 4")))
        #expect(python.isRunning)
        #expect(Support.call(python, session, "UIControl.isEnabled", on: button) == .success(.bool(true)))
    }

    @Test("a session given no closure host refuses the callback with a message, and the call fails")
    func noHost() throws {
        let python = try Support.startPython()
        let session = try python.makeSession()
        defer { session.close() }
        let button = try Self.makeButton(
            python, session, primaryAction: try Self.makeAction(python, session, "Play", closure: 1))
        let failure = try #require(Support.call(python, session, "Harness.tap(_:)", .object(button)).failure)
        #expect(failure == .failed("closure #1 cannot run: the session was given no closure host"))
    }

    @Test("a callback for a closure no call handed over is refused without running anything")
    func unknownClosure() throws {
        let fake = try ProcessImplementation(command: try Support.fakeDriver("callback-unknown"))
        let session = try fake.makeSession()
        let host = TestClosureHost()
        session.attach(closures: host)
        host.bodies[99] = { _ in .success(.string("must not run")) }
        let answer = session.invoke(Self.echo, on: nil, with: [.closure(ClosureHandle(id: 1))])
        #expect(answer == .failure(.failed("no closure #99 was handed to session 1; nothing was run")))
        #expect(host.calls.isEmpty)
        #expect(fake.isRunning)
    }

    @Test("a callback outside an invoke is refused, naming the request it came during")
    func callbackDuringNewSession() throws {
        let fake = try ProcessImplementation(command: try Support.fakeDriver("callback-new-session"))
        #expect {
            try fake.makeSession()
        } throws: { error in
            error as? ContractFailure == .failed("a callback is allowed only during an invoke, not during newSession")
        }
        #expect(fake.isRunning)
    }

    @Test("a callback's value goes back to the child, which answers the call with it")
    func callbackValueReachesTheChild() throws {
        let fake = try ProcessImplementation(command: try Support.fakeDriver("callback"))
        let session = try fake.makeSession()
        let host = TestClosureHost()
        session.attach(closures: host)
        host.bodies[7] = { arguments in .success(.array(arguments + [.string("back")])) }
        let answer = session.invoke(Self.echo, on: nil, with: [.closure(ClosureHandle(id: 7))])
        #expect(answer == .success(.array([.string("hi"), .string("back")])))
    }

    @Test(
        "a child that dies during a callback gives crashed with its exit status, whether or not the closure calls it",
        arguments: [false, true])
    func childDiesDuringCallback(closureCallsTheChild: Bool) throws {
        let fake = try ProcessImplementation(command: try Support.fakeDriver("callback-then-exit"))
        let session = try fake.makeSession()
        let host = TestClosureHost()
        session.attach(closures: host)
        var inner: Result<Value, ContractFailure>?
        host.bodies[1] = { _ in
            guard closureCallsTheChild else { return .success(.void) }
            // Let the child finish dying, so the call finds it gone.
            Thread.sleep(forTimeInterval: 0.2)
            inner = session.invoke(Self.echo, on: nil, with: [.int(1)])
            return .failure(.failed("the closure's call failed"))
        }
        let failure = try #require(session.invoke(Self.echo, on: nil, with: [.closure(ClosureHandle(id: 1))]).failure)
        #expect(failure.isCrashed)
        #expect(failure.text.contains("exited with status 4"))
        #expect(failure.text.contains("dying during a callback"))
        if closureCallsTheChild {
            #expect(inner?.failure?.isCrashed == true)
            #expect(failure.text.contains("was stopped while closure #1 ran"))
        }
        #expect(!fake.isRunning)
        // The next session starts a fresh child.
        _ = try fake.makeSession()
        #expect(fake.isRunning)
    }

    @Test("a version 1 child keeps working, and a call that would hand it a closure is unsupported, naming versions")
    func versionOneChild() throws {
        let fake = try ProcessImplementation(command: try Support.fakeDriver("well-behaved"))
        #expect(fake.protocolVersion == 1)
        let session = try fake.makeSession()
        let host = TestClosureHost()
        session.attach(closures: host)
        #expect(session.invoke(Self.echo, on: nil, with: [.int(1)]) == .success(.int(1)))
        let nested = Value.array([.structure(type: "S", fields: [Field("handler", .closure(ClosureHandle(id: 1)))])])
        let failure = try #require(session.invoke(Self.echo, on: nil, with: [nested]).failure)
        guard case .unsupported(let message) = failure else {
            Issue.record("expected unsupported, got \(failure)")
            return
        }
        #expect(message.contains("Echo.echo(_:) hands the implementation a closure"))
        #expect(message.contains("wire protocol 1") && message.contains("need protocol 2"))
        #expect(session.invoke(Self.echo, on: nil, with: [.int(2)]) == .success(.int(2)))
    }

    @Test("a version 1 child that sends a callback anyway breaks the protocol and is stopped")
    func versionOneChildCallingBack() throws {
        let fake = try ProcessImplementation(command: try Support.fakeDriver("callback-v1"))
        let session = try fake.makeSession()
        let failure = try #require(session.invoke(Self.echo, on: nil, with: [.int(1)]).failure)
        #expect(failure.isCrashed)
        #expect(failure.text.contains("protocol violation"))
        #expect(failure.text.contains("sent a callback, which protocol 1"))
        #expect(!fake.isRunning)
    }
}

/// A closure host whose closures are Swift closures by id, recording every call.
final class TestClosureHost: ClosureHost {
    var bodies: [Int: ([Value]) -> Result<Value, ContractFailure>] = [:]
    private(set) var calls: [(closure: Int, arguments: [Value])] = []

    func call(_ closure: ClosureHandle, with arguments: [Value]) -> Result<Value, ContractFailure> {
        calls.append((closure.id, arguments))
        guard let body = bodies[closure.id] else { return .failure(.failed("no closure #\(closure.id) in this case")) }
        return body(arguments)
    }
}
