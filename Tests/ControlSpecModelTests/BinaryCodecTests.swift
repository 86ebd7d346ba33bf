import ControlSpecModel
import Testing

@Suite("The binary caches' encoding")
struct BinaryCodecTests {
    @Test func numbersReadBackAsWrittenOneAfterAnother() {
        let values = [0, 1, 127, 128, 300, 16_383, 16_384, Int(Int32.max), Int.max]
        var out = BinaryWriter()
        for value in values { out.count(value) }
        #expect(out.bytes.prefix(5) == [0, 1, 0x7F, 0x80, 0x01])
        var input = BinaryReader(out.bytes[...])
        let read = values.map { _ in input.count(limit: .max) }
        #expect(read == values)
        #expect(input.atEnd)
    }

    /// What `read` reads from `bytes`.
    private func reading<Value>(_ bytes: ArraySlice<UInt8>, _ read: (inout BinaryReader) -> Value) -> Value {
        var input = BinaryReader(bytes)
        return read(&input)
    }

    @Test func aNumberAboveTheLimitOrCutShortIsNil() {
        var out = BinaryWriter()
        out.count(1_000)
        #expect(reading(out.bytes[...]) { $0.count(limit: 999) } == nil)
        #expect(reading(out.bytes.dropLast()) { $0.count(limit: .max) } == nil)
        // Eleven bytes with the high bit set run past 64 bits: damaged, not a trap.
        #expect(reading(ArraySlice(repeating: 0xFF, count: 11)) { $0.count(limit: .max) } == nil)
        // Without a limit, a count is never more than the data's size.
        #expect(reading(out.bytes[...]) { $0.count() } == nil)
    }

    @Test func everyKindOfValueReadsBackAfterAMagicLine() {
        let magic = Array("magic 1\n".utf8)
        var out = BinaryWriter(prefix: magic)
        out.text("按钮 title")
        out.hash(0x0102_0304_0506_0708)
        out.flag(true)
        out.flag(false)
        out.json(["a", "b"])
        out.raw([9, 9])
        #expect(out.bytes[magic.count + 13..<magic.count + 21] == [8, 7, 6, 5, 4, 3, 2, 1])
        var input = BinaryReader(out.bytes[...])
        let isCache = input.expect(magic)
        let text = input.text()
        let hash = input.hash()
        let flags = (input.flag(), input.flag())
        let json = input.json([String].self)
        let next = input.nextByte
        let raw = input.raw(2)
        #expect(isCache)
        #expect(text == "按钮 title")
        #expect(hash == 0x0102_0304_0506_0708)
        #expect(flags == (true, false))
        #expect(json == ["a", "b"])
        #expect(next == 9)
        #expect(raw == [9, 9])
        #expect(input.atEnd)
        let pastTheEnd = (input.raw(1), input.hash())
        #expect(pastTheEnd.0 == nil && pastTheEnd.1 == nil)
    }

    @Test func damagedDataReadsAsNil() {
        #expect(!reading(Array("other 1\n".utf8)[...]) { $0.expect(Array("magic 1\n".utf8)) })
        #expect(reading([2][...]) { $0.flag() } == nil)
        #expect(reading([5, 0x41][...]) { $0.text() } == nil)
        #expect(reading([1, 2, 3][...]) { $0.hash() } == nil)
        // A reader over a slice reads the slice's indices.
        let bytes: [UInt8] = [0xAA, 1, 0x42, 0xBB]
        #expect(reading(bytes[1..<3]) { ($0.text(), $0.atEnd) } == ("B", true))
    }

    @Test func listsAndOptionalValuesReadBackAsWritten() {
        var out = BinaryWriter()
        out.entries(["a", "bc"]) { $0.text($1) }
        out.optional(nil as UInt64?) { $0.hash($1) }
        out.optional(7 as UInt64?) { $0.hash($1) }
        #expect(out.bytes == [2, 1, 0x61, 2, 0x62, 0x63, 0, 1, 7, 0, 0, 0, 0, 0, 0, 0])
        var input = BinaryReader(out.bytes[...])
        let texts = input.entries { $0.text() }
        let absent = input.optional { $0.hash() }
        let present = input.optional { $0.hash() }
        #expect(texts == ["a", "bc"])
        #expect(absent == .some(nil))
        #expect(present == .some(7))
        #expect(input.atEnd)
        // A list whose entry is cut short, and an optional value that is missing, are damaged.
        input = BinaryReader(out.bytes[..<5])
        let cut = input.entries { $0.text() }
        #expect(cut == nil)
        input = BinaryReader([1][...])
        let missing = input.optional { $0.hash() }
        #expect(missing == nil)
    }
}
