import Foundation

/// A source text with a table of where its lines start, for turning cmark's byte positions into
/// lines and character columns.
package protocol LineIndexedText {
    var source: String { get }
    /// Byte offsets (into `source.utf8`) at which each line starts; index 0 is line 1.
    var lineStartOffsets: [Int] { get }
}

extension LineIndexedText {
    /// The text of a 1-based line, without its line terminator.
    package func line(_ number: Int) -> Substring {
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
    package func characterColumn(line number: Int, byteColumn: Int) -> Int {
        Self.characterColumn(in: line(number), byteColumn: byteColumn)
    }

    /// The character column counted in scalars, when every scalar before the column is one that is a
    /// character on its own (ASCII but CR, Latin letters, CJK ideographs and punctuation); nil otherwise.
    private static func simpleCharacterColumn(in lineText: Substring, byteColumn: Int) -> Int? {
        var bytes = 0
        var characters = 0
        for scalar in lineText.unicodeScalars {
            if bytes >= byteColumn - 1 { break }
            switch scalar.value {
            case 0x0D: return nil
            case 0..<0x300, 0x2010...0x2027, 0x3000...0x3029, 0x3030...0x303F, 0x4E00...0x9FFF, 0xFF01...0xFF5E:
                bytes += UTF8.width(scalar)
                characters += 1
            default:
                return nil
            }
        }
        if bytes < byteColumn - 1 { characters += byteColumn - 1 - bytes }
        return characters + 1
    }

    /// Converts a 1-based UTF-8 byte column within `lineText` into a 1-based character column.
    package static func characterColumn(in lineText: Substring, byteColumn: Int) -> Int {
        // Before the column, ASCII bytes are characters (a line holds no CR LF pair).
        if lineText.utf8.prefix(byteColumn - 1).allSatisfy({ $0 < 0x80 }) {
            return byteColumn
        }
        if let column = simpleCharacterColumn(in: lineText, byteColumn: byteColumn) { return column }
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

/// Converts the byte columns of many positions in one text to character columns, scanning each line
/// only as far as the positions on it, when positions come in order along the line.
package struct CharacterColumnCursor: Sendable {
    private var line = 0
    private var byteColumn = 1
    private var characterColumn = 1

    package init() {}

    /// The character column of `byteColumn` on 1-based `line` of `text`; the same as
    /// ``LineIndexedText/characterColumn(line:byteColumn:)``.
    package mutating func characterColumn<Text: LineIndexedText>(in text: Text, line: Int, byteColumn: Int) -> Int {
        characterColumn(
            source: text.source, lineStartOffsets: text.lineStartOffsets, line: line, byteColumn: byteColumn)
    }

    /// ``characterColumn(in:line:byteColumn:)`` for an outline, without generic dispatch.
    package mutating func characterColumn(in outline: MarkdownOutline, line: Int, byteColumn: Int) -> Int {
        characterColumn(
            source: outline.source, lineStartOffsets: outline.lineStartOffsets, line: line, byteColumn: byteColumn)
    }

    private mutating func characterColumn(source: String, lineStartOffsets: [Int], line: Int, byteColumn: Int) -> Int {
        var source = source
        return source.withUTF8 { bytes in
            lineStartOffsets.withUnsafeBufferPointer { starts in
                characterColumn(source: bytes, lineStartOffsets: starts, line: line, byteColumn: byteColumn)
            }
        }
    }

    /// ``characterColumn(in:line:byteColumn:)`` on the bytes of a UTF-8 source and its line table.
    package mutating func characterColumn(
        source bytes: UnsafeBufferPointer<UInt8>, lineStartOffsets: UnsafeBufferPointer<Int>, line: Int,
        byteColumn: Int
    ) -> Int {
        guard line >= 1, line <= lineStartOffsets.count, byteColumn >= 1 else {
            return Self.slowCharacterColumn(
                source: bytes, lineStartOffsets: lineStartOffsets, line: line, byteColumn: byteColumn)
        }
        if line != self.line || byteColumn < self.byteColumn {
            self.line = line
            self.byteColumn = 1
            self.characterColumn = 1
        }
        let lineStart = lineStartOffsets[line - 1]
        let lineEnd = line < lineStartOffsets.count ? lineStartOffsets[line] - 1 : bytes.count
        let counted = { () -> Int? in
            var offset = lineStart + self.byteColumn - 1
            let target = min(lineStart + byteColumn - 1, lineEnd)
            var characters = self.characterColumn
            // Most runs are ASCII without carriage returns: one character per byte.
            if offset < target, let base = bytes.baseAddress {
                let run = UnsafeBufferPointer(start: base + offset, count: target - offset)
                if ASCII.isASCII(run), memchr(run.baseAddress!, 0x0D, run.count) == nil {
                    characters += run.count
                    offset = target
                }
            }
            while offset < target {
                let lead = bytes[offset]
                // ASCII other than a carriage return, and ideographs U+5000–U+9FFF (lead bytes E5–E9, most
                // of a Chinese line): characters on their own, as the decoding below finds them.
                if lead < 0x80, lead != 0x0D {
                    offset += 1
                    characters += 1
                    continue
                }
                if lead &- 0xE5 < 5, offset + 2 < bytes.count {
                    offset += 3
                    characters += 1
                    continue
                }
                // What is left of ASCII, a carriage return, goes to the slow path with the rest.
                guard lead >= 0x80, let decoded = UTF8Scalars.scalar(in: bytes, at: offset),
                    UTF8Scalars.isCharacterOnItsOwn(decoded.scalar.value)
                else { return nil }
                offset += decoded.width
                characters += 1
            }
            // A column past the end of the line counts one character per byte, as the slow path does.
            return characters + max(0, byteColumn - 1 - (offset - lineStart))
        }()
        guard let counted else {
            self.line = 0
            return Self.slowCharacterColumn(
                source: bytes, lineStartOffsets: lineStartOffsets, line: line, byteColumn: byteColumn)
        }
        self.byteColumn = min(byteColumn, lineEnd - lineStart + 1)
        self.characterColumn = counted - max(0, byteColumn - self.byteColumn)
        return counted
    }

    /// ``LineIndexedText/characterColumn(line:byteColumn:)``, grapheme by grapheme.
    private static func slowCharacterColumn(
        source: UnsafeBufferPointer<UInt8>, lineStartOffsets: UnsafeBufferPointer<Int>, line: Int, byteColumn: Int
    ) -> Int {
        guard line >= 1, line <= lineStartOffsets.count else {
            return PlainLines.characterColumn(in: "", byteColumn: byteColumn)
        }
        let start = lineStartOffsets[line - 1]
        var end = line < lineStartOffsets.count ? lineStartOffsets[line] - 1 : source.count
        if end > start, source[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: source[start..<max(start, end)]), as: UTF8.self)
        return PlainLines.characterColumn(in: text[...], byteColumn: byteColumn)
    }

}

/// A source and its line table, as a concrete type.
private struct PlainLines: LineIndexedText {
    var source: String
    var lineStartOffsets: [Int]
}
