import Testing

@testable import CaseLanguage
@testable import ControlSpecModel

@Suite struct ParserTests {
    private func parse(_ code: String) -> (statements: [Statement], diagnostics: [Diagnostic]) {
        let result = Parser.parse(TestSchema.source(code))
        return (result.statements, result.diagnostics)
    }

    @Test(
        "Every construct of the language parses without diagnostics",
        arguments: [
            "let button = UIButton(type: .custom)",
            "var state: UIControl.State = [.selected, .highlighted]",
            "let label: UILabel? = nil",
            "let titles: [String] = []",
            "button.isEnabled = false",
            "button.titleLabel?.text = \"x\"",
            "view.alpha += 0.5",
            "view.alpha -= 0.25",
            "_ = button.becomeFirstResponder()",
            "let label = try #require(button.titleLabel)",
            "#expect(button.title(for: .highlighted) == \"Play\")",
            "#expect(a == b, \"a comment\")",
            "#expect(!button.isEnabled && (button.isSelected || button.isHighlighted))",
            "#expect(recorder.actions == [\"handle:\"])",
            "#expect(rect.insetBy(dx: 2, dy: -2).width > 1.5e1)",
            "#expect(button.titleLabel!.text ?? \"none\" != \"x\")",
            "#expect(first === second && first !== third)",
            "#expect(recorder.senders[0] === button)",
            "let s = #selector(ActionRecorder.handle(_:event:))",
            "let s = #selector(ActionRecorder.handleWithoutSender)",
            "let value = UIControl.State.highlighted.rawValue * 2 + 1 - 3 / 1 % 2",
            "let x = -rect.minX",
            "import UIKit",
            "let a = 1; let b = 2",
            "let text = \"播放 \\n \\t \\\" \\\\ \\u{1F600}\" // comment",
            "/* block /* nested */ comment */ let a = 0x1F",
            "let a = button\n    .title(for: .normal)",
        ])
    func parsesConstruct(_ code: String) {
        let result = parse(code)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.lineDescription))")
        #expect(!result.statements.isEmpty)
    }

    @Test(
        "Syntax errors are diagnostics at the Markdown line and character column",
        arguments: [
            ("let = 1", "case.parse.unexpectedToken", 40, 5),
            ("let a 1", "case.parse.expectedInitializer", 40, 7),
            ("button.setTitle(\"x\" for: .normal)", "case.parse.unexpectedToken", 40, 21),
            ("if button.isEnabled {}", "case.parse.unsupported", 40, 1),
            ("button.addAction(UIAction { in }, for: .touchUpInside)", "case.parse.unexpectedToken", 40, 29),
            ("let a = 1 let b = 2", "case.parse.unexpectedToken", 40, 11),
            ("let ok = 1\nlet s = \"unterminated", "case.parse.unterminatedString", 41, 9),
            ("let s = \"\\q\"", "case.parse.badEscape", 40, 10),
            ("let s = \"\\(x)\"", "case.parse.unsupported", 40, 10),
            ("let a = b ? c d", "case.parse.unexpectedToken", 40, 15),
            ("let a = 1 < 2 < 3", "case.parse.unexpectedToken", 40, 15),
            ("#warning(\"x\")", "case.parse.unsupported", 40, 1),
            ("let a = (1, 2)", "case.parse.unsupported", 40, 11),
            ("let a = [1: 2]", "case.parse.unsupported", 40, 11),
            ("let s = \"播放\" let", "case.parse.unexpectedToken", 40, 14),
        ])
    func reportsSyntaxError(_ code: String, id: String, line: Int, column: Int) throws {
        let diagnostic = try #require(parse(code).diagnostics.first)
        #expect(diagnostic.id == id)
        #expect(diagnostic.location?.line == line)
        #expect(diagnostic.location?.column == column)
        #expect(diagnostic.location?.path == "Docs/en/UIButton/title(for_).md")
        #expect(diagnostic.severity == .error)
    }

    @Test func reportsEveryBrokenLineNotJustTheFirst() {
        let diagnostics = parse("let = 1\nlet ok = 2\nlet b 3\n").diagnostics
        #expect(diagnostics.map { $0.location?.line } == [40, 42])
    }

    @Test func stringLiteralsDecodeEscapesAndKeepChineseText() throws {
        let statements = parse(#"let s = "按钮\"标题\"\n\t\\\u{4E2D}""#).statements
        guard case .declaration(_, _, _, _, _, .string(let value, _), _)? = statements.first else {
            Issue.record("not a string declaration")
            return
        }
        #expect(value == "按钮\"标题\"\n\t\\中")
    }

    @Test func columnOffsetAndFirstLineMapToTheMarkdownFile() throws {
        let source = CaseSource(
            code: "let a = 1\n  let = 2", path: "Docs/zh-Hans/UIButton/x.md", firstLine: 12, columnOffset: 4)
        let diagnostic = try #require(Parser.parse(source).diagnostics.first)
        #expect(diagnostic.location == SourceLocation(path: "Docs/zh-Hans/UIButton/x.md", line: 13, column: 11))
    }

    @Test func aBlockSourceStandsWhereItsFenceStands() throws {
        let block = CodeBlock(
            code: "let a = 1\n  let = 2", location: SourceLocation(path: "Docs/en/UIButton/x.md", line: 11, column: 5),
            firstCodeLine: 12, indentation: 4)
        let source = CaseSource(block: block)
        #expect(source == CaseSource(code: block.code, path: "Docs/en/UIButton/x.md", firstLine: 12, columnOffset: 4))
        let diagnostic = try #require(Parser.parse(source).diagnostics.first)
        #expect(diagnostic.location == SourceLocation(path: "Docs/en/UIButton/x.md", line: 13, column: 11))
    }

    @Test func optionalChainsEndInAnOptionalEvaluation() {
        guard
            case .expression(.optionalEvaluation(.member(.optionalChain, "text", _, _), _))? =
                parse("button.titleLabel?.text").statements.first
        else {
            Issue.record("unexpected tree")
            return
        }
    }

    @Test func operatorsFollowSwiftPrecedence() {
        guard
            case .expression(.binary("||", .binary("&&", _, _, _, _), .binary("==", _, _, _, _), _, _))? =
                parse("a && b || c == d + e * f").statements.first
        else {
            Issue.record("unexpected tree")
            return
        }
        guard
            case .expression(.binary("??", _, .binary("??", _, _, _, _), _, _))? = parse("a ?? b ?? c").statements.first
        else {
            Issue.record("?? must associate to the right")
            return
        }
    }

    @Test func randomInputNeverCrashesAndDiagnosticsStayInsideTheCode() {
        let pieces = [
            "let", "var", "try", "#expect", "#require", "#selector", "(", ")", "[", "]", "{", "}", ".", "?", "!",
            "=", "==", "+=", "&&", "??", ",", ":", "\"", "\"按钮\"", "\\", "button", "UIButton", "1", "2.5", "\n",
            " ", "_", "-", "/*", "//", "`", "@", "#", "0x", "1e", "===", ";",
        ]
        var generator = SplitMix64(seed: 0xC0FFEE)
        for _ in 0..<400 {
            let length = Int(generator.next() % 30)
            let code = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let result = Parser.parse(TestSchema.source(code))
            let lineCount = code.split(separator: "\n", omittingEmptySubsequences: false).count
            for diagnostic in result.diagnostics {
                let line = diagnostic.location?.line ?? 0
                #expect(
                    (40..<(40 + lineCount)).contains(line), "\(code.debugDescription): \(diagnostic.lineDescription)")
            }
            _ = TestSchema.compiler.check(TestSchema.source(code))
        }
    }

    @Test func deeplyNestedInputIsADiagnosticNotAStackOverflow() {
        let code = "let a = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(parse(code).diagnostics.contains { $0.id == "case.parse.tooDeep" })
        let prefix = "let b = " + String(repeating: "!", count: 5000) + "true"
        #expect(parse(prefix).diagnostics.contains { $0.id == "case.parse.tooDeep" })
    }

    @Test(arguments: [("1", "+"), ("true", "&&")])
    func aLongFlatChainIsADiagnosticNotAStackOverflow(term: String, op: String) throws {
        let prefix = "let a = 1\nlet chain = "
        let code = prefix + Array(repeating: term, count: 4000).joined(separator: " \(op) ")
        let diagnostics = TestSchema.compiler.check(TestSchema.source(code))
        let diagnostic = try #require(diagnostics.first { $0.id == "case.parse.tooDeep" })
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.lineDescription))")
        #expect(diagnostic.summary.contains("more than \(Parser.maximumDepth) levels"))
        #expect(diagnostic.fix == "split the expression into several `let`s")
        // At the term where the chain passes the limit: line 41, after 99 terms of the second line.
        let deepTerm = "let chain = ".count + (Parser.maximumDepth - 1) * (term.count + op.count + 2)
        #expect(diagnostic.location?.line == 41)
        #expect(diagnostic.location?.column == deepTerm + 1)
    }

    @Test func memberChainsInsideParenthesesCountAgainstTheDepthLimit() {
        let code =
            "let a = " + String(repeating: "(", count: 45) + "a"
            + String(repeating: String(repeating: ".b", count: 99) + ")", count: 45)
        let diagnostics = TestSchema.compiler.check(TestSchema.source(code))
        #expect(diagnostics.map(\.id) == ["case.parse.tooDeep"])
    }
}

/// A small deterministic random generator for fuzzing.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
