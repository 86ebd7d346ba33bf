import ControlSpecHTML
import ControlSpecModel
import ControlSpecRunner

/// Where each case of a report is written: in `index.html`, or in a part file (`cases/N.js`) that the
/// report's script loads when the reader opens the member or the case (Docs/PERFORMANCE.md, "Report").
///
/// `index.html` holds the summary and one row per member. A member is shown open at load, with its case
/// lines in the page, while it holds a case that needs attention, fewer than ``HTMLReport/openLimit`` cases
/// are shown open and its lines fit within ``HTMLReport/inlineLimit``; every other member's lines, and every
/// closed case's details, are in the part of its member. Members go into parts in page order, a part
/// closing once it holds ``HTMLReport/partSize`` cases, so that opening a member loads a file of bounded size.
struct ReportLayout {
    /// One member of the case tree.
    struct Member {
        let name: String
        let cases: ResultSlice
        /// The part file that holds what `index.html` does not.
        let part: Int
        /// Whether its lines are in `index.html` (and it is shown open).
        let inline: Bool
        /// The run positions of its cases shown open, with their details, in `index.html`.
        let open: Set<Int>
    }

    /// The classes in name order, each with its members in name order.
    let classes: [(name: String, cases: ResultSlice, members: [Member])]
    /// How many part files there are.
    let partCount: Int

    init(_ results: [CaseResult], partSize: Int, openLimit: Int, inlineLimit: Int) {
        var classes: [(name: String, cases: ResultSlice, members: [Member])] = []
        var part = 0
        var inPart = 0
        var opened = 0
        var inlined = 0
        for (className, cases) in ResultGroups.byClass(results) {
            var members: [Member] = []
            for (name, cases) in ResultGroups.byMember(cases) {
                if inPart >= partSize {
                    part += 1
                    inPart = 0
                }
                inPart += cases.count
                let inline =
                    cases.contains(where: HTMLReport.needsAttention) && opened < openLimit
                    && inlined + cases.count <= inlineLimit
                var open = Set<Int>()
                if inline {
                    inlined += cases.count
                    for position in cases.positions
                    where opened < openLimit && HTMLReport.needsAttention(cases.all[position]) {
                        open.insert(position)
                        opened += 1
                    }
                }
                members.append(Member(name: name, cases: cases, part: part, inline: inline, open: open))
            }
            classes.append((className, cases, members))
        }
        self.classes = classes
        self.partCount = classes.isEmpty ? 0 : part + 1
    }

    /// The members of part `part`, in page order.
    func members(inPart part: Int) -> [Member] {
        classes.flatMap { $0.members.filter { $0.part == part } }
    }

    /// The path of a part file in the report folder; the script builds the same path from the number.
    static func partPath(_ part: Int) -> String { "cases/\(part).js" }

    /// The kinds of cases a member holds, for filtering it before its lines are loaded: one word per
    /// distinct status, evidence level and whether the result was expected (`FAIL/documented/u`).
    static func kinds(_ cases: ResultSlice, links: SiteLinks) -> String {
        var seen = Set<String>()
        var words: [String] = []
        for result in cases {
            let word =
                result.status.rawValue + "/" + (links.englishCase(of: result)?.evidence?.rawValue ?? "none") + "/"
                + (result.expected ? "e" : "u")
            if seen.insert(word).inserted { words.append(word) }
        }
        return words.joined(separator: " ")
    }
}

extension HTMLReport {
    /// How many cases a part file holds at least (a member is never split), unless it is the last.
    package static let partSize = 400

    /// How many case lines `index.html` holds at most, in the members shown open at load.
    package static let inlineLimit = 1_000

    /// The layout of this report's cases.
    func layout() -> ReportLayout {
        ReportLayout(
            results.cases, partSize: Self.partSize, openLimit: Self.openLimit, inlineLimit: Self.inlineLimit)
    }

