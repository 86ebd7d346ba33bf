/// Every piece of the compatibility matrix's UI text, in English and Simplified Chinese.
enum MatrixText {
    static let differencesOnly = UIText("Differences only", "只看差异")
    static let totals = UIText("Totals", "总计")
    static let casesPassed = UIText("cases passed", "个用例通过")
    static let members = UIText("Members", "成员")
    static let report = UIText("result", "结果")
    static let page = UIText("page", "页面")
    static let legendSupport = UIText("Members", "成员")
    static let legendCases = UIText("Cases", "用例")
    static let behaviour = UIText("Behaviour", "行为")
    static let rawValues = UIText("Raw values", "原始值")
    static let rawValueBadge = UIText("raw value", "原始值")
    static let callsOthers = UIText("calls other members: not counted here", "调用的是其他成员，不计入此处")

    /// A member's support level: a symbol that also reads without colour, and its words.
    static func support(_ support: CompatibilityMatrix.Support) -> (symbol: String, words: UIText) {
        switch support {
        case .full: ("✔", UIText("Full support", "完全支持"))
        case .partial: ("◐", UIText("Partial support", "部分支持"))
        case .failing: ("✘", UIText("Failing", "失败"))
        case .notImplemented: ("∅", UIText("Not implemented", "未实现"))
        case .unknown: ("?", UIText("Compatibility unknown", "兼容性未知"))
        case .uncalled: ("–", UIText("No case calls it", "没有用例调用它"))
        case .kitAnswered: ("○", UIText("Answered by the kit (protocol 1)", "由工具包作答（协议 1）"))
        }
    }

    /// A case's mark: one symbol that also reads without colour, and its words.
    static func mark(_ mark: CompatibilityMatrix.Mark) -> (symbol: String, words: UIText) {
        switch mark {
        case .pass: ("✔", UIText("Pass", "通过"))
        case .fail: ("✘", UIText("Fail", "失败"))
        case .error: ("⚠", UIText("Error, timeout or crash", "错误、超时或崩溃"))
        case .notImplemented: ("∅", UIText("Not implemented", "未实现"))
        case .skip: ("↷", UIText("Skipped", "跳过"))
        case .absent: ("·", UIText("Not in the run", "未运行"))
        }
    }

    /// The counts of a cell besides its passes (`1 failing, 2 not implemented`).
    static func counts(_ cell: CompatibilityMatrix.Cell) -> UIText {
        let counts = [
            (cell.failed, "failing", "个失败"), (cell.errored, "errors", "个错误"),
            (cell.unsupported, "not implemented", "个未实现"), (cell.skipped, "skipped", "个跳过"),
            (cell.uncalled, "about other members", "个针对其他成员"),
            (cell.kitAnswered, "answered by the kit", "个由工具包作答"),
        ].filter { $0.0 > 0 }
        return UIText(
            counts.map { "\($0.0) \($0.1)" }.joined(separator: ", "),
            counts.map { "\($0.0) \($0.2)" }.joined(separator: "，"))
    }
}
