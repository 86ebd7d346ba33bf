import ControlSpecMarkdown
import ControlSpecModel
import ControlSpecTestSupport
import Foundation
import Testing

/// One page that uses every construct of the format, with its Markdown tree and its extracted
/// model checked against golden files. Set `UPDATE_GOLDEN=1` to rewrite the goldens.
@Suite struct EverythingFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func source() throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent("everything.md"), encoding: .utf8)
    }

    static func compare(_ actual: String, golden name: String) throws {
        let difference = GoldenFiles(folder: fixtures).difference(actual, name)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func theMarkdownTreeMatchesTheGoldenDump() throws {
        try Self.compare(MarkdownParser.parse(try Self.source()).root.treeDump(), golden: "everything.tree.txt")
    }

    @Test func theExtractedPageMatchesTheGoldenDump() throws {
        let result = PageParser().parse(source: try Self.source(), path: "everything.md", language: .english)
        var lines = ["symbol: \(result.page.symbolID ?? "-")", "summary: \(result.page.summary ?? "-")"]
        for section in result.page.sections {
            lines.append("section \(section.kind?.rawValue ?? "?") '\(section.heading)' at \(section.location.line)")
            for block in section.blocks {
                switch block {
                case .markdown(let text): lines.append("  markdown \(text.split(separator: "\n").count) lines")
                case .conformanceCase(let index): lines.append("  case \(result.page.cases[index].id)")
                case .example(let index): lines.append("  example at \(result.page.examples[index].location.line)")
                case .constantHeading(let index): lines.append("  constant \(result.page.constants[index].name)")
                case .figure(let index): lines.append("  figure \(result.page.figures[index].id)")
                }
            }
        }
        for parameter in result.page.parameters {
            lines.append("parameter \(parameter.name): \(parameter.markdown)")
        }
        for item in result.page.cases {
            lines.append(
                "case \(item.id) member=\(item.memberID) evidence=\(item.evidence?.rawValue ?? "-") "
                    + "source=\(item.source ?? "-") note=\(item.note.map { "\($0.location.line):\($0.markdown)" } ?? "-") since=\(item.since ?? "-") tags=\(item.tags.joined(separator: ","))"
                    + " fence=\(item.block.location.line):\(item.block.location.column) code:")
            lines += item.block.code.split(separator: "\n").map { "  | " + $0 }
        }
        for link in result.page.links {
            lines.append("link \(link.target) at \(link.location.line):\(link.location.column)")
        }
        for mention in result.mentions {
            lines.append("mention \(mention.text) at \(mention.location.line):\(mention.location.column)")
        }
        for diagnostic in result.diagnostics { lines.append("diagnostic " + diagnostic.lineDescription) }
        try Self.compare(lines.joined(separator: "\n") + "\n", golden: "everything.page.txt")
    }
}