    /// Writes part file `part`: a call of the script's `ControlSpecReport.part` with a JSON object of
    /// `members` (each member of the part: its cases as compact arrays, which the script turns into case lines
    /// and details as ``caseNode(_:shown:part:)`` and ``detailNodes(_:withCode:)`` write them, from the pieces
    /// of ``pieces()``), `strings` (paths, page addresses and sources the cases share) and `code` (each case
    /// code once, as markup).
    ///
    /// A case is `[ID, status, evidence, unexpected (0, 1, or 2 for an unexpected pass), expected status
    /// shown as a flag or "", duration, failure messages in lower case, English path, line, page address,
    /// anchor, Chinese path, line, page address, anchor, source, skip reason, failures, code, lines to mark]`,
    /// a failure `[location, message, expression or null when the message holds it, [[expression, value]…],
    /// where two compared strings differ as [same start, left part, right part, same end] or null]`, where paths, addresses and sources are positions in `strings` (-1 for none) and code a
    /// position in `code`.
    func writePart(_ part: Int, of layout: ReportLayout, to sink: OutputSink) {
        var strings: [String: Int] = [:]
        var stringList: [String] = []
        func string(_ text: String?) -> String {
            guard let text else { return "-1" }
            if let known = strings[text] { return String(known) }
            strings[text] = stringList.count
            stringList.append(text)
            return String(stringList.count - 1)
        }
        var codes: [FileLine: Int] = [:]
        var codeMarkup: [String] = []
        sink.write("ControlSpecReport.part(\(part), {\"members\": {")
        for (index, member) in layout.members(inPart: part).enumerated() {
            sink.write(index == 0 ? "\n" : ",\n")
            JSONText.write(member.name, to: sink)
            sink.write(": [")
            for (offset, result) in member.cases.enumerated() {
                let item = links.englishCase(of: result)
                sink.write(offset == 0 ? "\n[" : ",\n[")
                JSONText.write(result.caseID, to: sink)
                sink.write(",")
                JSONText.write(result.status.rawValue, to: sink)
                sink.write(",")
                JSONText.write(item?.evidence?.rawValue ?? "none", to: sink)
                sink.write(result.expected ? ",0," : result.isUnexpectedPass ? ",2," : ",1,")
                let flagged = result.expectedStatus != .pass && result.expectedStatus != .skip
                JSONText.write(flagged ? result.expectedStatus.rawValue : "", to: sink)
                sink.write(",")
                JSONText.write(Self.milliseconds(result.durationMs), to: sink)
                sink.write(",")
                JSONText.write(result.failures.map(\.message).joined(separator: " ").lowercased(), to: sink)
                for (language, place) in [(Language.english, result.english), (.chinese, result.chinese)] {
                    let link = place == nil ? nil : links.link(for: result, language: language)
                    let split = link.map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false) }
                    sink.write(
                        "," + string(place?.path) + ",\(place?.line ?? 0)," + string(split.map { String($0[0]) }))
                    sink.write(",")
                    JSONText.write(split.flatMap { $0.count > 1 ? String($0[1]) : nil } ?? "", to: sink)
                }
                sink.write("," + string(item?.source) + ",")
                if let reason = result.skipReason { JSONText.write(reason, to: sink) } else { sink.write("null") }
                sink.write(",")
                writeFailures(result.failures, to: sink)
                var code = -1
                if let node = codeNode(result, highlighting: false) {
                    if let known = codes[result.english] {
                        code = known
                    } else {
                        code = codeMarkup.count
                        codes[result.english] = code
                        codeMarkup.append(HTMLSerializer.serialize(node))
                    }
                }
                sink.write(",\(code),[" + failingLines(result).sorted().map(String.init).joined(separator: ",") + "]]")
            }
            sink.write("]")
        }
        sink.write("},\n\"strings\": [")
        for (index, text) in stringList.enumerated() {
            sink.write(index == 0 ? "\n" : ",\n")
            JSONText.write(text, to: sink)
        }
        sink.write("],\n\"code\": [")
        for (index, markup) in codeMarkup.enumerated() {
            sink.write(index == 0 ? "\n" : ",\n")
            JSONText.write(markup, to: sink)
        }
        sink.write("]});\n")
    }

    private func writeFailures(_ failures: [FailureDetail], to sink: OutputSink) {
        sink.write("[")
        for (index, failure) in failures.enumerated() {
            sink.write(index == 0 ? "[" : ",[")
            JSONText.write(failure.location?.description ?? "", to: sink)
            sink.write(",")
            JSONText.write(failure.message, to: sink)
            sink.write(",")
            if let expression = failure.expression, !failure.message.contains(expression) {
                JSONText.write(expression, to: sink)
            } else {
                sink.write("null")
            }
            sink.write(",[")
            for (offset, captured) in failure.values.enumerated() {
                sink.write(offset == 0 ? "[" : ",[")
                JSONText.write(captured.expression, to: sink)
                sink.write(",")
                JSONText.write(captured.value, to: sink)
                sink.write("]")
            }
            sink.write("],")
            if let difference = StringDifference(failure) {
                let parts = difference.parts
                sink.write("[")
                for (offset, part) in [parts.start, parts.left, parts.right, parts.end].enumerated() {
                    if offset > 0 { sink.write(",") }
                    JSONText.write(part, to: sink)
                }
                sink.write("]]")
            } else {
                sink.write("null]")
            }
        }
        sink.write("]")
    }

    /// The pieces the script builds case lines and details from, each an element of a `<template>` named by
    /// its `data-piece`: the badge of every status, the evidence flag of every level, the unexpected and
    /// expectation flags, and the labels of the details (a label's piece is a `span` whose children are used).
    func pieces() -> HTMLNode {
        var nodes: [HTMLNode] = []
        func piece(_ name: String, _ node: HTMLNode) {
            guard case .element(let tag, let attributes, let children) = node else { return }
            nodes.append(
                .element(tag: tag, attributes: attributes + [HTMLAttribute("data-piece", name)], children: children))
        }
        func label(_ name: String, _ text: UIText) {
            nodes.append(.element("span", ["data-piece": name], [text.node]))
        }
        for status in CaseStatus.allCases {
            piece("badge-" + status.rawValue, ReportPage.badge(status))
            piece("expectation-" + status.rawValue, Self.expectationFlag(status))
        }
        for level in Evidence.allCases.map(Optional.some) + [nil] {
            let name = level?.rawValue ?? "none"
            piece("evidence-" + name, Self.evidenceFlag(level))
            label("level-" + name, ReportText.evidence(level))
        }
        piece("unexpected-pass", Self.unexpectedFlag(pass: true))
        piece("unexpected", Self.unexpectedFlag(pass: false))
        label("english-page", ReportText.englishPage)
        label("chinese-page", ReportText.chinesePage)
        label("evidence", ReportText.evidence.labelled)
        label("source", ReportText.source.labelled)
        label("skip", ReportText.skipReason.labelled)
        label("captured-values", ReportText.capturedValues)
        label("expression", ReportText.expression)
        label("value", ReportText.value)
        label("string-difference", ReportText.stringDifference)
        return .element("template", ["id": "case-pieces"], nodes)
    }
}

