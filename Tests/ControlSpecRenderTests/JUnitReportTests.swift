import CaseLanguage
import ControlSpecModel
import ControlSpecRunner
import Foundation
import Testing

@testable import ControlSpecReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element of a parsed XML document.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLElementNode] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    func all(_ name: String) -> [XMLElementNode] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
    }
}

/// Parses XML with Foundation's parser into a small tree; nil (and the error) when it is not well-formed.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?

    static func parse(_ text: String) -> (XMLElementNode?, Error?) {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = XMLTreeBuilder()
        parser.delegate = builder
        let ok = parser.parse()
        return (ok ? builder.root : nil, parser.parserError)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let node = XMLElementNode(name: elementName, attributes: attributes)
        stack.last?.children.append(node)
        if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}

@Suite("JUnit XML")
struct JUnitReportTests {
    static func parsed(_ results: RunResults) throws -> XMLElementNode {
        let (root, error) = XMLTreeBuilder.parse(JUnitReport.render(results))
        #expect(error == nil)
        return try #require(root)
    }

    func testcase(_ root: XMLElementNode, _ name: String) throws -> XMLElementNode {
        try #require(root.all("testcase").first { $0.attributes["name"] == name })
    }

    @Test("the XML is well-formed: testsuites, one testsuite per class, one testcase per case")
    func structure() throws {
        let root = try Self.parsed(ReportFixture.results)
        #expect(root.name == "testsuites")
        #expect(root.children.map(\.name) == ["testsuite", "testsuite"])
        #expect(root.children.map { $0.attributes["name"] } == ["UIButton", "UIControl"])
        #expect(root.all("testcase").count == 4)
        #expect(root.attributes["tests"] == "4")
        #expect(root.attributes["failures"] == "2")
        #expect(root.attributes["errors"] == "0")
        #expect(root.attributes["skipped"] == "1")
        let first = try testcase(root, "falls-back")
        #expect(first.attributes["classname"] == "UIButton.title(for:)")
        #expect(first.attributes["file"] == "Docs/en/UIButton/title(for_).md")
        #expect(first.attributes["line"] == "7")
        #expect(first.attributes["time"] == "0.001")
    }

    @Test("an unexpected failure is a failure with message, file:line:column and captured values")
    func failure() throws {
        let failure = try #require(try testcase(Self.parsed(ReportFixture.results), "falls-back").all("failure").first)
        #expect(failure.attributes["message"] == #"expectation failed: button.title(for: .highlighted) == "<Play>""#)
        #expect(failure.attributes["type"] == "FAIL")
        #expect(failure.text.contains(#"Docs/en/UIButton/title(for_).md:10:1: expectation failed"#))
        #expect(failure.text.contains("  button.title(for: .highlighted) → nil"))
        #expect(failure.text.contains("Chinese twin: Docs/zh-Hans/UIButton/title(for_).md:7"))
    }

    @Test("an expected pass has no child; an unexpected pass is a failure of type UNEXPECTED_PASS")
    func passes() throws {
        let root = try Self.parsed(ReportFixture.results)
        #expect(try testcase(root, "keeps-normal").children.isEmpty)
        let unexpected = try #require(try testcase(root, "disabled-ignores-touches").children.first)
        #expect(unexpected.name == "failure")
        #expect(unexpected.attributes["type"] == "UNEXPECTED_PASS")
        #expect(unexpected.attributes["message"] == "passed, but the expectations file expects FAIL")
    }

    @Test("a skip is skipped with its reason")
    func skip() throws {
        let skipped = try #require(try testcase(Self.parsed(ReportFixture.results), "needs-ios-99").children.first)
        #expect(skipped.name == "skipped")
        #expect(skipped.attributes["message"] == "SKIP: needs iOS 99.0; reference models iOS 18.0")
    }

    @Test("errors, timeouts and crashes are errors; expected non-passes are skipped")
    func statusElements() throws {
        var results = ReportFixture.results
        let template = results.cases[0]
        results.cases = [CaseStatus.error, .timeout, .crash, .unsupported].enumerated().map { index, status in
            var result = template
            result.caseID = "case-\(index)"
            result.status = status
            result.failures = [FailureDetail(message: "\(status.rawValue) happened")]
            return result
        }
        var expected = template
        expected.caseID = "expected-failure"
        expected.expected = true
        expected.expectedStatus = .fail
        results.cases.append(expected)
        let root = try Self.parsed(results)
        #expect(try testcase(root, "case-0").children.first?.name == "error")
        #expect(try testcase(root, "case-1").children.first?.attributes["type"] == "TIMEOUT")
        #expect(try testcase(root, "case-2").children.first?.name == "error")
        #expect(try testcase(root, "case-3").children.first?.name == "failure")
        let skipped = try #require(try testcase(root, "expected-failure").children.first)
        #expect(skipped.name == "skipped")
        #expect(skipped.attributes["message"]?.hasPrefix("expected FAIL: ") == true)
    }

    @Test("markup, quotes and control characters are escaped so the document stays valid")
    func escaping() throws {
        var results = ReportFixture.results
        let hostile = "a < b && c > \"d\" 'e' ]]> \u{1}\u{7}\u{FFFE} 中文"
        results.cases[0].failures[0].message = hostile
        results.cases[0].failures[0].values = [CapturedValue(expression: "</failure>", value: "<![CDATA[x]]>")]
        results.cases[0].member = "<testcase name=\"x\">"
        let root = try Self.parsed(results)
        let failure = try #require(root.all("failure").first)
        #expect(failure.attributes["message"] == "a < b && c > \"d\" 'e' ]]> \u{FFFD}\u{FFFD}\u{FFFD} 中文")
        #expect(failure.text.contains("</failure> → <![CDATA[x]]>"))
        #expect(root.all("testcase").first?.attributes["classname"] == "<testcase name=\"x\">")
    }

    @Test("JSON output is the results themselves, pretty-printed with sorted keys")
    func jsonReport() throws {
        let data = JSONReport.data(ReportFixture.results)
        #expect(try RunResults(jsonData: data) == ReportFixture.results)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"cases\" : ["))
        #expect(text.contains("\"formatVersion\" : 1"))
    }
}

@Suite("JUnit durations")
struct JUnitDurationTests {
    @Test(
        "A duration the XML cannot hold as seconds is written as 0.000, never a crash",
        arguments: [Double.nan, .infinity, -.infinity, -5, 1e300])
    func impossibleDurationsAreZero(milliseconds: Double) {
        #expect(JUnitReport.seconds(milliseconds) == "0.000")
    }

    @Test func ordinaryDurationsKeepMillisecondPrecision() {
        #expect(JUnitReport.seconds(1234.4) == "1.234")
        #expect(JUnitReport.seconds(7) == "0.007")
    }
}
