import ControlSpecModel
import ControlSpecRunner
import ControlSpecSite
import Foundation

/// What the last `controlspec publish` was built from, kept in the output folder
/// (``fileName``) so that the next publish redoes only what changed.
///
/// Every key is a ``StableHash`` of the inputs of one output, and includes the tool's identity
/// (``PublishCache/tool``): another build of the kit rebuilds everything.
///
/// The file is binary (``data()``), in the kit's cache encoding (``BinaryWriter``): numbers as LEB128
/// variable-length integers, hashes as 8 bytes, texts as UTF-8 with their length. Diagnostics,
/// failures and the run information, which are rare or single, are embedded as JSON.
package struct PublishCache: Hashable, Sendable {
    /// The cache's file name in the output folder; it is written last, after every output it describes.
    package static let fileName = ".controlspec-cache"
    /// The folder, beside it, of the search index's entries per page, one file per part of the index
    /// (``SearchEntriesCache``, ``searchEntriesFileName(part:)``).
    package static let searchEntriesFolder = ".controlspec-search-entries"
    /// The format this version of the kit writes and reads; other versions are ignored.
    package static let currentFormatVersion = 2

    /// The path in the output folder of the search entries of one part of the index.
    package static func searchEntriesFileName(part: Int) -> String {
        searchEntriesFolder + "/" + (part < 10 ? "0" : "") + String(part)
    }

    /// The kit's version and the identity of its executable.
    package var tool: String
    /// The key of each site file's inputs, by path in the site folder.
    package var siteFiles: [String: UInt64]
    /// Diagnostics met while rendering site files, by path in the site folder (usually empty).
    package var siteDiagnostics: [String: [Diagnostic]]
    /// Static checks of each page's case and example code, by page path in the docs folder.
    package var caseChecks: [String: CachedChecks]
    /// Static-check problems that belong to no page (unreadable registry declarations).
    package var globalChecks: CachedChecks?
    /// How cases ended, by the key of their code, place, schema and implementation.
    package var outcomes: [UInt64: CachedOutcome]
    /// The run the outcomes come from (kept by a publish that runs no case).
    package var run: RunInfo?
    /// The key of the whole-run outputs (report, results, JUnit), and their paths in the output folder.
    package var runFilesKey: UInt64?
    package var runFiles: [String]

    package init(tool: String) {
        self.tool = tool
        self.siteFiles = [:]
        self.siteDiagnostics = [:]
        self.caseChecks = [:]
        self.outcomes = [:]
        self.runFiles = []
    }

    /// The identity of the running tool: its version, and the size and modification time of its
    /// executable, so that rebuilding the kit (new templates, a fixed reference model) invalidates
    /// every cached output.
    package static func toolIdentity(version: String) -> String {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let executable = FileManager.default.fileExists(atPath: path) ? path : CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "controlspec \(version) \(executable) \(size) \(modified)"
    }

    // MARK: - The file

    private static let magic = Array("controlspec-cache \(currentFormatVersion)\n".utf8)

    /// The cache as written to ``fileName``; maps and lists in a fixed order, so equal caches are equal data.
    package func data() -> Data {
        var out = BinaryWriter(prefix: Self.magic)
        out.text(tool)
        out.entries(siteFiles.sorted { $0.key < $1.key }) { out, file in
            out.text(file.key)
            out.hash(file.value)
        }
        out.entries(siteDiagnostics.sorted { $0.key < $1.key }) { out, file in
            out.text(file.key)
            out.json(file.value)
        }
        out.entries(caseChecks.sorted { $0.key < $1.key }) { out, page in
            out.text(page.key)
            out.checks(page.value)
        }
        out.optional(globalChecks) { $0.checks($1) }
        out.entries(outcomes.sorted { $0.key < $1.key }) { out, entry in
            out.hash(entry.key)
            out.text(entry.value.outcome.status.rawValue)
            out.failures(entry.value.outcome.failures)
            out.hash(entry.value.durationMs.bitPattern)
        }
        out.optional(run) { $0.json($1) }
        out.optional(runFilesKey) { $0.hash($1) }
        out.entries(runFiles) { $0.text($1) }
        return Data(out.bytes)
    }

    /// Reads a cache; nil when the data is not a cache of this format written by this tool, or is damaged.
    package init?(data: Data, tool: String) {
        var input = BinaryReader([UInt8](data)[...])
        guard input.expect(Self.magic), input.text() == tool,
            let siteFiles = input.entries({ $0.byPath { $0.hash() } }),
            let siteDiagnostics = input.entries({ $0.byPath { $0.json([Diagnostic].self) } }),
            let caseChecks = input.entries({ $0.byPath { $0.checks() } }),
            let globalChecks = input.optional({ $0.checks() }),
            let outcomes = input.entries({ $0.outcome() }),
            let run = input.optional({ $0.json(RunInfo.self) }),
            let runFilesKey = input.optional({ $0.hash() }),
            let runFiles = input.entries({ $0.text() }),
            input.atEnd
        else { return nil }
        // Damaged data may repeat a key: the last entry counts, and reading never traps.
        self.tool = tool
        self.siteFiles = Dictionary(siteFiles, uniquingKeysWith: { $1 })
        self.siteDiagnostics = Dictionary(siteDiagnostics, uniquingKeysWith: { $1 })
        self.caseChecks = Dictionary(caseChecks, uniquingKeysWith: { $1 })
        self.globalChecks = globalChecks
        self.outcomes = Dictionary(outcomes, uniquingKeysWith: { $1 })
        self.run = run
        self.runFilesKey = runFilesKey
        self.runFiles = runFiles
    }
}

