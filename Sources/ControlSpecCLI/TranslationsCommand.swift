import ControlSpecModel
import Foundation

/// `controlspec translations`: how each Chinese page stands against its English twin, and marking pages
/// reviewed (Docs/FORMAT.md, "Translation record").
enum TranslationsCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "translations",
        abstract: "Show which Chinese pages are up to date with their English pages, or mark pages reviewed.",
        options: SharedOptions.corpus + [markReviewed, markAllReviewed])

    static let markReviewed = RepeatedOption(
        "--mark-reviewed", value: "PAGE",
        help: "Record that this Chinese page (Docs/zh-Hans/…) translates its English page as it is now (repeatable).",
        kind: .path)
    static let markAllReviewed = Flag(
        "--mark-all-reviewed", help: "Record every Chinese page as translating its English page as it is now.")

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let workspace = try Workspace.load(arguments, context: context)
        let corpus = workspace.corpus
        let paths = arguments[Self.markReviewed]
        if arguments[Self.markAllReviewed] || !paths.isEmpty {
            let pages =
                arguments[Self.markAllReviewed]
                ? corpus.pages.filter { $0.language == .chinese && $0.key.map(corpus.hasEnglishPage) == true }
                : try paths.map { try chinesePage(at: $0, in: corpus) }
            let today = Self.today()
            var marked = 0
            for page in pages {
                guard let key = page.key, let english = corpus.page(for: key, language: .english) else { continue }
                let record = TranslationRecord(reviewed: today, sections: english.translatableSections)
                if page.translationRecord.map({ $0.sections == record.sections }) == true { continue }
                let path = corpus.displayPath(of: page)
                let url = context.url(path)
                let text = String(decoding: try FileProblem.read(.page, at: path, url: url), as: UTF8.self)
                try OutputWriter.write(Data(record.replacing(in: text).utf8), to: url, kind: .translatedPage)
                marked += 1
            }
            context.out("\(marked) of \(pages.count) pages marked reviewed on \(today); the others were up to date")
            return ExitStatus.success
        }
        var lines: [String] = []
        var counts: [String: Int] = [:]
        for key in corpus.translatedKeys {
            guard let status = corpus.translationStatus(of: key) else { continue }
            let line: String
            switch status {
            case .upToDate(let reviewed): line = "up to date    \(key)  (reviewed \(reviewed))"
            case .outdated(let reviewed, let sections):
                line = "outdated      \(key)  since \(reviewed): " + sections.joined(separator: ", ")
            case .unrecorded: line = "not recorded  \(key)"
            case .missing: line = "missing       \(key)"
            }
            counts[Self.label(status), default: 0] += 1
            lines.append(line)
        }
        lines.append(
            "\(corpus.translatedKeys.count) English pages: "
                + ["up to date", "outdated", "not recorded", "missing"].map { "\(counts[$0] ?? 0) \($0)" }
                .joined(separator: ", "))
        context.out(lines.joined(separator: "\n"))
        return ExitStatus.success
    }

    private static func label(_ status: TranslationStatus) -> String {
        switch status {
        case .upToDate: "up to date"
        case .outdated: "outdated"
        case .unrecorded: "not recorded"
        case .missing: "missing"
        }
    }

    /// The Chinese page at `path` (as lint prints it), or a usage error that says what to give instead.
    private static func chinesePage(at path: String, in corpus: Corpus) throws -> Page {
        let wanted = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        guard let page = corpus.pages.first(where: { corpus.displayPath(of: $0) == wanted }) else {
            throw UsageError(
                "--mark-reviewed \(path): no page of the docs folders is at this path; give it as lint prints it (Docs/zh-Hans/UIButton/title.md)"
            )
        }
        guard page.language == .chinese else {
            throw UsageError("--mark-reviewed \(path): this is not a Chinese page; give its zh-Hans twin")
        }
        guard page.key.map(corpus.hasEnglishPage) == true else {
            throw UsageError("--mark-reviewed \(path): the page has no English twin to be reviewed against")
        }
        return page
    }

    /// Today's date in UTC, `yyyy-mm-dd`.
    private static func today() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
