import ControlSpecHTML
import ControlSpecModel
import ControlSpecRunner

/// Every piece of report UI text, in English and Simplified Chinese.
///
/// Both translations are written into the page, each in a span with its `lang`; the stylesheet shows
/// the one matching the `data-ui` attribute of `<html>`, which the language switch sets. The page
/// therefore reads correctly before (and without) its script.
struct UIText: Hashable, Sendable {
    let english: String
    let chinese: String

    init(_ english: String, _ chinese: String) {
        self.english = english
        self.chinese = chinese
    }

    /// The label followed by a colon of its language: `Source: ` and `来源：`.
    var labelled: UIText { UIText(english + ": ", chinese + "：") }

    /// Both translations as sibling spans.
    var node: HTMLNode {
        .fragment([
            .element("span", ["class": "t", "lang": Language.english.tag], text: english),
            .element("span", ["class": "t", "lang": Language.chinese.tag], text: chinese),
        ])
    }
}

/// The report's UI strings.
enum ReportText {
    static let reportTitle = UIText("Conformance report", "一致性报告")
    /// The header's link to the reference site.
    static let reference = UIText("Reference", "参考文档")
    static let summary = UIText("Summary", "摘要")
    static let byClass = UIText("By class", "按类统计")
    static let cases = UIText("Cases", "用例")
    static let show = UIText("Show", "显示")
    static let searchMembers = UIText("Search case IDs, members, messages", "搜索用例 ID、成员和消息")
    static let unexpectedOnly = UIText("Unexpected results only", "只看意外结果")
    static let evidence = UIText("Evidence", "依据")
    static let source = UIText("Source", "来源")
    static let stringDifference = UIText("Where the strings differ", "字符串的不同之处")
    static let geometryDifference = UIText(
        "Actual (left of ==) over expected (right of ==), to scale", "实际值（== 左侧）叠在期望值（== 右侧）上，按比例绘制")
    static let actualValue = UIText("Actual", "实际")
    static let expectedValue = UIText("Expected", "预期")
    static let noMatch = UIText("No cases match the filter.", "没有符合筛选条件的用例。")
    static let unexpected = UIText("Unexpected", "意外结果")
    static let unexpectedPass = UIText("unexpected pass", "意外通过")
    static let unexpectedResult = UIText("unexpected", "意外")
    static let expected = UIText("expected", "预期")
    static let englishPage = UIText("English page", "英文页面")
    static let chinesePage = UIText("Chinese page", "中文页面")
    static let capturedValues = UIText("Captured values", "捕获的值")
    static let expression = UIText("Expression", "表达式")
    static let value = UIText("Value", "值")
    static let caseCode = UIText("Case code", "用例代码")
    static let skipReason = UIText("Skipped because", "跳过原因")
    static let implementation = UIText("Implementation", "实现")
    static let kit = UIText("Kit", "工具包")
    static let commit = UIText("Commit", "提交")
    static let date = UIText("Date", "日期")
    static let host = UIText("Host", "主机")
    static let shard = UIText("Shard", "分片")
    static let language = UIText("Language", "语言")
    static let total = UIText("Total", "总计")
    static let className = UIText("Class", "类")
    static let member = UIText("Member", "成员")
    static let compatibilityTitle = UIText("Compatibility matrix", "兼容性矩阵")
    static let diffTitle = UIText("Baseline comparison", "基线对比")
    static let baseline = UIText("Baseline", "基线")
    static let current = UIText("Current", "当前")
    static let newlyFailing = UIText("Newly failing", "新失败")
    static let newlyPassing = UIText("Newly passing", "新通过")
    static let changed = UIText("Other status changes", "其他状态变化")
    static let added = UIText("New cases", "新增用例")
    static let removed = UIText("Removed cases", "移除的用例")
    static let noDifferences = UIText("No differences.", "没有差异。")

    /// The word of a badge: the status as the results file spells it, or its Chinese name.
    static func statusWord(_ status: CaseStatus) -> UIText {
        UIText(status.rawValue, status.chineseWord)
    }

    /// An evidence level as the site names it (glossary: 文档明示 / 公开实测 / 推断); `none` for a case
    /// whose page is not known to the report.
    static func evidence(_ evidence: Evidence?) -> UIText {
        switch evidence {
        case .documented: UIText("documented", "文档明示")
        case .reported: UIText("reported", "公开实测")
        case .inferred: UIText("inferred", "推断")
        case nil: UIText("not known", "未知")
        }
    }

    /// The tally line in both languages: ``Tally/line`` and the same counts in Chinese
    /// (`通过 412，失败 3，错误 0，跳过 1`).
    static func tally(_ tally: Tally) -> UIText {
        let always: [CaseStatus] = [.pass, .fail, .error, .skip]
        let shown = always + [CaseStatus.timeout, .crash, .unsupported].filter { tally[$0] > 0 }
        return UIText(tally.line, shown.map { "\(status($0).chinese) \(tally[$0])" }.joined(separator: "，"))
    }

    /// The plural label of a status in counts and filters.
    static func status(_ status: CaseStatus) -> UIText {
        let english =
            switch status {
            case .pass: "Passed"
            case .fail: "Failed"
            case .error: "Errors"
            case .timeout: "Timed out"
            case .crash: "Crashed"
            case .unsupported: "Unsupported"
            case .skip: "Skipped"
            }
        return UIText(english, status.chineseWord)
    }
}
