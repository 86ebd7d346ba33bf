import ControlSpecModel
import ControlSpecRunner
import Foundation

/// Members × implementations: for each member, how its cases fared in each implementation, and for each case
/// its status in each implementation, so that a library author can decide from it.
///
/// Failing and not implemented are told apart: a member whose cases fail is a bug to fix, one whose cases are
/// all UNSUPPORTED is a member to write. SKIPs count neither as run nor as passed.
package struct CompatibilityMatrix: Hashable, Sendable {
    /// How far one implementation supports one member.
    package enum Support: String, Hashable, Sendable, CaseIterable {
        /// Every case that ran passed.
        case full
        /// Some cases passed, some did not.
        case partial
        /// No case passed, and some failed or stopped with an error.
        case failing
        /// Every case that ran was UNSUPPORTED: the implementation does not announce what they need.
        case notImplemented = "not-implemented"
        /// No case of the member ran: absent from the run, or every case skipped.
        case unknown
        /// The member's page has cases, but none of them calls the member: they are about others.
        case uncalled
        /// The cases that call the member never reached the implementation: they call only constants that the kit
        /// answered with the registry's raw values, for an implementation speaking wire protocol 1.
        case kitAnswered = "kit-answered"
    }

    /// The status of one case in one implementation, as the matrix marks it.
    package enum Mark: String, Hashable, Sendable, CaseIterable {
        case pass
        case fail
        /// ERROR, TIMEOUT or CRASH: the case could not run to its end.
        case error
        /// UNSUPPORTED.
        case notImplemented = "not-implemented"
        case skip
        /// The run has no result for the case.
        case absent

        init(_ status: CaseStatus?) {
            switch status {
            case .pass: self = .pass
            case .fail: self = .fail
            case .error, .timeout, .crash: self = .error
            case .unsupported: self = .notImplemented
            case .skip: self = .skip
            case nil: self = .absent
            }
        }
    }

    /// Counts of one member's cases (or of every case) in one implementation.
    package struct Cell: Hashable, Sendable {
        package var passed = 0
        package var failed = 0
        /// ERROR, TIMEOUT and CRASH.
        package var errored = 0
        package var unsupported = 0
        package var skipped = 0
        /// Cases of the member's page that do not call the member, so do not count for it.
        package var uncalled = 0
        /// Cases that call only what the kit answered (``RunInfo/kitAnswered``), never the implementation, so do
        /// not count for it.
        package var kitAnswered = 0

        /// Cases that ran (everything but SKIP).
        package var total: Int { passed + failed + errored + unsupported }

        mutating func count(_ mark: Mark) {
            switch mark {
            case .pass: passed += 1
            case .fail: failed += 1
            case .error: errored += 1
            case .notImplemented: unsupported += 1
            case .skip: skipped += 1
            case .absent: break
            }
        }

        /// Counts `mark`, or a case the kit answered instead of the implementation (``kitAnswered``).
        mutating func count(_ mark: Mark, answeredByTheKit: Bool) {
            if answeredByTheKit { kitAnswered += 1 } else { count(mark) }
        }

        package var support: Support {
            if total == 0 {
                if kitAnswered > 0 && skipped == 0 { return .kitAnswered }
                return uncalled > 0 && skipped == 0 ? .uncalled : .unknown
            }
            if passed == total { return .full }
            if passed > 0 { return .partial }
            return failed + errored > 0 ? .failing : .notImplemented
        }
    }

    /// One case: its mark in each implementation.
    package struct CaseRow: Hashable, Sendable {
        /// The first result found for the case, for its IDs and locations.
        package var result: CaseResult
        /// One mark per implementation, in ``CompatibilityMatrix/implementations`` order.
        package var marks: [Mark]
        /// Whether the case calls the member whose page it is on, so counts for it; a case about other members
        /// is shown under its page but counted for none.
        package var callsMember = true
        /// Whether the case is tagged `raw-value`: it checks a raw value rather than behaviour.
        package var isRawValue = false
        /// True when every implementation has the same mark.
        package var isSame: Bool { Set(marks).count <= 1 }
    }

    package struct Row: Hashable, Sendable {
        package var member: String
        package var className: String
        /// One cell per implementation, in ``CompatibilityMatrix/implementations`` order.
        package var cells: [Cell]
        /// The member's cases, by qualified ID.
        package var cases: [CaseRow]
        /// True when every case has the same mark in every implementation.
        package var isSame: Bool { cases.allSatisfy(\.isSame) }
    }

    /// What one implementation achieved over the whole matrix.
    package struct Totals: Hashable, Sendable {
        /// Every case of every row.
        package var cases = Cell()
        /// The cases not tagged `raw-value`: behaviour.
        package var behaviour = Cell()
        /// The cases tagged `raw-value`: the implementation's table of UIKit's raw values.
        package var rawValues = Cell()
        /// How many members have each support level.
        package var members: [Support: Int] = [:]
    }

    /// `name version` of each run, in the order given.
    package let implementations: [String]
    /// Every member of any run, sorted by member ID.
    package let rows: [Row]
    /// One per implementation, in ``implementations`` order.
    package let totals: [Totals]

    /// - Parameters:
    ///   - runs: one results file per implementation.
    ///   - calls: the contract members each case calls, by qualified case ID (member IDs, setters without `=`);
    ///     a member counts only the cases that call it, or a member of it (a type's constants). A case missing
    ///     from it counts for its page's member.
    ///   - rawValueCases: the qualified IDs of the cases tagged `raw-value`, totalled apart from behaviour.
    ///
    /// A case that calls nothing but what the kit answered for a protocol-1 run (``RunInfo/kitAnswered``: the
    /// registry's constants) never reached that run's implementation, so it is counted as such and not credited; a
    /// case that also calls the implementation counts as before.
    package init(runs: [RunResults], calls: [String: Set<String>] = [:], rawValueCases: Set<String> = []) {
        implementations = runs.map { "\($0.run.implementation) \($0.run.implementationVersion)" }
        let statuses = runs.map { run in
            Dictionary(run.cases.map { ($0.qualifiedID, $0.status) }, uniquingKeysWith: { first, _ in first })
        }
        let kitAnswered = runs.map { Set($0.run.kitAnswered ?? []) }
        var firstResults: [String: CaseResult] = [:]
        for run in runs {
            for result in run.cases where firstResults[result.qualifiedID] == nil {
                firstResults[result.qualifiedID] = result
            }
        }
        let byMember = Dictionary(grouping: firstResults.values, by: \.member)
        var totals = runs.map { _ in Totals() }
        rows = byMember.keys.sorted().map { member in
            let results = byMember[member, default: []].sorted { $0.qualifiedID < $1.qualifiedID }
            let cases = results.map { result in
                CaseRow(
                    result: result, marks: statuses.map { Mark($0[result.qualifiedID]) },
                    callsMember: calls[result.qualifiedID].map { Self.calls($0, member: member) } ?? true,
                    isRawValue: rawValueCases.contains(result.qualifiedID))
            }
            // Whether the case called nothing but what the kit answered for run `index`.
            func reachedOnlyTheKit(_ row: CaseRow, _ index: Int) -> Bool {
                guard let called = calls[row.result.qualifiedID], !called.isEmpty else { return false }
                return called.isSubset(of: kitAnswered[index])
            }
            let cells = runs.indices.map { index in
                var cell = Cell()
                for row in cases {
                    let mark = row.marks[index]
                    let answeredByTheKit = reachedOnlyTheKit(row, index)
                    if row.callsMember {
                        cell.count(mark, answeredByTheKit: answeredByTheKit)
                    } else {
                        cell.uncalled += 1
                    }
                    totals[index].cases.count(mark, answeredByTheKit: answeredByTheKit)
                    if row.isRawValue {
                        totals[index].rawValues.count(mark, answeredByTheKit: answeredByTheKit)
                    } else {
                        totals[index].behaviour.count(mark, answeredByTheKit: answeredByTheKit)
                    }
                }
                totals[index].members[cell.support, default: 0] += 1
                return cell
            }
            return Row(member: member, className: results.first?.className ?? "", cells: cells, cases: cases)
        }
        self.totals = totals
    }

    /// Whether a case that calls `called` calls `member` or, for a type or a class, one of its members.
    static func calls(_ called: Set<String>, member: String) -> Bool {
        called.contains(member) || called.contains { $0.hasPrefix(member + ".") }
    }

    /// The name of the matrix's page in the folder ``files(siteBase:reportBases:corpus:)`` fills.
    package static let pageName = "compatibility.html"

    /// ``pageName`` with the report's stylesheet and script beside it.
    ///
    /// - Parameters:
    ///   - siteBase: the reference site relative to the folder, or a URL; cases and members link to their pages.
    ///   - reportBases: per implementation, in ``implementations`` order, its HTML report folder relative to the
    ///     folder, or a URL; its marks link to its results there. One base stands for every implementation.
    ///   - corpus: the pages the cases come from, so that links follow the site's real paths.
    package func files(siteBase: String? = nil, reportBases: [String] = [], corpus: Corpus? = nil) -> [String: Data] {
        let page = html(siteBase: siteBase, reportBases: reportBases, corpus: corpus)
        return ReportAssets.files.merging([Self.pageName: ReportPage.data(page)]) { _, new in new }
    }
}
