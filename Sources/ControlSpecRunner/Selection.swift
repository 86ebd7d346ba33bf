import ControlSpecModel

/// One of N deterministic parts of a run, for spreading a suite over CI machines.
///
/// Cases are split by their position in the run's order (sorted by qualified ID, after filtering):
/// shard `i` of `n` takes positions `i - 1`, `i - 1 + n`, …. Shards are therefore balanced to within
/// one case, disjoint, and together equal the whole run.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    package let index: Int
    package let count: Int

    /// `index` must be in `1...count`.
    package init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "shard \(index)/\(count) is out of range")
        self.index = index
        self.count = count
    }

    /// Parses `I/N` (`2/4`); nil when malformed or out of range.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    /// `I/N`.
    package var description: String { "\(index)/\(count)" }

    /// Whether the case at `position` (0-based, in run order) belongs to this shard.
    package func contains(position: Int) -> Bool { position % count == index - 1 }
}

/// Which cases a run takes; every filter that is set must match.
package struct CaseFilter: Hashable, Sendable {
    /// A glob over member IDs where `*` matches any run of characters (`UIButton.*`, `*Title*`).
    package var memberPattern: String?
    /// A glob over case IDs (`falls-back`, `*-default`) or, when it holds a `#`, over qualified IDs
    /// (`UIButton.title(for:)#falls-back`, `UIButton.*#*-default`); `*` matches any run of characters.
    package var caseID: String?
    /// A tag from the case's `tags=` attribute.
    package var tag: String?

    package init(memberPattern: String? = nil, caseID: String? = nil, tag: String? = nil) {
        self.memberPattern = memberPattern
        self.caseID = caseID
        self.tag = tag
    }

    /// True when `testCase` passes every filter that is set.
    package func matches(_ testCase: ConformanceCase) -> Bool {
        if let memberPattern, !Self.glob(memberPattern, matches: testCase.memberID) { return false }
        if let caseID {
            let target = caseID.contains("#") ? testCase.qualifiedID : testCase.id
            if !Self.glob(caseID, matches: target) { return false }
        }
        if let tag, !testCase.tags.contains(tag) { return false }
        return true
    }

    /// True when no filter is set: every case passes.
    package var isEmpty: Bool { memberPattern == nil && caseID == nil && tag == nil }

    /// What to tell a user whose filters select none of `cases` (a mistyped pattern would otherwise run
    /// nothing and succeed), with the nearest name that exists; nil when some case passes.
    package func emptySelection(in cases: [PlannedCase]) -> String? {
        guard !isEmpty, !cases.contains(where: { matches($0.english) }) else { return nil }
        let englishCases = cases.map(\.english)
        if let memberPattern, !englishCases.contains(where: CaseFilter(memberPattern: memberPattern).matches) {
            let members = Array(Set(englishCases.map(\.memberID)))
            let hint =
                memberPattern.contains("*")
                ? "member IDs look like UIButton.setTitle(_:for:); * matches any run of characters"
                : NameSuggester.suggestion(for: memberPattern, among: members).map { "did you mean '\($0)'?" }
                    ?? "member IDs look like UIButton.setTitle(_:for:); 'controlspec coverage' lists them"
            return "no case matches --member '\(memberPattern)' (\(hint))"
        }
        if let caseID, !englishCases.contains(where: CaseFilter(caseID: caseID).matches) {
            let ids = caseID.contains("#") ? englishCases.map(\.qualifiedID) : englishCases.map(\.id)
            let hint = NameSuggester.suggestion(for: caseID, among: Array(Set(ids))).map { " (did you mean '\($0)'?)" }
            return "no case has the ID '\(caseID)'\(hint ?? "")"
        }
        if let tag, !englishCases.contains(where: CaseFilter(tag: tag).matches) {
            let tags = Set(englishCases.flatMap(\.tags)).sorted()
            let known = tags.isEmpty ? "no case has a tag" : "the tags are " + tags.joined(separator: ", ")
            return "no case has the tag '\(tag)' (\(known))"
        }
        let given = [
            memberPattern.map { "--member '\($0)'" }, caseID.map { "--case '\($0)'" }, tag.map { "--tag '\($0)'" },
        ].compactMap { $0 }
        return "no case matches \(given.joined(separator: ", ")) together (each selects cases on its own)"
    }

    /// Whole-string glob matching with `*` as the only wildcard.
    package static func glob(_ pattern: String, matches text: String) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        var p = 0
        var t = 0
        // Where the last `*` was, and the text position it currently stands for (backtracking point).
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

/// A case chosen for a run: the English case that runs and its Chinese twin, whose location is recorded.
package struct PlannedCase: Hashable, Sendable {
    package var english: ConformanceCase
    /// The case with the same ID on the Chinese page of the same symbol, if there is one.
    package var chinese: ConformanceCase?
    /// The class of the member (`UIButton`).
    package var className: String

    package var qualifiedID: String { english.qualifiedID }
}

/// A case that a run leaves out although its page has it, and why: lint reports the cause as an error,
/// and `run` names each such case, so that none is dropped without a word.
package struct LeftOutCase: Hashable, Sendable {
    package var english: ConformanceCase
    /// Why the case is not run (`its page is a second en page for 'UIControl.isEnabled'`).
    package var reason: String

    /// `not run: UIControl.isEnabled#id at Docs/en/…:9: reason`.
    package var lineDescription: String {
        let location = english.block.location
        return "not run: \(english.qualifiedID) at \(location.path):\(location.line): \(reason)"
    }
}

extension Corpus {
    /// Every English case with its Chinese twin, sorted by qualified ID, each qualified ID once.
    ///
    /// Cases run from the English page only; a Chinese case without an English twin is a lint error and
    /// is not run. ``leftOutCases()`` lists the English cases that are not planned.
    package func plannedCases() -> [PlannedCase] { casePlan().planned }

    /// The English cases that a run leaves out, in page and line order: every case of a second page for
    /// a symbol (the page that comes first in path order is the symbol's page), and a case whose
    /// qualified ID an earlier case already has. Both are lint errors; giving them a result would put
    /// one qualified ID twice in the results.
    package func leftOutCases() -> [LeftOutCase] { casePlan().leftOut }

    private func casePlan() -> (planned: [PlannedCase], leftOut: [LeftOutCase]) {
        var planned: [PlannedCase] = []
        var leftOut: [LeftOutCase] = []
        for page in pages where page.language == .english {
            if let symbol = page.symbolID, let symbolPage = self.page(for: symbol, language: .english),
                symbolPage.path != page.path
            {
                let reason = "its page is a second en page for '\(symbol)'"
                leftOut += page.cases.map { LeftOutCase(english: $0, reason: reason) }
                continue
            }
            let chinesePage = page.key.flatMap { self.page(for: $0, language: .chinese) }
            for english in page.cases {
                let twin = chinesePage?.cases.first { $0.id == english.id }
                // An article's cases are grouped under the articles folder, as if it were a class.
                let className =
                    page.isArticle
                    ? PagePath.articlesFolder
                    : registry[english.memberID]?.className ?? String(english.memberID.prefix { $0 != "." })
                planned.append(PlannedCase(english: english, chinese: twin, className: className))
            }
        }
        // Each qualified ID is built once, not at every comparison. Of two cases with one ID, the one
        // planned first runs: the earlier line of a page, or the case of the earlier `--docs` folder.
        let keyed = planned.enumerated().map { (id: $0.element.qualifiedID, order: $0.offset, item: $0.element) }
        let sorted = keyed.sorted {
            if $0.id != $1.id { return $0.id < $1.id }
            return $0.order < $1.order
        }
        var unique: [PlannedCase] = []
        unique.reserveCapacity(sorted.count)
        for (position, entry) in sorted.enumerated() {
            guard position > 0, sorted[position - 1].id == entry.id else {
                unique.append(entry.item)
                continue
            }
            let first = unique[unique.count - 1].english.block.location
            leftOut.append(
                LeftOutCase(
                    english: entry.item.english,
                    reason: "the case at \(first.path):\(first.line) has the same qualified ID and runs instead"))
        }
        leftOut.sort { $0.english.block.location < $1.english.block.location }
        return (unique, leftOut)
    }
}

/// Dotted version numbers compared component by component (`9.0` < `14.0` < `14.10`).
enum PlatformVersion {
    /// Nil when either side is not a dotted list of integers.
    static func isNewer(_ version: String, than other: String) -> Bool? {
        guard let left = components(version), let right = components(other) else { return nil }
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            if a != b { return a > b }
        }
        return false
    }

    private static func components(_ version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        return parts.map { $0! }
    }
}
