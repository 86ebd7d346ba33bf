import ControlSpecMarkdown
import Foundation

/// Turns one Markdown file into a ``Page``, reporting malformed structure as diagnostics.
package struct PageParser {
    package init() {}

    /// Parses `source` (the text of the file at `path`, relative to the docs folder); with `articleID`, as that
    /// article: its title is plain text and its level-2 headings are its own.
    ///
    /// - Returns: the page (always, as complete as the input allows), the symbol-like names it
    ///   mentions, and the problems found.
    package func parse(source: String, path: String, language: Language, articleID: String? = nil) -> (
        page: Page, mentions: SymbolMentions, diagnostics: [Diagnostic]
    ) {
        var words: [SymbolMentions.Word] = []
        let outline = MarkdownParser.outline(source, wordPrefixes: SymbolNames.checkedWordPrefixes) {
            bytes, position, block in
            SymbolNames.forEachObjectiveCWord(in: bytes) { word in
                words.append(SymbolMentions.Word(text: word, position: position, block: block))
            }
        }
        // The page is read from the outline's bytes, which stay put while it is read: no reference
        // counting or string indices for each span, line and column.
        let (page, diagnostics, firstProseBlock) = outline.withBuffers { buffers in
            var state = ParseState(document: outline, buffers: buffers, path: path, language: language)
            state.page.articleID = articleID
            let firstProseBlock = state.run()
            return (state.page, state.diagnostics, firstProseBlock)
        }
        let mentions = SymbolMentions(outline: outline, words: words, path: path, firstBlock: firstProseBlock)
        return (page, mentions, diagnostics)
    }
}

private struct ParseState {
    let document: MarkdownOutline
    /// The outline's bytes, valid while the page is read.
    let buffers: MarkdownOutline.Buffers
    /// The outline's source, held once for the page rather than fetched from the outline for each line.
    let source: String
    let path: String
    var page: Page
    var diagnostics: [Diagnostic] = []

    /// The open section: its heading, and its blocks so far (one list reused for every section, so that
    /// each section's list is made once, at its size).
    private var sectionIsOpen = false
    private var sectionKind: SectionKind?
    private var sectionHeading = ""
    private var sectionLocation = SourceLocation(path: "", line: 1, column: 1)
    private var sectionBlocks: [SectionBlock] = []
    private var pendingProse: (first: Int, last: Int)?
    /// The member that cases belong to: the page's symbol, or the constant under whose heading
    /// they stand.
    private var currentMemberID: String?
    /// The case just read, whose note the next block may be.
    private var caseAwaitingNote: Int?
    /// The figure just read, whose caption the next block must be.
    private var figureAwaitingCaption: Int?
    private var columns = CharacterColumnCursor()

    init(document: MarkdownOutline, buffers: MarkdownOutline.Buffers, path: String, language: Language) {
        self.document = document
        self.buffers = buffers
        self.source = document.source
        self.path = path
        self.page = Page(path: path, language: language)
    }

    private mutating func location(_ position: SourcePosition) -> SourceLocation {
        columns.location(of: position, in: buffers, path: path)
    }

    /// The section's kind, when a section is open.
    private var openSectionKind: SectionKind? { sectionIsOpen ? sectionKind : nil }

    /// The heading code spans of a heading: how many, and the first.
    private func headingCodeSpans(of block: MarkdownOutline.Block) -> (count: Int, first: MarkdownOutline.Span?) {
        var count = 0
        var first: MarkdownOutline.Span?
        for span in document.codeSpans[block.codeSpans] where span.isHeadingChild {
            if first == nil { first = span.literal }
            count += 1
        }
        return (count, first)
    }

    private mutating func report(
        _ id: String, _ severity: Diagnostic.Severity, _ summary: String, at location: SourceLocation,
        fix: String? = nil
    ) {
        diagnostics.append(Diagnostic(id: id, severity: severity, summary: summary, location: location, fix: fix))
    }

