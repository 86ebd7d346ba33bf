/// Checks the prose of a Chinese document, line by line: the glossary's rejected spellings
/// (`docs.glossary.rejectedTerm`), English sentences (`docs.prose.english`) and half-width punctuation after
/// Chinese (`docs.prose.halfWidthPunctuation`). Code blocks, block quotes, HTML comments, code spans, link
/// addresses, web addresses, quoted text and glosses are left alone.
package enum ChineseProseCheck {
    /// The half-width marks that a Chinese sentence writes full-width, with their full-width forms.
    static let fullWidth: [Character: Character] = [",": "，", ";": "；", ":": "：", "!": "！", "?": "？"]

    /// The problems of one Chinese Markdown document (a zh-Hans page or a framework document such as
    /// `Docs/FORMAT.zh-Hans.md`).
    ///
    /// - Parameter englishChecked: whether a line is checked for English sentences (lines of a case's note
    ///   are not: `docs.case.untranslatedNote` reports those).
    package static func diagnostics(
        source: String, path: String, glossary: Glossary, englishChecked: (Int) -> Bool = { _ in true }
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var fence: Substring?
        var inComment = false
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmedWhitespace(andNewlines: true)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if inComment || trimmed.hasPrefix("<!--") {
                inComment = !trimmed.contains("-->")
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
                continue
            }
            if trimmed.hasPrefix(">") { continue }
            func location(_ column: Int) -> SourceLocation {
                SourceLocation(path: path, line: index + 1, column: column)
            }
            // The masks are made once a line, for the glossary and for the sentence and punctuation checks.
            let masked = ProseMask.masked(line)
            let prose = ProseMask.maskingGlosses(masked)
            for found in glossary.rejectedSpellings(prose: masked, withoutGlosses: prose) {
                diagnostics.append(
                    Diagnostic(
                        id: "docs.glossary.rejectedTerm", severity: .warning,
                        summary: "'\(found.spelling)' is not the glossary's term for \(found.term.concept)",
                        location: location(found.column),
                        fix: "write \(found.term.preferred) (Docs/glossary.md)"))
            }
            if englishChecked(index + 1), let sentence = EnglishSentence.firstRun(in: prose) {
                diagnostics.append(
                    Diagnostic(
                        id: "docs.prose.english", severity: .warning,
                        summary: "an English sentence in Chinese prose: '\(sentence.text)'",
                        location: location(sentence.column),
                        fix: "write it in Chinese; code, names and quotations stay in code spans or quotation marks"))
            }
            for (column, mark) in halfWidthMarks(in: prose) {
                diagnostics.append(
                    Diagnostic(
                        id: "docs.prose.halfWidthPunctuation", severity: .warning,
                        summary: "half-width '\(mark)' after Chinese text",
                        location: location(column),
                        fix: "write the full-width '\(fullWidth[mark] ?? mark)'"))
            }
        }
        return diagnostics
    }

    /// The columns (from 1) and marks of `,;:!?` written right after a Chinese character or a full-width
    /// closing parenthesis.
    static func halfWidthMarks(in prose: [Character]) -> [(Int, Character)] {
        var found: [(Int, Character)] = []
        for index in prose.indices.dropFirst() where fullWidth[prose[index]] != nil {
            let previous = prose[index - 1]
            if previous == "）" || previous.unicodeScalars.contains(where: ChineseText.isCJK) {
                found.append((index + 1, prose[index]))
            }
        }
        return found
    }
}
