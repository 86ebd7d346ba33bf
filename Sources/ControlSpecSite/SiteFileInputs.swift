import ControlSpecModel
import Foundation

/// What one generated file of the site is built from, so that an incremental publish can tell
/// which files must be built again (``SiteGenerator/generate(only:)``).
///
/// A file must be rebuilt when one of its ``pages`` changed (the caller knows their contents) or when
/// its ``facts`` differ from the last build. The facts are everything else the file shows, hashed:
/// registry entries, where links lead, case statuses, summaries of listed members, and the frame
/// every page shares. The templates themselves are not described: a different build of the tool must
/// rebuild everything.
package struct SiteFileInputs: Hashable, Sendable {
    /// Source pages (paths relative to the docs folder, such as `en/UIControl/isEnabled.md`) whose
    /// content the file shows.
    package var pages: [String]
    /// A ``StableHash`` of everything else the file shows.
    package var facts: UInt64
}

extension SiteGenerator {
    /// The inputs of every file ``generate(only:searchCache:)`` builds, keyed by the file's path in the site.
    ///
    /// Keep this in step with the page builders: a fact a builder reads but this leaves out makes an
    /// incremental publish keep a stale file.
    package func fileInputs() -> [String: SiteFileInputs] {
        let (context, plan) = contextAndPlan()
        let facts = InputFacts(context: context)
        let threads = Self.defaultThreads
        let parts = PartResults<[(String, SiteFileInputs)]>(count: threads)
        // Files are taken in turns, so that each thread gets its share of the large class and home pages.
        Threads.run(threads) { thread in
            var inputs: [(String, SiteFileInputs)] = []
            for index in stride(from: thread, to: plan.files.count, by: threads) {
                let (path, item) = plan.files[index]
                inputs.append((path, facts.inputs(of: item, plan: plan)))
            }
            parts.set(thread, inputs)
        }
        var inputs: [String: SiteFileInputs] = [:]
        inputs.reserveCapacity(plan.files.count)
        for part in parts.values {
            for (path, input) in part { inputs[path] = input }
        }
        return inputs
    }
}

/// The facts each kind of page reads, hashed (see ``SiteFileInputs``).
private struct InputFacts: Sendable {
    let context: SiteContext
    /// The header and footer of every page: the classes and the SDK.
    let frame: String

    init(context: SiteContext) {
        self.context = context
        self.frame =
            "frame " + context.classNames.joined(separator: ",") + " sdk " + context.registry.sdk + " report "
            + (context.reportBase ?? "none") + (context.linksCodeSpans ? "" : " unlinked code spans")
    }

    /// What the file that shows `item` is built from.
    func inputs(of item: SitePlan.Item, plan: SitePlan) -> SiteFileInputs {
        var hash = StableHash()
        var pages: [String] = []
        switch item {
        case .root:
            hash.combine(frame)
        case .stylesheet:
            // The asset files are resources, not code: a new style sheet does not change the executable
            // the publish cache knows the tool by.
            hash.combine(SiteAssets.stylesheet)
        case .script:
            hash.combine(SiteAssets.script)
        case .icon:
            hash.combine(SiteAssets.icon)
        case .searchManifest:
            hash.combine("asset")
        case .navigation(let language):
            navigation(language, into: &hash)
        case .home(let language):
            home(language, into: &hash)
        case .classPage(let className, let language):
            if let page = context.page(for: className, language: language) { pages = [page.path] }
            classPage(className, language, into: &hash)
        case .member(let entry):
            let (page, member) = (entry.page, entry.member)
            pages = [page.path]
            content(page, member: member, language: page.language, into: &hash)
        case .article(let corpus, let index):
            let page = corpus.pages[index]
            pages = [page.path]
            article(page, into: &hash)
        case .searchPart(let number):
            for item in plan.searchPages[number] {
                pages.append(item.page.path)
                searchEntries(item, into: &hash)
            }
        }
        return SiteFileInputs(pages: pages, facts: hash.value)
    }

    /// Every stored field of a registry entry.
    func entry(_ symbol: String, into hash: inout StableHash) {
        if let entry = context.symbol(symbol)?.entry {
            hash.combine(entry)
        } else {
            hash.combine("unregistered " + symbol)
        }
    }

    /// A symbol as a link shows it: its entry, and where it leads in `language`.
    func link(_ symbol: String, _ language: Language, into hash: inout StableHash) {
        guard let known = context.symbol(symbol) else { return hash.combine("unregistered " + symbol) }
        hash.combine(known.entry)
        hash.combine(known.targets[SiteContext.slot(language)] ?? "nowhere")
    }

    /// What the page's figures were drawn from.
    func figures(of page: Page, into hash: inout StableHash) {
        for figure in page.figures {
            hash.combine(String(describing: context.figures[figure.qualifiedID]))
        }
        hash.combine("end of figures")
    }

    func statuses(_ item: ConformanceCase, into hash: inout StableHash) {
        hash.combine(item.qualifiedID)
        for status in context.statuses(of: item) {
            hash.combine(status.implementation)
            hash.combine(status.status.rawValue)
        }
        hash.combine("end of statuses")
    }

