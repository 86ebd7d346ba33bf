import ControlSpecModel
import ControlSpecRunner
import ControlSpecSite
import Foundation

/// What the last `controlspec publish` was built from, kept in the output folder
/// (``fileName``) so that the next publish redoes only what changed.
///
/// Every key is a ``ContentHash`` of the inputs of one output, and includes the tool's identity
/// (``PublishCache/tool``): another build of the kit rebuilds everything.
public struct PublishCache: Hashable, Sendable, Codable {
    /// The cache's file name in the output folder.
    public static let fileName = ".controlspec-cache.json"
    /// The search index's entries per page (``SearchEntriesCache``), beside it.
    public static let searchEntriesFileName = ".controlspec-search-entries"
    /// The format this version of the kit writes and reads; other versions are ignored.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// The kit's version and the identity of its executable.
    public var tool: String
    /// The key of each site file's inputs, by path in the site folder.
    public var siteFiles: [String: String]
    /// Diagnostics met while rendering site files, by path in the site folder (usually empty).
    public var siteDiagnostics: [String: [Diagnostic]]
    /// Static checks of each page's case and example code, by page path in the docs folder.
    public var caseChecks: [String: CachedChecks]
    /// Static-check problems that belong to no page (unreadable registry declarations).
    public var globalChecks: CachedChecks?
    /// How cases ended, by the key of their code, place, schema and implementation.
    public var outcomes: [String: CachedOutcome]
    /// The run the outcomes come from (kept by a publish that runs no case).
    public var run: RunInfo?
    /// The key of the whole-run outputs (report, results, JUnit), and their paths in the output folder.
    public var runFilesKey: String?
    public var runFiles: [String]

    public init(tool: String) {
        self.formatVersion = Self.currentFormatVersion
        self.tool = tool
        self.siteFiles = [:]
        self.siteDiagnostics = [:]
        self.caseChecks = [:]
        self.outcomes = [:]
        self.runFiles = []
    }

    /// Decodes a cache; nil when the data is not a cache of this format written by this tool.
    public init?(jsonData: Data, tool: String) {
        guard let cache = try? JSONDecoder().decode(PublishCache.self, from: jsonData),
            cache.formatVersion == Self.currentFormatVersion, cache.tool == tool
        else { return nil }
        self = cache
    }

    /// Compact JSON with sorted keys.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays of them always encode.
        return try! encoder.encode(self)
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
}

/// The static-check diagnostics of one page, with the key of what they were computed from.
public struct CachedChecks: Hashable, Sendable, Codable {
    public var key: String
    public var diagnostics: [Diagnostic]
}

/// How one case ended when it last ran.
public struct CachedOutcome: Hashable, Sendable, Codable {
    public var status: CaseStatus
    public var failures: [FailureDetail]
    public var durationMs: Double

    /// The runner's outcome, for statuses that an unchanged case always reproduces; nil otherwise.
    var outcome: ExecutionOutcome? {
        switch status {
        case .pass: return .passed
        case .fail: return .failed(failures)
        case .error: return .error(failures)
        case .unsupported: return failures.first.map { .unsupported($0) }
        default: return nil
        }
    }

    /// Passes, failures, errors and unsupported members are deterministic for the same code and
    /// implementation; crashes, timeouts and skips are not cached.
    static func isCacheable(_ status: CaseStatus) -> Bool {
        [.pass, .fail, .error, .unsupported].contains(status)
    }
}
