import ControlSpecMarkdown
import Foundation

/// A symbol-like name written in a page (inline code or prose), checked against the registry.
public struct SymbolMention: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation
    /// The top-level block (paragraph, list, …) the mention stands in, counted from 0.
    public var block: Int
}

/// Turns one Markdown file into a ``Page``, reporting malformed structure as diagnostics.
public struct PageParser {
    public init() {}

    /// Parses `source` (the text of the file at `path`, relative to the docs folder).
    ///
    /// - Returns: the page (always, as complete as the input allows), the symbol-like names it
    ///   mentions, and the problems found.
    public func parse(source: String, path: String, language: Language) -> (
        page: Page, mentions: [SymbolMention], diagnostics: [Diagnostic]
    ) {
        var state = ParseState(document: MarkdownParser.parse(source), path: path, language: language)
        state.run()
        return (state.page, state.mentions, state.diagnostics)
    }
}

private struct ParseState {
    let document: MarkdownDocument
    let path: String
    var page: Page
    var mentions: [SymbolMention] = []
    var diagnostics: [Diagnostic] = []

    private var currentSection: Section?
    private var pendingProse: (first: Int, last: Int)?
    /// The member that cases belong to: the page's symbol, or the constant under whose heading
    /// they stand.
    private var currentMemberID: String?
    private var blockNumber = 0

    init(document: MarkdownDocument, path: String, language: Language) {
        self.document = document
        self.path = path
        self.page = Page(path: path, language: language)
    }

    private func location(_ position: SourcePosition) -> SourceLocation {
        document.location(position, path: path)
    }

    private mutating func report(
        _ id: String, _ severity: Diagnostic.Severity, _ summary: String, at location: SourceLocation,
        fix: String? = nil
    ) {
        diagnostics.append(Diagnostic(id: id, severity: severity, summary: summary, location: location, fix: fix))
    }

    mutating func run() {
        let start = SourceLocation(path: path, line: 1, column: 1)
        if document.exceededDepthLimit {
            report(
                "docs.file.tooDeep", .error,
                "nesting deeper than \(MarkdownParser.maximumDepth) levels; deeper content was ignored", at: start,
                fix: "flatten the nested lists or block quotes")
        }
        var blocks = document.root.children[...]
        guard let first = blocks.first, first.kind == .heading, first.headingLevel == 1 else {
            report(
                "docs.page.missingTitle", .error, "page does not start with a level-1 heading naming its symbol",
                at: blocks.first.map { location($0.range.start) } ?? start,
                fix: "start the page with a heading such as '# `UIControl.isEnabled`'")
            openSection(kind: .summary, heading: "", at: start)
            for block in blocks { handle(block) }
            finish()
            return
        }
        blocks = blocks.dropFirst()
        readTitle(first)
        openSection(kind: .summary, heading: "", at: location(first.range.start))
        for block in blocks { handle(block) }
        finish()
    }

    private mutating func readTitle(_ heading: MarkdownNode) {
        let codeSpans = heading.children.filter { $0.kind == .code }
        let otherText = heading.children.filter { $0.kind != .code }.map(\.plainText).joined()
        guard codeSpans.count == 1, let id = codeSpans[0].literal, !id.isEmpty,
            otherText.trimmingWhitespace().isEmpty
        else {
            report(
                "docs.page.malformedTitle", .error,
                "the level-1 heading must be the symbol ID in code, and nothing else",
                at: location(heading.range.start), fix: "write the heading as '# `UIButton.setTitle(_:for:)`'")
            return
        }
        page.symbolID = id
        currentMemberID = id
    }

    private mutating func handle(_ block: MarkdownNode) {
        blockNumber += 1
        collectMentions(in: block)
        switch block.kind {
        case .heading where block.headingLevel == 1:
            report(
                "docs.page.extraTitle", .error, "a page has exactly one level-1 heading",
                at: location(block.range.start), fix: "make this heading level 2 or 3")
            addProse(block)
        case .heading where block.headingLevel == 2:
            flushProse()
            closeSection()
            let text = block.plainText
            let kind = SectionKind.recognising(text, in: page.language)
            if kind == nil {
                let expected = SectionKind.allCases.map { $0.title(in: page.language) }.joined(separator: ", ")
                report(
                    "docs.page.unknownSection", .warning, "unrecognised section heading '\(text)'",
                    at: location(block.range.start), fix: "use one of: \(expected)")
            } else if page.sections.contains(where: { $0.kind == kind }) {
                report(
                    "docs.page.duplicateSection", .error, "section '\(text)' appears twice",
                    at: location(block.range.start), fix: "merge the two sections")
            }
            currentMemberID = page.symbolID
            openSection(kind: kind, heading: text, at: location(block.range.start))
        case .heading where block.headingLevel == 3 && currentSection?.kind == .constants:
            flushProse()
            readConstantHeading(block)
        case .codeBlock:
            handleCodeBlock(block)
        case .list where currentSection?.kind == .parameters:
            readParameters(block)
            addProse(block)
        case .paragraph where page.summary == nil && currentSection?.kind == .summary:
            page.summary = sourceText(of: block)
            addProse(block)
        default:
            addProse(block)
        }
    }

    private mutating func readConstantHeading(_ heading: MarkdownNode) {
        let code = heading.children.first { $0.kind == .code }?.literal
        guard let name = code, !name.isEmpty, let typeID = page.symbolID else {
            report(
                "docs.page.malformedConstant", .error, "a constant heading must be the constant's name in code",
                at: location(heading.range.start), fix: "write it as '### `highlighted`'")
            return
        }
        let constant = ConstantDoc(name: name, symbolID: typeID + "." + name, location: location(heading.range.start))
        page.constants.append(constant)
        currentMemberID = constant.symbolID
        currentSection?.blocks.append(.constantHeading(page.constants.count - 1))
    }

