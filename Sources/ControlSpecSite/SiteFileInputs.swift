import ControlSpecModel

/// What one generated file of the site is built from, so that an incremental publish can tell
/// which files must be built again (``SiteGenerator/generate(only:)``).
///
/// A file must be rebuilt when one of its ``pages`` changed (the caller knows their contents) or when
/// its ``facts`` differ from the last build. The facts are everything else the file shows, written
/// out as text: registry entries, where links lead, case statuses, summaries of listed members, and
/// the frame every page shares. The templates themselves are not described: a different build of
/// the tool must rebuild everything.
public struct SiteFileInputs: Hashable, Sendable {
    /// Source pages (paths relative to the docs folder, such as `en/UIControl/isEnabled.md`) whose
    /// content the file shows.
    public var pages: [String]
    /// Everything else the file shows, as text.
    public var facts: String

    public init(pages: [String], facts: String) {
        self.pages = pages
        self.facts = facts
    }
}

extension SiteGenerator {
    /// The inputs of every file ``generate(only:)`` builds, keyed by the file's path in the site.
    ///
    /// Keep this in step with the page builders: a fact a builder reads but this leaves out makes an
    /// incremental publish keep a stale file.
    public func fileInputs() -> [String: SiteFileInputs] {
        let context = SiteContext(corpus: corpus, statuses: statuses)
        let facts = InputFacts(context: context)
        var inputs: [String: SiteFileInputs] = [:]
        inputs[SitePaths.rootIndex] = SiteFileInputs(pages: [], facts: facts.frame)
        inputs[SitePaths.stylesheet] = SiteFileInputs(pages: [], facts: "asset")
        inputs[SitePaths.script] = SiteFileInputs(pages: [], facts: "asset")
        var searchPages: [String] = []
        for language in Language.allCases {
            inputs[SitePaths.home(language)] = SiteFileInputs(pages: [], facts: facts.home(language))
            for className in context.classNames {
                let classPage = context.page(for: className, language: language)
                inputs[SitePaths.classIndex(className, language)] = SiteFileInputs(
                    pages: classPage.map { [$0.path] } ?? [], facts: facts.classPage(className, language))
            }
            for page in corpus.pages where page.language == language {
                guard let symbol = page.symbolID, let member = corpus.registry[symbol], member.hasOwnPage,
                    corpus.page(for: symbol, language: language) == page
                else { continue }
                searchPages.append(page.path)
                guard member.kind != .class else { continue }
                inputs[SitePaths.page(of: member, language)] = SiteFileInputs(
                    pages: [page.path], facts: facts.memberPage(page, member: member))
            }
        }
        inputs[SitePaths.searchIndex] = SiteFileInputs(pages: searchPages, facts: facts.searchIndex())
        return inputs
    }
}

/// The facts each kind of page reads, as text (see ``SiteFileInputs``).
private struct InputFacts {
    let context: SiteContext
    /// The header and footer of every page: the classes and the SDK.
    let frame: String
    /// Every stored field of each registry entry, by ID.
    private let entries: [String: String]

    init(context: SiteContext) {
        self.context = context
        self.frame = "frame " + context.classNames.joined(separator: ",") + " sdk " + context.registry.sdk
        var entries: [String: String] = [:]
        for member in context.registry.members where entries[member.id] == nil {
            entries[member.id] = member.fingerprint
        }
        self.entries = entries
    }

    /// Every stored field of a registry entry.
    func entry(_ symbol: String) -> String {
        entries[symbol] ?? "unregistered " + symbol
    }

    /// A symbol as a link shows it: its entry, and where it leads in `language`.
    func link(_ symbol: String, _ language: Language) -> String {
        entry(symbol) + " → " + (context.target(forSymbol: symbol, language: language) ?? "nowhere")
    }

    func statuses(_ item: ConformanceCase) -> String {
        item.qualifiedID + " " + context.statuses(of: item).map { $0.implementation + "=" + $0.status }.joined()
    }

    /// What a page's documentation content (title, declaration, sections) reads beyond the page itself.
    func content(_ page: Page?, member: Registry.Member, language: Language) -> [String] {
        var lines = [frame, entry(member.id)]
        for other in Language.allCases {
            lines.append(other.rawValue + (context.page(for: member.id, language: other) == nil ? " none" : " page"))
        }
        if let replacement = member.replacement { lines.append(link(replacement, language)) }
        guard let page else { return lines }
        for target in Set(page.links.map(\.target)).sorted() { lines.append(link(target, language)) }
        for constant in page.constants {
            lines.append(entry(constant.symbolID))
            if let replacement = context.registry[constant.symbolID]?.replacement {
                lines.append(link(replacement, language))
            }
        }
        for item in page.cases { lines.append(statuses(item)) }
        return lines
    }

    func memberPage(_ page: Page, member: Registry.Member) -> String {
        content(page, member: member, language: page.language).joined(separator: "\n")
    }

    /// A class page: its own content, then every listed member (its own and its superclass's) with
    /// where it leads and its summary.
    func classPage(_ className: String, _ language: Language) -> String {
        var lines: [String] = []
        if let member = context.registry[className] {
            lines += content(context.page(for: className, language: language), member: member, language: language)
        } else {
            lines.append(frame)
        }
        var listed = [className]
        if let superclass = context.superclass(of: className) { listed.append(superclass) }
        lines.append("superclass " + (listed.count > 1 ? listed[1] : "none"))
        for name in listed {
            for member in context.members(ofClass: name) {
                lines.append(entry(member.id))
                lines.append(context.target(forSymbol: member.id, language: language) ?? "nowhere")
                lines.append(context.page(for: member.id, language: language)?.summary ?? "no summary")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The home page: totals, results per implementation, and the class cards.
    func home(_ language: Language) -> String {
        var lines = [frame, "members \(context.registry.members.count)"]
        for page in context.corpus.pages where page.language == language {
            guard let symbol = page.symbolID, let member = context.registry[symbol] else { continue }
            lines.append(symbol + " " + member.className + " \(page.cases.count)")
            for item in page.cases { lines.append(statuses(item)) }
        }
        for className in context.classNames {
            lines.append(className + " \(context.members(ofClass: className).count)")
            lines.append(context.page(for: className, language: language)?.summary ?? "no summary")
        }
        return lines.joined(separator: "\n")
    }

    /// The search index: every page's text (the pages are its inputs), entries and where they lead.
    func searchIndex() -> String {
        var lines: [String] = []
        for language in Language.allCases {
            for page in context.corpus.pages where page.language == language {
                guard let symbol = page.symbolID else { continue }
                lines.append(link(symbol, language))
                for constant in page.constants { lines.append(entry(constant.symbolID)) }
            }
        }
        return lines.joined(separator: "\n")
    }
}
