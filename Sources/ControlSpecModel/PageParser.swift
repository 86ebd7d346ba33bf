import ControlSpecMarkdown
import Foundation

/// Turns one Markdown file into a ``Page``, reporting malformed structure as diagnostics.
public struct PageParser {
    public init() {}

    /// Parses `source` (the text of the file at `path`, relative to the docs folder).
    ///
    /// - Returns: the page (always, as complete as the input allows), the symbol-like names it
    ///   mentions, and the problems found.
    public func parse(source: String, path: String, language: Language) -> (
        page: Page, mentions: SymbolMentions, diagnostics: [Diagnostic]
    ) {
        var words: [SymbolMentions.Word] = []
        let outline = MarkdownParser.outline(source, wordPrefixes: SymbolNames.checkedWordPrefixes) {
            bytes, position, block in
            SymbolNames.forEachObjectiveCWord(in: bytes) { word in
                words.append(SymbolMentions.Word(text: word, position: position, block: block))
            }
        }
        var state = ParseState(document: outline, path: path, language: language)
        let firstProseBlock = state.run()
        let mentions = SymbolMentions(outline: outline, words: words, path: path, firstBlock: firstProseBlock)
        return (state.page, mentions, state.diagnostics)
    }
}

private struct ParseState {
    let document: MarkdownOutline
    let path: String
    var page: Page
    var diagnostics: [Diagnostic] = []

    private var currentSection: Section?
    private var pendingProse: (first: Int, last: Int)?
    /// The member that cases belong to: the page's symbol, or the constant under whose heading
    /// they stand.
    private var currentMemberID: String?
    private var columns = CharacterColumnCursor()

    init(document: MarkdownOutline, path: String, language: Language) {
        self.document = document
        self.path = path
        self.page = Page(path: path, language: language)
    }

