import ControlContract
import ControlSpecProcess
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Protocol 2's callbacks, implementation side: ``WireServer`` gives each session a closure host that sends a
/// `callback` and serves the runner's requests until the answer comes. The test plays the runner over pipes.
@Suite("Wire server callbacks")
struct WireServerCallbackTests {
    /// The server on a thread of its own, and the runner's ends of its pipes.
    private final class Conversation: @unchecked Sendable {
        private let toServer = Pipe()
        private let fromServer = Pipe()
        private var buffer = Data()
        private let finished = DispatchSemaphore(value: 0)

        init(_ server: WireServer) {
            let input = toServer.fileHandleForReading
            let output = fromServer.fileHandleForWriting
            let box = UncheckedBox(server)
            let finished = self.finished
            Thread {
                box.value.serve(input: input, output: output)
                finished.signal()
            }.start()
        }

        func send(_ line: String) {
            toServer.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        func send(_ request: WireRequest) {
            send(WireCodec.line(request))
        }

        /// The next message from the server (a response or a callback).
        func receive() throws -> WireResponse {
            while true {
                if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    return try WireCodec.response(from: line)
                }
                let data = fromServer.fileHandleForReading.availableData
                try #require(!data.isEmpty, "the server closed its output")
                buffer.append(data)
            }
        }

        /// Ends the input and waits for the server to return from `serve`.
        func finish() throws {
            try toServer.fileHandleForWriting.close()
            #expect(finished.wait(timeout: .now() + 10) == .success)
        }
    }

    private final class UncheckedBox<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private static func invoke(_ id: Int, closure: Int, _ arguments: Value...) -> WireRequest {
        .invoke(
            id: id, session: 1, member: 0, receiver: nil, arguments: [.closure(ClosureHandle(id: closure))] + arguments)
    }

    @Test("a closure's call reaches the runner as a callback; requests that come meanwhile are served, nested")
    func nestedCallbacks() throws {
        let conversation = Conversation(WireServer(implementation: CallingImplementation()))
        conversation.send(.hello(protocolVersion: 2, kit: "test"))
        #expect(try conversation.receive() == .hello(protocolVersion: 2, implementation: CallingImplementation.info))
        conversation.send(.newSession(id: 1))
        #expect(try conversation.receive() == .result(id: 1, value: .int(1)))

        conversation.send(Self.invoke(2, closure: 5, .string("outer")))
        #expect(try conversation.receive() == .callback(id: 1, session: 1, closure: 5, arguments: [.string("outer")]))
        // While closure 5 runs in the runner, its body calls the session again, which calls back again.
        conversation.send(Self.invoke(3, closure: 6, .string("inner")))
        #expect(try conversation.receive() == .callback(id: 2, session: 1, closure: 6, arguments: [.string("inner")]))
        conversation.send(.callbackResult(id: 2, value: .int(6)))
        #expect(try conversation.receive() == .result(id: 3, value: .int(6)))
        conversation.send(.callbackError(id: 1, failure: .failed("#expect failed at line 9")))
        #expect(try conversation.receive() == .error(id: 2, failure: .failed("#expect failed at line 9")))

        conversation.send(.goodbye)
        try conversation.finish()
    }