/// The static-check diagnostics of one page, with the key of what they were computed from.
package struct CachedChecks: Hashable, Sendable {
    package var key: UInt64
    package var diagnostics: [Diagnostic]
}

/// How one case ended when it last ran: the runner's outcome, and how long the case took.
package struct CachedOutcome: Hashable, Sendable {
    package var outcome: CaseOutcome
    package var durationMs: Double
}

extension BinaryWriter {
    fileprivate mutating func checks(_ value: CachedChecks) {
        hash(value.key)
        if value.diagnostics.isEmpty { count(0) } else { json(value.diagnostics) }
    }

    fileprivate mutating func failures(_ value: [FailureDetail]) {
        if value.isEmpty { count(0) } else { json(value) }
    }
}

extension BinaryReader {
    /// A path, then a value as `read` reads it: one entry of a map by path.
    fileprivate mutating func byPath<Value>(_ read: (inout Self) -> Value?) -> (String, Value)? {
        guard let path = text(), let value = read(&self) else { return nil }
        return (path, value)
    }

    /// One entry of ``PublishCache/outcomes``.
    fileprivate mutating func outcome() -> (UInt64, CachedOutcome)? {
        guard let key = hash(), let status = text().flatMap(CaseStatus.init(rawValue:)), let failures = failures(),
            let outcome = CaseOutcome(status: status, failures: failures), let duration = hash()
        else { return nil }
        return (key, CachedOutcome(outcome: outcome, durationMs: Double(bitPattern: duration)))
    }

    fileprivate mutating func checks() -> CachedChecks? {
        guard let key = hash(), let diagnostics = optionalJSON([Diagnostic].self) else { return nil }
        return CachedChecks(key: key, diagnostics: diagnostics)
    }

    fileprivate mutating func failures() -> [FailureDetail]? {
        optionalJSON([FailureDetail].self)
    }

    /// An empty array when the length is 0, else the JSON that follows.
    private mutating func optionalJSON<Element: Decodable>(_ type: [Element].Type) -> [Element]? {
        guard let next = nextByte else { return nil }
        if next == 0 {
            position += 1
            return []
        }
        return json(type)
    }
}
