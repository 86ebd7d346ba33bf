import ControlSpecMarkdown
import Testing

@Suite("Byte checks")
struct ASCIIBytesTests {
    @Test func prefixesAndEqualityAreByteForByte() {
        func check(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
            var text = text
            return text.withUTF8(body)
        }
        #expect(check("swift case a") { $0.hasPrefix("swift") })
        #expect(!check("swif") { $0.hasPrefix("swift") })
        #expect(check("") { $0.hasPrefix("") })
        #expect(check("case") { $0.equals("case") })
        #expect(!check("cases") { $0.equals("case") })
        #expect(!check("") { $0.equals("case") })
        #expect(check("") { $0.equals("") })
    }

    @Test func asciiIsCheckedEightBytesAtATimeAndToTheLastByte() {
        var text = "0123456789abcdefé"
        #expect(!text.withUTF8 { ASCII.isASCII($0) })
        text = "0123456789abcdef!"
        #expect(text.withUTF8 { ASCII.isASCII($0) })
        #expect(ASCII.isASCII(UnsafeBufferPointer(start: nil, count: 0)))
    }
}
