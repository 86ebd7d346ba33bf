import Foundation

/// The model's deterministic text measurement, standing in for a font engine.
///
/// The rules:
/// - A character is one `Character` (an extended grapheme cluster), so an accent combined with its letter, or an
///   emoji sequence, is measured once.
/// - A narrow character advances `pointSize × 0.5`; a wide one (CJK ideographs, kana, Hangul, full-width forms,
///   emoji) advances `pointSize × 1.0`. The first Unicode scalar of the character decides.
/// - A line is `font.lineHeight` tall; text is as tall as its line count times that.
/// - `"\n"` starts a new line. When a width limit is given and more than one line is allowed, lines also wrap
///   greedily at character boundaries (UIKit wraps at words; the model keeps the rule simple).
/// - Empty text measures zero by zero, as an empty `UILabel` does.
///
/// Real fonts give other numbers, so conformance cases must assert relations (wider, taller, equal, left of), never
/// pixel values.
public enum TextMetrics {
    /// Whether `character` is wide (advances one em) in the model.
    public static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return wideRanges.contains { $0.contains(scalar.value) }
    }

    // East Asian wide and full-width blocks, plus the emoji blocks, which fonts draw one em wide.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // full-width forms
        0xFFE0...0xFFE6,  // full-width signs
        0x1F300...0x1F64F,  // miscellaneous symbols and pictographs, emoticons
        0x1F900...0x1F9FF,  // supplemental symbols and pictographs
        0x20000...0x3FFFD,  // CJK unified ideographs extensions B and later
    ]

    /// How far `character` advances in `font`: half the point size, or the full point size when wide.
    public static func advance(of character: Character, in font: UIFont) -> CGFloat {
        isWide(character) ? font.pointSize : font.pointSize * 0.5
    }

    /// The width of `line` set on one line in `font` (a newline inside it is measured like any character).
    public static func width(of line: Substring, in font: UIFont) -> CGFloat {
        line.reduce(0) { $0 + advance(of: $1, in: font) }
    }

    /// The width of the widest line of `text` (lines separated by `"\n"`) in `font`.
    public static func width(of text: String, in font: UIFont) -> CGFloat {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { width(of: $0, in: font) }
            .max() ?? 0
    }

    /// The size of `text` in `font`.
    ///
    /// - Parameters:
    ///   - numberOfLines: the most lines shown, 0 for no limit; extra lines are dropped, as a label truncates them.
    ///   - maxWidth: the width lines wrap at when more than one line is allowed; a single line never wraps and
    ///     reports its full width, as `UILabel.sizeThatFits(_:)` does for one-line labels.
    public static func size(
        of text: String,
        in font: UIFont,
        numberOfLines: Int = 1,
        maxWidth: CGFloat = .greatestFiniteMagnitude
    ) -> CGSize {
        guard !text.isEmpty else { return .zero }
        var lines = layoutLines(of: text, in: font, wrappingAt: numberOfLines == 1 ? nil : maxWidth)
        if numberOfLines > 0 && lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
        }
        let widest = lines.map { width(of: $0, in: font) }.max() ?? 0
        return CGSize(width: widest, height: CGFloat(lines.count) * font.lineHeight)
    }

    private static func layoutLines(of text: String, in font: UIFont, wrappingAt maxWidth: CGFloat?) -> [Substring] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let maxWidth, maxWidth > 0 else { return paragraphs }
        var lines: [Substring] = []
        for paragraph in paragraphs {
            var lineStart = paragraph.startIndex
            var lineWidth: CGFloat = 0
            var index = paragraph.startIndex
            while index < paragraph.endIndex {
                let advance = advance(of: paragraph[index], in: font)
                // A character wider than the limit still gets a line of its own rather than looping forever.
                if lineWidth + advance > maxWidth && index > lineStart {
                    lines.append(paragraph[lineStart..<index])
                    lineStart = index
                    lineWidth = 0
                }
                lineWidth += advance
                index = paragraph.index(after: index)
            }
            lines.append(paragraph[lineStart..<paragraph.endIndex])
        }
        return lines
    }
}
