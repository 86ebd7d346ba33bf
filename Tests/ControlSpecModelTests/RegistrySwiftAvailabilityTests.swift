import ControlSpecModel
import Foundation
import Testing

/// The three title properties of iPhone OS 2 that Swift does not import, as the registry records them: Swift's
/// reason, and no visionOS (UIButton.h of the iOS 17.0 SDK: `API_UNAVAILABLE(xros)`).
@Suite struct RegistrySwiftAvailabilityTests {
    private static let registryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("conformance/registry.json")

    @Test func theTitlePropertiesOfIPhoneOS2AreObjectiveCOnlyAndNotOnVisionOS() throws {
        let registry = try Registry(contentsOf: Self.registryURL)
        for id in ["UIButton.font", "UIButton.lineBreakMode", "UIButton.titleShadowOffset"] {
            let member = try #require(registry[id])
            #expect(
                member.swiftUnavailable == "APIs deprecated as of iOS 7 and earlier are unavailable in Swift", "\(id)")
            #expect(member.platforms?.visionOS == nil, "\(id)")
            #expect(member.deprecatedPlatforms?.visionOS == nil, "\(id)")
            #expect(member.fingerprint.contains("unavailable in Swift"), "\(id)")
        }
        let others = registry.members.filter { $0.swiftUnavailable != nil }.map(\.id).sorted()
        #expect(others == ["UIButton.font", "UIButton.lineBreakMode", "UIButton.titleShadowOffset"])
    }
}
