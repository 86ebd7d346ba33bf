import ControlContract
import ControlSpecProcess
import Foundation
import Testing

@Suite("Wire messages")
struct WireMessageTests {
    static let requests: [WireRequest] = [
        .hello(protocolVersion: 1, kit: "0.1.0"),
        .newSession(id: 1),
        .invoke(
            id: 2, session: 1, member: 40, receiver: ObjectHandle(id: 1, className: "UIButton"),
            arguments: [.string("Play"), .state(0)]),
        .invoke(id: 3, session: 1, member: 0, receiver: nil, arguments: []),
        .closeSession(id: 4, session: 1),
        .callbackResult(id: 1, value: .string("done")),
        .callbackError(id: 2, failure: .failed("expectation failed at line 3")),
        .goodbye,
    ]

    static let responses: [WireResponse] = [
        .hello(
            protocolVersion: 1,
            implementation: ImplementationInfo(name: "x", version: "1", supportedMembers: ["UIControl.isEnabled"])),
        .result(id: 2, value: .void),
        .error(id: 3, failure: .unsupported("no such member")),
        .error(id: 4, failure: .failed("expected Bool")),
        .error(id: nil, failure: .failed("bad request")),
        .error(id: 5, failure: .crashed("relayed")),
        .error(id: 6, failure: .timedOut("relayed")),
        .callback(id: 1, session: 1, closure: 2, arguments: [.object(ObjectHandle(id: 3, className: "UIAction"))]),
        .callback(id: 2, session: 1, closure: 1, arguments: []),
    ]

    @Test("every request survives a trip through one line", arguments: requests)
    func requestsRoundTrip(request: WireRequest) throws {
        let line = WireCodec.line(request)
        #expect(!line.contains("\n"))
        #expect(try WireCodec.request(from: line) == request)
    }

    @Test("every response survives a trip through one line", arguments: responses)
    func responsesRoundTrip(response: WireResponse) throws {
        let line = WireCodec.line(response)
        #expect(!line.contains("\n"))
        #expect(try WireCodec.response(from: line) == response)
    }

    @Test("requests have the documented JSON shape")
    func requestShapes() {
        #expect(
            WireCodec.line(WireRequest.hello(protocolVersion: 1, kit: "0.1.0"))
                == #"{"kit":"0.1.0","protocol":1,"type":"hello"}"#)
        #expect(WireCodec.line(WireRequest.newSession(id: 1)) == #"{"id":1,"type":"newSession"}"#)
        #expect(
            WireCodec.line(WireRequest.invoke(id: 3, session: 1, member: 0, receiver: nil, arguments: []))
                == #"{"arguments":[],"id":3,"member":0,"receiver":null,"session":1,"type":"invoke"}"#)
        #expect(WireCodec.line(WireRequest.goodbye) == #"{"type":"goodbye"}"#)
        #expect(
            WireCodec.line(WireRequest.callbackResult(id: 1, value: .void))
                == #"{"id":1,"type":"callbackResult","value":{"kind":"void"}}"#)
        #expect(
            WireCodec.line(WireRequest.callbackError(id: 2, failure: .failed("boom")))
                == #"{"failure":{"failed":"boom"},"id":2,"type":"callbackError"}"#)
    }

    @Test("a callback has the documented JSON shape")
    func callbackShape() {
        #expect(
            WireCodec.line(WireResponse.callback(id: 1, session: 1, closure: 2, arguments: [.int(3)]))
                == #"{"arguments":[{"kind":"int","value":3}],"closure":2,"id":1,"session":1,"type":"callback"}"#)
    }

    @Test("failures are an object with one key naming their kind")
    func failureShape() {
        #expect(
            WireCodec.line(WireResponse.error(id: 3, failure: .failed("expected Bool")))
                == #"{"failure":{"failed":"expected Bool"},"id":3,"type":"error"}"#)
    }

    @Test("a receiver may be written as an object value, with its kind")
    func receiverAcceptsObjectValues() throws {
        let line =
            #"{"type":"invoke","id":1,"session":1,"member":2,"receiver":{"kind":"object","id":7,"className":"UIButton"},"arguments":[]}"#
        let request = try WireCodec.request(from: line)
        #expect(
            request
                == .invoke(
                    id: 1, session: 1, member: 2, receiver: ObjectHandle(id: 7, className: "UIButton"), arguments: []))
    }

    @Test("a line that is not a message gives an error naming the problem and the line")
    func garbageIsDescribed() {
        #expect {
            try WireCodec.response(from: "hello there")
        } throws: { error in
            "\(error)".contains("not a JSON object") && "\(error)".contains("hello there")
        }
        #expect {
            try WireCodec.response(from: #"{"type":"result","value":{"kind":"void"}}"#)
        } throws: { error in
            "\(error)".contains("missing field \"id\"")
        }
        #expect {
            try WireCodec.request(from: #"{"type":"dance","id":1}"#)
        } throws: { error in
            "\(error)".contains("unknown request type \"dance\"")
        }
        #expect {
            try WireCodec.response(from: #"{"type":"error","id":1,"failure":{"oops":"x"}}"#)
        } throws: { error in
            "\(error)".contains("exactly one of the keys")
        }
    }
}
