import CaseLanguage
import ControlContract
import ControlSpecModel
import Foundation

/// How a run selects, schedules and judges cases, and what it records about itself.
package struct RunOptions: Sendable {
    /// Which cases run. Cases the filter leaves out are not in the results at all (they are not SKIPs).
    package var filter: CaseFilter
    /// How many cases run at once; each case has its own session whatever the number.
    package var jobs: Int
    /// Run only this part of the selected cases.
    package var shard: Shard?
    /// Seconds a case may take before it is reported as TIMEOUT; nil waits for ever.
    package var timeout: Double?
    /// The iOS version the implementation models (`17.0`). Cases whose `since=` is newer are SKIPped;
    /// nil runs every case whatever its `since`.
    package var platformVersion: String?
    package var expectations: Expectations
    /// Whether an UNSUPPORTED result that the expectations file does not list is expected anyway: a member
    /// the implementation does not announce is a gap to record, not a failure (PROTOCOL.md, "Members").
    /// False (the `--strict` of `controlspec run`) holds the implementation to its file.
    package var toleratesUnlistedUnsupported: Bool
    /// Recorded in ``RunInfo``.
    package var kitVersion: String
    package var gitCommit: String?
    package var date: Date
    package var hostName: String

    package init(
        filter: CaseFilter = CaseFilter(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        shard: Shard? = nil, timeout: Double? = 10, platformVersion: String? = nil,
        expectations: Expectations = Expectations(), toleratesUnlistedUnsupported: Bool = false,
        kitVersion: String = "0.1.0", gitCommit: String? = nil, date: Date = Date(),
        hostName: String = ProcessInfo.processInfo.hostName
    ) {
        self.filter = filter
        self.jobs = max(1, jobs)
        self.shard = shard
        self.timeout = timeout
        self.platformVersion = platformVersion
        self.expectations = expectations
        self.toleratesUnlistedUnsupported = toleratesUnlistedUnsupported
        self.kitVersion = kitVersion
        self.gitCommit = gitCommit
        self.date = date
        self.hostName = hostName
    }
}

/// Runs the corpus's cases against one implementation and returns the results as data.
package struct Runner: Sendable {
    package let corpus: Corpus
    package let implementation: any ControlImplementation
    package let executor: any CaseExecutor
    package let options: RunOptions

    /// A runner that runs cases with the case language (``LanguageExecutor``), its schema built from the
    /// corpus's registry.
    package init(corpus: Corpus, implementation: any ControlImplementation, options: RunOptions = RunOptions()) {
        self.init(
            corpus: corpus, implementation: implementation, executor: LanguageExecutor(registry: corpus.registry),
            options: options)
    }

    /// A runner that runs cases with `executor`.
    package init(
        corpus: Corpus, implementation: any ControlImplementation, executor: any CaseExecutor,
        options: RunOptions = RunOptions()
    ) {
        self.corpus = corpus
        self.implementation = implementation
        self.executor = executor
        self.options = options
    }

    /// The cases this run takes, in run order: filtered, sorted by qualified ID, then sharded.
    package func selectedCases() -> [PlannedCase] {
        var selected = corpus.plannedCases()
        selected.removeAll { !options.filter.matches($0.english) }
        guard let shard = options.shard else { return selected }
        return selected.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element)
    }

    /// Runs the selected cases on ``RunOptions/jobs`` threads and blocks until all are done.
    ///
    /// - Parameter progress: called once per finished case, one call at a time, in completion order.
    /// - Returns: results sorted by qualified ID, identical whatever the number of jobs.
    package func run(progress: (@Sendable (CaseResult) -> Void)? = nil) -> RunResults {
        let info = RunInfo(
            implementation: implementation.info.name, implementationVersion: implementation.info.version,
            kitVersion: options.kitVersion, gitCommit: options.gitCommit, date: options.date.formatted(.iso8601),
            hostName: options.hostName, shard: options.shard?.description, kitAnswered: kitAnsweredConstants())
        let reporting = Locked(())
        let results = Threads.map(selectedCases(), jobs: options.jobs) { [self] planned in
            let result = self.result(of: planned)
            if let progress { reporting.withLock { _ in progress(result) } }
            return result
        }
        return RunResults(run: info, cases: results)
    }

    /// The registry constants the kit answers with the registry's raw values for a protocol-1 implementation that
    /// does not announce them, sorted; nil under the current rules, where the implementation answers every constant.
    func kitAnsweredConstants() -> [String]? {
        guard implementation.harnessRules == .protocol1 else { return nil }
        let announced = Set(implementation.info.supportedMembers)
        let answered = Schema(registry: corpus.registry).contractSignatures
            .filter { $0.kind == "constant" && !announced.contains($0.key) }.map(\.key)
        return answered.isEmpty ? nil : answered
    }

    /// Runs (or skips) one case and judges it against the expectations.
    func result(of planned: PlannedCase) -> CaseResult {
        let id = planned.qualifiedID
        let expectations = options.expectations
        if let skip = skipReason(of: planned) {
            return record(planned, status: .skip, expected: true, expectedStatus: .skip, skipReason: skip)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let outcome =
            executor.knownOutcome(of: planned.english, on: implementation)
            ?? Threads.run(timeout: options.timeout) { [executor, implementation] in
                executor.execute(planned.english, on: implementation)
            } ?? .timedOut(timeoutDetail(planned))
        let elapsed = start.duration(to: clock.now)
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        if options.toleratesUnlistedUnsupported, outcome.status == .unsupported, !expectations.lists(id) {
            return record(
                planned, status: .unsupported, expected: true, expectedStatus: .unsupported, durationMs: milliseconds,
                failures: outcome.failures)
        }
        return record(
            planned, status: outcome.status, expected: expectations.isExpected(outcome.status, for: id),
            expectedStatus: expectations.expectedStatus(of: id), durationMs: milliseconds, failures: outcome.failures)
    }

    /// Why a case is not run: an expectations entry with status SKIP, or a `since` newer than the platform.
    private func skipReason(of planned: PlannedCase) -> String? {
        if let entry = options.expectations.entry(for: planned.qualifiedID), entry.status == .skip {
            return entry.reason ?? "skipped by the expectations file"
        }
        if let since = planned.english.since, let platform = options.platformVersion,
            PlatformVersion.isNewer(since, than: platform) == true
        {
            return "needs iOS \(since); \(implementation.info.name) models iOS \(platform)"
        }
        return nil
    }

    private func timeoutDetail(_ planned: PlannedCase) -> FailureDetail {
        // Spelled without a number formatter, whose output would depend on the locale.
        let timeout = options.timeout ?? 0
        let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
        return FailureDetail(
            message: "did not finish within \(seconds) s (abandoned; it may still be running)",
            location: planned.english.block.location)
    }

    private func record(
        _ planned: PlannedCase, status: CaseStatus, expected: Bool, expectedStatus: CaseStatus,
        durationMs: Double = 0, failures: [FailureDetail] = [], skipReason: String? = nil
    ) -> CaseResult {
        let english = planned.english.block.location
        let chinese = planned.chinese?.block.location
        return CaseResult(
            qualifiedID: planned.qualifiedID, caseID: planned.english.id, member: planned.english.memberID,
            className: planned.className, english: FileLine(path: english.path, line: english.line),
            chinese: chinese.map { FileLine(path: $0.path, line: $0.line) }, status: status, expected: expected,
            expectedStatus: expectedStatus, durationMs: durationMs, failures: failures, skipReason: skipReason)
    }
}
