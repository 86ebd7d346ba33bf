/// Suggests the closest known name for a misspelt one ("did you mean …?"): the one suggester of the kit, used by the
/// command line, the page checks and the case checker alike.
package enum NameSuggester {
    /// The candidate with the smallest edit distance (ignoring case), when it is close enough to be a likely typo or
    /// confusion: at most a third of the name's length, and at least 2, so that a short name with two letters swapped
    /// (`rnu` for `run`) still finds its match. A candidate equal to `name` is never suggested; of equally near
    /// candidates the first in alphabetical order wins, so the suggestion does not depend on the candidates' order.
    package static func suggestion(for name: String, among candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        var best: (String, Int)?
        for candidate in candidates.sorted() where candidate != name {
            let distance = editDistance(name, candidate, limit: limit)
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance, ignoring case, stopping early once every entry of a row exceeds `limit`.
    package static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
