import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What one test of an exported-suite run did, as a test report tells it.
package struct TestOutcome: Hashable, Sendable {
    /// How a test ended.
    package enum Result: String, Hashable, Sendable {
        case passed, failed, skipped
    }

    /// The names the report gives the test, most specific first: a function name (`f()`), a display name, or the
    /// last part of an identifier path. Any of them may identify the case.
    package var names: [String]
    package var result: Result
    /// Failure or skip messages, in order.
    package var messages: [String] = []
    /// Wall time, in milliseconds; 0 when the report does not say.
    package var durationMs: Double = 0
}

/// A test report that cannot be read.
package struct TestReportError: Error, Hashable, Sendable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) { self.description = description }
}

/// Reads test reports: JUnit XML (`swift test --xunit-output`, `xcodebuild` converters) and the JSON of
/// `xcrun xcresulttool get test-results tests --path R.xcresult` (Xcode 16 and later).
extension TestOutcome {
    /// The longest duration believed (about 30 years): anything longer, negative, infinite or not a
    /// number is a damaged report, and is read as no duration.
    static let longestMilliseconds = 1e12

    /// `milliseconds` when it is a duration a test can have, else 0.
    static func plausible(milliseconds: Double?) -> Double {
        guard let milliseconds, milliseconds.isFinite, milliseconds >= 0, milliseconds <= longestMilliseconds
        else { return 0 }
        return milliseconds
    }
}

package enum TestReport {
    /// The outcomes in `data`, whose format is told by its first character (`<` for XML, `{` for JSON).
    package static func outcomes(from data: Data) throws(TestReportError) -> [TestOutcome] {
        // White space and the bytes of a UTF-8 byte order mark do not count.
        let ignored: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
        switch data.first(where: { !ignored.contains($0) }) {
        case UInt8(ascii: "<"): return try JUnitReader.outcomes(from: data)
        case UInt8(ascii: "{"): return try XCResultReader.outcomes(from: data)
        default: throw TestReportError("neither JUnit XML nor xcresulttool JSON")
        }
    }
}

/// Reads JUnit XML: every `<testcase>`, failed when it holds `<failure>` or `<error>`, skipped when it holds
/// `<skipped>`.
package enum JUnitReader {
    /// The outcome of every `<testcase>` element, in document order.
    package static func outcomes(from data: Data) throws(TestReportError) -> [TestOutcome] {
        let delegate = JUnitDelegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        // Foundation on Linux answers true for some malformed documents but sets the error; neither notices a
        // document that ends inside an element, which the delegate's depth does.
        let parsed = parser.parse()
        guard parsed, parser.parserError == nil, delegate.depth == 0 else {
            let reason = parser.parserError.map { String(describing: $0) } ?? "unexpected end of document"
            throw TestReportError("malformed JUnit XML at line \(parser.lineNumber): \(reason)")
        }
        return delegate.outcomes
    }
}

/// Collects `<testcase>` elements as XMLParser reports them.
private final class JUnitDelegate: NSObject, XMLParserDelegate {
    var outcomes: [TestOutcome] = []
    /// How many elements are open.
    private(set) var depth = 0
    private var current: TestOutcome?
    /// The element whose text is a message (`failure`, `error`, `skipped`), with its text so far.
    private var messageElement: (name: String, attribute: String?, text: String)?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        switch elementName {
        case "testcase":
            let duration = TestOutcome.plausible(
                milliseconds: attributes["time"].flatMap(Double.init).map { $0 * 1000 })
            current = TestOutcome(names: [attributes["name"] ?? ""], result: .passed, durationMs: duration)
        case "failure", "error", "skipped":
            guard current != nil else { return }
            current?.result = elementName == "skipped" ? .skipped : .failed
            messageElement = (elementName, attributes["message"], "")
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        messageElement?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        if let element = messageElement, element.name == elementName {
            let text = element.text.trimmingWhitespace()
            let message = [element.attribute, text.isEmpty ? nil : text].compactMap { $0 }.joined(separator: "\n")
            if !message.isEmpty { current?.messages.append(message) }
            messageElement = nil
        } else if elementName == "testcase", let outcome = current {
            outcomes.append(outcome)
            current = nil
        }
    }
}

/// Reads the JSON of `xcrun xcresulttool get test-results tests`: every node of type "Test Case", with the
/// names of its "Failure Message" children as messages.
package enum XCResultReader {
    /// A node of the test tree; only the fields this reader needs.
    private struct Node: Decodable {
        var name: String?
        var nodeType: String?
        var nodeIdentifier: String?
        var result: String?
        var duration: String?
        var children: [Node]?
    }

    private struct Tests: Decodable {
        var testNodes: [Node]?
    }

    /// The outcome of every test case node, depth first.
    package static func outcomes(from data: Data) throws(TestReportError) -> [TestOutcome] {
        let tests: Tests
        do {
            tests = try JSONDecoder().decode(Tests.self, from: data)
        } catch {
            throw TestReportError("malformed xcresulttool JSON: \(error)")
        }
        guard let roots = tests.testNodes else {
            throw TestReportError(
                "no testNodes: expected the output of `xcrun xcresulttool get test-results tests --path R.xcresult`")
        }
        var outcomes: [TestOutcome] = []
        var stack = Array(roots.reversed())
        while let node = stack.popLast() {
            if node.nodeType == "Test Case" {
                outcomes.append(outcome(of: node))
            } else {
                stack += (node.children ?? []).reversed()
            }
        }
        return outcomes
    }

    private static func outcome(of node: Node) -> TestOutcome {
        var names: [String] = []
        if let identifier = node.nodeIdentifier, let last = identifier.split(separator: "/").last {
            names.append(String(last))
        }
        if let name = node.name { names.append(name) }
        let result: TestOutcome.Result =
            switch node.result {
            case "Passed": .passed
            case "Skipped": .skipped
            default: .failed
            }
        var messages: [String] = []
        var stack = Array((node.children ?? []).reversed())
        while let child = stack.popLast() {
            if child.nodeType == "Failure Message", let name = child.name { messages.append(name) }
            stack += (child.children ?? []).reversed()
        }
        return TestOutcome(names: names, result: result, messages: messages, durationMs: milliseconds(node.duration))
    }

    /// `0.12s`, `2m 3s` or `1.5` as milliseconds; 0 when unreadable.
    static func milliseconds(_ duration: String?) -> Double {
        guard let duration else { return 0 }
        var seconds = 0.0
        for part in duration.split(separator: " ") {
            if part.hasSuffix("ms"), let value = Double(part.dropLast(2)) {
                seconds += value / 1000
            } else if part.hasSuffix("s"), let value = Double(part.dropLast()) {
                seconds += value
            } else if part.hasSuffix("m"), let value = Double(part.dropLast()) {
                seconds += value * 60
            } else if let value = Double(part) {
                seconds += value
            }
        }
        return TestOutcome.plausible(milliseconds: seconds * 1000)
    }
}
