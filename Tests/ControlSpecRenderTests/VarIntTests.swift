import ControlSpecSite
import Testing

@Suite("Numbers in the binary caches")
struct VarIntTests {
    @Test func numbersReadBackAsWrittenOneAfterAnother() {
        let values = [0, 1, 127, 128, 300, 16_383, 16_384, Int(Int32.max), Int.max]
        var bytes: [UInt8] = []
        for value in values { VarInt.append(value, to: &bytes) }
        var position = 0
        let read = values.map { _ in VarInt.read(bytes[...], at: &position, limit: .max) }
        #expect(read == values)
        #expect(position == bytes.count)
    }

    @Test func aNumberAboveTheLimitOrCutShortIsNil() {
        var bytes: [UInt8] = []
        VarInt.append(1_000, to: &bytes)
        var position = 0
        #expect(VarInt.read(bytes[...], at: &position, limit: 999) == nil)
        position = 0
        #expect(VarInt.read(bytes.dropLast(), at: &position, limit: .max) == nil)
        // Eleven bytes with the high bit set run past 64 bits: damaged, not a trap.
        position = 0
        #expect(VarInt.read(ArraySlice(repeating: 0xFF, count: 11), at: &position, limit: .max) == nil)
    }
}
