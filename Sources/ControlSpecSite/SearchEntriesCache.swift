import ControlSpecModel
import Foundation
import Synchronization

/// The search index's entries of each page from the last build, part by part (``SearchParts``), so
/// that rebuilding a part of the index (``SiteGenerator/generate(only:searchCache:)``) only reads and
/// tokenizes the pages whose entries may have changed, and only reads the cache of that part.
///
/// A page's entries are found under a key made of everything they are built from: the page's
/// content hash (given by the caller, who has the files), its path, its registry entry and those of
/// its constants, and the page's address in the site. ``partData()`` holds, for each part built, the
/// entries of that build only, so the cache does not grow with pages that are gone.
///
/// The data of a part is binary, in the kit's cache encoding (``BinaryWriter``): per page, its key
/// (8 bytes), the length of its entries, then the entries: lengths and numbers as LEB128
/// variable-length integers, texts as UTF-8. Entries reused
/// from the last build are copied into the next one's data as they were, and only decoded when used.
package final class SearchEntriesCache: Sendable {
    private static let magic = Array("controlspec-search-entries 4\n".utf8)

    private let previousPart: @Sendable (Int) -> Data?
    private let pageHashes: [String: UInt64]
    private let salt: String
    /// What the parts built so far left: their data (or the store it goes to), the pages reused, the store's error.
    private struct State {
        var built: [Int: Data] = [:]
        var reused = 0
        var store: (@Sendable (Int, Data) throws -> Void)?
        var storeError: (any Error)?
    }

    private let state = Mutex(State())

    /// - Parameters:
    ///   - previousPart: the data (``partData()``) of a part from the last build; nil or unreadable
    ///     data is an empty cache. Only called for the parts that are built.
    ///   - pageHashes: a content hash of each page, by path in the docs folder.
    ///   - salt: what else keys must include (the tool's identity: templates and strings change with it).
    package init(previousPart: @escaping @Sendable (Int) -> Data?, pageHashes: [String: UInt64], salt: String) {
        self.previousPart = previousPart
        self.pageHashes = pageHashes
        self.salt = salt
    }

    /// How many pages' entries were taken from the last build.
    package var reusedPageCount: Int { state.withLock { $0.reused } }

    /// The new data of every part built by this build, by part number: what the next build reads.
    /// Parts that were not built keep their last data. Empty when the parts went to a store
    /// (``storeParts(with:)``).
    package func partData() -> [Int: Data] { state.withLock { $0.built } }

    /// Hands the data of each part to `store` (part number, data) as soon as the part is built, rather
    /// than keeping it for ``partData()``, so that the cache of a large index is never held whole.
    /// `store` is called from several threads at once.
    package func storeParts(with store: @escaping @Sendable (Int, Data) throws -> Void) {
        state.withLock { $0.store = store }
    }

    /// Throws the first error the store of ``storeParts(with:)`` threw.
    package func checkStored() throws {
        if let error = state.withLock({ $0.storeError }) { throw error }
    }

    /// The cache of one part, for building that part on one thread.
    func part(_ number: Int) -> Part {
        Part(number: number, previous: previousPart(number).map { [UInt8]($0) } ?? [], owner: self)
    }

    func finish(_ part: Part) {
        let data = part.data()
        let sink = state.withLock { state in
            state.reused += part.reused
            if state.store == nil { state.built[part.number] = data }
            return state.store
        }
        do {
            try sink?(part.number, data)
        } catch {
            state.withLock { $0.storeError = $0.storeError ?? error }
        }
    }

    func key(of item: SitePlan.SearchPage, registry: Registry) -> UInt64? {
        guard let hash = pageHashes[item.page.path] else { return nil }
        var key = StableHash()
        for part in [salt, item.page.path, item.url, item.member?.fingerprint ?? "article"] { key.combine(part) }
        key.combine(hash)
        for constant in item.page.constants {
            key.combine(registry[constant.symbolID]?.fingerprint ?? constant.symbolID)
        }
        return key.value
    }

    /// The entries of one part: those of the last build, read when asked for, and those of this one.
    final class Part {
        let number: Int
        private let previousBytes: [UInt8]
        /// Where each page's entries are in `previousBytes`, by key.
        private let previous: [UInt64: Range<Int>]
        private let owner: SearchEntriesCache
        private var out = BinaryWriter(prefix: SearchEntriesCache.magic)
        fileprivate var reused = 0

        fileprivate init(number: Int, previous: [UInt8], owner: SearchEntriesCache) {
            self.number = number
            self.owner = owner
            self.previous = SearchEntriesCache.locate(previous) ?? [:]
            self.previousBytes = self.previous.isEmpty ? [] : previous
        }

        func key(of item: SitePlan.SearchPage, registry: Registry) -> UInt64? {
            owner.key(of: item, registry: registry)
        }

        /// Appends the stored entries of `key` to `index`; false when there are none (or they are damaged).
        func appendStored(for key: UInt64, to index: inout SearchIndex) -> Bool {
            guard let range = previous[key], SearchEntriesCache.decode(previousBytes[range], into: &index) else {
                return false
            }
            reused += 1
            SearchEntriesCache.appendHeader(key: key, length: range.count, to: &out)
            out.raw(previousBytes[range])
            return true
        }

        func record(_ entries: SearchIndex, for key: UInt64) {
            var body = BinaryWriter()
            SearchEntriesCache.encode(entries, to: &body)
            SearchEntriesCache.appendHeader(key: key, length: body.bytes.count, to: &out)
            out.raw(body.bytes)
        }

        func data() -> Data { Data(out.bytes) }
    }

    // MARK: - Format

    /// The largest number a part holds: counts, lengths and document numbers; anything larger is damaged data.
    private static let largestNumber = Int(Int32.max)

    private static func appendHeader(key: UInt64, length: Int, to out: inout BinaryWriter) {
        out.hash(key)
        out.count(length)
    }

    private static func encode(_ entries: SearchIndex, to out: inout BinaryWriter) {
        out.count(entries.documents.count)
        for document in entries.documents {
            for field in [
                document.title, document.meta, document.snippet, document.url, document.language, document.key,
            ] {
                out.text(field)
            }
        }
        out.count(entries.terms.count)
        // In an order of their own: a dictionary's order changes with each process's hash seed, and the same
        // pages must give the same bytes. The order of UTF-8 bytes, which needs no Unicode comparison of the
        // Chinese terms; the site's scripts sort the terms again.
        for term in entries.terms.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let postings = entries.terms[term] ?? []
            out.text(term)
            out.count(postings.count)
            for value in postings { out.count(value) }
        }
    }

    /// Where each page's entries are in a part's data, by key; nil when the data is not a part's cache.
    private static func locate(_ bytes: [UInt8]) -> [UInt64: Range<Int>]? {
        var input = BinaryReader(bytes[...])
        guard input.expect(magic) else { return nil }
        var ranges: [UInt64: Range<Int>] = [:]
        while !input.atEnd {
            guard let key = input.hash(), let length = input.count(limit: largestNumber),
                let entries = input.raw(length)
            else { return nil }
            ranges[key] = entries.indices
        }
        return ranges
    }

    /// Appends the entries encoded in `bytes` to `index`; false (and `index` unchanged) when they are damaged.
    private static func decode(_ bytes: ArraySlice<UInt8>, into index: inout SearchIndex) -> Bool {
        var input = BinaryReader(bytes)
        guard let documentCount = input.count(limit: largestNumber), documentCount <= bytes.count else { return false }
        var documents: [SearchIndex.Document] = []
        documents.reserveCapacity(documentCount)
        for _ in 0..<documentCount {
            guard let title = input.text(), let meta = input.text(), let snippet = input.text(),
                let url = input.text(), let language = input.text(), let documentKey = input.text()
            else { return false }
            documents.append(
                SearchIndex.Document(
                    title: title, meta: meta, snippet: snippet, url: url, language: language, key: documentKey))
        }
        guard let termCount = input.count(limit: largestNumber), termCount <= bytes.count else { return false }
        var terms: [String] = []
        var bounds = [0]
        var postings: [Int] = []
        terms.reserveCapacity(termCount)
        bounds.reserveCapacity(termCount + 1)
        for _ in 0..<termCount {
            guard let term = input.text(), let count = input.count(limit: largestNumber), count % 2 == 0,
                input.position + count <= bytes.endIndex
            else { return false }
            for _ in 0..<count {
                guard let value = input.count(limit: largestNumber) else { return false }
                postings.append(value)
            }
            terms.append(term)
            bounds.append(postings.count)
        }
        guard input.atEnd, stride(from: 0, to: postings.count, by: 2).allSatisfy({ postings[$0] < documentCount })
        else { return false }
        index.append(documents: documents, terms: terms, bounds: bounds, postings: postings)
        return true
    }
}
