import ControlSpecRunner
import Foundation

/// Results as JUnit XML, for CI systems: one `testsuite` per class, one `testcase` per case.
///
/// The elements follow the run's verdict rather than the raw status, so that CI turns red exactly
/// when the exit status is 1:
/// - an expected PASS is a plain `testcase`;
/// - an unexpected FAIL or UNSUPPORTED is a `failure`, an unexpected ERROR, TIMEOUT or CRASH an `error`,
///   and an unexpected PASS a `failure` of type `UNEXPECTED_PASS`;
/// - an expected non-pass (listed in the expectations file) and a SKIP are `skipped`, with the status
///   and reason in the message.
///
/// Every `testcase` carries `file` and `line` attributes (the English page) and messages carry
/// `file:line:column`.
package enum JUnitReport {
    /// The XML document, UTF-8, with a declaration.
    package static func render(_ results: RunResults) -> String {
        OutputSink.string { write(results, to: $0) }
    }

    /// ``render(_:)`` as UTF-8 data.
    package static func data(_ results: RunResults) -> Data {
        OutputSink.data { write(results, to: $0) }
    }

    /// Writes the document of ``render(_:)`` to `sink`, one `testcase` at a time.
    package static func write(_ results: RunResults, to sink: OutputSink) {
        sink.write(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
        let counts = Counts(results.cases)
        sink.write(
            "<testsuites"
                + attributes([
                    ("name", "controlspec \(results.run.implementation) \(results.run.implementationVersion)"),
                    ("tests", String(counts.tests)), ("failures", String(counts.failures)),
                    ("errors", String(counts.errors)), ("skipped", String(counts.skipped)),
                    ("time", seconds(counts.milliseconds)), ("timestamp", results.run.date),
                ]) + ">\n")
        for group in ResultGroups.byClass(results.cases) {
            let suite = Counts(group.cases)
            sink.write(
                "  <testsuite"
                    + attributes([
                        ("name", group.className), ("tests", String(suite.tests)),
                        ("failures", String(suite.failures)), ("errors", String(suite.errors)),
                        ("skipped", String(suite.skipped)), ("time", seconds(suite.milliseconds)),
                        ("timestamp", results.run.date), ("hostname", results.run.hostName),
                    ]) + ">\n")
            for result in group.cases { sink.write(testcase(result)) }
            sink.write("  </testsuite>\n")
        }
        sink.write("</testsuites>\n")
    }

    /// The element a result becomes.
    enum Verdict: Equatable {
        case passed
        case failure(type: String)
        case error(type: String)
        case skipped
    }

    static func verdict(_ result: CaseResult) -> Verdict {
        if result.status == .skip || (result.expected && result.status != .pass) { return .skipped }
        if result.expected { return .passed }
        switch result.status {
        case .pass: return .failure(type: "UNEXPECTED_PASS")
        case .fail, .unsupported: return .failure(type: result.status.rawValue)
        case .error, .timeout, .crash: return .error(type: result.status.rawValue)
        case .skip: return .skipped
        }
    }

    private static func testcase(_ result: CaseResult) -> String {
        let open =
            "    <testcase"
            + attributes([
                ("classname", result.member), ("name", result.caseID), ("file", result.english.path),
                ("line", String(result.english.line)), ("time", seconds(result.durationMs)),
            ])
        let location = result.english.description
        switch verdict(result) {
        case .passed:
            return open + "/>\n"
        case .skipped:
            let message: String
            if result.status == .skip {
                message = "SKIP: " + (result.skipReason ?? "skipped")
            } else {
                message = "expected \(result.status.rawValue): " + (result.failures.first?.message ?? "")
            }
            return open + ">\n      <skipped" + attributes([("message", message)]) + "/>\n    </testcase>\n"
        case .failure(let type), .error(let type):
            let element = verdict(result) == .error(type: type) ? "error" : "failure"
            let message: String
            let body: String
            if result.status == .pass {
                message = "passed, but the expectations file expects \(result.expectedStatus.rawValue)"
                body = location + ": " + message + "; remove its entry"
            } else {
                message = result.failures.first?.message ?? result.status.rawValue
                body = failureText(result)
            }
            return open + ">\n      <\(element)" + attributes([("message", message), ("type", type)]) + ">"
                + escape(body) + "</\(element)>\n    </testcase>\n"
        }
    }

    /// Every failure as `file:line:column: message` with its captured values, one per line.
    private static func failureText(_ result: CaseResult) -> String {
        var lines: [String] = []
        for failure in result.failures {
            lines.append(
                failure.location.map { $0.description + ": " + failure.message } ?? result.english.description + ": "
                    + failure.message)
            for captured in failure.values { lines.append("  \(captured.expression) → \(captured.value)") }
        }
        if lines.isEmpty { lines.append(result.english.description + ": " + result.status.rawValue) }
        if let chinese = result.chinese { lines.append("Chinese twin: " + chinese.description) }
        return lines.joined(separator: "\n")
    }

    private struct Counts {
        var tests = 0
        var failures = 0
        var errors = 0
        var skipped = 0
        var milliseconds = 0.0

        init(_ cases: some Sequence<CaseResult>) {
            for result in cases {
                tests += 1
                milliseconds += result.durationMs
                switch verdict(result) {
                case .passed: break
                case .failure: failures += 1
                case .error: errors += 1
                case .skipped: skipped += 1
                }
            }
        }
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// `1.234`: seconds with millisecond precision, independent of locale; `0.000` for a duration no
    /// run can have (negative, not finite, or beyond 10^15 ms), which an imported report may carry.
    static func seconds(_ milliseconds: Double) -> String {
        guard milliseconds.isFinite, milliseconds >= 0, milliseconds <= 1e15 else { return "0.000" }
        let total = Int(milliseconds.rounded())
        let fraction = String(total % 1000)
        return "\(total / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Escapes markup characters and both quotes; replaces characters XML 1.0 cannot hold.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case "\r": result += "&#13;"
            default:
                // XML 1.0 allows no other C0 controls, no U+FFFE/U+FFFF; surrogates cannot occur in Swift strings.
                let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}

/// Results as the JSON file every other report can be rebuilt from.
package enum JSONReport {
    /// Pretty-printed with sorted keys (``RunResults/jsonData()``).
    package static func data(_ results: RunResults) -> Data { results.jsonData() }
}
