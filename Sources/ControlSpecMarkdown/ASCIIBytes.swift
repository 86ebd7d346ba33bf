import Foundation

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether the bytes start with those of `prefix`.
    @inlinable
    public func hasPrefix(_ prefix: StaticString) -> Bool {
        count >= prefix.utf8CodeUnitCount
            && (prefix.utf8CodeUnitCount == 0 || memcmp(baseAddress!, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0)
    }

    /// Whether the bytes are exactly those of `text`.
    @inlinable
    public func equals(_ text: StaticString) -> Bool {
        count == text.utf8CodeUnitCount && hasPrefix(text)
    }
}
