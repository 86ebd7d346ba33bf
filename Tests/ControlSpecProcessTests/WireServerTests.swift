import ControlContract
import ControlSpecProcess
import Foundation
import ReferenceBinding
import Testing

@Suite("Wire server")
struct WireServerTests {
    private let server = WireServer(implementation: ReferenceImplementation())

    private func respond(_ line: String) throws -> WireResponse? {
        try server.respond(to: line).map { try WireCodec.response(from: $0) }
    }

    @Test(
        "the hello is answered with the runner's version when the server speaks it, else its own",
        arguments: [(1, 1), (2, 2), (3, 2), (0, 2)])
    func helloIsAnswered(offered: Int, answered: Int) throws {
        let server = WireServer(implementation: ReferenceImplementation())
        let line = server.respond(to: #"{"type":"hello","protocol":\#(offered),"kit":"test"}"#)
        let response = try line.map { try WireCodec.response(from: $0) }
        guard case .hello(let version, let info) = response else {
            Issue.record("not a hello: \(String(describing: response))")
            return
        }
        #expect(version == answered)
        #expect(info == ReferenceImplementation().info)
    }

    @Test("requests before the hello are refused")
    func helloComesFirst() throws {
        let response = try respond(#"{"type":"newSession","id":1}"#)
        #expect(response == .error(id: 1, failure: .failed("the first request must be hello")))
    }

    @Test("a session is opened, used and closed")
    func sessionLifecycle() throws {
        _ = try respond(#"{"type":"hello","protocol":1,"kit":"test"}"#)
        #expect(try respond(#"{"type":"newSession","id":1}"#) == .result(id: 1, value: .int(1)))
        let create = ReferenceImplementation().info.supportedMembers.firstIndex(of: "UIControl.init(frame:)")!
        let line = WireCodec.line(
            WireRequest.invoke(
                id: 2, session: 1, member: create, receiver: nil,
                arguments: [.rect(x: 0, y: 0, width: 10, height: 10)]))
        #expect(try respond(line) == .result(id: 2, value: .object(ObjectHandle(id: 1, className: "UIControl"))))
        #expect(try respond(#"{"type":"closeSession","id":3,"session":1}"#) == .result(id: 3, value: .void))
        #expect(
            try respond(#"{"type":"closeSession","id":4,"session":1}"#)
                == .error(id: 4, failure: .failed("no open session 1")))
    }

    @Test("an unreadable request is answered with an error carrying its id when it can be found")
    func badRequests() throws {
        _ = try respond(#"{"type":"hello","protocol":1,"kit":"test"}"#)
        guard case .error(let id, .failed(let message)) = try respond(#"{"type":"invoke","id":7}"#) else {
            Issue.record("not an error")
            return
        }
        #expect(id == 7)
        #expect(message.contains("missing field"))
        guard case .error(nil, _) = try respond("garbage") else {
            Issue.record("not an error without id")
            return
        }
    }

    @Test("an answer to a callback that nothing waits for is ignored")
    func strayCallbackAnswer() throws {
        _ = try respond(#"{"type":"hello","protocol":2,"kit":"test"}"#)
        #expect(server.respond(to: WireCodec.line(WireRequest.callbackResult(id: 4, value: .void))) == nil)
        #expect(server.respond(to: WireCodec.line(WireRequest.callbackError(id: 5, failure: .failed("x")))) == nil)
        #expect(try respond(#"{"type":"newSession","id":1}"#) == .result(id: 1, value: .int(1)))
    }

    @Test("goodbye ends the conversation without an answer; blank lines are ignored")
    func goodbye() throws {
        #expect(server.respond(to: "   ") == nil)
        #expect(server.respond(to: #"{"type":"goodbye"}"#) == nil)
        #expect(server.isFinished)
        #expect(server.respond(to: #"{"type":"hello","protocol":1,"kit":"test"}"#) == nil)
    }

    @Test("serving over pipes answers each line and stops at goodbye")
    func servesOverPipes() throws {
        let input = Pipe()
        let output = Pipe()
        let requests = [
            #"{"type":"hello","protocol":1,"kit":"test"}"#, #"{"type":"newSession","id":1}"#,
            #"{"type":"goodbye"}"#, #"{"type":"newSession","id":2}"#,
        ]
        input.fileHandleForWriting.write(Data((requests.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        server.serve(input: input.fileHandleForReading, output: output.fileHandleForWriting)
        try output.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(try WireCodec.response(from: lines[1]) == .result(id: 1, value: .int(1)))
    }
}
