import Foundation

/// The checks that look across pages: symbols, sections, links, parity and coverage.
struct CorpusChecker: Sendable {
    let registry: Registry
    let pages: [Page]
    let pagesBySymbol: [String: [Language: Int]]
    /// Display paths by docs-folder path.
    let displayPaths: [String: String]
    let options: LintOptions
    var diagnostics: [Diagnostic] = []

    private func display(_ page: Page) -> String {
        displayPaths[page.path] ?? page.path
    }

    private func titleLocation(_ page: Page) -> SourceLocation {
        SourceLocation(path: display(page), line: 1, column: 1)
    }

    private mutating func report(
        _ id: String, _ severity: Diagnostic.Severity, _ summary: String, at location: SourceLocation?,
        notes: [Diagnostic.Note] = [], fix: String? = nil
    ) {
        diagnostics.append(
            Diagnostic(id: id, severity: severity, summary: summary, location: location, notes: notes, fix: fix))
    }

    // MARK: Per page

    /// The checks of each page on its own, on every core (they read the corpus and write only diagnostics).
    mutating func checkPages() {
        var base = self
        base.diagnostics = []
        let checker = base
        let perPage = ParallelWork.map(pages) { page -> [Diagnostic] in
            var pageChecker = checker
            pageChecker.checkPage(page)
            return pageChecker.diagnostics
        }
        diagnostics += perPage.joined()
    }

    private mutating func checkPage(_ page: Page) {
        if page.isArticle {
            checkArticle(page)
            return
        }
        guard let symbol = page.symbolID else { return }
        guard let member = registry[symbol] else {
            let suggestion = NameSuggester.suggestion(for: symbol, among: registry.ids)
            report(
                "docs.page.unknownSymbol", .error,
                "page documents '\(symbol)', which is not in the registry"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: titleLocation(page), fix: "use a symbol ID from conformance/registry.json")
            return
        }
        if member.kind == .constant {
            report(
                "docs.page.constantPage", .error, "constant '\(symbol)' gets no page of its own",
                at: titleLocation(page),
                fix: "document it under '### `\(member.name)`' on the page of \(member.parent ?? "its type")")
            return
        }
        let expected = PagePath.pagePath(forSymbol: symbol, kind: member.kind, language: page.language)
        if page.path != expected {
            report(
                "docs.page.pathMismatch", .error, "page for '\(symbol)' should be at '\(expected)'",
                at: titleLocation(page), fix: "rename the file to \(expected)")
        }
        checkSections(page, member: member)
        checkLinks(page)
        if page.language == .chinese { checkNotesAreTranslated(page) }
    }

    /// A note on a Chinese page that has no Chinese in it, or an English sentence, is shown untranslated.
    private mutating func checkNotesAreTranslated(_ page: Page) {
        for item in page.cases {
            guard let note = item.note else { continue }
            let hasChinese = note.markdown.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
            let sentence = note.markdown.split(separator: "\n").lazy.compactMap(EnglishSentence.first(in:))
                .first
            guard !hasChinese || sentence != nil else { continue }
            report(
                "docs.case.untranslatedNote", .warning,
                "the note of case '\(item.id)' is not in Chinese"
                    + (sentence.map { ": '\($0)'" } ?? ""),
                at: note.location,
                fix: "write the note in Chinese; code, names, addresses and quoted titles may stay as they are")
        }
    }

