import Testing

@testable import ControlSpecBench

@Suite("Stopwatch")
struct StopwatchTests {
    @Test func interleavedMeasurementsTakeTurnsRoundByRound() {
        var order: [Int] = []
        let medians = Stopwatch.interleavedMedians(
            rounds: 3, [{ order.append(0) }, { order.append(1) }, { order.append(2) }])
        #expect(order == [0, 1, 2, 0, 1, 2, 0, 1, 2])
        #expect(medians.count == 3)
        #expect(medians.allSatisfy { $0 >= 0 })
    }

    @Test func samplesAreKeptRoundByRoundForEachBody() {
        let samples = Stopwatch.interleavedSamples(rounds: 4, [{}, {}])
        #expect(samples.count == 2)
        #expect(samples.allSatisfy { $0.count == 4 })
    }

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

    @Test func atLeastOneRoundIsMeasured() {
        var calls = 0
        let medians = Stopwatch.interleavedMedians(rounds: 0, [{ calls += 1 }])
        #expect(calls == 1)
        #expect(medians.count == 1)
    }

    @Test func aQuickBodyRunsManyTimesInEachSampleAndIsTimedPerRun() {
        var calls = [0, 0]
        let spin = ContinuousClock()
        let medians = Stopwatch.interleavedMedians(
            rounds: 3, minimumSampleSeconds: 0.02,
            [
                { calls[0] += 1 },
                {
                    calls[1] += 1
                    let start = spin.now
                    while spin.now - start < .milliseconds(30) {}
                },
            ])
        // One run to see how long it takes, then many per sample for the quick body; one for the slow.
        #expect(calls[0] > 100)
        #expect(calls[1] == 4)
        #expect(medians[0] < 0.001)
        #expect(medians[1] >= 0.03)
    }

    @Test func alternatingRunsTakeTurnsOneByOneAndEachRoundRunsEveryBodyAlike() {
        var order: [Int] = []
        let clock = ContinuousClock()
        func spin(milliseconds: Int) {
            let start = clock.now
            while clock.now - start < .milliseconds(milliseconds) {}
        }
        let samples = Stopwatch.alternatingSamples(
            rounds: 2, minimumSampleSeconds: 0.004,
            [
                {
                    order.append(0)
                    spin(milliseconds: 2)
                },
                {
                    order.append(1)
                    spin(milliseconds: 1)
                },
            ])
        // One run of each to see how long it takes; then rounds of as many runs of each as make the
        // minimum for the quicker (four or five of a millisecond each), a run of each in turn.
        #expect(order.prefix(2) == [0, 1])
        let measured = Array(order.dropFirst(2))
        #expect(measured.count % 4 == 0 && measured.count >= 16)
        #expect(measured == Array(repeating: [0, 1], count: measured.count / 2).flatMap { $0 })
        #expect(samples.map(\.count) == [2, 2])
        // A sample is the mean of a run (at least 2 ms and 1 ms), not the round's total (at least that
        // many times the runs of a round).
        let runsPerRound = Double(measured.count / 4)
        #expect(samples[0].allSatisfy { $0 >= 0.002 && $0 < 0.002 * runsPerRound })
        #expect(samples[1].allSatisfy { $0 >= 0.001 && $0 < 0.001 * runsPerRound })
    }

    @Test func alternatingRunsOfAtLeastOneRoundWithoutAMinimumRunEachBodyOncePerRound() {
        var order: [Int] = []
        let samples = Stopwatch.alternatingSamples(rounds: 0, [{ order.append(0) }, { order.append(1) }])
        #expect(order == [0, 1, 0, 1])
        #expect(samples.map(\.count) == [1, 1])
    }

    @Test func theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        #expect(Stopwatch.median(of: [4, 1, 3, 2]) == 2.5)
        #expect(Stopwatch.median(of: [5, 1, 3]) == 3)
    }
}
