import ControlSpecModel
import ControlSpecRunner

/// How two runs of the same cases agree, case by case: typically the interpreter's run (the baseline) and the
/// compiled suite's run (the candidate), both against the same implementation.
///
/// The rules, per qualified ID:
/// - PASS is a pass; FAIL, ERROR, TIMEOUT and CRASH are failures (``CaseStatus/isProblem``).
/// - An **agreement** is a pass on both sides or a failure on both sides; a **disagreement** is a pass on one
///   side and a failure on the other. Only these two are counted.
/// - A case is **not compared** (reported, not counted) when either side is UNSUPPORTED or SKIP, or when it is
///   missing from one side: from the candidate because it did not compile (with the compiler's first error when
///   the build log is known) or was not run, from the baseline because the baseline did not select it.
package struct ResultsComparison: Sendable {
    /// What the comparison concluded for one case.
    package enum Verdict: Hashable, Sendable {
        case agreement
        case disagreement
        /// Not counted, with the reason.
        case notCompared(String)
    }

    /// One case of the comparison.
    package struct Entry: Hashable, Sendable {
        package var qualifiedID: String
        /// The case's English location, from whichever side has it.
        package var location: FileLine
        package var baseline: CaseStatus?
        package var candidate: CaseStatus?
        package var verdict: Verdict
        /// The failures of the side that failed, for disagreements.
        package var failures: [FailureDetail]
    }

    /// The baseline's implementation name (`reference`).
    package let baselineName: String
    /// The candidate's implementation name.
    package let candidateName: String
    /// Every case of either side, sorted by qualified ID.
    package let entries: [Entry]

    /// Compares `candidate` with `baseline`; `compileProblems` gives, by qualified ID, why a case missing from
    /// the candidate did not compile.
    package init(baseline: RunResults, candidate: RunResults, compileProblems: [String: String] = [:]) {
        baselineName = baseline.run.implementation
        candidateName = candidate.run.implementation
        var baselineByID: [String: CaseResult] = [:]
        for result in baseline.cases where baselineByID[result.qualifiedID] == nil {
            baselineByID[result.qualifiedID] = result
        }
        var candidateByID: [String: CaseResult] = [:]
        for result in candidate.cases where candidateByID[result.qualifiedID] == nil {
            candidateByID[result.qualifiedID] = result
        }
        let ids = Set(baselineByID.keys).union(candidateByID.keys).sorted()
        let names = (baseline: baseline.run.implementation, candidate: candidate.run.implementation)
        entries = ids.map { id in
            let left = baselineByID[id]
            let right = candidateByID[id]
            // One of the two exists: the IDs come from their union.
            let location = (left ?? right)!.english
            let verdict: Verdict
            var failures: [FailureDetail] = []
            switch (left?.status, right?.status) {
            case (_, nil):
                let reason =
                    compileProblems[id].map { "did not compile: " + $0 } ?? "not in \(names.candidate)'s outcomes"
                verdict = .notCompared(reason)
            case (nil, _):
                verdict = .notCompared("not in \(names.baseline)'s results")
            case (let l?, let r?) where !Self.isDecisive(l) || !Self.isDecisive(r):
                let undecided =
                    Self.isDecisive(l) ? "\(names.candidate) \(r.rawValue)" : "\(names.baseline) \(l.rawValue)"
                verdict = .notCompared(undecided)
            case (let l?, let r?):
                if (l == .pass) == (r == .pass) {
                    verdict = .agreement
                } else {
                    verdict = .disagreement
                    failures = (l == .pass ? right : left)?.failures ?? []
                }
            }
            return Entry(
                qualifiedID: id, location: location, baseline: left?.status, candidate: right?.status, verdict: verdict,
                failures: failures)
        }
    }

    /// PASS and the failure statuses decide a comparison; UNSUPPORTED and SKIP do not.
    static func isDecisive(_ status: CaseStatus) -> Bool { status == .pass || status.isProblem }

    /// The cases both sides passed or both failed.
    package var agreements: [Entry] { entries.filter { $0.verdict == .agreement } }

    /// The cases one side passed and the other failed.
    package var disagreements: [Entry] { entries.filter { $0.verdict == .disagreement } }

    /// The cases that were not counted, with their reasons.
    package var notCompared: [(entry: Entry, reason: String)] {
        entries.compactMap { entry in
            if case .notCompared(let reason) = entry.verdict { return (entry, reason) }
            return nil
        }
    }

    /// `N passed, M failed`: N agreements and M disagreements.
    package var tallyLine: String { "\(agreements.count) passed, \(disagreements.count) failed" }

    /// The report: every disagreement with the failing side's failures, every case not compared with its reason,
    /// a count of the uncounted cases by reason, then ``tallyLine``.
    package var reportLines: [String] {
        var lines: [String] = []
        for entry in disagreements {
            lines.append(
                "\(entry.location): disagreement \(entry.qualifiedID): \(baselineName) "
                    + "\(entry.baseline?.rawValue ?? "-"), \(candidateName) \(entry.candidate?.rawValue ?? "-")")
            for failure in entry.failures {
                lines.append("  " + failure.lineDescription.replacingNewlines(with: "\n    "))
            }
        }
        let uncounted = notCompared
        for (entry, reason) in uncounted {
            let statuses =
                "\(baselineName) \(entry.baseline?.rawValue ?? "-"), "
                + "\(candidateName) \(entry.candidate?.rawValue ?? "-")"
            lines.append("\(entry.location): not compared \(entry.qualifiedID): \(reason) (\(statuses))")
        }
        if !uncounted.isEmpty {
            var counts: [String: Int] = [:]
            for (_, reason) in uncounted {
                counts[Self.reasonKind(reason), default: 0] += 1
            }
            let parts = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            lines.append("not compared: \(uncounted.count) (" + parts.joined(separator: ", ") + ")")
        }
        lines.append(tallyLine)
        return lines
    }

    /// The reason without its case-specific detail, for the summary (`did not compile`).
    private static func reasonKind(_ reason: String) -> String {
        if let colon = reason.range(of: ": ") { return String(reason[..<colon.lowerBound]) }
        return reason
    }
}

extension String {
    func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
