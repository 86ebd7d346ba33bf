import CaseLanguage
import ControlSpecModel
import ControlSpecRunner
import Foundation
import Testing

@Suite("Results JSON, written piece by piece")
struct ResultsJSONTests {
    /// Every byte that JSON escapes or could be mistaken for markup, and text beyond ASCII.
    static let hostile =
        String(decoding: (0..<0x20).map { UInt8($0) }, as: UTF8.self)
        + #" "quoted" back\slash /slash/ </script> &amp; 'single' \#u{7F} é 中文 😀 \#u{2028}\#u{2029} \#u{FEFF}"#

    static let durations: [Double] = [
        0, 1e-7, 0.1, 0.571376, 12, 100, 210.268173, 123_456_789.125, 9.5e14, 1e16, 2e20, .leastNonzeroMagnitude,
        1.5e300,
    ]

    /// Results with every optional field both present and absent, hostile text in every string, and
    /// durations whose spelling differs between formatters.
    static func results(run: RunInfo) -> RunResults {
        var cases: [CaseResult] = []
        for (index, duration) in durations.enumerated() {
            let status = CaseStatus.allCases[index % CaseStatus.allCases.count]
            let failures =
                index % 3 == 0
                ? []
                : [
                    FailureDetail(
                        message: "expectation failed: " + hostile,
                        location: SourceLocation(path: "Docs/en/Ü/\(index).md", line: index, column: index * 7),
                        expression: hostile,
                        values: [
                            CapturedValue(expression: hostile, value: "\"\(index)\""),
                            CapturedValue(expression: "b", value: ""),
                        ]),
                    FailureDetail(message: "no location, no expression"),
                    FailureDetail(message: "", location: nil, expression: "", values: []),
                ]
            cases.append(
                CaseResult(
                    qualifiedID: "UIControl.member\(index)#case-\(index)", caseID: "case-\(index)" + hostile,
                    member: "UIControl.member\(index)", className: index % 2 == 0 ? "UIControl" : hostile,
                    english: FileLine(path: "Docs/en/UIControl/member\(index).md", line: 10 + index),
                    chinese: index % 4 == 0 ? nil : FileLine(path: "Docs/zh-Hans/UIControl/m/\(index).md", line: index),
                    status: status, expected: index % 2 == 1, expectedStatus: index % 5 == 0 ? .fail : .pass,
                    durationMs: duration, failures: failures, skipReason: status == .skip ? hostile : nil))
        }
        return RunResults(run: run, cases: cases)
    }

    static let fullRun = RunInfo(
        implementation: "reference" + hostile, implementationVersion: "1.0", kitVersion: "0.1.0", gitCommit: "abc/123",
        date: "2025-01-31T12:00:00Z", hostName: "host", shard: "2/4")
    static let sparseRun = RunInfo(
        implementation: "reference", implementationVersion: "1.0", kitVersion: "0.1.0", date: "2025-01-31T12:00:00Z",
        hostName: "")

    /// What the kit wrote before results were streamed: Foundation's encoder with these options.
    static func encoded(_ results: RunResults) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(results)
    }

    static func streamed(_ results: RunResults, chunkSize: Int) throws -> Data {
        var data = Data()
        var chunks = 0
        let sink = OutputSink(chunkSize: chunkSize) {
            data.append(contentsOf: $0)
            chunks += 1
        }
        results.writeJSON(to: sink)
        try sink.finish()
        #expect(chunkSize >= data.count || chunks > 1)
        return data
    }

    @Test(
        "the JSON is byte for byte what JSONEncoder writes, with optional fields present or absent",
        arguments: [fullRun, sparseRun])
    func sameAsEncoder(run: RunInfo) throws {
        let results = Self.results(run: run)
        let expected = try Self.encoded(results)
        #expect(results.jsonData() == expected)
        #expect(String(decoding: results.jsonData(), as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    @Test("results without cases are written as JSONEncoder writes them")
    func emptyResults() throws {
        let results = RunResults(run: Self.sparseRun, cases: [])
        #expect(results.jsonData() == (try Self.encoded(results)))
    }

    @Test("the bytes do not depend on the chunk size", arguments: [1, 3, 64, 1 << 16])
    func chunkSizes(chunkSize: Int) throws {
        let results = Self.results(run: Self.fullRun)
        #expect(try Self.streamed(results, chunkSize: chunkSize) == (try Self.encoded(results)))
    }

    @Test("the JSON reads back as the same results")
    func roundTrip() throws {
        let results = Self.results(run: Self.fullRun)
        #expect(try RunResults(jsonData: results.jsonData()) == results)
    }
}

@Suite("Output sink")
struct OutputSinkTests {
    struct DiskFull: Error {}

    @Test("chunks arrive in order and join to what was written")
    func chunksInOrder() throws {
        var chunks: [[UInt8]] = []
        let sink = OutputSink(chunkSize: 4) { chunks.append(Array($0)) }
        sink.write("ab")
        sink.write("cdé")
        sink.write(byte: UInt8(ascii: "!"))
        sink.write(bytes: [1, 2, 3])
        sink.write("xyz".dropFirst())
        try sink.finish()
        #expect(chunks.flatMap { $0 } == Array("abcdé!".utf8) + [1, 2, 3] + Array("yz".utf8))
        #expect(chunks.dropLast().allSatisfy { $0.count >= 4 })
    }

    @Test("the consumer's first error is thrown by finish, and nothing reaches it afterwards")
    func consumerError() {
        var calls = 0
        let sink = OutputSink(chunkSize: 2) { _ in
            calls += 1
            throw DiskFull()
        }
        sink.write("abcdef")
        sink.write("ghij")
        #expect(throws: DiskFull.self) { try sink.finish() }
        #expect(calls == 1)
    }

    @Test("data and string collect everything written")
    func collect() {
        #expect(OutputSink.data { $0.write("中文") } == Data("中文".utf8))
        #expect(OutputSink.string { $0.write(String(repeating: "x", count: 100_000)) }.count == 100_000)
    }
}

@Suite("Results order")
struct ResultsOrderTests {
    static func result(_ qualifiedID: String, line: Int) -> CaseResult {
        CaseResult(
            qualifiedID: qualifiedID, caseID: String(qualifiedID.split(separator: "#").last ?? ""),
            member: String(qualifiedID.split(separator: "#").first ?? ""), className: "UIControl",
            english: FileLine(path: "Docs/en/p.md", line: line), chinese: nil, status: .pass, expected: true,
            expectedStatus: .pass, durationMs: 0)
    }

    @Test("results given in any order are kept by qualified ID, then by English line for duplicates")
    func anyOrderIsSorted() {
        let given = [
            Self.result("UIControl.b#x", line: 9), Self.result("UIControl.a#y", line: 3),
            Self.result("UIControl.b#x", line: 2), Self.result("UIControl.a#x", line: 5),
        ]
        let expected = [("UIControl.a#x", 5), ("UIControl.a#y", 3), ("UIControl.b#x", 2), ("UIControl.b#x", 9)]
        for cases in [given, given.reversed(), expected.map { Self.result($0.0, line: $0.1) }] {
            let sorted = RunResults(run: ResultsJSONTests.sparseRun, cases: cases).cases
            #expect(sorted.map(\.qualifiedID) == expected.map(\.0))
            #expect(sorted.map(\.english.line) == expected.map(\.1))
        }
    }
}
