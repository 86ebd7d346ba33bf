import CaseLanguage
import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation
import Testing

/// One huge answer (a 60 MB string where a Bool was expected) cannot become gigabytes: every message and captured
/// value is cut at ``FailureDetail/maximumTextLength`` characters, the cut says so with the full length, and
/// results, JUnit and the report stay small.
@Suite struct HugeValueTests {
    static let huge = String(repeating: "x", count: 3_000_000)

    static var results: RunResults {
        let failure = FailureDetail(
            message: "expected Bool, got \"\(huge)\"",
            location: SourceLocation(path: "Docs/en/UIControl/isEnabled.md", line: 9, column: 1),
            expression: "control.isEnabled == " + huge,
            values: [CapturedValue(expression: "control.isEnabled", value: "\"" + huge + "\"")])
        var cases = ReportFixture.results.cases
        cases[0].failures = [failure, failure, failure]
        return RunResults(run: ReportFixture.results.run, cases: cases)
    }

    @Test func messagesAndValuesAreCutAtTheDocumentedLengthSayingTheFullLength() throws {
        let failure = try #require(Self.results.cases[0].failures.first)
        let limit = FailureDetail.maximumTextLength
        // Only lengths and endings are compared: a failure must not print megabytes.
        for text in [failure.message, failure.expression ?? "", failure.values[0].value] {
            let length = text.unicodeScalars.count
            let ending = String(text.suffix(40))
            #expect(length < limit + 100 && ending.contains("[cut at \(limit) of "), "\(length): \(ending)")
        }
        let endings = [failure.message, failure.values[0].value].map { String($0.suffix(40)) }
        #expect(endings[0].hasSuffix("[cut at \(limit) of 3000021 characters]"), "\(endings[0])")
        #expect(endings[1].hasSuffix("[cut at \(limit) of 3000002 characters]"), "\(endings[1])")
        // Cutting a cut text changes nothing: results read back are the same.
        let again = FailureDetail(message: failure.message, expression: failure.expression, values: failure.values)
        let unchanged = again.message == failure.message && again.values == failure.values
        #expect(unchanged)
        let results = Self.results
        let readBack = try RunResults(jsonData: results.jsonData()) == results
        #expect(readBack)
    }

    @Test func resultsJUnitAndTheReportStaySmall() throws {
        let results = Self.results
        let sizes = [results.jsonData().count, JUnitReport.data(results).count]
        #expect(sizes.allSatisfy { $0 < 200_000 }, "results, JUnit: \(sizes) bytes")
        let report = HTMLReport(results: results, corpus: ReportFixture.corpus).files()
        let size = report.values.reduce(0) { $0 + $1.count }
        #expect(size < 1_000_000, "report: \(size) bytes")
    }

    @Test func aFailureDecodedFromAResultsFileIsCutToo() throws {
        let message = String(repeating: "y", count: 100_000)
        let json = Data(#"{"message": "\#(message)", "values": [{"expression": "e", "value": "\#(message)"}]}"#.utf8)
        let failure = try JSONDecoder().decode(FailureDetail.self, from: json)
        let endings = [failure.message, failure.values[0].value].map { String($0.suffix(40)) }
        #expect(endings[0].hasSuffix("[cut at \(FailureDetail.maximumTextLength) of 100000 characters]"), "\(endings)")
        #expect(endings[1].hasSuffix("of 100000 characters]"), "\(endings)")
    }
}
