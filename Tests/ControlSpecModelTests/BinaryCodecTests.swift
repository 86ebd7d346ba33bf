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

    @Test func aNumberAboveTheLimitOrCutShortIsNil() {
        var out = BinaryWriter()
        out.count(1_000)
        var input = BinaryReader(out.bytes[...])
        let read1 = input.count(limit: 999)
        #expect(read1 == nil)
        input = BinaryReader(out.bytes.dropLast())
        let read2 = input.count(limit: .max)
        #expect(read2 == nil)
        // Eleven bytes with the high bit set run past 64 bits: damaged, not a trap.
        input = BinaryReader(ArraySlice(repeating: 0xFF, count: 11))
        let read3 = input.count(limit: .max)
        #expect(read3 == nil)
        // Without a limit, a count is never more than the data's size.
        input = BinaryReader(out.bytes[...])
        let read4 = input.count()
        #expect(read4 == nil)
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
        let read5 = input.expect(magic)
        #expect(read5)
        let read6 = input.text()
        #expect(read6 == "按钮 title")
        let read7 = input.hash()
        #expect(read7 == 0x0102_0304_0506_0708)
        let read8 = input.flag()
        #expect(read8 == true)
        let read9 = input.flag()
        #expect(read9 == false)
        let read10 = input.json([String].self)
        #expect(read10 == ["a", "b"])
        #expect(input.nextByte == 9)
        let read11 = input.raw(2)
        #expect(read11 == [9, 9])
        #expect(input.atEnd)
        let read12 = input.raw(1)
        #expect(read12 == nil)
        let read13 = input.hash()
        #expect(read13 == nil)
    }

    @Test func damagedDataReadsAsNil() {
        var input = BinaryReader(Array("other 1\n".utf8)[...])
        let read14 = input.expect(Array("magic 1\n".utf8))
        #expect(!read14)
        input = BinaryReader([2][...])
        let read15 = input.flag()
        #expect(read15 == nil)
        input = BinaryReader([5, 0x41][...])
        let read16 = input.text()
        #expect(read16 == nil)
        input = BinaryReader([1, 2, 3][...])
        let read17 = input.hash()
        #expect(read17 == nil)
        // A reader over a slice reads the slice's indices.
        let bytes: [UInt8] = [0xAA, 1, 0x42, 0xBB]
        input = BinaryReader(bytes[1..<3])
        let read18 = input.text()
        #expect(read18 == "B")
        #expect(input.atEnd)
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
