import ControlSpecModel
import Testing

@testable import CaseLanguage

@Suite struct CheckerTests {
    static let prelude = "let button = UIButton(type: .custom)\nlet recorder = ActionRecorder()\n"

    private func diagnostics(_ code: String) -> [Diagnostic] {
        TestSchema.compiler.check(TestSchema.source(Self.prelude + code))
    }

    @Test(
        "Well-formed code checks without diagnostics",
        arguments: [
            "button.setTitle(\"播放\", for: .normal)\n#expect(button.title(for: .highlighted) == \"播放\")",
            "#expect(button.state == [.selected, .highlighted])",
            "#expect(button.state.contains(.highlighted) == false)\n#expect(.normal == button.state)",
            "button.addTarget(recorder, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)",
            "button.addTarget(nil, action: #selector(ActionRecorder.handleWithoutSender), for: [.touchDown, .valueChanged])",
            "#expect(button.allTargets.contains(recorder))\n#expect(button.allTargets.count == 1)",
            "button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)\nbutton.frame.origin.x = 10",
            "#expect(button.frame.insetBy(dx: 2, dy: 2).width == 96)\n#expect(button.bounds.contains(CGPoint(x: 1, y: 1)))",
            "#expect(UIButton.ButtonType(rawValue: 1) == .system)\n#expect(button.buttonType.rawValue == 0)",
            "button.titleLabel?.text = \"x\"\nlet label = try #require(button.titleLabel)\n#expect(label.text ?? \"\" == \"\")",
            "#expect(button.titleLabel!.font.pointSize > 0)",
            "button.backgroundColor = .red\n#expect(button.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))",
            "#expect(button.tintColor == .systemBlue)\nbutton.tintColor = nil",
            "let menu = UIMenu(title: \"菜单\", children: [makeAction(title: \"a\")])\n#expect(menu.children.count == 1)",
            "let action = makeAction(identifier: UIAction.Identifier(\"play\"))\n#expect(action.identifier == UIAction.Identifier(rawValue: \"play\"))",
            "tap(button)\ntap(button, count: 2)\ntouchDown(button, at: CGPoint(x: 1, y: 1))\ntouchDown(button, at: .zero, tapCount: 2)",
            "touchMove(button, to: .zero)\ntouchUp(button)\ntouchCancel(button)",
            "let events = EventRecorder(observing: button)\n#expect(events.events == [.touchDown, .touchUpInside])\n#expect(events.names == [\"touchDown\"])",
            "let control = RecordingControl(frame: .zero)\ncontrol.beginTrackingResult = false\n#expect(control.trackingCalls.isEmpty)",
            "let image = makeImage(width: 20, height: 10)\n#expect(image.size == CGSize(width: 20, height: 10))",
            "let system = UIButton.systemButton(with: nil, target: nil, action: nil)\n#expect(system.buttonType == .system)",
            "var count = 0\ncount += 1\n#expect(count == 1)",
            "let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)\n#expect(CGRect.zero.inset(by: insets).width == -6)",
            "#expect(recorder.senders.first === button)\n#expect(recorder.senders.isEmpty || recorder.senders[0] !== button)",
            "#expect(UIControl.State.highlighted.union(.selected).rawValue == 5)\nlet s: UIControl.State = []\n#expect(s.isEmpty)",
            "#expect(NSAttributedString(string: \"a\").string == \"a\")\n#expect(UIImage(systemName: \"star\") != nil)",
            "#expect(UIFont.systemFont(ofSize: 17).pointSize == 17)",
            "let label = UILabel(frame: .zero)\nlabel.lineBreakMode = .byTruncatingTail\nlabel.textAlignment = .center",
            "#expect(button.effectiveUserInterfaceLayoutDirection == .leftToRight)\nbutton.semanticContentAttribute = .forceRightToLeft",
            "#expect(button.subviews.isEmpty || button.subviews[0].superview === button)",
            "button.removeFromSuperview()\n_ = button.becomeFirstResponder()\nlet selector = Selector(\"handle:\")",
            "#expect(CGFloat(2) * button.frame.width >= 0)\nbutton.alpha -= 0.5\nbutton.alpha += 1",
            "#expect(button.currentTitle == nil, \"no title yet\")\nlet view = UIView()\nview.addSubview(button)",
            "let recorded: [String] = recorder.actions\n#expect(recorded == [\"handle:\", \"handle:event:\"])",
            "#expect(button.isEnabled && !button.isSelected || button.isHighlighted)",
            "#expect(button.title(for: .normal)?.count == 3)\n#expect(button.title(for: .normal)?.hasPrefix(\"P\") == true)",
        ])
    func acceptsWellFormedCode(_ code: String) {
        let found = diagnostics(code)
        #expect(found.isEmpty, "\(found.map(\.lineDescription).joined(separator: "\n"))")
    }

