import Foundation

/// A source text with a table of where its lines start, for turning cmark's byte positions into
/// lines and character columns.
public protocol LineIndexedText {
    var source: String { get }
    /// Byte offsets (into `source.utf8`) at which each line starts; index 0 is line 1.
    var lineStartOffsets: [Int] { get }
}

extension LineIndexedText {
    /// The text of a 1-based line, without its line terminator.
    public func line(_ number: Int) -> Substring {
        guard number >= 1, number <= lineStartOffsets.count else { return "" }
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStartOffsets[number - 1])
        var end =
            number < lineStartOffsets.count
            ? utf8.index(utf8.startIndex, offsetBy: lineStartOffsets[number] - 1) : utf8.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        return source[start..<end]
    }

    /// Converts a 1-based UTF-8 byte column on a line into a 1-based character column.
    public func characterColumn(line number: Int, byteColumn: Int) -> Int {
        Self.characterColumn(in: line(number), byteColumn: byteColumn)
    }

    /// Converts a 1-based UTF-8 byte column within `lineText` into a 1-based character column; a column
    /// past the end of the line counts one character per byte.
    public static func characterColumn(in lineText: Substring, byteColumn: Int) -> Int {
        var bytes = 0
        var characters = 0
        for character in lineText {
            if bytes >= byteColumn - 1 { break }
            bytes += character.utf8.count
            characters += 1
        }
        if bytes < byteColumn - 1 { characters += byteColumn - 1 - bytes }
        return characters + 1
    }
}
