import Foundation
import Testing

@testable import ControlSpecBench

@Suite("Stopwatch")
struct StopwatchTests {
    @Test func theParseRatioIsTheMedianOfTheRoundsRatios() {
        var figures = ScaleFigures(scale: 1)
        // Medians of 1.0 and 1.2 seconds, but the rounds paired one slow raw sample with a fast parse.
        figures.rawParseSeconds = 1.0
        figures.parseSeconds = 1.2
        figures.regionParseSeconds = 0.8
        #expect(abs(figures.parseRatio - 1.2) < 1e-9)
        #expect(figures.parseRatioRange == nil)
        figures.parseRatioRounds = [1.25, 1.1, 1.3, 1.5, 1.2]
        figures.parseRatioToRegionRounds = [1.6, 1.7]
        #expect(figures.parseRatio == 1.25)
        #expect(figures.parseRatioRange == 1.1...1.5)
        #expect(abs(figures.parseRatioToRegion - 1.65) < 1e-9)
        figures.parseRatioRounds = []
        #expect(abs(figures.parseRatio - 1.2) < 1e-9)
    }

    @Test func alternatingRunsTakeTurnsOneByOneAndASampleIsTheMeanOfARoundsRuns() {
        var order: [Int] = []
        var own: [[Double]] = [[], []]
        let clock = ContinuousClock()
        func spin(_ body: Int, microseconds: Int) {
            order.append(body)
            let start = clock.now
            while clock.now - start < .microseconds(microseconds) {}
            own[body].append(Stopwatch.seconds(start.duration(to: clock.now)))
        }
        // Runs of milliseconds: the stopwatch's own time around a run, which a busy machine can stretch by a whole
        // scheduler slice, stays well under a run's length.
        let samples = Stopwatch.alternatingSamples(
            rounds: 2, runsPerRound: 4, [{ spin(0, microseconds: 10_000) }, { spin(1, microseconds: 5_000) }])
        #expect(order == Array(repeating: [0, 1], count: 8).flatMap { $0 })
        #expect(samples.map(\.count) == [2, 2])
        // The mean of a round's four runs, as the bodies timed themselves, not their total.
        for body in 0..<2 {
            for round in 0..<2 {
                let runs = own[body][(round * 4)..<(round * 4 + 4)]
                let mean = runs.reduce(0, +) / 4
                #expect(samples[body][round] >= mean && samples[body][round] < 2 * mean)
            }
        }
    }

    @Test func alternatingRunsRunEachBodyAtLeastOncePerRoundAndAtLeastOneRound() {
        var order: [Int] = []
        let samples = Stopwatch.alternatingSamples(
            rounds: 0, runsPerRound: 0, [{ order.append(0) }, { order.append(1) }])
        #expect(order == [0, 1])
        #expect(samples.map(\.count) == [1, 1])
    }

    @Test func aRoundRunsEnoughForTheQuickestBodyToFillTheMinimum() {
        var calls = [0, 0]
        let clock = ContinuousClock()
        let runs = Stopwatch.runsPerRound(
            filling: 0.05,
            with: [
                { calls[0] += 1 },
                {
                    calls[1] += 1
                    let start = clock.now
                    while clock.now - start < .milliseconds(60) {}
                },
            ])
        // Each body once, to see how long it takes; the quick one sets the count.
        #expect(calls == [1, 1])
        #expect(runs > 100)
        #expect(Stopwatch.runsPerRound(filling: 0, with: [{}]) == 1)
    }

    @Test func processorTimeCountsTheWorkOfThisProcess() {
        let clock = ContinuousClock()
        let start = clock.now
        let processorStart = Stopwatch.processorSeconds()
        // Work until a twentieth of a second has gone by on the clock (at most a million rounds).
        var value: UInt64 = 1
        for round in 0..<1_000_000 {
            for _ in 0..<1_000 { value = value &* 6_364_136_223_846_793_005 &+ 1 }
            if round % 16 == 0, Stopwatch.seconds(start.duration(to: clock.now)) >= 0.05 { break }
        }
        let wall = Stopwatch.seconds(start.duration(to: clock.now))
        let used = Stopwatch.processorSeconds() - processorStart
        #expect(value != 0)
        #expect(used > 0.005, "\(used) s of processor time in \(wall) s")
        #expect(used <= wall * Double(ProcessInfo.processInfo.activeProcessorCount) + 0.05)
    }

    @Test func theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        #expect(Stopwatch.median(of: [4, 1, 3, 2]) == 2.5)
        #expect(Stopwatch.median(of: [5, 1, 3]) == 3)
    }
}
