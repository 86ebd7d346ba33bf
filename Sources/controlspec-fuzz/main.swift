import CFuzzerDriver
import ControlSpecFuzzing
import Foundation

// SwiftPM names this file's entry point `controlspec_fuzz_main` and makes it `main`, so libFuzzer's own
// `main` is not linked: control goes to libFuzzer's driver from here, with libFuzzer's options.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        _ = FuzzHarness.targets.run(bytes)
        return 0
    })
