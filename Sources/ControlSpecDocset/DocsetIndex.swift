import Foundation

/// The docset's search index, `docSet.dsidx`: an SQLite database with Dash's `searchIndex` table.
enum DocsetIndex {
    /// The bytes of an index holding `entries`.
    static func data(_ entries: [DocsetEntry]) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "controlspec-docset-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("docSet.dsidx")
        do {
            let database = try SQLiteDatabase(path: file.path)
            try database.execute(
                """
                CREATE TABLE searchIndex(id INTEGER PRIMARY KEY, name TEXT, type TEXT, path TEXT);
                CREATE UNIQUE INDEX anchor ON searchIndex (name, type, path);
                BEGIN;
                """)
            try database.run(
                "INSERT OR IGNORE INTO searchIndex(name, type, path) VALUES (?, ?, ?)",
                rows: entries.map { [$0.name, $0.type, $0.path] })
            try database.execute("COMMIT;")
        }
        return try Data(contentsOf: file)
    }
}
