import ControlSpecModel

/// How many results have each status, and the one-line summary CI systems read.
package struct Tally: Hashable, Sendable {
    /// Counts per status; statuses that never occurred are absent.
    package private(set) var counts: [CaseStatus: Int]

    package init(_ statuses: some Sequence<CaseStatus>) {
        var counts: [CaseStatus: Int] = [:]
        for status in statuses { counts[status, default: 0] += 1 }
        self.counts = counts
    }

    package subscript(status: CaseStatus) -> Int { counts[status] ?? 0 }

    package var total: Int { counts.values.reduce(0, +) }

    /// `412 passed, 3 failed, 0 errored, 1 skipped`, then `N timeouts`, `N crashed` and `N unsupported`
    /// when they are not zero.
    ///
    /// `passed` and `failed` always come first, so that parsers looking for `N passed, N failed` work.
    package var line: String {
        let always: [CaseStatus] = [.pass, .fail, .error, .skip]
        let whenPresent: [CaseStatus] = [.timeout, .crash, .unsupported]
        let shown = always + whenPresent.filter { self[$0] > 0 }
        return shown.map { "\(self[$0]) \($0.tallyWord)" }.joined(separator: ", ")
    }
}
