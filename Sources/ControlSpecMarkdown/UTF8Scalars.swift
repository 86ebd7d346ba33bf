/// Scalars read straight from the UTF-8 bytes of a string, for readers that go over a page's bytes
/// without making strings of them.
package enum UTF8Scalars {
    /// The scalar whose lead byte is at `offset` and its width in bytes; nil when the bytes there do not
    /// start one. On the bytes of a Swift string (valid UTF-8), the scalar the standard decoder reads.
    package static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
        scalar: Unicode.Scalar, width: Int
    )? {
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let width = lead >= 0xF5 ? 0 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
        guard width > 0, offset + width <= bytes.count else { return nil }
        var value = UInt32(lead) & (0x7F >> UInt32(width))
        for index in 1..<width {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, width)
    }

    /// Scalars that join no character before them, and that nothing after them joins but a combining
    /// mark or a joiner (which are not among them): between two of these, or ASCII other than a carriage
    /// return, a character ends. Latin up to the combining marks, general punctuation, CJK punctuation
    /// before its combining marks, the ideographs and the full-width forms.
    package static func isCharacterOnItsOwn(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0..<0x300, 0x2010...0x2027, 0x3000...0x3029, 0x3030...0x303F, 0x4E00...0x9FFF, 0xFF01...0xFF5E:
            return true
        default:
            return false
        }
    }
}
