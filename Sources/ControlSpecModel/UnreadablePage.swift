import Foundation

/// Why a file named like a page (`.md`) cannot be read as one, in plain words, and what to do about it.
struct UnreadablePage: Equatable {
    var cause: String
    var fix: String

    /// The problem with what is at `path` when it is not a regular file (following links), or nil when it is one.
    init?(typeOf path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self.init(code: errno)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return nil
        case S_IFDIR:
            self.init(
                cause: "it is a folder, not a file",
                fix: "rename the folder so that its name does not end in '.md', or move the pages out of it")
        case S_IFIFO:
            self.init(
                cause: "it is a FIFO (named pipe), not a file",
                fix: "replace it with the page's Markdown file, or remove it")
        default:
            self.init(
                cause: "it is a device or socket, not a file",
                fix: "replace it with the page's Markdown file, or remove it")
        }
    }

    /// The problem a failed read of a regular file reports.
    init(readError error: Error) {
        let ns = error as NSError
        let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError
        if ns.domain == NSPOSIXErrorDomain {
            self.init(code: Int32(ns.code))
        } else if let underlying, underlying.domain == NSPOSIXErrorDomain {
            self.init(code: Int32(underlying.code))
        } else if ns.domain == NSCocoaErrorDomain, ns.code == CocoaError.fileReadNoPermission.rawValue {
            self.init(code: EACCES)
        } else {
            self.init(code: EIO)
        }
    }

    private init(cause: String, fix: String) {
        self.cause = cause
        self.fix = fix
    }

    private init(code: Int32) {
        switch code {
        case ELOOP:
            cause = "it is a symbolic link that leads back to itself"
            fix = "point the link at a page file, or remove it"
        case ENOENT:
            cause = "it is a symbolic link to nothing"
            fix = "point the link at a page file that exists, or remove it"
        case EACCES, EPERM:
            cause = "permission denied"
            fix = "make the file readable (chmod a+r), or run as a user who may read it"
        default:
            cause = String(cString: strerror(code))
            fix = "check that the file is a readable Markdown file"
        }
    }
}
