import ControlContract
import Foundation
import Testing

@testable import ControlSpecProcess

@Suite("Line splitter")
struct LineSplitterTests {
    private static func bytes(_ text: String) -> Data { Data(text.utf8) }

    @Test("a long line in many chunks has each byte searched once and copied at most once")
    func longLineIsLinear() throws {
        var splitter = LineSplitter()
        let chunk = Self.bytes(String(repeating: "a", count: 256))
        let chunks = 4096
        for _ in 0..<chunks { #expect(try splitter.append(chunk).isEmpty) }
        let lines = try splitter.append(Self.bytes("\n"))
        let total = chunk.count * chunks + 1
        #expect(lines == [String(repeating: "a", count: chunk.count * chunks)])
        #expect(splitter.scannedByteCount == total)
        #expect(splitter.copiedByteCount <= total)
    }

    @Test("many lines in one chunk are cut without copying the rest of the chunk for each")
    func manyLinesAreLinear() throws {
        var splitter = LineSplitter()
        let data = Self.bytes(String(repeating: "line\r\n", count: 10_000) + "tail")
        let lines = try splitter.append(data)
        #expect(lines == Array(repeating: "line", count: 10_000))
        #expect(splitter.scannedByteCount == data.count)
        #expect(splitter.copiedByteCount <= data.count)
        #expect(splitter.finish() == "tail")
    }

    @Test("a line split across chunks comes out whole, with a line finished in the same chunk after it")
    func linesAcrossChunks() throws {
        var splitter = LineSplitter()
        #expect(try splitter.append(Self.bytes("{\"a\":")).isEmpty)
        #expect(try splitter.append(Self.bytes("1}\n{\"b\"")) == [#"{"a":1}"#])
        #expect(try splitter.append(Self.bytes(":2}\r\n\n")) == [#"{"b":2}"#, ""])
        #expect(splitter.finish() == nil)
    }

    @Test("a line at the limit passes; one byte more, finished or not, is the named error")
    func lineOverTheLimit() throws {
        var splitter = LineSplitter(maximumLineLength: 100)
        let atLimit = String(repeating: "x", count: 100)
        #expect(try splitter.append(Self.bytes(atLimit + "\n")) == [atLimit])
        #expect(throws: LineSplitter.LineTooLong(limit: 100)) {
            try splitter.append(Self.bytes(atLimit + "x\n"))
        }
        var unfinished = LineSplitter(maximumLineLength: 100)
        #expect(try unfinished.append(Self.bytes(String(repeating: "y", count: 60))).isEmpty)
        #expect(throws: LineSplitter.LineTooLong(limit: 100)) {
            try unfinished.append(Self.bytes(String(repeating: "y", count: 41)))
        }
        #expect(
            LineSplitter.LineTooLong(limit: 100).description
                == "wrote a line longer than 100 bytes, the most one protocol message may have")
        #expect(LineSplitter().maximumLineLength == WireProtocol.maximumMessageLength)
        #expect(WireProtocol.describe(byteCount: WireProtocol.maximumMessageLength) == "64 MiB (67108864 bytes)")
    }

    @Test("an implementation writing a line over the limit gives crashed naming the limit, and is stopped")
    func overlongAnswerCrashes() throws {
        let fake = try ProcessImplementation(
            command: try Support.fakeDriver("well-behaved"), currentDirectory: nil, kitVersion: "test",
            timeout: .seconds(10), maximumMessageLength: 2000)
        let session = try fake.makeSession()
        #expect(session.invoke(MemberID(0), on: nil, with: [.int(1)]) == .success(.int(1)))
        let long = Value.string(String(repeating: "z", count: 5000))
        let failure = try #require(session.invoke(MemberID(0), on: nil, with: [long]).failure)
        #expect(failure.isCrashed)
        #expect(failure.text.contains("protocol violation"))
        #expect(failure.text.contains("wrote a line longer than 2000 bytes, the most one protocol message may have"))
        #expect(!fake.isRunning)
    }
}
