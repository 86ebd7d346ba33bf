import Foundation

/// Checks on runs of UTF-8 bytes, eight at a time.
package enum ASCII {
    /// Whether every byte is ASCII (below 0x80).
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether the bytes start with those of `prefix`.
    @inlinable
    package func hasPrefix(_ prefix: StaticString) -> Bool {
        count >= prefix.utf8CodeUnitCount
            && (prefix.utf8CodeUnitCount == 0 || memcmp(baseAddress!, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0)
    }

    /// Whether the bytes are exactly those of `text`.
    @inlinable
    package func equals(_ text: StaticString) -> Bool {
        count == text.utf8CodeUnitCount && hasPrefix(text)
    }
}
