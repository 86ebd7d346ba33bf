import ControlSpecModel
import ControlSpecRunner
import Foundation
import Testing

@Suite("Expectations, tally and exit policy")
struct ExpectationsTests {
    /// A run of the fixture where the slow case returns at once (and passes).
    static let results = run(Expectations())

    static func run(_ expectations: Expectations) -> RunResults {
        RunnerFixture.run(
            executor: ScriptedExecutor(hangSeconds: 0),
            options: RunnerFixture.options(timeout: nil, expectations: expectations))
    }

    @Test("without an entry a case is expected to pass; anything else is unexpected")
    func noEntryMeansPass() {
        let expectations = Expectations()
        #expect(expectations.expectedStatus(of: "A#b") == .pass)
        #expect(expectations.isExpected(.pass, for: "A#b"))
        for status in CaseStatus.allCases where status != .pass {
            #expect(!expectations.isExpected(status, for: "A#b"))
        }
    }

    @Test("an entry makes exactly its status expected")
    func entryMakesItsStatusExpected() {
        let expectations = Expectations(entries: [.init(qualifiedID: "A#b", status: .fail)])
        #expect(expectations.isExpected(.fail, for: "A#b"))
        #expect(!expectations.isExpected(.error, for: "A#b"))
        #expect(!expectations.isExpected(.pass, for: "A#b"))
    }

    @Test("a flaky case is expected whatever its status")
    func flakyIsAlwaysExpected() {
        let expectations = Expectations(entries: [], flaky: ["A#b"])
        for status in CaseStatus.allCases { #expect(expectations.isExpected(status, for: "A#b")) }
    }

    @Test("a pass of a case listed as failing is an unexpected pass and fails the run")
    func unexpectedPassIsReported() throws {
        let expectations = Expectations(entries: [
            .init(qualifiedID: "UIControl.isEnabled#passes", status: .fail, reason: "was broken")
        ])
        let results = RunnerFixture.run(
            options: RunnerFixture.options(
                filter: CaseFilter(caseID: "UIControl.isEnabled#passes"), expectations: expectations))
        let result = try #require(results.cases.first)
        #expect(result.status == .pass)
        #expect(!result.expected)
        #expect(result.isUnexpectedPass)
        #expect(result.expectedStatus == .fail)
        #expect(results.exitCode == 1)
    }

    @Test("the exit status is 0 when every result was expected, 1 when anything was not")
    func exitPolicy() {
        #expect(Self.results.exitCode == 1)
        let listed = Self.results.cases.filter { $0.status != .pass && $0.status != .skip }.map {
            Expectations.Entry(qualifiedID: $0.qualifiedID, status: $0.status)
        }
        let rerun = Self.run(Expectations(entries: listed))
        #expect(rerun.unexpected.isEmpty)
        #expect(rerun.exitCode == 0)
        let empty = RunResults(run: Self.results.run, cases: [])
        #expect(empty.exitCode == 0)
    }

    @Test("the tally puts passed and failed first and adds rare statuses only when present")
    func tallyLine() {
        #expect(Tally([.pass, .pass, .fail, .skip]).line == "2 passed, 1 failed, 0 errored, 1 skipped")
        #expect(Tally([]).line == "0 passed, 0 failed, 0 errored, 0 skipped")
        #expect(
            Tally([.pass, .timeout, .crash, .unsupported, .unsupported, .error]).line
                == "1 passed, 0 failed, 1 errored, 0 skipped, 1 timeouts, 1 crashed, 2 unsupported")
        #expect(Self.results.tally.line == "3 passed, 2 failed, 1 errored, 1 skipped, 1 crashed, 1 unsupported")
    }

    @Test("updating from results lists every non-pass and then the same run is all expected")
    func updateRoundTrip() throws {
        let updated = Expectations().updated(from: Self.results)
        #expect(
            updated.expectations.map(\.qualifiedID) == [
                "UIButton.title(for:)#fails", "UIControl.isEnabled#errors", "UIControl.isEnabled#fails",
                "UIControl.isSelected#crashes", "UIControl.isSelected#unsupported",
            ])
        let decoded = try Expectations(jsonData: updated.jsonData())
        #expect(decoded == updated)
        let rerun = Self.run(decoded)
        #expect(rerun.exitCode == 0)
        #expect(decoded.updated(from: rerun) == decoded)
    }

    @Test("updating keeps reasons of entries failing the same way and drops entries that now pass")
    func updateKeepsReasons() {
        let old = Expectations(
            entries: [
                .init(
                    qualifiedID: "UIControl.isEnabled#fails", status: .fail, reason: "known bug", link: "https://x/1"),
                .init(qualifiedID: "UIControl.isEnabled#errors", status: .fail, reason: "was a failure"),
                .init(qualifiedID: "UIControl.isEnabled#passes", status: .fail, reason: "fixed since"),
                .init(qualifiedID: "Other.member#not-run", status: .crash, reason: "kept"),
            ], flaky: ["UIControl.isSelected#crashes"])
        let updated = old.updated(from: Self.results)
        #expect(updated.entry(for: "UIControl.isEnabled#fails")?.reason == "known bug")
        #expect(updated.entry(for: "UIControl.isEnabled#fails")?.link == "https://x/1")
        #expect(
            updated.entry(for: "UIControl.isEnabled#errors")
                == .init(qualifiedID: "UIControl.isEnabled#errors", status: .error))
        #expect(updated.entry(for: "UIControl.isEnabled#passes") == nil)
        #expect(updated.entry(for: "Other.member#not-run")?.reason == "kept")
        #expect(updated.entry(for: "UIControl.isSelected#crashes") == nil)
        #expect(updated.flaky == ["UIControl.isSelected#crashes"])
    }

    @Test("the expectations file format: case, status, reason, link and flaky; sorted and versioned")
    func fileFormat() throws {
        let json = #"""
            {"formatVersion": 1,
             "expectations": [
               {"case": "B#x", "status": "TIMEOUT"},
               {"case": "A#y", "status": "FAIL", "reason": "r", "link": "l"}],
             "flaky": ["C#z"]}
            """#
        let expectations = try Expectations(jsonData: Data(json.utf8))
        #expect(expectations.expectations.map(\.qualifiedID) == ["A#y", "B#x"])
        #expect(expectations.entry(for: "A#y") == .init(qualifiedID: "A#y", status: .fail, reason: "r", link: "l"))
        #expect(expectations.flaky == ["C#z"])
        let written = String(decoding: expectations.jsonData(), as: UTF8.self)
        #expect(written.contains(#""case" : "A#y""#))
        #expect(written.hasSuffix("}\n"))
        #expect(throws: ExpectationsError.unsupportedFormatVersion(3)) {
            try Expectations(jsonData: Data(#"{"formatVersion": 3}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try Expectations(
                jsonData: Data(#"{"formatVersion": 1, "expectations": [{"case": "A#b", "status": "MEH"}]}"#.utf8))
        }
    }

    @Test("the reference implementation's expectations file is valid and canonical")
    func referenceFileDecodes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = root.appendingPathComponent(Expectations.path(forImplementation: "reference"))
        let data = try Data(contentsOf: url)
        let expectations = try Expectations(jsonData: data)
        #expect(expectations.formatVersion == 1)
        // Written in the canonical form, so that updating it from a clean run changes nothing.
        #expect(String(decoding: expectations.jsonData(), as: UTF8.self) == String(decoding: data, as: UTF8.self))
    }
}