    @Test(
        "Problems are reported at the exact Markdown line and column",
        arguments: [
            ("buton.isEnabled = false", "case.check.unknownIdentifier", 1, "did you mean 'button'?"),
            (
                "button.setTitle(\"Play\", forState: .normal)", "case.check.wrongLabels", 25,
                "did you mean 'setTitle(_:for:)'?"
            ),
            ("button.setTitle(\"Play\")", "case.check.wrongArity", 17, "'setTitle(_:for:)' takes 2 arguments, not 1"),
            ("button.setTitel(\"Play\", for: .normal)", "case.check.unknownMember", 8, "did you mean 'setTitle'?"),
            ("button.state = .normal", "case.check.readOnly", 8, "'state' is a get-only property"),
            (
                "button.setTitle(\"Play\", for: .hilighted)", "case.check.badImplicitMember", 30,
                "did you mean '.highlighted'?"
            ),
            (
                "button.setTitle(\"播放\", for: .hilighted)", "case.check.badImplicitMember", 28,
                "type 'UIControl.State' has no member 'hilighted'"
            ),
            ("let s = .normal", "case.check.badImplicitMember", 9, "cannot infer the type of '.normal'"),
            ("button.isEnabled = \"yes\"", "case.check.typeMismatch", 20, "'String' to expected type 'Bool'"),
            ("let t = button.titleLabel.text", "case.check.optionalNotUnwrapped", 27, "must be unwrapped"),
            ("let label = #require(button.titleLabel)", "case.check.missingTry", 13, "marked with 'try'"),
            ("let s: UIControl.Stat = .normal", "case.check.unknownType", 8, "did you mean 'UIControl.State'?"),
            ("let button = 1", "case.check.redeclaration", 5, "invalid redeclaration of 'button'"),
            ("let a = 1\na = 2", "case.check.assignToLet", 1, "'a' is a 'let' constant"),
            ("let s = #selector(ActionRecorder.handel(_:))", "case.check.unknownMember", 34, "did you mean 'handle'?"),
            (
                "let b = UIButton(type: .custom, frame: .zero)", "case.check.wrongArity", 18,
                "takes 0 or 1 arguments, not 2"
            ),
            ("tap(button, times: 2)", "case.check.wrongLabels", 13, "did you mean 'tap(_:count:)'?"),
            ("#expect(button.state == 4)", "case.check.typeMismatch", 22, "'UIControl.State' and 'Int'"),
            ("button.setTitle", "case.check.unappliedMethod", 8, "must be called"),
            ("let f = button.frame\nf.origin.x = 1", "case.check.assignToLet", 1, "'f' is a 'let' constant"),
            ("#expect(button.frame.width === 1)", "case.check.typeMismatch", 28, "compares objects"),
            (
                "button.sendActions(for: .touchUpInsde)", "case.check.badImplicitMember", 25,
                "did you mean '.touchUpInside'?"
            ),
            ("let x = UIButton.isEnabled", "case.check.unknownMember", 18, "instance member 'isEnabled'"),
        ])
    func reportsProblem(_ code: String, id: String, column: Int, fragment: String) throws {
        let found = diagnostics(code)
        let diagnostic = try #require(found.first, "no diagnostic for \(code)")
        #expect(diagnostic.id == id, "\(found.map(\.lineDescription))")
        let codeLines = code.split(separator: "\n").count
        #expect(diagnostic.location?.line == 41 + codeLines, "\(diagnostic.lineDescription)")
        #expect(diagnostic.location?.column == column, "\(diagnostic.lineDescription)")
        #expect(diagnostic.summary.contains(fragment), "\(diagnostic.summary)")
        #expect(diagnostic.location?.path == "Docs/en/UIButton/title(for_).md")
        #expect(diagnostic.fix?.isEmpty == false, "no fix line: \(diagnostic.lineDescription)")
    }

    @Test(
        "Assigning through '?' or '!' on a value that is not optional is a type mismatch",
        arguments: [
            ("button.frame?.origin.x = 1", "cannot use optional chaining on non-optional value of type 'CGRect'"),
            ("button.frame!.origin.x = 1", "cannot force unwrap value of non-optional type 'CGRect'"),
        ])
    func unwrappingANonOptionalTarget(_ code: String, summary: String) throws {
        let found = diagnostics(code)
        let diagnostic = try #require(found.first, "no diagnostic for \(code)")
        #expect(found.map(\.id) == ["case.check.typeMismatch"], "\(found.map(\.lineDescription))")
        #expect(diagnostic.summary == summary)
        #expect(diagnostic.location?.column == 1, "\(diagnostic.lineDescription)")
    }

