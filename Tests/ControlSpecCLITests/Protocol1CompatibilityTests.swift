import ControlSpecCLI
import Foundation
import Testing

/// A driver written to wire protocol 1 as it was first published keeps its results: the frozen driver's status of
/// every pinned case stays what it was when protocol 1's rules were restored.
@Suite struct Protocol1CompatibilityTests {
    static let folder = WalkthroughTests.root.appendingPathComponent("conformance/implementations/protocol1")

    struct Pins: Decodable {
        var statuses: [String: String]
    }

    @Test func theFrozenProtocol1DriverKeepsItsPinnedResults() async throws {
        let pins = try JSONDecoder().decode(
            Pins.self, from: Data(contentsOf: Self.folder.appendingPathComponent("pinned-results.json"))
        ).statuses
        let results = FileManager.default.temporaryDirectory.appendingPathComponent("protocol1-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: results) }
        let context = CommandContext.capturing(workingDirectory: WalkthroughTests.root)
        let driver = Self.folder.appendingPathComponent("driver.py").path
        let status = await ControlSpecMain.main(
            arguments: ["run", "--impl", "exec:python3 \(driver)", "--results", results.path], context: context)
        #expect(status == 0 || status == 1, "\(context.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any]
        let cases = object?["cases"] as? [[String: Any]] ?? []
        let now = Dictionary(
            uniqueKeysWithValues: cases.map { ($0["qualifiedID"] as! String, $0["status"] as! String) })
        // Cases removed since the pins were taken drop out; most must remain, or the pins say little.
        let kept = pins.filter { now[$0.key] != nil }
        #expect(kept.count * 10 >= pins.count * 9, "pinned-results.json: most pinned cases are gone")
        let changed = kept.filter { now[$0.key] != $0.value }.map { "\($0.key): \($0.value) → \(now[$0.key]!)" }
        #expect(
            changed.isEmpty,
            "the frozen protocol-1 driver's results changed:\n\(changed.sorted().joined(separator: "\n"))")
        #expect(kept.values.filter { $0 == "PASS" }.count >= 100)
    }
}
