import Testing

@testable import ControlSpecMarkdown

@Suite("Scalars read from UTF-8 bytes")
struct UTF8ScalarsTests {
    @Test func everyScalarIsReadAsTheStandardDecoderReadsItAndNoneStartsInsideOne() {
        let text = "a\r\n é–：标题。\u{301}\u{200D}🇫🇷\u{10FFFF}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}"
        let bytes = Array(text.utf8)
        var offset = 0
        for scalar in text.unicodeScalars {
            bytes.withUnsafeBufferPointer { buffer in
                let decoded = UTF8Scalars.scalar(in: buffer, at: offset)
                #expect(decoded?.scalar == scalar, "\(scalar.value) at \(offset)")
                #expect(decoded?.width == UTF8.width(scalar))
                for inside in offset + 1..<offset + UTF8.width(scalar) {
                    #expect(UTF8Scalars.scalar(in: buffer, at: inside) == nil)
                }
            }
            offset += UTF8.width(scalar)
        }
        #expect(offset == bytes.count)
    }

    @Test func aScalarCutShortByTheEndOfTheBytesIsNone() {
        let bytes = Array("标".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(UTF8Scalars.scalar(in: UnsafeBufferPointer(rebasing: buffer[..<2]), at: 0) == nil)
            #expect(UTF8Scalars.scalar(in: buffer, at: 0)?.scalar == "标")
        }
    }
}
