import ControlSpecMarkdown

/// A place in a file: path, 1-based line and 1-based *character* column.
package struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    package var path: String
    package var line: Int
    package var column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    /// `path:line:column`, the form editors and CI systems parse.
    package var description: String { "\(path):\(line):\(column)" }
}

/// A problem found in content (a page, a case, the registry), reported as a value.
///
/// Problems in the user's content are diagnostics; I/O failures are thrown errors; broken
/// invariants are preconditions.
package struct Diagnostic: Hashable, Sendable, Codable {
    package enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A related place, such as the English twin of a Chinese case.
    package struct Note: Hashable, Sendable, Codable {
        package var location: SourceLocation?
        package var message: String

        package init(location: SourceLocation?, message: String) {
            self.location = location
            self.message = TextCut.cut(message)
        }
    }

    /// A stable dotted identifier, such as `docs.case.duplicateID`.
    package var id: String
    package var severity: Severity
    /// A one-line headline without a trailing period; may end with "did you mean …?". Cut at
    /// ``FailureDetail/maximumTextLength`` characters, as the fix and the notes are.
    package var summary: String
    package var location: SourceLocation?
    /// Where the problem ends on the same line, when known (character column, inclusive).
    package var endColumn: Int?
    package var notes: [Note]
    /// What to do about it, in one sentence.
    package var fix: String?

    package init(
        id: String, severity: Severity, summary: String, location: SourceLocation?,
        endColumn: Int? = nil, notes: [Note] = [], fix: String? = nil
    ) {
        self.id = id
        self.severity = severity
        // A summary quotes page text (a case ID, a name): cut, so that a megabyte of it is not printed whole.
        self.summary = TextCut.cut(summary)
        self.location = location
        self.endColumn = endColumn
        self.notes = notes
        self.fix = fix.map { TextCut.cut($0) }
    }

    /// `path:line:column: error: summary [id]`, followed by note lines in the same form.
    package var lineDescription: String {
        var lines = [Self.line(location, severity.rawValue, summary + " [\(id)]")]
        if let fix { lines.append(Self.line(location, "note", "fix: " + fix)) }
        for note in notes { lines.append(Self.line(note.location ?? location, "note", note.message)) }
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: SourceLocation?, _ label: String, _ text: String) -> String {
        (location.map { $0.description + ": " } ?? "") + label + ": " + text
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    package var containsErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by location, then severity (errors first), then identifier.
    package func sortedForDisplay() -> [Diagnostic] {
        sorted {
            let left = $0.location ?? SourceLocation(path: "", line: 0, column: 0)
            let right = $1.location ?? SourceLocation(path: "", line: 0, column: 0)
            if left != right { return left < right }
            if $0.severity != $1.severity { return $0.severity > $1.severity }
            return $0.id < $1.id
        }
    }
}
