import ControlContract
import ControlSpecModel
import Testing

@testable import CaseLanguage

@Suite struct InterpreterTests {
    private func compile(_ code: String, path: String = "Docs/en/UIButton/title(for_).md") throws -> CaseProgram {
        try TestSchema.compiler.compile(TestSchema.source(code, path: path))
    }

    private func run(_ code: String, on implementation: FakeImplementation = FakeImplementation()) throws -> CaseOutcome
    {
        try compile(code).run(on: implementation)
    }

    private func counting(_ code: String) throws -> CountedOutcome {
        try compile(code).counting(on: FakeImplementation())
    }

    static let prelude = "let button = UIButton(type: .custom)\n"

    @Test func aChainJustUnderTheDepthLimitRuns() throws {
        let terms = Parser.maximumDepth - 1
        let sum = "let sum = " + Array(repeating: "1", count: terms).joined(separator: " + ")
        let all = "let all = " + Array(repeating: "true", count: terms).joined(separator: " && ")
        let outcome = try counting(sum + "\n" + all + "\n#expect(sum == \(terms))\n#expect(all)")
        #expect(outcome == .passed(expectationCount: 2), "\(outcome.renderedText)")
    }

    @Test(
        "Each construct evaluates as Swift would",
        arguments: [
            "button.setTitle(\"Play\", for: .normal)\n#expect(button.title(for: .highlighted) == \"Play\")",
            "button.isSelected = true\nbutton.isHighlighted = true\n#expect(button.state == [.selected, .highlighted])\n"
                + "#expect(button.state.contains(.selected))\n#expect(button.state.rawValue == 5)",
            "button.isEnabled = false\n#expect(button.state == .disabled)\n#expect(!button.isEnabled)",
            "let recorder = ActionRecorder()\n"
                + "button.addTarget(recorder, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)\n"
                + "button.sendActions(for: .touchUpInside)\ntap(button)\n#expect(recorder.actions == [\"handle:\", \"handle:\"])\n"
                + "#expect(recorder.count == 2)\n#expect(recorder.senders.first === button)\n"
                + "#expect(button.allTargets.contains(recorder))",
            "button.titleLabel?.text = \"标题\"\nlet label = try #require(button.titleLabel)\n#expect(label.text == \"标题\")\n"
                + "#expect(button.titleLabel?.text?.count == 2)",
            "button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)\nbutton.frame.origin.x = 10\n"
                + "button.frame.size.width -= 20\n#expect(button.frame == CGRect(x: 10, y: 0, width: 80, height: 44))\n"
                + "#expect(button.frame.maxX == 90)\n#expect(button.frame.midY == 22)",
            "button.alpha -= 0.25\n#expect(button.alpha == 0.75)\nvar n = 1\nn += 2\nn -= 1\n#expect(n == 2)",
            "#expect(1 + 2 * 3 == 7)\n#expect(7 / 2 == 3)\n#expect(7 % 4 == 3)\n#expect(-(2.5) * 2 == -5)\n"
                + "#expect(1.5 < 2 && 3 >= 3 && \"a\" < \"b\")\n#expect(false || true)",
            "#expect(button.buttonType == .custom)\n#expect(UIButton.ButtonType(rawValue: 1) == .system)\n"
                + "#expect(UIButton.ButtonType(rawValue: 99) == nil)\n#expect(UIButton.ButtonType.close.rawValue == 7)",
            "let s: UIControl.State = [.highlighted, .selected]\n#expect(s.subtracting(.selected) == .highlighted)\n"
                + "#expect(s.intersection([.selected, .disabled]) == .selected)\n"
                + "#expect(UIControl.State(rawValue: 4) == .selected)\n#expect(!s.isEmpty)\n#expect(UIControl.State().isEmpty)",
            "#expect(button.title(for: .normal) ?? \"none\" == \"none\")\nbutton.setTitle(\"A\", for: .normal)\n"
                + "#expect(button.title(for: .normal)! == \"A\")",
            "let r = CGRect(x: 0, y: 0, width: 10, height: 10)\n#expect(r.contains(CGPoint(x: 5, y: 5)))\n"
                + "#expect(!r.contains(CGPoint(x: 10, y: 5)))\n"
                + "#expect(r.insetBy(dx: 2, dy: 2) == CGRect(x: 2, y: 2, width: 6, height: 6))\n"
                + "#expect(r.offsetBy(dx: 1, dy: 1).minX == 1)\n"
                + "#expect(r.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).size == CGSize(width: 4, height: 6))\n"
                + "#expect(r.contains(CGRect(x: 1, y: 1, width: 2, height: 2)))\n#expect(CGRect(x: 0, y: 0, width: -4, height: 2).minX == -4)",
            // CoreGraphics: CGRectUnion and CGRectIntersection standardize their rectangles; a union with the null
            // rectangle is the other one, and rectangles that do not meet intersect in the null rectangle.
            "let a = CGRect(x: 0, y: 0, width: 10, height: 10)\nlet b = CGRect(x: 5, y: 5, width: 10, height: 10)\n"
                + "#expect(a.union(b) == CGRect(x: 0, y: 0, width: 15, height: 15))\n"
                + "#expect(a.intersection(b) == CGRect(x: 5, y: 5, width: 5, height: 5))\n"
                + "#expect(a.intersection(CGRect(x: 20, y: 20, width: 1, height: 1)).isNull)\n"
                + "#expect(a.intersection(CGRect(x: 20, y: 20, width: 1, height: 1)) == .null)\n"
                + "#expect(a.union(.null) == a)\n#expect(CGRect.null.union(b) == b)\n#expect(!a.isNull)\n"
                + "#expect(CGRect(x: 0, y: 0, width: -5, height: 3).union(b) == CGRect(x: -5, y: 0, width: 20, height: 15))\n"
                + "#expect(a.intersection(CGRect(x: 10, y: 0, width: 5, height: 5)) == CGRect(x: 10, y: 0, width: 0, height: 5))",
            "#expect(UIColor(white: 1, alpha: 1) == .white)\n"
                + "#expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))\n"
                + "#expect(\"按钮标题\".count == 4)\n#expect(\"Play\".hasPrefix(\"Pl\") && \"Play\".contains(\"la\"))\n"
                + "let xs = [1, 2, 3]\n#expect(xs.count == 3 && xs.first == 1 && xs.last == 3 && xs[1] == 2 && xs.contains(2))\n"
                + "#expect(NSAttributedString(string: \"ab\").length == 2)",
            "#expect(#selector(ActionRecorder.handle(_:event:)) == Selector(\"handle:event:\"))\n"
                + "#expect(#selector(ActionRecorder.handleWithoutSender) == Selector(\"handleWithoutSender\"))",
            "let control = UIControl(frame: CGRect(x: 1, y: 2, width: 3, height: 4))\n"
                + "#expect(control.frame.origin == CGPoint(x: 1, y: 2))",
            "try #require(button.isEnabled)\n#expect(true)",
            "let other = UIButton(type: .system)\n#expect(other !== button)\n#expect(other.buttonType == .system)",
            "#expect(Int(2.9) == 2)\n#expect(CGFloat(3) == 3.0)\n#expect(String(42) == \"42\")",
        ])
    func evaluatesConstruct(_ code: String) throws {
        let outcome = try run(Self.prelude + code)
        #expect(outcome.isPassed, "\(outcome.renderedText)")
    }