    /// Reads the page; returns the index of its first prose block (the title is not prose).
    mutating func run() -> Int {
        let start = SourceLocation(path: path, line: 1, column: 1)
        if document.exceededDepthLimit {
            let deep = document.depthLimitPosition.map { location($0) }
            report(
                "docs.file.tooDeep", .error,
                "nesting deeper than \(MarkdownParser.maximumDepth) levels; deeper content was ignored",
                at: deep ?? start,
                fix: "flatten the nested lists or block quotes")
        }
        if let html = document.firstRawHTML {
            let places =
                document.rawHTMLCount == 1 ? "" : " (\(document.rawHTMLCount) places on the page; this is the first)"
            report(
                "docs.markdown.rawHTML", .warning, "raw HTML is not rendered: the site leaves it out\(places)",
                at: location(html),
                fix: "write it in Markdown, or put it in a code span (`<b>`) to show it as text")
        }
        reportNestedCode()
        let blocks = document.blocks
        reserveCapacity(for: blocks)
        // No section holds more entries than the page has blocks: the reused list is made once.
        sectionBlocks.reserveCapacity(blocks.count)
        var firstHandled = 0
        if let first = blocks.first, case .heading(level: 1) = first.kind {
            readTitle(first)
            openSection(kind: .summary, heading: "", at: location(first.start))
            firstHandled = 1
        } else {
            report(
                "docs.page.missingTitle", .error,
                page.isArticle
                    ? "article does not start with a level-1 heading giving its title"
                    : "page does not start with a level-1 heading naming its symbol",
                at: blocks.first.map { location($0.start) } ?? start,
                fix: page.isArticle
                    ? "start the article with a heading such as '# Choosing a button style'"
                    : "start the page with a heading such as '# `UIControl.isEnabled`'")
            currentMemberID = page.articleID
            openSection(kind: .summary, heading: "", at: start)
        }
        for index in blocks.indices.dropFirst(firstHandled) { handle(blocks[index]) }
        finish()
        collectLinks(from: firstHandled)
        return firstHandled
    }

    /// Reports each `swift` code block inside a list item or a block quote: only blocks directly under the page are
    /// read as cases and examples, and a case must never be dropped without a word.
    private mutating func reportNestedCode() {
        for nested in document.nestedCodeBlocks {
            let words = buffers.bytes(nested.info).split(separator: UInt8(ascii: " "), maxSplits: 2)
            guard let first = words.first, first.elementsEqual("swift".utf8) else { continue }
            let isCase = words.count > 1 && words[1].elementsEqual("case".utf8)
            report(
                isCase ? "docs.case.nested" : "docs.example.nested", .error,
                (isCase ? "a case" : "example code")
                    + " inside a list item or a block quote is neither run nor checked",
                at: location(nested.start),
                fix: "move the block out of the list item or block quote: start its fence at the first column, "
                    + "after a blank line")
        }
    }

    /// Sizes the page's lists from the outline before they are filled: a corpus holds tens of thousands
    /// of pages, and lists grown by doubling would carry up to twice the room they use.
    private mutating func reserveCapacity(for blocks: [MarkdownOutline.Block]) {
        var sections = 1
        var cases = 0
        var examples = 0
        for block in blocks {
            switch block.kind {
            case .heading(level: 2): sections += 1
            case .codeBlock:
                let info = buffers.bytes(block.info)
                if info.hasPrefix("swift case") {
                    cases += 1
                } else if info.hasPrefix("swift") {
                    examples += 1
                }
            default: break
            }
        }
        page.sections.reserveCapacity(sections)
        page.cases.reserveCapacity(cases)
        page.examples.reserveCapacity(examples)
        page.links.reserveCapacity(document.links.count { buffers.destination(of: $0).hasPrefix("doc:") })
    }

    private mutating func readTitle(_ block: MarkdownOutline.Block) {
        if let articleID = page.articleID {
            let title = buffers.string(block.text).trimmingWhitespace(andNewlines: true)
            if title.isEmpty {
                report(
                    "docs.article.missingTitle", .error, "the level-1 heading of an article must be its title",
                    at: location(block.start), fix: "write the heading as '# Choosing a button style'")
            } else {
                page.title = title
            }
            currentMemberID = articleID
            return
        }
        let codeSpans = headingCodeSpans(of: block)
        guard codeSpans.count == 1, let id = codeSpans.first.map(buffers.string), !id.isEmpty,
            Self.isBlank(buffers.bytes(block.info))
        else {
            report(
                "docs.page.malformedTitle", .error,
                "the level-1 heading must be the symbol ID in code, and nothing else",
                at: location(block.start), fix: "write the heading as '# `UIButton.setTitle(_:for:)`'")
            return
        }
        page.symbolID = id
        currentMemberID = id
    }

