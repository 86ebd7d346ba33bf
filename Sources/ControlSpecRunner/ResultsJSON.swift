import ControlSpecModel

extension RunResults {
    /// Writes the results as ``jsonData()`` does, to `sink`, case by case: the JSON is never whole in
    /// memory. Streamed into a hasher, it gives a content hash of the results without building the file.
    package func writeJSON(to sink: OutputSink) {
        var json = PrettyJSONWriter(sink: sink)
        json.beginObject()
        json.arrayField("cases", cases) { $0.write($1) }
        json.field("formatVersion", formatVersion)
        json.objectField("run", run) { $0.write($1) }
        json.endObject()
    }
}

/// JSON as Foundation's `JSONEncoder` writes it with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`, byte for byte: two-space indentation, `" : "` between key and value, empty
/// containers as `[`, two line breaks and `]`, and only quotes, backslashes and control characters escaped.
///
/// Keys are written in the order the caller gives, which must be sorted by their UTF-8 bytes, and
/// optional properties that are nil are left out, as the synthesized `Encodable` conformances do.
struct PrettyJSONWriter {
    let sink: OutputSink
    /// Whether the innermost open container has no element yet, for each open container.
    private var isEmpty: [Bool] = []

    init(sink: OutputSink) {
        self.sink = sink
    }

    mutating func beginObject() { begin(UInt8(ascii: "{")) }
    mutating func endObject() { end(UInt8(ascii: "}")) }
    mutating func beginArray() { begin(UInt8(ascii: "[")) }
    mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Starts a member of the open object: the separator, the indentation and the key.
    mutating func key(_ name: String) {
        element()
        string(name)
        sink.write(" : ")
    }

    /// Starts an element of the open array: the separator and the indentation.
    mutating func element() {
        if isEmpty[isEmpty.count - 1] {
            isEmpty[isEmpty.count - 1] = false
        } else {
            sink.write(",\n")
        }
        indent(isEmpty.count)
    }

    func number(_ value: Int) {
        sink.write(String(value))
    }

    /// The shortest text that reads back as the same value, without a trailing `.0`.
    func number(_ value: Double) {
        precondition(value.isFinite, "JSON has no spelling for \(value)")
        let text = value.description
        sink.write(text.hasSuffix(".0") ? text.dropLast(2) : Substring(text))
    }

    func bool(_ value: Bool) {
        sink.write(value ? "true" : "false")
    }

    func string(_ value: String) {
        sink.write(byte: UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                sink.write(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                sink.write(Self.escape(byte))
                start = index + 1
            }
            sink.write(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        sink.write(byte: UInt8(ascii: "\""))
    }

    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        default:
            let digits = Array("0123456789abcdef".utf8)
            return "\\u00" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
        }
    }

    private mutating func begin(_ bracket: UInt8) {
        sink.write(byte: bracket)
        sink.write(byte: UInt8(ascii: "\n"))
        isEmpty.append(true)
    }

    private mutating func end(_ bracket: UInt8) {
        isEmpty.removeLast()
        sink.write(byte: UInt8(ascii: "\n"))
        indent(isEmpty.count)
        sink.write(byte: bracket)
    }

    private func indent(_ level: Int) {
        for _ in 0..<level { sink.write("  ") }
    }
}

extension PrettyJSONWriter {
    /// A member with a string value; nothing when `value` is nil.
    mutating func field(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    /// A member with a number value.
    mutating func field(_ name: String, _ value: Int) {
        key(name)
        number(value)
    }

    /// A member with a number value.
    mutating func field(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }

    /// A member with a Boolean value.
    mutating func field(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// A member whose value is written by `writeValue` (an object); nothing when `value` is nil.
    mutating func objectField<Value>(_ name: String, _ value: Value?, _ writeValue: (inout Self, Value) -> Void) {
        guard let value else { return }
        key(name)
        writeValue(&self, value)
    }

    /// A member whose value is an array, one element per item, each written by `writeItem`.
    mutating func arrayField<Item>(_ name: String, _ items: [Item], _ writeItem: (inout Self, Item) -> Void) {
        key(name)
        beginArray()
        for item in items {
            element()
            writeItem(&self, item)
        }
        endArray()
    }

    mutating func write(_ result: CaseResult) {
        beginObject()
        field("caseID", result.caseID)
        objectField("chinese", result.chinese) { $0.write($1) }
        field("className", result.className)
        field("durationMs", result.durationMs)
        objectField("english", result.english) { $0.write($1) }
        field("expected", result.expected)
        field("expectedStatus", result.expectedStatus.rawValue)
        arrayField("failures", result.failures) { $0.write($1) }
        field("member", result.member)
        field("qualifiedID", result.qualifiedID)
        field("skipReason", result.skipReason)
        field("status", result.status.rawValue)
        endObject()
    }

    mutating func write(_ place: FileLine) {
        beginObject()
        field("line", place.line)
        field("path", place.path)
        endObject()
    }

    mutating func write(_ failure: FailureDetail) {
        beginObject()
        field("expression", failure.expression)
        objectField("location", failure.location) { json, location in
            json.beginObject()
            json.field("column", location.column)
            json.field("line", location.line)
            json.field("path", location.path)
            json.endObject()
        }
        field("message", failure.message)
        arrayField("values", failure.values) { json, captured in
            json.beginObject()
            json.field("expression", captured.expression)
            json.field("value", captured.value)
            json.endObject()
        }
        endObject()
    }

    mutating func write(_ run: RunInfo) {
        beginObject()
        field("date", run.date)
        field("gitCommit", run.gitCommit)
        field("hostName", run.hostName)
        field("implementation", run.implementation)
        field("implementationVersion", run.implementationVersion)
        // Written only for a protocol-1 run, so that other results files stay as they were.
        if let kitAnswered = run.kitAnswered {
            arrayField("kitAnswered", kitAnswered) { json, key in json.string(key) }
        }
        field("kitVersion", run.kitVersion)
        field("shard", run.shard)
        endObject()
    }
}
