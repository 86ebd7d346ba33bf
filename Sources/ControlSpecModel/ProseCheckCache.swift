import Foundation
import Synchronization

/// The diagnostics of the checks of a file's prose (the names it mentions, and on a Chinese file the rules
/// of Chinese prose and the glossary's terms), kept from one publish to the next by file and content.
///
/// These checks are most of reading a corpus (the glossary's spellings are looked for on every line of
/// every Chinese page), and their diagnostics follow from the file's bytes and from what the checks
/// read besides: the registry's names, the misconceptions, the glossary and the build of the kit, which
/// ``fingerprint(tool:registry:options:)`` sums up. A file whose bytes and fingerprint are those of the
/// last publish gets the diagnostics it had then; any other file is checked. Parsing is not cached: a
/// page is parsed on every read (its parse is a small part of reading it).
package final class ProseCheckCache: Sendable {
    /// The cache's file in a publish's folder.
    package static let fileName = ".controlspec-prose-checks"

    /// What a file's checks found, and the hash of the bytes they were found in.
    struct Entry: Codable, Sendable {
        var contentHash: UInt64
        var diagnostics: [Diagnostic]
    }

    /// The file as stored: the fingerprint its entries were made under, and the entries by display path.
    private struct Stored: Codable {
        var fingerprint: String
        var entries: [String: Entry]
    }

    private let fingerprint: String
    private let previous: [String: Entry]
    /// The entries for the next publish, and how many of them were reused.
    private let state = Mutex<(next: [String: Entry], reused: Int)>(([:], 0))

    /// A cache whose entries are those of `data` (``data()`` of an earlier cache) when it was made under
    /// the same `fingerprint`, and none otherwise (no data, unreadable data, or other inputs).
    package init(data: Data?, fingerprint: String) {
        self.fingerprint = fingerprint
        let stored = data.flatMap { try? JSONDecoder().decode(Stored.self, from: $0) }
        previous = stored?.fingerprint == fingerprint ? stored?.entries ?? [:] : [:]
    }

    /// The diagnostics of the file at `displayPath` with the bytes hashed as `contentHash`: those of the
    /// last publish when its bytes are the same, else what `check` finds (and is kept for the next).
    package func diagnostics(displayPath: String, contentHash: UInt64, check: () -> [Diagnostic]) -> [Diagnostic] {
        if let entry = previous[displayPath], entry.contentHash == contentHash {
            state.withLock {
                $0.next[displayPath] = entry
                $0.reused += 1
            }
            return entry.diagnostics
        }
        let diagnostics = check()
        state.withLock { $0.next[displayPath] = Entry(contentHash: contentHash, diagnostics: diagnostics) }
        return diagnostics
    }

    /// How many files got the diagnostics of the last publish instead of being checked.
    package var reusedCount: Int { state.withLock { $0.reused } }

    /// The cache for the next publish: the files asked for since this one was made (a file that is gone
    /// is dropped).
    package func data() throws -> Data {
        let entries = state.withLock { $0.next }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(Stored(fingerprint: fingerprint, entries: entries))
    }

    /// Everything the checks read besides the file: the build of the kit (`tool`, which changes when the
    /// checks do), the registry's members, the misconceptions and the glossary's terms.
    package static func fingerprint(tool: String, registry: Registry, options: LintOptions) -> String {
        var hash = StableHash()
        hash.combine(tool)
        hash.combine(registry.sdk)
        hash.combine(UInt64(registry.members.count))
        for member in registry.members { hash.combine(member.fingerprint) }
        hash.combine(UInt64(options.misconceptions.count))
        for misconception in options.misconceptions {
            hash.combine(misconception.wrong)
            hash.combine(misconception.correct)
            hash.combine(misconception.note)
        }
        hash.combine(UInt64(options.glossary.terms.count))
        for term in options.glossary.terms {
            hash.combine(term.concept)
            hash.combine(term.preferred)
            hash.combine(term.rejected.joined(separator: "\u{1F}"))
            hash.combine(term.allowed.joined(separator: "\u{1F}"))
        }
        // Diagnostics found without the Chinese prose check must not stand in for a full check.
        if !options.checksChineseProse { hash.combine("without the Chinese prose check") }
        return hash.hex
    }
}
