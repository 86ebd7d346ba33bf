import ControlSpecMarkdown

/// A symbol-like name written in a page (inline code or prose), checked against the registry.
package struct SymbolMention: Hashable, Sendable {
    package var text: String
    package var location: SourceLocation
    /// The top-level block (paragraph, list, …) the mention stands in, counted from 0.
    package var block: Int
}

/// The symbol-like names a page mentions, in document order: its code spans and the
/// Objective-C-looking words of its prose, outside the title.
///
/// The names are kept as the parser found them (byte runs of the page's outline, byte columns) and
/// made into ``SymbolMention`` values, with character columns, as they are read: a page holds
/// hundreds of code spans, and reading them is the checks' work, not the parser's.
package struct SymbolMentions: Sequence, Sendable {
    /// An Objective-C-looking word of a text node.
    struct Word: Sendable {
        var text: String
        /// Where its text node stands (byte column).
        var position: SourcePosition
        var block: Int
    }

    private let outline: MarkdownOutline
    private let words: [Word]
    private let path: String
    private let firstBlock: Int

    init(outline: MarkdownOutline, words: [Word], path: String, firstBlock: Int) {
        self.outline = outline
        self.words = words
        self.path = path
        self.firstBlock = firstBlock
    }

    package func makeIterator() -> Iterator {
        Iterator(mentions: self)
    }

    /// Code spans and words merged by position; a code span comes first where both stand.
    package struct Iterator: IteratorProtocol {
        private let mentions: SymbolMentions
        private var span: Int
        private var word: Int
        private var columns = CharacterColumnCursor()

        init(mentions: SymbolMentions) {
            self.mentions = mentions
            span =
                mentions.outline.codeSpans.firstIndex { $0.block >= mentions.firstBlock }
                ?? mentions.outline.codeSpans.endIndex
            word = mentions.words.firstIndex { $0.block >= mentions.firstBlock } ?? mentions.words.endIndex
        }

        package mutating func next() -> SymbolMention? {
            let spans = mentions.outline.codeSpans
            let words = mentions.words
            if word < words.endIndex,
                span == spans.endIndex
                    || (words[word].position.line, words[word].position.column)
                        < (spans[span].position.line, spans[span].position.column)
            {
                defer { word += 1 }
                return mention(words[word].text, at: words[word].position, block: words[word].block)
            }
            guard span < spans.endIndex else { return nil }
            defer { span += 1 }
            return mention(
                mentions.outline.string(spans[span].literal), at: spans[span].position, block: spans[span].block)
        }

        private mutating func mention(_ text: String, at position: SourcePosition, block: Int) -> SymbolMention {
            SymbolMention(
                text: text, location: columns.location(of: position, in: mentions.outline, path: mentions.path),
                block: block)
        }
    }
}

extension CharacterColumnCursor {
    /// Where `position` (cmark's line and byte column) stands in `outline`, in characters, in the file at `path`.
    mutating func location(of position: SourcePosition, in outline: MarkdownOutline, path: String) -> SourceLocation {
        SourceLocation(
            path: path, line: position.line,
            column: characterColumn(in: outline, line: position.line, byteColumn: max(position.column, 1)))
    }

    /// ``location(of:in:path:)`` on an outline's bytes, for a reader inside ``MarkdownOutline/withBuffers(_:)``.
    mutating func location(of position: SourcePosition, in buffers: MarkdownOutline.Buffers, path: String)
        -> SourceLocation
    {
        SourceLocation(
            path: path, line: position.line,
            column: characterColumn(
                source: buffers.source, lineStartOffsets: buffers.lineStartOffsets, line: position.line,
                byteColumn: max(position.column, 1)))
    }
}
