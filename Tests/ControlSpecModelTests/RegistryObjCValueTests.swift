import ControlSpecModel
import Foundation
import Testing

/// The cases of a Swift enum without raw values (registry format 2): the Objective-C value is kept beside the case,
/// and no Swift raw value is invented.
@Suite struct RegistryObjCValueTests {
    private static let json = Data(
        """
        {"formatVersion": 2, "sdk": "iOS 26", "members": [
          {"id": "UIButton.Configuration.CornerStyle.fixed", "class": "UIButton", "kind": "constant",
           "name": "fixed", "swift": "case fixed", "objc": "UIButtonConfigurationCornerStyleFixed = -1",
           "introduced": "15.0", "deprecated": null, "replacement": null,
           "parent": "UIButton.Configuration.CornerStyle", "rawValue": null, "objcValue": -1, "topic": "Button Background"},
          {"id": "UIButton.ButtonType.custom", "class": "UIButton", "kind": "constant", "name": "custom",
           "swift": "case custom", "objc": "UIButtonTypeCustom = 0", "introduced": "2.0", "deprecated": null,
           "replacement": null, "parent": "UIButton.ButtonType", "rawValue": 0, "topic": "Button Types"}
        ]}
        """.utf8)

    @Test func objcValueIsDecodedBesideANullRawValue() throws {
        let registry = try Registry(jsonData: Self.json)
        let fixed = try #require(registry["UIButton.Configuration.CornerStyle.fixed"])
        #expect(fixed.objcValue == -1)
        #expect(fixed.rawValue == nil)
        let custom = try #require(registry["UIButton.ButtonType.custom"])
        #expect(custom.objcValue == nil)
        #expect(custom.rawValue == 0)
    }

    @Test func objcValueIsPartOfTheFingerprint() throws {
        let registry = try Registry(jsonData: Self.json)
        var member = try #require(registry["UIButton.Configuration.CornerStyle.fixed"])
        let before = member.fingerprint
        member.objcValue = 0
        #expect(member.fingerprint != before)
    }
}