    private mutating func handle(_ block: MarkdownOutline.Block) {
        if let index = figureAwaitingCaption {
            figureAwaitingCaption = nil
            if block.kind == .paragraph, readCaption(block, of: index) { return }
            reportMissingCaption(of: index)
        }
        if let index = caseAwaitingNote {
            caseAwaitingNote = nil
            if block.kind == .paragraph, readNote(block, of: index) { return }
        }
        switch block.kind {
        case .heading(level: 1):
            report(
                "docs.page.extraTitle", .error, "a page has exactly one level-1 heading",
                at: location(block.start), fix: "make this heading level 2 or 3")
            addProse(block)
        case .heading(level: 2):
            flushProse()
            closeSection()
            let text = buffers.string(block.text)
            let kind = SectionKind.recognising(text, in: page.language)
            // An article's sections are its own: any heading is one.
            if kind == nil, !page.isArticle {
                let expected = SectionKind.allCases.map { $0.title(in: page.language) }.joined(separator: ", ")
                report(
                    "docs.page.unknownSection", .warning, "unrecognised section heading '\(text)'",
                    at: location(block.start), fix: "use one of: \(expected)")
            } else if kind != nil, page.sections.contains(where: { $0.kind == kind }) {
                report(
                    "docs.page.duplicateSection", .error, "section '\(text)' appears twice",
                    at: location(block.start), fix: "merge the two sections")
            }
            currentMemberID = page.key
            openSection(kind: kind, heading: text, at: location(block.start))
        case .heading(level: 3) where openSectionKind == .constants && !page.isArticle:
            flushProse()
            readConstantHeading(block)
        case .codeBlock:
            handleCodeBlock(block)
        case .list where openSectionKind == .parameters:
            readParameters(block)
            addProse(block)
        case .paragraph where page.summary == nil && openSectionKind == .summary:
            page.summary = lines(block.start.line, through: block.endLine, trimmingWhitespace: true)
            addProse(block)
        default:
            addProse(block)
        }
    }

    private mutating func readConstantHeading(_ heading: MarkdownOutline.Block) {
        guard let name = headingCodeSpans(of: heading).first.map(buffers.string), !name.isEmpty,
            let typeID = page.symbolID
        else {
            report(
                "docs.page.malformedConstant", .error, "a constant heading must be the constant's name in code",
                at: location(heading.start), fix: "write it as '### `highlighted`'")
            return
        }
        let constant = ConstantDoc(name: name, symbolID: typeID + "." + name, location: location(heading.start))
        page.constants.append(constant)
        currentMemberID = constant.symbolID
        appendToSection(.constantHeading(page.constants.count - 1))
    }

    private mutating func readParameters(_ list: MarkdownOutline.Block) {
        for item in document.items(of: list) {
            guard let name = item.leadingCode.map(buffers.string) else {
                report(
                    "docs.page.malformedParameter", .error,
                    "a parameter item must start with the parameter name in code",
                    at: location(item.start), fix: "write it as '- `title`: what the parameter means'")
                continue
            }
            page.parameters.append(
                ParameterDoc(
                    name: name, markdown: parameterDescription(of: item, name: name), location: location(item.start)))
        }
    }

