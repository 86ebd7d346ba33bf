import ControlSpecModel
import Foundation
import Testing

/// The registry's one rule for versions (conformance/REGISTRY.md, "Versions"): a member without an availability macro
/// is as old as the first header that declares it. `effectiveContentHorizontalAlignment` is the one member an older
/// header shows absent; its entry, the cases it arrived with and the note that gives the evidence name one version.
@Suite struct RegistryVersionTests {
    private static let conformance = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("conformance")

    @Test func effectiveAlignmentHasOneVersionInTheRegistryAndItsNotes() throws {
        let registry = try Registry(contentsOf: Self.conformance.appendingPathComponent("registry.json"))
        let member = try #require(registry["UIControl.effectiveContentHorizontalAlignment"])
        let leading = try #require(registry["UIControl.ContentHorizontalAlignment.leading"])
        let trailing = try #require(registry["UIControl.ContentHorizontalAlignment.trailing"])
        #expect(member.introduced == "11.0")
        #expect(member.introduced == leading.introduced && member.introduced == trailing.introduced)
        let notes = try String(contentsOf: Self.conformance.appendingPathComponent("REGISTRY.md"), encoding: .utf8)
        let named = notes.split(separator: "\n").filter { $0.contains("`effectiveContentHorizontalAlignment`") }
        #expect(!named.isEmpty)
        #expect(
            notes.contains(
                "`effectiveContentHorizontalAlignment` is recorded as introduced in \(member.introduced ?? "")"))
        // No line gives it another recorded version.
        for line in named where line.contains("recorded as") {
            #expect(line.contains("recorded as introduced in \(member.introduced ?? "")"), "\(line)")
        }
    }
}
