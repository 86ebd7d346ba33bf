/// Splits a command line into program and arguments the way a POSIX shell splits words, without
/// running a shell: no variables, globs, pipes or redirections.
///
/// Accepted forms, so that `--impl exec:'python3 controls.py'` works whether or not a shell has
/// already removed the quotes:
///
/// - `python3 controls.py --fast` → `["python3", "controls.py", "--fast"]`
/// - an optional `exec:` prefix: `exec:python3 controls.py`
/// - a command wholly enclosed in one pair of quotes is unwrapped first: `exec:'python3 controls.py'`
/// - inside a word: `'single quotes'` keep everything literally; `"double quotes"` allow `\"` and
///   `\\`; a backslash outside quotes escapes the next character.
package enum ShellWords {
    /// The words of `commandLine`; throws for an unterminated quote or an empty command.
    package static func split(_ commandLine: String) throws(ProcessImplementationError) -> [String] {
        var text = trimmed(Substring(commandLine))
        if text.hasPrefix("exec:") { text = trimmed(text.dropFirst("exec:".count)) }
        if let unwrapped = wholeQuoted(text) { text = unwrapped }
        let words = try words(in: text)
        guard !words.isEmpty else { throw .invalidCommandLine("no program in '\(commandLine)'") }
        return words
    }

    /// The inside of `text` when one pair of quotes encloses all of it (`'a b'`, not `'a' 'b'`).
    private static func wholeQuoted(_ text: Substring) -> Substring? {
        guard let quote = text.first, quote == "'" || quote == "\"", text.count >= 2, text.last == quote else {
            return nil
        }
        let inside = text.dropFirst().dropLast()
        return inside.contains(quote) ? nil : inside
    }

    private static func trimmed(_ text: Substring) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return text[first...last]
    }

    private static func words(in text: Substring) throws(ProcessImplementationError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case _ where character.isWhitespace:
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "'":
                inWord = true
                while true {
                    guard let next = characters.next() else { throw .invalidCommandLine("unterminated ' in '\(text)'") }
                    if next == "'" { break }
                    current.append(next)
                }
            case "\"":
                inWord = true
                while true {
                    guard let next = characters.next() else {
                        throw .invalidCommandLine("unterminated \" in '\(text)'")
                    }
                    if next == "\"" { break }
                    if next == "\\", let escaped = characters.next() {
                        if escaped != "\"" && escaped != "\\" { current.append("\\") }
                        current.append(escaped)
                    } else {
                        current.append(next)
                    }
                }
            case "\\":
                inWord = true
                if let escaped = characters.next() { current.append(escaped) }
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