    private mutating func handleCodeBlock(_ block: MarkdownOutline.Block) {
        guard var parsed = CaseInfo(utf8: buffers.bytes(block.info)) else {
            addProse(block)
            return
        }
        flushProse()
        let fence = location(block.start)
        let codeBlock = CodeBlock(
            code: buffers.string(block.text), location: fence, firstCodeLine: block.start.line + 1,
            indentation: max(fence.column - 1, 0))
        let infoColumn =
            parsed.problems.isEmpty ? 0 : infoStringColumn(line: block.start.line, info: buffers.string(block.info))
        for (problem, offset) in parsed.problems {
            reportInfoProblem(problem, at: SourceLocation(path: path, line: fence.line, column: infoColumn + offset))
        }
        if parsed.isFigure {
            readFigure(&parsed, block: codeBlock)
            return
        }
        guard parsed.isCase else {
            page.examples.append(codeBlock)
            appendToSection(.example(page.examples.count - 1))
            return
        }
        // The info string's values are moved into the case, not copied (a retain and a release each).
        guard let id = parsed.id.take() else { return }
        let evidenceText = parsed.evidence.take()
        let evidence = evidenceText.flatMap(Self.evidence)
        let source = parsed.source.take()
        if evidenceText == nil {
            report(
                "docs.case.missingEvidence", .error, "case '\(id)' has no evidence attribute", at: fence,
                fix: "add evidence=documented, evidence=reported or evidence=inferred to the info string")
        }
        if let source, let word = Citation.parse(source).firstNonCitation {
            report(
                "docs.case.proseInSource", .warning,
                "'\(word)' in the source of case '\(id)' is not a citation; the info string is the same in every "
                    + "language, so prose in it is shown untranslated",
                at: fence,
                fix: "keep web addresses, header names and repository paths in source=, and explain in a paragraph "
                    + "after the case that opens with '\(CaseNote.label(in: page.language))'")
        }
        if let previous = page.cases.firstIndex(where: { $0.id == id }) {
            diagnostics.append(
                Diagnostic(
                    id: "docs.case.duplicateID", severity: .error, summary: "duplicate case ID '\(id)'",
                    location: fence,
                    notes: [.init(location: page.cases[previous].block.location, message: "first used here")],
                    fix: "give each case on a page its own ID"))
        }
        let tags = parsed.tags.take().map(Self.tagList) ?? []
        let readsRawValue = codeBlock.code.contains("rawValue")
        if readsRawValue != tags.contains(ConformanceCase.rawValueTag) {
            report(
                "docs.case.rawValueTag", .warning,
                readsRawValue
                    ? "case '\(id)' checks a raw value (it uses rawValue) but is not tagged \(ConformanceCase.rawValueTag)"
                    : "case '\(id)' is tagged \(ConformanceCase.rawValueTag) but uses no rawValue",
                at: fence,
                fix: readsRawValue
                    ? "add tags=\(ConformanceCase.rawValueTag) to the info string, so that raw values are counted apart"
                    : "remove \(ConformanceCase.rawValueTag) from tags=")
        }
        page.cases.append(
            ConformanceCase(
                id: id, memberID: currentMemberID ?? page.key ?? "", language: page.language, block: codeBlock,
                evidence: evidence, source: source, since: parsed.since.take(), tags: tags))
        appendToSection(.conformanceCase(page.cases.count - 1))
        caseAwaitingNote = page.cases.count - 1
    }

    /// Reads a `swift figure` or `swift schematic` block: its ID and attributes are checked as a case's are.
    private mutating func readFigure(_ parsed: inout CaseInfo, block: CodeBlock) {
        guard let id = parsed.id.take() else { return }
        let evidenceText = parsed.evidence.take()
        if evidenceText == nil {
            report(
                "docs.figure.missingEvidence", .error, "figure '\(id)' has no evidence attribute", at: block.location,
                fix: "add evidence=documented, evidence=reported or evidence=inferred: where the values it draws "
                    + "come from")
        }
        let source = parsed.source.take()
        if let source, let word = Citation.parse(source).firstNonCitation {
            report(
                "docs.case.proseInSource", .warning,
                "'\(word)' in the source of figure '\(id)' is not a citation; the info string is the same in every "
                    + "language, so prose in it is shown untranslated",
                at: block.location, fix: "keep web addresses, header names and repository paths in source=")
        }
        if let previous = page.figures.firstIndex(where: { $0.id == id }) {
            diagnostics.append(
                Diagnostic(
                    id: "docs.figure.duplicateID", severity: .error, summary: "duplicate figure ID '\(id)'",
                    location: block.location,
                    notes: [.init(location: page.figures[previous].block.location, message: "first used here")],
                    fix: "give each figure on a page its own ID"))
        }
        page.figures.append(
            PageFigure(
                id: id, kind: parsed.figureKind ?? .layout, memberID: currentMemberID ?? page.key ?? "", block: block,
                evidence: evidenceText.flatMap(Self.evidence), source: source))
        appendToSection(.figure(page.figures.count - 1))
        figureAwaitingCaption = page.figures.count - 1
    }

    /// Reads `paragraph` as the caption of figure `index` when it opens with the caption label; false otherwise.
    private mutating func readCaption(_ paragraph: MarkdownOutline.Block, of index: Int) -> Bool {
        let text = lines(paragraph.start.line, through: paragraph.endLine, trimmingWhitespace: true)
        let label = PageFigure.captionLabel(in: page.language)
        guard text.hasPrefix(label) else { return false }
        let markdown = String(text.dropFirst(label.count)).trimmingWhitespace(andNewlines: true)
        guard !markdown.isEmpty else { return false }
        page.figures[index].caption = CaseNote(markdown: markdown, location: location(paragraph.start))
        return true
    }

