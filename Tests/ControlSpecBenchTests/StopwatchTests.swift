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

    @Test func theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        #expect(Stopwatch.median(of: [4, 1, 3, 2]) == 2.5)
        #expect(Stopwatch.median(of: [5, 1, 3]) == 3)
    }
}
