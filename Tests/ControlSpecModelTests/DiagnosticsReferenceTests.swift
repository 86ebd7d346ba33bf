import Foundation
import Testing

/// CONTRIBUTING.md lists every diagnostic ID the kit can print, and nothing else.
@Suite struct DiagnosticsReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every `"docs.…"`, `"site.…"` and `"case.…"` string literal of three parts in Sources.
    static func idsInSources() throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #""((?:docs|site|case)\.[A-Za-z]+\.[A-Za-z0-9]+)""#)
        var ids = Set<String>()
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                ids.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return ids
    }

    /// Every ID listed as "- `id`:" in CONTRIBUTING.md's diagnostics reference.
    static func idsInReference() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"(?m)^- `((?:docs|site|case)\.[A-Za-z]+\.[A-Za-z0-9]+)`:"#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            pattern.matches(in: text, range: range).map { String(text[Range($0.range(at: 1), in: text)!]) })
    }

    @Test func everyDiagnosticIsDocumented() throws {
        let missing = try Self.idsInSources().subtracting(Self.idsInReference())
        #expect(missing.isEmpty, "add these to CONTRIBUTING.md's diagnostics reference: \(missing.sorted())")
    }

    @Test func theReferenceNamesOnlyRealDiagnostics() throws {
        let stale = try Self.idsInReference().subtracting(Self.idsInSources())
        #expect(stale.isEmpty, "no diagnostic has these IDs any more: \(stale.sorted())")
    }

    @Test func theScanFindsDiagnostics() throws {
        // Guards the two tests above against a pattern that matches nothing.
        let ids = try Self.idsInSources()
        #expect(ids.contains("docs.page.missingTitle"))
        #expect(ids.contains("case.parse.tooDeep"))
        #expect(ids.count > 50)
    }
}
