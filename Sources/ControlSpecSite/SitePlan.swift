import ControlSpecModel

/// Every file of the site and what it shows, in path-independent order: what
/// ``SiteGenerator/generate(only:searchCache:)`` builds and ``SiteGenerator/fileInputs()`` describes.
struct SitePlan {
    /// What one file shows.
    enum Item {
        case root
        case home(Language)
        case classPage(String, Language)
        /// A member's page (not a class: classes have ``classPage(_:_:)``).
        case member(PageEntry)
        /// An article's page (``Page/isArticle``), by its index in the corpus.
        case article(Corpus, Int)
        case stylesheet
        case script
        case icon
        /// `assets/navigation/en.js`: the sidebar's tree of a language.
        case navigation(Language)
        /// `assets/search-index.js`: the list of the index's parts.
        case searchManifest
        /// One part of the search index (``SearchParts``).
        case searchPart(Int)
    }

    /// A page of the corpus and its registry entry, by position: a plan of a large corpus holds
    /// tens of thousands, and copies of the page and the entry would double what the corpus holds.
    struct PageEntry {
        let corpus: Corpus
        let pageIndex: Int

        var page: Page { corpus.pages[pageIndex] }
        var member: Registry.Member {
            // The plan only makes one for a page whose symbol the registry has.
            corpus.registry[page.symbolID ?? ""]!
        }
    }

    /// A page that has documents in the search index: a member's page or an article.
    struct SearchPage {
        let corpus: Corpus
        let pageIndex: Int
        /// The page's address in the site.
        let url: String

        var page: Page { corpus.pages[pageIndex] }
        /// The member the page documents; nil for an article.
        var member: Registry.Member? { page.symbolID.flatMap { corpus.registry[$0] } }
    }

    /// Every file, with its path in the site folder.
    let files: [(path: String, item: Item)]
    /// The pages of each part of the search index, in language, then path order.
    let searchPages: [[SearchPage]]

    init(context: SiteContext) {
        let corpus = context.corpus
        var files: [(String, Item)] = [(SitePaths.rootIndex, .root)]
        files.reserveCapacity(corpus.pages.count + 2 * context.classNames.count + SearchParts.count + 8)
        var searchPages = Array(repeating: [SearchPage](), count: SearchParts.count)
        for part in searchPages.indices {
            searchPages[part].reserveCapacity(corpus.pages.count / SearchParts.count + 16)
        }
        for language in Language.allCases {
            files.append((SitePaths.home(language), .home(language)))
            for className in context.classNames {
                files.append((SitePaths.classIndex(className, language), .classPage(className, language)))
            }
            for (index, page) in corpus.pages.enumerated() where page.language == language {
                guard let symbol = page.symbolID, let member = corpus.registry[symbol], member.hasOwnPage,
                    corpus.page(for: symbol, language: language)?.path == page.path
                else { continue }
                let entry = PageEntry(corpus: corpus, pageIndex: index)
                if let url = context.target(forSymbol: symbol, language: language) {
                    searchPages[SearchParts.part(ofPage: page.path)].append(
                        SearchPage(corpus: corpus, pageIndex: index, url: url))
                }
                guard member.kind != .class else { continue }
                let path = context.target(forSymbol: symbol, language: language) ?? SitePaths.page(of: member, language)
                files.append((path, .member(entry)))
            }
            for (index, page) in corpus.pages.enumerated() where page.language == language {
                guard let id = page.articleID, corpus.page(for: id, language: language)?.path == page.path else {
                    continue
                }
                let path = SitePaths.article(id, language)
                searchPages[SearchParts.part(ofPage: page.path)].append(
                    SearchPage(corpus: corpus, pageIndex: index, url: path))
                files.append((path, .article(corpus, index)))
            }
        }
        files.append((SitePaths.stylesheet, .stylesheet))
        files.append((SitePaths.script, .script))
        files.append((SitePaths.icon, .icon))
        for language in Language.allCases { files.append((SitePaths.navigation(language), .navigation(language))) }
        files.append((SitePaths.searchIndex, .searchManifest))
        for part in 0..<SearchParts.count { files.append((SitePaths.searchPart(part), .searchPart(part))) }
        self.files = files
        self.searchPages = searchPages
    }
}

/// The search index is split into a fixed number of parts, each page's documents in the part chosen by
/// a stable hash of its path, so that a changed page rewrites one small file rather than the whole index.
///
/// The hash leaves out the language folder: a member's pages in every language share a part, so that
/// what they have in common (their cases' code) is split into terms once (``SearchIndexBuilder``).
enum SearchParts {
    /// How many parts there are, whatever the size of the corpus.
    static let count = 64

    /// The part that holds the documents of the page at `path` (in the docs folder).
    static func part(ofPage path: String) -> Int {
        var hash = StableHash()
        if let slash = path.firstIndex(of: "/"), Language(rawValue: String(path[..<slash])) != nil {
            hash.combine(String(path[slash...]))
        } else {
            hash.combine(path)
        }
        return Int(hash.value % UInt64(count))
    }
}
