/// Everything measured at one scale, in one process. Times are seconds (medians where repeated).
package struct ScaleFigures: Hashable, Sendable, Codable {
    /// 1 is the shipped `Docs/`; 10 and 100 are synthetic corpora that many times its size.
    package var scale: Int
    package var pages: Int
    /// English cases (each case runs once, from its English page).
    package var cases: Int
    /// Pages in bytes.
    package var corpusBytes: Int

    /// Building the synthetic corpus in memory.
    package var generateSeconds: Double
    /// The floor: libcmark parsing every page and walking the tree, copying nothing.
    package var rawParseSeconds: Double
    /// The same with the allocator the outline walk gives libcmark (a region per thread, let go at
    /// once): the floor of the kit's own cmark part, so that the ratio to it is the Swift side's cost.
    package var regionParseSeconds: Double
    /// libcmark parsing plus the walk that outlines each page (`MarkdownParser.outline`), without the model.
    package var outlineSeconds: Double
    /// The kit's parse and extraction (`PageParser`: outline, sections, cases, links, mentions).
    package var parseSeconds: Double
    /// Parse and extraction over raw cmark, and over cmark in the kit's region, in each round of the
    /// alternating measure (the runs of a round take turns one by one).
    package var parseRatioRounds: [Double]?
    package var parseRatioToRegionRounds: [Double]?
    /// True when only the parse figures were measured (`controlspec bench --parse-only`); the others are 0.
    package var parseOnly: Bool?
    /// Lint: the corpus with every cross-page check (`Corpus(files:registry:options:)`, parsing included).
    package var lintSeconds: Double
    /// Static checks of case and example code against the schema (`controlspec lint` runs them too).
    package var caseCheckSeconds: Double

    /// The runner, in process, on every core: compile, run and judge each case.
    package var runSeconds: Double
    /// Compiled programs only, on every core: how fast cases execute once compiled.
    package var executeSeconds: Double
    /// `#expect`s and `#require`s evaluated in the compiled-program run.
    package var expectations: Int
    /// The runner through the wire protocol against `controlspec-reference-driver` (one child, one core).
    package var processRunSeconds: Double?
    /// Why the process run was left out.
    package var processRunSkipped: String?

    /// `SiteGenerator.generate()` alone, in memory.
    package var siteSeconds: Double
    /// The same, with code spans left as code instead of linked to the members they name.
    package var siteWithoutCodeSpanLinksSeconds: Double?
    /// Per round, the site over the site without code-span links (the runs of a round take turns).
    package var codeSpanLinkRatioRounds: [Double]?
    /// Files of the site.
    package var siteFiles: Int

    /// `controlspec publish` from disk into an empty folder (lint, run, site, report, write).
    package var publishSeconds: Double
    /// The processor time of those publishes (user and system, every thread; median): its growth shows
    /// whether a publish's growth on the clock came from the kit or from other load on the machine.
    package var publishProcessorSeconds: Double?
    /// A second publish after one page changed.
    package var incrementalSeconds: Double
    /// Files the incremental publish rendered again, and all files of the publish.
    package var incrementalRendered: Int
    package var publishFiles: Int

    /// Resident memory of the process when the first publish starts (the bench holds no pages then),
    /// the peak (`VmHWM`, lowered to the resident size just before the publish) after that publish,
    /// and the peak at the end.
    package var peakBytesAtStart: Int
    package var peakBytesAfterPublish: Int
    package var peakBytesAtEnd: Int

    package init(scale: Int) {
        self.scale = scale
        pages = 0
        cases = 0
        corpusBytes = 0
        generateSeconds = 0
        rawParseSeconds = 0
        regionParseSeconds = 0
        outlineSeconds = 0
        parseSeconds = 0
        lintSeconds = 0
        caseCheckSeconds = 0
        runSeconds = 0
        executeSeconds = 0
        expectations = 0
        siteSeconds = 0
        siteFiles = 0
        publishSeconds = 0
        incrementalSeconds = 0
        incrementalRendered = 0
        publishFiles = 0
        peakBytesAtStart = 0
        peakBytesAfterPublish = 0
        peakBytesAtEnd = 0
    }

    /// Kit parse + extraction over raw cmark (target: at most 1.5): the median of the rounds' ratios.
    ///
    /// The runs of a round take turns one by one, so a round's ratio sees one state of the machine; the
    /// ratio of two medians could pair a fast round of one with a slow round of the other, and on a shared
    /// machine read from 1.30× to 1.41× for the same binary within minutes.
    package var parseRatio: Double { Self.median(parseRatioRounds) ?? parseSeconds / rawParseSeconds }
    /// Kit parse + extraction over cmark in the kit's region: what the outline walk and the model cost.
    package var parseRatioToRegion: Double {
        Self.median(parseRatioToRegionRounds) ?? parseSeconds / regionParseSeconds
    }
    /// The lowest and highest of the rounds' ratios to raw cmark.
    package var parseRatioRange: ClosedRange<Double>? {
        guard let rounds = parseRatioRounds, let low = rounds.min(), let high = rounds.max() else { return nil }
        return low...high
    }
    package var runCasesPerSecond: Double { Double(cases) / runSeconds }
    package var executeCasesPerSecond: Double { Double(cases) / executeSeconds }
    package var expectationsPerSecond: Double { Double(expectations) / executeSeconds }
    package var processCasesPerSecond: Double? { processRunSeconds.map { Double(cases) / $0 } }
    package var sitePagesPerSecond: Double { Double(siteFiles) / siteSeconds }
    /// What linking code spans to member pages costs: the site over the site without the links, the median
    /// of the rounds' ratios.
    package var codeSpanLinkRatio: Double? { Self.median(codeSpanLinkRatioRounds) }
    /// The links' cost per site file, in seconds: the difference of the two medians over the files.
    package var codeSpanLinkSecondsPerFile: Double? {
        siteWithoutCodeSpanLinksSeconds.map { (siteSeconds - $0) / Double(max(1, siteFiles)) }
    }
    /// First publish over the incremental one (target: at least 10).
    package var incrementalSpeedup: Double { publishSeconds / incrementalSeconds }

    private static func median(_ samples: [Double]?) -> Double? {
        guard let samples, !samples.isEmpty else { return nil }
        return Stopwatch.median(of: samples)
    }
}

/// The simple-case throughput: one trivial compiled case run over and over on one thread.
package struct SimpleCaseFigures: Hashable, Sendable, Codable {
    /// The case's code.
    package var code: String
    package var runs: Int
    /// Median seconds for `runs` runs on one thread.
    package var seconds: Double
    /// Runs per second on one thread (target: at least 50,000).
    package var casesPerSecondPerCore: Double { Double(runs) / seconds }
    /// Runs per second with one thread per core.
    package var casesPerSecondAllCores: Double
    package var threads: Int
}
