import ControlSpecMarkdown
import Foundation

/// The sections a page may have, recognised by their localized level-2 headings.
package enum SectionKind: String, Hashable, Sendable, Codable, CaseIterable {
    case summary, parameters, returnValue, discussion, constants, availability, seeAlso

    /// Accepted heading texts per language; the first is the canonical spelling.
    package func headings(in language: Language) -> [String] {
        switch (self, language) {
        case (.summary, .english): ["Summary", "Overview"]
        case (.summary, .chinese): ["摘要", "概述"]
        case (.parameters, .english): ["Parameters"]
        case (.parameters, .chinese): ["参数"]
        case (.returnValue, .english): ["Return Value"]
        case (.returnValue, .chinese): ["返回值"]
        case (.discussion, .english): ["Discussion"]
        case (.discussion, .chinese): ["讨论"]
        case (.constants, .english): ["Constants"]
        case (.constants, .chinese): ["常量"]
        case (.availability, .english): ["Availability Notes", "Availability"]
        case (.availability, .chinese): ["可用性说明", "可用性"]
        case (.seeAlso, .english): ["See Also"]
        case (.seeAlso, .chinese): ["另请参阅", "参见"]
        }
    }

    /// The canonical heading for this section in a language.
    package func title(in language: Language) -> String { headings(in: language)[0] }

    /// The section whose heading is `text` in `language`, if any.
    package static func recognising(_ text: String, in language: Language) -> SectionKind? {
        byHeading[language]?[String(text[...].trimmedWhitespace())]
    }

    /// Every accepted heading of each language and the section it opens.
    private static let byHeading: [Language: [String: SectionKind]] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { language in
            (
                language,
                Dictionary(
                    allCases.flatMap { kind in kind.headings(in: language).map { ($0, kind) } },
                    uniquingKeysWith: { first, _ in first })
            )
        })
}

/// Where a case's claim comes from.
package enum Evidence: String, Hashable, Sendable, Codable, CaseIterable {
    /// Apple's documentation or SDK headers say so.
    case documented
    /// Observed on real UIKit and reported publicly.
    case reported
    /// Our reading of the behaviour, not confirmed on a device.
    case inferred
}

/// A fenced `swift` code block of a page: a conformance case or an example.
package struct CodeBlock: Hashable, Sendable {
    /// The code, exactly as written between the fences.
    package var code: String
    /// The location of the opening fence.
    package var location: SourceLocation
    /// The Markdown line of the first line of code (the fence line + 1).
    package var firstCodeLine: Int
    /// How many columns the fence is indented (code lines are indented the same in Markdown).
    package var indentation: Int
}

/// What a case's evidence rests on, in the page's language: the paragraph right after the case that opens
/// with ``label(in:)`` (`Evidence: our reading of UIButton.h …`).
package struct CaseNote: Hashable, Sendable {
    /// CommonMark source of the note, without its label.
    package var markdown: String
    /// Where the paragraph starts.
    package var location: SourceLocation

    /// The word that opens a note's paragraph: `Evidence:` in English, `依据：` in Chinese.
    package static func label(in language: Language) -> String {
        language == .english ? "Evidence:" : "依据："
    }
}

/// An executable conformance case: a fenced block with `swift case <id>` in its info string.
package struct ConformanceCase: Hashable, Sendable {
    /// The tag of a case that reads or builds a raw value (`rawValue`): what it checks is the implementation's
    /// table of UIKit's raw values, which a compatibility matrix counts apart from behaviour.
    package static let rawValueTag = "raw-value"

    /// Unique within its page: lowercase letters, digits and hyphens.
    package var id: String
    /// The member the case documents: the page's symbol, or a constant of the page's type when
    /// the case stands under that constant's heading.
    package var memberID: String
    package var language: Language
    package var block: CodeBlock
    package var evidence: Evidence?
    /// Language-neutral citations (`source=`): web addresses, header names, repository paths.
    package var source: String?
    /// Why the evidence supports the case, in the page's language.
    package var note: CaseNote?
    /// The iOS version the behaviour needs (`since=14.0`).
    package var since: String?
    package var tags: [String]

    package init(
        id: String, memberID: String, language: Language, block: CodeBlock, evidence: Evidence?,
        source: String? = nil, note: CaseNote? = nil, since: String? = nil, tags: [String] = []
    ) {
        self.id = id
        self.memberID = memberID
        self.language = language
        self.block = block
        self.evidence = evidence
        self.source = source
        self.note = note
        self.since = since
        self.tags = tags
    }

    /// `UIButton.setTitle(_:for:)#title-falls-back-to-normal`: unique across the corpus.
    package var qualifiedID: String { memberID + "#" + id }
}

