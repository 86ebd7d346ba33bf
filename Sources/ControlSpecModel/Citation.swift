/// One citation of a case's `source=`: where the evidence for the case is, named the same in every language.
///
/// ```swift
/// Citation.list(in: "UIButton.h https://developer.apple.com/documentation/uikit/uibutton").map(\.kind)
/// // [.appleHeader, .appleDocumentation]
/// ```
package struct Citation: Hashable, Sendable {
    /// What a citation names, which decides what evidence it can carry.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An SDK header by its name (`UIButton.h`, `UIKit/UIButton.h`): Apple's own word.
        case appleHeader
        /// A page of Apple's documentation (`https://developer.apple.com/documentation/uikit/uibutton`).
        case appleDocumentation
        /// Any other web page (an article, a forum thread, a WWDC session, an answer on a Q&A site).
        case webPage
        /// A file of a public repository by its owner, name and path
        /// (`flowkey/UIKit-cross-platform/UIKitTests/Button/ButtonSizeToFitTests.swift`).
        case repositoryPath
        /// A file of this project (`Sources/ReferenceControls/UIButton.swift`): our own work, not a report.
        case projectFile
        /// A file named without its place (`Button.swift`): it says what was read, not where.
        case fileName
    }

    /// The citation as written.
    package var text: String
    package var kind: Kind

    /// The top-level folders of this project: a path that starts with one is ``Kind/projectFile``.
    package static let projectFolders: Set<String> = ["Sources", "Tests", "Docs", "conformance", "scripts"]

    /// Apple's documentation host, whose `/documentation/` pages are ``Kind/appleDocumentation``.
    private static let appleHost = "developer.apple.com"

    /// Reads one word of `source=`; nil when the word is not a citation (prose): a citation is a web address,
    /// a host and path, a file name or a path, that is a word with a `/` or with a `.` between letters or digits.
    package init?(_ word: some StringProtocol) {
        let text = String(word)
        guard Self.looksLikeCitation(text) else { return nil }
        self.text = text
        self.kind = Self.kind(of: text)
    }

    package init(text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }

    /// The citations of a `source=` value, in order, and its first word that is no citation (nil when every
    /// word is one).
    package static func parse(_ source: String) -> (citations: [Citation], firstNonCitation: String?) {
        var citations: [Citation] = []
        var prose: String?
        for word in source.split(whereSeparator: { $0.isWhitespace }) {
            if let citation = Citation(word) {
                citations.append(citation)
            } else if prose == nil {
                prose = String(word)
            }
        }
        return (citations, prose)
    }

    /// The citations of a `source=` value (its prose left out).
    package static func list(in source: String) -> [Citation] { parse(source).citations }

    /// Apple's own material: a header or a documentation page, what `evidence=documented` rests on.
    package var isAppleMaterial: Bool { kind == .appleHeader || kind == .appleDocumentation }

    /// A public report someone else can read: a web page or a file of a public repository, what
    /// `evidence=reported` rests on. A header or a documentation page of Apple is not a report of behaviour
    /// observed on a device, and neither is this project's own code.
    package var isPublicReport: Bool { kind == .webPage || kind == .repositoryPath }

    /// The address to link to: web addresses as written, a host and path with `https://` put before it; nil
    /// for headers and files.
    package var webAddress: String? {
        switch kind {
        case .appleDocumentation, .webPage:
            return text.hasPrefix("https://") || text.hasPrefix("http://") ? text : "https://" + text
        default:
            return nil
        }
    }

    private static func kind(of text: String) -> Kind {
        let lowered = text.lowercased()
        var rest = Substring(lowered)
        let hasScheme = rest.hasPrefix("https://") || rest.hasPrefix("http://")
        if hasScheme { rest = rest.drop { $0 != "/" }.dropFirst(2) }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        let first = parts.first ?? ""
        if hasScheme || (parts.count > 1 && isHost(first)) || (parts.count == 1 && isHost(first) && !isFile(first)) {
            if first == appleHost, parts.count > 2, parts[1] == "documentation" { return .appleDocumentation }
            return .webPage
        }
        if lowered.hasSuffix(".h"), parts.count <= 2 { return .appleHeader }
        if parts.count == 1 { return .fileName }
        if projectFolders.contains(String(text.split(separator: "/").first ?? "")) { return .projectFile }
        return .repositoryPath
    }

    /// A host name: labels separated by dots, the last one letters only (`e-com-net.com`, `developer.apple.com`).
    private static func isHost(_ word: Substring) -> Bool {
        let labels = word.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, last.count >= 2, last.allSatisfy({ $0.isLetter && $0.isASCII })
        else { return false }
        return labels.allSatisfy {
            !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// A file name by its extension: one a host never ends in.
    private static func isFile(_ word: Substring) -> Bool {
        let fileExtensions: Set<Substring> = ["h", "m", "mm", "swift", "md", "txt", "json", "py", "htm", "html", "c"]
        guard let dot = word.lastIndex(of: ".") else { return false }
        return fileExtensions.contains(word[word.index(after: dot)...])
    }

    /// A `/`, or a `.` between letters or digits.
    private static func looksLikeCitation(_ text: String) -> Bool {
        if text.contains("/") { return true }
        var beforePrevious: Character?
        var previous: Character?
        for character in text {
            if previous == ".", let before = beforePrevious, isLetterOrDigit(before), isLetterOrDigit(character) {
                return true
            }
            beforePrevious = previous
            previous = character
        }
        return false
    }

    private static func isLetterOrDigit(_ character: Character) -> Bool { character.isLetter || character.isNumber }
}
