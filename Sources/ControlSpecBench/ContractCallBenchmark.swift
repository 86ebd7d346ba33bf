import ControlContract
import ControlSpecProcess
import Foundation
import ReferenceBinding

/// How fast single contract calls are, in process and through the process protocol.
package struct ContractCallFigures: Hashable, Sendable, Codable {
    /// Calls made on each side.
    package var calls: Int
    /// Seconds for the calls on the reference in this process (the baseline).
    package var inProcessSeconds: Double
    /// Seconds for the calls through one `controlspec-reference-driver` child.
    package var processSeconds: Double

    package var inProcessCallsPerSecond: Double { Double(calls) / inProcessSeconds }
    package var processCallsPerSecond: Double { Double(calls) / processSeconds }
    /// How many times longer a call takes through the pipe.
    package var processRatio: Double { processSeconds / inProcessSeconds }

    /// Calls per second through one child that the issue asks for.
    package static let target = 10_000.0
}

/// Measures a getter called again and again on one control: in process, then through one child.
package enum ContractCallBenchmark {
    package static func measure(driverPath: String, calls: Int) throws -> ContractCallFigures {
        let child: ProcessImplementation
        do {
            child = try ProcessImplementation(command: [driverPath], kitVersion: "bench")
        } catch {
            throw BenchmarkError(description: "cannot start \(driverPath): \(error)")
        }
        defer { child.shutdown() }
        let reference = ReferenceImplementation()
        // Warm both up (the child's first calls load its code), then measure each.
        _ = try callGetter(on: reference, calls: 100)
        _ = try callGetter(on: child, calls: 100)
        return ContractCallFigures(
            calls: calls, inProcessSeconds: try callGetter(on: reference, calls: calls),
            processSeconds: try callGetter(on: child, calls: calls))
    }

    /// Makes a `UIControl` and reads its `isEnabled` `calls` times; returns the seconds the reads took.
    static func callGetter(on implementation: any ControlImplementation, calls: Int) throws -> Double {
        let members = implementation.info.memberTable()
        guard let make = members["UIControl.init(frame:)"], let getter = members["UIControl.isEnabled"] else {
            throw BenchmarkError(description: "\(implementation.info.name) lacks UIControl.init(frame:) or isEnabled")
        }
        let session: any ControlSession
        do {
            session = try implementation.makeSession()
        } catch {
            throw BenchmarkError(description: "no session: \(error)")
        }
        defer { session.close() }
        guard
            case .success(.object(let control)) = session.invoke(
                make, on: nil, with: [.rect(x: 0, y: 0, width: 100, height: 44)])
        else { throw BenchmarkError(description: "\(implementation.info.name) made no control") }
        var wrong = 0
        let seconds = Stopwatch.seconds {
            for _ in 0..<calls {
                if case .success(.bool(true)) = session.invoke(getter, on: control, with: []) { continue }
                wrong += 1
            }
        }
        guard wrong == 0 else {
            throw BenchmarkError(description: "\(wrong) of \(calls) reads of isEnabled gave no true")
        }
        return seconds
    }
}
