import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation
import Testing

/// The report's part files (`cases/N.js`), read back as the script reads them.
enum ReportParts {
    /// The JSON object of a part file's `ControlSpecReport.part(N, {...});` call.
    static func object(_ data: Data) throws -> [String: Any] {
        let text = String(decoding: data, as: UTF8.self)
        let start = try #require(text.firstIndex(of: "{"))
        let end = try #require(text.lastIndex(of: "}"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text[start...end].utf8)) as? [String: Any])
    }

    /// The part files of `files` in number order.
    static func parts(_ files: [String: Data]) throws -> [[String: Any]] {
        try (0..<files.count).compactMap { files["cases/\($0).js"] }.map(object)
    }

    /// Every member of every part in the order of the parts, with its compact cases.
    static func members(_ files: [String: Data]) throws -> [(member: String, cases: [[Any]])] {
        var members: [(String, [[Any]])] = []
        for (number, part) in try parts(files).enumerated() {
            let text = String(decoding: try #require(files["cases/\(number).js"]), as: UTF8.self)
            let object = try #require(part["members"] as? [String: [[Any]]])
            // JSONSerialization forgets the order of keys: the file's text keeps it.
            let names = object.keys.sorted {
                text.range(of: jsonString($0))!.lowerBound < text.range(of: jsonString($1))!.lowerBound
            }
            members += names.map { ($0, object[$0]!) }
        }
        return members
    }

    static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast()
            .description
    }
}

@Suite("Report parts")
struct ReportPartsTests {
    /// `count` cases over `members` members, every third failing unexpectedly with a captured value.
    static func large(count: Int, members: Int) -> RunResults {
        var results = ReportFixture.results
        let failing = results.cases[0]
        let passing = results.cases[1]
        results.cases = (0..<count).map { index in
            var copy = index % 3 == 0 ? failing : passing
            copy.member = "UIButton.member\(index % members)"
            copy.caseID = "case-\(index)"
            copy.qualifiedID = copy.member + "#" + copy.caseID
            return copy
        }
        return results
    }

    @Test("at thousands of cases index.html holds member rows, and each case is in one part of bounded size")
    func largeRunsKeepTheirCasesInParts() throws {
        let results = Self.large(count: 6_000, members: 50)
        let files = HTMLReport(results: results, corpus: ReportFixture.corpus).files()
        let index = try #require(files["index.html"])
        #expect(index.count < 1_000_000, "index.html is \(index.count) bytes for 6,000 cases")
        let html = String(decoding: index, as: UTF8.self)
        #expect(html.components(separatedBy: #"<details class="member""#).count - 1 == 50)
        #expect(html.components(separatedBy: #"<details class="case"#).count - 1 <= HTMLReport.inlineLimit)
        let members = try ReportParts.members(files)
        let ids = members.flatMap { member in member.cases.map { member.member + "#" + ($0[0] as! String) } }
        #expect(ids.sorted() == results.cases.map(\.qualifiedID).sorted(), "every case is in exactly one part")
        let sizes = try ReportParts.parts(files).map { part in
            (part["members"] as! [String: [[Any]]]).values.map(\.count).reduce(0, +)
        }
        // 120 cases a member: a part closes at the member that takes it to partSize or beyond.
        #expect(sizes.count == 13)
        #expect(sizes.dropLast().allSatisfy { $0 >= HTMLReport.partSize && $0 < HTMLReport.partSize + 120 })
        // The members whose lines are not in the page name their part (members in name order: 44th of 50).
        #expect(
            html.contains(
                #"data-member="UIButton.member49" data-kinds="PASS/documented/e FAIL/documented/u" data-part="11">"#))
    }

    @Test("a compact case carries what the script makes its line and details from")
    func compactCase() throws {
        let report = HTMLReport(
            results: ReportFixture.results, corpus: ReportFixture.corpus, siteBase: "https://x.test/ref/")
        let files = report.files()
        let part = try #require(try ReportParts.parts(files).first)
        let strings = try #require(part["strings"] as? [String])
        let members = try #require(part["members"] as? [String: [[Any]]])
        let failing = try #require(members["UIButton.title(for:)"]?.first { $0[0] as? String == "falls-back" })
        #expect(failing[1] as? String == "FAIL")
        #expect(failing[2] as? String == "documented")
        #expect(failing[3] as? Int == 1)
        #expect(strings[failing[7] as! Int] == "Docs/en/UIButton/title(for_).md")
        #expect(strings[failing[9] as! Int] == "https://x.test/ref/en/UIButton/title(for_).html")
        #expect(failing[10] as? String == "falls-back")
        let failure = try #require((failing[17] as? [[Any]])?.first)
        #expect((failure[1] as? String)?.hasPrefix("expectation failed") == true)
        #expect((failure[3] as? [[String]])?.contains(["button.title(for: .highlighted)", "nil"]) == true)
        let code = try #require(part["code"] as? [String])
        #expect(code[failing[18] as! Int].contains(#"<span class="line" data-line="10">"#))
        #expect(failing[19] as? [Int] == [10])
        // The page holds the pieces the script builds lines from, in both languages.
        let html = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        #expect(html.contains(#"<template id="case-pieces">"#))
        #expect(html.contains(#"data-piece="badge-UNSUPPORTED""#))
        #expect(html.contains(#"<span data-piece="captured-values"><span class="t" lang="en">Captured values"#))
    }

    @Test("strings in a part are JSON that a script can hold")
    func jsonStrings() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} separators \u{2028}\u{2029} 中文 </script>"
        let written = OutputSink.string { JSONText.write(text, to: $0) }
        #expect(!written.contains("\u{2028}") && !written.contains("\n"))
        let decoded = try JSONSerialization.jsonObject(with: Data(("[" + written + "]").utf8)) as? [String]
        #expect(decoded == [text])
    }
}
