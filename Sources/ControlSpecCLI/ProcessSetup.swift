import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Settings of the process that `controlspec` and `controlspec-bench` make before any work, so that the bench's
/// children measure the publish as the tool runs it.
package enum ProcessSetup {
    /// glibc gives every thread that allocates an arena of its own, up to eight per core, and memory one
    /// thread frees stays with its arena. The kit's work runs on one thread per core: one arena per core
    /// keeps the peak of a 100× publish about 8 % lower at the same speed (measured with
    /// `publish --timings`: 274 MB → 254 MB). `mallopt` is not in Swift's Glibc module, so it is looked up.
    package static func limitMallocArenasToCores() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            let arenaMax: Int32 = -8  // M_ARENA_MAX in <malloc.h>
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMax, Int32(ProcessInfo.processInfo.activeProcessorCount))
        #endif
    }
}