/// JSON string literals written straight to a sink.
package enum JSONText {
    private static let hex = Array("0123456789abcdef".utf8)

    /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped, and U+2028 and
    /// U+2029, which older JavaScript engines do not take in a string literal.
    package static func write(_ text: String, to sink: OutputSink) {
        sink.write(byte: UInt8(ascii: "\""))
        var pending = text.utf8.startIndex
        let utf8 = text.utf8
        var index = utf8.startIndex
        func flush(upTo end: String.UTF8View.Index) {
            if pending < end { sink.write(Substring(text[pending..<end])) }
        }
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                flush(upTo: index)
                sink.write(byte: UInt8(ascii: "\\"))
                sink.write(byte: byte)
                pending = next
            } else if byte < 0x20 {
                flush(upTo: index)
                switch byte {
                case 0x0A: sink.write("\\n")
                case 0x09: sink.write("\\t")
                case 0x0D: sink.write("\\r")
                default:
                    sink.write("\\u00")
                    sink.write(byte: hex[Int(byte >> 4)])
                    sink.write(byte: hex[Int(byte & 0xF)])
                }
                pending = next
            } else if byte == 0xE2, utf8.distance(from: index, to: utf8.endIndex) >= 3,
                utf8[next] == 0x80, utf8[utf8.index(after: next)] == 0xA8 || utf8[utf8.index(after: next)] == 0xA9
            {
                flush(upTo: index)
                sink.write(utf8[utf8.index(after: next)] == 0xA8 ? "\\u2028" : "\\u2029")
                index = utf8.index(index, offsetBy: 3)
                pending = index
                continue
            }
            index = next
        }
        flush(upTo: utf8.endIndex)
        sink.write(byte: UInt8(ascii: "\""))
    }
}
