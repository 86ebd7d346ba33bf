import ControlSpecRunner

/// What a run of the cases takes from the command line: `run` gives all of it, `publish` only the
/// number of jobs (the rest keeps the defaults of `run`'s declarations).
struct RunSettings {
    var filter = CaseFilter()
    var implementation = RunCommand.impl.defaultValue
    var isolate = false
    var timeout = RunCommand.timeout.defaultValue
    /// Nil: one job per core.
    var jobs: Int?
    var shard: Shard?
    /// Nil: the implementation's expectations file, when it exists.
    var expectationsPath: String?
    /// Whether an UNSUPPORTED result the expectations file does not list is unexpected (`--strict`); a
    /// publish, which runs the reference, is always strict.
    var strict = true

    init(jobs: Int?) {
        self.jobs = jobs
    }

    /// The settings `run`'s options give.
    init(_ arguments: ParsedArguments) {
        filter = CaseFilter(
            memberPattern: arguments[SharedOptions.member], caseID: arguments[RunCommand.caseID],
            tag: arguments[RunCommand.tag])
        implementation = arguments[RunCommand.impl]
        isolate = arguments[RunCommand.isolate]
        timeout = arguments[RunCommand.timeout]
        jobs = arguments[SharedOptions.jobs]
        shard = arguments[RunCommand.shard]
        expectationsPath = arguments[RunCommand.expectations]
        strict = arguments[RunCommand.strict]
    }
}

extension ValueKind where Value == Shard {
    /// `I/N` (`2/4`), the I-th of N parts.
    static var shard: ValueKind {
        ValueKind(expected: "I/N with 1 ≤ I ≤ N (2/4)", parse: { Shard(parsing: $0) })
    }
}
