import ControlSpecMarkdown
import Foundation

/// Every name a page may legitimately mention for UIControl and UIButton: Swift symbol IDs and
/// member names, and Objective-C constant names, selectors and property names from the registry.
package struct SymbolNames: Sendable {
    /// Swift symbol IDs (`UIControl.Event.valueChanged`).
    package let swiftIDs: Set<String>
    /// IDs of classes and nested types, whose members must exist when a path names one.
    package let typeIDs: Set<String>
    /// Objective-C identifiers and selectors (`UIControlEventValueChanged`, `setTitle:forState:`).
    package let objectiveCNames: Set<String>
    /// Every `A` such that some ID starts with `A.` (precomputed: scanning every ID per mention made
    /// checking names quadratic in the size of the registry).
    private let parentPaths: Set<String>
    /// The part before `(` of every ID that has one.
    private let callBaseNames: Set<String>

    /// The class prefixes whose names are checked; other names (UIView, UIColor) are left alone.
    package static let checkedPrefixes = ["UIControl", "UIButton"]
    /// ``checkedPrefixes`` as the outline walk reads them.
    package static let checkedWordPrefixes = WordPrefixes(checkedPrefixes)
    private static let shortestPrefix = checkedPrefixes.map(\.utf8.count).min() ?? 0
    private static let prefixFirstBytes = Set(checkedPrefixes.compactMap(\.utf8.first))

    package init(registry: Registry) {
        var swift = Set<String>()
        var objc = Set<String>()
        var types = Set<String>()
        // Reading the Objective-C declarations is most of the work: it is spread over the cores.
        let members = registry.members
        let names = ParallelWork.map(members.map(\.objc)) { Self.objectiveCNames(fromDeclaration: $0) }
        for (member, memberNames) in zip(members, names) {
            swift.insert(member.id)
            if member.kind == .type || member.kind == .class { types.insert(member.id) }
            objc.formUnion(memberNames)
        }
        // Objective-C spellings of the types themselves.
        objc.formUnion([
            "UIControl", "UIButton", "UIControlState", "UIControlEvents", "UIControlContentVerticalAlignment",
            "UIControlContentHorizontalAlignment", "UIButtonType", "UIButtonRole", "UIButtonConfiguration",
            "UIButtonPointerStyleProvider", "UIButtonConfigurationUpdateHandler",
        ])
        swiftIDs = swift
        typeIDs = types
        objectiveCNames = objc
        var parents = Set<String>()
        var bases = Set<String>()
        for id in swift {
            for (index, character) in zip(id.indices, id) where character == "." {
                parents.insert(String(id[..<index]))
            }
            if let paren = id.firstIndex(of: "(") { bases.insert(String(id[..<paren])) }
        }
        parentPaths = parents
        callBaseNames = bases
    }

    /// Calls `body` with each identifier in UTF-8 `bytes` that looks like an Objective-C constant of the
    /// checked classes (`UIControlEventTouchChanged`), which a reader would copy into code, in order.
    ///
    /// Only runs of ASCII letters, digits and `_` can be names, and only runs that start like a checked
    /// prefix are made into strings. A run followed by a non-ASCII scalar is checked character by
    /// character, since a combining mark joins the run's last letter.
    package static func forEachObjectiveCWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (String) -> Void) {
        var start = -1
        var index = 0
        func finish() {
            guard start >= 0 else { return }
            let first = start
            start = -1
            guard prefixFirstBytes.contains(bytes[first]), index - first > shortestPrefix else { return }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)
            guard isCheckedObjectiveCName(word) else { return }
            if index < bytes.count, bytes[index] >= 0x80 {
                let end = min(bytes.count, index + 4)
                let context = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self)
                for word in slowObjectiveCWords(in: context) { body(word) }
            } else {
                body(word)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_")
            if isNameByte {
                if start < 0 { start = index }
            } else if start >= 0 {
                finish()
            }
            index += 1
        }
        finish()
    }

    /// ``forEachObjectiveCWord(in:_:)`` character by character, for a run that a non-ASCII scalar follows.
    static func slowObjectiveCWords(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                current.append(character)
            } else {
                if isCheckedObjectiveCName(current) { words.append(current) }
                current = ""
            }
        }
        if isCheckedObjectiveCName(current) { words.append(current) }
        return words
    }

    static func isCheckedObjectiveCName(_ word: String) -> Bool {
        checkedPrefixes.contains { word.hasPrefix($0) && word.count > $0.count }
            && !word.utf8.contains(UInt8(ascii: "."))
    }

    /// Pulls the names a reader might quote out of an Objective-C declaration.
    static func objectiveCNames(fromDeclaration declaration: String) -> [String] {
        var names: [String] = []
        let trimmed = declaration.trimmingPrefixWhitespace()
        if trimmed.hasPrefix("-") || trimmed.hasPrefix("+") {
            // Selector: the keyword before each ':' outside parentheses.
            var selector = ""
            var depth = 0
            var word = ""
            var sawColon = false
            for character in trimmed.dropFirst() {
                switch character {
                case "(":
                    depth += 1
                    word = ""
                case ")":
                    depth -= 1
                    word = ""
                case ":" where depth == 0:
                    selector += word + ":"
                    sawColon = true
                    word = ""
                case ";", "{":
                    break
                default:
                    if depth == 0 {
                        if character.isLetter || character.isNumber || character == "_" {
                            word.append(character)
                        } else if !sawColon, !word.isEmpty, selector.isEmpty {
                            word = ""
                        } else if sawColon {
                            word = ""
                        }
                    }
                }
            }
            if !sawColon, !word.isEmpty { selector = word }
            if !selector.isEmpty { names.append(selector) }
        } else if trimmed.hasPrefix("@property") {
            if let getter = trimmed.range(of: "getter=") {
                names.append(String(trimmed[getter.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
            let beforeSemicolon = trimmed.prefix { $0 != ";" }
            let name = beforeSemicolon.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            names.append(String(name.reversed()))
        } else {
            let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names.filter { !$0.isEmpty }
    }

    /// Whether `text` (inline code or a prose word) names something that does not exist.
    ///
    /// Only names that clearly refer to the checked classes are judged: Objective-C identifiers
    /// with a `UIControl`/`UIButton` prefix, Swift paths starting with `UIControl.`/`UIButton.`,
    /// and selectors with colons. Everything else is not ours to judge and returns nil.
    package func unknownName(_ text: String) -> (name: String, suggestion: String?)? {
        // Most mentions are exact names.
        if swiftIDs.contains(text) || objectiveCNames.contains(text) { return nil }
        let name = text.trimmingPrefixWhitespace()
        // Header file names (`UIButton.h`) are not symbols.
        if name.hasSuffix(".h") { return nil }
        if name.hasPrefix("UIControl.") || name.hasPrefix("UIButton.") {
            let path = Self.swiftPath(name)
            if isKnownSwiftPath(path) { return nil }
            // `UIControl.State.highlighted.rawValue`: a known value followed by a value member is fine;
            // a known type followed by an unknown member is not.
            var prefix = path
            while let dot = prefix.lastIndex(of: "."), !prefix[..<dot].contains("(") {
                prefix = String(prefix[..<dot])
                guard isKnownSwiftPath(prefix) else { continue }
                // A value's members, and members of types whose members the registry does not list
                // (`UIButton.Configuration`), are not ours to judge.
                if !typeIDs.contains(prefix) || !parentPaths.contains(prefix) {
                    return nil
                }
                let candidates = swiftIDs.filter { $0.hasPrefix(prefix + ".") }
                return (path, NameSuggester.suggestion(for: path, among: Array(candidates)))
            }
            let candidates = swiftIDs.filter { $0.hasPrefix(path.prefix { $0 != "." } + ".") }
            return (path, NameSuggester.suggestion(for: path, among: Array(candidates)))
        }
        if Self.isCheckedObjectiveCName(name), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            if objectiveCNames.contains(name) { return nil }
            let candidates = objectiveCNames.filter { Self.isCheckedObjectiveCName($0) }
            return (name, NameSuggester.suggestion(for: name, among: Array(candidates)))
        }
        return nil
    }

    private func isKnownSwiftPath(_ path: String) -> Bool {
        if swiftIDs.contains(path) { return true }
        // A label list (`setTitle(_:for:)`) must match exactly; a call or a bare name matches by base name.
        if path.hasSuffix(":)") || path.hasSuffix("()") { return false }
        let base = Self.baseName(path)
        return swiftIDs.contains(base) || callBaseNames.contains(base)
    }

    /// `UIControl.State.highlighted.rawValue` is judged by its longest known prefix; strip call
    /// arguments but keep labels (`UIButton.setTitle(_:for:)`).
    private static func swiftPath(_ text: String) -> String {
        String(text.prefix { !$0.isWhitespace })
    }

    private static func baseName(_ path: String) -> String {
        guard let paren = path.firstIndex(of: "(") else { return path }
        return String(path[..<paren])
    }
}

extension String {
    fileprivate func trimmingPrefixWhitespace() -> String {
        String(drop { $0.isWhitespace })
    }
}
