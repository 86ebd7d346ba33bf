import ControlSpecRunner
import ControlSpecSite

/// Case statuses for the site, as `controlspec publish` and `controlspec site` pass them.
package enum SiteStatuses {
    /// Statuses per qualified case ID, one per run, in the order of `results`.
    package static func from(_ results: [RunResults]) -> CaseStatuses {
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
