import Foundation

/// Failures to read or write the files a command is given, said so that the user can act on them:
/// the path that failed (a parent folder, when that is what failed), the cause in plain words rather
/// than Foundation's error dump, where in a JSON file the problem is, and a fix.
enum FileProblem {
    /// A file a command reads: what it is for, as a user would say it ("the registry"), and how to
    /// mend a file whose content is wrong.
    struct Role {
        var name: String
        var contentFix: String

        static let registry = Role(
            name: "the registry", contentFix: "correct it (conformance/REGISTRY.md describes its fields)")
        static let misconceptions = Role(
            name: "the misconceptions list",
            contentFix: "correct it (an array of objects with \"wrong\", \"correct\" and \"note\")")
        static let glossary = Role(
            name: "the glossary", contentFix: "save it as UTF-8 (Docs/glossary.md describes its table)")
        static let page = Role(name: "the page", contentFix: "save it as UTF-8")
        static let chineseDocument = Role(
            name: "the Chinese document", contentFix: "save it as UTF-8")
        static let results = Role(
            name: "the results file", contentFix: "write it again with 'controlspec run --results FILE'")
        static let expectations = Role(
            name: "the expectations file",
            contentFix: "correct it, or write it again with 'controlspec update-expectations RESULTS.json'")
        static let implementations = Role(
            name: "the implementations list",
            contentFix: "correct it (an object of names, each with a \"command\" array; conformance/PROTOCOL.md)")
        static let testReport = Role(
            name: "the test report", contentFix: "give the JUnit XML or JSON that the test run wrote")
        static let buildLog = Role(name: "the build log", contentFix: "give the log that the build printed")
    }

    /// Reads `path` (resolved to `url`) and decodes it with `decode`; every failure becomes a ``ToolFailure``.
    static func decode<Value>(_ role: Role, at path: String, url: URL, _ decode: (Data) throws -> Value) throws
        -> Value
    {
        let data = try read(role, at: path, url: url)
        do {
            return try decode(data)
        } catch let failure as ToolFailure {
            throw failure
        } catch {
            throw content(role, at: path, data: data, error)
        }
    }

