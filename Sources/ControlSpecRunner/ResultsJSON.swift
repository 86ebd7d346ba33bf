import CaseLanguage
import ControlSpecModel

extension RunResults {
    /// Writes the results as ``jsonData()`` does, to `sink`, case by case: the JSON is never whole in
    /// memory. Streamed into a hasher, it gives a content hash of the results without building the file.
    public func writeJSON(to sink: OutputSink) {
        var json = PrettyJSONWriter(sink: sink)
        json.beginObject()
        json.key("cases")
        json.beginArray()
        for result in cases {
            json.element()
            json.write(result)
        }
        json.endArray()
        json.key("formatVersion")
        json.number(formatVersion)
        json.key("run")
        json.write(run)
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
    mutating func write(_ result: CaseResult) {
        beginObject()
        key("caseID")
        string(result.caseID)
        if let chinese = result.chinese {
            key("chinese")
            write(chinese)
        }
        key("className")
        string(result.className)
        key("durationMs")
        number(result.durationMs)
        key("english")
        write(result.english)
        key("expected")
        bool(result.expected)
        key("expectedStatus")
        string(result.expectedStatus.rawValue)
        key("failures")
        beginArray()
        for failure in result.failures {
            element()
            write(failure)
        }
        endArray()
        key("member")
        string(result.member)
        key("qualifiedID")
        string(result.qualifiedID)
        if let skipReason = result.skipReason {
            key("skipReason")
            string(skipReason)
        }
        key("status")
        string(result.status.rawValue)
        endObject()
    }

    mutating func write(_ place: FileLine) {
        beginObject()
        key("line")
        number(place.line)
        key("path")
        string(place.path)
        endObject()
    }

    mutating func write(_ failure: FailureDetail) {
        beginObject()
        if let expression = failure.expression {
            key("expression")
            string(expression)
        }
        if let location = failure.location {
            key("location")
            beginObject()
            key("column")
            number(location.column)
            key("line")
            number(location.line)
            key("path")
            string(location.path)
            endObject()
        }
        key("message")
        string(failure.message)
        key("values")
        beginArray()
        for captured in failure.values {
            element()
            beginObject()
            key("expression")
            string(captured.expression)
            key("value")
            string(captured.value)
            endObject()
        }
        endArray()
        endObject()
    }

    mutating func write(_ run: RunInfo) {
        beginObject()
        key("date")
        string(run.date)
        if let gitCommit = run.gitCommit {
            key("gitCommit")
            string(gitCommit)
        }
        key("hostName")
        string(run.hostName)
        key("implementation")
        string(run.implementation)
        key("implementationVersion")
        string(run.implementationVersion)
        key("kitVersion")
        string(run.kitVersion)
        if let shard = run.shard {
            key("shard")
            string(shard)
        }
        endObject()
    }
}
