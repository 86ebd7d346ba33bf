import ControlSpecReport
import ControlSpecRunner
import Foundation

/// What a single-file output holds (a results file, JUnit XML, …), so that the file already at its path is
/// replaced only when it is of that kind: one the tool wrote, which a new run may write again.
package struct OutputFileKind: Sendable {
    /// What the file is, in a message: "a results file".
    let name: String
    /// The option or argument that names the file, for the fix.
    let option: String
    /// Whether an existing file's contents are of this kind.
    let recognizes: @Sendable (Data) -> Bool

    /// A kind of file named `name` in messages, given by `option`, whose contents `recognizes` knows.
    package init(name: String, option: String, recognizes: @escaping @Sendable (Data) -> Bool) {
        self.name = name
        self.option = option
        self.recognizes = recognizes
    }

    static let results = OutputFileKind(name: "a results file", option: "--results") {
        (try? RunResults(jsonData: $0)) != nil
    }
    static let importedResults = OutputFileKind(name: "a results file", option: "--out") {
        (try? RunResults(jsonData: $0)) != nil
    }
    /// JUnit XML as ``JUnitReport`` writes it: its first two lines are the tool's.
    static let junit = OutputFileKind(name: "JUnit XML written by controlspec", option: "--junit") {
        $0.starts(with: Data((#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<testsuites name=\"controlspec ").utf8))
    }
    static let expectations = OutputFileKind(name: "an expectations file", option: "--expectations") {
        (try? Expectations(jsonData: $0)) != nil
    }
    /// A Chinese page whose translation record `translations --mark-reviewed` updates in place, as asked.
    static let translatedPage = OutputFileKind(name: "a Chinese page", option: "--mark-reviewed") {
        String(data: $0, encoding: .utf8) != nil
    }
    static let mutationSummary = OutputFileKind(name: "a mutation summary", option: "--json") {
        (try? MutationSummary(jsonData: $0)) != nil
    }
}

/// Where a single-file output goes, decided from what is at its path before anything is written.
enum SingleFileTarget: Equatable {
    /// Nothing there, or a regular file of the output's kind (or an empty one): a temporary sibling of the
    /// file is written and renamed over it. `path` is where a symbolic link given leads, so that the link stays.
    case replace(path: String)
    /// An open descriptor of this process (`/dev/stdout`, `/dev/fd/3`): written to, never closed.
    case descriptor(Int32)
    /// A FIFO, a terminal, `/dev/null`, another character device: opened and written through, never replaced.
    case writeThrough(path: String)

    /// The target for `url`; throws, leaving the path as it is, when it holds anything the tool must not replace
    /// (a folder, a page, a file of another kind, a dangling link, a block device).
    static func resolve(_ url: URL, kind: OutputFileKind) throws -> SingleFileTarget {
        let path = url.standardizedFileURL.path
        if let descriptor = openDescriptor(named: path) { return .descriptor(descriptor) }
        var status = stat()
        guard lstat(path, &status) == 0 else { return .replace(path: path) }
        var resolved = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let real = realpath(path, nil) else {
                throw refusal(path, "is a symbolic link to nothing", kind: kind)
            }
            resolved = String(cString: real)
            free(real)
            guard stat(resolved, &status) == 0 else { throw refusal(path, "cannot be examined", kind: kind) }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard status.st_size == 0 || isOfKind(resolved, kind) else {
                throw refusal(path, "is not \(kind.name) controlspec wrote", kind: kind)
            }
            return .replace(path: resolved)
        case S_IFIFO, S_IFCHR:
            return .writeThrough(path: resolved)
        case S_IFDIR:
            throw refusal(path, "is a folder", kind: kind)
        default:
            throw refusal(path, "is neither a regular file nor a FIFO or character device", kind: kind)
        }
    }

    /// The descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` names, when it is open.
    private static func openDescriptor(named path: String) -> Int32? {
        let number: Int32?
        switch path {
        case "/dev/stdout": number = 1
        case "/dev/stderr": number = 2
        default:
            let prefix = ["/dev/fd/", "/proc/self/fd/"].first { path.hasPrefix($0) }
            number = prefix.flatMap { Int32(path.dropFirst($0.count)) }
        }
        guard let number, fcntl(number, F_GETFD) != -1 else { return nil }
        return number
    }

    /// Whether the regular file at `path` holds the output's kind (read whole: the kinds are read back as the tool reads them).
    private static func isOfKind(_ path: String, _ kind: OutputFileKind) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return kind.recognizes(data)
    }

    private static func refusal(_ path: String, _ what: String, kind: OutputFileKind) -> ToolFailure {
        let shown = VisibleText.escaped(path)
        return ToolFailure(
            description: "\(shown) \(what), where the tool writes \(kind.name); it is left as it is\n"
                + "  fix: give \(kind.option) a new path (or a file this tool wrote), "
                + "or remove \(shown) yourself if you mean to replace it")
    }
}

extension OutputWriter {
    /// Writes `data` to `url` (see ``write(to:kind:streaming:)``).
    package static func write(_ data: Data, to url: URL, kind: OutputFileKind) throws {
        try write(to: url, kind: kind) { $0.write(bytes: data) }
    }

    /// Writes what `produce` writes to `url`, a single-file output of `kind`, so that nothing the tool did not
    /// write is lost: a new file or one of the output's kind is written to a temporary sibling and renamed into
    /// place (parent folders created); a FIFO, `/dev/null` or `/dev/stdout` is written through; anything else
    /// (a page, a folder, a file of another kind) is refused and left as it is.
    static func write(to url: URL, kind: OutputFileKind, streaming produce: (OutputSink) -> Void) throws {
        switch try SingleFileTarget.resolve(url, kind: kind) {
        case .replace(let path):
            try replaceFile(at: URL(fileURLWithPath: path), reportedAs: url, streaming: produce)
        case .descriptor(let descriptor):
            do {
                try StreamedFile.write(to: descriptor, produce)
            } catch {
                throw FileProblem.writing(url, error)
            }
        case .writeThrough(let path):
            do {
                try StreamedFile.write(throughPath: path, produce)
            } catch {
                throw FileProblem.writing(url, error)
            }
        }
    }

    /// Writes a temporary sibling of `file` and renames it over `file`; errors name `url`.
    static func replaceFile(at file: URL, reportedAs url: URL, streaming produce: (OutputSink) -> Void)
        throws
    {
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).tmp-\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try StreamedFile.write(toPath: temporary, produce)
            guard rename(temporary, file.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary)
            throw FileProblem.writing(url, error)
        }
    }
}
