import ControlSpecSite
import Testing

/// Member pages show one availability badge per platform of the registry entry, leave out the platforms it is
/// unavailable on, and name a platform's deprecation only where it differs from iOS's.
@Suite struct SiteAvailabilityTests {
    let site = SiteFixture.site()

    private static func badges(_ className: String, in html: String) -> [String] {
        let marker = "<span class=\"badge \(className)\">"
        return html.components(separatedBy: marker).dropFirst().compactMap {
            $0.components(separatedBy: "</span>").first
        }
    }

    @Test(arguments: ["en", "zh-Hans"])
    func everyPlatformGetsItsOwnBadgeInBothLanguages(language: String) throws {
        let html = try site.requiredText(language + "/UIControl/isEnabled.html")
        #expect(
            Self.badges("availability", in: html) == [
                "iOS 2.0+", "iPadOS 2.0+", "Mac Catalyst 13.1+", "tvOS 9.0+", "visionOS 1.0+",
            ])
    }

    /// As Apple shows them: each platform the registry records a deprecation for, as a range, so that a
    /// reader of any platform sees that the member is deprecated there.
    @Test func aDeprecatedMemberShowsEveryPlatformAsARange() throws {
        let html = try site.requiredText("en/UIButton/adjustsImageWhenHighlighted.html")
        #expect(Self.badges("availability", in: html) == [])
        #expect(
            Self.badges("deprecated", in: html) == [
                "iOS 2.0–15.0 Deprecated", "iPadOS 2.0–15.0 Deprecated", "Mac Catalyst 13.1–15.0 Deprecated",
                "visionOS 1.0–1.0 Deprecated",
            ])
    }

    @Test func anEntryWithoutPlatformsShowsIOSOnly() throws {
        let html = try site.requiredText("en/UIButton/setTitle(__for_).html")
        #expect(Self.badges("availability", in: html) == ["iOS 2.0+"])
    }
}
