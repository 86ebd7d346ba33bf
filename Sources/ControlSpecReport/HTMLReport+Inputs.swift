import ControlSpecModel

extension HTMLReport {
    /// What the report shows beyond ``results`` (the case code and where each case is on the site),
    /// as text, so that an incremental publish can tell whether the last report still holds.
    public func inputFacts() -> String {
        var lines = [siteBase, mutation.map { String(describing: $0) } ?? "no mutation summary"]
        for result in results.cases {
            lines.append(links.link(for: result, language: .english))
            if result.chinese != nil { lines.append(links.link(for: result, language: .chinese)) }
            if let item = links.englishCase(of: result) {
                lines.append(String(item.block.firstCodeLine))
                lines.append(item.block.code)
            }
        }
        return lines.joined(separator: "\n")
    }
}
