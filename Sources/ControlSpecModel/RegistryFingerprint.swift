extension Registry.Member {
    /// Every stored field of the entry, as one line of text: what changed-input checks (an incremental
    /// publish) compare. Written out by hand because reflection (`String(describing:)`) is slow; a
    /// field added to ``Registry/Member`` must be added here too (a test checks that every field shows).
    package var fingerprint: String {
        var text = id + "\u{1F}" + className + "\u{1F}" + kind.rawValue + "\u{1F}" + name + "\u{1F}" + swift
        text += "\u{1F}" + objc + "\u{1F}" + (introduced ?? "-") + "\u{1F}" + (deprecated ?? "-")
        text += "\u{1F}" + (replacement ?? "-") + "\u{1F}" + (parent ?? "-")
        text += "\u{1F}" + (rawValue.map { String($0) } ?? "-") + "\u{1F}" + (objcValue.map { String($0) } ?? "-")
        text += "\u{1F}" + (topic ?? "-")
        text += "\u{1F}" + Self.fingerprint(of: platforms) + "\u{1F}" + Self.fingerprint(of: deprecatedPlatforms)
        text += "\u{1F}" + (inherits?.joined(separator: ",") ?? "-")
        text += "\u{1F}" + (conformsTo?.map { $0.name + "=" + $0.source }.joined(separator: "\u{1E}") ?? "-")
        text += "\u{1F}" + (swiftUnavailable ?? "-")
        return text
    }

    private static func fingerprint(of platforms: Registry.Platforms?) -> String {
        guard let platforms else { return "-" }
        return Registry.Platforms.keys.map { platforms[$0] ?? "-" }.joined(separator: ",")
    }
}
