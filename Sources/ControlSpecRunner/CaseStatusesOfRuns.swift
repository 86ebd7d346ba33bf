import ControlSpecModel

extension RunResults {
    /// The statuses that the site and the docsets show, per qualified case ID: one per run, in the order of
    /// `results`.
    package static func caseStatuses(of results: [RunResults]) -> CaseStatuses {
        var statuses: CaseStatuses = [:]
        statuses.reserveCapacity(results.first?.cases.count ?? 0)
        for run in results {
            for result in run.cases {
                statuses[result.qualifiedID, default: []].append(
                    ImplementationStatus(implementation: run.run.implementation, status: result.status))
            }
        }
        return statuses
    }
}
