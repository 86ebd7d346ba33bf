import ControlSpecModel
import ControlSpecRunner
import Foundation

/// What running the suite against deliberately faulty variants of an implementation found: which variants some
/// case noticed (caught) and which none did (survived), and the resulting mutation score.
///
/// Plain data, written as JSON by `controlspec mutate --json` and shown by ``MutationReport`` and ``HTMLReport``.
package struct MutationSummary: Hashable, Sendable, Codable {
    /// The format this version of the kit writes and reads.
    package static let currentFormatVersion = 1

    package var formatVersion: Int
    /// The implementation the variants are compared with (`reference`), and its version.
    package var baseline: String
    package var baselineVersion: String
    package var kitVersion: String
    package var gitCommit: String?
    /// When the runs started, ISO 8601 in UTC.
    package var date: String
    /// The member glob the runs were restricted to, when there was one.
    package var memberPattern: String?
    /// How many cases each run took.
    package var caseCount: Int
    /// Cases that do not pass against the baseline; they cannot catch anything.
    package var baselineProblems: [String]
    /// One entry per variant, in catalogue order.
    package var variants: [MutationVariantResult]

    package init(
        baseline: String, baselineVersion: String, kitVersion: String, gitCommit: String? = nil, date: String,
        memberPattern: String? = nil, caseCount: Int, baselineProblems: [String] = [],
        variants: [MutationVariantResult]
    ) {
        self.formatVersion = Self.currentFormatVersion
        self.baseline = baseline
        self.baselineVersion = baselineVersion
        self.kitVersion = kitVersion
        self.gitCommit = gitCommit
        self.date = date
        self.memberPattern = memberPattern
        self.caseCount = caseCount
        self.baselineProblems = baselineProblems
        self.variants = variants
    }

    /// Variants some case noticed.
    package var caught: Int { variants.filter { $0.verdict == .caught }.count }
    /// Variants no case noticed.
    package var survived: Int { variants.filter { $0.verdict == .survived }.count }
    /// Variants that count in the score: caught or survived.
    package var counted: Int { caught + survived }

    /// `mutation score: 31/33 (93.94%)`.
    package var scoreLine: String {
        "mutation score: \(caught)/\(counted) (\(ReportPage.percent(caught, of: counted)))"
    }

    /// `31 passed, 2 failed`: caught variants pass, survivors fail, so that CI parsers read the result.
    package var tallyLine: String {
        "\(caught) passed, \(survived) failed"
    }

    /// Pretty-printed JSON with sorted keys.
    package func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return try! encoder.encode(self)
    }

    /// Decodes a summary written by ``jsonData()``; throws for other format versions.
    package init(jsonData: Data) throws {
        let version = try JSONDecoder().decode(FormatVersionField.self, from: jsonData).formatVersion
        guard version == Self.currentFormatVersion else { throw RunResultsError.unsupportedFormatVersion(version) }
        self = try JSONDecoder().decode(MutationSummary.self, from: jsonData)
    }

    private struct FormatVersionField: Decodable {
        var formatVersion: Int
    }
}

/// Whether a variant was noticed.
package enum MutationVerdict: String, Hashable, Sendable, Codable {
    /// At least one case FAILs or ERRORs against the variant while it passes against the baseline.
    case caught
    /// Every case that passes against the baseline passes against the variant too: the behaviour the variant
    /// breaks has no case.
    case survived
    /// The variant does not count: the selected cases do not cover its members, or it breaks the harness rather
    /// than a behaviour (no session can be made, or it does not support the baseline's members).
    case notCounted = "not-counted"
}

/// A case that noticed a variant.
package struct CatchingCase: Hashable, Sendable, Codable {
    package var qualifiedID: String
    package var caseID: String
    package var member: String
    package var className: String
    /// Where the case is, on its English page.
    package var english: FileLine
    /// FAIL or ERROR.
    package var status: CaseStatus
    /// The first failure, as `path:line:column: message`.
    package var firstFailure: String?

    package init(
        qualifiedID: String, caseID: String, member: String, className: String, english: FileLine,
        status: CaseStatus, firstFailure: String? = nil
    ) {
        self.qualifiedID = qualifiedID
        self.caseID = caseID
        self.member = member
        self.className = className
        self.english = english
        self.status = status
        self.firstFailure = firstFailure
    }

    /// The case as a result, for links to the site.
    var asResult: CaseResult {
        CaseResult(
            qualifiedID: qualifiedID, caseID: caseID, member: member, className: className, english: english,
            chinese: nil, status: status, expected: false, expectedStatus: .pass, durationMs: 0)
    }
}

/// How one variant fared.
package struct MutationVariantResult: Hashable, Sendable, Codable {
    /// The variant's kebab-case name.
    package var name: String
    /// One sentence: what the variant breaks, and which documented behaviour that violates.
    package var summary: String
    /// The member globs whose cases are expected to catch the variant.
    package var memberPatterns: [String]
    package var verdict: MutationVerdict
    /// Why the variant does not count, for ``MutationVerdict/notCounted``.
    package var reason: String?
    /// Every case that noticed the variant, in run order.
    package var catchingCases: [CatchingCase]

    package init(
        name: String, summary: String, memberPatterns: [String], verdict: MutationVerdict, reason: String? = nil,
        catchingCases: [CatchingCase] = []
    ) {
        self.name = name
        self.summary = summary
        self.memberPatterns = memberPatterns
        self.verdict = verdict
        self.reason = reason
        self.catchingCases = catchingCases
    }

    /// Judges a variant's run against the baseline's run of the same cases: a case catches the variant when it
    /// passes against the baseline and FAILs or ERRORs against the variant.
    ///
    /// Catching cases of the members in `memberPatterns` come first, then the others, each in run order.
    package static func judge(
        name: String, summary: String, memberPatterns: [String], baseline: RunResults, variant: RunResults
    ) -> MutationVariantResult {
        let passing = Set(baseline.cases.filter { $0.status == .pass }.map(\.qualifiedID))
        let catching = variant.cases.filter { result in
            passing.contains(result.qualifiedID) && (result.status == .fail || result.status == .error)
        }.map { result in
            CatchingCase(
                qualifiedID: result.qualifiedID, caseID: result.caseID, member: result.member,
                className: result.className, english: result.english, status: result.status,
                firstFailure: result.failures.first?.lineDescription)
        }
        let isOwn = { (caught: CatchingCase) in memberPatterns.contains { CaseFilter.glob($0, matches: caught.member) }
        }
        return MutationVariantResult(
            name: name, summary: summary, memberPatterns: memberPatterns,
            verdict: catching.isEmpty ? .survived : .caught,
            catchingCases: catching.filter(isOwn) + catching.filter { !isOwn($0) })
    }
}
