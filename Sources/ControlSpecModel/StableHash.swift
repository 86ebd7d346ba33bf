/// A 64-bit FNV-1a hash, the same in every process and on every machine (unlike `Hasher`, which is
/// seeded per process): for telling whether an input changed since it was last seen (a registry's
/// fingerprint, the keys of the publish cache).
package struct StableHash: Sendable {
    /// The hash of what was combined so far.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// Adds bytes.
    package mutating func combine(bytes: UnsafeRawBufferPointer) {
        var state = value
        for byte in bytes { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        value = state
    }

    /// Adds a string's UTF-8 bytes and a separator, so that `("ab", "c")` and `("a", "bc")` differ.
    package mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(text: UnsafeRawBufferPointer($0)) }
    }

    /// Adds the UTF-8 bytes of a text and the separator, as ``combine(_:)-(String)`` does for a string.
    package mutating func combine(text bytes: UnsafeRawBufferPointer) {
        combine(bytes: bytes)
        value = (value ^ 0xFF) &* 0x0000_0100_0000_01b3
    }

    /// Adds a number.
    package mutating func combine(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { combine(bytes: $0) }
    }

    /// The hash as 16 lowercase hexadecimal digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
