import ControlSpecFuzzing

/// libFuzzer's entry point, called with each input it makes (its first byte picks the target). With `--sanitize=fuzzer` SwiftPM compiles
/// this module as a library and swiftc links libFuzzer's own `main`, which parses libFuzzer's options.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = FuzzHarness.targets.fuzz(bytes)
    return 0
}
