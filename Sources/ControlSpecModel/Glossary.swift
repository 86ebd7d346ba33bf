/// The terms every Chinese page uses: for each concept, the preferred term and the variants it rejects
/// (the table under ``tableHeading`` in `Docs/glossary.md`).
public struct Glossary: Hashable, Sendable {
    /// One row of the table.
    public struct Term: Hashable, Sendable {
        /// What the term names, in English (`frame`).
        public var concept: String
        /// The term to write (`` `frame` ``), as Markdown.
        public var preferred: String
        /// Spellings a page must not use for the concept (`框架`).
        public var rejected: [String]
        /// Phrases that contain a rejected spelling and mean something else (`开发者报告`: developers
        /// reported, not a getter returning).
        public var allowed: [String]

        public init(concept: String, preferred: String, rejected: [String], allowed: [String] = []) {
            self.concept = concept
            self.preferred = preferred
            self.rejected = rejected
            self.allowed = allowed
        }
    }

    public var terms: [Term]
    /// Rows of the table that could not be read.
    public var problems: [Diagnostic]

    public init(terms: [Term] = [], problems: [Diagnostic] = []) {
        self.terms = terms
        self.problems = problems
    }

    /// A rejected spelling found in a line.
    public struct Finding: Hashable, Sendable {
        public var term: Term
        public var spelling: String
        /// The character column (from 1) where the spelling starts.
        public var column: Int
    }

    /// The rejected spellings in one line of Markdown or plain text, outside code spans, link addresses, web
    /// addresses and quoted text, and outside the term's allowed phrases.
    public func rejectedSpellings(in line: Substring) -> [Finding] {
        guard !terms.isEmpty else { return [] }
        let prose = ProseMask.masked(line)
        var found: [Finding] = []
        for term in terms {
            let allowedRanges = term.allowed.flatMap { prose.ranges(of: $0) }
            for rejected in term.rejected {
                for range in prose.ranges(of: rejected)
                where !allowedRanges.contains(where: {
                    $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound
                }) {
                    found.append(Finding(term: term, spelling: rejected, column: range.lowerBound + 1))
                }
            }
        }
        return found
    }

    /// The level-2 heading the table stands under.
    public static let tableHeading = "## Enforced terms / 统一用词"

    /// Reads the table under ``tableHeading`` of `markdown` (the text of the glossary file at `path`):
    /// rows `| concept | preferred | rejected | allowed |`, several spellings in a cell separated by `、`.
    /// A file without the heading has no terms.
    public init(markdown: String, path: String) {
        self.init()
        var inTable = false
        for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmedWhitespace(andNewlines: true)
            if line.hasPrefix("## ") {
                inTable = line == Self.tableHeading[...]
                continue
            }
            guard inTable, line.hasPrefix("|") else { continue }
            let cells = Self.cells(of: line)
            // The header row and the delimiter row name no term.
            if cells.first == "concept" || cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
            let location = SourceLocation(path: path, line: index + 1, column: 1)
            guard cells.count == 4, !cells[0].isEmpty, !cells[1].isEmpty, !cells[2].isEmpty else {
                problems.append(
                    Diagnostic(
                        id: "docs.glossary.malformedRow", severity: .error,
                        summary: "a glossary row needs four cells: concept, preferred term, rejected spellings, "
                            + "allowed phrases (found \(cells.count), or an empty one of the first three)",
                        location: location,
                        fix: "write the row as '| frame | `frame` | 框架 | |', several spellings separated by 、"))
                continue
            }
            terms.append(
                Term(
                    concept: cells[0], preferred: cells[1], rejected: Self.spellings(cells[2]),
                    allowed: Self.spellings(cells[3])))
        }
    }

    /// The cells of a table row, trimmed (`| a | b |` → `["a", "b"]`).
    private static func cells(of row: Substring) -> [String] {
        var inner = row.dropFirst()
        if inner.hasSuffix("|") { inner = inner.dropLast() }
        return inner.split(separator: "|", omittingEmptySubsequences: false).map {
            String($0.trimmedWhitespace())
        }
    }

    private static func spellings(_ cell: String) -> [String] {
        cell.split(separator: "、").map { String($0.trimmedWhitespace()) }.filter { !$0.isEmpty }
    }
}

