import Foundation

/// A wrong name that circulates in articles and old documentation, with the real one
/// (`conformance/misconceptions.json`).
package struct Misconception: Hashable, Sendable, Codable {
    /// The wrong spelling, as it appears in the wild (`UIControlEventTouchChanged`).
    package var wrong: String
    /// The real name (`UIControlEventValueChanged`).
    package var correct: String
    /// Where the error comes from, in a few words.
    package var note: String

    package init(wrong: String, correct: String, note: String) {
        self.wrong = wrong
        self.correct = correct
        self.note = note
    }

    /// Reads a JSON array of misconceptions.
    package static func load(from url: URL) throws -> [Misconception] {
        try load(jsonData: Data(contentsOf: url))
    }

    /// Decodes a JSON array of misconceptions.
    package static func load(jsonData: Data) throws -> [Misconception] {
        try JSONDecoder().decode([Misconception].self, from: jsonData)
    }
}