    /// A figure is described in words for those who cannot see it: its caption is required.
    private mutating func reportMissingCaption(of index: Int) {
        let label = PageFigure.captionLabel(in: page.language)
        report(
            "docs.figure.missingCaption", .error, "figure '\(page.figures[index].id)' has no caption",
            at: page.figures[index].block.location,
            fix: "write, right after the figure, a paragraph that opens with '\(label)' and says what it shows")
    }

    /// Reads `paragraph` as the note of case `index` when it opens with the note label; false otherwise.
    private mutating func readNote(_ paragraph: MarkdownOutline.Block, of index: Int) -> Bool {
        let text = lines(paragraph.start.line, through: paragraph.endLine, trimmingWhitespace: true)
        let label = CaseNote.label(in: page.language)
        guard text.hasPrefix(label) else { return false }
        let markdown = String(text.dropFirst(label.count)).trimmingWhitespace(andNewlines: true)
        page.cases[index].note = CaseNote(markdown: markdown, location: location(paragraph.start))
        return true
    }

    /// Checks, once the page is read, that each case's evidence has what it rests on: a documented case cites
    /// Apple's material, a reported case a public report, an inferred case a source or a note.
    private mutating func checkSources() {
        for item in page.cases {
            guard let evidence = item.evidence else { continue }
            let citations = Citation.list(in: item.source ?? "")
            switch evidence {
            case .documented:
                guard !citations.contains(where: \.isAppleMaterial) else { continue }
                report(
                    "docs.case.documentedWithoutAppleSource", .error,
                    "case '\(item.id)' is documented, but its source names no Apple material (a header or a "
                        + "developer.apple.com/documentation page)",
                    at: item.block.location,
                    fix: "add the header (source=UIButton.h) or the developer.apple.com/documentation/… page that "
                        + "states the behaviour to source=, or label the case reported or inferred")
            case .reported:
                guard !citations.contains(where: \.isPublicReport) else { continue }
                report(
                    "docs.case.reportedWithoutReport", .error,
                    "case '\(item.id)' is reported, but its source names no public report (a web address or a "
                        + "repository path)",
                    at: item.block.location,
                    fix: "add the report's address or repository path to source= (a header or Apple's page is "
                        + "evidence=documented), or label the case inferred and say so in its note")
            case .inferred:
                guard item.source?.isEmpty ?? true, item.note?.markdown.isEmpty ?? true else { continue }
                report(
                    "docs.case.missingSource", .error,
                    "case '\(item.id)' has inferred evidence but neither a source nor a note",
                    at: item.block.location,
                    fix: "add a paragraph after the case that opens with '\(CaseNote.label(in: page.language))' "
                        + "saying what the reading rests on, or source=\"…\" with where it was reported")
            }
        }
    }

    /// `Evidence(rawValue:)` without a string switch.
    private static func evidence(_ value: String) -> Evidence? {
        if value == "documented" { return .documented }
        if value == "reported" { return .reported }
        if value == "inferred" { return .inferred }
        return nil
    }

