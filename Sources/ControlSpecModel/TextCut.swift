/// Cuts a message or a captured value to ``FailureDetail/maximumTextLength`` characters, so that one huge answer
/// from an implementation (a 60 MB string where a Bool was expected) stays small in every output: what is left
/// says where it was cut and how long the whole was (`… [cut at 4096 of 62914560 characters]`).
package enum TextCut {
    /// `text`, or its first `limit` Unicode scalars and the cut's mark. A text already cut is returned as it is, so
    /// that results read back are the results written.
    package static func cut(_ text: String, at limit: Int = FailureDetail.maximumTextLength) -> String {
        // A scalar is at least one byte: text of at most `limit` bytes has at most `limit` scalars.
        guard text.utf8.count > limit else { return text }
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return text }
        let rest = scalars[end...]
        if text.utf8.distance(from: end, to: text.utf8.endIndex) < 80,
            isMark(String(String.UnicodeScalarView(rest)), limit: limit)
        {
            return text
        }
        let total = limit + rest.count
        return String(String.UnicodeScalarView(scalars[..<end])) + mark(limit: limit, total: total)
    }

    private static func mark(limit: Int, total: Int) -> String { "… [cut at \(limit) of \(total) characters]" }

    /// Whether `rest`, what follows the first `limit` scalars, is the mark of an earlier cut.
    private static func isMark(_ rest: String, limit: Int) -> Bool {
        rest.hasPrefix("… [cut at \(limit) of ") && rest.hasSuffix(" characters]")
    }
}