    private mutating func checkSections(_ page: Page, member: Registry.Member) {
        let language = page.language
        if page.summary == nil {
            report(
                "docs.page.missingSummary", .error, "page has no summary paragraph", at: titleLocation(page),
                fix: "write one paragraph right after the title")
        }
        let parameterNames = Declaration.parameterNames(member.swift)
        if !parameterNames.isEmpty {
            if let section = page.section(.parameters) {
                let documented = page.parameters.map(\.name)
                for name in parameterNames where !documented.contains(name) {
                    report(
                        "docs.page.missingParameter", .error, "parameter '\(name)' is not described",
                        at: section.location, fix: "add '- `\(name)`: …' to the \(section.heading) section")
                }
                for parameter in page.parameters where !parameterNames.contains(parameter.name) {
                    report(
                        "docs.page.unknownParameter", .error,
                        "'\(parameter.name)' is not a parameter of \(member.id) (\(parameterNames.joined(separator: ", ")))",
                        at: parameter.location, fix: "use the parameter names of the Swift declaration")
                }
            } else {
                report(
                    "docs.page.missingSection", .error,
                    "'\(member.id)' takes parameters but the page has no '\(SectionKind.parameters.title(in: language))' section",
                    at: titleLocation(page),
                    fix: "add '## \(SectionKind.parameters.title(in: language))' with one item per parameter")
            }
        }
        if member.kind == .method || member.kind == .classMethod, page.section(.returnValue) == nil,
            Declaration.returnsValue(member.swift)
        {
            report(
                "docs.page.missingSection", .error,
                "'\(member.id)' returns a value but the page has no '\(SectionKind.returnValue.title(in: language))' section",
                at: titleLocation(page), fix: "add '## \(SectionKind.returnValue.title(in: language))'")
        }
        if member.kind == .type {
            let constants = registry.constants(of: member.id)
            let documented = Set(page.constants.map(\.symbolID))
            for constant in constants where !documented.contains(constant.id) {
                report(
                    "docs.page.missingConstant", .error,
                    "constant '\(constant.name)' of \(member.id) is not documented",
                    at: page.section(.constants)?.location ?? titleLocation(page),
                    fix: "add '### `\(constant.name)`' under '## \(SectionKind.constants.title(in: language))'")
            }
            for constant in page.constants where registry[constant.symbolID] == nil {
                let suggestion = NameSuggester.suggestion(for: constant.symbolID, among: constants.map(\.id))
                report(
                    "docs.page.unknownConstant", .error,
                    "'\(constant.symbolID)' is not a constant in the registry"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    at: constant.location, fix: "use the constant's Swift name")
            }
        }
    }

    /// An article: its name, its summary and its links (its title is checked as it is parsed).
    private mutating func checkArticle(_ page: Page) {
        let slug = page.articleID.map { String($0.dropFirst(PagePath.articlesFolder.count + 1)) } ?? ""
        let valid =
            !slug.isEmpty
            && slug.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        if !valid {
            report(
                "docs.article.invalidName", .error,
                "article '\(slug)' is not named in lowercase letters, digits and hyphens, directly in \(PagePath.articlesFolder)/",
                at: titleLocation(page),
                fix:
                    "rename the file to \(page.language.rawValue)/\(PagePath.articlesFolder)/choosing-a-button-style.md (for example)"
            )
        }
        if page.summary == nil {
            report(
                "docs.page.missingSummary", .error, "article has no summary paragraph", at: titleLocation(page),
                fix: "write one paragraph right after the title")
        }
        checkLinks(page)
    }

    private mutating func checkLinks(_ page: Page) {
        for link in page.links where registry[link.target] == nil {
            if PagePath.isArticleID(link.target) {
                if pagesBySymbol[link.target]?[page.language] == nil {
                    report(
                        "docs.link.unresolved", .error,
                        "link to 'doc:\(link.target)' does not resolve: there is no such \(page.language.rawValue) article",
                        at: link.location,
                        fix:
                            "write \(PagePath.pagePath(forArticle: link.target, language: page.language)) or correct the link"
                    )
                }
                continue
            }
            let suggestion = NameSuggester.suggestion(for: link.target, among: registry.ids)
            report(
                "docs.link.unresolved", .error,
                "link to 'doc:\(link.target)' does not resolve" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: link.location, fix: "link to a symbol ID from conformance/registry.json")
        }
    }

    // MARK: Parity

