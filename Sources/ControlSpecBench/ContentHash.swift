import ControlSpecModel
import ControlSpecRunner
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
    /// The hash of what `write` writes, taken as it is written: a large output (results, the report's
    /// facts) is never whole in memory.
    public static func of(writing write: (OutputSink) -> Void) -> UInt64 {
        let box = HashBox()
        let sink = OutputSink { box.hash.combine(bytes: $0) }
        write(sink)
        // Hashing never fails, so neither does the sink.
        try? sink.finish()
        return box.hash.value
    }
}

/// The hash an ``OutputSink`` feeds, on the thread that writes.
private final class HashBox {
    var hash = ContentHash()
}
