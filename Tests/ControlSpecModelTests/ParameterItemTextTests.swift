import Testing

@testable import ControlSpecModel

@Suite("Parameter item text")
struct ParameterItemTextTests {
    /// How a parameter's description was read before its first characters were compared as bytes: by
    /// characters throughout.
    static func byCharacters(_ text: Substring, name: String) -> String {
        func itemText(_ text: Substring) -> Substring {
            let trimmed = text.drop { $0 == " " }
            if let marker = trimmed.first, marker == "-" || marker == "*" || marker == "+" {
                return trimmed.dropFirst().trimmedWhitespace()
            }
            if let dot = trimmed.firstIndex(where: { $0 == "." || $0 == ")" }),
                trimmed[..<dot].allSatisfy(\.isNumber)
            {
                return trimmed[trimmed.index(after: dot)...].trimmedWhitespace()
            }
            return text.trimmedWhitespace()
        }
        var description = itemText(text)
        if let range = description.firstByteRange(of: "`\(name)`") {
            description = description[range.upperBound...]
        }
        description = description.trimmedWhitespace()
        if let first = description.first, first == ":" || first == "：" { description.removeFirst() }
        if let first = description.first, first == "-" || first == "–" { description.removeFirst() }
        if description.first == "-" || description.first == "*", description.dropFirst().first == " " {
            description.removeFirst(2)
        }
        return String(description.trimmedWhitespace(andNewlines: true))
    }

    @Test(arguments: [
        "- `title`: The title.", "* `title` – The title.", "+ `title` - - the title", "  - `title`:   spaced",
        "1. `title`: numbered", "12) `title`: numbered", "- `title`：标题。", "- `title`： 标题", "- `title`",
        "- `title`:", "", "-", "`title`: no marker", "- `other`: another name", "- `title`:\u{301} combining",
        "-\u{301} `title`: a combining mark on the marker", "- `title` -\u{301} dash", "- `title` –\u{301} dash",
        "- `title`：\u{301}", "- `title`: - * bullet", "- `title` * not a list", "- `title`\r\n: crlf",
        "\r\n- `title`: leading crlf", " \u{301}- `title`: mark on a space", "- `title`:\u{3000}wide space",
        "- `title``title`: twice", "- ``: empty", "- `title`:é", "- `title`-é", "- é `title`: é",
    ])
    func descriptionsReadAsTheyWereByCharacters(item: String) {
        for name in ["title", "", "other"] {
            #expect(
                String(ParameterItemText.description(of: item[...], name: name))
                    == Self.byCharacters(item[...], name: name),
                "\(item.debugDescription) with \(name.debugDescription)")
        }
    }

    @Test(arguments: [
        ("- `title`: The title.", "The title."), ("- `title`：标题。", "标题。"), ("  * `title` – the title", "the title"),
        ("- `title`: - a bullet", "- a bullet"), ("- `title`:* a bullet", "a bullet"),
        ("- `title`:\u{3000}wide", "wide"), ("- `title`", ""),
    ])
    func usualItemsAreReadFromTheirBytes(item: String, description: String) throws {
        var item = item
        var name = "title"
        let range = try #require(
            item.withUTF8 { bytes in name.withUTF8 { ParameterItemText.descriptionRange(in: bytes, name: $0) } })
        #expect(String(decoding: Array(item.utf8)[range], as: UTF8.self) == description)
    }

    @Test(arguments: ["-\u{301} `title`: mark", "1. `title`: numbered", "- `title`:\u{301} mark", "- `title`：\u{301}"])
    func itemsTheBytesDoNotSettleAreLeftToTheCharacters(item: String) {
        var item = item
        var name = "title"
        #expect(
            item.withUTF8 { bytes in name.withUTF8 { ParameterItemText.descriptionRange(in: bytes, name: $0) } } == nil)
    }

    @Test func generatedItemsReadAsTheyWereByCharacters() {
        let pieces = [
            "-", "*", "+", " ", ":", "：", "–", "`title`", "`", "1.", ")", "é", "\u{301}", "\r", "\n", "\r\n",
            "\u{3000}", "a", "标题", "\u{200D}", "🇫🇷", "\t",
        ]
        var generator = SystemRandomNumberGenerator()
        var readFromBytes = 0
        for _ in 0..<3000 {
            let item = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(
                String(ParameterItemText.description(of: item[...], name: "title"))
                    == Self.byCharacters(item[...], name: "title"), "\(item.debugDescription)")
            var bytes = item
            var name = "title"
            if bytes.withUTF8({ bytes in name.withUTF8 { ParameterItemText.descriptionRange(in: bytes, name: $0) } })
                != nil
            {
                readFromBytes += 1
            }
        }
        // The comparison holds the byte reader to the characters only where the byte reader answers.
        #expect(readFromBytes > 100)
    }
}
