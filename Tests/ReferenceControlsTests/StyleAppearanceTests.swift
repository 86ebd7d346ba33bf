import Foundation
import Testing

@testable import ReferenceControls

/// What each style draws, as the model answers it for the kit's style schematics.
@Suite("Style appearance")
struct StyleAppearanceTests {
    typealias Configuration = UIButton.Configuration

    static let styles: [(Configuration, StyleAppearance.Fill, StyleAppearance.Foreground)] = [
        (.plain(), .none, .tint), (.borderless(), .none, .tint),
        (.gray(), .gray, .label), (.bordered(), .gray, .label),
        (.tinted(), .tinted, .tint), (.borderedTinted(), .tinted, .tint),
        (.filled(), .filled, .white), (.borderedProminent(), .filled, .white),
        (.glass(), .glass, .label), (.clearGlass(), .clearGlass, .label),
        (.prominentGlass(), .prominentGlass, .white), (.prominentClearGlass(), .prominentClearGlass, .white),
    ]

    @Test("each style's background kind follows Apple's summaries, and its title role the iOS 26.1 probe")
    func kindsAndRoles() {
        for (configuration, fill, foreground) in Self.styles {
            let appearance = configuration.appearance(for: CGSize(width: 120, height: 34))
            #expect(appearance.fill == fill, "\(configuration.style)")
            #expect(appearance.foreground == foreground, "\(configuration.style)")
            #expect(appearance.fillColor == nil && appearance.foregroundColor == nil, "\(configuration.style)")
        }
    }

    @Test("the alternative names draw what the styles they stand for draw")
    func alternativeNames() {
        let size = CGSize(width: 99, height: 34)
        #expect(Configuration.borderless().appearance(for: size) == Configuration.plain().appearance(for: size))
        #expect(Configuration.bordered().appearance(for: size) == Configuration.gray().appearance(for: size))
        #expect(Configuration.borderedTinted().appearance(for: size) == Configuration.tinted().appearance(for: size))
        #expect(
            Configuration.borderedProminent().appearance(for: size) == Configuration.filled().appearance(for: size))
    }

    @Test("base colors color what the style draws; a style without a background has nothing to color")
    func baseColors() {
        var filled = Configuration.filled()
        filled.baseBackgroundColor = .red
        filled.baseForegroundColor = .black
        let appearance = filled.appearance(for: CGSize(width: 120, height: 34))
        #expect(appearance.fill == .filled)
        #expect(appearance.fillColor == .red)
        #expect(appearance.foregroundColor == .black)
        var plain = Configuration.plain()
        plain.baseBackgroundColor = .red
        #expect(plain.appearance(for: CGSize(width: 120, height: 34)).fillColor == nil)
    }

    @Test("fixed and dynamic keep the background's radius up to half the shorter side; capsule takes that half")
    func cornerRadius() {
        var configuration = Configuration.filled()
        let size = CGSize(width: 120, height: 44)
        #expect(configuration.cornerRadius(for: size) == 17)
        // Never more than half the height: the probe reads 10 for a radius of 17 at a height of 20.
        #expect(configuration.cornerRadius(for: CGSize(width: 160, height: 20)) == 10)
        configuration.background.cornerRadius = 6
        configuration.cornerStyle = .fixed
        #expect(configuration.cornerRadius(for: size) == 6)
        configuration.cornerStyle = .capsule
        #expect(configuration.cornerRadius(for: size) == 22)
        #expect(configuration.cornerRadius(for: CGSize(width: 30, height: 44)) == 15)
        for style in [Configuration.CornerStyle.small, .medium, .large] {
            configuration.cornerStyle = style
            #expect(configuration.cornerRadius(for: size) == nil, "\(style)")
        }
        // The glass styles start as capsules: half the height of a 99 × 34.33 button, as the probe's glass() reads.
        #expect(Configuration.glass().cornerRadius(for: CGSize(width: 99, height: 34.333)) == 34.333 / 2)
    }

    @Test("a button answers for its configuration at its own size, and nothing without one")
    func button() {
        var configuration = Configuration.glass()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        #expect(button.styleAppearance?.cornerRadius == 20)
        #expect(button.styleAppearance?.fill == .glass)
        #expect(UIButton(type: .system).styleAppearance == nil)
    }
}