    /// The comma-separated tags of `tags=`, trimmed, without empty ones.
    private static func tagList(_ tags: String) -> [String] {
        tags.unicodeScalars.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    private func infoStringColumn(line: Int, info: String) -> Int {
        let text = document.line(line)
        guard !info.isEmpty, let range = text.firstByteRange(of: info) else { return 4 }
        return text.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    /// Every problem of an info string is an error at the block's info string; only the words differ.
    private mutating func reportInfoProblem(_ problem: CaseInfo.Problem, at location: SourceLocation) {
        let (id, summary, fix): (String, String, String) =
            switch problem {
            case .missingID:
                (
                    "docs.case.missingID", "'swift case' needs an ID",
                    "write '```swift case my-case-id evidence=documented'"
                )
            case .invalidID(let id):
                (
                    "docs.case.invalidID", "case ID '\(id)' is not lowercase letters, digits and hyphens",
                    "use an ID such as 'title-falls-back-to-normal'"
                )
            case .malformed(let word):
                (
                    "docs.case.malformedInfo", "'\(word)' in the info string is not key=value",
                    "write attributes as key=value, quoting values with spaces"
                )
            case .unterminatedQuote:
                ("docs.case.malformedInfo", "unterminated quote in the info string", "close the double quote")
            case .unknownAttribute(let key):
                (
                    "docs.case.unknownAttribute", "unknown case attribute '\(key)'" + Self.didYouMean(key),
                    "use one of: " + CaseInfo.attributeNames.joined(separator: ", ")
                )
            case .invalidEvidence(let value):
                (
                    "docs.case.invalidEvidence", "evidence '\(value)' is not documented, reported or inferred",
                    "use evidence=documented, evidence=reported or evidence=inferred"
                )
            case .duplicateAttribute(let key):
                ("docs.case.malformedInfo", "attribute '\(key)' is given twice", "keep one '\(key)=' attribute")
            }
        report(id, .error, summary, at: location, fix: fix)
    }

    /// `; did you mean 'tags'?` for an unknown attribute near a known one; empty otherwise.
    private static func didYouMean(_ key: String) -> String {
        NameSuggester.suggestion(for: key, among: CaseInfo.attributeNames).map { "; did you mean '\($0)'?" } ?? ""
    }

    // MARK: Sections and prose

    private mutating func openSection(kind: SectionKind?, heading: String, at location: SourceLocation) {
        sectionIsOpen = true
        sectionKind = kind
        sectionHeading = heading
        sectionLocation = location
    }

    private mutating func appendToSection(_ block: SectionBlock) {
        if sectionIsOpen { sectionBlocks.append(block) }
    }

    private mutating func closeSection() {
        flushProse()
        if sectionIsOpen, !(sectionKind == .summary && sectionHeading.isEmpty && sectionBlocks.isEmpty) {
            // A copy at its size: `Array(sectionBlocks)`, and `Array` of a slice of all of it, would share
            // the reused list, room to spare and all, and `removeAll(keepingCapacity:)` would then make
            // the next list anew (5 MB more at 100×). Reserved and appended: the allocation of
            // `init(unsafeUninitializedCapacity:)` is not specialized and looks up metadata each time.
            var blocks: [SectionBlock] = []
            blocks.reserveCapacity(sectionBlocks.count)
            blocks.append(contentsOf: sectionBlocks)
            page.sections.append(
                Section(kind: sectionKind, heading: sectionHeading, location: sectionLocation, blocks: blocks))
        }
        sectionIsOpen = false
        sectionBlocks.removeAll(keepingCapacity: true)
    }

    private mutating func finish() {
        if let index = figureAwaitingCaption {
            figureAwaitingCaption = nil
            reportMissingCaption(of: index)
        }
        closeSection()
        checkSources()
    }

    private mutating func addProse(_ block: MarkdownOutline.Block) {
        let first = block.start.line
        let last = block.endLine
        if let pending = pendingProse {
            pendingProse = (pending.first, max(pending.last, last))
        } else {
            pendingProse = (first, last)
        }
    }

    private mutating func flushProse() {
        guard let pending = pendingProse else { return }
        pendingProse = nil
        let text = lines(pending.first, through: pending.last)
        appendToSection(.markdown(text))
    }

    /// A parameter item's description (``ParameterItemText/description(of:name:)``).
    private func parameterDescription(of item: MarkdownOutline.ListItem, name: String) -> String {
        String(ParameterItemText.description(of: lines(item.start.line, through: item.endLine)[...], name: name))
    }

    /// The bytes of lines `first` through `last` of the source, without the last line's line feed: one
    /// run of the source when the lines are there and end in plain line feeds, nil otherwise.
    private func byteRange(ofLines first: Int, through last: Int) -> Range<Int>? {
        let starts = buffers.lineStartOffsets
        guard first >= 1, last >= first, last <= starts.count, !buffers.hasCarriageReturns else { return nil }
        return starts[first - 1]..<(last < starts.count ? starts[last] - 1 : buffers.source.count)
    }

    /// The source's bytes `range` (whole scalars), as a slice of the source string copied without checking
    /// its UTF-8 again.
    private func sourceString(_ range: Range<Int>) -> String {
        let utf8 = source.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        return String(source[lower..<upper])
    }

    /// Lines `first` through `last` of the source, joined with line feeds (carriage returns dropped),
    /// and with `trimmingWhitespace`, without the spaces and tabs that open and close them.
    private func lines(_ first: Int, through last: Int, trimmingWhitespace: Bool = false) -> String {
        guard let lines = byteRange(ofLines: first, through: last) else {
            let joined = (first...last).map { String(document.line($0)) }.joined(separator: "\n")
            return trimmingWhitespace ? joined.trimmingWhitespace() : joined
        }
        var start = lines.lowerBound
        var end = lines.upperBound
        if trimmingWhitespace {
            // Spaces and tabs are trimmed as bytes; other spaces (U+3000…) only exist at a non-ASCII end.
            while start < end, Self.isSpaceOrTab(buffers.source[start]) { start += 1 }
            while end > start, Self.isSpaceOrTab(buffers.source[end - 1]) { end -= 1 }
            guard start < end else { return "" }
        }
        let text = sourceString(start..<end)
        guard trimmingWhitespace, buffers.source[start] >= 0x80 || buffers.source[end - 1] >= 0x80 else { return text }
        return text.trimmingWhitespace()
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Whether `bytes` trimmed of whitespace (not line breaks) are empty.
    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        String(decoding: bytes, as: UTF8.self).trimmingWhitespace().isEmpty
    }

    // MARK: Links

    /// The `doc:` links of every block from `firstBlock` on (the title is not prose); a link the site drops
    /// is a warning.
    private mutating func collectLinks(from firstBlock: Int) {
        for link in document.links where link.block >= firstBlock {
            let destination = buffers.destination(of: link)
            if PageParser.isDroppedBySafeRendering(destination) {
                report(
                    "docs.link.unsafe", .warning,
                    "the site drops this link: cmark's safe rendering removes javascript:, vbscript:, file: and data: links",
                    at: location(link.position), fix: "link to a page with doc: or to an https: address")
            }
            guard destination.hasPrefix("doc:") else { continue }
            let target = String(decoding: UnsafeBufferPointer(rebasing: destination.dropFirst(4)), as: UTF8.self)
            page.links.append(DocLink(target: target, location: location(link.position)))
        }
    }
}

extension PageParser {
    /// Whether cmark's safe rendering drops a link to `destination`: the schemes of its `_scan_dangerous_url`,
    /// javascript:, vbscript:, file: and data: other than data:image/png, gif, jpeg or webp (any case).
    static func isDroppedBySafeRendering(_ destination: UnsafeBufferPointer<UInt8>) -> Bool {
        // Compared byte by byte, ASCII letters in any case.
        func starts(with prefix: StaticString) -> Bool {
            let expected = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            guard destination.count >= expected.count else { return false }
            return zip(destination, expected).allSatisfy { byte, wanted in
                let isLetter = wanted >= UInt8(ascii: "a") && wanted <= UInt8(ascii: "z")
                return isLetter ? byte | 0x20 == wanted : byte == wanted
            }
        }
        if starts(with: "javascript:") || starts(with: "vbscript:") || starts(with: "file:") { return true }
        guard starts(with: "data:") else { return false }
        return
            !(starts(with: "data:image/png") || starts(with: "data:image/gif") || starts(with: "data:image/jpeg")
            || starts(with: "data:image/webp"))
    }
}

/// The text of a `Parameters` list item.
enum ParameterItemText {
    /// A parameter item's description: its text after the list marker and the name's code span, without
    /// the colon or dash after the name (`` - `title`: The title. `` reads as `The title.`).
    static func description(of text: Substring, name: String) -> Substring {
        var description = itemText(text)
        if let range = description.firstByteRange(of: "`\(name)`") { description = description[range.upperBound...] }
        description = description.trimmedWhitespace()
        if let first = description.first, first == ":" || first == "：" { description.removeFirst() }
        if let first = description.first, first == "-" || first == "–" { description.removeFirst() }
        if description.first == "-" || description.first == "*", description.dropFirst().first == " " {
            description.removeFirst(2)
        }
        return description.trimmedWhitespace(andNewlines: true)
    }

    /// A list item's text without its marker.
    static func itemText(_ text: Substring) -> Substring {
        let trimmed = text.drop { $0 == " " }
        if let marker = trimmed.first, marker == "-" || marker == "*" || marker == "+" {
            return trimmed.dropFirst().trimmedWhitespace()
        }
        if let dot = trimmed.firstIndex(where: { $0 == "." || $0 == ")" }), trimmed[..<dot].allSatisfy(\.isNumber) {
            return trimmed[trimmed.index(after: dot)...].trimmedWhitespace()
        }
        return text.trimmedWhitespace()
    }
}
