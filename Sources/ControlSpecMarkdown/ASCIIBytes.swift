/// Checks on runs of UTF-8 bytes, eight at a time.
public enum ASCII {
    /// Whether every byte is ASCII (below 0x80).
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if base[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }
}
