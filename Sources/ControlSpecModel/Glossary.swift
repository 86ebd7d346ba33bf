import Foundation

/// The terms every Chinese page uses: for each concept, the preferred term and the variants it rejects
/// (the table under ``tableHeading`` in `Docs/glossary.md`).
package struct Glossary: Hashable, Sendable {
    /// One row of the table.
    package struct Term: Hashable, Sendable {
        /// What the term names, in English (`frame`).
        package var concept: String
        /// The term to write (`` `frame` ``), as Markdown.
        package var preferred: String
        /// Spellings a page must not use for the concept (`框架`).
        package var rejected: [String]
        /// Phrases that contain a rejected spelling and mean something else (`开发者报告`: developers
        /// reported, not a getter returning).
        package var allowed: [String]

        package init(concept: String, preferred: String, rejected: [String], allowed: [String] = []) {
            self.concept = concept
            self.preferred = preferred
            self.rejected = rejected
            self.allowed = allowed
        }
    }

    package var terms: [Term] {
        didSet { matcher = Matcher(terms: terms) }
    }
    /// Rows of the table that could not be read.
    package var problems: [Diagnostic]
    /// The terms' spellings as character codes, built once: a line is then scanned with integer comparisons.
    private var matcher: Matcher

    package init(terms: [Term] = [], problems: [Diagnostic] = []) {
        self.terms = terms
        self.problems = problems
        self.matcher = Matcher(terms: terms)
    }

    /// A rejected spelling found in a line.
    package struct Finding: Hashable, Sendable {
        package var term: Term
        package var spelling: String
        /// The character column (from 1) where the spelling starts.
        package var column: Int
    }

    /// The rejected spellings in one line of Markdown or plain text, outside code spans, link addresses, web
    /// addresses, quoted text and glosses (Latin text in full-width parentheses after a term:
    /// `主要（primary）`), and outside the term's allowed phrases. A spelling in Latin letters is matched as a
    /// word, in any case (`Frame`, not the `frame` in `framework` or `UIView.frame`); a Chinese one anywhere.
    package func rejectedSpellings(in line: Substring) -> [Finding] {
        guard !terms.isEmpty else { return [] }
        let prose = ProseMask.masked(line)
        return rejectedSpellings(prose: prose, withoutGlosses: ProseMask.maskingGlosses(prose))
    }

    /// ``rejectedSpellings(in:)`` of a line already masked: `prose` is ``ProseMask/masked(_:)`` of it and
    /// `withoutGlosses` that with its glosses masked too (a gloss is English by definition: Chinese spellings, some
    /// of which hold one, are looked for in it), for a caller that needs the masks itself.
    func rejectedSpellings(prose: [Character], withoutGlosses: [Character]) -> [Finding] {
        guard !terms.isEmpty else { return [] }
        let line = matcher.codes(prose: prose, withoutGlosses: withoutGlosses)
        var found: [Finding] = []
        for (term, patterns) in zip(terms, matcher.terms) {
            var allowedRanges: [Range<Int>] = []
            for allowed in patterns.allowed { allowedRanges += line.ranges(of: allowed) }
            for (rejected, pattern) in zip(term.rejected, patterns.rejected) {
                for range in line.ranges(of: pattern)
                where !allowedRanges.contains(where: {
                    $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound
                }) {
                    found.append(Finding(term: term, spelling: rejected, column: range.lowerBound + 1))
                }
            }
        }
        return found.sorted { $0.column < $1.column }
    }

    /// A spelling with no CJK character is matched as a word; one with Chinese in it as a substring (Chinese
    /// has no spaces between words).
    static func isLatin(_ spelling: String) -> Bool {
        !spelling.unicodeScalars.contains(where: ChineseText.isCJK)
    }

    /// The level-2 heading the table stands under.
    package static let tableHeading = "## Enforced terms / 统一用词"

    /// Reads the table under ``tableHeading`` of `markdown` (the text of the glossary file at `path`):
    /// rows `| concept | preferred | rejected | allowed |`, several spellings in a cell separated by `、`.
    /// A file without the heading has no terms.
    package init(markdown: String, path: String) {
        self.init()
        var inTable = false
        var entries: [Term] = []
        for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmedWhitespace(andNewlines: true)
            if line.hasPrefix("## ") {
                inTable = line == Self.tableHeading[...]
                continue
            }
            if !inTable, line.hasPrefix("- "), let entry = Self.entry(line.dropFirst(2)) {
                entries.append(entry)
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
        // An entry of the lists joins the table's row for the same concept, or is a term of its own.
        for entry in entries where !entry.rejected.isEmpty {
            if let row = terms.firstIndex(where: { $0.concept == entry.concept }) {
                terms[row].rejected += entry.rejected.filter { !terms[row].rejected.contains($0) }
            } else {
                terms.append(entry)
            }
        }
        // An initializer's own assignments run no observers.
        matcher = Matcher(terms: terms)
    }

    /// An entry of the lists, `english — 中文 (not 变体 or 变体) — note`, as a term: its Chinese term is
    /// preferred, and both its English words (in Chinese prose, where the Chinese term belongs) and the
    /// spellings after `not` are rejected (what follows a `,` or `;` there explains them). An entry whose
    /// preferred term is code or the English word itself (`` `frame` ``, `storyboard`) rejects only what
    /// follows `not`. Nil for a line that is not an entry.
    static func entry(_ text: Substring) -> Term? {
        let parts = text.components(separatedBy: " — ")
        guard parts.count >= 3 else { return nil }
        let english = parts[0].trimmingWhitespace()
        var chinese = Substring(parts[1].trimmingWhitespace())
        var rejected: [String] = []
        if let open = chinese.range(of: "(not "), let close = chinese[open.upperBound...].firstIndex(of: ")") {
            let list = chinese[open.upperBound..<close].prefix { $0 != "," && $0 != ";" }
            rejected = list.components(separatedBy: " or ").flatMap { spellings($0) }
            chinese = chinese[..<open.lowerBound].trimmedWhitespace()
        }
        guard !english.isEmpty, !chinese.isEmpty else { return nil }
        if !chinese.hasPrefix("`"), chinese.lowercased() != english.lowercased() {
            let words = english.components(separatedBy: " / ").map { $0.trimmingWhitespace() }
            rejected = words.filter { !$0.isEmpty && !rejected.contains($0) } + rejected
        }
        return Term(concept: english, preferred: String(chinese), rejected: rejected)
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

    /// `characters` with glosses blanked out too: Latin text in full-width parentheses (`（primary）`), the
    /// English original a page gives after a Chinese term.
    static func maskingGlosses(_ characters: [Character]) -> [Character] {
        var characters = characters
        var index = 0
        while index < characters.count {
            guard characters[index] == "（",
                let close = characters[(index + 1)...].firstIndex(of: "）"),
                !characters[(index + 1)..<close].contains(where: {
                    $0.unicodeScalars.contains(where: ChineseText.isCJK)
                })
            else {
                index += 1
                continue
            }
            for position in index...close { characters[position] = blank }
            index = close + 1
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

extension Glossary {
    /// The terms' spellings as integer codes of their characters. A line is coded once (each character looked
    /// up once) and then compared code by code: comparing `Character`s compares their normalized text, which
    /// is slow when a line is compared against every spelling of every term.
    struct Matcher: Hashable, Sendable {
        /// One spelling as codes: a Latin one lowercased and matched as a word, a Chinese one anywhere.
        struct Pattern: Hashable, Sendable {
            var codes: [Int]
            var asWord: Bool
        }

        /// A term's allowed and rejected spellings, in the order of its ``Term/allowed`` and ``Term/rejected``.
        struct TermPatterns: Hashable, Sendable {
            var allowed: [Pattern]
            var rejected: [Pattern]
        }

        var terms: [TermPatterns] = []
        /// The code of each character some spelling holds.
        var codeOf: [Character: Int] = [:]
        /// The codes of the one-byte characters, as they are and lowercased (-1: in no spelling), read without
        /// hashing.
        var asciiCodes: [Int] = []
        var asciiLowercaseCodes: [Int] = []

        init(terms: [Term]) {
            func pattern(_ spelling: String) -> Pattern {
                let asWord = Glossary.isLatin(spelling)
                var codes: [Int] = []
                for character in asWord ? spelling.lowercased() : spelling {
                    if let code = codeOf[character] {
                        codes.append(code)
                    } else {
                        codes.append(codeOf.count)
                        codeOf[character] = codeOf.count
                    }
                }
                return Pattern(codes: codes, asWord: asWord)
            }
            self.terms = terms.map {
                TermPatterns(allowed: $0.allowed.map(pattern), rejected: $0.rejected.map(pattern))
            }
            for byte in UInt8(0)..<128 {
                let character = Character(Unicode.Scalar(byte))
                asciiCodes.append(codeOf[character] ?? -1)
                asciiLowercaseCodes.append(codeOf[Character(character.lowercased())] ?? -1)
            }
        }

        /// The codes of a line's characters: `prose` as it is, for Chinese spellings, and `withoutGlosses`
        /// lowercased, for Latin ones.
        func codes(prose: [Character], withoutGlosses: [Character]) -> LineCodes {
            var exact: [Int] = []
            exact.reserveCapacity(prose.count)
            for character in prose {
                let utf8 = character.utf8
                exact.append(utf8.count == 1 ? asciiCodes[Int(utf8.first!)] : codeOf[character] ?? -1)
            }
            var lowercase: [Int] = []
            lowercase.reserveCapacity(withoutGlosses.count)
            for (index, character) in withoutGlosses.enumerated() {
                let utf8 = character.utf8
                if utf8.count == 1 {
                    lowercase.append(asciiLowercaseCodes[Int(utf8.first!)])
                } else if character.unicodeScalars.count == 1, ChineseText.isCJK(character.unicodeScalars.first!) {
                    // An ideograph has no case.
                    lowercase.append(exact[index])
                } else {
                    let lowered = character.lowercased()
                    // A character whose lowercase is several characters equals no character of a spelling.
                    lowercase.append(lowered.count == 1 ? codeOf[Character(lowered)] ?? -1 : -1)
                }
            }
            return LineCodes(withoutGlosses: withoutGlosses, exact: exact, lowercase: lowercase)
        }
    }

    /// A line coded by ``Matcher/codes(prose:withoutGlosses:)``.
    struct LineCodes {
        var withoutGlosses: [Character]
        var exact: [Int]
        var lowercase: [Int]

        /// The ranges of `pattern` in the line, left to right, not overlapping. As a word, it is matched in any
        /// case and only where no letter, digit, `_` or `.` joins it to a longer name (`framework`,
        /// `UIView.frame`, `frame.size`).
        func ranges(of pattern: Matcher.Pattern) -> [Range<Int>] {
            let needle = pattern.codes
            let codes = pattern.asWord ? lowercase : exact
            guard let first = needle.first, needle.count <= codes.count else { return [] }
            func joins(_ character: Character) -> Bool {
                character.isASCII && (character.isLetter || character.isNumber || character == "_")
            }
            var found: [Range<Int>] = []
            var position = 0
            let last = codes.count - needle.count
            while position <= last {
                guard codes[position] == first else {
                    position += 1
                    continue
                }
                let end = position + needle.count
                var matches = true
                var offset = 1
                while offset < needle.count {
                    if codes[position + offset] != needle[offset] {
                        matches = false
                        break
                    }
                    offset += 1
                }
                if matches, pattern.asWord {
                    let before = position > 0 ? withoutGlosses[position - 1] : " "
                    let after = end < codes.count ? withoutGlosses[end] : " "
                    let afterNext = end + 1 < codes.count ? withoutGlosses[end + 1] : " "
                    matches = !joins(before) && before != "." && !joins(after) && !(after == "." && joins(afterNext))
                }
                if matches {
                    found.append(position..<end)
                    position = end
                } else {
                    position += 1
                }
            }
            return found
        }
    }
}

/// What tells Chinese text from the rest.
enum ChineseText {
    /// A CJK ideograph (the unified block and its first extension).
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }
}
