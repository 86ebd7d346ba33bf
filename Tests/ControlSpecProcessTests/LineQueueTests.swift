import Foundation
import Testing

@testable import ControlSpecProcess

/// Taking a line from a child's stdout costs the same however many lines wait behind it: 100,000 blank lines
/// (the protocol allows them) before an answer are passed in linear time, in order.
@Suite struct LineQueueTests {
    @Test func aHundredThousandBlankLinesBeforeAnAnswerAreTakenInLinearTime() {
        let queue = LineQueue()
        let blanks = 100_000
        queue.push(Array(repeating: "", count: blanks) + ["{\"answer\":1}"])
        queue.push(["second"])
        let started = ContinuousClock.now
        var skipped = 0
        var answer: ChildProcess.Next?
        while case .line(let line) = queue.next(before: .distantFuture) {
            guard line.isEmpty else {
                answer = .line(line)
                break
            }
            skipped += 1
        }
        let elapsed = ContinuousClock.now - started
        #expect(skipped == blanks)
        #expect(answer == .line("{\"answer\":1}"))
        #expect(queue.next(before: .distantFuture) == .line("second"))
        // Linear: a few tens of milliseconds even unoptimised; shifting the array per line took seconds.
        #expect(elapsed < .seconds(1.5), "taking \(blanks) lines took \(elapsed)")
    }

    @Test func linesPushedWhileOthersAreTakenKeepTheirOrder() {
        let queue = LineQueue()
        var taken: [String] = []
        for batch in 0..<50 {
            queue.push((0..<100).map { "\(batch)-\($0)" })
            for _ in 0..<60 {
                if case .line(let line) = queue.next(before: .distantFuture) { taken.append(line) }
            }
        }
        queue.close(lastLine: "last")
        while case .line(let line) = queue.next(before: .distantFuture) { taken.append(line) }
        #expect(taken == (0..<50).flatMap { batch in (0..<100).map { "\(batch)-\($0)" } } + ["last"])
        #expect(queue.next(before: .distantFuture) == .closed)
    }
}
