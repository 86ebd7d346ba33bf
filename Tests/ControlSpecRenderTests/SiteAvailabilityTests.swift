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

    @Test func anUnavailablePlatformIsLeftOutAndADifferentDeprecationIsNamed() throws {
        let html = try site.requiredText("en/UIButton/adjustsImageWhenHighlighted.html")
        #expect(
            Self.badges("availability", in: html) == ["iOS 2.0+", "iPadOS 2.0+", "Mac Catalyst 13.1+", "visionOS 1.0+"])
        #expect(Self.badges("deprecated", in: html) == ["Deprecated in iOS 15.0", "Deprecated in visionOS 1.0"])
    }

    @Test func anEntryWithoutPlatformsShowsIOSOnly() throws {
        let html = try site.requiredText("en/UIButton/setTitle(__for_).html")
        #expect(Self.badges("availability", in: html) == ["iOS 2.0+"])
    }
}
