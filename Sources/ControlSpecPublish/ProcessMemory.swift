import Foundation

/// Memory figures of this process, read from `/proc/self/status` (Linux).
package enum ProcessMemory {
    /// The peak resident set size so far (`VmHWM`) in bytes; nil where `/proc` is unavailable.
    ///
    /// The peak only ever grows during a process's life: to measure one piece of work, run it in a
    /// fresh process.
    package static func peakResidentBytes() -> Int? { field("VmHWM:") }

    /// The current resident set size (`VmRSS`) in bytes.
    package static func residentBytes() -> Int? { field("VmRSS:") }

    /// Hands the free memory of the malloc heap back to the system (glibc's `malloc_trim`), so that the
    /// resident size is what is in use.
    package static func releaseFreeMemory() {
        #if canImport(Glibc)
            // Not in Swift's Glibc module: looked up.
            typealias MallocTrim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }

    /// Lowers the peak (`VmHWM`) to the current resident size (Linux: `5` written to
    /// `/proc/self/clear_refs`), so that the next peak is that of the work that follows; false where
    /// that is not possible.
    @discardableResult
    package static func resetPeak() -> Bool {
        (try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))) != nil
    }

    private static func field(_ name: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let number = line.dropFirst(name.count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
            return number.map { $0 * 1024 }
        }
        return nil
    }
}
