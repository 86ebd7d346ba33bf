/// Unsigned LEB128 numbers, the counts and lengths of the kit's binary cache files: seven bits a byte,
/// low bits first, the high bit set on every byte but the last.
public enum VarInt {
    /// Appends `value` (a count or a length: never negative) to `bytes`.
    public static func append(_ value: Int, to bytes: inout [UInt8]) {
        var value = UInt(bitPattern: value)
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Reads a number at `position` (advancing it); nil at the end of the data, or for a number above
    /// `limit`, which in a count or a length means damaged data.
    public static func read(_ bytes: ArraySlice<UInt8>, at position: inout Int, limit: Int) -> Int? {
        var value: UInt = 0
        var shift: UInt = 0
        while position < bytes.endIndex, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { return value <= UInt(max(limit, 0)) ? Int(value) : nil }
            shift += 7
        }
        return nil
    }
}
