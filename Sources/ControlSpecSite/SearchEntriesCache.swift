import ControlSpecModel
import Foundation

/// The search index's entries of each page from the last build, so that rebuilding the index
/// (``SiteGenerator/generate(only:searchCache:)``) only reads and tokenizes the pages whose entries
/// may have changed.
///
/// A page's entries are found under a key made of everything they are built from: the page's
/// content hash (given by the caller, who has the files), its path, its registry entry and those of
/// its constants, and the page's address in the site. ``data()`` holds the entries of the last
/// build only, so the cache does not grow with pages that are gone.
///
/// The data is binary: lengths and numbers as LEB128 variable-length integers, texts as UTF-8. Entries
/// reused from the last build are copied into the next one's data as they were.
public final class SearchEntriesCache: @unchecked Sendable {
    private static let magic = Array("controlspec-search-entries 3\n".utf8)

    /// One page's entries, as read from the data of the last build.
    struct Stored {
        var documents: [SearchIndex.Document]
        /// Terms, and where each one's postings are in `postings` (`bounds[i]..<bounds[i + 1]`).
        var terms: [String]
        var bounds: [Int]
        /// (document, weight) pairs with documents counted from the page's first.
        var postings: [Int]
        /// Where the entry is in the data it was read from.
        var bytes: Range<Int>
    }

    private let pageHashes: [String: String]
    private let salt: String
    private let previousBytes: [UInt8]
    private let previous: [String: Stored]
    private let lock = NSLock()
    /// This build's entries in page order: reused ones by their bytes in the last data, new ones by
    /// their bytes in `encoded` (encoded at once, so that no second copy of the index is held).
    private var used: [(reused: Bool, bytes: Range<Int>)] = []
    private var encoded: [UInt8] = []
    private var reused = 0

    /// - Parameters:
    ///   - previous: ``data()`` of the last build; nil or unreadable data is an empty cache.
    ///   - pageHashes: a content hash of each page, by path in the docs folder.
    ///   - salt: what else keys must include (the tool's identity: templates and strings change with it).
    public init(previous: Data?, pageHashes: [String: String], salt: String) {
        self.pageHashes = pageHashes
        self.salt = salt
        let bytes = previous.map { [UInt8]($0) } ?? []
        self.previousBytes = bytes
        self.previous = Self.decode(bytes) ?? [:]
    }

    /// How many pages' entries were taken from the last build.
    public var reusedPageCount: Int { lock.withLock { reused } }

    func key(page: Page, member: Registry.Member, url: String, registry: Registry) -> String? {
        guard let hash = pageHashes[page.path] else { return nil }
        var parts = [salt, page.path, hash, url, member.fingerprint]
        for constant in page.constants { parts.append(registry[constant.symbolID]?.fingerprint ?? constant.symbolID) }
        return parts.joined(separator: "\u{1}")
    }

    /// Appends the stored entries of `key` to `index`; false when there are none.
    func appendStored(for key: String, to index: inout SearchIndex) -> Bool {
        guard let stored = previous[key] else { return false }
        lock.withLock {
            reused += 1
            used.append((true, stored.bytes))
        }
        index.append(documents: stored.documents, terms: stored.terms, bounds: stored.bounds, postings: stored.postings)
        return true
    }

    func record(_ entries: SearchIndex, for key: String) {
        lock.withLock {
            let start = encoded.count
            Self.encode(key: key, entries: entries, to: &encoded)
            used.append((false, start..<encoded.count))
        }
    }

    /// The entries of this build, for the next one; the last build's as they were when this build did
    /// not make the search index (nothing it reads changed).
    public func data() -> Data {
        lock.withLock {
            if used.isEmpty, !previous.isEmpty { return Data(previousBytes) }
            var out = Data(Self.magic)
            for (reused, bytes) in used {
                out += reused ? previousBytes[bytes] : encoded[bytes]
            }
            return out
        }
    }

    // MARK: - Format

    private static func encode(key: String, entries: SearchIndex, to out: inout [UInt8]) {
        func number(_ value: Int) {
            var value = UInt(bitPattern: value)
            while value >= 0x80 {
                out.append(UInt8(value & 0x7F) | 0x80)
                value >>= 7
            }
            out.append(UInt8(value))
        }
        func text(_ value: String) {
            number(value.utf8.count)
            out += Array(value.utf8)
        }
        text(key)
        number(entries.documents.count)
        for document in entries.documents {
            for field in [
                document.title, document.meta, document.snippet, document.url, document.language, document.key,
            ] {
                text(field)
            }
        }
        number(entries.terms.count)
        for (term, postings) in entries.terms {
            text(term)
            number(postings.count)
            for value in postings { number(value) }
        }
    }

    private static func decode(_ bytes: [UInt8]) -> [String: Stored]? {
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else { return nil }
        var position = magic.count
        func number() -> Int? {
            var value: UInt = 0
            var shift: UInt = 0
            while position < bytes.count, shift < 64 {
                let byte = bytes[position]
                position += 1
                value |= UInt(byte & 0x7F) << shift
                // Only counts and small numbers are stored: anything larger is damaged data.
                if byte < 0x80 { return value <= UInt(Int32.max) ? Int(value) : nil }
                shift += 7
            }
            return nil
        }
        func text() -> String? {
            guard let count = number(), position + count <= bytes.count else { return nil }
            defer { position += count }
            return String(decoding: bytes[position..<position + count], as: UTF8.self)
        }
        var result: [String: Stored] = [:]
        while position < bytes.count {
            let start = position
            guard let key = text(), let documentCount = number(), documentCount <= bytes.count else { return nil }
            var documents: [SearchIndex.Document] = []
            documents.reserveCapacity(documentCount)
            for _ in 0..<documentCount {
                guard let title = text(), let meta = text(), let snippet = text(), let url = text(),
                    let language = text(), let documentKey = text()
                else { return nil }
                documents.append(
                    SearchIndex.Document(
                        title: title, meta: meta, snippet: snippet, url: url, language: language, key: documentKey))
            }
            guard let termCount = number(), termCount <= bytes.count else { return nil }
            var terms: [String] = []
            var bounds = [0]
            var postings: [Int] = []
            terms.reserveCapacity(termCount)
            bounds.reserveCapacity(termCount + 1)
            for _ in 0..<termCount {
                guard let term = text(), let count = number(), position + count <= bytes.count else { return nil }
                for _ in 0..<count {
                    guard let value = number() else { return nil }
                    postings.append(value)
                }
                terms.append(term)
                bounds.append(postings.count)
            }
            result[key] = Stored(
                documents: documents, terms: terms, bounds: bounds, postings: postings, bytes: start..<position)
        }
        return result
    }
}
