import CSQLite
import Foundation

/// An error from SQLite, with its message.
package struct SQLiteError: Error, CustomStringConvertible {
    package var description: String
}

/// The little of SQLite the docset index needs: open a file, run statements, insert rows.
final class SQLiteDatabase {
    private var handle: OpaquePointer?

    /// Opens (or creates) the database at `path`.
    init(path: String) throws {
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw SQLiteError(description: "cannot open \(path): \(message)")
        }
    }

    deinit { sqlite3_close(handle) }

    /// Runs statements that take no parameters.
    func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw error() }
    }

    /// Runs one statement once per row, binding each row's texts to its `?` parameters in order.
    func run(_ sql: String, rows: [[String]]) throws {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw error() }
        defer { sqlite3_finalize(statement) }
        // SQLite copies each bound text before `bind` returns (SQLITE_TRANSIENT).
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for row in rows {
            sqlite3_reset(statement)
            for (index, text) in row.enumerated() {
                guard sqlite3_bind_text(statement, Int32(index + 1), text, -1, transient) == SQLITE_OK else {
                    throw error()
                }
            }
            guard sqlite3_step(statement) == SQLITE_DONE else { throw error() }
        }
    }

    /// Every row of a query, each column as text (NULL as an empty string).
    func query(_ sql: String) throws -> [[String]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw error() }
        defer { sqlite3_finalize(statement) }
        var rows: [[String]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return rows }
            guard step == SQLITE_ROW else { throw error() }
            rows.append(
                (0..<sqlite3_column_count(statement)).map { column in
                    sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
                })
        }
    }

    private func error() -> SQLiteError {
        SQLiteError(description: String(cString: sqlite3_errmsg(handle)))
    }
}