    @Test(
        "Syntax errors, unsupported syntax and too deep expressions say how to mend them",
        arguments: [
            ("let = 1", "case.parse.unexpectedToken"),
            ("let x = 0b102", "case.parse.badNumber"),
            ("let s = \"\\q\"", "case.parse.badEscape"),
            ("let s = \"open", "case.parse.unterminatedString"),
            ("let s = \"\\(button)\"", "case.parse.unsupported"),
            (
                "let x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300),
                "case.parse.tooDeep"
            ),
            ("let s: (Int) -> Int = 1", "case.check.unsupported"),
        ])
    func aCaseLanguageErrorHasAFixLine(_ code: String, id: String) throws {
        let found = diagnostics(code)
        let diagnostic = try #require(found.first { $0.id == id }, "\(found.map(\.lineDescription))")
        #expect(diagnostic.fix?.isEmpty == false, "no fix line: \(diagnostic.lineDescription)")
    }

    @Test func aProblemAfterChineseTextIsCountedInCharactersNotBytes() throws {
        let source = TestSchema.source("let 标题 = \"播放按钮\"; let x = 标题.cont", line: 7, column: 2)
        let diagnostic = try #require(TestSchema.compiler.check(source).first)
        #expect(diagnostic.id == "case.check.unknownMember")
        // `let 标题 = "播放按钮"; let x = 标题.` is 28 characters; two columns of fence indentation.
        #expect(diagnostic.location == SourceLocation(path: "Docs/en/UIButton/title(for_).md", line: 7, column: 31))
        #expect(diagnostic.endColumn == 34)
        #expect(diagnostic.summary.contains("did you mean 'count'?"))
    }

    /// The case checker suggests with the kit's one suggester (`NameSuggester`): a short name two edits away and a
    /// long name five edits away both find their match.
    @Test(
        "Suggestions use the shared threshold: a third of the name's length, at least 2",
        arguments: [
            ("butn.isEnabled = false", "did you mean 'button'?"),
            ("let t = button.currentTitleLabel", "did you mean 'currentTitle'?"),
        ])
    func suggestionsUseTheSharedThreshold(_ code: String, fragment: String) throws {
        let diagnostic = try #require(diagnostics(code).first)
        #expect(diagnostic.summary.hasSuffix(fragment), "\(diagnostic.summary)")
    }

    @Test func wrongLabelsExplainWhatWasWrittenAndSuggestTheNearest() throws {
        let diagnostic = try #require(diagnostics("button.setTitle(\"x\", forState: .normal)").first)
        #expect(
            diagnostic.summary
                == "incorrect argument labels in call (have 'setTitle(_:forState:)'); did you mean 'setTitle(_:for:)'?")
        #expect(
            diagnostic.lineDescription.hasPrefix(
                "Docs/en/UIButton/title(for_).md:42:22: error: incorrect argument labels"))
    }

    @Test func examplesAreCheckedWithTheSameAPI() {
        let example = TestSchema.source(
            "import UIKit\n\nlet button = UIButton(type: .system)\nbutton.setTitle(\"OK\", for: .normal)\nbutton.sizeToFit()\n"
        )
        #expect(CaseCompiler.check(example, schema: TestSchema.schema).isEmpty)
        let broken = TestSchema.source(
            "let button = UIButton(type: .system)\nbutton.setTitleColor(.red, for: .normal)\n")
        #expect(CaseCompiler.check(broken, schema: TestSchema.schema).map(\.id) == ["case.check.unknownMember"])
    }

    @Test func severalProblemsAreAllReportedInOrder() {
        let found = diagnostics("buton.isEnabled = true\nbutton.setTitel(\"x\", for: .normal)\nbutton.state = .normal")
        #expect(found.map(\.id) == ["case.check.unknownIdentifier", "case.check.unknownMember", "case.check.readOnly"])
        #expect(found.map { $0.location?.line } == [42, 43, 44])
    }

    @Test func compileThrowsTheDiagnostics() {
        #expect(throws: CaseCompilationError.self) {
            try TestSchema.compiler.compile(TestSchema.source("let a = b"))
        }
        do throws(CaseCompilationError) {
            _ = try TestSchema.compiler.compile(TestSchema.source("let a = b"))
        } catch {
            #expect(error.diagnostics.map(\.id) == ["case.check.unknownIdentifier"])
        }
    }
}