/// A figure: a fenced block with `swift figure <id>` (a layout figure) or `swift schematic <id>` (a style
/// schematic) in its info string. Its code builds buttons as a case does; the kit runs it on an implementation, asks
/// each button it declares for its geometry (``FigureGeometry``) or for what its style draws (``StyleSchematic``),
/// and draws what it answered.
package struct PageFigure: Hashable, Sendable {
    /// What a figure draws, chosen by the word after `swift`.
    package enum Kind: Hashable, Sendable {
        /// `swift figure`: where each button puts its title and image.
        case layout
        /// `swift schematic`: what each configured button's style draws (background, title color, corners).
        case style
    }

    /// Unique within its page among figures of both kinds: lowercase letters, digits and hyphens.
    package var id: String
    package var kind: Kind = .layout
    /// The page's symbol or article ID.
    package var memberID: String
    package var block: CodeBlock
    /// Where the values the figure shows come from, as for a case.
    package var evidence: Evidence?
    /// Language-neutral citations (`source=`).
    package var source: String?
    /// What the figure shows, in the page's language: the paragraph after the block that opens with
    /// ``captionLabel(in:)``.
    package var caption: CaseNote?

    /// `UIButton.contentEdgeInsets#figure:left-inset`: unique across the corpus, and never a case's ID.
    package var qualifiedID: String { memberID + "#figure:" + id }

    /// The word that opens a figure's caption: `Figure:` in English, `图：` in Chinese.
    package static func captionLabel(in language: Language) -> String {
        language == .english ? "Figure:" : "图："
    }
}

/// A piece of a section's body, in order: prose to render, or a code block.
package enum SectionBlock: Hashable, Sendable {
    /// CommonMark source of consecutive prose blocks.
    case markdown(String)
    /// A conformance case (an index into ``Page/cases``).
    case conformanceCase(Int)
    /// A `swift` example that is not a case (an index into ``Page/examples``).
    case example(Int)
    /// A constant's heading on a type page (an index into ``Page/constants``).
    case constantHeading(Int)
    /// A layout figure (an index into ``Page/figures``).
    case figure(Int)
}

/// A level-2 section of a page.
package struct Section: Hashable, Sendable {
    /// `nil` for an unrecognised heading (kept, with a warning).
    package var kind: SectionKind?
    package var heading: String
    package var location: SourceLocation
    package var blocks: [SectionBlock]
}

/// A parameter's description from the `Parameters` section.
package struct ParameterDoc: Hashable, Sendable {
    package var name: String
    /// CommonMark source of the description.
    package var markdown: String
    package var location: SourceLocation
}

/// A constant's entry under the `Constants` section of a type page.
package struct ConstantDoc: Hashable, Sendable {
    /// The constant's name (`highlighted`).
    package var name: String
    /// The constant's symbol ID (`UIControl.State.highlighted`).
    package var symbolID: String
    package var location: SourceLocation
}

/// A `doc:` link in a page.
package struct DocLink: Hashable, Sendable {
    /// The symbol ID after `doc:`.
    package var target: String
    package var location: SourceLocation
}

