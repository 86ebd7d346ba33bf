import ControlSpecModel

/// The code of a Swift block and where it sits in its Markdown file.
///
/// Every diagnostic and failure of the block is reported at a Markdown `path:line:column`, with
/// columns counted in characters (a Chinese character is one column).
package struct CaseSource: Hashable, Sendable {
    /// The code, without the fences (the literal of the fenced code block).
    package var code: String
    /// The Markdown file, as it should appear in messages (`Docs/en/UIButton/title(for_).md`).
    package var path: String
    /// The Markdown line of the first code line (the line after the opening fence).
    package var firstLine: Int
    /// Characters of indentation removed from each code line (the fence's indentation).
    package var columnOffset: Int
    /// The opening fence: where an outcome without a place of its own (an unsupported member) is reported.
    package var fence: SourceLocation

    package init(
        code: String, path: String = "<case>", firstLine: Int = 1, columnOffset: Int = 0, fence: SourceLocation? = nil
    ) {
        self.code = code
        self.path = path
        self.firstLine = firstLine
        self.columnOffset = columnOffset
        self.fence = fence ?? SourceLocation(path: path, line: max(firstLine - 1, 1), column: columnOffset + 1)
    }

    /// The code of a fenced block of a page, placed where the block stands in its Markdown file.
    package init(block: CodeBlock) {
        self.init(
            code: block.code, path: block.location.path, firstLine: block.firstCodeLine,
            columnOffset: block.indentation, fence: block.location)
    }
}

/// A half-open range of character offsets into a ``SourceText``.
struct TextRange: Hashable, Sendable {
    var start: Int
    var end: Int

    init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    func union(_ other: TextRange) -> TextRange { TextRange(min(start, other.start), max(end, other.end)) }
}

/// The characters of a ``CaseSource``, with the offsets of its lines.
struct SourceText: Sendable {
    let source: CaseSource
    let characters: [Character]
    /// The character offset at which each line starts.
    let lineStarts: [Int]

    init(_ source: CaseSource) {
        self.source = source
        let characters = Array(source.code)
        var starts = [0]
        for (offset, character) in characters.enumerated() where character.isNewline {
            starts.append(offset + 1)
        }
        self.characters = characters
        self.lineStarts = starts
    }

    /// The Markdown location of a character offset.
    func location(_ offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(
            path: source.path, line: source.firstLine + low,
            column: offset - lineStarts[low] + 1 + source.columnOffset)
    }

    /// The Markdown column of the last character of a range, when it ends on the line where it starts.
    func endColumn(_ range: TextRange) -> Int? {
        guard range.end > range.start else { return nil }
        let start = location(range.start)
        let end = location(range.end - 1)
        return start.line == end.line ? end.column : nil
    }

    func text(_ range: TextRange) -> String {
        let start = min(max(range.start, 0), characters.count)
        let end = min(max(range.end, start), characters.count)
        return String(characters[start..<end])
    }

    func diagnostic(
        _ id: String, _ summary: String, at range: TextRange, severity: Diagnostic.Severity = .error,
        fix: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            id: id, severity: severity, summary: summary, location: location(range.start),
            endColumn: endColumn(range), fix: fix ?? CaseFixes.fix(for: id))
    }
}