    private mutating func location(_ position: SourcePosition) -> SourceLocation {
        columns.location(of: position, in: document, path: path)
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
            report(
                "docs.file.tooDeep", .error,
                "nesting deeper than \(MarkdownParser.maximumDepth) levels; deeper content was ignored", at: start,
                fix: "flatten the nested lists or block quotes")
        }
        let blocks = document.blocks
        reserveCapacity(for: blocks)
        var firstHandled = 0
        if let first = blocks.first, case .heading(level: 1) = first.kind {
            readTitle(first)
            openSection(kind: .summary, heading: "", at: location(first.start))
            firstHandled = 1
        } else {
            report(
                "docs.page.missingTitle", .error, "page does not start with a level-1 heading naming its symbol",
                at: blocks.first.map { location($0.start) } ?? start,
                fix: "start the page with a heading such as '# `UIControl.isEnabled`'")
            openSection(kind: .summary, heading: "", at: start)
        }
        for index in blocks.indices.dropFirst(firstHandled) { handle(blocks[index]) }
        finish()
        collectLinks(from: firstHandled)
        return firstHandled
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
                document.withBytes(block.info) { info in
                    if info.hasPrefix("swift case") {
                        cases += 1
                    } else if info.hasPrefix("swift") {
                        examples += 1
                    }
                }
            default: break
            }
        }
        page.sections.reserveCapacity(sections)
        page.cases.reserveCapacity(cases)
        page.examples.reserveCapacity(examples)
        page.links.reserveCapacity(document.links.count { document.destination(of: $0, hasPrefix: "doc:") })
    }

    private mutating func readTitle(_ block: MarkdownOutline.Block) {
        let codeSpans = document.headingCodeSpans(of: block)
        guard codeSpans.count == 1, let id = codeSpans.first.map(document.string), !id.isEmpty,
            document.textOutsideCodeSpans(of: block).trimmingWhitespace().isEmpty
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
        switch block.kind {
        case .heading(level: 1):
            report(
                "docs.page.extraTitle", .error, "a page has exactly one level-1 heading",
                at: location(block.start), fix: "make this heading level 2 or 3")
            addProse(block)
        case .heading(level: 2):
            flushProse()
            closeSection()
            let text = document.string(block.text)
            let kind = SectionKind.recognising(text, in: page.language)
            if kind == nil {
                let expected = SectionKind.allCases.map { $0.title(in: page.language) }.joined(separator: ", ")
                report(
                    "docs.page.unknownSection", .warning, "unrecognised section heading '\(text)'",
                    at: location(block.start), fix: "use one of: \(expected)")
            } else if page.sections.contains(where: { $0.kind == kind }) {
                report(
                    "docs.page.duplicateSection", .error, "section '\(text)' appears twice",
                    at: location(block.start), fix: "merge the two sections")
            }
            currentMemberID = page.symbolID
            openSection(kind: kind, heading: text, at: location(block.start))
        case .heading(level: 3) where currentSection?.kind == .constants:
            flushProse()
            readConstantHeading(block)
        case .codeBlock:
            handleCodeBlock(block)
        case .list where currentSection?.kind == .parameters:
            readParameters(block)
            addProse(block)
        case .paragraph where page.summary == nil && currentSection?.kind == .summary:
            page.summary = lines(block.start.line, through: block.endLine).trimmingWhitespace()
            addProse(block)
        default:
            addProse(block)
        }
    }

    private mutating func readConstantHeading(_ heading: MarkdownOutline.Block) {
        guard let name = document.headingCodeSpans(of: heading).first.map(document.string), !name.isEmpty,
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
        currentSection?.blocks.append(.constantHeading(page.constants.count - 1))
    }

    private mutating func readParameters(_ list: MarkdownOutline.Block) {
        for item in document.items(of: list) {
            guard let name = item.leadingCode.map(document.string) else {
                report(
                    "docs.page.malformedParameter", .error,
                    "a parameter item must start with the parameter name in code",
                    at: location(item.start), fix: "write it as '- `title`: what the parameter means'")
                continue
            }
            let text = lines(item.start.line, through: item.endLine)
            var description = itemText(text[...])
            if let range = description.firstByteRange(of: "`\(name)`") {
                description = description[range.upperBound...]
            }
            description = description.trimmedWhitespace()
            if let first = description.first, first == ":" || first == "：" { description.removeFirst() }
            if let first = description.first, first == "-" || first == "–" { description.removeFirst() }
            if description.first == "-" || description.first == "*", description.dropFirst().first == " " {
                description.removeFirst(2)
            }
            page.parameters.append(
                ParameterDoc(
                    name: name, markdown: String(description.trimmedWhitespace(andNewlines: true)),
                    location: location(item.start)))
        }
    }

    private mutating func handleCodeBlock(_ block: MarkdownOutline.Block) {
        guard let parsed = document.withBytes(block.info, { CaseInfo(utf8: $0) }) else {
            addProse(block)
            return
        }
        flushProse()
        let fence = location(block.start)
        let codeBlock = CodeBlock(
            code: document.string(block.text), location: fence, firstCodeLine: block.start.line + 1,
            indentation: max(fence.column - 1, 0))
        let infoColumn =
            parsed.problems.isEmpty ? 0 : infoStringColumn(line: block.start.line, info: document.string(block.info))
        for (problem, offset) in parsed.problems {
            reportInfoProblem(problem, at: SourceLocation(path: path, line: fence.line, column: infoColumn + offset))
        }
        guard parsed.isCase else {
            page.examples.append(codeBlock)
            currentSection?.blocks.append(.example(page.examples.count - 1))
            return
        }
        guard let id = parsed.id else { return }
        let evidence = parsed.evidence.flatMap(Evidence.init(rawValue:))
        if parsed.evidence == nil {
            report(
                "docs.case.missingEvidence", .error, "case '\(id)' has no evidence attribute", at: fence,
                fix: "add evidence=documented, evidence=reported or evidence=inferred to the info string")
        }
        if let evidence, evidence != .documented, parsed.source?.isEmpty ?? true {
            report(
                "docs.case.missingSource", .error, "case '\(id)' has \(evidence.rawValue) evidence but no source",
                at: fence, fix: "add source=\"…\" saying where the behaviour was reported or why it is inferred")
        }
        if let previous = page.cases.first(where: { $0.id == id }) {
            diagnostics.append(
                Diagnostic(
                    id: "docs.case.duplicateID", severity: .error, summary: "duplicate case ID '\(id)'",
                    location: fence, notes: [.init(location: previous.block.location, message: "first used here")],
                    fix: "give each case on a page its own ID"))
        }
        let tags = (parsed.tags ?? "").split(separator: ",").map {
            String($0).trimmingWhitespace()
        }.filter { !$0.isEmpty }
        page.cases.append(
            ConformanceCase(
                id: id, memberID: currentMemberID ?? page.symbolID ?? "", language: page.language, block: codeBlock,
                evidence: evidence, source: parsed.source, since: parsed.since,
                tags: tags))
        currentSection?.blocks.append(.conformanceCase(page.cases.count - 1))
    }

    private func infoStringColumn(line: Int, info: String) -> Int {
        let text = document.line(line)
        guard !info.isEmpty, let range = text.firstByteRange(of: info) else { return 4 }
        return text.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    private mutating func reportInfoProblem(_ problem: CaseInfo.Problem, at location: SourceLocation) {
        switch problem {
        case .missingID:
            report(
                "docs.case.missingID", .error, "'swift case' needs an ID", at: location,
                fix: "write '```swift case my-case-id evidence=documented'")
        case .invalidID(let id):
            report(
                "docs.case.invalidID", .error, "case ID '\(id)' is not lowercase letters, digits and hyphens",
                at: location, fix: "use an ID such as 'title-falls-back-to-normal'")
        case .malformed(let word):
            report(
                "docs.case.malformedInfo", .error, "'\(word)' in the info string is not key=value", at: location,
                fix: "write attributes as key=value, quoting values with spaces")
        case .unterminatedQuote:
            report(
                "docs.case.malformedInfo", .error, "unterminated quote in the info string", at: location,
                fix: "close the double quote")
        case .unknownAttribute(let key):
            let suggestion = NameSuggester.suggestion(for: key, among: CaseInfo.attributeNames)
            report(
                "docs.case.unknownAttribute", .error,
                "unknown case attribute '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: location, fix: "use one of: " + CaseInfo.attributeNames.joined(separator: ", "))
        case .invalidEvidence(let value):
            report(
                "docs.case.invalidEvidence", .error, "evidence '\(value)' is not documented, reported or inferred",
                at: location, fix: "use evidence=documented, evidence=reported or evidence=inferred")
        case .duplicateAttribute(let key):
            report(
                "docs.case.malformedInfo", .error, "attribute '\(key)' is given twice", at: location,
                fix: "keep one '\(key)=' attribute")
        }
    }

    // MARK: Sections and prose

    private mutating func openSection(kind: SectionKind?, heading: String, at location: SourceLocation) {
        currentSection = Section(kind: kind, heading: heading, location: location, blocks: [])
    }

    private mutating func closeSection() {
        flushProse()
        if let section = currentSection,
            !(section.kind == .summary && section.heading.isEmpty && section.blocks.isEmpty)
        {
            page.sections.append(section)
        }
        currentSection = nil
    }

    private mutating func finish() {
        closeSection()
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
        currentSection?.blocks.append(.markdown(text))
    }

    /// Lines `first` through `last` of the source, joined with line feeds (carriage returns dropped).
    private func lines(_ first: Int, through last: Int) -> String {
        let starts = document.lineStartOffsets
        // One slice of the source when the lines are there and end in plain line feeds.
        if first >= 1, last >= first, last <= starts.count, !document.hasCarriageReturns {
            let utf8 = document.source.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: starts[first - 1])
            let end =
                last < starts.count ? utf8.index(utf8.startIndex, offsetBy: starts[last] - 1) : utf8.endIndex
            return String(document.source[start..<end])
        }
        return (first...last).map { String(document.line($0)) }.joined(separator: "\n")
    }

    /// A list item's text without its marker.
    private func itemText(_ text: Substring) -> Substring {
        let trimmed = text.drop { $0 == " " }
        if let marker = trimmed.first, marker == "-" || marker == "*" || marker == "+" {
            return trimmed.dropFirst().trimmedWhitespace()
        }
        if let dot = trimmed.firstIndex(where: { $0 == "." || $0 == ")" }), trimmed[..<dot].allSatisfy(\.isNumber) {
            return trimmed[trimmed.index(after: dot)...].trimmedWhitespace()
        }
        return text.trimmedWhitespace()
    }

    // MARK: Links

    /// The `doc:` links of every block from `firstBlock` on (the title is not prose).
    private mutating func collectLinks(from firstBlock: Int) {
        for link in document.links where link.block >= firstBlock && document.destination(of: link, hasPrefix: "doc:") {
            let target = document.destination(of: link, droppingFirst: 4)
            page.links.append(DocLink(target: target, location: location(link.position)))
        }
    }
}
