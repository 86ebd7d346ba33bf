import ControlSpecHTML
import ControlSpecModel

/// The words of the site's own interface in one language (page content comes from the docs).
struct SiteStrings: Sendable {
    let language: Language

    func pick(_ english: String, _ chinese: String) -> String {
        language == .english ? english : chinese
    }

    var siteName: String { "ControlSpec" }
    var tagline: String {
        pick(
            "A bilingual API reference and conformance kit for UIKit’s UIControl and UIButton: every member "
                + "documented in English and Chinese, with executable conformance cases.",
            "UIKit 中 UIControl 与 UIButton 的双语 API 参考与一致性工具包："
                + "每个成员都有中英文文档，并附有可执行的一致性用例。")
    }
    var home: String { pick("Home", "首页") }
    var skipToContent: String { pick("Skip to content", "跳到正文") }
    var search: String { pick("Search", "搜索") }
    var searchPlaceholder: String { pick("Search both languages…", "搜索（中英文）…") }
    var noResults: String { pick("No results", "没有结果") }
    /// The language switch's label: `Language: 简体中文`, `语言：English`.
    func languageSwitchLabel(_ other: Language) -> String { pick("Language: ", "语言：") + other.nativeName }
    var declaration: String { pick("Declaration", "声明") }
    var declarationLanguage: String { pick("Declaration language", "声明语言") }
    var topics: String { pick("Topics", "主题") }
    var classes: String { pick("Classes", "类") }
    var otherTopic: String { pick("Other", "其他") }
    var notDocumented: String { pick("Not yet documented", "尚无文档") }
    var deprecated: String { pick("Deprecated", "已弃用") }
    var example: String { pick("Example", "示例") }
    var sourceLabel: String { pick("Source: ", "来源：") }
    /// Opens a case's note: what its evidence rests on.
    var noteLabel: String { pick("Evidence: ", "依据：") }
    /// `Raw value: 1`; large values (bit masks) also in hexadecimal: `Raw value: 16711680 (0xFF0000)`.
    func rawValue(_ value: UInt64) -> String {
        guard value >= 256 else { return pick("Raw value: ", "原始值：") + String(value) }
        let hexadecimal = "0x" + String(value, radix: 16, uppercase: true)
        // Chinese text takes full-width parentheses.
        return pick("Raw value: \(value) (\(hexadecimal))", "原始值：\(value)（\(hexadecimal)）")
    }
    var results: String { pick("Results", "结果") }
    var caseLabel: String { pick("Case", "用例") }
    var caseLink: String { pick("Link to this case", "链接到此用例") }
    var sectionLink: String { pick("Link to this section", "链接到此节") }
    var contents: String { pick("Contents", "目录") }
    var overview: String { pick("Overview", "概述") }
    var showContents: String { pick("Contents", "目录") }
    var copy: String { pick("Copy", "复制") }
    var copied: String { pick("Copied", "已复制") }
    var appearance: String { pick("Appearance", "外观") }
    /// The appearance button's label for each choice, in the order it cycles through them: automatic,
    /// light, dark.
    var appearanceChoices: String {
        pick("Appearance: Automatic|Appearance: Light|Appearance: Dark", "外观：自动|外观：浅色|外观：深色")
    }
    var breadcrumbs: String { pick("Breadcrumbs", "导航路径") }
    // Articles: guides that document no single member.
    var articles: String { pick("Articles", "文章") }
    var articleKind: String { pick("Article", "文章") }
    var articlesLabel: String { pick("articles", "篇文章") }
    var totals: String { pick("In numbers", "概况") }

    func inherited(from className: String) -> String {
        pick("Inherited from \(className)", "继承自 \(className)")
    }

    var relationships: String { pick("Relationships", "关系") }
    var inheritsFrom: String { pick("Inherits From", "继承自") }
    var inheritedBy: String { pick("Inherited By", "被继承") }
    var conformsTo: String { pick("Conforms To", "遵循") }

