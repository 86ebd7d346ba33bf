/// Rewrites `#selector(…)` for platforms without Objective-C, where the reference model's `Selector` is a value
/// made from the selector's Objective-C name.
///
/// `#selector(ActionRecorder.handle(_:))` becomes `Selector("handle:")`. The Objective-C name follows Swift's
/// rule for `@objc` methods: the base name, then a colon per argument, with a first argument label other than
/// `_` joined to the base name as `With<Label>` (`handle(_:event:)` → `handle:event:`, `perform(sender:)` →
/// `performWithSender:`, `handleWithoutSender()` → `handleWithoutSender`). A reference without argument labels
/// (`#selector(ActionRecorder.handleWithoutSender)`) is resolved through the harness's action methods, whose
/// declarations the generator knows; any other `#selector` is left as written, so that it fails to compile
/// rather than becoming a wrong name. Strings and comments are not touched.
package enum SelectorRewriter {
    /// The harness's action methods without labels, with their Objective-C names. `handle` is missing on
    /// purpose: it names two methods, and Swift refuses `#selector(ActionRecorder.handle)` too.
    static let harnessActions: [String: String] = [
        "handleOther": "handleOther:",
        "handleWithoutSender": "handleWithoutSender",
    ]

    /// `code` with every `#selector(…)` outside strings and comments rewritten as `Selector("name")`.
    package static func rewrite(_ code: String) -> String {
        let characters = Array(code)
        var output = ""
        var index = 0
        var state = ScanState.code
        let marker = Array("#selector(")
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch state {
            case .code:
                if character == "/", next == "/" {
                    state = .lineComment
                } else if character == "/", next == "*" {
                    state = .blockComment(depth: 1)
                    output += "/*"
                    index += 2
                    continue
                } else if character == "\"" {
                    state = .string
                } else if characters[index...].starts(with: marker),
                    let close = matchingParenthesis(in: characters, openingAt: index + marker.count - 1)
                {
                    let inside = String(characters[(index + marker.count)..<close])
                    if let name = objectiveCName(ofSelectorArgument: inside) {
                        output += "Selector(\"\(name)\")"
                    } else {
                        output += String(characters[index...close])
                    }
                    index = close + 1
                    continue
                }
            case .lineComment:
                if character == "\n" { state = .code }
            case .blockComment(let depth):
                if character == "*", next == "/" {
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    output += "*/"
                    index += 2
                    continue
                } else if character == "/", next == "*" {
                    state = .blockComment(depth: depth + 1)
                    output += "/*"
                    index += 2
                    continue
                }
            case .string:
                if character == "\\", let next {
                    output.append(character)
                    output.append(next)
                    index += 2
                    continue
                } else if character == "\"" || character == "\n" {
                    state = .code
                }
            }
            output.append(character)
            index += 1
        }
        return output
    }

    /// The Objective-C name for the argument of `#selector(…)`, or nil when it cannot be known.
    ///
    /// `ActionRecorder.handle(_:)` and `handle(_:)` → `handle:`; `getter:`, `setter:` and `as` casts are not
    /// supported.
    package static func objectiveCName(ofSelectorArgument argument: String) -> String? {
        let text = argument.trimmingWhitespace()
        guard !text.isEmpty, !text.hasPrefix("getter:"), !text.hasPrefix("setter:"), !text.contains(" as ")
        else { return nil }
        // The method is what follows the last dot outside the argument labels.
        let labelsStart = text.firstIndex(of: "(") ?? text.endIndex
        let typeAndName = text[..<labelsStart]
        let nameStart = typeAndName.lastIndex(of: ".").map { typeAndName.index(after: $0) } ?? typeAndName.startIndex
        let reference = String(text[nameStart...])
        if !reference.contains("(") { return harnessActions[reference] }
        return objectiveCName(ofMethod: reference)
    }

    /// The Objective-C name of a Swift method reference with its labels: `handle(_:event:)` → `handle:event:`.
    ///
    /// Nil when `reference` is not `name(label:…)` with identifier characters only.
    package static func objectiveCName(ofMethod reference: String) -> String? {
        guard let open = reference.firstIndex(of: "("), reference.hasSuffix(")") else { return nil }
        let base = String(reference[..<open])
        let inside = reference[reference.index(after: open)..<reference.index(before: reference.endIndex)]
        guard isIdentifier(base) else { return nil }
        if inside.isEmpty { return base }
        guard inside.hasSuffix(":") else { return nil }
        let labels = inside.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard labels.allSatisfy({ $0 == "_" || isIdentifier($0) }) else { return nil }
        var name = base
        for (position, label) in labels.enumerated() {
            if label == "_" {
                name += ":"
            } else if position == 0 {
                name += "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
            } else {
                name += label + ":"
            }
        }
        return name
    }

    private enum ScanState {
        case code, lineComment, string
        case blockComment(depth: Int)
    }

    /// The index of the `)` that closes the `(` at `open`, skipping nested parentheses; nil when unbalanced.
    private static func matchingParenthesis(in characters: [Character], openingAt open: Int) -> Int? {
        var depth = 0
        for index in open..<characters.count {
            switch characters[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            case "\n", "\"": return nil
            default: break
            }
        }
        return nil
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_"
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
