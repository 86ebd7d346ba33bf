import Foundation

/// The generated site folder the preview serves, and nothing outside it.
///
/// A request path names a file only when none of its segments is `.`, `..` or hidden (`.controlspec-…`),
/// and the file it leads to, symbolic links followed, is a regular file inside the folder. A folder
/// stands for its `index.html`; there is no listing. Paths come percent-decoded once (by
/// ``HTTPDaemon``) and are never decoded again, so `%252e%252e` stays the name `%2e%2e`.
package struct SiteRoot: Sendable {
    /// The folder as given.
    package let folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    /// The file a request path names, as a resolved path inside the folder; nil for anything else.
    package func file(at requestPath: String) -> String? {
        guard requestPath.hasPrefix("/"), !requestPath.contains("\0"), !requestPath.contains("\\"),
            let root = Self.realPath(folder.path)
        else { return nil }
        let segments = requestPath.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.allSatisfy({ !$0.hasPrefix(".") }) else { return nil }
        var candidate = root + (segments.isEmpty ? "" : "/" + segments.joined(separator: "/"))
        var status = stat()
        guard stat(candidate, &status) == 0 else { return nil }
        if status.st_mode & S_IFMT == S_IFDIR { candidate += "/index.html" }
        guard let resolved = Self.realPath(candidate), resolved.hasPrefix(root + "/"),
            stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFREG
        else { return nil }
        return resolved
    }

    /// The path inside the folder (`en/UIControl/state.html`) of a resolved file; nil outside it.
    package func relativePath(of resolved: String) -> String? {
        guard let root = Self.realPath(folder.path), resolved.hasPrefix(root + "/") else { return nil }
        return String(resolved.dropFirst(root.count + 1))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The media type of a site file, by its extension.
    package static func contentType(of path: String) -> String {
        let types = [
            "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
            "js": "text/javascript; charset=utf-8", "json": "application/json", "svg": "image/svg+xml",
            "png": "image/png", "txt": "text/plain; charset=utf-8", "xml": "application/xml",
        ]
        let ext = path.split(separator: "/").last?.split(separator: ".").last.map(String.init) ?? ""
        return types[ext] ?? "application/octet-stream"
    }
}