    mutating func checkParity() {
        // Tracking starts when a docs folder records its first review (Docs/FORMAT.md, "Translation record");
        // from then on a Chinese page without a record is one that slipped past it.
        let tracksTranslations = pages.contains { $0.language == .chinese && $0.translationRecord != nil }
        for (symbol, byLanguage) in pagesBySymbol.sorted(by: { $0.key < $1.key }) {
            let isArticle = PagePath.isArticleID(symbol)
            guard registry[symbol] != nil || isArticle else { continue }
            for language in Language.allCases where byLanguage[language] == nil {
                guard let other = byLanguage.values.first.map({ pages[$0] }) else { continue }
                let kind = registry[symbol]?.kind ?? .property
                let path =
                    isArticle
                    ? PagePath.pagePath(forArticle: symbol, language: language)
                    : PagePath.pagePath(forSymbol: symbol, kind: kind, language: language)
                // A guide in one language only is always an error: nothing in the registry makes it optional.
                report(
                    "docs.parity.missingTranslation", options.requireComplete || isArticle ? .error : .warning,
                    "'\(symbol)' has no \(language.rawValue) page", at: titleLocation(other), fix: "write \(path)")
            }
            guard let englishIndex = byLanguage[.english], let chineseIndex = byLanguage[.chinese] else { continue }
            compareCases(english: pages[englishIndex], chinese: pages[chineseIndex])
            compareFigures(english: pages[englishIndex], chinese: pages[chineseIndex])
            checkTranslation(
                english: pages[englishIndex], chinese: pages[chineseIndex], tracked: tracksTranslations)
            if isArticle { compareSections(english: pages[englishIndex], chinese: pages[chineseIndex]) }
        }
    }

    /// A Chinese page that records a review of its English twin is warned about when the English prose has
    /// changed since; in a docs folder that tracks translations, one that records none is warned about too,
    /// since nothing could then tell when it falls behind.
    private mutating func checkTranslation(english: Page, chinese: Page, tracked: Bool) {
        guard let record = chinese.translationRecord else {
            guard tracked else { return }
            report(
                "docs.translation.unrecorded", .warning,
                "the page records no review against its English twin, so a later change of the English page "
                    + "cannot be noticed",
                at: titleLocation(chinese),
                notes: [.init(location: titleLocation(english), message: "the English page")],
                fix: "read the page against the English one, then run "
                    + "'controlspec translations --mark-reviewed \(display(chinese))'")
            return
        }
        let changed = record.changedSections(in: english.translatableSections)
        guard !changed.isEmpty else { return }
        report(
            "docs.translation.outdated", .warning,
            "the English page changed since this translation was reviewed on \(record.reviewed), in "
                + changed.map { "'\($0)'" }.joined(separator: ", "),
            at: SourceLocation(path: display(chinese), line: record.line, column: 1),
            notes: [.init(location: titleLocation(english), message: "the English page")],
            fix: "update the translation, then run 'controlspec translations --mark-reviewed \(display(chinese))'")
    }

    /// An article and its translation have the same sections, in the same order.
    private mutating func compareSections(english: Page, chinese: Page) {
        let englishCount = english.sections.count { !$0.heading.isEmpty }
        let chineseCount = chinese.sections.count { !$0.heading.isEmpty }
        guard englishCount != chineseCount else { return }
        report(
            "docs.parity.sectionsDiffer", .error,
            "the article has \(chineseCount) sections but its English twin has \(englishCount)",
            at: titleLocation(chinese), notes: [.init(location: titleLocation(english), message: "the English twin")],
            fix: "give both languages the same level-2 sections, in the same order")
    }