    /// What a page's documentation content (title, declaration, sections) reads beyond the page itself.
    func content(_ page: Page?, member: Registry.Member, language: Language, into hash: inout StableHash) {
        hash.combine(frame)
        entry(member.id, into: &hash)
        for other in Language.allCases {
            hash.combine(other.rawValue)
            hash.combine(context.hasPage(member.id, language: other) ? "page" : "none")
        }
        if let replacement = member.replacement { link(replacement, language, into: &hash) }
        guard let page else { return hash.combine("no page") }
        hash.combine(TranslationNotice.input(of: page, context: context))
        for target in Set(page.links.map(\.target)).sorted() {
            link(target, language, into: &hash)
            // See Also shows each target's summary.
            hash.combine(context.page(for: target, language: language)?.summary ?? "no summary")
        }
        for constant in page.constants {
            entry(constant.symbolID, into: &hash)
            if let replacement = context.registry[constant.symbolID]?.replacement {
                link(replacement, language, into: &hash)
            }
        }
        for item in page.cases { statuses(item, into: &hash) }
        figures(of: page, into: &hash)
        // A nested type's Topics: each member with where it leads and its summary.
        for listed in context.members(ofType: member.id) {
            entry(listed.id, into: &hash)
            hash.combine(context.target(forSymbol: listed.id, language: language) ?? "nowhere")
            hash.combine(context.page(for: listed.id, language: language)?.summary ?? "no summary")
        }
    }

    /// An article's page: the frame, where its links lead, its translation, and its cases' statuses.
    func article(_ page: Page, into hash: inout StableHash) {
        hash.combine(frame)
        hash.combine(TranslationNotice.input(of: page, context: context))
        for other in Language.allCases {
            hash.combine(other.rawValue)
            hash.combine(
                page.articleID.flatMap { context.corpus.page(for: $0, language: other) } == nil ? "none" : "page")
        }
        for target in Set(page.links.map(\.target)).sorted() {
            if PagePath.isArticleID(target) {
                hash.combine(target + " " + (context.target(forSymbol: target, language: page.language) ?? "nowhere"))
            } else {
                link(target, page.language, into: &hash)
            }
        }
        for item in page.cases { statuses(item, into: &hash) }
        figures(of: page, into: &hash)
    }

    /// The articles a home or class page lists: where each leads, its title and summary.
    func articleList(_ articles: [Page], into hash: inout StableHash) {
        hash.combine("articles \(articles.count)")
        for article in articles {
            hash.combine(article.path)
            hash.combine(article.title ?? "no title")
            hash.combine(article.summary ?? "no summary")
            hash.combine("cases \(article.cases.count)")
        }
    }

    /// A class page: its own content, then every listed member (its own and its superclass's) with
    /// where it leads and its summary.
    func classPage(_ className: String, _ language: Language, into hash: inout StableHash) {
        if let member = context.registry[className] {
            content(context.page(for: className, language: language), member: member, language: language, into: &hash)
        } else {
            hash.combine(frame)
        }
        // Relationships: Inherited By reads every class entry.
        for other in context.classNames { entry(other, into: &hash) }
        articleList(context.articles(listedOn: className, language: language), into: &hash)
        var listed = [className]
        if let superclass = context.superclass(of: className) { listed.append(superclass) }
        hash.combine("superclass " + (listed.count > 1 ? listed[1] : "none"))
        for name in listed {
            for member in context.members(ofClass: name) {
                entry(member.id, into: &hash)
                hash.combine(context.target(forSymbol: member.id, language: language) ?? "nowhere")
                hash.combine(context.page(for: member.id, language: language)?.summary ?? "no summary")
            }
        }
    }

    /// The sidebar's tree: every listed member, its topic and where it leads.
    func navigation(_ language: Language, into hash: inout StableHash) {
        hash.combine("navigation " + language.rawValue)
        for className in context.classNames {
            hash.combine(className)
            for member in context.members(ofClass: className) {
                entry(member.id, into: &hash)
                hash.combine(context.target(forSymbol: member.id, language: language) ?? "nowhere")
            }
        }
    }

    /// The home page: totals, results per implementation, and the class cards.
    func home(_ language: Language, into hash: inout StableHash) {
        hash.combine(frame)
        hash.combine("members \(context.registry.members.count)")
        for page in context.corpus.pages where page.language == language {
            guard let symbol = page.symbolID, let member = context.registry[symbol] else { continue }
            hash.combine(symbol + " " + member.className + " \(page.cases.count)")
            for item in page.cases { statuses(item, into: &hash) }
            figures(of: page, into: &hash)
        }
        articleList(context.articles(in: language), into: &hash)
        for item in context.articles(in: language).flatMap(\.cases) { statuses(item, into: &hash) }
        for className in context.classNames {
            hash.combine(className + " \(context.members(ofClass: className).count)")
            hash.combine(context.page(for: className, language: language)?.summary ?? "no summary")
        }
    }

    /// A page's documents in the search index: its text (the page is an input), its entry, where it leads
    /// and its constants' entries.
    func searchEntries(_ item: SitePlan.SearchPage, into hash: inout StableHash) {
        hash.combine(item.page.path)
        hash.combine(item.url)
        if let member = item.member {
            entry(member.id, into: &hash)
        } else {
            hash.combine("article " + (item.page.title ?? ""))
        }
        for constant in item.page.constants { entry(constant.symbolID, into: &hash) }
    }
}
