import ControlSpecModel
import ControlSpecRunner

/// Turns the outcomes of an exported-suite run into ``RunResults``, so that reports and the site can show them
/// beside the interpreter's runs.
///
/// A test maps to its case by function name or display name (``TestNaming``). Statuses:
/// - passed → PASS; skipped → SKIP, with the skip message as reason;
/// - failed → UNSUPPORTED when a message is the harness's "touch simulation needs a host app" (the case
///   touches a control, which UIKit's public API cannot do), FAIL otherwise, with each message as a failure.
///
/// Cases without a test in the outcomes (filtered out, or not compiled) are not in the results. A case reported
/// several times (several devices or configurations) takes the worst outcome: failed over skipped over passed.
package struct ResultsImporter: Sendable {
    /// Every case that may appear, as planned from the corpus.
    package let cases: [PlannedCase]
    /// The names the exported tests were given.
    package let naming: TestNaming

    /// An importer for the cases of a corpus, named as ``TestNaming`` names them.
    package init(cases: [PlannedCase], naming: TestNaming) {
        self.cases = cases
        self.naming = naming
    }

    /// The implementation name for a platform: `iOS 18.2` → `uikit-ios-18.2`.
    package static func implementationName(forPlatform platform: String) -> String {
        var slug = ""
        for character in platform.lowercased() {
            if character.isLetter || character.isNumber || character == "." {
                slug.append(character)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return "uikit-" + slug
    }

    /// The results of `outcomes`, and the outcomes that match no case.
    package func results(of outcomes: [TestOutcome], run: RunInfo) -> (results: RunResults, unmatched: [TestOutcome]) {
        var byQualifiedID: [String: TestOutcome] = [:]
        var unmatched: [TestOutcome] = []
        for outcome in outcomes {
            guard let qualifiedID = outcome.names.lazy.compactMap(naming.qualifiedID(forTestName:)).first else {
                unmatched.append(outcome)
                continue
            }
            if let earlier = byQualifiedID[qualifiedID] {
                byQualifiedID[qualifiedID] = Self.worse(earlier, outcome)
            } else {
                byQualifiedID[qualifiedID] = outcome
            }
        }
        let expectations = Expectations()
        var results: [CaseResult] = []
        var seen: Set<String> = []
        for planned in cases {
            guard let outcome = byQualifiedID[planned.qualifiedID], seen.insert(planned.qualifiedID).inserted else {
                continue
            }
            let status = Self.status(of: outcome)
            let location = planned.english.block.location
            let failures =
                status == .fail || status == .unsupported
                ? outcome.messages.map { FailureDetail(message: $0, location: location) } : []
            results.append(
                CaseResult(
                    qualifiedID: planned.qualifiedID, caseID: planned.english.id, member: planned.english.memberID,
                    className: planned.className, english: FileLine(path: location.path, line: location.line),
                    chinese: planned.chinese.map {
                        FileLine(path: $0.block.location.path, line: $0.block.location.line)
                    }, status: status, expected: expectations.isExpected(status, for: planned.qualifiedID),
                    expectedStatus: expectations.expectedStatus(of: planned.qualifiedID),
                    durationMs: outcome.durationMs, failures: failures,
                    skipReason: status == .skip ? (outcome.messages.first ?? "skipped by the test run") : nil))
        }
        return (RunResults(run: run, cases: results), unmatched)
    }

    /// The status a test outcome stands for.
    package static func status(of outcome: TestOutcome) -> CaseStatus {
        switch outcome.result {
        case .passed: return .pass
        case .skipped: return .skip
        case .failed:
            let needsHost = outcome.messages.contains { $0.contains(ExportedSuite.touchNeedsHostApp) }
            return needsHost ? .unsupported : .fail
        }
    }

    private static func worse(_ first: TestOutcome, _ second: TestOutcome) -> TestOutcome {
        func rank(_ result: TestOutcome.Result) -> Int {
            switch result {
            case .passed: 0
            case .skipped: 1
            case .failed: 2
            }
        }
        return rank(second.result) > rank(first.result) ? second : first
    }
}