    /// A figure is drawn from its code, so both languages draw the same one: same IDs and kind, identical code and
    /// evidence; only the caption is translated.
    private mutating func compareFigures(english: Page, chinese: Page) {
        let englishFigures = Dictionary(english.figures.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let chineseIDs = Set(chinese.figures.map(\.id))
        for figure in english.figures where !chineseIDs.contains(figure.id) {
            report(
                "docs.parity.missingFigure", .error, "figure '\(figure.id)' is missing from the zh-Hans page",
                at: figure.block.location,
                fix: "copy the figure, with identical code, and a translated caption into \(display(chinese))")
        }
        for figure in chinese.figures {
            guard let twin = englishFigures[figure.id] else {
                report(
                    "docs.parity.missingFigure", .error, "figure '\(figure.id)' is missing from the en page",
                    at: figure.block.location,
                    fix: "copy the figure, with identical code, and a translated caption into \(display(english))")
                continue
            }
            reportCodeDifference(of: "figure", id: figure.id, block: figure.block, englishBlock: twin.block)
            if twin.kind != figure.kind || twin.evidence != figure.evidence || twin.source != figure.source {
                reportAttributesDiffer(
                    "figure '\(figure.id)' has a different info string from its English twin", block: figure.block,
                    englishBlock: twin.block, fix: "use the same info string in both languages")
            }
        }
    }

    /// A Chinese case's or figure's code that differs from its English twin's, at the first differing line.
    private mutating func reportCodeDifference(of noun: String, id: String, block: CodeBlock, englishBlock: CodeBlock) {
        guard englishBlock.code != block.code else { return }
        let line = Self.firstDifferingLine(englishBlock.code, block.code)
        report(
            "docs.parity.codeDiffers", .error,
            "code of \(noun) '\(id)' differs from the English page (code line \(line))",
            at: SourceLocation(path: block.location.path, line: block.firstCodeLine + line - 1, column: 1),
            notes: [
                .init(
                    location: SourceLocation(
                        path: englishBlock.location.path, line: englishBlock.firstCodeLine + line - 1, column: 1),
                    message: "the English twin")
            ],
            fix: "\(noun) code is not translated: make it identical in both languages")
    }

    /// A Chinese case's or figure's info string (or constant) that differs from its English twin's.
    private mutating func reportAttributesDiffer(
        _ summary: String, block: CodeBlock, englishBlock: CodeBlock, fix: String
    ) {
        report(
            "docs.parity.attributesDiffer", .error, summary, at: block.location,
            notes: [.init(location: englishBlock.location, message: "the English twin")], fix: fix)
    }

    private mutating func compareCases(english: Page, chinese: Page) {
        let englishCases = Dictionary(english.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let chineseCases = Dictionary(chinese.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for item in english.cases where chineseCases[item.id] == nil {
            report(
                "docs.parity.missingCase", .error, "case '\(item.id)' is missing from the zh-Hans page",
                at: item.block.location, fix: "copy the case, with identical code, into \(display(chinese))")
        }
        for item in chinese.cases {
            guard let twin = englishCases[item.id] else {
                report(
                    "docs.parity.missingCase", .error, "case '\(item.id)' is missing from the en page",
                    at: item.block.location, fix: "copy the case, with identical code, into \(display(english))")
                continue
            }
            reportCodeDifference(of: "case", id: item.id, block: item.block, englishBlock: twin.block)
            if (twin.note == nil) != (item.note == nil), let present = item.note ?? twin.note {
                let missing = item.note == nil ? item : twin
                let label = CaseNote.label(in: missing.language)
                report(
                    "docs.parity.missingNote", .warning,
                    "case '\(item.id)' has a note in one language only",
                    at: missing.block.location,
                    notes: [.init(location: present.location, message: "the other language's note")],
                    fix: "translate the note into a paragraph after the case that opens with '\(label)'")
            }
            if twin.evidence != item.evidence || twin.memberID != item.memberID {
                reportAttributesDiffer(
                    "case '\(item.id)' has different attributes or constant from its English twin", block: item.block,
                    englishBlock: twin.block, fix: "use the same info string and place the case under the same constant"
                )
            }
        }
    }

    static func firstDifferingLine(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            if index >= left.count || index >= right.count || left[index] != right[index] { return index + 1 }
        }
        return 1
    }

    // MARK: Coverage

    mutating func checkCoverage() {
        guard options.requireComplete else { return }
        for member in registry.members where member.hasOwnPage {
            guard (member.introducedVersion ?? VersionNumber(0)) <= options.requiredThroughVersion else { continue }
            for language in Language.allCases where pagesBySymbol[member.id]?[language] == nil {
                report(
                    "docs.coverage.missingPage", .error,
                    "'\(member.id)' has no \(language.rawValue) page",
                    at: SourceLocation(
                        path: PagePath.pagePath(forSymbol: member.id, kind: member.kind, language: language),
                        line: 1, column: 1),
                    fix: "write the page (see Docs/FORMAT.md)")
            }
        }
    }
}

/// Checks the symbol-like names a page mentions against the registry and the known misconceptions.
///
/// Read-only once made, so that pages are checked on every core as they are parsed, without a list
/// of every mention of the corpus.
struct MentionChecker: Sendable {
    let names: SymbolNames
    let known: [String: Misconception]

    init(registry: Registry, misconceptions: [Misconception]) {
        names = SymbolNames(registry: registry)
        known = Dictionary(misconceptions.map { ($0.wrong, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The problems with the names of one page (all `mentions` stand in the same file).
    func diagnostics(for mentions: some Sequence<SymbolMention>) -> [Diagnostic] {
        let mentions = Array(mentions)
        // The names of each block that holds a known error (few do), to see whether it is corrected there.
        var namesByBlock: [Int: Set<String>] = [:]
        for mention in mentions where known[mention.text] != nil { namesByBlock[mention.block] = [] }
        if !namesByBlock.isEmpty {
            for mention in mentions { namesByBlock[mention.block]?.insert(mention.text) }
        }
        var diagnostics: [Diagnostic] = []
        for mention in mentions {
            if let misconception = known[mention.text] {
                // Naming the wrong spelling beside the right one is how a page corrects it.
                if namesByBlock[mention.block]?.contains(misconception.correct) == true { continue }
                diagnostics.append(
                    Diagnostic(
                        id: "docs.symbol.misconception", severity: .warning,
                        summary:
                            "'\(mention.text)' is a known error (\(misconception.note)); the real name is '\(misconception.correct)'",
                        location: mention.location,
                        fix: "write '\(misconception.correct)', or name both in the same paragraph to correct the error"
                    ))
                continue
            }
            guard let (name, suggestion) = names.unknownName(mention.text) else { continue }
            diagnostics.append(
                Diagnostic(
                    id: "docs.symbol.unknown", severity: .warning,
                    summary: "'\(name)' is not a UIKit name" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    location: mention.location, fix: suggestion.map { "write '\($0)'" }))
        }
        return diagnostics
    }
}

/// Reads what the checks need from a Swift declaration string of the registry.
package enum Declaration {
    /// Internal parameter names of a function or initializer (`title`, `state` for
    /// `func setTitle(_ title: String?, for state: UIControl.State)`); empty for properties.
    package static func parameterNames(_ swift: String) -> [String] {
        parameters(swift).map(\.name)
    }

    /// External label, internal name and type of each parameter.
    package static func parameters(_ swift: String) -> [(label: String, name: String, type: String)] {
        let trimmed = swift.drop { $0 == " " }
        guard
            trimmed.hasPrefix("func") || trimmed.hasPrefix("class func") || trimmed.hasPrefix("static func")
                || trimmed.hasPrefix("init") || trimmed.hasPrefix("convenience init")
                || trimmed.hasPrefix("required init")
                || trimmed.hasPrefix("@")
        else { return [] }
        guard let open = trimmed.firstIndex(of: "(") else { return [] }
        var depth = 0
        var current = ""
        var pieces: [String] = []
        for character in trimmed[trimmed.index(after: open)...] {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" {
                if depth == 0 {
                    pieces.append(current)
                    break
                }
                depth -= 1
            }
            if character == ",", depth == 0 {
                pieces.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        return pieces.compactMap { piece in
            guard let colon = piece.firstIndex(of: ":") else { return nil }
            let words = piece[..<colon].split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "_" || $0 == "_" }
            // The type, without a default value (`primaryAction: UIAction? = nil`).
            let typeAndDefault = piece[piece.index(after: colon)...]
            let type = (typeAndDefault.range(of: " = ").map { typeAndDefault[..<$0.lowerBound] } ?? typeAndDefault)
                .trimmingCharacters(in: .whitespaces)
            guard let last = words.last else { return nil }
            let label = words.count > 1 ? String(words[words.count - 2]) : String(last)
            return (label, String(last), type)
        }
    }

    /// True when a function returns something other than `Void` (arrows inside parameter types,
    /// such as a closure's, do not count).
    package static func returnsValue(_ swift: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        var returnType: Substring?
        for index in swift.indices {
            let character = swift[index]
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous == "-" && depth == 0:
                returnType = swift[swift.index(after: index)...]
            case ">" where previous != "-":
                depth -= 1
            default: break
            }
            if returnType != nil { break }
            previous = character
        }
        guard let type = returnType?.trimmingCharacters(in: .whitespaces) else { return false }
        return !type.isEmpty && type != "Void" && type != "()"
    }
}
