import ControlSpecModel
import Testing

@Suite struct ByteSearchTests {
    /// The first match by the plainest possible search over the UTF-8 bytes: the answer to compare with.
    static func naive(_ haystack: Substring, _ needle: String) -> Range<String.Index>? {
        let bytes = Array(haystack.utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where Array(bytes[start..<(start + pattern.count)]) == pattern {
            let lower = haystack.utf8.index(haystack.startIndex, offsetBy: start)
            return lower..<haystack.utf8.index(lower, offsetBy: pattern.count)
        }
        return nil
    }

    @Test func findsTheFirstMatchAtEveryPlaceANaiveSearchDoes() {
        let texts = ["", "a", "aaab", "abab", "<a href=\"x\">页面</a> id=\"t\"", "页面页面a页", "xx</a></a>"]
        let needles = ["", "a", "aab", "ab", "b", "</a>", "页", "面a", " id=\"t\"", "zzz", "aaaaaaaaaaaaa"]
        for text in texts {
            // Whole strings and substrings that start and end inside them.
            let utf8 = Array(text.utf8)
            var pieces: [Substring] = [Substring(text)]
            if utf8.count > 2, let inner = String(validating: utf8[1..<(utf8.count - 1)], as: UTF8.self) {
                pieces.append(Substring(inner))
            }
            if let start = text.indices.dropFirst().first { pieces.append(text[start...]) }
            for piece in pieces {
                for needle in needles {
                    #expect(piece.firstByteRange(of: needle) == Self.naive(piece, needle), "\(piece) / \(needle)")
                }
            }
        }
    }

    @Test func aRepeatedFirstByteDoesNotHideALaterMatch() {
        let text = String(repeating: "<", count: 5_000) + "<a>"
        let found = text.firstByteRange(of: "<a>")
        #expect(found.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } == 5_000)
    }
}
