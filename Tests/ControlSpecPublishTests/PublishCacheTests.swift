import ControlSpecModel
import ControlSpecRunner
import Foundation
import Testing

@testable import ControlSpecPublish

@Suite("The publish cache file")
struct PublishCacheTests {
    /// A cache with something in every field.
    private func sample() -> PublishCache {
        var cache = PublishCache(tool: "tests 1.0")
        cache.siteFiles = ["en/UIControl/index.html": 1, "assets/search/07.js": 0xFFFF_FFFF_FFFF_FFFF]
        let location = SourceLocation(path: "Docs/en/UIControl/isEnabled.md", line: 3, column: 1)
        let diagnostic = Diagnostic(
            id: "site.link.unknown", severity: .warning, summary: "a “quoted” name", location: location)
        cache.siteDiagnostics = ["en/UIControl/isEnabled.html": [diagnostic]]
        cache.caseChecks = ["en/UIControl/isEnabled.md": CachedChecks(key: 42, diagnostics: [diagnostic])]
        cache.globalChecks = CachedChecks(key: 7, diagnostics: [])
        cache.outcomes = [
            9: CachedOutcome(outcome: .passed, durationMs: 0.25),
            10: CachedOutcome(outcome: .failed([FailureDetail(message: "expected true")]), durationMs: 1),
            11: CachedOutcome(outcome: .unsupported(FailureDetail(message: "unsupported: menu")), durationMs: 2),
        ]
        cache.runFilesKey = 99
        cache.runFiles = ["junit.xml", "report/index.html", "results.json"]
        return cache
    }

    @Test func aCacheReadsBackAsWritten() throws {
        let cache = sample()
        #expect(PublishCache(data: cache.data(), tool: cache.tool) == cache)
    }

    @Test func anotherToolsCacheIsNotUsed() {
        let cache = sample()
        #expect(PublishCache(data: cache.data(), tool: "tests 2.0") == nil)
    }

    @Test func aTruncatedOrDamagedCacheIsIgnoredNotTrusted() {
        let data = [UInt8](sample().data())
        // Every truncation.
        for length in 0..<data.count {
            #expect(PublishCache(data: Data(data[..<length]), tool: "tests 1.0") == nil, "length \(length)")
        }
        // Bytes overwritten anywhere: whatever is read back, reading never traps.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var damaged = data
            let position = Int.random(in: 0..<damaged.count, using: &generator)
            damaged[position] = UInt8.random(in: 0...255, using: &generator)
            _ = PublishCache(data: Data(damaged), tool: "tests 1.0")
        }
        var extended = data
        extended.append(0)
        #expect(PublishCache(data: Data(extended), tool: "tests 1.0") == nil)
    }
}
