/// The options several commands take, declared once so that their names, help and defaults agree.
enum SharedOptions {
    /// Read with ``docsFolders(_:)``, which gives the default.
    static let docs = RepeatedOption(
        "--docs", value: "DIR",
        help: "A folder of pages (with en/ and zh-Hans/); repeat it to add your own pages' cases to the kit's.",
        kind: .path, shownDefault: "Docs")

    /// The `--docs` folders in command-line order; `Docs` when none is given.
    static func docsFolders(_ arguments: ParsedArguments) -> [String] {
        let given = arguments[docs]
        return given.isEmpty ? ["Docs"] : given
    }
    static let registry = Option(
        "--registry", value: "FILE", help: "The API registry.", kind: .path, default: "conformance/registry.json")
    /// `--docs` and `--registry`: the corpus a command reads (``Workspace`` reads both), in the order help
    /// lists them.
    static let corpus: [any OptionDeclaration] = [docs, registry]
    /// Nil when not given: the runner's default, one job per core.
    static let jobs: Option<Int?> = Option(
        "--jobs", value: "N", help: "Cases run at once.", kind: .positive, shownDefault: "the number of cores")
    static let member: Option<String?> = Option(
        "--member", value: "PATTERN", help: "Only cases of members matching the glob (UIButton.*).", kind: .text)
    /// The results whose statuses a site or docset shows.
    static let statusResults = RepeatedOption(
        "--results", value: "FILE", help: "Show case statuses from this results file.", kind: .path)
}