/// One Markdown page in one language: a member's page, or an article (a guide that documents no single member).
package struct Page: Hashable, Sendable {
    /// Path relative to the docs folder (`en/UIButton/setTitle(__for_).md`).
    package var path: String
    package var language: Language
    /// The symbol ID from the level-1 heading; nil when the heading is missing or malformed, and on an article.
    package var symbolID: String?
    /// On an article, its ID (``PagePath/articleID(ofPagePath:)``: `Articles/choosing-a-button-style`); nil on a
    /// member's page. An article's cases have it as their ``ConformanceCase/memberID``.
    package var articleID: String?
    /// On an article, the text of its level-1 heading.
    package var title: String?
    /// CommonMark source of the summary paragraph.
    package var summary: String?
    package var sections: [Section]
    package var parameters: [ParameterDoc]
    package var constants: [ConstantDoc]
    package var cases: [ConformanceCase]
    package var examples: [CodeBlock]
    /// The layout figures (`swift figure`), in page order.
    package var figures: [PageFigure] = []
    package var links: [DocLink]
    /// On an English page, its sections' translatable content (``TranslationRecord/Section``), which a Chinese
    /// twin's record is compared with.
    package var translatableSections: [TranslationRecord.Section] = []
    /// On a Chinese page, the review of its English twin it records; nil when it records none.
    package var translationRecord: TranslationRecord?

    package init(path: String, language: Language) {
        self.path = path
        self.language = language
        self.sections = []
        self.parameters = []
        self.constants = []
        self.cases = []
        self.examples = []
        self.links = []
    }

    package func section(_ kind: SectionKind) -> Section? { sections.first { $0.kind == kind } }

    /// Whether the page is an article.
    package var isArticle: Bool { articleID != nil }

    /// What the page documents: its symbol ID, or its article ID.
    package var key: String? { symbolID ?? articleID }
}

extension String {
    /// `trimmingCharacters(in: .whitespaces)` (or `.whitespacesAndNewlines`) without Foundation, whose
    /// version bridges to `NSString` and was a large part of parsing a page.
    func trimmingWhitespace(andNewlines: Bool = false) -> String {
        let trimmed = self[...].trimmedWhitespace(andNewlines: andNewlines)
        return trimmed.startIndex == startIndex && trimmed.endIndex == endIndex ? self : String(trimmed)
    }
}

extension Substring {
    /// ``Swift/String/trimmingWhitespace(andNewlines:)`` without making a string.
    func trimmedWhitespace(andNewlines: Bool = false) -> Substring {
        var scalars = unicodeScalars[...]
        while let first = scalars.first, Self.isTrimmed(first, andNewlines: andNewlines) { scalars.removeFirst() }
        while let last = scalars.last, Self.isTrimmed(last, andNewlines: andNewlines) { scalars.removeLast() }
        return self[scalars.startIndex..<scalars.endIndex]
    }

    /// Tab, space and the other space separators (general category Zs), and with `andNewlines` the line
    /// breaks (line feed to carriage return, next line, and categories Zl and Zp). Listed rather than
    /// looked up: the lookup was most of trimming a Chinese heading.
    static func isTrimmed(_ scalar: Unicode.Scalar, andNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return andNewlines
        default: return false
        }
    }
}

extension StringProtocol {
    /// The first occurrence of `needle`, compared byte by byte in UTF-8 (Foundation's `range(of:)`
    /// bridges to `NSString`).
    package func firstByteRange(of needle: String) -> Range<String.Index>? {
        // On contiguous UTF-8 (native strings and their substrings): byte offsets, then indices.
        let found = utf8.withContiguousStorageIfAvailable { haystack -> Int? in
            var needle = needle
            return needle.withUTF8 { bytes -> Int? in
                guard let base = haystack.baseAddress, let pattern = bytes.baseAddress, let first = bytes.first,
                    haystack.count >= bytes.count
                else { return nil }
                // memchr finds each candidate first byte with vectorized scans, far quicker than a byte loop.
                let last = haystack.count - bytes.count
                var start = 0
                while start <= last {
                    guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return nil }
                    let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                    if memcmp(hit, pattern, bytes.count) == 0 { return offset }
                    start = offset + 1
                }
                return nil
            }
        }
        if let found {
            guard let offset = found else { return nil }
            let lower = utf8.index(startIndex, offsetBy: offset)
            return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
        }
        let bytes = Array(needle.utf8)
        guard let first = bytes.first else { return nil }
        let haystack = utf8
        var start = haystack.startIndex
        while start != haystack.endIndex {
            if haystack[start] == first {
                var end = start
                var matched = 0
                while matched < bytes.count, end != haystack.endIndex, haystack[end] == bytes[matched] {
                    end = haystack.index(after: end)
                    matched += 1
                }
                if matched == bytes.count { return start..<end }
            }
            start = haystack.index(after: start)
        }
        return nil
    }
}
