import ControlSpecModel
import ControlSpecRunner

extension StableHash {
    /// The hash of what `write` writes, taken as it is written: a large output (results, the report's
    /// facts) is never whole in memory.
    package static func of(writing write: (OutputSink) -> Void) -> UInt64 {
        let box = HashBox()
        let sink = OutputSink { box.hash.combine(bytes: $0) }
        write(sink)
        // Hashing never fails, so neither does the sink.
        try? sink.finish()
        return box.hash.value
    }
}

/// The hash an ``OutputSink`` feeds, on the thread that writes.
private final class HashBox {
    var hash = StableHash()
}
