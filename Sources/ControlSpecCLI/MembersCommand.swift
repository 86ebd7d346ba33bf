import CaseLanguage
import ControlSpecModel
import Foundation

/// `controlspec members`: every member key of the contract, with what it takes and gives and how many cases use
/// it, so that an implementation's author can plan from a list rather than from the reference's source.
enum MembersCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "members",
        abstract: "List every contract member key with its argument and result types and its cases.",
        discussion: """
            One line per member key an implementation may announce in its handshake: the key, the arguments
            and the result as wire kinds (conformance/PROTOCOL.md, "Values"), the iOS version that introduced
            the member, a constant's raw value, and how many cases of the docs use it. Members the case checker rejects (the reference
            does not model them) are marked so. Sorted by the number of cases, most first.
            """,
        options: SharedOptions.corpus + [json])

    static let json = Flag("--json", help: "Print the members as stable JSON, sorted by key.")

    /// One line of the list.
    struct Entry: Codable {
        var key: String
        var kind: String
        var hasReceiver: Bool
        var arguments: [ContractSignature.Argument]
        var result: ValueShape
        /// The Swift declaration in the registry; nil for the harness.
        var declaration: String?
        var introduced: String?
        var deprecated: String?
        /// A constant's raw value in UIKit (the value on the wire), from the registry; nil for other members.
        var rawValue: UInt64?
        /// For a case of a Swift enumeration without raw values: its Objective-C value, from the registry.
        var objcValue: Int64?
        /// How many cases of the docs call the member.
        var cases: Int
        /// Why cases may not use the member yet; nil when they may.
        var rejected: String?
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let workspace = try Workspace.load(arguments, context: context)
        let registry = workspace.corpus.registry
        let schema = Schema(registry: registry)
        let uses = caseCounts(in: workspace.corpus, schema: schema)
        let entries = schema.contractSignatures.map { signature in
            let registryID = signature.key.hasSuffix("=") ? String(signature.key.dropLast()) : signature.key
            let member = registry[registryID]
            return Entry(
                key: signature.key, kind: signature.kind, hasReceiver: signature.hasReceiver,
                arguments: signature.arguments, result: signature.result, declaration: member?.swift,
                introduced: member?.introduced, deprecated: member?.deprecated, rawValue: member?.rawValue,
                objcValue: member?.objcValue, cases: uses[signature.key] ?? 0,
                rejected: UnmodelledMembers.reason(for: signature.key))
        }
        if arguments[Self.json] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            context.outJSON(String(decoding: try encoder.encode(entries), as: UTF8.self))
            return ExitStatus.success
        }
        let ranked = entries.sorted { ($1.cases, $0.key) < ($0.cases, $1.key) }
        var lines = ranked.map(line)
        let used = entries.filter { $0.cases > 0 }.count
        lines.append("\(entries.count) member keys, \(used) used by cases")
        context.out(lines.joined(separator: "\n"))
        return ExitStatus.success
    }

    /// `  12 cases  UIButton.setTitle(_:for:)  (string or null, options UIControl.State) -> void  iOS 2.0`.
    static func line(_ entry: Entry) -> String {
        let receiver = entry.hasReceiver ? "receiver, " : ""
        let arguments = entry.arguments.map { "\($0.label): \($0.shape.wire)" }.joined(separator: ", ")
        var text =
            String(format: "%4d", entry.cases) + " cases  \(entry.key)  (\(receiver)\(arguments)) -> "
            + entry.result.wire
        if let raw = entry.rawValue { text += "  raw \(raw)" }
        if let introduced = entry.introduced { text += "  iOS \(introduced)" }
        if entry.rejected != nil { text += "  [not modelled: cases may not use it yet]" }
        return text
    }

    /// How many English cases call each member key (each case counted once per key).
    static func caseCounts(in corpus: Corpus, schema: Schema) -> [String: Int] {
        let compiler = CaseCompiler(schema: schema)
        var counts: [String: Int] = [:]
        for page in corpus.pages where page.language == .english {
            for testCase in page.cases {
                guard let program = try? compiler.compile(CaseSource(block: testCase.block)) else { continue }
                for key in Set(program.memberKeys) { counts[key, default: 0] += 1 }
            }
        }
        return counts
    }
}
