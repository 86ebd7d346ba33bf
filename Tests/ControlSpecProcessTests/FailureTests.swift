import ControlContract
import ControlSpecProcess
import Foundation
import Testing

/// Misbehaving implementations, played by the small Python fake in ``Support/fakeDriver(_:)``.
@Suite("Misbehaving implementations")
struct FailureTests {
    private static let echo = MemberID(0)

    @Test("a child that dies during a call gives crashed with its stderr, and restart recovers")
    func crashDuringACall() throws {
        let fake = try ProcessImplementation(command: try Support.fakeDriver("crash-third"))
        let session = try fake.makeSession()
        #expect(session.invoke(Self.echo, on: nil, with: [.int(1)]) == .success(.int(1)))
        #expect(session.invoke(Self.echo, on: nil, with: [.int(2)]) == .success(.int(2)))
        let failure = try #require(session.invoke(Self.echo, on: nil, with: [.int(3)]).failure)
        #expect(failure.isCrashed)
        #expect(failure.text.contains("exited with status 3"))
        #expect(failure.text.contains("Traceback: boom in the fake driver"))
        #expect(failure.text.contains("Echo.echo(_:)"))
        #expect(!fake.isRunning)
        #expect(fake.standardErrorTail.contains("boom"))

        let afterwards = try #require(session.invoke(Self.echo, on: nil, with: [.int(4)]).failure)
        #expect(afterwards.isCrashed)

        try fake.restart()
        let fresh = try fake.makeSession()
        #expect(fresh.invoke(Self.echo, on: nil, with: [.string("again")]) == .success(.string("again")))
        let stale = try #require(session.invoke(Self.echo, on: nil, with: [.int(5)]).failure)
        #expect(stale.text.contains("earlier run"))
    }

    @Test("a new session after a crash starts a fresh child by itself")
    func makeSessionRestarts() throws {
        let fake = try ProcessImplementation(command: try Support.fakeDriver("crash-third"))
        let session = try fake.makeSession()
        for number in 1...3 { _ = session.invoke(Self.echo, on: nil, with: [.int(number)]) }
        #expect(!fake.isRunning)
        let next = try fake.makeSession()
        #expect(next.invoke(Self.echo, on: nil, with: [.bool(true)]) == .success(.bool(true)))
    }

    @Test("a call's timeout does not bound the start: a child slow to answer the hello is still greeted")
    func slowHelloWithShortCallTimeout() throws {
        let fake = try ProcessImplementation(
            command: try Support.fakeDriver("slow-hello"), timeout: .milliseconds(200))
        #expect(fake.info.name == "fake")
        #expect(try fake.makeSession().invoke(Self.echo, on: nil, with: [.int(3)]) == .success(.int(3)))
    }

    @Test("a child that does not answer in time gives timedOut and is stopped")
    func hangingCall() throws {
        let fake = try ProcessImplementation(
            command: try Support.fakeDriver("hang-second"), timeout: .milliseconds(500))
        let session = try fake.makeSession()
        #expect(session.invoke(Self.echo, on: nil, with: [.int(1)]) == .success(.int(1)))
        let start = Date()
        let failure = try #require(session.invoke(Self.echo, on: nil, with: [.int(2)]).failure)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(failure.isTimedOut)
        #expect(failure.text.contains("within 0.5 s"))
        #expect(!fake.isRunning)
        try fake.restart()
        #expect(try fake.makeSession().invoke(Self.echo, on: nil, with: [.int(7)]) == .success(.int(7)))
    }

    @Test("a line on stdout that is not a protocol message gives crashed naming the line")
    func garbageOnStdout() throws {
        let fake = try ProcessImplementation(command: try Support.fakeDriver("garbage-second"))
        let session = try fake.makeSession()
        _ = session.invoke(Self.echo, on: nil, with: [.int(1)])
        let failure = try #require(session.invoke(Self.echo, on: nil, with: [.int(2)]).failure)
        #expect(failure.isCrashed)
        #expect(failure.text.contains("protocol violation"))
        #expect(failure.text.contains("debug: this is not json"))
        #expect(!fake.isRunning)
        try fake.restart()
        #expect(try fake.makeSession().invoke(Self.echo, on: nil, with: [.int(8)]) == .success(.int(8)))
    }

    @Test("a child that exits at start fails the handshake with its exit status and stderr")
    func exitAtStart() throws {
        let command = try Support.fakeDriver("exit-at-start")
        #expect {
            try ProcessImplementation(command: command)
        } throws: { error in
            guard case .handshakeFailed(_, let reason) = error as? ProcessImplementationError else { return false }
            return reason.contains("exited with status 2") && reason.contains("cannot start: the fake is told to fail")
        }
    }

    @Test("a child that speaks another protocol version is refused with both versions named")
    func protocolMismatch() throws {
        let command = try Support.fakeDriver("protocol-3")
        #expect {
            try ProcessImplementation(command: command)
        } throws: { error in
            guard let error = error as? ProcessImplementationError,
                case .protocolMismatch(_, kit: 2, implementation: 3) = error
            else { return false }
            return error.description.contains("speaks wire protocol 3")
                && error.description.contains("this kit speaks protocol 1 or 2")
        }
    }

    @Test("a child that answers the hello with garbage fails the handshake naming the line")
    func garbageHello() throws {
        let command = try Support.fakeDriver("garbage-hello")
        #expect {
            try ProcessImplementation(command: command)
        } throws: { error in
            "\(error)".contains("Welcome to the fake driver!") && "\(error)".contains("not a protocol message")
        }
    }

    @Test("shutdown says goodbye, and a later session starts the child again")
    func shutdownAndReuse() throws {
        let fake = try ProcessImplementation(command: try Support.fakeDriver("well-behaved"))
        fake.shutdown()
        #expect(!fake.isRunning)
        let session = try fake.makeSession()
        #expect(session.invoke(Self.echo, on: nil, with: [.null]) == .success(.null))
        session.close()
        #expect(session.invoke(Self.echo, on: nil, with: [.null]).failure == .failed("the session is closed"))
    }
}
