/// A stable 64-bit FNV-1a hash, the same in every process and on every machine (unlike `Hasher`,
/// which is seeded per process), for telling whether an input changed since the last publish.
public struct ContentHash: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Adds bytes.
    public mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        var state = self.state
        for byte in bytes {
            state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        self.state = state
    }

    /// Adds a string's UTF-8 bytes and a separator, so that `("ab", "c")` and `("a", "bc")` differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: $0) }
        combine(bytes: CollectionOfOne(0xFF))
    }

    /// The hash as 16 lowercase hexadecimal digits.
    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of `parts`, in order.
    public static func of(_ parts: String...) -> String {
        var hash = ContentHash()
        for part in parts { hash.combine(part) }
        return hash.hex
    }

    /// The hash of some bytes.
    public static func of(bytes: [UInt8]) -> String {
        var hash = ContentHash()
        bytes.withUnsafeBufferPointer { hash.combine(bytes: $0) }
        return hash.hex
    }
}
