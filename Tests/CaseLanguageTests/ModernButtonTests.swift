import ControlContract
import ControlSpecModel
import Foundation
import Testing

@testable import CaseLanguage

/// Value types, write-back, enumerations without raw values and closures, run against
/// ``ConfigurationFake`` with the real registry's declarations.
@Suite(.enabled(if: RealRegistry.url != nil)) struct ModernButtonTests {
    static let compiler: CaseCompiler? = {
        guard let url = RealRegistry.url, let registry = try? Registry(contentsOf: url) else { return nil }
        var schema = Schema(registry: registry)
        schema.rejectsUnmodelledMembers = false
        return CaseCompiler(schema: schema)
    }()

    private func source(_ code: String) -> CaseSource {
        CaseSource(code: code, path: "Docs/en/UIButton/configuration.md", firstLine: 10, columnOffset: 0)
    }

    private func run(_ code: String) throws -> CaseOutcome {
        let compiler = try #require(Self.compiler)
        return try compiler.compile(source(code)).run(on: ConfigurationFake())
    }

    private func counting(_ code: String) throws -> CountedOutcome {
        let compiler = try #require(Self.compiler)
        return try compiler.compile(source(code)).counting(on: ConfigurationFake())
    }

    private func diagnostics(_ code: String) throws -> [Diagnostic] {
        try #require(Self.compiler).check(source(code))
    }

    static let everyConstruct = """
        var config = UIButton.Configuration.filled()
        config.title = "Play"
        config.contentInsets.leading = 4
        let button = UIButton(configuration: config, primaryAction: nil)
        let copy = button.configuration
        config.title = "Changed"
        #expect(button.configuration?.title == "Play")
        button.configuration?.title = "Pause"
        #expect(button.configuration?.title == "Pause")
        #expect(copy?.title == "Play")
        #expect(button.configuration?.contentInsets.leading == 4)
        button.configuration?.contentInsets.top = 2
        button.configuration!.subtitle = "Side A"
        #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 0, trailing: 0))
        #expect(button.configuration?.subtitle == "Side A")
        #expect(config.cornerStyle == .dynamic)
        config.cornerStyle = .capsule
        #expect(config.cornerStyle == UIButton.Configuration.CornerStyle.capsule)
        #expect(config.updated(for: button).title == "Changed")
        let none = UIButton(type: .system)
        none.configuration?.title = "Ignored"
        #expect(none.configuration == nil)
        var count = 0
        let player = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Play") { _ in count += 1 })
        player.sendActions(for: .touchUpInside)
        player.sendActions(for: .touchUpInside)
        #expect(count == 2)
        var seen = ""
        player.configurationUpdateHandler = { button in
            if button.isSelected {
                button.configuration?.title = "Pause"
            } else if count > 100 {
                seen = "never"
            } else {
                button.configuration?.title = "Play"
            }
            seen = button.isSelected ? "selected" : "normal"
        }
        player.isSelected = true
        #expect(player.configuration?.title == "Pause")
        #expect(seen == "selected")
        player.isSelected = false
        #expect(player.configuration?.title == "Play")
        #expect(seen == "normal")
        #expect(player.configuration?.cornerStyle == .fixed)
        """

    @Test func aCaseUsingEveryConstructPasses() throws {
        let outcome = try counting(Self.everyConstruct)
        #expect(outcome == .passed(expectationCount: 16), "\(outcome.renderedText)")
    }

    @Test func aReadConfigurationIsACopy() throws {
        let outcome = try counting(
            """
            let button = UIButton(configuration: .filled(), primaryAction: nil)
            var copy = try #require(button.configuration)
            copy.title = "Copy"
            #expect(button.configuration?.title == nil)
            #expect(copy.title == "Copy")
            """)
        #expect(outcome == .passed(expectationCount: 3), "\(outcome.renderedText)")
    }

    @Test func aFailingExpectationPrintsTheStructureAndTheCase() throws {
        let outcome = try run(
            """
            var config = UIButton.Configuration.filled()
            config.title = "Play"
            #expect(config.cornerStyle == .capsule)
            #expect(config == UIButton.Configuration.plain())
            """)
        guard case .failed(let failures) = outcome else {
            Issue.record("expected a failure, got \(outcome.renderedText)")
            return
        }
        #expect(failures.count == 2)
        #expect(failures.first?.values.map(\.value).contains(".dynamic") == true)
        let printed = failures.last?.values.first?.value ?? ""
        #expect(
            printed.hasPrefix("UIButton.Configuration(title: \"Play\", subtitle: nil, contentInsets:"), "\(printed)")
        #expect(printed.contains("cornerStyle: .dynamic"), "\(printed)")
    }

    @Test func aFailedExpectationInAClosureIsRecordedAtItsLine() throws {
        let outcome = try run(
            """
            let button = UIButton(configuration: .plain(), primaryAction: UIAction { action in
                #expect(action.title == "Stop")
            })
            button.sendActions(for: .touchUpInside)
            """)
        guard case .failed(let failures) = outcome else {
            Issue.record("expected a failure, got \(outcome.renderedText)")
            return
        }
        #expect(failures.map(\.location?.line) == [11])
        #expect(failures.first?.expression == "action.title == \"Stop\"")
    }

    @Test func aClosureThatFailsFailsTheCallThatRanIt() throws {
        let outcome = try run(
            """
            let button = UIButton(type: .system)
            button.configurationUpdateHandler = { button in
                let config = try #require(button.configuration)
                #expect(config.title == nil)
            }
            button.setNeedsUpdateConfiguration()
            #expect(button.isSelected == false)
            """)
        guard case .error(let details) = outcome, let detail = details.first else {
            Issue.record("expected an error, got \(outcome.renderedText)")
            return
        }
        #expect(detail.location?.line == 15)
        #expect(
            detail.message
                == "UIButton.setNeedsUpdateConfiguration() failed: the closure at line 11 failed: "
                + "#require failed: button.configuration [case.run.contractFailed]")
        #expect(details.dropFirst().contains { $0.location?.line == 12 })
    }

    @Test func writingThroughAForcedNilIsARuntimeError() throws {
        let outcome = try run("let button = UIButton(type: .system)\nbutton.configuration!.title = \"x\"")
        guard case .error(let details) = outcome, let detail = details.first else {
            Issue.record("expected an error, got \(outcome.renderedText)")
            return
        }
        #expect(
            detail.message == "unexpectedly found nil while unwrapping 'button.configuration' [case.run.unexpectedNil]")
        #expect(detail.location?.line == 11)
    }

    @Test(
        "A callback for a closure the case did not make, or with the wrong arguments, fails the call",
        arguments: [
            (99, 1, "UIControl.sendActions(for:) failed: the case made no closure #99"),
            (1, 0, "UIControl.sendActions(for:) failed: the closure at line 12 takes 1 argument, not 0"),
            (1, 1, ""),
        ])
    func callbacksAreChecked(id: Int, argumentCount: Int, expected: String) throws {
        let compiler = try #require(Self.compiler)
        let program = try compiler.compile(
            source(
                """
                let button = UIButton(type: .system)
                var runs = 0
                button.configurationUpdateHandler = { _ in runs += 1 }
                button.sendActions(for: .touchUpInside)
                #expect(runs == 1)
                """))
        let implementation = CallbackFake(
            handle: ClosureHandle(id: id),
            arguments: Array(repeating: .object(ObjectHandle(id: 1, className: "UIButton")), count: argumentCount))
        let counted = program.counting(on: implementation)
        if expected.isEmpty {
            #expect(counted == .passed(expectationCount: 1), "\(counted.renderedText)")
        } else {
            guard case .error(let details) = counted.outcome else {
                Issue.record("expected an error, got \(counted.renderedText)")
                return
            }
            #expect(details.first?.message.hasPrefix(expected + " [") == true, "\(details)")
        }
    }

    @Test func aColorTransformerIsTheCaseClosureAndRunsWithAColor() throws {
        let compiler = try #require(Self.compiler)
        let program = try compiler.compile(
            source(
                """
                var config = UIButton.Configuration.plain()
                config.imageColorTransformer = UIConfigurationColorTransformer { color in
                    color == .red ? .blue : color.withAlphaComponent(0.5)
                }
                """))
        let implementation = TransformerFake()
        #expect(program.counting(on: implementation) == .passed(expectationCount: 0))
        #expect(
            implementation.log.results == [
                .color(red: 0, green: 0, blue: 1, alpha: 1), .color(red: 1, green: 1, blue: 1, alpha: 0.5),
            ])
    }

    @Test func aMutatingMethodStoresTheChangedStructureBack() throws {
        let outcome = try counting(
            """
            var config = UIButton.Configuration.plain()
            config.setDefaultContentInsets()
            #expect(config.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            let button = UIButton(configuration: .filled(), primaryAction: nil)
            button.configuration?.setDefaultContentInsets()
            #expect(button.configuration?.contentInsets.trailing == 4)
            let none = UIButton(type: .system)
            none.configuration?.setDefaultContentInsets()
            #expect(none.configuration == nil)
            """)
        #expect(outcome == .passed(expectationCount: 3), "\(outcome.renderedText)")
    }

    @Test func aNestedStructureWritesBackThroughBothStructures() throws {
        let outcome = try counting(
            """
            let button = UIButton(configuration: .filled(), primaryAction: nil)
            button.configuration?.background.backgroundColor = .red
            #expect(button.configuration?.background.backgroundColor == .red)
            var config = UIButton.Configuration.plain()
            config.background = UIBackgroundConfiguration.clear()
            #expect(config.background.backgroundColor == nil)
            """)
        #expect(outcome == .passed(expectationCount: 2), "\(outcome.renderedText)")
    }

    @Test func aClosureCalledWhileItRunsKeepsItsOwnParameters() throws {
        let outcome = try counting(
            """
            var log = ""
            let outer = UIButton(configuration: .plain(), primaryAction: nil)
            let inner = UIButton(configuration: .filled(), primaryAction: nil)
            outer.configurationUpdateHandler = { button in
                let style = button.configuration?.cornerStyle == .fixed ? "outer" : "inner"
                if style == "outer" {
                    inner.configurationUpdateHandler = outer.configurationUpdateHandler
                    inner.setNeedsUpdateConfiguration()
                }
                log = log + style + ";"
            }
            outer.setNeedsUpdateConfiguration()
            #expect(log == "inner;outer;")
            """)
        #expect(outcome == .passed(expectationCount: 1), "\(outcome.renderedText)")
    }

    @Test func closuresShareTheCaseVariablesByReference() throws {
        let outcome = try counting(
            """
            var log = ""
            let button = UIButton(configuration: .plain(), primaryAction: UIAction { _ in log = log + "tap;" })
            log = "start;"
            button.sendActions(for: .touchUpInside)
            #expect(log == "start;tap;")
            """)
        #expect(outcome == .passed(expectationCount: 1), "\(outcome.renderedText)")
    }

    @Test(
        "Wrong modern-button code gets a diagnostic with a suggestion",
        arguments: [
            (
                "let config = UIButton.Configuration.filed()",
                "type 'UIButton.Configuration' has no member 'filed'; did you mean 'filled'?"
            ),
            ("var config = UIButton.Configuration.plain()\nconfig.titl = \"x\"", "did you mean 'title'?"),
            ("let button = UIButton(configuration: .filed(), primaryAction: nil)", "did you mean '.filled'?"),
            ("var config = UIButton.Configuration.plain()\nconfig.cornerStyle = .capsul", "did you mean '.capsule'?"),
            (
                "let b = UIButton(type: .system)\nb.configurationUpdateHandler = { in }",
                "expected parameter names before 'in'"
            ),
            ("let b = UIButton(type: .system)\nb.configurationUpdateHandler = { }", "expects 1 argument"),
            ("let handler = { _ in }", "a closure needs a closure type"),
            ("if true {\n}", "'if' is supported only inside a closure body"),
            (
                "let action = UIAction(title: \"x\") { _ in\n    let n: Int = \"no\"\n}",
                "cannot convert value of type 'String'"
            ),
            ("let config = UIButton.Configuration.plain()\nconfig.title = \"x\"", "'let' constant"),
            ("#expect(UIButton.Configuration.CornerStyle.capsule.rawValue == 4)", "has no member 'rawValue'"),
            (
                "let config = UIButton.Configuration.plain()\nconfig.setDefaultContentInsets()",
                "'config' is a 'let' constant"
            ),
        ])
    func wrongCodeIsDiagnosed(code: String, expected: String) throws {
        let found = try diagnostics(code)
        #expect(found.contains { $0.summary.contains(expected) }, "\(found.map(\.summary))")
    }

    @Test func configurationMembersOfEveryKindCheck() throws {
        let found = try diagnostics(
            """
            var config = UIButton.Configuration.borderedProminent()
            config.imagePlacement = .trailing
            config.buttonSize = .large
            config.titleAlignment = .center
            config.macIdiomStyle = .borderless
            config.indicator = .popup
            config.baseForegroundColor = .red
            config.image = UIImage(systemName: "play")
            config.imagePadding += 2
            config.showsActivityIndicator = !config.showsActivityIndicator
            let glass = UIButton.Configuration.prominentClearGlass()
            let button = UIButton(configuration: glass, primaryAction: UIAction { action in
                #expect(action.title == "")
            })
            button.configuration = config.updated(for: button)
            button.automaticallyUpdatesConfiguration = false
            button.setNeedsUpdateConfiguration()
            #expect(button.configuration?.imagePlacement == [.trailing])
            """)
        #expect(found.isEmpty, "\(found.map(\.summary))")
    }

    @Test func theConditionalOperatorAndTrailingClosuresParse() throws {
        let (statements, _, diagnostics) = Parser.parse(
            source("let a = true ? 1 : 2\nlet action = UIAction { _ in }\nlet b = UIAction(title: \"x\") { _ in }"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summary))")
        #expect(statements.count == 3)
        let outcome = try counting("let n = 1 > 2 ? \"big\" : \"small\"\n#expect(n == \"small\")")
        #expect(outcome == .passed(expectationCount: 1), "\(outcome.renderedText)")
    }
}
