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
public struct PublishCache: Hashable, Sendable {
    /// The cache's file name in the output folder; it is written last, after every output it describes.
    public static let fileName = ".controlspec-cache"
    /// The folder, beside it, of the search index's entries per page, one file per part of the index
    /// (``SearchEntriesCache``, ``searchEntriesFileName(part:)``).
    public static let searchEntriesFolder = ".controlspec-search-entries"
    /// The format this version of the kit writes and reads; other versions are ignored.
    public static let currentFormatVersion = 2

    /// The path in the output folder of the search entries of one part of the index.
    public static func searchEntriesFileName(part: Int) -> String {
        searchEntriesFolder + "/" + (part < 10 ? "0" : "") + String(part)
    }

    /// The kit's version and the identity of its executable.
    public var tool: String
    /// The key of each site file's inputs, by path in the site folder.
    public var siteFiles: [String: UInt64]
    /// Diagnostics met while rendering site files, by path in the site folder (usually empty).
    public var siteDiagnostics: [String: [Diagnostic]]
    /// Static checks of each page's case and example code, by page path in the docs folder.
    public var caseChecks: [String: CachedChecks]
    /// Static-check problems that belong to no page (unreadable registry declarations).
    public var globalChecks: CachedChecks?
    /// How cases ended, by the key of their code, place, schema and implementation.
    public var outcomes: [UInt64: CachedOutcome]
    /// The run the outcomes come from (kept by a publish that runs no case).
    public var run: RunInfo?
    /// The key of the whole-run outputs (report, results, JUnit), and their paths in the output folder.
    public var runFilesKey: UInt64?
    public var runFiles: [String]

    public init(tool: String) {
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
    public static func toolIdentity(version: String) -> String {
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
    public func data() -> Data {
        var out = BinaryWriter(prefix: Self.magic)
        out.text(tool)
        out.count(siteFiles.count)
        for path in siteFiles.keys.sorted() {
            out.text(path)
            out.hash(siteFiles[path]!)
        }
        out.count(siteDiagnostics.count)
        for path in siteDiagnostics.keys.sorted() {
            out.text(path)
            out.json(siteDiagnostics[path]!)
        }
        out.count(caseChecks.count)
        for path in caseChecks.keys.sorted() {
            out.text(path)
            out.checks(caseChecks[path]!)
        }
        out.flag(globalChecks != nil)
        if let globalChecks { out.checks(globalChecks) }
        out.count(outcomes.count)
        for key in outcomes.keys.sorted() {
            let outcome = outcomes[key]!
            out.hash(key)
            out.text(outcome.outcome.status.rawValue)
            out.failures(outcome.outcome.failures)
            out.hash(outcome.durationMs.bitPattern)
        }
        out.flag(run != nil)
        if let run { out.json(run) }
        out.flag(runFilesKey != nil)
        if let runFilesKey { out.hash(runFilesKey) }
        out.count(runFiles.count)
        for path in runFiles { out.text(path) }
        return Data(out.bytes)
    }

    /// Reads a cache; nil when the data is not a cache of this format written by this tool, or is damaged.
    public init?(data: Data, tool: String) {
        var input = BinaryReader([UInt8](data)[...])
        guard input.expect(Self.magic), input.text() == tool else { return nil }
        self.init(tool: tool)
        guard let siteFileCount = input.count() else { return nil }
        siteFiles.reserveCapacity(siteFileCount)
        for _ in 0..<siteFileCount {
            guard let path = input.text(), let key = input.hash() else { return nil }
            siteFiles[path] = key
        }
        guard let diagnosticCount = input.count() else { return nil }
        for _ in 0..<diagnosticCount {
            guard let path = input.text(), let diagnostics = input.json([Diagnostic].self) else { return nil }
            siteDiagnostics[path] = diagnostics
        }
        guard let checkCount = input.count() else { return nil }
        caseChecks.reserveCapacity(checkCount)
        for _ in 0..<checkCount {
            guard let path = input.text(), let checks = input.checks() else { return nil }
            caseChecks[path] = checks
        }
        guard let hasGlobal = input.flag() else { return nil }
        if hasGlobal {
            guard let checks = input.checks() else { return nil }
            globalChecks = checks
        }
        guard let outcomeCount = input.count() else { return nil }
        outcomes.reserveCapacity(outcomeCount)
        for _ in 0..<outcomeCount {
            guard let key = input.hash(), let status = input.text().flatMap(CaseStatus.init(rawValue:)),
                let failures = input.failures(), let outcome = ExecutionOutcome(status: status, failures: failures),
                let duration = input.hash()
            else { return nil }
            outcomes[key] = CachedOutcome(outcome: outcome, durationMs: Double(bitPattern: duration))
        }
        guard let hasRun = input.flag() else { return nil }
        if hasRun {
            guard let run = input.json(RunInfo.self) else { return nil }
            self.run = run
        }
        guard let hasKey = input.flag() else { return nil }
        if hasKey {
            guard let key = input.hash() else { return nil }
            runFilesKey = key
        }
        guard let runFileCount = input.count() else { return nil }
        for _ in 0..<runFileCount {
            guard let path = input.text() else { return nil }
            runFiles.append(path)
        }
        guard input.atEnd else { return nil }
    }
}

/// The static-check diagnostics of one page, with the key of what they were computed from.
public struct CachedChecks: Hashable, Sendable {
    public var key: UInt64
    public var diagnostics: [Diagnostic]
}

/// How one case ended when it last ran: the runner's outcome, and how long the case took.
public struct CachedOutcome: Hashable, Sendable {
    public var outcome: ExecutionOutcome
    public var durationMs: Double

    public init(outcome: ExecutionOutcome, durationMs: Double) {
        self.outcome = outcome
        self.durationMs = durationMs
    }
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
