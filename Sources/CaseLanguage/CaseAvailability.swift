import ControlContract
import ControlSpecModel

/// The `since=` a case needs: the newest iOS version that introduced a member its code uses, taken from the
/// registry, when that version is after ``baseline``.
package enum CaseAvailability {
    /// The oldest iOS a case may assume without saying `since=`.
    package static let baseline = VersionNumber(13, 0)

    /// The member of the registry among `members` (the checker's resolved contract members) with the newest
    /// `introduced` version; nil when none is in the registry.
    package static func newestMember(among members: [[String]], registry: Registry) -> (
        id: String, version: VersionNumber
    )? {
        var newest: (id: String, version: VersionNumber)?
        for keys in members {
            // The most derived key that the registry lists: an override of a registry member by a harness
            // class falls back to the member it overrides.
            guard
                let member = keys.lazy.compactMap({ registry[Self.memberID(ofKey: $0)] }).first,
                let version = member.introducedVersion
            else { continue }
            if newest.map({ version > $0.version }) ?? true { newest = (member.id, version) }
        }
        return newest
    }

    /// The registry ID of a contract key: a setter (`UIControl.isEnabled=`) is its property.
    static func memberID(ofKey key: String) -> String {
        key.hasSuffix("=") ? String(key.dropLast()) : key
    }

    /// The problems of `testCase`'s `since=` given the members its code uses: not a version
    /// (`docs.case.invalidSince`), missing (`docs.case.sinceMissing`) or older than a member it uses
    /// (`docs.case.sinceTooEarly`).
    package static func diagnostics(
        for testCase: ConformanceCase, members: [[String]], registry: Registry
    ) -> [Diagnostic] {
        let location = testCase.block.location
        var declared: VersionNumber?
        if let since = testCase.since {
            guard let version = VersionNumber(since) else {
                return [
                    Diagnostic(
                        id: "docs.case.invalidSince", severity: .error,
                        summary: "since=\(since) of case '\(testCase.id)' is not an iOS version",
                        location: location, fix: "write the version as digits and dots, such as since=15.0")
                ]
            }
            declared = version
        }
        guard let newest = newestMember(among: members, registry: registry), newest.version > baseline else {
            return []
        }
        let needed = "since=\(newest.version)"
        if let declared {
            guard declared < newest.version else { return [] }
            return [
                Diagnostic(
                    id: "docs.case.sinceTooEarly", severity: .error,
                    summary:
                        "case '\(testCase.id)' says since=\(declared) but uses \(newest.id), introduced in iOS "
                        + "\(newest.version)",
                    location: location,
                    fix: "write \(needed) in the info string, on the English and the Chinese page")
            ]
        }
        return [
            Diagnostic(
                id: "docs.case.sinceMissing", severity: .error,
                summary:
                    "case '\(testCase.id)' uses \(newest.id), introduced in iOS \(newest.version), but has no since=",
                location: location,
                fix: "add \(needed) to the info string, on the English and the Chinese page")
        ]
    }
}
