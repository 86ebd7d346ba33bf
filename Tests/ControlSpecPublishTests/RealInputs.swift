import ControlSpecBench
import Foundation

/// The real docs folder and registry of this repository.
enum RealInputs {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let inputs: BenchmarkInputs = {
        // The repository's own inputs: a failure here is a broken checkout, not a broken test.
        try! BenchmarkInputs.load(from: root)
    }()
}
