/// The shards of one run (`run --shard I/N` on N machines) put back together as one run.
///
/// The shards must be of one implementation, one kit version and one commit, say they are parts of the
/// same number N, and together hold each of the N parts exactly once; their cases are then disjoint by
/// construction, and a qualified ID in two shards is refused too (shards of different filters).
package enum ShardMerge {
    /// One shard's results and the name to call it by in errors (its file path).
    package struct Part: Sendable {
        package var name: String
        package var results: RunResults

        package init(name: String, results: RunResults) {
            self.name = name
            self.results = results
        }
    }

    /// The whole run: every case of every shard, sorted by qualified ID; the earliest shard's date, the
    /// shards' hosts (distinct, in shard order, joined with `, `), and no shard.
    package static func merge(_ parts: [Part]) throws(ShardMergeError) -> RunResults {
        guard let first = parts.first else { throw .noShards }
        var shards: [(part: Part, shard: Shard)] = []
        for part in parts {
            guard let text = part.results.run.shard, let shard = Shard(parsing: text) else {
                throw .notAShard(part.name)
            }
            try checkSameRun(part, as: first)
            shards.append((part, shard))
        }
        let count = shards[0].shard.count
        var byIndex: [Int: String] = [:]
        for (part, shard) in shards {
            guard shard.count == count else {
                throw .differentCounts(part.name, shard: shard.description, expected: count)
            }
            if let earlier = byIndex[shard.index] {
                throw .duplicate(shard: shard.description, first: earlier, second: part.name)
            }
            byIndex[shard.index] = part.name
        }
        let missing = (1...count).filter { byIndex[$0] == nil }.map { "\($0)/\(count)" }
        guard missing.isEmpty else { throw .missing(missing, given: parts.map(\.name)) }
        var owner: [String: String] = [:]
        var cases: [CaseResult] = []
        for (part, _) in shards.sorted(by: { $0.shard.index < $1.shard.index }) {
            for result in part.results.cases {
                if let earlier = owner.updateValue(part.name, forKey: result.qualifiedID) {
                    throw .overlappingCase(result.qualifiedID, first: earlier, second: part.name)
                }
                cases.append(result)
            }
        }
        var run = first.results.run
        run.date = parts.map(\.results.run.date).min() ?? run.date
        var hosts: [String] = []
        for (part, _) in shards.sorted(by: { $0.shard.index < $1.shard.index })
        where !hosts.contains(part.results.run.hostName) {
            hosts.append(part.results.run.hostName)
        }
        run.hostName = hosts.joined(separator: ", ")
        run.shard = nil
        return RunResults(run: run, cases: cases)
    }

    /// Throws when `part` was not made by the same implementation, kit and commit as `first`.
    private static func checkSameRun(_ part: Part, as first: Part) throws(ShardMergeError) {
        let (mine, theirs) = (identity(part.results.run), identity(first.results.run))
        for ((field, value), (_, expected)) in zip(mine, theirs) where value != expected {
            throw .differentRun(part.name, field: field, value: value, expected: expected, firstName: first.name)
        }
    }

    /// What must be the same in every shard of one run, by field name.
    private static func identity(_ run: RunInfo) -> [(String, String)] {
        [
            ("implementation", run.implementation), ("implementation version", run.implementationVersion),
            ("kit version", run.kitVersion), ("commit", run.gitCommit ?? "none"),
        ]
    }
}

/// Why shards cannot be merged; each names the file to act on and what to do.
package enum ShardMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    case noShards
    case notAShard(String)
    case differentRun(String, field: String, value: String, expected: String, firstName: String)
    case differentCounts(String, shard: String, expected: Int)
    case duplicate(shard: String, first: String, second: String)
    case missing([String], given: [String])
    case overlappingCase(String, first: String, second: String)

    package var description: String {
        switch self {
        case .noShards:
            return "no shards to merge; give the results files of 'run --shard I/N --results FILE'"
        case .notAShard(let name):
            return "\(name) is not a shard (it was not written by 'run --shard I/N'); leave it out of the merge"
        case .differentRun(let name, let field, let value, let expected, let firstName):
            return
                "\(name) is a shard of another run: its \(field) is \(value), \(firstName)'s is \(expected); "
                + "merge only the shards of one run"
        case .differentCounts(let name, let shard, let expected):
            return "\(name) is shard \(shard), not one of \(expected) parts like the first shard; "
                + "run every shard with the same N"
        case .duplicate(let shard, let first, let second):
            return "shard \(shard) is given twice: \(first) and \(second); leave one of them out"
        case .missing(let shards, let given):
            return "shard\(shards.count == 1 ? "" : "s") \(shards.joined(separator: ", ")) "
                + "\(shards.count == 1 ? "is" : "are") missing (given: \(given.joined(separator: ", "))); "
                + "add the results file of each missing shard"
        case .overlappingCase(let id, let first, let second):
            return "\(id) is in both \(first) and \(second); run every shard with the same filters"
        }
    }
}
