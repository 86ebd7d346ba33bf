import ControlSpecCLI
import Foundation

#if canImport(Glibc)
    import Glibc

    /// glibc gives every thread that allocates an arena of its own, up to eight per core, and memory one
    /// thread frees stays with its arena. The kit's work runs on one thread per core: one arena per core
    /// keeps the peak of a 100× publish about 8 % lower at the same speed (measured with
    /// `publish --timings`: 274 MB → 254 MB). `mallopt` is not in Swift's Glibc module, so it is looked up.
    func limitMallocArenasToCores() {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let arenaMax: Int32 = -8  // M_ARENA_MAX in <malloc.h>
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMax, Int32(ProcessInfo.processInfo.activeProcessorCount))
    }
    limitMallocArenasToCores()
#endif

exit(await ControlSpecMain.main(arguments: Array(CommandLine.arguments.dropFirst())))
