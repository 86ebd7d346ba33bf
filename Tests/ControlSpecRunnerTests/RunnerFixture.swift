import CaseLanguage
import ControlContract
import ControlSpecModel
import ControlSpecRunner
import ControlSpecTestSupport
import Foundation

/// A small corpus, a fake implementation and an executor that scripts each case's outcome.
enum RunnerFixture {
    static let registry = Registry(members: [
        TestMembers.control, TestMembers.isEnabled, TestMembers.isSelected, TestMembers.button, TestMembers.title,
    ])

    /// A page with one case per ID; `attributes` adds to a case's info string.
    static func page(
        _ symbol: String, chinese: Bool, cases: [String], attributes: [String: String] = [:]
    ) -> String {
        var text = "# `\(symbol)`\n\n" + (chinese ? "摘要。\n\n## 讨论\n\n" : "Summary.\n\n## Discussion\n\n")
        for id in cases {
            let extra = attributes[id].map { " " + $0 } ?? ""
            text += "```swift case \(id) evidence=documented source=UIButton.h\(extra)\nlet control = UIControl()\n"
            text += "#expect(control.isEnabled)\n```\n\n"
        }
        return text
    }

    /// Nine cases over three members; the Chinese pages lack `title(for:)`, so two cases have no twin.
    /// `UIControl.isEnabled#passes` is the only case tagged `smoke`.
    static let corpus: Corpus = {
        let enabledCases = ["passes", "fails", "errors", "times-out"]
        let selectedCases = ["crashes", "unsupported", "needs-new-ios"]
        let attributes = ["needs-new-ios": "since=99.0", "passes": "tags=smoke"]
        return makeCorpus([
            (
                "en/UIControl/isEnabled.md",
                page("UIControl.isEnabled", chinese: false, cases: enabledCases, attributes: attributes)
            ),
            (
                "zh-Hans/UIControl/isEnabled.md",
                page("UIControl.isEnabled", chinese: true, cases: enabledCases, attributes: attributes)
            ),
            (
                "en/UIControl/isSelected.md",
                page("UIControl.isSelected", chinese: false, cases: selectedCases, attributes: attributes)
            ),
            (
                "zh-Hans/UIControl/isSelected.md",
                page("UIControl.isSelected", chinese: true, cases: selectedCases, attributes: attributes)
            ),
            ("en/UIButton/title(for_).md", page("UIButton.title(for:)", chinese: false, cases: ["passes", "fails"])),
        ])
    }()

    static func makeCorpus(_ files: [(String, String)]) -> Corpus {
        Corpus(
            files: TestDocs.files(files.map { (path: $0.0, text: $0.1) }),
            registry: registry)
    }

    /// A corpus with `count` passing cases on one member, for ordering and sharding.
    static func largeCorpus(count: Int) -> Corpus {
        let ids = (0..<count).map { "case-\($0)" }
        return makeCorpus([
            ("en/UIControl/isEnabled.md", page("UIControl.isEnabled", chinese: false, cases: ids)),
            ("zh-Hans/UIControl/isEnabled.md", page("UIControl.isEnabled", chinese: true, cases: ids)),
        ])
    }

    static let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)

    static func options(
        jobs: Int = 2, filter: CaseFilter = CaseFilter(), shard: Shard? = nil, timeout: Double? = 5,
        platformVersion: String? = "18.0", expectations: Expectations = Expectations()
    ) -> RunOptions {
        RunOptions(
            filter: filter, jobs: jobs, shard: shard, timeout: timeout, platformVersion: platformVersion,
            expectations: expectations, kitVersion: "9.9.9", gitCommit: "abc123", date: fixedDate, hostName: "ci-host")
    }

    static func run(
        corpus: Corpus = corpus, executor: any CaseExecutor = ScriptedExecutor(), options: RunOptions = options()
    ) -> RunResults {
        Runner(corpus: corpus, implementation: FakeImplementation(), executor: executor, options: options).run()
    }
}

/// An implementation with no members; the scripted executor never calls it.
struct FakeImplementation: ControlImplementation {
    var info: ImplementationInfo { ImplementationInfo(name: "fake", version: "1.2", supportedMembers: []) }

    func makeSession() throws(ContractFailure) -> any ControlSession { FakeSession() }
}

final class FakeSession: ControlSession {
    func invoke(_ member: MemberID, on receiver: ObjectHandle?, with arguments: [Value]) -> Result<
        Value, ContractFailure
    > {
        .failure(.unsupported("fake"))
    }
}

/// Decides each case's outcome from its ID, the way the case language would report it.
struct ScriptedExecutor: CaseExecutor {
    /// How long `times-out` sleeps; longer than the fixture's timeouts.
    var hangSeconds = 3.0

    func execute(_ testCase: ConformanceCase, on implementation: any ControlImplementation) -> CaseOutcome {
        let location = SourceLocation(
            path: testCase.block.location.path, line: testCase.block.firstCodeLine + 1, column: 1)
        switch testCase.id {
        case "fails":
            return .failed([
                FailureDetail(
                    message: "expectation failed: control.isEnabled", location: location,
                    expression: "control.isEnabled",
                    values: [CapturedValue(expression: "control.isEnabled", value: "false")])
            ])
        case "errors":
            return CaseOutcome(diagnostics: [
                Diagnostic(
                    id: "case.type.mismatch", severity: .error, summary: "cannot compare Bool with String",
                    location: location)
            ])
        case "times-out":
            Thread.sleep(forTimeInterval: hangSeconds)
            return .passed
        case "crashes":
            return CaseOutcome(ContractFailure.crashed("implementation exited with signal 11"), at: location)
        case "unsupported":
            return CaseOutcome(ContractFailure.unsupported("UIControl.isSelected is not implemented"))
        default:
            return .passed
        }
    }
}

/// Counts how many cases run at the same time, to show that jobs are honoured.
final class ConcurrencyProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private(set) var maximum = 0

    func enter() {
        lock.lock()
        running += 1
        maximum = max(maximum, running)
        lock.unlock()
    }

    func leave() {
        lock.lock()
        running -= 1
        lock.unlock()
    }
}

struct ProbingExecutor: CaseExecutor {
    let probe: ConcurrencyProbe

    func execute(_ testCase: ConformanceCase, on implementation: any ControlImplementation) -> CaseOutcome {
        probe.enter()
        defer { probe.leave() }
        Thread.sleep(forTimeInterval: 0.02)
        return .passed
    }
}
