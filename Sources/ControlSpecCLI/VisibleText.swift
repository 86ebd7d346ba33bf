/// Text from outside the tool (page file names, case IDs, an implementation's messages and stderr, captured values) made safe to print to a
/// terminal or a CI log: control characters and bidirectional overrides are written as Swift writes them in a
/// string literal (`\u{1B}`, `\0`, `\r`), so that they show instead of acting (colours, the window title, a bell,
/// reordered text). Line breaks stay line breaks and tabs stay tabs.
enum VisibleText {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// JSON text with the characters ``escaped(_:)`` escapes written as JSON escapes (`\u001B`, `\u202E`): valid
    /// JSON that reads back as the same values, since in JSON such characters can only stand inside strings.
    static func jsonEscaped(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = ""
        result.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
        for scalar in json.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidirectional marks, embeddings, overrides and isolates (Unicode's Bidi_Control property).
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00: "\\0"
        case 0x0D: "\\r"
        default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
}
