import Foundation
import Testing

@testable import ControlSpecBench

/// The order of publishes the scale benchmark makes, seen through a publish that only records where it writes.
actor PublishLog {
    private(set) var outputs: [String] = []
    func record(_ out: String) { outputs.append(out) }
}

@Suite struct ScaleBenchmarkTests {
    /// A full publish after a deletion of thousands of files is slowed by the file system (ext4 without a
    /// journal), so no full publish may write where an earlier one wrote; the incremental ones reuse the
    /// last full publish's folder, since that is what they update.
    @Test func everyFullPublishWritesAFolderOfItsOwn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-scale-\(UUID())")
        let benchmark = ScaleBenchmark(
            inputs: RealInputs.inputs, scale: 1, repeats: 1, driverPath: nil, workFolder: folder, parseRounds: 1)
        let log = PublishLog()
        var figures = ScaleFigures(scale: 1)
        try await benchmark.measurePublishing(touching: nil, into: &figures) { workspace, out in
            #expect(workspace == folder)
            await log.record(out)
            return PublishRun(rendered: 1, files: 1, seconds: 0.01)
        }
        let outputs = await log.outputs
        // A warm-up, three full publishes, three incremental ones.
        #expect(outputs == ["_site-1", "_site-2", "_site-3", "_site-4", "_site-2", "_site-2", "_site-2"])
        #expect(figures.publishSeconds == 0.01)
    }
}
