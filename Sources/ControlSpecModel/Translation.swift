/// What a Chinese page records of the English page it translates (Docs/FORMAT.md, "Translation record"): the
/// day it was last reviewed against its English twin and a hash of each English section's translatable
/// content then. Written by `controlspec translations --mark-reviewed` as an HTML comment at the end of the
/// page, which the site does not render.
package struct TranslationRecord: Hashable, Sendable {
    /// One section of the English page: its name (`summary` for the title and summary, else its heading's
    /// text) and the ``StableHash`` of its prose, as 16 hexadecimal digits.
    package struct Section: Hashable, Sendable {
        package var name: String
        package var hash: String

        package init(name: String, hash: String) {
            self.name = name
            self.hash = hash
        }
    }

    /// The day of the last review, `yyyy-mm-dd`.
    package var reviewed: String
    package var sections: [Section]
    /// The line (from 1) where the record starts on its page.
    package var line: Int

    package init(reviewed: String, sections: [Section], line: Int = 0) {
        self.reviewed = reviewed
        self.sections = sections
        self.line = line
    }

    static let opening = "<!-- controlspec translation of en, reviewed "

    /// The record as it stands at the end of a page.
    package var markdown: String {
        ([Self.opening + reviewed] + sections.map { $0.hash + " " + $0.name } + ["-->"]).joined(separator: "\n")
    }

    /// The record of a page's text: nil when the page has none, or the problem with a record that cannot be read.
    static func reading(_ text: String, path: String) -> (record: TranslationRecord?, problem: Diagnostic?) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(Self.opening) }) else { return (nil, nil) }
        let location = SourceLocation(path: path, line: start + 1, column: 1)
        var record = TranslationRecord(
            reviewed: String(lines[start].dropFirst(Self.opening.count).trimmedWhitespace(andNewlines: true)),
            sections: [], line: start + 1)
        for line in lines[(start + 1)...] {
            let line = line.trimmedWhitespace(andNewlines: true)
            if line == "-->" { return (record, nil) }
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].count == 16, parts[0].allSatisfy(\.isHexDigit) else { break }
            record.sections.append(Section(name: String(parts[1]), hash: String(parts[0])))
        }
        return (
            nil,
            Diagnostic(
                id: "docs.translation.malformedRecord", severity: .error,
                summary: "the translation record cannot be read: each line after the first is a 16-digit hash and "
                    + "a section name, and the record ends with '-->'",
                location: location,
                fix: "delete the record and run 'controlspec translations --mark-reviewed \(path)' to write it again")
        )
    }

    /// `text` with its record replaced by this one, or this one added at its end.
    package func replacing(in text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let start = lines.firstIndex(where: { $0.hasPrefix(Self.opening) }) {
            let end = lines[start...].firstIndex { $0.trimmingWhitespace(andNewlines: true) == "-->" } ?? start
            lines.replaceSubrange(start...end, with: [markdown])
            return lines.joined(separator: "\n")
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return (lines + ["", markdown, ""]).joined(separator: "\n")
    }

    /// The names of the sections of `english` (an English page's ``Page/translatableSections``) whose prose
    /// changed since this record, or that it does not know, followed by the recorded ones that are gone.
    package func changedSections(in english: [Section]) -> [String] {
        let recorded = Dictionary(sections.map { ($0.name, $0.hash) }, uniquingKeysWith: { first, _ in first })
        let current = Set(english.map(\.name))
        return english.filter { recorded[$0.name] != $0.hash }.map(\.name)
            + sections.map(\.name).filter { !current.contains($0) }
    }
}

/// How a Chinese page stands against its English twin.
package enum TranslationStatus: Hashable, Sendable {
    /// Reviewed against the English page as it is.
    case upToDate(reviewed: String)
    /// The English page changed in `sections` since the review of `reviewed`.
    case outdated(reviewed: String, sections: [String])
    /// The Chinese page records no review.
    case unrecorded
    /// There is no Chinese page.
    case missing
}

/// The translatable content of an English page, section by section: its prose, without the code of cases
/// and examples (which the parity checks compare) and with whitespace collapsed, so that rewrapping a
/// paragraph changes nothing.
enum TranslatableSections {
    static func of(_ source: String) -> [TranslationRecord.Section] {
        var sections: [TranslationRecord.Section] = []
        var name = "summary"
        var hash = StableHash()
        var seen: [String: Int] = [:]
        func close() {
            seen[name, default: 0] += 1
            let unique = seen[name] == 1 ? name : "\(name) (\(seen[name] ?? 0))"
            sections.append(TranslationRecord.Section(name: unique, hash: hash.hex))
        }
        var fence: Substring?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmedWhitespace(andNewlines: true)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
                continue
            }
            if trimmed.hasPrefix("## ") || trimmed.hasPrefix("### ") {
                close()
                name = String(trimmed.drop { $0 == "#" }.trimmedWhitespace())
                hash = StableHash()
            }
            combineWords(of: trimmed, into: &hash)
        }
        close()
        return sections
    }

    /// Adds each whitespace-separated word of `line` to `hash`. A line of ASCII (most of an English page) is
    /// split on its bytes; any other on Characters, whose idea of whitespace is Unicode's. Both add the
    /// same bytes for the same words.
    static func combineWords(of line: Substring, into hash: inout StableHash) {
        var line = line
        let done: Bool = line.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            var start = 0
            for index in 0...bytes.count {
                // Tab, line feed, vertical tab, form feed, carriage return and space: ASCII's whitespace.
                let isSpace = index == bytes.count || bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index])
                guard isSpace else { continue }
                if index > start {
                    hash.combine(text: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<index])))
                }
                start = index + 1
            }
            return true
        }
        guard !done else { return }
        for word in line.split(whereSeparator: \.isWhitespace) { hash.combine(String(word)) }
    }
}
