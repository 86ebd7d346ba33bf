import ControlSpecModel
import Testing

@Suite("Parallel work")
struct ParallelWorkTests {
    @Test("Outputs come in input order, one per input, whatever the number of threads", arguments: [1, 2, 3, 64])
    func outputsInInputOrder(threads: Int) {
        let inputs = Array(0..<2_000)
        // Strings, so that the outputs are values with storage of their own that must be moved, not bits.
        let outputs = ParallelWork.map(inputs, threads: threads) { String(repeating: "x", count: $0 % 40) + "\($0)" }
        #expect(outputs == inputs.map { String(repeating: "x", count: $0 % 40) + "\($0)" })
        #expect(ParallelWork.map([Int](), threads: threads) { $0 }.isEmpty)
    }
}
