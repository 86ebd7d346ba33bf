import Foundation

/// Wall-clock measurements with the monotonic clock.
package enum Stopwatch {
    /// Seconds `body` took.
    package static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return Self.seconds(start.duration(to: clock.now))
    }

    /// The median of `repeats` timings of `body` (at least one), in seconds.
    package static func median(repeats: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<max(1, repeats) { samples.append(try seconds(body)) }
        return median(of: samples)
    }

    /// Timings of each of `bodies` (`samples[body][round]`) whose runs take turns one by one: in each
    /// round every body runs `runsPerRound` times (at least once), a run of each in turn, and a sample is
    /// the mean of a body's runs in that round. For figures read as ratios to each other (the parse
    /// figures): two samples of a round cover the same stretch of time, not stretches a tenth of a second
    /// apart, so the ratio of a round is not one figure's slow moment over another's quiet one.
    package static func alternatingSamples(rounds: Int, runsPerRound: Int, _ bodies: [() -> Void]) -> [[Double]] {
        let runs = max(1, runsPerRound)
        var samples = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<max(1, rounds) {
            var totals = Array(repeating: 0.0, count: bodies.count)
            for _ in 0..<runs {
                for (index, body) in bodies.enumerated() { totals[index] += seconds(body) }
            }
            for index in bodies.indices { samples[index].append(totals[index] / Double(runs)) }
        }
        return samples
    }

    /// How many runs of each of `bodies` a round of ``alternatingSamples(rounds:runsPerRound:_:)`` takes for
    /// the quickest to fill `minimumSampleSeconds`: each body runs once to see how long it takes. Meant
    /// for bodies of like length: the slowest runs as many times as the quickest.
    package static func runsPerRound(filling minimumSampleSeconds: Double, with bodies: [() -> Void]) -> Int {
        let quickest = bodies.map { seconds($0) }.min() ?? 0
        guard minimumSampleSeconds > 0, quickest < minimumSampleSeconds else { return 1 }
        return Int((minimumSampleSeconds / max(quickest, 1e-9)).rounded(.up))
    }

    /// The median of non-empty `samples` (the mean of the middle two for an even count).
    package static func median(of samples: [Double]) -> Double {
        precondition(!samples.isEmpty, "median of no samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// A duration in seconds.
    package static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The processor time this process has used so far, user and system, over all its threads
    /// (`getrusage`); time other processes or virtual machines take from its cores is not counted.
    package static func processorSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// The machine the figures come from.
package struct MachineInfo: Hashable, Sendable, Codable {
    /// Online processors (`nproc`).
    package var processors: Int
    /// The CPU model from `/proc/cpuinfo`, or `unknown`.
    package var cpuModel: String
    /// Physical memory in bytes.
    package var memoryBytes: UInt64
    /// When the figures were taken, ISO 8601.
    package var date: String

    /// This machine, now.
    package static func current() -> MachineInfo {
        var model = "unknown"
        if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return MachineInfo(
            processors: ProcessInfo.processInfo.activeProcessorCount, cpuModel: model,
            memoryBytes: ProcessInfo.processInfo.physicalMemory, date: Date().formatted(.iso8601))
    }
}
