import ControlSpecModel
import Foundation
import Testing

/// Per-platform availability (registry format 3): null means unavailable, and deprecation is per platform.
@Suite struct RegistryPlatformsTests {
    private static let json = Data(
        """
        {"formatVersion": 3, "sdk": "iOS 26", "members": [
          {"id": "UIButton.font", "class": "UIButton", "kind": "property", "name": "font",
           "swift": "var font: UIFont { get set }", "objc": "@property(nonatomic,strong) UIFont *font;",
           "introduced": "2.0", "deprecated": "3.0",
           "platforms": {"iOS": "2.0", "iPadOS": "2.0", "macCatalyst": "13.1", "tvOS": null, "visionOS": "1.0"},
           "deprecatedPlatforms": {"iOS": "3.0", "iPadOS": "3.0", "macCatalyst": "13.1", "visionOS": "1.0"},
           "replacement": null, "parent": null, "rawValue": null, "topic": "Deprecated"}
        ]}
        """.utf8)

    @Test func platformsAreDecodedWithNullAsUnavailable() throws {
        let font = try #require(try Registry(jsonData: Self.json)["UIButton.font"])
        let platforms = try #require(font.platforms)
        #expect(platforms.versions.map(\.key) == ["iOS", "iPadOS", "macCatalyst", "visionOS"])
        #expect(platforms.tvOS == nil)
        #expect(platforms["macCatalyst"] == "13.1")
        #expect(font.deprecatedPlatforms?.versions.map(\.version) == ["3.0", "3.0", "13.1", "1.0"])
    }

    @Test func platformsArePartOfTheFingerprint() throws {
        var font = try #require(try Registry(jsonData: Self.json)["UIButton.font"])
        let before = font.fingerprint
        font.platforms?.tvOS = "9.0"
        #expect(font.fingerprint != before)
        let afterPlatforms = font.fingerprint
        font.deprecatedPlatforms?.visionOS = "2.0"
        #expect(font.fingerprint != afterPlatforms)
    }

    @Test func theShippedRegistryGivesEveryMemberItsPlatforms() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("conformance/registry.json")
        let registry = try Registry(contentsOf: url)
        #expect(registry.members.allSatisfy { $0.platforms?.iOS == $0.introduced })
        #expect(registry["UIButton.configuration"]?.platforms?.tvOS == "15.0")
    }

    /// Values Apple's documentation pages list, where the older header copies said otherwise
    /// (`API_UNAVAILABLE(tvos)` on UIButton's menu members before tvOS 17) or a value is easy to get wrong.
    @Test func theShippedRegistryAgreesWithAppleDocumentation() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("conformance/registry.json")
        let registry = try Registry(contentsOf: url)
        // developer.apple.com/documentation/uikit/uibutton/menu: tvOS 17.0+.
        #expect(registry["UIButton.menu"]?.platforms?.tvOS == "17.0")
        // .../uibutton/changesselectionasprimaryaction: tvOS 17.0+.
        #expect(registry["UIButton.changesSelectionAsPrimaryAction"]?.platforms?.tvOS == "17.0")
        // .../uicontrol/contextmenuinteraction(_:configurationformenuatlocation:): tvOS 17.0+.
        let configurationForMenu = "UIControl.contextMenuInteraction(_:configurationForMenuAtLocation:)"
        #expect(registry[configurationForMenu]?.platforms?.tvOS == "17.0")
        // .../uibutton/behavioralstyle and .../uicontrol/tooltip list no tvOS.
        #expect(registry["UIButton.behavioralStyle"]?.platforms?.tvOS == nil)
        #expect(registry["UIControl.toolTip"]?.platforms?.tvOS == nil)
        // .../uicontrol/performprimaryaction(): visionOS 1.1+.
        #expect(registry["UIControl.performPrimaryAction()"]?.platforms?.visionOS == "1.1")
    }
}
