import CaseLanguage
import Foundation
import Testing

@testable import ControlSpecExport
@testable import ReferenceBinding

/// Every harness helper that Docs/CASES.md lists exists in the exported harness (`Harness.swift`, in both its UIKit
/// and its ReferenceControls variant) and in the reference binding, so a case written from the documentation
/// compiles in the exported suite and runs in the interpreter.
@Suite struct HarnessHelpersTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One helper named in the documentation: a member of a harness class, or a free function (`owner` nil).
    struct Helper: Hashable, CustomStringConvertible {
        enum Kind: Hashable { case initializer, method, property }
        var owner: String?
        var kind: Kind
        /// `init(observing:)`, `reset()`, `touchDown(_:at:)`, `actions`.
        var symbol: String

        var bindingKey: String { (owner ?? "Harness") + "." + symbol }
        /// A recorder's action method, named only in `#selector(…)`: `handle:` for `handle(_:)`.
        var isActionMethod: Bool { UnmodelledMembers.isSelectorOnly(bindingKey) }
        var objectiveCName: String {
            let labels = symbol.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":")
            let name = String(symbol.prefix { $0 != "(" })
            return labels.enumerated().reduce(name) { $0 + ($1.offset == 0 ? "" : String($1.element)) + ":" }
        }
        var description: String { bindingKey }
    }

    // MARK: Reading the documentation

    /// The helpers of the harness section of a CASES page (the section starting with `heading`).
    static func helpers(inCases markdown: String, heading: String) -> Set<Helper> {
        guard let start = markdown.range(of: "\n## " + heading + "\n") else { return [] }
        let rest = markdown[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var bullets: [String] = []
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("- ") {
                bullets.append(String(line.dropFirst(2)))
            } else if !bullets.isEmpty, line.hasPrefix("  ") {
                bullets[bullets.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        // Prose also names UIKit members a helper affects (`allTargets`); those are not helpers.
        let uikit = Set(ReferenceImplementation().info.supportedMembers.filter { $0.hasPrefix("UIControl.") })
        return Set(
            bullets.flatMap(helpers(inBullet:)).filter {
                $0.kind == .initializer || !uikit.contains("UIControl." + $0.symbol)
            })
    }

    /// The helpers one bullet names: its first code span may create a harness class (then the lowercase spans that
    /// follow are its members); otherwise calls are free functions and a bare type name (`UIAction`) introduces the
    /// members the harness adds to it.
    static func helpers(inBullet bullet: String) -> [Helper] {
        let spans = bullet.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        var owner: String?
        var result: [Helper] = []
        for (index, span) in spans.enumerated() {
            if let (name, arguments) = call(span), name.first?.isUppercase == true {
                if index == 0 {
                    owner = name
                    result.append(Helper(owner: name, kind: .initializer, symbol: "init" + labels(arguments)))
                }
                continue
            }
            if owner == nil, span.first?.isUppercase == true, span.allSatisfy({ $0.isLetter }) {
                owner = span
                continue
            }
            guard span.first?.isLowercase == true, !["true", "false", "nil"].contains(span) else { continue }
            if let (name, arguments) = call(span) {
                result.append(Helper(owner: owner, kind: .method, symbol: name + labels(arguments)))
            } else if span.allSatisfy({ $0.isLetter || $0.isNumber }), owner != nil {
                result.append(Helper(owner: owner, kind: .property, symbol: span))
            }
        }
        return result
    }

    /// `name(arguments)` split into its parts; nil for anything else.
    private static func call(_ span: String) -> (String, String)? {
        guard let open = span.firstIndex(of: "("), span.hasSuffix(")") else { return nil }
        let name = String(span[..<open])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return (name, String(span[span.index(after: open)..<span.index(before: span.endIndex)]))
    }

    /// The argument labels of a call or a symbol: `(_:at:)` for `control, at: point` and for `_:at:`.
    static func labels(_ arguments: String) -> String {
        if arguments.isEmpty { return "()" }
        if arguments.range(of: #"^((\w+|_):)+$"#, options: .regularExpression) != nil { return "(" + arguments + ")" }
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in arguments {
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        let labels = parts.map { part -> String in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let match = trimmed.range(of: #"^\w+:"#, options: .regularExpression) else { return "_:" }
            return String(trimmed[match])
        }
        return "(" + labels.joined() + ")"
    }

    // MARK: Reading the exported harness

    /// The UIKit and the ReferenceControls variants of the harness, each with the code they share.
    static func variants(of text: String) -> [(name: String, code: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The second top-level `#if canImport(UIKit)` separates the helpers (the first one chooses the imports).
        let openings = lines.indices.filter { lines[$0] == "#if canImport(UIKit)" }
        guard openings.count >= 2, let split = lines[openings[1]...].firstIndex(of: "#else"),
            let end = lines[split...].firstIndex(of: "#endif")
        else { return [] }
        let shared = (lines[..<openings[1]] + lines[(end + 1)...]).joined(separator: "\n")
        return [
            ("UIKit", lines[openings[1]..<split].joined(separator: "\n") + "\n" + shared),
            ("ReferenceControls", lines[split..<end].joined(separator: "\n") + "\n" + shared),
        ]
    }

    /// The bodies of the class `owner` and of its extensions in `code` (declarations end at a closing brace in the
    /// first column, as the harness is formatted).
    static func declarations(of owner: String, in code: String) -> String {
        var result: [String] = []
        var inside = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" "),
                line.range(of: #"\b(class|extension) "# + owner + #"\b"#, options: .regularExpression) != nil
            {
                inside = true
            }
            if inside { result.append(String(line)) }
            if inside, line.hasPrefix("}") { inside = false }
        }
        return result.joined(separator: "\n")
    }

    /// Whether the harness code declares the helper (a member inside its class or an extension of it).
    static func declares(_ helper: Helper, in whole: String) -> Bool {
        let code = helper.owner.map { declarations(of: $0, in: whole) } ?? whole
        switch helper.kind {
        case .property:
            return code.range(of: #"\b(var|let) "# + helper.symbol + #"\b"#, options: .regularExpression) != nil
        case .method:
            return functionSymbols(in: code, keyword: "func").contains(helper.symbol)
        case .initializer:
            guard let owner = helper.owner,
                let declaration = code.range(of: #"\bclass "# + owner + #": (\w+)"#, options: .regularExpression)
            else { return false }
            // `init()` comes from NSObject or UIResponder and `init(frame:)` from UIView; others are written out.
            let superclass = code[declaration].split(separator: " ").last.map(String.init) ?? ""
            if helper.symbol == "init()" { return true }
            if helper.symbol == "init(frame:)", ["UIControl", "UIView", "UIButton"].contains(superclass) {
                return true
            }
            return functionSymbols(in: code, keyword: "init").contains(helper.symbol)
        }
    }

    /// `name(label:label:)` of every declaration introduced by `keyword` (`func` or `init`).
    private static func functionSymbols(in code: String, keyword: String) -> Set<String> {
        let pattern = keyword == "init" ? #"\binit\(([^)]*)\)"# : #"\bfunc (\w+)\(([^)]*)\)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let nsCode = code as NSString
        var result: Set<String> = []
        for match in regex.matches(in: code, range: NSRange(location: 0, length: nsCode.length)) {
            let name = keyword == "init" ? "init" : nsCode.substring(with: match.range(at: 1))
            let parameters = nsCode.substring(with: match.range(at: keyword == "init" ? 1 : 2))
            let labels = parameters.split(separator: ",").map { parameter -> String in
                let words = parameter.split(separator: ":")[0].split(separator: " ")
                return (words.first.map(String.init) ?? "_") + ":"
            }
            result.insert(name + "(" + labels.joined() + ")")
        }
        return result
    }

    // MARK: Tests

    static func documentedHelpers() throws -> Set<Helper> {
        let english = try String(contentsOf: root.appendingPathComponent("Docs/CASES.md"), encoding: .utf8)
        return helpers(inCases: english, heading: "The harness")
    }

    @Test func theDocumentationListsTheHarness() throws {
        let helpers = try Self.documentedHelpers()
        // The parse must see every kind of helper, or the checks below would pass on nothing.
        for key in [
            "ActionRecorder.init()", "ActionRecorder.handle(_:event:)", "ActionRecorder.actions",
            "EventRecorder.reset()",
            "EventRecorder.init(observing:)", "RecordingControl.init(frame:)", "RecordingControl.trackingCalls",
            "Harness.touchDown(_:at:)", "Harness.tap(_:count:)", "Harness.makeImage(width:height:)",
            "UIAction.invocationCount",
        ] {
            #expect(helpers.contains { $0.bindingKey == key }, "\(key) not read from Docs/CASES.md")
        }
    }

    @Test func bothLanguagesListTheSameHelpers() throws {
        let chinese = try String(contentsOf: Self.root.appendingPathComponent("Docs/CASES.zh-Hans.md"), encoding: .utf8)
        let helpers = Self.helpers(inCases: chinese, heading: "测试辅助工具")
        #expect(helpers == (try Self.documentedHelpers()))
    }

    @Test func everyDocumentedHelperIsInTheExportedHarness() throws {
        let variants = Self.variants(of: HarnessSource.text)
        #expect(variants.count == 2)
        for helper in try Self.documentedHelpers() {
            for variant in variants {
                // The reference variant, like the binding, answers action messages by Objective-C name.
                let found =
                    helper.isActionMethod && variant.name == "ReferenceControls"
                    ? variant.code.contains("\"\(helper.objectiveCName)\"") : Self.declares(helper, in: variant.code)
                #expect(found, "\(helper) is missing from the \(variant.name) harness")
            }
        }
    }

    @Test func everyDocumentedHelperIsBoundInTheReferenceOrTheKit() throws {
        let bound = Set(ReferenceImplementation().info.supportedMembers + KitHarness.keys)
        for helper in try Self.documentedHelpers() {
            if helper.isActionMethod {
                #expect(KitHarness.actionSelectors.contains(helper.objectiveCName), "\(helper) is not answered")
            } else {
                #expect(bound.contains(helper.bindingKey), "\(helper) is documented but not bound by the reference")
            }
        }
    }

    @Test func actionMethodsHaveTheirObjectiveCNames() {
        let names = ["handle(_:)", "handle(_:event:)", "handleWithoutSender()"].map {
            Helper(owner: "ActionRecorder", kind: .method, symbol: $0).objectiveCName
        }
        #expect(names == ["handle:", "handle:event:", "handleWithoutSender"])
    }

    @Test func aMissingHelperIsFound() {
        let code =
            "final class ActionRecorder: NSObject {\n    func reset() {}\n}\nfinal class EventRecorder: NSObject {\n    var names: [String] = []\n}\n"
        #expect(Self.declares(Helper(owner: "ActionRecorder", kind: .method, symbol: "reset()"), in: code))
        #expect(!Self.declares(Helper(owner: "ActionRecorder", kind: .method, symbol: "handle(_:)"), in: code))
        #expect(!Self.declares(Helper(owner: "ActionRecorder", kind: .property, symbol: "actions"), in: code))
        #expect(
            !Self.declares(Helper(owner: "EventRecorder", kind: .initializer, symbol: "init(observing:)"), in: code))
        #expect(!Self.declares(Helper(owner: "EventRecorder", kind: .method, symbol: "reset()"), in: code))
        #expect(Self.declares(Helper(owner: "EventRecorder", kind: .property, symbol: "names"), in: code))
    }
}