    /// `Mac Catalyst 13.1+` for the registry key `macCatalyst`.
    func available(on platform: String, since version: String) -> String {
        "\(Self.platformName(platform)) \(version)+"
    }

    /// `tvOS 9.0–15.0 Deprecated`: available from the first version, deprecated in the second.
    func deprecated(on platform: String, from introduced: String, to deprecated: String) -> String {
        let name = Self.platformName(platform)
        return pick("\(name) \(introduced)–\(deprecated) Deprecated", "\(name) \(introduced)–\(deprecated) 已弃用")
    }

    /// The name a reader knows for a registry platform key (the same in both languages, as Apple writes it).
    static func platformName(_ key: String) -> String { key == "macCatalyst" ? "Mac Catalyst" : key }

    /// The badge of a member Swift does not import.
    var objectiveCOnly: String { pick("Objective-C only", "仅限 Objective-C") }

    /// Why Swift does not import a member: the registry's reason (Swift's own words) on the English site.
    func swiftUnavailable(_ reason: String) -> String {
        pick(reason, "Swift 不导入 iOS 7 及更早版本中弃用的 API")
    }

    func deprecated(in version: String) -> String {
        pick("Deprecated in iOS \(version)", "iOS \(version) 起已弃用")
    }

    /// The text around the replacement's link: before and after.
    var useInstead: (String, String) { language == .english ? ("Use ", " instead.") : ("请改用 ", "。") }

    func needs(_ version: String) -> String { pick("Needs iOS \(version)", "需要 iOS \(version)") }

    func caseCount(_ count: Int) -> String {
        pick(count == 1 ? "1 conformance case" : "\(count) conformance cases", "\(count) 个一致性用例")
    }

    func memberCount(_ count: Int) -> String {
        pick(count == 1 ? "1 member" : "\(count) members", "\(count) 个成员")
    }

    var classesLabel: String { pick("classes", "个类") }
    var registryMembersLabel: String { pick("members in the registry", "个注册表成员") }
    var pagesInLanguage: String { pick("pages in English", "个中文页面") }
    var memberPageCases: String { pick("cases on member pages", "个成员页面用例") }
    var articleCases: String { pick("cases in articles", "个文章用例") }

    func passed(_ passed: Int, of total: Int) -> String {
        pick("\(passed) of \(total) cases pass", "\(total) 个用例中 \(passed) 个通过")
    }

    /// A case's status as the runner spells it (`PASS`), in the page's language (`通过`, as the Chinese
    /// report says).
    func status(_ status: CaseStatus) -> String {
        pick(status.rawValue, status.chineseWord)
    }

    /// An implementation's name; the kit's own reference model is named in the page's language.
    func implementation(_ name: String) -> String {
        name == "reference" ? pick(name, "参考实现") : name
    }

    var conformanceReport: String { pick("Conformance report", "一致性报告") }

    func footer(sdk: String) -> String {
        pick(
            "Generated by ControlSpec from the Markdown pages in Docs/ and conformance/registry.json"
                + (sdk.isEmpty ? "." : " (\(sdk))."),
            "由 ControlSpec 根据 Docs/ 中的 Markdown 页面与 conformance/registry.json"
                + (sdk.isEmpty ? "" : "（\(sdk)）") + "生成。")
    }

