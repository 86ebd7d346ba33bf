/// A dotted version such as `13.4` or `26.0`, compared component by component as numbers: `13.10` is after
/// `13.9`, and `15` equals `15.0` (missing components count as zero).
package struct VersionNumber: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The components as written, at least one.
    package let components: [Int]

    /// Reads `major.minor[.patch…]`: one or more groups of ASCII digits separated by single dots; nil for
    /// anything else (`""`, `"14."`, `"v15"`, `"15.0 beta"`).
    package init?(_ text: some StringProtocol) {
        var components: [Int] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty, part.utf8.count <= 9, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                let value = Int(part)
            else { return nil }
            components.append(value)
        }
        guard !components.isEmpty else { return nil }
        self.components = components
    }

    /// A version of the given components (`VersionNumber(13, 0)`).
    package init(_ major: Int, _ rest: Int...) {
        components = [major] + rest
    }

    /// The components without trailing zeros, which equality, order and hashing go by.
    private var significant: ArraySlice<Int> {
        var end = components.count
        while end > 1, components[end - 1] == 0 { end -= 1 }
        return components[..<end]
    }

    package static func == (left: VersionNumber, right: VersionNumber) -> Bool {
        left.significant == right.significant
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(Array(significant))
    }

    package static func < (left: VersionNumber, right: VersionNumber) -> Bool {
        let count = max(left.components.count, right.components.count)
        for index in 0..<count {
            let a = index < left.components.count ? left.components[index] : 0
            let b = index < right.components.count ? right.components[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    /// The version as written (`13.4`).
    package var description: String { components.map(String.init).joined(separator: ".") }
}