    @Test("a Swift runner and a Swift server agree on nested callbacks through a real child process")
    func swiftRunnerAndSwiftServer() throws {
        // The child relays: its stdin goes into one FIFO, which the server reads; the server writes into another,
        // which the child copies to its stdout. So ProcessImplementation and WireServer talk through a process.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "controlspec-callbacks-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let requests = folder.appendingPathComponent("requests").path
        let responses = folder.appendingPathComponent("responses").path
        try #require(mkfifo(requests, 0o600) == 0 && mkfifo(responses, 0o600) == 0)
        let server = UncheckedBox(WireServer(implementation: CallingImplementation()))
        let served = DispatchSemaphore(value: 0)
        Thread {
            // Each open waits for the child to open the other end.
            if let input = FileHandle(forReadingAtPath: requests), let output = FileHandle(forWritingAtPath: responses)
            {
                server.value.serve(input: input, output: output)
                try? output.close()
            }
            served.signal()
        }.start()
        let relay = try ProcessImplementation(
            command: ["/bin/sh", "-c", #"cat "$1" & exec cat > "$0""#, requests, responses], kitVersion: "test")
        #expect(relay.protocolVersion == 2)
        let session = try relay.makeSession()
        let host = TestClosureHost()
        session.attach(closures: host)
        host.bodies[1] = { arguments in
            let inner = session.invoke(MemberID(0), on: nil, with: [.closure(ClosureHandle(id: 2)), .int(2)])
            return inner.map { .array(arguments + [$0]) }
        }
        host.bodies[2] = { arguments in .success(.array(arguments + [.string("from closure 2")])) }
        let answer = session.invoke(MemberID(0), on: nil, with: [.closure(ClosureHandle(id: 1)), .int(1)])
        #expect(answer == .success(.array([.int(1), .array([.int(2), .string("from closure 2")])])))
        #expect(host.calls.map(\.closure) == [1, 2])
        session.close()
        relay.shutdown()
        #expect(served.wait(timeout: .now() + 10) == .success)
    }

    @Test("the end of the runner's input during a callback fails the closure's call and ends serving")
    func runnerGoesAwayDuringCallback() throws {
        let implementation = CallingImplementation()
        let conversation = Conversation(WireServer(implementation: implementation))
        conversation.send(.hello(protocolVersion: 2, kit: "test"))
        _ = try conversation.receive()
        conversation.send(.newSession(id: 1))
        _ = try conversation.receive()
        conversation.send(Self.invoke(2, closure: 1))
        _ = try conversation.receive()
        try conversation.finish()
        #expect(
            implementation.results.value
                == [.failure(.crashed("the runner went away before closure #1 returned"))])
    }

    @Test("a runner that speaks protocol 1 gets no callbacks: the closure's call is unsupported, naming the version")
    func versionOneRunner() throws {
        let server = WireServer(implementation: CallingImplementation())
        _ = server.respond(to: WireCodec.line(WireRequest.hello(protocolVersion: 1, kit: "old")))
        _ = server.respond(to: WireCodec.line(WireRequest.newSession(id: 1)))
        let line = try #require(server.respond(to: Self.invoke(2, closure: 1)).map(WireCodec.line))
        #expect(
            try WireCodec.response(from: line)
                == .error(
                    id: 2,
                    failure: .unsupported(
                        "closure #1 cannot run: the runner speaks wire protocol 1, which has no callbacks")))
    }

    @Test("a server not serving over pipes cannot call back, and says so")
    func notServing() throws {
        let server = WireServer(implementation: CallingImplementation())
        _ = server.respond(to: .hello(protocolVersion: 2, kit: "test"))
        _ = server.respond(to: .newSession(id: 1))
        let response = server.respond(to: Self.invoke(2, closure: 1))
        guard case .error(2, .failed(let message)) = response else {
            Issue.record("expected a failed call, got \(String(describing: response))")
            return
        }
        #expect(message.contains("no runner is connected"))
    }
}

/// An implementation with one member, `Test.call(_:)`: it runs the closure that is its first argument, with the
/// other arguments, through its session's host, and answers with what the closure gave.
private final class CallingImplementation: ControlImplementation, @unchecked Sendable {
    static let info = ImplementationInfo(name: "calling", version: "1", supportedMembers: ["Test.call(_:)"])
    /// What every call of the closures gave, in order of completion.
    let results = Recorded()

    var info: ImplementationInfo { Self.info }

    func makeSession() throws(ContractFailure) -> any ControlSession {
        CallingSession(results: results)
    }

    final class Recorded: @unchecked Sendable {
        var value: [Result<Value, ContractFailure>] = []
    }

    private final class CallingSession: ControlSession {
        private let results: Recorded
        private var host: (any ClosureHost)?

        init(results: Recorded) {
            self.results = results
        }

        func attach(closures host: any ClosureHost) {
            self.host = host
        }

        func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
            Value, ContractFailure
        > {
            guard case .closure(let closure)? = arguments.first else { return .failure(.failed("no closure given")) }
            guard let host else { return .failure(.failed("no host attached")) }
            let result = host.call(closure, with: Array(arguments.dropFirst()))
            results.value.append(result)
            return result
        }
    }
}
