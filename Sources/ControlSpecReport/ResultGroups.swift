import ControlSpecRunner

/// Some of a run's results in a given order, held as positions in the run's array, so that grouping
/// copies no result.
struct ResultSlice: RandomAccessCollection {
    let all: [CaseResult]
    let positions: ArraySlice<Int>

    var startIndex: Int { positions.startIndex }
    var endIndex: Int { positions.endIndex }
    subscript(index: Int) -> CaseResult { all[positions[index]] }
}

/// Results grouped by class and by member, groups in name order and results within a group in run order
/// (what grouping into a dictionary and sorting its keys gives, without copying the results).
enum ResultGroups {
    /// One group per class name.
    static func byClass(_ results: [CaseResult]) -> [(className: String, cases: ResultSlice)] {
        groups(ResultSlice(all: results, positions: Array(results.indices)[...]), by: \.className).map {
            (className: $0.key, cases: $0.cases)
        }
    }

    /// One group per member, of results of one class.
    static func byMember(_ results: ResultSlice) -> [(member: String, cases: ResultSlice)] {
        groups(results, by: \.member).map { (member: $0.key, cases: $0.cases) }
    }

    private static func groups(_ results: ResultSlice, by key: (CaseResult) -> String) -> [(
        key: String, cases: ResultSlice
    )] {
        let all = results.all
        let keys = results.positions.map { (key: key(all[$0]), position: $0) }
        let sorted = keys.sorted { $0.key != $1.key ? $0.key < $1.key : $0.position < $1.position }
        let positions = sorted.map(\.position)
        var groups: [(key: String, cases: ResultSlice)] = []
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count, sorted[end].key == sorted[start].key { end += 1 }
            groups.append((sorted[start].key, ResultSlice(all: all, positions: positions[start..<end])))
            start = end
        }
        return groups
    }
}