/// Finds the glossary's rejected spellings in the prose of a Chinese page: code spans, code blocks, link
/// addresses, block quotes and text in quotation marks are left alone.
enum GlossaryCheck {
    static func diagnostics(source: String, path: String, glossary: Glossary) -> [Diagnostic] {
        guard !glossary.terms.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var fence: Substring?
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmedWhitespace(andNewlines: true)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
                continue
            }
            if trimmed.hasPrefix(">") { continue }
            for found in glossary.rejectedSpellings(in: line) {
                diagnostics.append(
                    Diagnostic(
                        id: "docs.glossary.rejectedTerm", severity: .warning,
                        summary: "'\(found.spelling)' is not the glossary's term for \(found.term.concept)",
                        location: SourceLocation(path: path, line: index + 1, column: found.column),
                        fix: "write \(found.term.preferred) (Docs/glossary.md, 'Enforced terms')"))
            }
        }
        return diagnostics
    }
}

/// A line of Markdown with what is not prose blanked out, character for character (so columns stay):
/// code spans, link addresses, web addresses and text in quotation marks.
enum ProseMask {
    static let blank: Character = "\u{1}"

    static func masked(_ line: Substring) -> [Character] {
        var characters = Array(line)
        var index = 0
        func blankOut(_ range: Range<Int>) {
            for position in range where position < characters.count { characters[position] = blank }
        }
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                // A code span ends at the next run of as many backticks.
                var run = 0
                while index + run < characters.count, characters[index + run] == "`" { run += 1 }
                let closing = Self.find(Array(repeating: "`", count: run), in: characters, from: index + run)
                let end = closing.map { $0 + run } ?? characters.count
                blankOut(index..<end)
                index = end
            } else if character == "]", index + 1 < characters.count, characters[index + 1] == "(" {
                let end = (characters[(index + 2)...].firstIndex(of: ")") ?? characters.count - 1) + 1
                blankOut(index + 1..<end)
                index = end
            } else if let close = Self.closingQuote(of: character) {
                let end = (characters[(index + 1)...].firstIndex(of: close) ?? characters.count - 1) + 1
                blankOut(index..<end)
                index = end
            } else if character == "h", Self.startsAddress(characters, at: index) {
                var end = index
                while end < characters.count, !characters[end].isWhitespace, characters[end] != ")",
                    characters[end].isASCII
                {
                    end += 1
                }
                blankOut(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return characters
    }

    private static func closingQuote(of character: Character) -> Character? {
        switch character {
        case "“": "”"
        case "「": "」"
        case "『": "』"
        default: nil
        }
    }

    private static func startsAddress(_ characters: [Character], at index: Int) -> Bool {
        let rest = characters[index...].prefix(8)
        return rest.starts(with: "https://") || rest.starts(with: "http://")
    }

    private static func find(_ needle: [Character], in haystack: [Character], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var position = start
        while position + needle.count <= haystack.count {
            if haystack[position..<(position + needle.count)].elementsEqual(needle) { return position }
            position += 1
        }
        return nil
    }
}

extension Array where Element == Character {
    /// The ranges of `needle` in the characters, left to right, not overlapping.
    fileprivate func ranges(of needle: String) -> [Range<Int>] {
        let needle = Array(needle)
        guard !needle.isEmpty, needle.count <= count else { return [] }
        var found: [Range<Int>] = []
        var position = 0
        while position + needle.count <= count {
            if self[position..<(position + needle.count)].elementsEqual(needle) {
                found.append(position..<(position + needle.count))
                position += needle.count
            } else {
                position += 1
            }
        }
        return found
    }
}