    private mutating func readParameters(_ list: MarkdownNode) {
        for item in list.children {
            guard let paragraph = item.children.first, paragraph.kind == .paragraph,
                let code = paragraph.children.first, code.kind == .code, let name = code.literal
            else {
                report(
                    "docs.page.malformedParameter", .error,
                    "a parameter item must start with the parameter name in code",
                    at: location(item.range.start), fix: "write it as '- `title`: what the parameter means'")
                continue
            }
            var description = sourceText(of: item)
            if let range = description.firstByteRange(of: "`\(name)`") {
                description = String(description[range.upperBound...])
            }
            description = description.trimmingWhitespace()
            if description.hasPrefix(":") || description.hasPrefix("：") { description.removeFirst() }
            if description.hasPrefix("-") || description.hasPrefix("–") { description.removeFirst() }
            if description.hasPrefix("- ") || description.hasPrefix("* ") { description.removeFirst(2) }
            page.parameters.append(
                ParameterDoc(
                    name: name, markdown: description.trimmingWhitespace(andNewlines: true),
                    location: location(item.range.start)))
        }
    }

    private mutating func handleCodeBlock(_ block: MarkdownNode) {
        let info = block.fenceInfo ?? ""
        guard let parsed = CaseInfo(info) else {
            addProse(block)
            return
        }
        flushProse()
        let fence = location(block.range.start)
        let codeBlock = CodeBlock(
            code: block.literal ?? "", location: fence, firstCodeLine: block.range.start.line + 1,
            indentation: max(fence.column - 1, 0))
        let infoColumn = infoStringColumn(line: block.range.start.line, info: info)
        for (problem, offset) in parsed.problems {
            reportInfoProblem(problem, at: SourceLocation(path: path, line: fence.line, column: infoColumn + offset))
        }
        guard parsed.isCase else {
            page.examples.append(codeBlock)
            currentSection?.blocks.append(.example(page.examples.count - 1))
            return
        }
        guard let id = parsed.id else { return }
        let evidence = parsed.attributes["evidence"].flatMap(Evidence.init(rawValue:))
        if parsed.attributes["evidence"] == nil {
            report(
                "docs.case.missingEvidence", .error, "case '\(id)' has no evidence attribute", at: fence,
                fix: "add evidence=documented, evidence=reported or evidence=inferred to the info string")
        }
        if let evidence, evidence != .documented, parsed.attributes["source"]?.isEmpty ?? true {
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
        let tags = (parsed.attributes["tags"] ?? "").split(separator: ",").map {
            String($0).trimmingWhitespace()
        }.filter { !$0.isEmpty }
        page.cases.append(
            ConformanceCase(
                id: id, memberID: currentMemberID ?? page.symbolID ?? "", language: page.language, block: codeBlock,
                evidence: evidence, source: parsed.attributes["source"], since: parsed.attributes["since"],
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

    private mutating func addProse(_ block: MarkdownNode) {
        let first = block.range.start.line
        let last = max(block.range.end.line, first)
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
        if first >= 1, last >= first, last <= starts.count {
            let utf8 = document.source.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: starts[first - 1])
            let end =
                last < starts.count ? utf8.index(utf8.startIndex, offsetBy: starts[last] - 1) : utf8.endIndex
            let slice = utf8[start..<end]
            if !slice.contains(UInt8(ascii: "\r")) { return String(decoding: slice, as: UTF8.self) }
        }
        return (first...last).map { String(document.line($0)) }.joined(separator: "\n")
    }

    private func sourceText(of block: MarkdownNode) -> String {
        let first = block.range.start.line
        let last = max(block.range.end.line, first)
        var text = lines(first, through: last)
        // List items start with their marker; keep only the content.
        if block.kind == .item {
            let trimmed = text.drop { $0 == " " }
            if let marker = trimmed.first, "-*+".contains(marker) {
                text = String(trimmed.dropFirst())
            } else if let dot = trimmed.firstIndex(where: { $0 == "." || $0 == ")" }),
                trimmed[..<dot].allSatisfy(\.isNumber)
            {
                text = String(trimmed[trimmed.index(after: dot)...])
            }
        }
        return text.trimmingWhitespace()
    }

    // MARK: Links and symbol mentions

    private mutating func collectMentions(in node: MarkdownNode, blockStart: SourcePosition? = nil) {
        let anchor = node.range.start.line > 0 ? node.range.start : (blockStart ?? SourcePosition(line: 1, column: 1))
        switch node.kind {
        case .link:
            if let url = node.url, url.hasPrefix("doc:") {
                page.links.append(
                    DocLink(target: String(url.dropFirst(4)), text: node.plainText, location: location(anchor)))
            }
        case .code:
            if let literal = node.literal {
                mentions.append(SymbolMention(text: literal, location: location(anchor), block: blockNumber))
            }
        case .text:
            if let literal = node.literal {
                for word in SymbolNames.objectiveCWords(in: literal) {
                    mentions.append(SymbolMention(text: word, location: location(anchor), block: blockNumber))
                }
            }
        case .codeBlock, .htmlBlock:
            return
        default:
            break
        }
        for child in node.children { collectMentions(in: child, blockStart: anchor) }
    }
}
