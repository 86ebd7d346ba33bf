import Foundation
import Testing

@testable import ControlSpecModel

/// Small decisions of the page parser, checked directly.
@Suite struct ParserDetailTests {
    static func dropped(_ destination: String) -> Bool {
        Array(destination.utf8).withUnsafeBufferPointer { PageParser.isDroppedBySafeRendering($0) }
    }

    @Test("cmark's dangerous schemes are found in any case; data: images of four types are kept")
    func dangerousSchemes() {
        for destination in ["javascript:alert(1)", "JavaScript:x", "VBSCRIPT:x", "file:///etc", "Data:text/html,x"] {
            #expect(Self.dropped(destination), "\(destination)")
        }
        for destination in [
            "data:image/png;base64,AA", "DATA:IMAGE/JPEG;x", "data:image/webp,x", "data:image/gif,x", "doc:UIButton",
            "https://example.com", "java", "",
        ] {
            #expect(!Self.dropped(destination), "\(destination)")
        }
        // Only letters compare without case: a control character is not a colon.
        #expect(!Self.dropped("javascript\u{1A}x"))
    }

    @Test("section headings are recognised in their language, trimmed, and only there")
    func sectionHeadings() {
        #expect(SectionKind.recognising("  Overview ", in: .english) == .summary)
        #expect(SectionKind.recognising("另请参阅", in: .chinese) == .seeAlso)
        #expect(SectionKind.recognising("参见\u{3000}", in: .chinese) == .seeAlso)
        #expect(SectionKind.recognising("See Also", in: .chinese) == nil)
        #expect(SectionKind.recognising("Discussions", in: .english) == nil)
    }

    @Test("a source's first word that is not a citation")
    func citations() {
        #expect(Citation.parse("").firstNonCitation == nil)
        #expect(Citation.parse("  UIButton.h\thttps://x\n").firstNonCitation == nil)
        #expect(Citation.parse("see UIButton.h").firstNonCitation == "see")
        #expect(Citation.parse("UIButton.h 见头文件").firstNonCitation == "见头文件")
        #expect(Citation.parse("a. b").firstNonCitation == "a.")
        #expect(Citation.parse("x.y ..z").firstNonCitation == "..z")
    }
}