    // Layout figures: drawn from an implementation's answers.
    var figureLink: String { pick("Link to this figure", "链接到此图") }
    var figureImage: String { pick("image", "图像") }
    var figureSubtitle: String { pick("subtitle", "副标题") }
    var figureCode: String { pick("The code it was drawn from", "绘制所依据的代码") }
    var figureValues: String { pick("The values drawn, in points", "所绘数值（单位：点）") }
    var figureValue: String { pick("Value", "数值") }
    var figureNotRun: String {
        pick("No figure: the figure was not run on an implementation.", "无图：此图未在任何实现上运行。")
    }
    func figureValuesCaption(_ implementation: String) -> String {
        pick(
            "What \(implementation) answered; rectangles as (x, y, width, height), insets as (top, left, bottom, right)",
            "\(implementation) 的回答；矩形为 (x, y, 宽, 高)，内边距为 (上, 左, 下, 右)")
    }
    func figureDrawn(_ implementation: String) -> String {
        pick(
            "Drawn from what \(implementation) answered, not a screenshot of UIKit",
            "依据 \(implementation) 的回答绘制，并非 UIKit 截图")
    }
    func figureNotDrawn(_ implementation: String) -> String {
        pick("Not drawn for \(implementation)", "未为 \(implementation) 绘制")
    }
    func figureMissing(_ reason: String) -> String { pick("No figure: \(reason).", "无图：\(reason)。") }
    func figureTitle(_ id: String, _ implementation: String) -> String {
        pick("Layout figure \(id), as \(implementation) lays out the button", "布局图 \(id)：\(implementation) 对按钮的布局")
    }
    enum Side { case top, left, bottom, right }
    /// A dimension line's label: `left 20`, `左 20`.
    func side(_ side: Side, _ value: Double) -> String {
        let number = LayoutDiagram.number(value)
        switch side {
        case .top: return pick("top ", "上 ") + number
        case .left: return pick("left ", "左 ") + number
        case .bottom: return pick("bottom ", "下 ") + number
        case .right: return pick("right ", "右 ") + number
        }
    }

    func evidence(_ evidence: Evidence) -> String {
        switch evidence {
        case .documented: pick("Documented", "文档明示")
        case .reported: pick("Reported", "公开实测")
        case .inferred: pick("Inferred", "推断")
        }
    }

    func kind(_ kind: Registry.Kind) -> String {
        switch kind {
        case .class: pick("Class", "类")
        case .property: pick("Instance Property", "实例属性")
        case .method: pick("Instance Method", "实例方法")
        case .classMethod: pick("Type Method", "类方法")
        case .initializer: pick("Initializer", "初始化方法")
        case .type: pick("Type", "类型")
        case .constant: pick("Constant", "常量")
        }
    }

    /// A registry topic in this language; topics without a translation keep their English name.
    /// The Topics group of an enumeration's or option set's constants.
    var constantsTopic: String { pick("Constants", "常量") }

    func topic(_ topic: String?) -> String {
        guard let topic else { return otherTopic }
        guard language == .chinese else { return topic }
        return Self.chineseTopics[topic] ?? topic
    }

    static let chineseTopics: [String: String] = [
        "Appearance": "外观",
        "Behavioral Style": "行为样式",
        "Button Activity Indicator": "按钮活动指示器",
        "Button Background": "按钮背景",
        "Button Colors": "按钮颜色",
        "Button Configuration": "按钮配置",
        "Button Content Layout": "按钮内容布局",
        "Button Image": "按钮图像",
        "Button Indicator": "按钮指示器",
        "Button Titles": "按钮标题",
        "Button Types": "按钮类型",
        "Configuring Images": "配置图像",
        "Configuring Titles": "配置标题",
        "Configuring the Button": "配置按钮",
        "Content Alignment": "内容对齐",
        "Creating Buttons": "创建按钮",
        "Creating Configurations": "创建配置",
        "Creating Controls": "创建控件",
        "Deprecated": "已弃用",
        "Drag and Drop": "拖放",
        "Edge Insets": "内边距",
        "Geometry": "几何",
        "Getting the Current State": "获取当前状态",
        "Managing the Control's State": "管理控件状态",
        "Menus and Actions": "菜单与动作",
        "Overview": "概述",
        "Pointer Interactions": "指针交互",
        "Roles": "角色",
        "Symbol Animations": "符号动画",
        "Target-Action": "目标-动作",
        "Tool Tips": "工具提示",
        "Tracking Touches": "跟踪触摸",
    ]
}
