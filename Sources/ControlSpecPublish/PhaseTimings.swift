import Foundation

/// Wall-clock time and memory of the phases of one command, for `--timings`.
///
/// Each ``mark(_:)`` closes the phase that began at the previous mark (or at creation) and
/// records how long it took, the resident memory at its end and the peak so far.
package struct PhaseTimings: Sendable {
    /// One finished phase.
    package struct Phase: Sendable, Hashable {
        package var name: String
        package var seconds: Double
        /// `VmRSS` at the end of the phase, in bytes (0 where `/proc` is unavailable).
        package var residentBytes: Int
        /// `VmHWM` at the end of the phase, in bytes.
        package var peakBytes: Int
    }

    package private(set) var phases: [Phase] = []
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant

    package init() {
        last = clock.now
    }

    /// Ends the current phase, naming it `name`, and starts the next.
    package mutating func mark(_ name: String) {
        let now = clock.now
        phases.append(
            Phase(
                name: name, seconds: Self.seconds(last.duration(to: now)),
                residentBytes: ProcessMemory.residentBytes() ?? 0, peakBytes: ProcessMemory.peakResidentBytes() ?? 0))
        last = clock.now
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// One line per phase: `timing: <name> <seconds> s, resident <MB> MB, peak <MB> MB`, then the total.
    package var lines: [String] {
        let width = phases.map(\.name.count).max() ?? 0
        var lines = phases.map { phase in
            "timing: " + phase.name.padding(toLength: width, withPad: " ", startingAt: 0)
                + String(
                    format: " %8.3f s, resident %7.1f MB, peak %7.1f MB", phase.seconds,
                    Double(phase.residentBytes) / 1e6, Double(phase.peakBytes) / 1e6)
        }
        let total = phases.reduce(0) { $0 + $1.seconds }
        lines.append(
            "timing: " + "total".padding(toLength: width, withPad: " ", startingAt: 0)
                + String(format: " %8.3f s", total))
        return lines
    }
}
