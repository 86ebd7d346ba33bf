import ControlSpecModel
import Foundation

/// What an implementation is known to do: `conformance/expectations/<implementation>.json`.
///
/// Semantics:
/// - A case without an entry is expected to PASS; any other status is unexpected. UNSUPPORTED is
///   therefore expected only when listed, so that a member quietly dropped by an implementation shows up
///   (unless the run tolerates unlisted UNSUPPORTED results: ``RunOptions/toleratesUnlistedUnsupported``).
/// - A case with an entry is expected to have exactly the entry's status; a PASS then is an
///   *unexpected pass*, reported so that the entry gets removed.
/// - An entry with status SKIP makes the runner skip the case without running it (for cases that hang or
///   crash the whole process); the SKIP is expected.
/// - A case listed in ``flaky`` is expected whatever its status.
package struct Expectations: Hashable, Sendable, Codable {
    /// One known non-passing case.
    package struct Entry: Hashable, Sendable, Codable {
        /// The case's qualified ID (`UIButton.setTitle(_:for:)#falls-back`).
        package var qualifiedID: String
        package var status: CaseStatus
        /// Why the implementation behaves so, for people.
        package var reason: String?
        /// An issue or document that tracks it.
        package var link: String?

        enum CodingKeys: String, CodingKey {
            case qualifiedID = "case"
            case status, reason, link
        }

        package init(qualifiedID: String, status: CaseStatus, reason: String? = nil, link: String? = nil) {
            self.qualifiedID = qualifiedID
            self.status = status
            self.reason = reason
            self.link = link
        }
    }

    /// The format this version of the kit writes and reads.
    package static let currentFormatVersion = 1

    package var formatVersion: Int
    /// Entries sorted by qualified ID.
    package var expectations: [Entry]
    /// Qualified IDs of cases whose status varies between runs; sorted.
    package var flaky: [String]

    enum CodingKeys: String, CodingKey {
        case formatVersion, expectations, flaky
    }

    /// Decodes the file's fields; `expectations` and `flaky` may be left out when empty.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        expectations = try container.decodeIfPresent([Entry].self, forKey: .expectations) ?? []
        flaky = try container.decodeIfPresent([String].self, forKey: .flaky) ?? []
    }

    /// Expectations with the given entries; with none, every case is expected to pass.
    package init(entries: [Entry] = [], flaky: [String] = []) {
        self.formatVersion = Self.currentFormatVersion
        self.expectations = entries.sorted { $0.qualifiedID < $1.qualifiedID }
        self.flaky = Array(Set(flaky)).sorted()
    }

    /// The conventional location of an implementation's file, relative to the package root.
    package static func path(forImplementation name: String) -> String {
        "conformance/expectations/\(name).json"
    }

    /// The entry for a case, if any (the first one when the file lists a case twice).
    package func entry(for qualifiedID: String) -> Entry? {
        expectations.first { $0.qualifiedID == qualifiedID }
    }

    /// Whether the file says anything about a case: an entry, or a place in ``flaky``.
    package func lists(_ qualifiedID: String) -> Bool {
        entry(for: qualifiedID) != nil || flaky.contains(qualifiedID)
    }

    /// The status the file predicts for a case: the entry's, or PASS.
    package func expectedStatus(of qualifiedID: String) -> CaseStatus {
        entry(for: qualifiedID)?.status ?? .pass
    }

    /// Whether `status` is what the file predicts for the case (always true for flaky cases).
    package func isExpected(_ status: CaseStatus, for qualifiedID: String) -> Bool {
        flaky.contains(qualifiedID) || status == expectedStatus(of: qualifiedID)
    }

    /// The file rewritten to match `results`.
    ///
    /// - A case that passed loses its entry; a case that did not pass gets an entry with its status,
    ///   keeping the old reason and link when the status is unchanged (new entries have neither).
    /// - Entries of cases not in `results` are kept, so updating from a filtered or sharded run does not
    ///   forget the rest.
    /// - SKIP results change nothing (the case did not run), and flaky cases are left as they are.
    package func updated(from results: RunResults) -> Expectations {
        var byID: [String: Entry] = [:]
        for entry in expectations where byID[entry.qualifiedID] == nil { byID[entry.qualifiedID] = entry }
        for result in results.cases where result.status != .skip && !flaky.contains(result.qualifiedID) {
            if result.status == .pass {
                byID[result.qualifiedID] = nil
            } else if byID[result.qualifiedID]?.status != result.status {
                byID[result.qualifiedID] = Entry(qualifiedID: result.qualifiedID, status: result.status)
            }
        }
        return Expectations(entries: Array(byID.values), flaky: flaky)
    }
}

/// Reading an expectations file that this kit cannot use.
package enum ExpectationsError: Error, Hashable, Sendable {
    case unsupportedFormatVersion(Int)
}

extension Expectations {
    /// Decodes an expectations file; throws for malformed JSON, unknown statuses and other format versions.
    package init(jsonData: Data) throws {
        let version = try JSONDecoder().decode(FormatVersionProbe.self, from: jsonData).formatVersion
        guard version == Self.currentFormatVersion else { throw ExpectationsError.unsupportedFormatVersion(version) }
        let decoded = try JSONDecoder().decode(Expectations.self, from: jsonData)
        self.init(entries: decoded.expectations, flaky: decoded.flaky)
    }

    /// Pretty-printed JSON with sorted keys and sorted entries, ending with a line break.
    package func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and arrays of strings always encode.
        return try! encoder.encode(self) + Data("\n".utf8)
    }
}
