import Foundation

/// Writes the kit's binary cache files (the publish cache, the search index's entries): counts and
/// lengths as unsigned LEB128 numbers (seven bits a byte, low bits first, the high bit set on every
/// byte but the last), hashes as 8 little-endian bytes, texts as UTF-8 after their length, flags as
/// one byte, and rare values as JSON after their length. ``BinaryReader`` reads what it writes.
package struct BinaryWriter: Sendable {
    /// What was written so far.
    package var bytes: [UInt8]

    /// A writer whose data starts with `prefix` (a file's magic line).
    package init(prefix: [UInt8] = []) {
        self.bytes = prefix
    }

    /// Appends a number (a count, a length or a small value: never negative).
    @inlinable
    package mutating func count(_ value: Int) {
        var value = UInt(bitPattern: value)
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Appends a text's length and its UTF-8 bytes.
    @inlinable
    package mutating func text(_ value: String) {
        count(value.utf8.count)
        bytes += value.utf8
    }

    /// Appends a hash (or any 64-bit value) as 8 little-endian bytes.
    @inlinable
    package mutating func hash(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    /// Appends one byte, 1 or 0.
    package mutating func flag(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Appends bytes as they are (data already in this encoding).
    @inlinable
    package mutating func raw(_ value: some Sequence<UInt8>) {
        bytes += value
    }

    /// Appends the number of `items`, then each item as `write` writes it.
    package mutating func entries<Items: Collection>(_ items: Items, _ write: (inout Self, Items.Element) -> Void) {
        count(items.count)
        for item in items { write(&self, item) }
    }

    /// Appends a flag saying whether there is a value, then the value as `write` writes it.
    package mutating func optional<Value>(_ value: Value?, _ write: (inout Self, Value) -> Void) {
        flag(value != nil)
        if let value { write(&self, value) }
    }

    /// Appends a value as JSON with sorted keys, after its length: for rare and small values.
    /// The value must always encode (strings, numbers and arrays of them).
    package mutating func json(_ value: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try! encoder.encode(value)
        count(data.count)
        bytes += data
    }
}

/// Reads what ``BinaryWriter`` wrote. Every read is nil at the end of the data or on damaged data,
/// and then the reader's position is unspecified: a caller stops at the first nil.
package struct BinaryReader: Sendable {
    @usableFromInline let bytes: ArraySlice<UInt8>
    /// Where the next read starts, an index of the data it was made with.
    package var position: Int

    /// A reader at the start of `bytes` (indices are those of the slice).
    package init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.position = bytes.startIndex
    }

    /// True when every byte was read.
    package var atEnd: Bool { position == bytes.endIndex }

    /// Reads `prefix` (a file's magic line); false when the data does not start with it.
    package mutating func expect(_ prefix: [UInt8]) -> Bool {
        guard bytes.endIndex - position >= prefix.count,
            bytes[position..<position + prefix.count].elementsEqual(prefix)
        else { return false }
        position += prefix.count
        return true
    }

    /// Reads a number written by ``BinaryWriter/count(_:)``; nil above `limit` (which in a count or a
    /// length means damaged data). The default limit is the data's size: no count or length can be larger.
    @inlinable
    package mutating func count(limit: Int? = nil) -> Int? {
        let limit = UInt(max(limit ?? bytes.count, 0))
        var value: UInt = 0
        var shift: UInt = 0
        while position < bytes.endIndex, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { return value <= limit ? Int(value) : nil }
            shift += 7
        }
        return nil
    }

    /// Reads `length` bytes as they are.
    @inlinable
    package mutating func raw(_ length: Int) -> ArraySlice<UInt8>? {
        guard length >= 0, bytes.endIndex - position >= length else { return nil }
        defer { position += length }
        return bytes[position..<position + length]
    }

    /// Reads a text written by ``BinaryWriter/text(_:)``.
    @inlinable
    package mutating func text() -> String? {
        guard let length = count(), let utf8 = raw(length) else { return nil }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Reads a hash written by ``BinaryWriter/hash(_:)``.
    @inlinable
    package mutating func hash() -> UInt64? {
        guard let data = raw(8) else { return nil }
        var value: UInt64 = 0
        for (offset, byte) in data.enumerated() { value |= UInt64(byte) << (8 * UInt64(offset)) }
        return value
    }

    /// Reads a flag written by ``BinaryWriter/flag(_:)``; nil for a byte other than 0 and 1.
    package mutating func flag() -> Bool? {
        guard position < bytes.endIndex, bytes[position] <= 1 else { return nil }
        position += 1
        return bytes[position - 1] == 1
    }

    /// Reads a value written by ``BinaryWriter/json(_:)``.
    package mutating func json<Value: Decodable>(_ type: Value.Type) -> Value? {
        guard let length = count(), let data = raw(length) else { return nil }
        return try? JSONDecoder().decode(type, from: Data(data))
    }

    /// Reads what ``BinaryWriter/entries(_:_:)`` wrote, each entry with `read`; nil when one is damaged.
    package mutating func entries<Entry>(_ read: (inout Self) -> Entry?) -> [Entry]? {
        guard let count = count() else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let entry = read(&self) else { return nil }
            entries.append(entry)
        }
        return entries
    }

    /// Reads what ``BinaryWriter/optional(_:_:)`` wrote: `.some(nil)` when there is no value, nil when
    /// the data is damaged.
    package mutating func optional<Value>(_ read: (inout Self) -> Value?) -> Value?? {
        guard let present = flag() else { return nil }
        guard present else { return .some(nil) }
        guard let value = read(&self) else { return nil }
        return .some(value)
    }

    /// The next byte, not read; nil at the end.
    package var nextByte: UInt8? { position < bytes.endIndex ? bytes[position] : nil }
}