    /// Reads the file at `url` (named `path` to the user).
    static func read(_ role: Role, at path: String, url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw reading(role, at: path, url: url, error)
        }
    }

    /// A failure to read the file itself (missing, unreadable, a folder).
    static func reading(_ role: Role, at path: String, url: URL, _ error: Error) -> ToolFailure {
        var (code, failedPath) = posixCode(of: error)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            code = EISDIR
        }
        let at = failedPath ?? path
        let cause: String
        let fix: String
        switch code {
        case ENOENT:
            cause = "there is no such file"
            fix = "check the path, or run the command from the folder that holds it"
        case EACCES, EPERM:
            cause = "permission denied on \(at)"
            fix = "make \(at) readable, or run as a user who may read it"
        case EISDIR:
            cause = "it is a folder, not a file"
            fix = "give the path of a file inside it"
        case ENOTDIR:
            cause = "a part of the path is a file, not a folder"
            fix = "check the path"
        default:
            cause = plainDescription(of: error)
            fix = "check the path and the file's permissions"
        }
        return ToolFailure(description: "cannot read \(role.name) \(path): \(cause)\n  fix: \(fix)")
    }

    /// A file that was read but whose content is not what it should be: JSON syntax errors get a line
    /// and column, values of the wrong shape the key path to them.
    static func content(_ role: Role, at path: String, data: Data, _ error: Error) -> ToolFailure {
        var location = path
        let cause: String
        switch error {
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            if let syntax = JSONSyntaxError(in: data) {
                location += ":\(syntax.line):\(syntax.column)"
                cause = "not valid JSON: \(syntax.message)"
            } else {
                cause = context.debugDescription
            }
        case let error as DecodingError:
            cause = describe(error)
        default:
            cause = String(describing: error)
        }
        return ToolFailure(description: "\(location): \(role.name) cannot be read: \(cause)\n  fix: \(role.contentFix)")
    }

    /// A failure to write `url` (a file or a folder of output).
    static func writing(_ url: URL, _ error: Error) -> ToolFailure {
        if let failure = error as? ToolFailure { return failure }
        let (code, failedPath) = posixCode(of: error)
        // What the user can act on: the path that failed, or the folder that was to hold it when the
        // failure was in one of the tool's temporaries, or in a path not made yet.
        var failed = URL(fileURLWithPath: failedPath ?? url.path)
        if StagedFolder.isStagingName(failed.lastPathComponent) { failed.deleteLastPathComponent() }
        let (existing, existingIsFile) = nearestExisting(failed)
        let cause: String
        let fix: String
        switch code {
        case _ where (code == ENOTDIR || code == EEXIST) && existingIsFile:
            cause = "\(existing) is a file, where a folder is needed"
            fix = "move the file away, or write somewhere else"
        case EACCES, EPERM:
            cause = "permission denied on \(existing)"
            fix = "write to a folder you may write to, or change the permissions of \(existing)"
        case EROFS:
            cause = "\(existing) is on a read-only file system"
            fix = "write to a folder on a writable file system"
        case ENOSPC, EDQUOT:
            cause = "no space is left on the device that holds \(existing)"
            fix = "free some space, or write to another device"
        case EISDIR:
            cause = "\(failed.path) is a folder, where a file is needed"
            fix = "remove the folder, or give another file name"
        case ENOENT:
            cause = "nothing can be created in \(existing)"
            fix = "write under a folder that exists and that you may write to"
        case ENAMETOOLONG:
            cause = "the path is too long"
            fix = "write to a shorter path"
        default:
            cause = plainDescription(of: error)
            fix = "check the path and the permissions of its folders"
        }
        return ToolFailure(description: "cannot write \(url.path): \(cause)\n  fix: \(fix)")
    }

    /// `url` if it exists, or else its nearest ancestor that does; and whether that is a file.
    private static func nearestExisting(_ url: URL) -> (path: String, isFile: Bool) {
        var candidate = url.standardizedFileURL
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                return (candidate.path, !isDirectory.boolValue)
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return (candidate.path, false) }
            candidate = parent
        }
    }

    /// The POSIX error code under `error` (Foundation wraps it in a `CocoaError`, or gives only its
    /// own code), and the path that failed when Foundation says which.
    private static func posixCode(of error: Error) -> (code: Int32?, path: String?) {
        if let posix = error as? POSIXError { return (posix.code.rawValue, nil) }
        let ns = error as NSError
        let path = ns.userInfo[NSFilePathErrorKey] as? String
        if ns.domain == NSPOSIXErrorDomain { return (Int32(ns.code), path) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? Error {
            let underlying = underlying as NSError
            if underlying.domain == NSPOSIXErrorDomain { return (Int32(underlying.code), path) }
        }
        guard ns.domain == NSCocoaErrorDomain else { return (nil, path) }
        switch CocoaError.Code(rawValue: ns.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return (ENOENT, path)
        case .fileReadNoPermission, .fileWriteNoPermission: return (EACCES, path)
        case .fileWriteFileExists: return (EEXIST, path)
        case .fileWriteVolumeReadOnly: return (EROFS, path)
        case .fileWriteOutOfSpace: return (ENOSPC, path)
        default: return (nil, path)
        }
    }

    /// The system's words for the error, without Foundation's "The operation could not be completed."
    private static func plainDescription(of error: Error) -> String {
        let (code, _) = posixCode(of: error)
        if let code, let message = strerror(code) { return String(cString: message) }
        return error.localizedDescription
    }

    /// What a `DecodingError` other than a syntax error says, with the key path to the value.
    private static func describe(_ error: DecodingError) -> String {
        func at(_ path: [CodingKey]) -> String {
            path.isEmpty ? "at the top level" : "at \(keyPath(path))"
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(at(context.codingPath)): expected \(typeName(type)): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "\(at(context.codingPath)): a value (\(typeName(type))) is missing"
        case .keyNotFound(let key, let context):
            return "\(at(context.codingPath)): the key \"\(key.stringValue)\" is missing"
        case .dataCorrupted(let context):
            return "\(at(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    /// `members[3].swift`: keys joined by dots, array positions in brackets.
    static func keyPath(_ path: [CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }
}

/// Where the JSON in some data stops being JSON, as Foundation's own parser finds it.
struct JSONSyntaxError: Equatable {
    /// 1-based line and column (in characters) of the offending place.
    var line: Int
    var column: Int
    var message: String

    /// Nil when the data is valid JSON.
    init?(in data: Data) {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            let offset = Self.offset(in: description) ?? data.count
            (line, column) = Self.lineAndColumn(ofByte: min(offset, data.count), in: data)
            message = Self.plainMessage(description)
        }
    }

    /// The byte offset in "… around character 18." (Foundation counts bytes from 0).
    private static func offset(in description: String) -> Int? {
        guard let range = description.range(of: "around character ") else { return nil }
        return Int(description[range.upperBound...].prefix { $0.isNumber })
    }

    private static func lineAndColumn(ofByte offset: Int, in data: Data) -> (Int, Int) {
        let before = data.prefix(offset)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let column = String(decoding: data[lineStart..<before.endIndex], as: UTF8.self).count + 1
        return (line, column)
    }

    private static func plainMessage(_ description: String) -> String {
        if description.hasPrefix("Unexpected end of file") { return "the file ends before the JSON does" }
        if let range = description.range(of: " around character ") {
            return description[..<range.lowerBound].lowercased()
        }
        return description.isEmpty ? "the data is not in the correct format" : description
    }
}
