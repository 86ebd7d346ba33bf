import CaseLanguage
import ControlContract
import ControlSpecRunner
import Foundation
import ReferenceBinding
import Testing

@testable import ControlSpecModel

/// The runner with the real case language against the reference implementation.
@Suite("Case language executor")
struct LanguageExecutorTests {
    /// The real registry, so that the schema knows every member the cases use; nil when unreadable.
    static let registry: Registry? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try? Registry(contentsOf: root.appendingPathComponent("conformance/registry.json"))
    }()

    static let executor = registry.map { LanguageExecutor(registry: $0) }

    static func testCase(_ id: String, _ code: String) -> ConformanceCase {
        ConformanceCase(
            id: id, memberID: "UIButton.title(for:)", language: .english,
            block: CodeBlock(
                code: code, location: SourceLocation(path: "Docs/en/UIButton/title(for_).md", line: 20, column: 1),
                firstCodeLine: 21, indentation: 0),
            evidence: .documented)
    }

    static func outcome(_ code: String, on implementation: any ControlImplementation = ReferenceImplementation())
        throws -> CaseOutcome
    {
        try #require(executor).execute(testCase("example", code), on: implementation)
    }

    @Test("a case whose expectations hold on the reference passes")
    func passes() throws {
        let outcome = try Self.outcome(
            """
            let button = UIButton(type: .custom)
            button.setTitle("Play", for: .normal)
            #expect(button.title(for: .normal) == "Play")
            """)
        #expect(outcome == .passed)
    }

    @Test("a failed expectation fails at its Markdown line with the captured values")
    func fails() throws {
        let outcome = try Self.outcome(
            """
            let button = UIButton(type: .custom)
            button.setTitle("Play", for: .normal)
            #expect(button.title(for: .normal) == "Pause")
            """)
        #expect(outcome.status == .fail)
        let failure = try #require(outcome.failures.first)
        #expect(failure.location?.line == 23)
        #expect(failure.location?.path == "Docs/en/UIButton/title(for_).md")
        #expect(failure.message == #"expectation failed: button.title(for: .normal) == "Pause""#)
        #expect(failure.values.contains(CapturedValue(expression: "button.title(for: .normal)", value: #""Play""#)))
    }

    @Test("code with static errors is an error carrying the diagnostic's location")
    func staticError() throws {
        let outcome = try Self.outcome(
            """
            let button = UIButton(type: .custom)
            #expect(button.noSuchMember == 1)
            """)
        #expect(outcome.status == .error)
        let failure = try #require(outcome.failures.first)
        #expect(failure.location?.line == 22)
        #expect(failure.message.hasSuffix("]"))
    }

    @Test("an implementation without the members a case uses makes it unsupported")
    func unsupported() throws {
        let outcome = try Self.outcome("let button = UIButton(type: .custom)", on: FakeImplementation())
        #expect(outcome.status == .unsupported)
    }

    @Test("the runner's default executor is the case language")
    func defaultRunnerUsesCaseLanguage() throws {
        let page = """
            # `UIButton.title(for:)`

            Returns the title.

            ## Discussion

            ```swift case falls-back-to-normal evidence=documented source=UIButton.h
            let button = UIButton(type: .custom)
            button.setTitle("Play", for: .normal)
            #expect(button.title(for: .highlighted) == "Play")
            ```
            """
        let file = SourceFile(
            path: "en/UIButton/title(for_).md", displayPath: "Docs/en/UIButton/title(for_).md", bytes: Array(page.utf8))
        let corpus = Corpus(files: [file], registry: try #require(Self.registry))
        let runner = Runner(corpus: corpus, implementation: ReferenceImplementation(), options: RunnerFixture.options())
        let results = runner.run()
        #expect(results.cases.map(\.status) == [.pass])
        #expect(results.run.implementation == "reference")
    }
}