    @Test func failedExpectationsRenderWithEveryCapturedValue() throws {
        let outcome = try run(
            """
            let button = UIButton(type: .custom)
            button.setTitle("Play", for: .normal)
            #expect(button.title(for: .highlighted) == "Pause")
            #expect(button.state == [.selected, .highlighted], "选中且高亮")
            #expect(button.isEnabled)
            """)
        #expect(
            outcome.renderedText == """
                Docs/en/UIButton/title(for_).md:42:1: expectation failed: button.title(for: .highlighted) == "Pause"
                  button → <UIButton #1>
                  button.title(for: .highlighted) → "Play"
                  "Pause" → "Pause"
                  button.title(for: .highlighted) == "Pause" → false
                Docs/en/UIButton/title(for_).md:43:1: expectation failed: button.state == [.selected, .highlighted] (选中且高亮)
                  button → <UIButton #1>
                  button.state → .normal
                  [.selected, .highlighted] → [.highlighted, .selected]
                  button.state == [.selected, .highlighted] → false
                """)
    }

    @Test func aWrongCaseFailsNamingTheMarkdownLineAndTheValues() throws {
        let outcome = try run(
            "let button = UIButton(type: .custom)\n\n    #expect(button.titleLabel?.text == \"x\" || !button.isEnabled)"
        )
        guard case .failed(let failures) = outcome, let failure = failures.first else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.location == SourceLocation(path: "Docs/en/UIButton/title(for_).md", line: 42, column: 5))
        #expect(failure.expression == "button.titleLabel?.text == \"x\" || !button.isEnabled")
        #expect(
            failure.values.map { "\($0.expression) → \($0.value)" } == [
                "button → <UIButton #1>", "button.titleLabel → <UILabel #2>", "button.titleLabel?.text → nil",
                "\"x\" → \"x\"", "button.titleLabel?.text == \"x\" → false", "button.isEnabled → true",
                "!button.isEnabled → false", "button.titleLabel?.text == \"x\" || !button.isEnabled → false",
            ])
    }

    @Test func aFailedConditionWithoutOperandsShowsItsOwnValue() throws {
        let outcome = try run(Self.prelude + "#expect(button.isSelected)")
        guard case .failed(let failures) = outcome, let failure = failures.first else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(
            failure.values.map { "\($0.expression) → \($0.value)" } == [
                "button → <UIButton #1>", "button.isSelected → false",
            ])
    }

    @Test func expectContinuesAfterAFailureAndCountsExpectations() throws {
        #expect(try run("#expect(1 == 2)\n#expect(true)\n#expect(3 == 4)").failedCount == 2)
        #expect(
            try counting(Self.prelude + "#expect(true)\n#expect(1 < 2)\nlet a = try #require(button.titleLabel)")
                == .passed(expectationCount: 3))
    }

    @Test func requireStopsTheCase() throws {
        let outcome = try run(
            Self.prelude + "#expect(false)\nlet text = try #require(button.titleLabel?.text)\n#expect(false)")
        guard case .failed(let failures) = outcome else {
            Issue.record("expected failures, got \(outcome)")
            return
        }
        #expect(failures.map { $0.message.prefix { $0 != " " } } == ["expectation", "requirement"])
        #expect(failures[1].location?.line == 42)
        #expect(failures[1].values.last?.value == "nil")
    }

    @Test func membersTheImplementationLacksMakeTheCaseUnsupported() throws {
        let log = SessionLog()
        let implementation = FakeImplementation(removing: ["UIButton.title(for:)"], log: log)
        let outcome = try run(Self.prelude + "#expect(button.title(for: .normal) == nil)", on: implementation)
        #expect(outcome.said == "UNSUPPORTED unsupported: UIButton.title(for:)")
        #expect(log.counts.opened == 0)
    }

    @Test func aFailedContractCallIsAnErrorAtTheCall() throws {
        let implementation = FakeImplementation(failures: ["UIButton.setTitle(_:for:)": .failed("title too long")])
        let outcome = try run(
            Self.prelude + "#expect(1 == 2)\n  button.setTitle(\"x\", for: .normal)", on: implementation)
        guard case .error(let details) = outcome else {
            Issue.record("expected an error, got \(outcome)")
            return
        }
        #expect(details.first?.message == "UIButton.setTitle(_:for:) failed: title too long [case.run.contractFailed]")
        #expect(details.first?.location == SourceLocation(path: "Docs/en/UIButton/title(for_).md", line: 42, column: 3))
        #expect(details.dropFirst().map(\.message) == ["earlier: expectation failed: 1 == 2"])
    }

    @Test func crashesTimeoutsAndRefusedSessionsAreReportedAsSuch() throws {
        let program = try compile(Self.prelude + "button.isEnabled = false")
        #expect(
            program.run(on: FakeImplementation(failures: ["UIControl.isEnabled=": .crashed("signal 11")]))
                .said == "CRASH crashed: signal 11")
        #expect(
            program.run(on: FakeImplementation(failures: ["UIButton.init(type:)": .timedOut("5 s")])).said
                == "TIMEOUT the implementation did not answer in time")
        #expect(
            program.run(on: FakeImplementation(failures: ["UIButton.init(type:)": .unsupported("no buttons")]))
                .said == "UNSUPPORTED unsupported: no buttons")
        #expect(
            program.run(on: FakeImplementation(sessionFailure: .crashed("no process"))).said
                == "CRASH crashed: no process")
    }

    @Test func aValueOfTheWrongTypeFromTheImplementationIsAnError() throws {
        let implementation = FakeImplementation(replies: ["UIControl.isEnabled": .string("yes")])
        let outcome = try run(Self.prelude + "#expect(button.isEnabled)", on: implementation)
        guard case .error(let details) = outcome else {
            Issue.record("expected an error, got \(outcome)")
            return
        }
        #expect(
            details.first?.message
                == "UIControl.isEnabled returned \"yes\", which is not a Bool [case.run.typeMismatch]")
        #expect(details.first?.location?.column == 9)
    }

    @Test(
        "Runtime errors stop the case with a located diagnostic",
        arguments: [
            ("#expect(button.title(for: .normal)! == \"x\")", "case.run.unexpectedNil", 9),
            ("#expect([1][3] == 1)", "case.run.indexOutOfRange", 9),
            ("let zero = 0\n#expect(1 / zero == 1)", "case.run.divisionByZero", 9),
            ("let big = 9223372036854775807\n#expect(big + 1 > 0)", "case.run.overflow", 9),
        ])
    func runtimeErrorIsLocated(_ code: String, id: String, column: Int) throws {
        guard case .error(let details) = try run(Self.prelude + code), let detail = details.first else {
            Issue.record("expected an error")
            return
        }
        #expect(detail.message.hasSuffix("[\(id)]"))
        #expect(detail.location?.line == 40 + code.split(separator: "\n").count)
        #expect(detail.location?.column == column)
    }

    @Test func eachRunHasAFreshSessionSoNoStateLeaks() throws {
        let log = SessionLog()
        let implementation = FakeImplementation(log: log)
        let program = try compile(
            Self.prelude + "#expect(button.title(for: .normal) == nil)\nbutton.setTitle(\"x\", for: .normal)")
        #expect(program.run(on: implementation).isPassed)
        #expect(program.run(on: implementation).isPassed)
        #expect(log.counts.opened == 2)
        #expect(log.counts.closed == 2)
    }

    @Test func aProgramIsParsedOnceAndLinkedOncePerImplementation() throws {
        let path = "Docs/en/UIButton/compile-once.md"
        let program = try compile(Self.prelude + "#expect(button.isEnabled)", path: path)
        #expect(ParseInstrumentation.parseCount(of: path) == 1)
        let implementation = FakeImplementation()
        #expect(program.run(on: implementation).isPassed)
        #expect(program.run(on: implementation).isPassed)
        #expect(ParseInstrumentation.parseCount(of: path) == 1)
        #expect(program.linkCount == 1)
        #expect(program.run(on: FakeImplementation(name: "other")).isPassed)
        #expect(program.linkCount == 2)
    }

    @Test func programsListTheMembersTheyUse() throws {
        let program = try compile(
            Self.prelude
                + "button.setTitle(\"x\", for: .normal)\nbutton.isEnabled = true\n#expect(button.frame.width == 0)")
        // The registry's constants are members too: the implementation gives their values.
        #expect(
            program.memberKeys == [
                "UIButton.ButtonType.custom", "UIButton.init(type:)", "UIControl.State.normal",
                "UIButton.setTitle(_:for:)", "UIControl.isEnabled=", "UIView.frame",
            ])
    }

    @Test func omittedDefaultArgumentsArePassedAsTheirDefaults() throws {
        let program = try compile("let menu = UIMenu(children: [])\nlet action = makeAction()")
        #expect(program.memberKeys == ["UIMenu.init(title:children:)", "Harness.makeAction(title:identifier:)"])
        let implementation = RecordingImplementation()
        _ = program.run(on: implementation)
        #expect(
            implementation.log.calls == [
                "UIMenu.init(title:children:) [\"\", []]", "Harness.makeAction(title:identifier:) [\"\", nil]",
            ])
    }

    @Test func oneProgramRunsConcurrently() async throws {
        let program = try compile(
            Self.prelude + "button.setTitle(\"x\", for: .normal)\n#expect(button.title(for: .selected) == \"x\")")
        let outcomes = await withTaskGroup(of: CaseOutcome.self) { group in
            for index in 0..<8 {
                group.addTask { program.run(on: FakeImplementation(name: "fake\(index % 2)")) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.count == 8)
        #expect(outcomes.allSatisfy { $0.isPassed })
    }

    @Test func anOutcomeWithoutAPlaceOfItsOwnIsReportedAtTheFence() throws {
        let fence = SourceLocation(path: "Docs/en/UIButton/title(for_).md", line: 39, column: 3)
        var source = TestSchema.source(Self.prelude + "#expect(button.isEnabled)")
        source.fence = fence
        let program = try TestSchema.compiler.compile(source)
        let outcome = program.run(on: FakeImplementation(removing: ["UIControl.isEnabled"]))
        #expect(outcome.failures.map(\.location) == [fence])
        #expect(outcome.status == .unsupported)
    }
}

extension CaseOutcome {
    fileprivate var failedCount: Int {
        if case .failed(let failures) = self { return failures.count }
        return 0
    }
}
