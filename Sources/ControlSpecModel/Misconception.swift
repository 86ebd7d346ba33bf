import Foundation

/// A wrong name that circulates in articles and old documentation, with the real one
/// (`conformance/misconceptions.json`).
public struct Misconception: Hashable, Sendable, Codable {
    /// The wrong spelling, as it appears in the wild (`UIControlEventTouchChanged`).
    public var wrong: String
    /// The real name (`UIControlEventValueChanged`).
    public var correct: String
    /// Where the error comes from, in a few words.
    public var note: String

    public init(wrong: String, correct: String, note: String) {
        self.wrong = wrong
        self.correct = correct
        self.note = note
    }

    /// Reads a JSON array of misconceptions.
    public static func load(from url: URL) throws -> [Misconception] {
        try load(jsonData: Data(contentsOf: url))
    }

    /// Decodes a JSON array of misconceptions.
    public static func load(jsonData: Data) throws -> [Misconception] {
        try JSONDecoder().decode([Misconception].self, from: jsonData)
    }
}
