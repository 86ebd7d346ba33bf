/// What keeps a run's cases UNSUPPORTED: for each member (or other reason) an implementation lacks, how many
/// cases stopped at it, most first.
///
/// A case stops at the first member it needs that the implementation does not announce, so a case is
/// counted once, under that member; supporting it may reveal the next one.
package struct BlockingMembers: Hashable, Sendable {
    /// One thing the implementation lacks and the number of cases it blocks.
    package struct Entry: Hashable, Sendable {
        /// The member key (`UIButton.configuration`) or the implementation's own reason.
        package var member: String
        package var caseCount: Int
    }

    /// Most blocking first; ties in key order.
    package var entries: [Entry]
    /// How many results are UNSUPPORTED.
    package var unsupportedCount: Int

    package init(_ results: RunResults) {
        var counts: [String: Int] = [:]
        var unsupported = 0
        for result in results.cases where result.status == .unsupported {
            unsupported += 1
            counts[Self.member(blocking: result), default: 0] += 1
        }
        entries = counts.map { Entry(member: $0.key, caseCount: $0.value) }
            .sorted { ($1.caseCount, $0.member) < ($0.caseCount, $1.member) }
        unsupportedCount = unsupported
    }

    /// The member an UNSUPPORTED result names (the executor writes `unsupported: KEY`).
    static func member(blocking result: CaseResult) -> String {
        let message = result.failures.first?.message ?? "unknown"
        let prefix = "unsupported: "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
