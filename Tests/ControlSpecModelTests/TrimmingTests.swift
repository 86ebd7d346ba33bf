import Testing

@testable import ControlSpecModel

@Suite("Trimming whitespace")
struct TrimmingTests {
    /// What trimming meant when it looked up general categories.
    static func byCategory(_ scalar: Unicode.Scalar, andNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x09, 0x20: return true
        case 0x0A...0x0D, 0x85: return andNewlines
        case 0..<0x80: return false
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator: return true
            case .lineSeparator, .paragraphSeparator: return andNewlines
            default: return false
            }
        }
    }

    @Test func theListedSpacesAreExactlyTheSpaceSeparatorsOfEveryScalar() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for andNewlines in [false, true]
            where Substring.isTrimmed(scalar, andNewlines: andNewlines)
                != Self.byCategory(scalar, andNewlines: andNewlines)
            {
                differing.append(value)
            }
        }
        #expect(differing.isEmpty)
    }

    @Test func trimsBothEndsOfChineseAndMixedText() {
        #expect("\u{3000}参数 \u{A0}".trimmingWhitespace() == "参数")
        #expect("标题。".trimmingWhitespace() == "标题。")
        #expect(" \n描述\u{2028}".trimmingWhitespace(andNewlines: true) == "描述")
        #expect(" \n描述\u{2028}".trimmingWhitespace() == "\n描述\u{2028}")
        #expect("  ".trimmingWhitespace().isEmpty)
        #expect("e\u{301} ".trimmingWhitespace() == "e\u{301}")
        #expect("\u{301} x\t".trimmingWhitespace() == "\u{301} x")
        #expect("\r\n行\u{85}".trimmingWhitespace(andNewlines: true) == "行")
    }
}
