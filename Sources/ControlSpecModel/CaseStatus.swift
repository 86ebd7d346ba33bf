/// The outcome of one case, spelled as reports, JUnit and expectations files spell it.
package enum CaseStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every expectation held.
    case pass = "PASS"
    /// An `#expect` or `#require` did not hold.
    case fail = "FAIL"
    /// The case could not run to its end: static errors in its code, or a call the implementation refused.
    case error = "ERROR"
    /// The case took longer than the runner's per-case timeout.
    case timeout = "TIMEOUT"
    /// The implementation died while running the case (only out-of-process implementations report this).
    case crash = "CRASH"
    /// The implementation does not support a member or argument the case uses.
    case unsupported = "UNSUPPORTED"
    /// The case was not run: the expectations file says so, or it needs a newer platform version.
    case skip = "SKIP"

    /// True for the statuses that mean something went wrong while running: FAIL, ERROR, TIMEOUT, CRASH.
    package var isProblem: Bool {
        switch self {
        case .fail, .error, .timeout, .crash: true
        case .pass, .unsupported, .skip: false
        }
    }

    /// The word of the tally line (`3 failed`); one word each, so `N word` parsers can read every entry.
    package var tallyWord: String {
        switch self {
        case .pass: "passed"
        case .fail: "failed"
        case .error: "errored"
        case .timeout: "timeouts"
        case .crash: "crashed"
        case .unsupported: "unsupported"
        case .skip: "skipped"
        }
    }

    /// The status in Chinese, on the site and in the report (English shows the raw value, or a plural label).
    package var chineseWord: String {
        switch self {
        case .pass: "通过"
        case .fail: "失败"
        case .error: "错误"
        case .timeout: "超时"
        case .crash: "崩溃"
        case .unsupported: "不支持"
        case .skip: "跳过"
        }
    }
}

/// How one implementation fared on one conformance case.
package struct ImplementationStatus: Hashable, Sendable, Codable {
    /// The implementation's name, such as `reference`.
    package var implementation: String
    /// The outcome, as the run recorded it.
    package var status: CaseStatus

    package init(implementation: String, status: CaseStatus) {
        self.implementation = implementation
        self.status = status
    }
}

/// Statuses for the site and the docsets, keyed by a case's qualified ID (`UIButton.setTitle(_:for:)#title-falls-back`),
/// with one status per implementation in the order they should be shown.
package typealias CaseStatuses = [String: [ImplementationStatus]]
