import ControlSpecSite

/// A stable 64-bit hash (FNV-1a, ``StableHash``), the same in every process and on every machine
/// (unlike `Hasher`, which is seeded per process), for telling whether an input changed since the
/// last publish.
public struct ContentHash: Sendable {
    private var state = StableHash()

    public init() {}

    /// Adds bytes.
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        state.combine(bytes: bytes)
    }

    /// Adds a string's UTF-8 bytes and a separator, so that `("ab", "c")` and `("a", "bc")` differ.
    public mutating func combine(_ text: String) {
        state.combine(text)
    }

    /// Adds a number (another hash, a count).
    public mutating func combine(_ number: UInt64) {
        state.combine(number)
    }

    /// The hash.
    public var value: UInt64 { state.value }

    /// The hash of `parts`, in order.
    public static func of(_ parts: String...) -> UInt64 {
        var hash = ContentHash()
        for part in parts { hash.combine(part) }
        return hash.value
    }

    /// The hash of some bytes.
    public static func of(bytes: [UInt8]) -> UInt64 {
        var hash = ContentHash()
        bytes.withUnsafeBytes { hash.combine(bytes: $0) }
        return hash.value
    }
}

extension ContentHash {
    /// The hash of everything a value encodes (every field its JSON would hold, with the shape that holds
    /// them), without building the JSON.
    ///
    /// A dictionary encodes its entries in its own order, which differs from process to process: values
    /// that hold dictionaries hash differently each time (an output is then rebuilt, never kept stale).
    public static func of(encoding value: some Encodable) -> UInt64 {
        let sink = HashSink()
        // The hashing encoder never throws; a value's own `encode(to:)` might, and then its hash is that
        // of what it encoded before it threw, which is still a function of the value.
        try? value.encode(to: HashingEncoder(sink: sink, codingPath: []))
        return sink.hash.value
    }
}

/// The hash an encoding feeds.
private final class HashSink {
    var hash = ContentHash()

    /// Starts a value at `path`: its depth and its key or index, so that the sequence of values says
    /// which container holds which (`[[1], 2]` and `[[1, 2]]` differ).
    func start(_ path: [any CodingKey], _ tag: String) {
        hash.combine(UInt64(path.count))
        hash.combine(path.last.map { $0.intValue.map(String.init) ?? $0.stringValue } ?? "")
        hash.combine(tag)
    }
}

private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct HashingEncoder: Encoder {
    let sink: HashSink
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.start(codingPath, "{")
        return KeyedEncodingContainer(KeyedHashing<Key>(sink: sink, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.start(codingPath, "[")
        return UnkeyedHashing(sink: sink, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleHashing(sink: sink, codingPath: codingPath)
    }
}

/// Scalars as tagged text: the tag keeps `1` and `"1"` apart.
private func hashScalar(_ sink: HashSink, _ path: [any CodingKey], _ value: some Encodable) throws {
    switch value {
    case let text as String: sink.start(path, "s"); sink.hash.combine(text)
    case let flag as Bool: sink.start(path, flag ? "true" : "false")
    case let number as Double: sink.start(path, "d"); sink.hash.combine(number.bitPattern)
    case let number as Float: sink.start(path, "d"); sink.hash.combine(Double(number).bitPattern)
    case let number as Int: sink.start(path, "i"); sink.hash.combine(UInt64(bitPattern: Int64(number)))
    case let number as any BinaryInteger: sink.start(path, "n"); sink.hash.combine(String(describing: number))
    default: try value.encode(to: HashingEncoder(sink: sink, codingPath: path))
    }
}

private struct KeyedHashing<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: HashSink
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { sink.start(codingPath + [key], "null") }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try hashScalar(sink, codingPath + [key], value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        HashingEncoder(sink: sink, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        HashingEncoder(sink: sink, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { HashingEncoder(sink: sink, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        HashingEncoder(sink: sink, codingPath: codingPath + [key])
    }
}

private struct UnkeyedHashing: UnkeyedEncodingContainer {
    let sink: HashSink
    var codingPath: [any CodingKey]
    var count = 0

    init(sink: HashSink, codingPath: [any CodingKey]) {
        self.sink = sink
        self.codingPath = codingPath
    }

    private mutating func nextPath() -> [any CodingKey] {
        defer { count += 1 }
        return codingPath + [IndexKey(count)]
    }

    mutating func encodeNil() throws { sink.start(nextPath(), "null") }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try hashScalar(sink, nextPath(), value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        HashingEncoder(sink: sink, codingPath: nextPath()).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        HashingEncoder(sink: sink, codingPath: nextPath()).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { HashingEncoder(sink: sink, codingPath: nextPath()) }
}

private struct SingleHashing: SingleValueEncodingContainer {
    let sink: HashSink
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { sink.start(codingPath, "null") }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try hashScalar(sink, codingPath, value)
    }
}
