import ControlSpecModel
import Foundation

/// Everything one run found: the single source of every report (HTML, JUnit, JSON, site, matrix).
///
/// Results are plain data so that runs can be stored, compared (``RunResults/cases`` is sorted by
/// qualified ID) and rendered later without the corpus or the implementation.
package struct RunResults: Hashable, Sendable, Codable {
    /// The format this version of the kit writes and reads.
    package static let currentFormatVersion = 1

    /// Bumped when a field changes meaning or is removed; readers refuse versions they do not know.
    package var formatVersion: Int
    package var run: RunInfo
    /// One result per case that was selected, sorted by qualified ID.
    package var cases: [CaseResult]

    package init(run: RunInfo, cases: [CaseResult]) {
        self.formatVersion = Self.currentFormatVersion
        self.run = run
        let isSorted = zip(cases, cases.dropFirst()).allSatisfy { !CaseResult.runOrder($1, $0) }
        self.cases = isSorted ? cases : cases.sorted(by: CaseResult.runOrder)
    }
}

/// Where, when and against what a run was made.
package struct RunInfo: Hashable, Sendable, Codable {
    /// The implementation's short name (`reference`).
    package var implementation: String
    package var implementationVersion: String
    /// The version of ControlSpec that ran the cases.
    package var kitVersion: String
    /// The commit of the docs and kit, when the caller knows it.
    package var gitCommit: String?
    /// When the run started, ISO 8601 in UTC (`2025-01-31T12:00:00Z`).
    package var date: String
    package var hostName: String
    /// `2/4` when the run was one shard of four; nil for a full run.
    package var shard: String?
    /// The registry constants the kit answered with the registry's raw values because the implementation, which
    /// speaks wire protocol 1, does not announce them (sorted); nil when the implementation answered every constant
    /// a case asked for. A matrix does not credit these members to the implementation.
    package var kitAnswered: [String]?

    package init(
        implementation: String, implementationVersion: String, kitVersion: String, gitCommit: String? = nil,
        date: String, hostName: String, shard: String? = nil, kitAnswered: [String]? = nil
    ) {
        self.implementation = implementation
        self.implementationVersion = implementationVersion
        self.kitVersion = kitVersion
        self.gitCommit = gitCommit
        self.date = date
        self.hostName = hostName
        self.shard = shard
        self.kitAnswered = kitAnswered
    }
}

/// A file and a 1-based line: where a case's opening fence is.
package struct FileLine: Hashable, Sendable, Codable, CustomStringConvertible {
    package var path: String
    package var line: Int

    package init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// `path:line`.
    package var description: String { "\(path):\(line)" }
}

/// The result of one case.
package struct CaseResult: Hashable, Sendable, Codable {
    /// `memberID#caseID`, unique across the corpus.
    package var qualifiedID: String
    package var caseID: String
    /// The member the case documents (`UIButton.setTitle(_:for:)`).
    package var member: String
    /// The class the member belongs to (`UIButton`).
    package var className: String
    /// The opening fence of the case on its English page, where it was run from.
    package var english: FileLine
    /// The opening fence of its Chinese twin; nil when the Chinese page lacks the case.
    package var chinese: FileLine?
    package var status: CaseStatus
    /// False when the status differs from ``expectedStatus`` (an unexpected failure or pass).
    package var expected: Bool
    /// What the expectations file predicted (``CaseStatus/pass`` when it has no entry).
    package var expectedStatus: CaseStatus
    /// Wall time of the case, in milliseconds.
    package var durationMs: Double
    /// Why the case did not pass; empty for passes and skips.
    package var failures: [FailureDetail]
    /// Why the case was skipped, for SKIP results.
    package var skipReason: String?

    package init(
        qualifiedID: String, caseID: String, member: String, className: String, english: FileLine,
        chinese: FileLine?, status: CaseStatus, expected: Bool, expectedStatus: CaseStatus, durationMs: Double,
        failures: [FailureDetail] = [], skipReason: String? = nil
    ) {
        self.qualifiedID = qualifiedID
        self.caseID = caseID
        self.member = member
        self.className = className
        self.english = english
        self.chinese = chinese
        self.status = status
        self.expected = expected
        self.expectedStatus = expectedStatus
        self.durationMs = durationMs
        self.failures = failures
        self.skipReason = skipReason
    }

    /// How the case ended, as its executor said; nil for a skip.
    package var outcome: CaseOutcome? { CaseOutcome(status: status, failures: failures) }

    /// True for a PASS the expectations file did not predict: the entry should be removed.
    package var isUnexpectedPass: Bool { !expected && status == .pass }

    /// The deterministic order of results: by qualified ID, then by English location for duplicates.
    static func runOrder(_ lhs: CaseResult, _ rhs: CaseResult) -> Bool {
        if lhs.qualifiedID != rhs.qualifiedID { return lhs.qualifiedID < rhs.qualifiedID }
        return (lhs.english.path, lhs.english.line) < (rhs.english.path, rhs.english.line)
    }
}

/// Reading results back that this kit cannot understand.
package enum RunResultsError: Error, Hashable, Sendable {
    /// The file was written by a different format version.
    case unsupportedFormatVersion(Int)
}

extension RunResults {
    /// Pretty-printed JSON with sorted keys, so that results diff well and are byte-for-byte reproducible:
    /// what `JSONEncoder` writes with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`.
    ///
    /// The whole file in memory; ``writeJSON(to:)`` writes the same bytes piece by piece.
    package func jsonData() -> Data {
        OutputSink.data(writeJSON(to:))
    }

    /// Decodes results written by ``jsonData()``; throws for other format versions.
    package init(jsonData: Data) throws {
        // The version is read first, so that a newer file is refused by its version rather than by
        // whichever field happened to change.
        let version = try JSONDecoder().decode(FormatVersionProbe.self, from: jsonData).formatVersion
        guard version == Self.currentFormatVersion else { throw RunResultsError.unsupportedFormatVersion(version) }
        self = try JSONDecoder().decode(RunResults.self, from: jsonData)
    }

    /// The results that the expectations did not predict (failures and passes alike).
    package var unexpected: [CaseResult] { cases.filter { !$0.expected } }

    /// How many results have each status.
    package var tally: Tally { Tally(cases.map(\.status)) }

    /// The process exit status for this run: 0 when every result was expected, 1 otherwise.
    package var exitCode: Int32 { unexpected.isEmpty ? 0 : 1 }
}

/// The one field every versioned file has.
struct FormatVersionProbe: Decodable {
    var formatVersion: Int
}
